import type { FastifyInstance } from 'fastify';
import { renderDocsHtml } from './openapi.ts';

export function docsRoutes(app: FastifyInstance): void {
  // app.swagger() builds this app's document on first call, after every route is registered.
  const doc = () => app.swagger() as unknown as Record<string, unknown>;
  app.get('/api/docs/openapi.json', async () => doc());
  app.get('/api/docs', async (_req, reply) => reply.type('text/html; charset=utf-8').send(renderDocsHtml(doc())));
}
