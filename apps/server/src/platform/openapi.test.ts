// route() hands its zod schemas to Fastify for the OpenAPI document only: Fastify must neither
// validate with them (route() parses once, into our 422) nor serialize with them.
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerErrorHandling } from './error-handler.ts';
import { route } from './http.ts';
import { registerOpenApi } from './openapi.ts';

const app = Fastify({ logger: false });
let parses = 0;

beforeAll(async () => {
  await registerOpenApi(app, { title: 'Test', version: '0' });
  registerErrorHandling(app);
  route(app, {
    method: 'POST',
    url: '/test-only/count',
    summary: 'Counts how often the body is parsed',
    tags: ['test'],
    body: z.object({ n: z.number({ error: 'n must be a number' }) }).transform((b) => {
      parses++;
      return b;
    }),
    response: z.object({ n: z.number() }),
    handler: async ({ body }) => ({ n: body.n }),
  });
  route(app, {
    method: 'GET',
    url: '/test-only/text',
    summary: 'Answers a number as text',
    tags: ['test'],
    response: z.object({ n: z.number() }),
    // Not what the schema says: a schema-driven serializer would write 3 (the API fuzz catches it).
    handler: async () => ({ n: '3' }) as unknown as { n: number },
  });
  route(app, {
    method: 'GET',
    url: '/test-only/extra',
    summary: 'Answers a field it does not declare',
    tags: ['test'],
    response: z.object({ n: z.number() }),
    handler: async () => ({ n: 3, ownerEmail: 'owner@example.in' }) as { n: number },
  });
  app.get('/test-only/untagged', async () => ({ ok: true }));
  await app.ready();
});

afterAll(async () => {
  await app.close();
});

const post = (payload: unknown) => app.inject({ method: 'POST', url: '/test-only/count', payload: payload as object });

describe('route() schemas feed the document only', () => {
  it('the body is parsed once, by route()', async () => {
    parses = 0;
    const res = await post({ n: 3 });
    expect(res.statusCode).toBe(200);
    expect(parses).toBe(1);
  });

  it('the answer is what the handler returned, not reshaped by the response schema', async () => {
    expect((await post({ n: 3 })).json()).toEqual({ success: true, message: 'OK', data: { n: 3 } });
    expect((await app.inject({ method: 'GET', url: '/test-only/text' })).json()).toEqual({ success: true, message: 'OK', data: { n: '3' } });
  });

  it('in the test suite, an answer with a field its schema does not declare fails (answer-check.ts)', async () => {
    const res = await app.inject({ method: 'GET', url: '/test-only/extra' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('owner@example.in');
  });

  it('invalid input is our 422 with field errors, not a Fastify validation error', async () => {
    const res = await post({ n: 'three' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ success: false, code: 'invalid_input', message: 'n must be a number', errors: { n: 'n must be a number' } });
  });

  it('the document has the route, its error answers and the Error component, and leaves untagged routes out', () => {
    const doc = app.swagger() as unknown as {
      paths: Record<string, Record<string, { summary: string; responses: Record<string, { content: Record<string, { schema: unknown }> }> }>>;
      components: { schemas: Record<string, unknown> };
    };
    const op = doc.paths['/test-only/count']?.post;
    expect(op?.summary).toBe('Counts how often the body is parsed');
    expect(op?.responses['422']?.content['application/json']?.schema).toEqual({ $ref: '#/components/schemas/Error' });
    expect(Object.keys(doc.components.schemas)).toEqual(['Error']);
    expect(doc.paths['/test-only/untagged']).toBeUndefined();
  });
});
