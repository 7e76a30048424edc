// Route definition with zod: params, query and body are parsed by the same schemas that feed
// the OpenAPI document, so what the docs say is what the server enforces.

import { AppError, type FieldErrors } from '@sahyog/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isAnonymousHeaders, type ResponseCache } from './cache.ts';
import { sendText } from './compression.ts';

export interface Envelope<T> {
  success: boolean;
  message: string;
  data: T;
}

export function ok<T>(data: T, message = 'OK'): Envelope<T> {
  return { success: true, message, data };
}

export function fieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
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

export interface RouteSpec<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType> {
  method: Method;
  /** Fastify path, e.g. /api/v1/campaigns/:slugOrId */
  url: string;
  summary: string;
  tags: string[];
  params?: P;
  query?: Q;
  body?: B;
  /** Schema of `data` in the envelope. */
  response: R;
  /** Public GET answers may be cached for a few seconds (see platform/cache.ts). */
  cache?: boolean;
  /** false: the handler returns the whole body (login keeps the old API's own shape). */
  envelope?: boolean;
  /** The 422 message when several fields fail (default: the first field's). */
  errorSummary?: (fields: FieldErrors) => string | undefined;
  handler: (input: { params: z.output<P>; query: z.output<Q>; body: z.output<B> }, req: FastifyRequest, reply: FastifyReply) => Promise<z.input<R>>;
}

export interface RegisteredRoute {
  method: Method;
  url: string;
  summary: string;
  tags: string[];
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  envelope?: boolean;
}

/** Every route defined through `route()` lands here, for the OpenAPI document. */
export const routeRegistry: RegisteredRoute[] = [];

const empty = z.object({});

export function route<
  P extends z.ZodType = typeof empty,
  Q extends z.ZodType = typeof empty,
  B extends z.ZodType = typeof empty,
  R extends z.ZodType = z.ZodType,
>(app: FastifyInstance, spec: RouteSpec<P, Q, B, R>): void {
  const { handler, params, query, body } = spec;
  if (!routeRegistry.some((r) => r.method === spec.method && r.url === spec.url)) {
    routeRegistry.push(spec as unknown as RegisteredRoute);
  }
  app.route({
    method: spec.method,
    url: spec.url,
    config: { publicCache: spec.cache === true },
    handler: async (req, reply) => {
      // Cache hits are answered before Fastify (app.ts serverFactory); here a miss is stored.
      const cacheable = spec.cache === true && req.method === 'GET' && isAnonymous(req);
      const input = {
        params: parseWith(params ?? empty, req.params) as z.output<P>,
        query: parseWith(query ?? empty, req.query) as z.output<Q>,
        body: parseWith(body ?? empty, req.body, spec.errorSummary) as z.output<B>,
      };
      const data = await handler(input, req, reply);
      const json = JSON.stringify(spec.envelope === false ? data : ok(data));
      if (!cacheable) return sendText(req, reply.type(JSON_TYPE), json);
      const entry = app.publicCache.store(req.url, 200, JSON_TYPE, json);
      return sendText(req, reply.type(JSON_TYPE), json, entry.variants);
    },
  });
}

const JSON_TYPE = 'application/json; charset=utf-8';

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
  }
}
