// Route definition with zod: params, query and body are parsed by the same schemas that feed
// the OpenAPI document (platform/openapi.ts), so what the docs say is what the server enforces.

import {
  ADMIN_ROLES,
  AppError,
  errorBody,
  type FieldErrors,
  fieldErrors,
  jsonDeeperThan,
  MAX_JSON_DEPTH,
  messages,
  STAFF_ROLES,
  unstorableTextPath,
} from '@sahyog/core';
import type { RequestMeta } from '@sahyog/core/context';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { checkAnswers, undeclaredFields } from './answer-check.ts';
import { requireRole, requireViewer } from './auth.ts';
import { isAnonymousHeaders, type ResponseCache } from './cache.ts';
import { sendText } from './compression.ts';
import { languageIsShared } from './language.ts';
import { noValidation, plainJson, type RouteAuth, routeSchema } from './openapi.ts';

export interface Envelope<T> {
  success: boolean;
  message: string;
  data: T;
}

/** Who asked, for rate limits and logs, and where links we send must point. */
export function requestMeta(req: FastifyRequest): RequestMeta {
  // Links we send are built from PUBLIC_URL: a forged Host header must not reach an email.
  return { ip: req.ip, userAgent: String(req.headers['user-agent'] ?? ''), origin: req.server.publicUrl };
}

export function ok<T>(data: T, message = 'OK'): Envelope<T> {
  return { success: true, message, data };
}

