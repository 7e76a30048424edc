// A small Prometheus text exposition: request counts and durations by route and status class,
// plus process memory. Enough for a dashboard and alerts without another dependency.
import { createHash, timingSafeEqual } from 'node:crypto';
import { AppError, STAFF_ROLES } from '@sahyog/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * In production the figures (routes, traffic, memory) are for staff and for a scraper holding
 * METRICS_TOKEN. The token is not a session token, so platform/auth.ts flags it as a bad
 * credential; it is compared here, in constant time (over digests, so lengths may differ).
 */
export function metricsAccess(opts: { production: boolean; token: string | undefined }): (req: FastifyRequest) => void {
  const expected = opts.token ? digest(opts.token) : undefined;
  return (req) => {
    if (!opts.production) return;
    const header = req.headers.authorization;
    const bearer = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    if (expected && bearer && timingSafeEqual(digest(bearer), expected)) return;
    if (!req.viewer) throw AppError.unauthorized();
    if (!STAFF_ROLES.includes(req.viewer.user.role)) throw AppError.forbidden();
  };
}

export function registerMetrics(app: FastifyInstance, access: { production: boolean; token: string | undefined }): void {
  const check = metricsAccess(access);
  const counts = new Map<string, number>();
  const durations = new Map<string, number>();
  app.addHook('onResponse', (req, reply, done) => {
    const routeUrl = req.routeOptions.url ?? 'unmatched';
    const key = `method="${req.method}",route="${routeUrl}",status="${Math.trunc(reply.statusCode / 100)}xx"`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
    durations.set(key, (durations.get(key) ?? 0) + reply.elapsedTime / 1000);
    done();
  });
  app.get('/metrics', async (req, reply) => {
    check(req);
    reply.header('cache-control', 'private, no-store');
    const mem = process.memoryUsage();
    const lines = [
      '# TYPE http_requests_total counter',
      ...[...counts].map(([k, v]) => `http_requests_total{${k}} ${v}`),
      '# TYPE http_request_duration_seconds_sum counter',
      ...[...durations].map(([k, v]) => `http_request_duration_seconds_sum{${k}} ${v.toFixed(6)}`),
      '# TYPE public_cache_hits_total counter',
      `public_cache_hits_total ${app.publicCache.hits}`,
      '# TYPE process_resident_memory_bytes gauge',
      `process_resident_memory_bytes ${mem.rss}`,
      '# TYPE nodejs_heap_used_bytes gauge',
      `nodejs_heap_used_bytes ${mem.heapUsed}`,
    ];
    return reply.type('text/plain; version=0.0.4').send(`${lines.join('\n')}\n`);
  });
}
