// `npm run bench -- scale` (issue 22): the staff side at a big foundation's year. Loads the volume
// (lib/scale-load.ts) into a PostgreSQL database the app migrated, starts the built server in
// production mode with the page cache off, signs in as an admin, and measures at 10 clients the
// console pages and the admin API's lists and searches; the exports (time, first byte, rows,
// bytes, the server's peak RSS); a public API call during three concurrent exports; and the batch
// jobs (bulk receipt issue, bank statement import), whether they answer in the request or as a
// background batch with a status to poll. Reports against issue 22's targets.

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { adminUrl, createDatabase, dropDatabase, databaseUrl as urlOf } from './pg.ts';
import { type Managed, onCleanup, stopProcess } from './processes.ts';
import { campaignFiguresDisagree, loadScale, type ScaleLoad, scaleSamples } from './scale-load.ts';
import { type AppServer, startAppServer } from './server.ts';
import { type LoadOptions, type LoadResult, loadResult, measure } from './throughput.ts';

export const SCALE_TARGETS = {
  /** Console pages and admin API lists/searches, p99 at 10 clients. */
  consoleP99MaxMs: 100,
  /** An export's server RSS may grow this much at most over its run (a 500,000-row export). */
  exportRssGrowthMaxMB: 50,
  /** A public API call while three exports run at once, p99. */
  publicDuringExportsP99MaxMs: 50,
} as const;

export interface ScaleOptions {
  rootDir: string;
  log: (m: string) => void;
  scale: number;
  /** Database name (default sahyog_scale). */
  database: string;
  /** Use the database as it is when it holds the scale data already (no load). */
  reuseDb: boolean;
  /** Keep the database afterwards (for a rerun with --reuse-db). */
  keepDb: boolean;
  port: number;
  load: LoadOptions;
  /** Items per batch job (receipts issued, statement lines). */
  batch: number;
  /** Stop sending a chunked batch's requests after this long (s); a single request is waited for. */
  batchTimeoutS: number;
  skipBatch: boolean;
  /** Measure only these (`page:<name>`, `api:<name>`, a bare name for both, `exports`, `batch`); null: everything. */
  only: string[] | null;
}

/** Whether `--only` selects this measurement (`kind` page, api, exports or batch). */
export function selected(only: string[] | null, kind: string, name?: string): boolean {
  if (!only) return true;
  return only.some((t) => t === kind || (name !== undefined && (t === name || t === `${kind}:${name}`)));
}

export interface ExportRun {
  name: string;
  url: string;
  status: number;
  totalMs: number;
  firstByteMs: number | null;
  rows: number;
  bytes: number;
  rssBeforeMB: number | null;
  rssPeakMB: number | null;
  rssGrowthMB: number | null;
  error?: string;
}

export interface BatchRun {
  name: string;
  items: number;
  done: number;
  seconds: number;
  perSecond: number | null;
  requests: number;
  /** background: the server answered with a batch id and the bench polled its status. */
  mode: 'request' | 'chunks' | 'background';
  timedOut: boolean;
  detail: string;
}

/** A c10 run, and before it one client alone (median of 3 sequential requests): the time of one answer, even when c10 gets none within the run. */
export type Measured = LoadResult & { aloneMs: number | null; aloneStatus: number | null; drainedS: number };

export interface ScaleResult {
  database: string;
  scale: number;
  load: ScaleLoad | { reused: true; counts: Record<string, number> };
  samples: ScaleLoad['samples'];
  pages: Measured[];
  api: Measured[];
  exports: ExportRun[];
  concurrentExports: { exports: ExportRun[]; publicApi: LoadResult | null; publicApiAlone: LoadResult | null };
  batches: BatchRun[];
  campaignFiguresDisagree: number;
  targets: { id: string; label: string; value: number | null; unit: string; op: '<=' | '>=' | '='; target: number; pass: boolean | null }[];
}

const ADMIN = { email: 'bench.admin@scale.example.org', password: 'Bench-Admin-Password-1' };

// ---- HTTP without timeouts (a request of the old batch code ran 12 minutes) ----
interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}
function call(base: string, method: string, path: string, o: { token?: string; cookie?: string; json?: unknown; form?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = o.json !== undefined ? JSON.stringify(o.json) : o.form;
    const headers: Record<string, string> = { origin: base };
    if (o.token) headers.authorization = `Bearer ${o.token}`;
    if (o.cookie) headers.cookie = o.cookie;
    if (o.json !== undefined) headers['content-type'] = 'application/json';
    if (o.form !== undefined) headers['content-type'] = 'application/x-www-form-urlencoded';
    if (payload !== undefined) headers['content-length'] = String(Buffer.byteLength(payload));
    const req = httpRequest(new URL(path, base), { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    if (payload !== undefined) req.write(payload);
    req.end();
  });
}
const parse = (a: Answer): unknown => {
  try {
    return JSON.parse(a.body);
  } catch {
    return undefined;
  }
};
/** The API's payload: `{ success, data }` or bare. */
const dataOf = (v: unknown): unknown => (v && typeof v === 'object' && 'data' in v ? (v as { data: unknown }).data : v);

// ---- server memory ----
function rssMB(pid: number): number | null {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Math.round(Number(m[1]) / 102.4) / 10 : null;
  } catch {
    return null;
  }
}
/** Samples VmRSS every 50 ms until stopped; answers the peak. */
function rssSampler(pid: number): { stop: () => number | null } {
  let peak = rssMB(pid);
  const t = setInterval(() => {
    const v = rssMB(pid);
    if (v !== null && (peak === null || v > peak)) peak = v;
  }, 50);
  return {
    stop: () => {
      clearInterval(t);
      const v = rssMB(pid);
      if (v !== null && (peak === null || v > peak)) peak = v;
      return peak;
    },
  };
}

