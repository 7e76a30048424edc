// A failure inside a handler answers a generic 500: no message, stack or path from the error.
import { AppError, messages } from '@sahyog/core';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerErrorHandling } from './error-handler.ts';
import { route, routeRegistry } from './http.ts';

const app = Fastify({ logger: false });

beforeAll(async () => {
  registerErrorHandling(app);
  app.get('/boom', async () => {
    throw new Error('connect ECONNREFUSED 10.0.0.5:5432 at /srv/app/secret.ts:12');
  });
  app.get('/boom-typed', async () => {
    throw new TypeError("Cannot read properties of undefined (reading 'raisedPaise')");
  });
  app.get('/teapot', async () => {
    throw new AppError(418, 'teapot', 'I am a teapot', { pot: 'is short and stout' });
  });
  route(app, {
    method: 'GET',
    url: '/test-only/echo/:n',
    summary: 'test route',
    tags: ['test'],
    params: z.object({ n: z.coerce.number().int().min(1, 'n must be at least 1') }),
    response: z.object({ n: z.number() }),
    handler: async ({ params }) => ({ n: params.n }),
  });
  await app.ready();
});

afterAll(async () => {
  // route() records every route in a process-wide registry (it feeds the OpenAPI document);
  // files in a worker share modules, so take the test route out again.
  const i = routeRegistry.findIndex((r) => r.url === '/test-only/echo/:n');
  if (i >= 0) routeRegistry.splice(i, 1);
  await app.close();
});

describe('error handling', () => {
  it.each(['/boom', '/boom-typed'])('%s answers a generic 500 without internals', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ success: false, message: messages.serverError });
    expect(res.body).not.toMatch(/stack|ECONNREFUSED|secret|raisedPaise|\bat /i);
  });

  it('an AppError keeps its status, message and field errors', async () => {
    const res = await app.inject({ method: 'GET', url: '/teapot' });
    expect(res.statusCode).toBe(418);
    expect(res.json()).toEqual({ success: false, message: 'I am a teapot', errors: { pot: 'is short and stout' } });
  });

  it('route() validates params into 422 field errors and wraps data in the envelope', async () => {
    const bad = await app.inject({ method: 'GET', url: '/test-only/echo/0' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual({ success: false, message: expect.any(String), errors: { n: 'n must be at least 1' } });
    const good = await app.inject({ method: 'GET', url: '/test-only/echo/7' });
    expect(good.statusCode).toBe(200);
    expect(good.json()).toEqual({ success: true, message: 'OK', data: { n: 7 } });
  });

  it('unknown paths answer JSON 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/anything?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'No route for GET /api/anything' });
  });
});
