import { AppError, codeForStatus, type ErrorCode, errorBody, messages, serverText } from '@sahyog/core';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { requestLanguage, runInLanguage } from './language.ts';

/**
 * Fastify's own client errors, in our words: a client branches on the catalogue's code and reads
 * our message, not Fastify's English (which names its internals).
 */
const fastifyErrors = (): Record<string, { code: ErrorCode; message: string }> => ({
  FST_ERR_BAD_URL: { code: 'bad_request', message: messages.badUrl },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'bad_request', message: messages.badJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'bad_request', message: messages.emptyJson },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'bad_request', message: messages.badContentLength },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'payload_too_large', message: messages.tooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'unsupported_media_type', message: messages.jsonOnly },
});

/** A Fastify client error as our error body, with the status its code has in the catalogue. */
function fastifyClientError(err: FastifyError, status: number) {
  const known = fastifyErrors()[err.code];
  // JSON.parse's own SyntaxError (and secure-json-parse's refusal of __proto__) carries no code.
  if (!known && status === 400 && err instanceof SyntaxError) return errorBody('bad_request', messages.badJson);
  return known ? errorBody(known.code, known.message) : errorBody(codeForStatus(status), err.message);
}

/**
 * Errors Fastify raises before routing (a path that is not valid percent-encoding) skip the error
 * handler; this answers them in the same shape. Passed to Fastify({ frameworkErrors }).
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (err, req, reply) => {
  const status = typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 400;
  // The option's reply is typed for any route's schema; this one sends our error body only.
  runInLanguage(requestLanguage(req), () => (reply as FastifyReply).code(status).header('cache-control', 'no-store').send(fastifyClientError(err, status)));
};

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
  // Fastify refuses a body (unreadable JSON, too large, another type) before the hook that sets
  // the request's language ran: every error is answered in that language here.
  app.setErrorHandler((err: FastifyError | AppError, req, reply) => runInLanguage(requestLanguage(req), () => answerError(err, req, reply)));

  function answerError(err: FastifyError | AppError, req: FastifyRequest, reply: FastifyReply) {
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
      return reply.code(status).send(fastifyClientError(err, status));
    }
    req.log.error({ err }, 'unhandled error');
    return reply.code(500).send(errorBody('internal', messages.serverError));
  }

  // Unknown API paths answer JSON; every other unknown path is a page (React Router's 404).
  const noRoute = (req: FastifyRequest, reply: FastifyReply) =>
    runInLanguage(requestLanguage(req), () => reply.code(404).send(errorBody('not_found', serverText.noRoute(req.method, req.url.split('?')[0] ?? ''))));
  app.setNotFoundHandler(noRoute);
  app.all('/api/*', async (req, reply) => noRoute(req, reply));
}
