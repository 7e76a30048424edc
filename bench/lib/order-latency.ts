// Order creation latency: POST /api/v1/orders from `connections` concurrent keep-alive clients
// (autocannon, in the bench process) against the server in production mode on PostgreSQL.
// Every request carries its own Idempotency-Key: autocannon replaces `[<id>]` with a fresh
// hyperid per request (33 URL-safe characters, unique per client and per run), so every answer
// is a new order (201), never a replay (200).
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { cpuMs } from './server.ts';
import type { LoadOptions } from './throughput.ts';

export interface OrderLatency {
  name: string;
  url: string;
  method: 'upi' | 'simulator';
  connections: number;
  durationS: number;
  warmupS: number;
  campaigns: string[];
  reqPerSec: number;
  meanMs: number;
  p50Ms: number;
  p90Ms: number;
  p97_5Ms: number;
  p99Ms: number;
  maxMs: number;
  totalRequests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodes: Record<string, number>;
  errorSamples: string[];
  /**
   * Orders in the database after warm-up and measurement, and the 201 answers autocannon counted
   * in both runs. Requests still in flight when a run's time is up are completed by the server
   * but not counted, so the database may hold up to `maxUncounted` more (the connections of
   * every run), never fewer.
   */
  ordersInDatabase: number;
  created201Total: number;
  maxUncounted: number;
  /** CPU per measured order, where /proc can tell (the server's node process; all postgres processes). */
  serverCpuMsPerOrder: number | null;
  postgresCpuMsPerOrder: number | null;
  /** The bench process itself (autocannon): on a small machine it competes with both. */
  loadGeneratorCpuMsPerOrder: number | null;
  /** 1-minute load average before and after the measured run (other processes skew the figures). */
  loadAverage1m: { before: number; after: number };
  /**
   * For information: one client alone for a few seconds, i.e. what one order costs without
   * queueing behind 49 others (p99 at 50 clients is mostly waiting for a turn).
   */
  singleClient?: { durationS: number; reqPerSec: number; p50Ms: number; p99Ms: number; maxMs: number; non2xx: number; errors: number };
}

type AutocannonResult = {
  requests: { average: number; total: number };
  latency: { mean: number; p50: number; p90: number; p97_5: number; p99: number; max: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodeStats?: Record<string, { count?: number }>;
};

type Instance = { on: (event: 'reqError', fn: (err: Error & { code?: string }) => void) => void };

/** A donation the checkout would send for `campaign` (the method production offers: UPI). */
export function orderBody(campaign: string, i: number, method: 'upi' | 'simulator'): string {
  return JSON.stringify({
    campaign,
    amountPaise: 300_000 + i * 100,
    tipPaise: 36_000,
    urgentPaise: 100_000,
    items: [],
    donor: { name: 'Bench Donor', email: 'bench.donor@example.org', mobile: '9876543210' },
    whatsappUpdates: true,
    hideName: false,
    method,
  });
}

function run(base: string, campaigns: string[], method: 'upi' | 'simulator', durationS: number, o: LoadOptions) {
  return new Promise<AutocannonResult & { errorSamples: string[] }>((resolve, reject) => {
    const samples = new Set<string>();
    const requests = campaigns.map((c, i) => ({
      method: 'POST' as const,
      path: '/api/v1/orders',
      headers: { 'content-type': 'application/json', 'idempotency-key': '[<id>]' },
      body: orderBody(c, i, method),
    }));
    const inst = autocannon(
      { url: base, connections: o.connections, duration: durationS, pipelining: 1, requests, idReplacement: true },
      (err: Error | null, result: AutocannonResult) => (err ? reject(err) : resolve({ ...result, errorSamples: [...samples] })),
    ) as Instance;
    inst.on('reqError', (err) => {
      if (samples.size < 5) samples.add(err.code ? `${err.code}: ${err.message}` : err.message);
    });
  });
}

/** CPU ms used so far by every process named postgres (a local server), or undefined. */
export function postgresCpuMs(): number | undefined {
  try {
    let total = 0;
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== 'postgres') continue;
        total += cpuMs(Number(entry)) ?? 0;
      } catch {
        // Exited meanwhile.
      }
    }
    return total || undefined;
  } catch {
    return undefined;
  }
}

