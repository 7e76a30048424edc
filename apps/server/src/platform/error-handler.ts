import { AppError, messages } from '@sahyog/core';
import type { FastifyError, FastifyInstance } from 'fastify';

/** character_not_in_repertoire (NUL in text), untranslatable_character. */
const BAD_TEXT_CODES = new Set(['22021', '22P05']);

/** The SQLSTATE of a database error, also when the query builder wraps it. */
function postgresCode(err: unknown): string | undefined {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError, req, reply) => {
    if (err instanceof AppError) {
      return reply.code(err.status).send({ success: false, message: err.message, ...(err.fields ? { errors: err.fields } : {}) });
    }
    // PostgreSQL refuses text it cannot store (a NUL byte): that is bad input, not a fault. Every
    // text field is a core text() schema, so this is the net under a field that escaped it.
    if (BAD_TEXT_CODES.has(postgresCode(err) ?? '')) {
      req.log.warn({ err }, 'text the database cannot store reached a query');
      return reply.code(422).send({ success: false, message: messages.unstorableText, errors: { _: messages.unstorableText } });
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
