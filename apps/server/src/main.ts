import { buildApp } from './app.ts';
import { loadConfig } from './platform/config.ts';

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}

const { app, db } = await buildApp({ config, dev: config.NODE_ENV === 'development' && process.env.VITE_DEV !== 'false' });
await app.listen({ port: config.PORT, host: config.HOST });
app.log.info(`Sahyog is running on http://localhost:${config.PORT} (database: ${db.kind})`);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    await app.close();
    process.exit(0);
  });
}
