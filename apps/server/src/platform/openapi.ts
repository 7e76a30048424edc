// The OpenAPI document comes from @fastify/swagger: every route() hands its zod schemas to
// Fastify's route `schema`, and fastify-type-provider-zod's transform turns them into JSON
// Schema when the document is built. Fastify itself never validates or serializes with them:
// route() parses with zod (our 422 with field errors) and sends its own JSON.
import swagger, { type SwaggerTransformObject } from '@fastify/swagger';
import { ERROR_CODES } from '@sahyog/core';
import type { FastifyInstance, FastifySchema, FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Json = Record<string, unknown>;

/** The body of every error answer (core/errors.ts errorBody), one component in the document. */
export const apiError = z
  .object({
    success: z.literal(false),
    code: z.enum(ERROR_CODES).describe('What went wrong, from the error catalogue (core/errors.ts); clients branch on it'),
    message: z.string(),
    errors: z.record(z.string(), z.string()).optional().describe('Field errors on 422 (`_` for the body as a whole)'),
  })
  .meta({ id: 'Error' });

const STATUS_TEXT: Record<number, string> = {
  401: 'Not signed in, or the session or token is unknown, expired or revoked',
  403: 'Signed in without the needed role, or a cookie-authenticated change without our Origin',
  404: 'Not found',
  409: 'Conflicts with the current state (e.g. the email already has an account)',
  410: 'Gone: the challenge or link expired or was already used',
  415: 'The body is not application/json',
  422: 'Invalid input: `errors` names each field (`_` for the body as a whole)',
  429: 'Too many attempts: wait and try again',
};

/** Who may call a route; checked before its input is read, so a caller without the right learns nothing of its shape. */
export type RouteAuth = 'anyone' | 'viewer' | 'staff' | 'admin';

export interface DocumentedRoute {
  method: string;
  summary: string;
  tags: string[];
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  envelope?: boolean;
  auth: RouteAuth;
  errors?: readonly number[];
}

/** Every status a route can answer besides 200, from what it declares and what route() checks. */
export function errorStatuses(r: DocumentedRoute): number[] {
  const out = new Set<number>(r.errors ?? []);
  if (r.auth !== 'anyone') out.add(401);
  if (r.auth === 'staff' || r.auth === 'admin') out.add(403);
  // Changes made with the session cookie must carry our Origin (platform/auth.ts).
  if (r.method !== 'GET') out.add(403);
  if (r.params) out.add(404);
  if (r.body) out.add(415);
  if (r.params || r.query || r.body) out.add(422);
  return [...out].sort((a, b) => a - b);
}

/** The route `schema` that documents a route() (read by @fastify/swagger only). */
export function routeSchema(r: DocumentedRoute): FastifySchema {
  const data = r.envelope === false ? r.response : z.object({ success: z.boolean(), message: z.string(), data: r.response });
  const response: Record<number, unknown> = { 200: { description: 'Success', content: { 'application/json': { schema: data } } } };
  for (const status of errorStatuses(r)) {
    response[status] = { description: STATUS_TEXT[status] ?? 'Error', content: { 'application/json': { schema: apiError } } };
  }
  return {
    summary: r.summary,
    tags: r.tags,
    ...(r.params ? { params: r.params } : {}),
    ...(r.query ? { querystring: r.query } : {}),
    ...(r.body ? { body: r.body } : {}),
    // Either credential works: the API token as a bearer, or the web's session cookie.
    ...(r.auth !== 'anyone' ? { security: [{ api_token: [] }, { sid: [] }] } : {}),
    response,
  };
}

/** route() parses with zod itself; Fastify must not validate a second time with the schema. */
export const noValidation: FastifySchemaCompiler<unknown> = () => () => true;
/** route() sends a JSON string; error answers are plain objects and stay plain JSON. */
export const plainJson: FastifySerializerCompiler<unknown> = () => (data) => JSON.stringify(data);

const LOWER_BOUNDS = ['minLength', 'minimum', 'minItems'];
const UPPER_BOUNDS = ['maxLength', 'maximum', 'maxItems'];

/** Adds the rules of a pipe's second stage to the first stage's schema (tightest bound wins). */
function mergeRules(target: Json, extra: Json): void {
  for (const [key, value] of Object.entries(extra)) {
    if (target[key] === undefined) target[key] = value;
    else if (LOWER_BOUNDS.includes(key)) target[key] = Math.max(Number(target[key]), Number(value));
    else if (UPPER_BOUNDS.includes(key)) target[key] = Math.min(Number(target[key]), Number(value));
    else if (key === 'pattern' && target.pattern !== value) target.allOf = [...((target.allOf as Json[] | undefined) ?? []), { pattern: value }];
  }
}

/** The rules a value must meet on the way in, from both stages of every pipe (see below). */
function inputRules(schema: z.ZodType): Json {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'openapi-3.0', override: mergePipeStages }) as Json;
}

/**
 * zod's conversion shows one side of a pipe: for input the first stage, so
 * `z.string().max(128).pipe(z.string().min(8))` would lose its minimum of 8. A client must meet
 * both stages, so the second stage's rules are merged in. (On the output side a pipe shows its
 * second stage already, and merging that stage's rules into itself changes nothing.)
 */
function mergePipeStages(ctx: { zodSchema: unknown; jsonSchema: unknown }): void {
  const def = (ctx.zodSchema as { _zod: { def: { type: string; out?: z.ZodType } } })._zod.def;
  if (def.type === 'pipe' && def.out) mergeRules(ctx.jsonSchema as Json, inputRules(def.out));
}

const zodComponents = createJsonSchemaTransformObject({ zodToJsonConfig: { override: mergePipeStages } });

/**
 * Adds the zod schemas that have an id (`Error`) as components. The library adds an input and an
 * output variant of each (`ErrorInput`, `Error`); only the ones a route refers to are kept.
 */
const withComponents: SwaggerTransformObject = (document) => {
  const doc = zodComponents(document) as { components?: { schemas?: Record<string, unknown> } };
  const schemas = doc.components?.schemas ?? {};
  const text = JSON.stringify({ ...doc, components: { ...doc.components, schemas: {} } });
  for (const name of Object.keys(schemas)) {
    if (!text.includes(`"#/components/schemas/${name}"`)) delete schemas[name];
  }
  return doc as ReturnType<SwaggerTransformObject>;
};

/**
 * Registers @fastify/swagger on this app. Call it before any route is added: it collects them
 * through an onRoute hook, so each app documents exactly its own routes (a DEV_OUTBOX=staff app
 * documents the outbox as staff-only, another app alongside it does not).
 */
export async function registerOpenApi(app: FastifyInstance, info: { title: string; version: string }): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info,
      components: {
        securitySchemes: {
          api_token: { type: 'http', scheme: 'bearer', description: 'The api_token from POST /api/v1/auth/login' },
          sid: { type: 'apiKey', in: 'cookie', name: 'sid', description: 'The web session cookie (changes must carry our Origin)' },
        },
      },
    },
    // Only route() routes carry tags: health checks, pages, assets and 405 answers stay out.
    hideUntagged: true,
    transform: createJsonSchemaTransform({ skipList: [], zodToJsonConfig: { override: mergePipeStages } }),
    transformObject: withComponents,
  });
}