/** Streams one export, counting bytes and lines, timing the first byte. */
function download(
  base: string,
  path: string,
  token: string,
): Promise<{ status: number; totalMs: number; firstByteMs: number | null; rows: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    let first: number | null = null;
    let bytes = 0;
    let lines = 0;
    let last = 10;
    const req = httpRequest(new URL(path, base), { headers: { authorization: `Bearer ${token}` }, agent: false }, (res) => {
      res.on('data', (c: Buffer) => {
        first ??= performance.now() - t0;
        bytes += c.length;
        for (let i = c.indexOf(10); i !== -1; i = c.indexOf(10, i + 1)) lines++;
        last = c[c.length - 1] ?? last;
      });
      res.on('end', () => {
        if (bytes > 0 && last !== 10) lines++;
        // The header line is not a row.
        resolve({
          status: res.statusCode ?? 0,
          totalMs: Math.round(performance.now() - t0),
          firstByteMs: first === null ? null : Math.round(first),
          rows: Math.max(0, lines - 1),
          bytes,
        });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

async function runExport(s: AppServer, token: string, name: string, path: string, sampleRss: boolean): Promise<ExportRun> {
  const before = rssMB(s.pid);
  const sampler = sampleRss ? rssSampler(s.pid) : null;
  try {
    const r = await download(s.base, path, token);
    const peak = sampler?.stop() ?? null;
    return {
      name,
      url: path,
      ...r,
      rssBeforeMB: before,
      rssPeakMB: peak,
      rssGrowthMB: peak !== null && before !== null ? Math.round((peak - before) * 10) / 10 : null,
      ...(r.status >= 400 ? { error: `HTTP ${r.status}` } : {}),
    };
  } catch (err) {
    sampler?.stop();
    return {
      name,
      url: path,
      status: 0,
      totalMs: 0,
      firstByteMs: null,
      rows: 0,
      bytes: 0,
      rssBeforeMB: before,
      rssPeakMB: null,
      rssGrowthMB: null,
      error: (err as Error).message,
    };
  }
}

/** An open-ended autocannon run, stopped when `until` settles. */
function cannonUntil(url: string, connections: number, until: Promise<unknown>): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const inst = autocannon({ url, connections, duration: 3600, timeout: 120 }, (err: Error | null, r: autocannon.Result) =>
      err ? reject(err) : resolve(loadResult('public API during three exports', url, r)),
    ) as unknown as { stop: () => void };
    void until.finally(() => inst.stop());
  });
}

// ---- batches: in the request, in chunks, or as a background job with a status ----
/** A batch id the answer names, if the server took the work as a background job. */
function batchOf(a: Answer): { id: string; statusPath: string | null } | null {
  const d = dataOf(parse(a)) as Record<string, unknown> | undefined;
  if (!d || typeof d !== 'object' || Array.isArray(d)) return null;
  const nested = (d.batch && typeof d.batch === 'object' ? d.batch : null) as Record<string, unknown> | null;
  const id = d.batchId ?? nested?.id ?? (d.status !== undefined && d.id !== undefined ? d.id : undefined);
  if (id === undefined || id === null) return null;
  const links = (d.links && typeof d.links === 'object' ? d.links : {}) as Record<string, unknown>;
  const statusPath = (d.statusUrl ?? d.statusPath ?? links.status ?? nested?.statusUrl ?? a.headers.location ?? null) as string | null;
  return { id: String(id), statusPath };
}
const FINISHED = /^(done|finished|complete|completed|succeeded|failed|error|cancelled)$/i;
/** Polls a batch's status until it says it finished; answers the last status body. */
async function pollBatch(
  base: string,
  token: string,
  b: { id: string; statusPath: string | null },
  deadline: number,
): Promise<{ body: unknown; timedOut: boolean; requests: number }> {
  const candidates = b.statusPath ? [b.statusPath] : [`/api/v1/admin/batches/${b.id}`, `/api/v1/admin/jobs/${b.id}`, `/api/v1/admin/batch-jobs/${b.id}`];
  let path: string | null = null;
  let requests = 0;
  for (;;) {
    const tries: string[] = path ? [path] : candidates;
    for (const p of tries) {
      const a = await call(base, 'GET', p, { token });
      requests++;
      if (a.status === 404 && !path) continue;
      if (a.status >= 400) throw new Error(`GET ${p}: HTTP ${a.status} ${a.body.slice(0, 200)}`);
      path = p;
      const d = dataOf(parse(a)) as Record<string, unknown> | undefined;
      const nested = (d?.batch && typeof d.batch === 'object' ? d.batch : d) as Record<string, unknown> | undefined;
      const status = String(nested?.status ?? nested?.state ?? '');
      if (FINISHED.test(status) || nested?.finishedAt || nested?.doneAt || nested?.completedAt) return { body: d, timedOut: false, requests };
      break;
    }
    if (!path) throw new Error(`no status endpoint answered for batch ${b.id} (tried ${candidates.join(', ')})`);
    if (Date.now() > deadline) return { body: null, timedOut: true, requests };
    await new Promise((r) => setTimeout(r, 1000));
  }
}

// ---- the step ----
export async function measureScale(o: ScaleOptions): Promise<ScaleResult> {
  const admin = adminUrl();
  const dbUrl = urlOf(admin, o.database);
  const dataDir = mkdtempSync(join(tmpdir(), 'sahyog-bench-scale-'));
  let server: AppServer | undefined;
  let seedProc: Managed | undefined;
  const undo = onCleanup(async () => {
    if (server) await stopProcess(server.proc);
    if (seedProc) await stopProcess(seedProc);
    rmSync(dataDir, { recursive: true, force: true });
    if (!o.keepDb) await dropDatabase(admin, o.database);
  });
  const env = { PAGE_CACHE_SECONDS: '0', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };
  try {
    // 1. The data: reused, or a fresh database migrated and seeded by the app, then loaded.
    let load: ScaleResult['load'] | undefined;
    if (o.reuseDb && (await holdsScaleData(admin, dbUrl))) {
      o.log(`scale: reusing database ${o.database} as it is (--reuse-db)`);
      // An earlier run's batch step queued thousands of receipt and thank-you messages: their
      // delivery would run under this run's measurements, so they count as sent.
      const left = await settleEarlierMessages(dbUrl);
      if (left) o.log(`scale: ${left} messages an earlier run queued marked delivered`);
      load = { reused: true, counts: await countsOf(dbUrl) };
    } else {
      await createDatabase(admin, o.database);
      o.log(`scale: database ${o.database}: migrating and seeding the demo campaigns (the server, SEED_DEMO=always)`);
      const seeded = await startAppServer({
        rootDir: o.rootDir,
        name: 'server (seed)',
        port: o.port,
        databaseUrl: dbUrl,
        dataDir,
        mode: 'production',
        seed: 'always',
        env,
      });
      seedProc = seeded.proc;
      await stopProcess(seeded.proc);
      seedProc = undefined;
      o.log(`scale: loading the volume at scale ${o.scale} (set-based SQL)`);
      const loaded = await loadScale({ databaseUrl: dbUrl, scale: o.scale, log: o.log });
      o.log(`scale: loaded in ${loaded.seconds} s: ${JSON.stringify(loaded.counts)}`);
      load = loaded;
    }
    const db = new pg.Client({ connectionString: dbUrl });
    await db.connect();
    let samples: ScaleLoad['samples'];
    let disagree: number;
    try {
      samples = await scaleSamples(db);
      disagree = await campaignFiguresDisagree(db);
    } finally {
      await db.end();
    }
    if (disagree > 0) o.log(`scale: WARNING ${disagree} campaigns' figures differ from their paid donations`);

    // 2. The server: production, the page cache off, the first admin from ADMIN_EMAIL.
    o.log(`scale: server in production mode, page cache off, on port ${o.port}`);
    server = await startAppServer({
      rootDir: o.rootDir,
      name: 'server (scale)',
      port: o.port,
      databaseUrl: dbUrl,
      dataDir,
      mode: 'production',
      seed: 'never',
      env,
      readyTimeoutMs: 300_000,
    });
    const s = server;
    const { cookie, token } = await signIn(s.base);

    // 3. Console pages and admin API at 10 clients.
    const q = (v: string) => encodeURIComponent(v);
    const shape = { headers: { cookie }, timeout: 120 };
    const api = { headers: { authorization: `Bearer ${token}` }, timeout: 120 };
    const pagePaths: [string, string][] = [
      ['dashboard', '/admin'],
      ['donations', '/admin/donations'],
      ['donations ?q=email', `/admin/donations?q=${q(samples.email)}`],
      ['donations ?q=UTR', `/admin/donations?q=${q(samples.utr)}`],
      ['donations ?q=reference', `/admin/donations?q=${q(samples.reference)}`],
      ['receipts', '/admin/receipts'],
      ['users', '/admin/users'],
      ['audit', '/admin/audit'],
      ['subscriptions', '/admin/subscriptions'],
      ['subscribers', '/admin/subscribers'],
    ];
    const pages: Measured[] = [];
    for (const [name, path] of pagePaths) {
      if (!selected(o.only, 'page', name)) continue;
      o.log(`scale: page ${path}`);
      pages.push(await measureOne(s, dbUrl, name, path, o.load, shape, { cookie }, o.log));
    }
    const apiPaths: [string, string][] = [
      ['summary', '/api/v1/admin/summary'],
      ['orders', '/api/v1/admin/orders'],
      ['orders page 2', selected(o.only, 'api', 'orders page 2') ? await secondPage(s.base, token, '/api/v1/admin/orders') : ''],
      ['orders ?q=email', `/api/v1/admin/orders?q=${q(samples.email)}`],
      ['orders ?q=UTR', `/api/v1/admin/orders?q=${q(samples.utr)}`],
      ['orders ?q=reference', `/api/v1/admin/orders?q=${q(samples.reference)}`],
      ['orders/found ?q=email', `/api/v1/admin/orders/found?q=${q(samples.email)}`],
      ['receipts/pending', '/api/v1/admin/receipts/pending'],
      ['receipts', '/api/v1/admin/receipts'],
      ['users', '/api/v1/admin/users'],
      ['users/search ?q=email', `/api/v1/admin/users/search?q=${q(samples.email)}`],
      ['audit', '/api/v1/admin/audit'],
      ['subscriptions', '/api/v1/admin/subscriptions'],
      ['subscribers', '/api/v1/admin/subscribers'],
    ];
    const apiResults: Measured[] = [];
    for (const [name, path] of apiPaths) {
      if (!selected(o.only, 'api', name)) continue;
      o.log(`scale: API ${path}`);
      apiResults.push(await measureOne(s, dbUrl, name, path, o.load, api, { token }, o.log));
    }

    // 4. Exports, one at a time (memory), then three at once with a public API call running.
    const exportPaths: [string, string][] = [
      ['donations CSV', '/api/v1/admin/orders.csv'],
      ['statement FY 2026-27, missing PAN part', '/api/v1/admin/statements/2026-27?part=missing-id'],
      ['newsletter subscribers CSV', '/api/v1/admin/subscribers.csv'],
    ];
    const exports: ExportRun[] = [];
    // Counted before the exports: the batch step below adds orders for its bank statement.
    const ordersInDb = await countOrders(dbUrl);
    const runExports = selected(o.only, 'exports');
    for (const [name, path] of runExports ? exportPaths : []) {
      await drain(dbUrl, o.log);
      o.log(`scale: export ${path}`);
      exports.push(await runExport(s, token, name, path, true));
    }
    let concurrentExports: ScaleResult['concurrentExports'] = { exports: [], publicApi: null, publicApiAlone: null };
    if (runExports) {
      const slug = await publicSlug(s.base);
      const publicUrl = `${s.base}/api/v1/campaigns/${encodeURIComponent(slug)}`;
      o.log(`scale: public API ${publicUrl} alone, then during three concurrent exports`);
      await drain(dbUrl, o.log);
      const publicApiAlone = await measure('public API alone', publicUrl, { ...o.load, connections: 2 });
      const concurrent = Promise.all(exportPaths.map(([name, path]) => runExport(s, token, name, path, true)));
      const publicApi = await cannonUntil(publicUrl, 2, concurrent).catch(() => null);
      concurrentExports = { exports: await concurrent, publicApi, publicApiAlone };
    }

    // 5. Batch jobs.
    const batches: BatchRun[] = [];
    if (!o.skipBatch && selected(o.only, 'batch')) {
      // A batch that fails is reported with why; the figures measured before it are kept.
      const failed = (name: string, err: unknown): BatchRun => {
        const exited = s.proc.child.exitCode !== null || s.proc.child.signalCode !== null;
        const why = `${(err as Error).message}${exited ? `; the server exited (${s.proc.child.exitCode ?? s.proc.child.signalCode}): ${s.proc.tail().slice(-500)}` : ''}`;
        o.log(`scale: ${name} failed: ${why}`);
        return { name, items: o.batch, done: 0, seconds: 0, perSecond: null, requests: 0, mode: 'request', timedOut: false, detail: `FAILED: ${why}` };
      };
      await drain(dbUrl, o.log);
      batches.push(await receiptBatch(s, token, dbUrl, o).catch((err) => failed(`bulk receipt issue, ${o.batch}`, err)));
      if (s.proc.child.exitCode === null && s.proc.child.signalCode === null) {
        await drain(dbUrl, o.log);
        batches.push(await importBatch(s, token, dbUrl, o).catch((err) => failed(`bank statement import, ${o.batch} lines`, err)));
      }
    }

    await stopProcess(s.proc);
    server = undefined;
    const db2 = new pg.Client({ connectionString: dbUrl });
    await db2.connect();
    let disagreeAfter = disagree;
    try {
      disagreeAfter = await campaignFiguresDisagree(db2);
    } finally {
      await db2.end();
    }
    const result: ScaleResult = {
      database: o.database,
      scale: o.scale,
      load,
      samples,
      pages,
      api: apiResults,
      exports,
      concurrentExports,
      batches,
      campaignFiguresDisagree: disagreeAfter,
      targets: [],
    };
    result.targets = scaleTargets(result, ordersInDb);
    return result;
  } finally {
    undo();
    if (server) await stopProcess(server.proc);
    if (seedProc) await stopProcess(seedProc);
    rmSync(dataDir, { recursive: true, force: true });
    if (o.keepDb) o.log(`scale: database kept: ${o.database} (rerun with --reuse-db)`);
    else await dropDatabase(admin, o.database).catch((err: Error) => o.log(`could not drop ${o.database}: ${err.message}`));
  }
}

/**
 * Waits until the database runs no query (at most 3 minutes): requests autocannon gave up on
 * are still being answered after its run, and would slow the next measurement down.
 */
async function drain(dbUrl: string, log: (m: string) => void): Promise<number> {
  const name = new URL(dbUrl).pathname.slice(1);
  const c = new pg.Client({ connectionString: dbUrl });
  await c.connect();
  const t0 = Date.now();
  try {
    let quiet = 0;
    while (Date.now() - t0 < 180_000) {
      const r = await c.query("select count(*)::int as n from pg_stat_activity where datname = $1 and state = 'active' and pid <> pg_backend_pid()", [name]);
      quiet = Number(r.rows[0].n) === 0 ? quiet + 1 : 0;
      if (quiet >= 2) break;
      await new Promise((res) => setTimeout(res, 500));
    }
  } finally {
    await c.end();
  }
  const waited = Math.round((Date.now() - t0) / 100) / 10;
  if (waited > 2) log(`scale: waited ${waited} s for the server's queries from the last run to finish`);
  return waited;
}

/** One client alone (3 sequential requests, the median), then autocannon at --connections. */
async function measureOne(
  s: AppServer,
  dbUrl: string,
  name: string,
  path: string,
  load: LoadOptions,
  shape: { headers: Record<string, string>; timeout: number },
  auth: { cookie?: string; token?: string },
  log: (m: string) => void,
): Promise<Measured> {
  const drainedS = await drain(dbUrl, log);
  const times: number[] = [];
  let status: number | null = null;
  for (let i = 0; i < 3; i++) {
    const t = performance.now();
    const a = await call(s.base, 'GET', path, auth);
    times.push(performance.now() - t);
    status = a.status;
  }
  times.sort((a, b) => a - b);
  const aloneMs = Math.round(times[1] ?? 0);
  await drain(dbUrl, log);
  const r = await measure(name, `${s.base}${path}`, load, shape);
  return { ...r, aloneMs, aloneStatus: status, drainedS };
}

async function holdsScaleData(admin: string, dbUrl: string): Promise<boolean> {
  const name = new URL(dbUrl).pathname.slice(1);
  const a = new pg.Client({ connectionString: admin });
  await a.connect();
  try {
    if ((await a.query('select 1 from pg_database where datname = $1', [name])).rowCount === 0) return false;
  } finally {
    await a.end();
  }
  const c = new pg.Client({ connectionString: dbUrl });
  await c.connect();
  try {
    return (await c.query("select 1 from orders where reference ~ '^SGS[0-9]{13}$' limit 1")).rowCount === 1;
  } catch {
    return false;
  } finally {
    await c.end();
  }
}

async function countsOf(dbUrl: string): Promise<Record<string, number>> {
  const c = new pg.Client({ connectionString: dbUrl });
  await c.connect();
  try {
    const one = async (sql: string) => Number((await c.query(sql)).rows[0].n);
    return {
      paidDonations: await one("select count(*)::int as n from donations where status = 'paid'"),
      orders: await one('select count(*)::int as n from orders'),
      users: await one('select count(*)::int as n from users'),
      subscriptions: await one('select count(*)::int as n from subscriptions'),
      receipts: await one('select count(*)::int as n from receipts'),
      messages: await one('select count(*)::int as n from messages'),
      auditEvents: await one('select count(*)::int as n from audit_events'),
    };
  } finally {
    await c.end();
  }
}

/** The admin signed in twice: the login form's cookies (pages) and an API token (the admin API). */
async function signIn(base: string): Promise<{ cookie: string; token: string }> {
  const form = new URLSearchParams({ intent: 'login', email: ADMIN.email, password: ADMIN.password, redirectTo: '/admin' }).toString();
  const page = await call(base, 'POST', '/login', { form });
  const set = page.headers['set-cookie'] ?? [];
  const cookie = set
    .map((l) => l.split(';')[0] ?? '')
    .filter((p) => p.startsWith('sid=') || p.startsWith('who='))
    .join('; ');
  if (!cookie.includes('sid=')) throw new Error(`login as the bench admin failed: HTTP ${page.status}`);
  const a = await call(base, 'POST', '/api/v1/auth/login', { json: { email: ADMIN.email, password: ADMIN.password } });
  const token = (parse(a) as { api_token?: string } | undefined)?.api_token;
  if (!token) throw new Error(`API login as the bench admin failed: HTTP ${a.status} ${a.body.slice(0, 200)}`);
  return { cookie, token };
}

/** The list's second page: its `next` cursor when it gives one (keyset), else offset=100. */
async function secondPage(base: string, token: string, path: string): Promise<string> {
  const a = await call(base, 'GET', path, { token });
  const v = parse(a) as Record<string, unknown> | undefined;
  const d = dataOf(v) as Record<string, unknown> | undefined;
  const next = (v?.next ?? (d && !Array.isArray(d) ? (d.next ?? d.nextCursor) : undefined) ?? (v?.meta as Record<string, unknown> | undefined)?.next) as
    | string
    | undefined;
  if (typeof next === 'string' && next) return next.startsWith('/') ? next : `${path}?after=${encodeURIComponent(next)}`;
  return `${path}?offset=100`;
}

async function publicSlug(base: string): Promise<string> {
  const a = await call(base, 'GET', '/api/v1/home-campaigns');
  const d = dataOf(parse(a)) as { slug: string }[] | undefined;
  const slug = Array.isArray(d) ? d[0]?.slug : undefined;
  if (!slug) throw new Error('GET /api/v1/home-campaigns returned no campaign');
  return slug;
}

/** Bulk receipt issue of `batch` donations waiting with a PAN and address (topped up in SQL for a rerun). */
async function receiptBatch(s: AppServer, token: string, dbUrl: string, o: ScaleOptions): Promise<BatchRun> {
  const c = new pg.Client({ connectionString: dbUrl });
  await c.connect();
  let ids: number[];
  try {
    const waiting = `select d.id from donations d
       where d.status = 'paid' and d.receipt_requested_at is not null and (d.donor_pan is not null or d.donor_aadhaar is not null)
         and coalesce(d.donor_address, '') <> ''
         and not exists (select 1 from receipts r where r.donation_id = d.id and r.cancelled_at is null)
         and not exists (select 1 from refund_requests f where f.donation_id = d.id)
       order by d.receipt_requested_at, d.id limit $1`;
    ids = (await c.query<{ id: string }>(waiting, [o.batch])).rows.map((r) => Number(r.id));
    if (ids.length < o.batch) {
      // A rerun on a kept database: more donors ask, as the loader's did.
      await c.query(
        `update donations d set receipt_requested_at = d.paid_at + interval '1 day', donor_pan = 'ABCDE1234F', donor_address = coalesce(d.donor_address, 'Jaipur, Rajasthan 302039')
          where d.id in (select d2.id from donations d2 where d2.status = 'paid' and d2.receipt_requested_at is null and d2.reference ~ '^SGS[0-9]{13}$' order by d2.id desc limit $1)`,
        [o.batch - ids.length],
      );
      ids = (await c.query<{ id: string }>(waiting, [o.batch])).rows.map((r) => Number(r.id));
    }
  } finally {
    await c.end();
  }
  o.log(`scale: bulk receipt issue of ${ids.length} donations`);
  const t0 = Date.now();
  const deadline = t0 + o.batchTimeoutS * 1000;
  let requests = 1;
  let mode: BatchRun['mode'] = 'request';
  let timedOut = false;
  let detail = '';
  // All at once as a background batch (issue 22); before it, the old API took at most 200 a request.
  let whole = await call(s.base, 'POST', '/api/v1/admin/receipts/batches', { token, json: { donationIds: ids } });
  if (whole.status === 404) whole = await call(s.base, 'POST', '/api/v1/admin/receipts/issue', { token, json: { donationIds: ids } });
  const batch = whole.status < 300 ? batchOf(whole) : null;
  if (batch) {
    mode = 'background';
    const p = await pollBatch(s.base, token, batch, deadline);
    requests += p.requests;
    timedOut = p.timedOut;
    detail = `batch ${batch.id}: ${JSON.stringify(p.body).slice(0, 300)}`;
  } else if (whole.status === 422 || whole.status === 400) {
    mode = 'chunks';
    for (let i = 0; i < ids.length; i += 200) {
      if (Date.now() > deadline) {
        timedOut = true;
        break;
      }
      const a = await call(s.base, 'POST', '/api/v1/admin/receipts/issue', { token, json: { donationIds: ids.slice(i, i + 200) } });
      requests++;
      const b = a.status < 300 ? batchOf(a) : null;
      if (b) {
        mode = 'background';
        const p = await pollBatch(s.base, token, b, deadline);
        requests += p.requests;
        timedOut ||= p.timedOut;
      } else if (a.status >= 300) {
        detail = `HTTP ${a.status} ${a.body.slice(0, 200)}`;
        break;
      }
    }
  } else if (whole.status >= 300) {
    detail = `HTTP ${whole.status} ${whole.body.slice(0, 200)}`;
  }
  const seconds = (Date.now() - t0) / 1000;
  const done = await countIssued(dbUrl, ids);
  return {
    name: `bulk receipt issue, ${ids.length}`,
    items: ids.length,
    done,
    seconds: round1(seconds),
    perSecond: seconds > 0 ? round1(done / seconds) : null,
    requests,
    mode,
    timedOut,
    detail,
  };
}

async function settleEarlierMessages(dbUrl: string): Promise<number> {
  const c = new pg.Client({ connectionString: dbUrl });
  await c.connect();
  try {
    const r = await c.query("update jobs set done_at = now() where queue = 'deliver-message' and done_at is null and failed_at is null");
    return r.rowCount ?? 0;
  } finally {
    await c.end();
  }
}

async function countOrders(dbUrl: string): Promise<number> {
  const c = new pg.Client({ connectionString: dbUrl });
  await c.connect();
  try {
    return Number((await c.query('select count(*)::int as n from orders')).rows[0].n);
  } finally {
    await c.end();
  }
}

async function countIssued(dbUrl: string, ids: number[]): Promise<number> {
  const c = new pg.Client({ connectionString: dbUrl });
  await c.connect();
  try {
    return Number((await c.query('select count(*)::int as n from receipts where donation_id = any($1::bigint[]) and cancelled_at is null', [ids])).rows[0].n);
  } finally {
    await c.end();
  }
}

/** A bank statement of `batch` UPI credits, each matching a pending order's UTR and amount. */
async function importBatch(s: AppServer, token: string, dbUrl: string, o: ScaleOptions): Promise<BatchRun> {
  const c = new pg.Client({ connectionString: dbUrl });
  await c.connect();
  let rows: { reference: string; utr: string; total: string }[];
  try {
    const waiting = `select reference, utr, total_paise as total from orders where status = 'pending' and method = 'upi' and utr like '5%' order by id limit $1`;
    rows = (await c.query(waiting, [o.batch])).rows;
    if (rows.length < o.batch) {
      // A rerun on a kept database: more donors wait, with UTRs of their own.
      const stamp = Date.now() % 1_000_000;
      await c.query(
        `insert into orders (purpose, reference, request_hash, campaign_id, amount_paise, total_paise, donor_name, donor_email, donor_mobile, method, status, utr, utr_submitted_at)
         select 'gift', 'SGQ' || lpad(($2::bigint * 100000 + p)::text, 13, '0'), 'scale-pending', (select id from campaigns where status = 'published' order by id limit 1),
                300000, 300000, 'Donor ' || p, 'donor' || p || '@scale.example.org', '9' || lpad(p::text, 9, '0'), 'upi', 'pending',
                '5' || lpad(($2::bigint * 100000 + p)::text, 11, '0'), now()
           from generate_series(1, $1) p`,
        [o.batch - rows.length, stamp],
      );
      rows = (await c.query(waiting, [o.batch])).rows;
    }
  } finally {
    await c.end();
  }
  const csv = [
    'Txn Date,Description,Ref No,Credit',
    ...rows.map((r) => `26/11/2026,UPI/CR/${r.utr}/DONOR,${r.utr},${(Number(r.total) / 100).toFixed(2)}`),
  ].join('\r\n');
  o.log(`scale: bank statement import of ${rows.length} lines (${Math.round(csv.length / 1024)} KB)`);
  const t0 = Date.now();
  const deadline = t0 + o.batchTimeoutS * 1000;
  let requests = 1;
  let mode: BatchRun['mode'] = 'request';
  let timedOut = false;
  let detail = '';
  const a = await call(s.base, 'POST', '/api/v1/admin/orders/import', { token, json: { csv } });
  const b = a.status < 300 ? batchOf(a) : null;
  if (b) {
    mode = 'background';
    const p = await pollBatch(s.base, token, b, deadline);
    requests += p.requests;
    timedOut = p.timedOut;
    detail = `batch ${b.id}`;
  } else if (a.status >= 300) {
    detail = `HTTP ${a.status} ${a.body.slice(0, 200)}`;
  } else {
    const d = dataOf(parse(a)) as { matched?: number } | undefined;
    detail = `matched ${d?.matched ?? '?'}`;
  }
  const seconds = (Date.now() - t0) / 1000;
  const c2 = new pg.Client({ connectionString: dbUrl });
  await c2.connect();
  let done = 0;
  try {
    done = Number(
      (await c2.query("select count(*)::int as n from orders where reference = any($1::text[]) and status = 'paid'", [rows.map((r) => r.reference)])).rows[0].n,
    );
  } finally {
    await c2.end();
  }
  return {
    name: `bank statement import, ${rows.length} lines`,
    items: rows.length,
    done,
    seconds: round1(seconds),
    perSecond: seconds > 0 ? round1(done / seconds) : null,
    requests,
    mode,
    timedOut,
    detail,
  };
}

const round1 = (v: number) => Math.round(v * 10) / 10;
const clean = (r: LoadResult) => r.errors + r.timeouts + r.non2xx === 0;

function scaleTargets(r: ScaleResult, ordersInDb: number): ScaleResult['targets'] {
  const out: ScaleResult['targets'] = [];
  const check = (id: string, label: string, value: number | null, unit: string, op: '<=' | '>=' | '=', target: number) =>
    out.push({
      id,
      label,
      value,
      unit,
      op,
      target,
      pass: value === null ? null : op === '<=' ? value <= target : op === '>=' ? value >= target : value === target,
    });
  // No answer within the measured run (each slower than it) is a miss, not a value.
  const latency = (id: string, label: string, p: Measured) => {
    if (p.totalRequests === 0 && clean(p))
      out.push({
        id,
        label: `${label} (none answered within the run; alone ${fmt(p.aloneMs)} ms)`,
        value: null,
        unit: 'ms',
        op: '<=',
        target: SCALE_TARGETS.consoleP99MaxMs,
        pass: false,
      });
    else check(id, label, clean(p) ? p.p99Ms : null, 'ms', '<=', SCALE_TARGETS.consoleP99MaxMs);
  };
  for (const p of r.pages) latency(`scale.page.${p.name}`, `console ${p.name} p99, 10 clients`, p);
  for (const p of r.api) latency(`scale.api.${p.name}`, `admin API ${p.name} p99, 10 clients`, p);
  const growth = r.exports.map((e) => e.rssGrowthMB).filter((v): v is number => v !== null);
  const biggest = [...r.exports].sort((a, b) => b.rows - a.rows)[0];
  check(
    'scale.export.rssGrowth',
    `export peak RSS growth, worst of ${r.exports.length} (largest ${biggest?.rows.toLocaleString('en-US') ?? 0} rows)`,
    growth.length ? Math.max(...growth) : null,
    'MB',
    '<=',
    SCALE_TARGETS.exportRssGrowthMaxMB,
  );
  const donations = r.exports.find((e) => e.name === 'donations CSV');
  check(
    'scale.export.donationsComplete',
    'donations CSV rows = orders in the database',
    donations && !donations.error ? donations.rows : null,
    'rows',
    '=',
    ordersInDb,
  );
  const pub = r.concurrentExports.publicApi;
  check(
    'scale.publicDuringExports',
    'public API p99 during three concurrent exports',
    pub && pub.totalRequests > 0 ? pub.p99Ms : null,
    'ms',
    '<=',
    SCALE_TARGETS.publicDuringExportsP99MaxMs,
  );
  check('scale.campaignFigures', 'campaigns whose figures differ from their paid donations', r.campaignFiguresDisagree, '', '=', 0);
  return out;
}

// ---- printing ----
const fmt = (v: number | null | undefined, d = 0) =>
  v === null || v === undefined ? '—' : v.toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d });
