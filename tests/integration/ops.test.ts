// Health, readiness, API documentation and metrics.
import { beforeAll, describe, expect, it } from 'vitest';
import { getApp } from '../support/app.ts';
import { getTestDb } from '../support/db.ts';

const API_PATHS = [
  '/api/v1/categories',
  '/api/v1/home-campaigns',
  '/api/v1/monthly-causes',
  '/api/v1/home-stats',
  '/api/v1/campaigns/{slugOrId}',
  '/api/v1/campaigns/{slugOrId}/donors',
  '/api/v1/settings',
  '/api/v1/sliders',
  '/api/v1/blogs',
  '/api/v1/blogs/{slug}',
  '/api/v1/pages/{slug}',
  '/api/v1/team',
  '/api/v1/testimonials',
  '/api/v1/featured-logos',
];

beforeAll(async () => {
  await getApp();
});

describe('health', () => {
  it('GET /healthz answers 200', async () => {
    const res = await (await getApp()).inject('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz answers 200 and names the database engine', async () => {
    const { handle } = await getTestDb();
    const res = await (await getApp()).inject('/readyz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', database: handle.kind });
    expect(handle.kind).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
  });
});

describe('API documentation', () => {
  type Op = {
    parameters: { name: string; in: string; required: boolean }[];
    responses: Record<string, { content?: Record<string, { schema: { properties?: Record<string, unknown>; required?: string[] } }> }>;
  };

  it('openapi.json lists every public GET path with a 200 envelope schema', async () => {
    const res = await (await getApp()).inject('/api/docs/openapi.json');
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, { get?: Op }> };
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of API_PATHS) {
      const get = doc.paths[path]?.get;
      expect(get, `${path} is documented`).toBeDefined();
      const schema = get?.responses['200']?.content?.['application/json']?.schema;
      expect(schema?.required, path).toEqual(['success', 'message', 'data']);
      expect(schema?.properties?.data, path).toBeTypeOf('object');
      // Path parameters are declared.
      for (const name of path.match(/\{(\w+)\}/g)?.map((m) => m.slice(1, -1)) ?? []) {
        expect(
          get?.parameters.some((p) => p.in === 'path' && p.name === name && p.required),
          `${path} ${name}`,
        ).toBe(true);
      }
    }
    expect(doc.paths['/api/v1/home-campaigns']?.get?.parameters.some((p) => p.in === 'query' && p.name === 'categoryId')).toBe(true);
  });

  it('/api/docs is an HTML page listing the paths', async () => {
    const res = await (await getApp()).inject('/api/docs');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toMatch(/^<!doctype html>/i);
    expect(res.body).toContain('/api/v1/campaigns/{slugOrId}/donors');
  });
});

describe('GET /metrics', () => {
  it('answers Prometheus text with request counts by route', async () => {
    const app = await getApp();
    await app.inject('/healthz');
    const res = await app.inject('/metrics');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const lines = res.body.trimEnd().split('\n');
    for (const line of lines) {
      if (line.startsWith('#')) expect(line).toMatch(/^# (TYPE|HELP) [a-zA-Z_:][\w:]* /);
      else expect(line).toMatch(/^[a-zA-Z_:][\w:]*(\{[^}]*\})? -?\d+(\.\d+)?(e[+-]?\d+)?$/);
    }
    expect(res.body).toContain('# TYPE http_requests_total counter');
    const healthz = lines.find((l) => l.startsWith('http_requests_total{method="GET",route="/healthz",status="2xx"}'));
    expect(healthz).toBeDefined();
    expect(Number(healthz?.split(' ').pop())).toBeGreaterThanOrEqual(1);
    expect(res.body).toMatch(/^process_resident_memory_bytes \d+$/m);
  });
});
