// Requests per second with autocannon, run in this (the bench) process; every server it loads
// runs in a child process of its own.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { type Managed, startProcess, stopProcess } from './processes.ts';

export interface LoadOptions {
  connections: number;
  durationS: number;
  warmupS: number;
  pipelining: number;
}

export interface LoadResult {
  name: string;
  url: string;
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  totalRequests: number;
  /** Response bytes (headers + body) per request, to check both sides sent the same thing. */
  bytesPerRequest: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  /** Responses per HTTP status. */
  statusCodes: Record<string, number>;
  /** First distinct request errors, if any. */
  errorSamples: string[];
}

type AutocannonResult = {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; max: number };
  throughput: { total: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodeStats?: Record<string, { count?: number }>;
};

type Instance = { on: (event: 'reqError', fn: (err: Error & { code?: string }) => void) => void };

/** What a measured client sends besides the URL: headers (a session cookie), and `[<id>]` in the URL replaced per request. */
export interface RequestShape {
  headers?: Record<string, string>;
  idReplacement?: boolean;
  /** Seconds before autocannon gives up on a request (its default: 10). */
  timeout?: number;
  /**
   * Each request's path and query, chosen from these by `pick` (an index for the n-th request):
   * a mix of different requests instead of one URL again and again.
   */
  paths?: { list: readonly string[]; pick: (n: number) => number };
}

/** Runs autocannon; also keeps the first distinct request errors (ECONNRESET, …) it sees. */
function cannon(url: string, durationS: number, o: LoadOptions, shape: RequestShape = {}): Promise<AutocannonResult & { errorSamples: string[] }> {
  return new Promise((resolve, reject) => {
    const samples = new Set<string>();
    const { paths, ...rest } = shape;
    let n = 0;
    const requests = paths ? [{ setupRequest: (req: { path?: string }) => ({ ...req, path: paths.list[paths.pick(n++)] ?? '/' }) }] : undefined;
    const inst = autocannon(
      { url, connections: o.connections, duration: durationS, pipelining: o.pipelining, ...rest, ...(requests ? { requests } : {}) },
      (err: Error | null, result: AutocannonResult) => (err ? reject(err) : resolve({ ...result, errorSamples: [...samples] })),
    ) as Instance;
    inst.on('reqError', (err) => {
      if (samples.size < 5) samples.add(err.code ? `${err.code}: ${err.message}` : err.message);
    });
  });
}

/** A warm-up run (discarded), then the measured run. */
export async function measure(
  name: string,
  url: string,
  o: LoadOptions,
  shape: RequestShape = {},
  onMeasure?: (phase: 'start' | 'end') => void,
): Promise<LoadResult> {
  if (o.warmupS > 0) await cannon(url, o.warmupS, o, shape);
  onMeasure?.('start');
  const r = await cannon(url, o.durationS, o, shape);
  onMeasure?.('end');
  return loadResult(name, url, r, r.errorSamples);
}

/** An autocannon run as the bench reports it. */
export function loadResult(name: string, url: string, r: AutocannonResult, errorSamples: string[] = []): LoadResult {
  return {
    name,
    url,
    reqPerSec: Math.round(r.requests.average),
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    maxMs: r.latency.max,
    totalRequests: r.requests.total,
    bytesPerRequest: r.requests.total ? Math.round(r.throughput.total / r.requests.total) : 0,
    errors: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
    statusCodes: Object.fromEntries(Object.entries(r.statusCodeStats ?? {}).map(([k, v]) => [k, v.count ?? 0])),
    errorSamples,
  };
}

/** Fetches a URL once, uncompressed (autocannon does not ask for compression either). */
export async function fetchExact(url: string): Promise<{ body: Buffer; contentType: string }> {
  const res = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  if (!res.ok) throw new Error(`GET ${url}: HTTP ${res.status}`);
  const body = Buffer.from(await res.arrayBuffer());
  return { body, contentType: res.headers.get('content-type') ?? 'application/octet-stream' };
}

/**
 * Starts bench/bare-server.ts in its own process (same Node binary as this one: Node 24),
 * serving `body`, and returns its URL. Stop it with stopProcess().
 */
export async function startBareServer(name: string, benchDir: string, body: Buffer, contentType: string): Promise<{ proc: Managed; url: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'sahyog-bare-'));
  const file = join(dir, 'body');
  writeFileSync(file, body);
  const proc = startProcess(name, process.execPath, [join(benchDir, 'bare-server.ts'), file, contentType], { cwd: benchDir });
  void proc.exited.then(() => rmSync(dir, { recursive: true, force: true }));
  const port = await new Promise<number>((resolve, reject) => {
    let buf = '';
    const timer = setTimeout(() => reject(new Error(`${name} did not start within 15 s.\n${proc.tail()}`)), 15_000);
    proc.child.stdout?.on('data', (chunk: Buffer) => {
      buf += chunk.toString('utf8');
      const m = /LISTENING (\d+)/.exec(buf);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    });
    void proc.exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`${name} exited before listening.\n${proc.tail()}`));
    });
  });
  return { proc, url: `http://127.0.0.1:${port}/` };
}

/** Measures a bare server serving `body` and stops it again. */
export async function measureBare(name: string, benchDir: string, body: Buffer, contentType: string, o: LoadOptions): Promise<LoadResult> {
  const { proc, url } = await startBareServer(name, benchDir, body, contentType);
  try {
    return await measure(name, url, o);
  } finally {
    await stopProcess(proc);
  }
}
