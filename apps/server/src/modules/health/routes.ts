import type { DbHandle } from '@sahyog/db';
import type { FastifyInstance } from 'fastify';

export function healthRoutes(app: FastifyInstance, db: DbHandle): void {
  // Liveness: the process answers. Readiness: it can reach its database.
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_req, reply) => {
    const up = await db.ping();
    return reply.code(up ? 200 : 503).send({ status: up ? 'ready' : 'unavailable', database: db.kind });
  });
}
