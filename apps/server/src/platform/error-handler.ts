import { AppError, messages } from '@sahyog/core';
import type { FastifyError, FastifyInstance } from 'fastify';

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError, req, reply) => {
    if (err instanceof AppError) {
      return reply.code(err.status).send({ success: false, message: err.message, ...(err.fields ? { errors: err.fields } : {}) });
    }
    const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, unsupported media type).
      return reply.code(status).send({ success: false, message: err.message });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.code(500).send({ success: false, message: messages.serverError });
  });

  // Unknown API paths answer JSON; every other unknown path is a page (React Router's 404).
  app.setNotFoundHandler((req, reply) => {
    reply.code(404).send({ success: false, message: `No route for ${req.method} ${req.url.split('?')[0]}` });
  });
  app.all('/api/*', async (req, reply) => {
    reply.code(404).send({ success: false, message: `No route for ${req.method} ${req.url.split('?')[0]}` });
  });
}