/** Published campaigns that stay open for the next hour, by slug (the checkout sends slugs). */
export async function openCampaigns(databaseUrl: string, limit: number): Promise<string[]> {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    const r = await c.query<{ slug: string }>(
      `select slug from campaigns where status = 'published' and (ends_at is null or ends_at > now() + interval '1 hour') order by id limit $1`,
      [limit],
    );
    return r.rows.map((x) => x.slug);
  } finally {
    await c.end();
  }
}

async function countOrders(databaseUrl: string): Promise<number> {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    const r = await c.query<{ n: string }>('select count(*) as n from orders');
    return Number(r.rows[0]?.n ?? 0);
  } finally {
    await c.end();
  }
}

const statuses = (r: AutocannonResult) => Object.fromEntries(Object.entries(r.statusCodeStats ?? {}).map(([k, v]) => [k, v.count ?? 0]));

/** A warm-up run (discarded), the measured run, then one client alone (for information). */
export async function measureOrderCreation(opts: {
  base: string;
  databaseUrl: string;
  serverPid: number;
  method: 'upi' | 'simulator';
  load: LoadOptions;
  /** Called as the measured run starts and ends (e.g. to cut a CPU profile to it). */
  onMeasure?: (phase: 'start' | 'end') => void;
}): Promise<OrderLatency> {
  const { base, load } = opts;
  const campaigns = await openCampaigns(opts.databaseUrl, 8);
  // The demo seed's gifts are orders too: count only what the runs add.
  const seededOrders = await countOrders(opts.databaseUrl);
  if (!campaigns.length) throw new Error('no open campaign in the database: nothing to order');
  let created = 0;
  let maxUncounted = load.connections;
  if (load.warmupS > 0) {
    maxUncounted += load.connections;
    const w = await run(base, campaigns, opts.method, load.warmupS, load);
    created += statuses(w)['201'] ?? 0;
  }
  const server0 = cpuMs(opts.serverPid);
  const pg0 = postgresCpuMs();
  const gen0 = process.cpuUsage();
  const loadBefore = loadavg()[0] ?? 0;
  opts.onMeasure?.('start');
  const r = await run(base, campaigns, opts.method, load.durationS, load);
  opts.onMeasure?.('end');
  const server1 = cpuMs(opts.serverPid);
  const pg1 = postgresCpuMs();
  const gen = process.cpuUsage(gen0);
  const loadAfter = loadavg()[0] ?? 0;
  const codes = statuses(r);
  created += codes['201'] ?? 0;
  const measured = codes['201'] ?? 0;
  const singleS = Math.min(5, load.durationS);
  const one = await run(base, campaigns, opts.method, singleS, { ...load, connections: 1 });
  created += statuses(one)['201'] ?? 0;
  maxUncounted += 1;
  const perOrder = (a: number | undefined, b: number | undefined) =>
    a !== undefined && b !== undefined && measured > 0 ? Math.round(((b - a) / measured) * 100) / 100 : null;
  return {
    name: `POST /api/v1/orders (${opts.method}, ${load.connections} clients)`,
    url: `${base}/api/v1/orders`,
    method: opts.method,
    connections: load.connections,
    durationS: load.durationS,
    warmupS: load.warmupS,
    campaigns,
    reqPerSec: Math.round(r.requests.average),
    meanMs: Math.round(r.latency.mean * 100) / 100,
    p50Ms: r.latency.p50,
    p90Ms: r.latency.p90,
    p97_5Ms: r.latency.p97_5,
    p99Ms: r.latency.p99,
    maxMs: r.latency.max,
    totalRequests: r.requests.total,
    errors: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
    statusCodes: codes,
    errorSamples: r.errorSamples,
    // The last requests of the run are still being answered: let them finish first.
    ordersInDatabase: await new Promise<void>((r) => setTimeout(r, 1000)).then(async () => (await countOrders(opts.databaseUrl)) - seededOrders),
    created201Total: created,
    maxUncounted,
    serverCpuMsPerOrder: perOrder(server0, server1),
    postgresCpuMsPerOrder: perOrder(pg0, pg1),
    loadGeneratorCpuMsPerOrder: perOrder(0, (gen.user + gen.system) / 1000),
    loadAverage1m: { before: Math.round(loadBefore * 10) / 10, after: Math.round(loadAfter * 10) / 10 },
    singleClient: {
      durationS: singleS,
      reqPerSec: Math.round(one.requests.average),
      p50Ms: one.latency.p50,
      p99Ms: one.latency.p99,
      maxMs: one.latency.max,
      non2xx: one.non2xx,
      errors: one.errors + one.timeouts,
    },
  };
}