export function parseWith<S extends z.ZodType>(schema: S, value: unknown, summary?: (fields: FieldErrors) => string | undefined): z.output<S> {
  const r = schema.safeParse(value ?? {});
  if (!r.success) {
    const fields = fieldErrors(r.error);
    throw AppError.invalid(fields, summary?.(fields));
  }
  return r.data;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteSpec<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType, H extends z.ZodObject = typeof empty> {
  method: Method;
  /** Fastify path, e.g. /api/v1/campaigns/:slugOrId */
  url: string;
  summary: string;
  tags: string[];
  /** Default: derived from the method and path (openapi.ts operationIdOf). */
  operationId?: string;
  params?: P;
  query?: Q;
  /** Request headers, keyed as clients write them (`Idempotency-Key`); parsed like the rest (422). */
  headers?: H;
  body?: B;
  /**
   * Success statuses (default [200]). [201] answers 201; a route that answers either (a replay
   * is 200) lists both and sets the status itself.
   */
  success?: readonly (200 | 201)[];
  /** Schema of `data` in the envelope. */
  response: R;
  /** Public GET answers may be cached for a few seconds (see platform/cache.ts). */
  cache?: boolean;
  /**
   * Who may call it, checked before the input is parsed and declared in the OpenAPI document.
   * Default: 'viewer' under /api/v1/me, 'staff' under /api/v1/admin, otherwise anyone.
   */
  auth?: RouteAuth;
  /** Error statuses the handler's services answer (404, 409, 410, 429 …), for the docs. */
  errors?: readonly number[];
  /** false: the handler returns the whole body (login keeps the old API's own shape). */
  envelope?: boolean;
  /** The 422 message when several fields fail (default: the first field's). */
  errorSummary?: (fields: FieldErrors) => string | undefined;
  handler: (
    input: { params: z.output<P>; query: z.output<Q>; body: z.output<B>; headers: z.output<H> },
    req: FastifyRequest,
    reply: FastifyReply,
  ) => Promise<z.input<R>>;
}

export type { RouteAuth };

/** The signed-in donor's own things live under /me, the staff console's under /admin. */
export function defaultAuth(url: string): RouteAuth {
  if (url === '/api/v1/me' || url.startsWith('/api/v1/me/')) return 'viewer';
  if (url.startsWith('/api/v1/admin/')) return 'staff';
  return 'anyone';
}

/** Media type of a request body, lower case, without parameters. */
function mediaType(header: string | undefined): string {
  return (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/**
 * API bodies are JSON objects. Forms are parsed for page actions (app.ts), so without this a
 * form post to the API would reach the schema as a raw buffer, and a JSON null as "nothing".
 */
function checkJsonBody(req: FastifyRequest): void {
  const hasBody = req.body !== undefined || req.headers['content-type'] !== undefined;
  if (!hasBody) return;
  if (mediaType(req.headers['content-type']) !== 'application/json') {
    throw new AppError('unsupported_media_type', messages.jsonOnly);
  }
  const b = req.body;
  if (b === null || typeof b !== 'object' || Array.isArray(b)) throw AppError.invalid({ _: messages.jsonObject }, messages.jsonObject);
  // 10,000 levels in 20 KB (issue 38) is no body of ours: refused before anything walks it.
  if (jsonDeeperThan(b)) throw AppError.invalid({ _: messages.tooDeep(MAX_JSON_DEPTH) }, messages.tooDeep(MAX_JSON_DEPTH));
  // "\ud800" is valid JSON but no text, and a field that is not a core text() schema would carry
  // it to PostgreSQL, which refuses it in JSON columns (a 500): refused here, naming the field.
  const broken = unstorableTextPath(b, { nul: false });
  if (broken !== undefined) throw AppError.invalid({ [broken || '_']: messages.unstorableText }, messages.unstorableText);
}

const empty = z.object({});

/** The declared headers' values (Fastify keys them in lower case), under their declared names. */
function headerValues(schema: z.ZodObject, req: FastifyRequest): Record<string, unknown> {
  return Object.fromEntries(Object.keys(schema.shape).map((name) => [name, req.headers[name.toLowerCase()]]));
}

export function route<
  P extends z.ZodType = typeof empty,
  Q extends z.ZodType = typeof empty,
  B extends z.ZodType = typeof empty,
  R extends z.ZodType = z.ZodType,
  H extends z.ZodObject = typeof empty,
>(app: FastifyInstance, spec: RouteSpec<P, Q, B, R, H>): void {
  const { handler, params, query, body, headers } = spec;
  const auth = spec.auth ?? defaultAuth(spec.url);
  // A query schema that is no plain object (a pipe, a union) is not read here: all its parameters count.
  const queryKeys = query === undefined ? [] : query instanceof z.ZodObject ? Object.keys(query.shape) : undefined;
  app.route({
    method: spec.method,
    url: spec.url,
    config: { publicCache: spec.cache === true },
    // For the OpenAPI document only (@fastify/swagger reads it from this app's routes): the
    // handler parses with zod itself, so the compilers neither validate nor reshape anything.
    schema: routeSchema({ ...spec, auth }),
    validatorCompiler: noValidation,
    serializerCompiler: plainJson,
    handler: async (req, reply) => {
      // Cache hits are answered before Fastify (app.ts serverFactory); here a miss is stored.
      // A Hindi API answer is the Hindi caller's alone: the cache's key has no language in it.
      const anonymous = isAnonymous(req) && languageIsShared(req.url, req.headers);
      const cacheable = spec.cache === true && req.method === 'GET' && anonymous;
      const generation = cacheable ? app.publicCache.generation : undefined;
      // Set first, so that error answers (401 …) carry it too: an answer to a request with
      // credentials, or from a route that is not public, is nobody else's to keep.
      if (spec.cache !== true || !anonymous) reply.header('cache-control', PRIVATE_NO_STORE);
      if (auth === 'viewer') requireViewer(req);
      else if (auth === 'staff') requireRole(req, STAFF_ROLES);
      else if (auth === 'admin') requireRole(req, ADMIN_ROLES);
      if (body) checkJsonBody(req);
      const input = {
        params: parseWith(params ?? empty, req.params) as z.output<P>,
        query: parseWith(query ?? empty, req.query) as z.output<Q>,
        body: parseWith(body ?? empty, req.body, spec.errorSummary) as z.output<B>,
        headers: (headers ? parseWith(headers, headerValues(headers, req)) : {}) as z.output<H>,
      };
      if (spec.success?.length === 1 && spec.success[0] === 201) reply.code(201);
      const data = await handler(input, req, reply);
      const json = JSON.stringify(spec.envelope === false ? data : ok(data));
      if (checkAnswers) {
        const wire = JSON.parse(json) as { data?: unknown };
        const extra = undeclaredFields(spec.response, spec.envelope === false ? wire : wire.data);
        if (extra.length) throw new Error(`${spec.method} ${spec.url} answers fields its schema does not declare: ${extra.slice(0, 5).join(', ')}`);
      }
      if (!cacheable) return sendText(req, reply.type(JSON_TYPE), json);
      // A shared cache in front keeps the answer apart from a Hindi caller's (the `lang` cookie).
      reply.header('cache-control', app.publicCache.publicCacheControl).header('vary', 'Cookie');
      // The cache learns which parameters this path reads, so others never make a new entry.
      if (queryKeys) app.publicCache.learn(req.url.split('?', 1)[0] ?? req.url, queryKeys);
      const entry = app.publicCache.store(
        app.publicCache.keyFor(req.url),
        200,
        JSON_TYPE,
        json,
        { 'cache-control': app.publicCache.publicCacheControl, vary: 'Cookie' },
        { generation },
      );
      return sendText(req, reply.type(JSON_TYPE), json, entry.variants);
    },
  });
}

const JSON_TYPE = 'application/json; charset=utf-8';
/** Viewer-specific answers: shared caches and the browser's back/forward cache keep none. */
export const PRIVATE_NO_STORE = 'private, no-store';

/** Requests without credentials see the same public answer, so they may share a cache entry. */
export function isAnonymous(req: FastifyRequest): boolean {
  return isAnonymousHeaders(req.headers);
}

declare module 'fastify' {
  interface FastifyContextConfig {
    publicCache?: boolean;
  }
  interface FastifyInstance {
    publicCache: ResponseCache;
    /** config.PUBLIC_URL: the origin of every absolute URL the app hands out. */
    publicUrl: string;
  }
}

const METHOD_ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/**
 * 405 with Allow (not 404) for a method a known path does not take. Call before the routes are
 * registered (it watches them); call the returned function after, to add the 405 answers.
 */
/** A request that says it carries a body (a length above 0, or chunked). */
export function hasBody(req: FastifyRequest): boolean {
  const length = req.headers['content-length'];
  return (length !== undefined && length !== '0') || req.headers['transfer-encoding'] !== undefined;
}

export function methodNotAllowed(app: FastifyInstance, covers: (url: string) => boolean): () => void {
  const seen = new Map<string, Set<string>>();
  let collecting = true;
  app.addHook('onRoute', (opts) => {
    if (!collecting || opts.url.includes('*') || !covers(opts.url)) return;
    const methods = seen.get(opts.url) ?? new Set<string>();
    for (const m of [opts.method].flat()) methods.add(String(m).toUpperCase());
    if (methods.has('GET')) methods.add('HEAD');
    seen.set(opts.url, methods);
  });
  return () => {
    collecting = false;
    for (const [url, methods] of seen) {
      const allow = METHOD_ORDER.filter((m) => methods.has(m)).join(', ');
      const others = METHOD_ORDER.filter((m) => !methods.has(m));
      if (!others.length) continue;
      const refuse = (reply: FastifyReply) => reply.code(405).header('allow', allow).send(errorBody('method_not_allowed', messages.methodNotAllowed));
      app.route({
        method: others,
        url,
        // Answered from the request line: a body sent with it is never read (decision 0043).
        onRequest: async (req, reply) => refuse(hasBody(req) ? reply.header('connection', 'close') : reply),
        handler: async (_req, reply) => refuse(reply),
      });
    }
  };
}

/**
 * A console list in the admin API: `data` is one page of items and `next` the cursor of the
 * page after it (null on the last), passed back as `?after=`. Documented as such.
 */
export function pagedRoute<P extends z.ZodType = typeof empty, Q extends z.ZodType = typeof empty, I extends z.ZodType = z.ZodType>(
  app: FastifyInstance,
  spec: Omit<RouteSpec<P, Q, typeof empty, z.ZodType, typeof empty>, 'response' | 'handler' | 'envelope' | 'body' | 'headers'> & {
    item: I;
    handler: (
      input: { params: z.output<P>; query: z.output<Q> },
      req: FastifyRequest,
      reply: FastifyReply,
    ) => Promise<{ items: z.input<I>[]; next: string | null }>;
  },
): void {
  const { item, handler, ...rest } = spec;
  route(app, {
    ...rest,
    envelope: false,
    response: z.object({
      success: z.boolean(),
      message: z.string(),
      data: z.array(item),
      next: z.string().nullable().describe('The cursor of the next page, for `?after=` (null: this is the last page)'),
    }),
    handler: async (input, req, reply) => {
      const page = await handler(input, req, reply);
      return { ...ok(page.items), next: page.next };
    },
  });
}
