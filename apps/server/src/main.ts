import { buildApp } from './app.ts';
import { listeningOn, loadConfig } from './platform/config.ts';

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}

// --dev serves pages through Vite with hot reload; otherwise the built app (npm run build).
const { app, db } = await buildApp({ config, dev: process.argv.includes('--dev') });
await app.listen({ port: config.PORT, host: config.HOST });
app.log.info(`Sahyog is running on ${config.PUBLIC_URL} (database: ${db.kind}; ${listeningOn(config.HOST, config.PORT)})`);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    await app.close();
    process.exit(0);
  });
}
