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
  400: 'The request cannot be read: malformed JSON, an empty JSON body, or a path with a bad percent-encoding',
  401: 'Not signed in, or the session or token is unknown, expired or revoked',
  403: 'Signed in without the needed role, or a cookie-authenticated change without our Origin',
  404: 'Not found',
  409: 'Conflicts with the current state (e.g. the email already has an account)',
  410: 'Gone: the challenge or link expired or was already used',
  413: 'The body is larger than the API accepts (1 MB)',
  415: 'The body is not application/json',
  422: 'Invalid input: `errors` names each field (`_` for the body as a whole)',
  429: 'Too many attempts: wait and try again',
  502: 'The payment gateway did not answer: nothing was lost, try again',
};

const SUCCESS_TEXT: Record<number, string> = { 200: 'Success', 201: 'Created' };

/** Who may call a route; checked before its input is read, so a caller without the right learns nothing of its shape. */
export type RouteAuth = 'anyone' | 'viewer' | 'staff' | 'admin';

/** A route that answers a file rather than the JSON envelope: its media type, for the document. */
export interface FileAnswer {
  /** e.g. application/pdf, text/csv, image/png. */
  type: string;
  /** What the file is (shown with the 200 answer). */
  description: string;
  /** true for bytes (PDF, PNG); false for text (CSV). */
  binary: boolean;
}

export interface DocumentedRoute {
  method: string;
  /** Fastify path; the operationId is derived from it and the method unless one is given. */
  url: string;
  summary: string;
  tags: string[];
  operationId?: string;
  params?: z.ZodType;
  query?: z.ZodType;
  /** Request headers the route reads (e.g. Idempotency-Key), named as clients write them. */
  headers?: z.ZodObject;
  body?: z.ZodType;
  response: z.ZodType | FileAnswer;
  /** The success statuses it answers (default 200; 201 for a creation). */
  success?: readonly number[];
  envelope?: boolean;
  auth: RouteAuth;
  errors?: readonly number[];
}

const capital = (s: string) => (s ? s[0]?.toUpperCase() + s.slice(1) : s);

/**
 * A stable operationId from the method and path: GET /api/v1/campaigns/:slugOrId/donors is
 * getCampaignsBySlugOrIdDonors. Paths are unique per method, so the ids are too (the lint test
 * checks it); renaming a path renames its id, which is what a client generator should see.
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\/v1\//, '/')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => (segment.startsWith(':') ? ['by', ...segment.slice(1).split(/[^A-Za-z0-9]+/)] : segment.split(/[^A-Za-z0-9]+/)))
    .filter(Boolean);
  return method.toLowerCase() + words.map(capital).join('');
}

const isFile = (r: z.ZodType | FileAnswer): r is FileAnswer => !(r instanceof z.ZodType);

/** Every status a route can answer besides 200, from what it declares and what route() checks. */
export function errorStatuses(r: DocumentedRoute): number[] {
  const out = new Set<number>(r.errors ?? []);
  if (r.auth !== 'anyone') out.add(401);
  if (r.auth === 'staff' || r.auth === 'admin') out.add(403);
  // Changes made with the session cookie must carry our Origin (platform/auth.ts).
  if (r.method !== 'GET') out.add(403);
  // A path parameter that is not percent-decodable is Fastify's 400; one that names nothing, a 404.
  if (r.params) out.add(400).add(404);
  // A body Fastify cannot read (malformed or empty JSON), too large, or not JSON. Fastify reads
  // any method's body, so a POST without a body schema can still answer these.
  if (r.body || r.method !== 'GET') out.add(400).add(413).add(415);
  if (r.params || r.query || r.body || r.headers) out.add(422);
  return [...out].sort((a, b) => a - b);
}

/** The route `schema` that documents a route() (read by @fastify/swagger only). */
export function routeSchema(r: DocumentedRoute): FastifySchema {
  const success = r.response;
  const content = isFile(success)
    ? { [success.type]: { schema: (success.binary ? z.string().meta({ format: 'binary' }) : z.string()).describe(success.description) } }
    : { 'application/json': { schema: r.envelope === false ? success : z.object({ success: z.boolean(), message: z.string(), data: success }) } };
  const response: Record<number, unknown> = {};
  for (const status of r.success ?? [200]) response[status] = { description: SUCCESS_TEXT[status] ?? 'Success', content };
  for (const status of errorStatuses(r)) {
    response[status] = { description: STATUS_TEXT[status] ?? 'Error', content: { 'application/json': { schema: apiError } } };
  }
  return {
    summary: r.summary,
    tags: r.tags,
    operationId: r.operationId ?? operationIdOf(r.method, r.url),
    ...(r.params ? { params: r.params } : {}),
    ...(r.query ? { querystring: r.query } : {}),
    ...(r.headers ? { headers: r.headers } : {}),
    ...(r.body ? { body: r.body } : {}),
    // Either credential works: the API token as a bearer, or the web's session cookie. A public
    // operation says so (an empty list), rather than leaving a reader to guess.
    security: r.auth !== 'anyone' ? [{ api_token: [] }, { sid: [] }] : [],
    response,
  };
}

/**
 * Options that document a route added with app.get() rather than route(): one that answers a
 * file (PDF, CSV, PNG) or reads its body raw (the webhook). Its handler checks what it declares.
 */
export function documented(r: DocumentedRoute): { schema: FastifySchema; validatorCompiler: typeof noValidation; serializerCompiler: typeof plainJson } {
  return { schema: routeSchema(r), validatorCompiler: noValidation, serializerCompiler: plainJson };
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
  const json = ctx.jsonSchema as Json;
  if (def.type === 'pipe' && def.out) mergeRules(json, inputRules(def.out));
  // A record keyed by an enum requires every key; OpenAPI 3.0 has no propertyNames, so zod's
  // conversion keeps `required` but names no property. Each key is a property of the value's schema.
  if (def.type === 'record' && Array.isArray(json.required) && json.properties === undefined && typeof json.additionalProperties === 'object') {
    json.properties = Object.fromEntries((json.required as string[]).map((key) => [key, json.additionalProperties]));
  }
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
export async function registerOpenApi(app: FastifyInstance, info: { title: string; version: string }, publicUrl = 'http://localhost:3000'): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { ...info, license: { name: 'AGPL-3.0-or-later', url: 'https://www.gnu.org/licenses/agpl-3.0.html' } },
      // Paths start with /api/v1 (and the old site's /publicApi), so the server is the site itself.
      servers: [{ url: publicUrl, description: 'This site (PUBLIC_URL)' }],
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
