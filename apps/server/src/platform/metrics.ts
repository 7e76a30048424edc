// A small Prometheus text exposition: request counts and durations by route and status class,
// plus process memory. Enough for a dashboard and alerts without another dependency.
import type { FastifyInstance } from 'fastify';

export function registerMetrics(app: FastifyInstance): void {
  const counts = new Map<string, number>();
  const durations = new Map<string, number>();
  app.addHook('onResponse', (req, reply, done) => {
    const routeUrl = req.routeOptions.url ?? 'unmatched';
    const key = `method="${req.method}",route="${routeUrl}",status="${Math.trunc(reply.statusCode / 100)}xx"`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
    durations.set(key, (durations.get(key) ?? 0) + reply.elapsedTime / 1000);
    done();
  });
  app.get('/metrics', async (_req, reply) => {
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
