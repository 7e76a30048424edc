// A failure inside a handler answers a generic 500: no message, stack or path from the error.
import { AppError, messages } from '@sahyog/core';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerErrorHandling } from './error-handler.ts';
import { route } from './http.ts';

const app = Fastify({ logger: false });

beforeAll(async () => {
  registerErrorHandling(app);
  app.get('/boom', async () => {
    throw new Error('connect ECONNREFUSED 10.0.0.5:5432 at /srv/app/secret.ts:12');
  });
  app.get('/boom-typed', async () => {
    throw new TypeError("Cannot read properties of undefined (reading 'raisedPaise')");
  });
  app.get('/changed', async () => {
    throw new AppError('phone_changed', 'Your number changed', { otp: 'Ask for a new code' });
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
  await app.close();
});

describe('error handling', () => {
  it.each(['/boom', '/boom-typed'])('%s answers a generic 500 without internals', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ success: false, code: 'internal', message: messages.serverError });
    expect(res.body).not.toMatch(/stack|ECONNREFUSED|secret|raisedPaise|\bat /i);
  });

  it("an AppError answers its code's status, with the code, message and field errors", async () => {
    const res = await app.inject({ method: 'GET', url: '/changed' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, code: 'phone_changed', message: 'Your number changed', errors: { otp: 'Ask for a new code' } });
  });

  it('route() validates params into 422 field errors and wraps data in the envelope', async () => {
    const bad = await app.inject({ method: 'GET', url: '/test-only/echo/0' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual({ success: false, code: 'invalid_input', message: expect.any(String), errors: { n: 'n must be at least 1' } });
    const good = await app.inject({ method: 'GET', url: '/test-only/echo/7' });
    expect(good.statusCode).toBe(200);
    expect(good.json()).toEqual({ success: true, message: 'OK', data: { n: 7 } });
  });

  it('unknown paths answer JSON 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/anything?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, code: 'not_found', message: 'No route for GET /api/anything' });
  });
});
