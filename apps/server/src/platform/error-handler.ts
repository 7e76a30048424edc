import { AppError, codeForStatus, errorBody, messages } from '@sahyog/core';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

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
      return reply.code(err.status).send(errorBody(err.code, err.message, err.fields));
    }
    // PostgreSQL refuses text it cannot store (a NUL byte): that is bad input, not a fault. Every
    // text field is a core text() schema, so this is the net under a field that escaped it.
    if (BAD_TEXT_CODES.has(postgresCode(err) ?? '')) {
      req.log.warn({ err }, 'text the database cannot store reached a query');
      return reply.code(422).send(errorBody('unstorable_text', messages.unstorableText, { _: messages.unstorableText }));
    }
    const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, unsupported media type): they
      // have a status but no code of ours, so they get the generic code of that status.
      return reply.code(status).send(errorBody(codeForStatus(status), err.message));
    }
    req.log.error({ err }, 'unhandled error');
    return reply.code(500).send(errorBody('internal', messages.serverError));
  });

  // Unknown API paths answer JSON; every other unknown path is a page (React Router's 404).
  const noRoute = (req: FastifyRequest, reply: FastifyReply) =>
    reply.code(404).send(errorBody('not_found', `No route for ${req.method} ${req.url.split('?')[0]}`));
  app.setNotFoundHandler(noRoute);
  app.all('/api/*', async (req, reply) => noRoute(req, reply));
}
