// The OpenAPI document is built from the same zod schemas the routes parse with.
import { z } from 'zod';
import type { RegisteredRoute } from '../../platform/http.ts';

type Json = Record<string, unknown>;

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Json {
  return z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'openapi-3.0' }) as Json;
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

const errorBody = {
  type: 'object',
  properties: {
    success: { type: 'boolean', enum: [false] },
    message: { type: 'string' },
    errors: { type: 'object', additionalProperties: { type: 'string' }, description: 'Field errors on 422' },
  },
  required: ['success', 'message'],
};

export function buildOpenApi(routes: RegisteredRoute[], info: { title: string; version: string }): Json {
  const paths: Record<string, Record<string, Json>> = {};
  for (const r of routes) {
    const path = r.url.replace(/:([A-Za-z]+)/g, '{$1}');
    const op: Json = {
      summary: r.summary,
      tags: r.tags,
      parameters: [...parameters(r.params, 'path'), ...parameters(r.query, 'query')],
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
        ...(r.params ? { 404: { description: 'Not found', content: { 'application/json': { schema: errorBody } } } } : {}),
        422: { description: 'Invalid input', content: { 'application/json': { schema: errorBody } } },
      },
    };
    if (r.body) op.requestBody = { required: true, content: { 'application/json': { schema: jsonSchema(r.body, 'input') } } };
    paths[path] ??= {};
    paths[path][r.method.toLowerCase()] = op;
  }
  return { openapi: '3.0.3', info, paths };
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
<body><h1>${esc(String((doc.info as Json).title))} API</h1><p>Every answer is <code>{ success, message, data }</code>; invalid input answers 422 with <code>errors: { field: message }</code>. Amounts are integer paise. Machine-readable: <a href="/api/docs/openapi.json">openapi.json</a>.</p>
<table><tbody>${rows}</tbody></table></body></html>`;
}
