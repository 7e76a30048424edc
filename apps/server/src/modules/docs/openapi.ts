// The OpenAPI document is built from the same zod schemas the routes parse with.
import { ERROR_CODES } from '@sahyog/core';
import { z } from 'zod';
import type { RegisteredRoute, RouteAuth } from '../../platform/http.ts';

type Json = Record<string, unknown>;

const LOWER_BOUNDS = ['minLength', 'minimum', 'minItems'] as const;
const UPPER_BOUNDS = ['maxLength', 'maximum', 'maxItems'] as const;

/** Adds the rules of a pipe's second stage to the first stage's schema (tightest bound wins). */
function mergeRules(target: Json, extra: Json): void {
  for (const [key, value] of Object.entries(extra)) {
    if (target[key] === undefined) target[key] = value;
    else if ((LOWER_BOUNDS as readonly string[]).includes(key)) target[key] = Math.max(Number(target[key]), Number(value));
    else if ((UPPER_BOUNDS as readonly string[]).includes(key)) target[key] = Math.min(Number(target[key]), Number(value));
    else if (key === 'pattern' && target.pattern !== value) target.allOf = [...((target.allOf as Json[] | undefined) ?? []), { pattern: value }];
  }
}

/**
 * zod's conversion shows one side of a pipe: for `io: 'input'` the first stage, so
 * `z.string().max(128).pipe(z.string().min(8))` would lose its minimum of 8. A client must meet
 * both stages, so the second stage's rules are merged in.
 */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Json {
  return z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'openapi-3.0',
    override(ctx) {
      if (io !== 'input') return;
      const def = (ctx.zodSchema as unknown as { _zod: { def: { type: string; out?: z.ZodType } } })._zod.def;
      if (def.type === 'pipe' && def.out) mergeRules(ctx.jsonSchema as Json, jsonSchema(def.out, 'input'));
    },
  }) as Json;
}

function parameters(schema: z.ZodType | undefined, where: 'path' | 'query'): Json[] {
  if (!schema) return [];
  const js = jsonSchema(schema, 'input');
  const props = (js.properties ?? {}) as Record<string, Json>;
  const required = new Set((js.required as string[] | undefined) ?? []);
  return Object.entries(props).map(([name, s]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: s,
  }));
}

const errorBody: Json = {
  type: 'object',
  properties: {
    success: { type: 'boolean', enum: [false] },
    code: { type: 'string', enum: ERROR_CODES, description: 'What went wrong, from the error catalogue (core/errors.ts)' },
    message: { type: 'string' },
    errors: { type: 'object', additionalProperties: { type: 'string' }, description: 'Field errors on 422' },
  },
  required: ['success', 'code', 'message'],
};

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

/** Every status a route can answer besides 200, from what it declares and what route() checks. */
function errorStatuses(r: RegisteredRoute, auth: RouteAuth): number[] {
  const out = new Set<number>(r.errors ?? []);
  if (auth !== 'anyone') out.add(401);
  if (auth === 'staff') out.add(403);
  // Changes made with the session cookie must carry our Origin (platform/auth.ts).
  if (r.method !== 'GET') out.add(403);
  if (r.params) out.add(404);
  if (r.body) out.add(415);
  if (r.params || r.query || r.body) out.add(422);
  return [...out].sort((a, b) => a - b);
}

const errorResponse = (status: number): Json => ({
  description: STATUS_TEXT[status] ?? 'Error',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

export function buildOpenApi(routes: RegisteredRoute[], info: { title: string; version: string }): Json {
  const paths: Record<string, Record<string, Json>> = {};
  for (const r of routes) {
    const path = r.url.replace(/:([A-Za-z]+)/g, '{$1}');
    const auth = r.auth;
    const op: Json = {
      summary: r.summary,
      tags: r.tags,
      parameters: [...parameters(r.params, 'path'), ...parameters(r.query, 'query')],
      // Either credential works: the API token as a bearer, or the web's session cookie.
      ...(auth !== 'anyone' ? { security: [{ api_token: [] }, { sid: [] }] } : {}),
      responses: {
        200: {
          description: 'Success',
          content: {
            'application/json': {
              schema:
                r.envelope === false
                  ? jsonSchema(r.response, 'output')
                  : {
                      type: 'object',
                      properties: { success: { type: 'boolean' }, message: { type: 'string' }, data: jsonSchema(r.response, 'output') },
                      required: ['success', 'message', 'data'],
                    },
            },
          },
        },
        ...Object.fromEntries(errorStatuses(r, auth).map((status) => [status, errorResponse(status)])),
      },
    };
    if (r.body) op.requestBody = { required: true, content: { 'application/json': { schema: jsonSchema(r.body, 'input') } } };
    paths[path] ??= {};
    paths[path][r.method.toLowerCase()] = op;
  }
  return {
    openapi: '3.0.3',
    info,
    paths,
    components: {
      schemas: { Error: errorBody },
      securitySchemes: {
        api_token: { type: 'http', scheme: 'bearer', description: 'The api_token from POST /api/v1/auth/login' },
        sid: { type: 'apiKey', in: 'cookie', name: 'sid', description: 'The web session cookie (changes must carry our Origin)' },
      },
    },
  };
}

/** A readable HTML listing for people; the JSON is at /api/docs/openapi.json for tools. */
export function renderDocsHtml(doc: Json): string {
  const esc = (v: string) => v.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  const paths = doc.paths as Record<string, Record<string, Json>>;
  const rows = Object.entries(paths)
    .flatMap(([p, ops]) =>
      Object.entries(ops).map(
        ([m, op]) => `<tr><td><code>${m.toUpperCase()}</code></td><td><code>${esc(p)}</code></td><td>${esc(String(op.summary ?? ''))}</td></tr>`,
      ),
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>API reference</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1c1917}table{border-collapse:collapse;width:100%}td{border-bottom:1px solid #e7e5e4;padding:.5rem;vertical-align:top}code{font-size:.9em}</style></head>
<body><h1>${esc(String((doc.info as Json).title))} API</h1><p>Every answer is <code>{ success, message, data }</code>; invalid input answers 422 with <code>errors: { field: message }</code>. Bodies are JSON objects (<code>Content-Type: application/json</code>, otherwise 415). Signed-in routes take <code>Authorization: Bearer &lt;api_token&gt;</code> from the login answer. Amounts are integer paise. Machine-readable: <a href="/api/docs/openapi.json">openapi.json</a>.</p>
<table><tbody>${rows}</tbody></table></body></html>`;
}
