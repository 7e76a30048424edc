// npm run dev: Vite in middleware mode inside Fastify, so pages hot-reload on the same port.
import middie from '@fastify/middie';
import type { FastifyInstance } from 'fastify';
import type { RouterContextProvider, ServerBuild } from 'react-router';
import { mountPages } from './pages.ts';

export async function mountDevPages(
  app: FastifyInstance,
  webRoot: string,
  fillContext: (ctx: RouterContextProvider, req: import('fastify').FastifyRequest) => void,
): Promise<void> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    root: webRoot,
    configFile: `${webRoot}vite.config.ts`,
    appType: 'custom',
    server: { middlewareMode: true, hmr: { server: app.server } },
  });
  await app.register(middie);
  app.use(vite.middlewares);
  app.addHook('onClose', () => vite.close());
  const getBuild = () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
  mountPages(app, { getBuild, mode: 'development', fillContext, secureCookies: false });
}