function table(headers: string[], rows: string[][]): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (r: string[]) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  return [line(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}
const responses = (r: LoadResult) => (clean(r) ? 'ok' : `${r.errors} err, ${r.timeouts} timeouts, ${r.non2xx} non-2xx ${JSON.stringify(r.statusCodes)}`);
const loadRows = (rs: LoadResult[]) =>
  rs.map((r) => [r.name, fmt(r.p50Ms), fmt(r.p99Ms), fmt(r.maxMs), fmt(r.totalRequests), fmt(r.reqPerSec), fmt(r.bytesPerRequest), responses(r)]);
const measuredRows = (rs: Measured[]) =>
  rs.map((r) => [
    r.name,
    `${fmt(r.aloneMs)}${r.aloneStatus !== null && r.aloneStatus !== 200 ? ` (${r.aloneStatus})` : ''}`,
    ...(r.totalRequests === 0 && clean(r) ? ['—', '—', '—', '0', '—', '—', 'none within the run'] : (loadRows([r])[0]?.slice(1) ?? [])),
  ]);
const exportRows = (es: ExportRun[]) =>
  es.map((e) => [
    e.name,
    e.error ?? String(e.status),
    fmt(e.totalMs),
    fmt(e.firstByteMs),
    fmt(e.rows),
    fmt(e.bytes / 1024 / 1024, 1),
    fmt(e.rssBeforeMB),
    fmt(e.rssPeakMB),
    fmt(e.rssGrowthMB, 1),
  ]);

export function printScale(r: ScaleResult): string {
  const out: string[] = [];
  const l = r.load;
  if ('reused' in l) out.push(`\nScale: database ${r.database} reused: ${JSON.stringify(l.counts)}`);
  else {
    out.push(`\nScale ${r.scale}: loaded in ${l.seconds} s (${l.steps.map((st) => `${st.name} ${st.seconds} s`).join(', ')})`);
    out.push(
      `  ${Object.entries(l.counts)
        .map(([k, v]) => `${k} ${v.toLocaleString('en-US')}`)
        .join(', ')}`,
    );
  }
  out.push(`  searched: ${r.samples.email}, UTR ${r.samples.utr}, reference ${r.samples.reference}`);
  const head = ['', 'p50 ms', 'p99 ms', 'max ms', 'requests', 'req/s', 'bytes/req', 'responses'];
  const mhead = ['', 'alone ms', ...head.slice(1)];
  out.push('\nConsole pages (production, page cache off; one client alone, then 10 clients)');
  out.push(table(mhead, measuredRows(r.pages)));
  out.push('\nAdmin API (one client alone, then 10 clients)');
  out.push(table(mhead, measuredRows(r.api)));
  const eh = ['export', 'status', 'total ms', 'first byte ms', 'rows', 'MB', 'RSS before MB', 'RSS peak MB', 'growth MB'];
  out.push('\nExports, one at a time');
  out.push(table(eh, exportRows(r.exports)));
  out.push('\nThree exports at once');
  out.push(table(eh, exportRows(r.concurrentExports.exports)));
  const pub = [r.concurrentExports.publicApiAlone, r.concurrentExports.publicApi].filter((x): x is LoadResult => !!x);
  out.push(table(head, loadRows(pub)));
  if (r.batches.length) {
    out.push('\nBatch jobs');
    out.push(
      table(
        ['job', 'done', 'seconds', 'per s', 'requests', 'mode', 'timed out', 'detail'],
        r.batches.map((b) => [
          b.name,
          `${b.done}/${b.items}`,
          fmt(b.seconds, 1),
          fmt(b.perSecond, 1),
          String(b.requests),
          b.mode,
          b.timedOut ? 'yes' : 'no',
          b.detail.slice(0, 60),
        ]),
      ),
    );
  }
  out.push('\nScale targets');
  out.push(
    table(
      ['check', 'value', 'target', 'result'],
      r.targets.map((t) => [
        t.label,
        t.value === null ? '—' : `${fmt(t.value, 1)} ${t.unit}`.trim(),
        `${t.op} ${fmt(t.target)} ${t.unit}`.trim(),
        t.pass === null ? 'NOT MEASURED' : t.pass ? 'pass' : 'MISSED',
      ]),
    ),
  );
  return out.join('\n');
}
