import type { FastifyInstance } from 'fastify';
import { routeRegistry } from '../../platform/http.ts';
import { buildOpenApi, renderDocsHtml } from './openapi.ts';

export function docsRoutes(app: FastifyInstance): void {
  let doc: ReturnType<typeof buildOpenApi> | undefined;
  // Built on first request, after every module has registered its routes.
  const get = () => (doc ??= buildOpenApi(routeRegistry, { title: 'Sahyog', version: '1' }));
  app.get('/api/docs/openapi.json', async () => get());
  app.get('/api/docs', async (_req, reply) => reply.type('text/html; charset=utf-8').send(renderDocsHtml(get())));
}
