// Issue 27: what big multipart bodies sent to a page without a file action cost everyone else.
// 10 clients post 5 MB multipart bodies to /login, each sending the next as soon as the last is
// answered (or its connection closed), from a worker thread; meanwhile this thread asks
// /healthz every 10 ms on its own keep-alive connection and times each answer. The server runs
// on the embedded database in production mode. Run it alone: `npm run bench -- uploads`.

import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { freePort, onCleanup, stopProcess } from './processes.ts';
import { startAppServer } from './server.ts';

export interface UploadFlood {
  /** /healthz alone, before the flood. */
  quiet: Latency;
  /** /healthz while the clients post. */
  flooded: Latency;
  clients: number;
  bodyBytes: number;
  parts: number;
  /** Posts answered during the measured window, by status ("error" when the connection broke). */
  posts: Record<string, number>;
  targetP99Ms: number;
  pass: boolean;
}

export interface Latency {
  samples: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

const BOUNDARY = 'benchboundary7MA4YWxkTrZu0gW';

/**
 * A 5 MB multipart body of text fields, fewer than the adapter's part limit (1,000), so a server
 * that reads and parses it does all the work it would for a real form.
 */
export function floodBody(totalBytes = 5 * 1024 * 1024, parts = 800): Buffer {
  const per = Math.floor(totalBytes / parts);
  const chunks: Buffer[] = [];
  let size = 0;
  for (let i = 0; i < parts; i++) {
    const head = `--${BOUNDARY}\r\ncontent-disposition: form-data; name="f${i}"\r\n\r\n`;
    const fill = Math.max(1, per - head.length - 2);
    const part = Buffer.from(`${head}${'x'.repeat(fill)}\r\n`);
    chunks.push(part);
    size += part.length;
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  size += BOUNDARY.length + 6;
  const body = Buffer.concat(chunks, size);
  return body;
}

function latency(ms: number[]): Latency {
  const s = [...ms].sort((a, b) => a - b);
  const at = (q: number) => Math.round((s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)] ?? 0) * 10) / 10;
  return { samples: s.length, p50Ms: at(0.5), p99Ms: at(0.99), maxMs: Math.round((s[s.length - 1] ?? 0) * 10) / 10 };
}

/** /healthz every `everyMs` for `durationMs`, one keep-alive connection, each answer timed. */
async function probe(base: string, durationMs: number, everyMs = 10): Promise<number[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const out: number[] = [];
  const end = Date.now() + durationMs;
  while (Date.now() < end) {
    const t0 = performance.now();
    await new Promise<void>((resolve, reject) => {
      const req = httpRequest(`${base}/healthz`, { agent }, (res) => {
        res.resume();
        res.on('end', resolve);
      });
      req.on('error', reject);
      req.end();
    });
    out.push(performance.now() - t0);
    await new Promise((r) => setTimeout(r, everyMs));
  }
  agent.destroy();
  return out;
}

/** The worker: `clients` loops posting the body until told to stop; answers the statuses seen. */
async function floodWorker(base: string, clients: number, body: Buffer): Promise<void> {
  let stop = false;
  let counting = false;
  const posts: Record<string, number> = {};
  parentPort?.on('message', (m: string) => {
    if (m === 'count') counting = true;
    if (m === 'stop') stop = true;
  });
  const one = (agent: Agent) =>
    new Promise<string>((resolve) => {
      const req = httpRequest(
        `${base}/login`,
        {
          method: 'POST',
          agent,
          headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'content-length': body.length, origin: base },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(String(res.statusCode)));
          res.on('error', () => resolve('error'));
        },
      );
      req.on('error', () => resolve('error'));
      req.end(body);
    });
  await Promise.all(
    Array.from({ length: clients }, async () => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      while (!stop) {
        const status = await one(agent);
        if (counting && !stop) posts[status] = (posts[status] ?? 0) + 1;
      }
      agent.destroy();
    }),
  );
  parentPort?.postMessage(posts);
}

if (!isMainThread && (workerData as { uploadFlood?: boolean } | null)?.uploadFlood) {
  const d = workerData as { base: string; clients: number; bytes: number; parts: number };
  await floodWorker(d.base, d.clients, floodBody(d.bytes, d.parts));
}

export async function measureUploadFlood(o: {
  rootDir: string;
  log: (msg: string) => void;
  clients?: number;
  durationS?: number;
  warmupS?: number;
}): Promise<UploadFlood> {
  const clients = o.clients ?? 10;
  const bytes = 5 * 1024 * 1024;
  const parts = 800;
  const dataDir = mkdtempSync(join(tmpdir(), 'sahyog-bench-uploads-'));
  const port = await freePort();
  o.log(`uploads: server in production mode on the embedded database (port ${port})`);
  const s = await startAppServer({ rootDir: o.rootDir, name: 'server (uploads)', port, databaseUrl: '', dataDir, mode: 'production', seed: 'never' });
  const undo = onCleanup(async () => {
    await stopProcess(s.proc);
    rmSync(dataDir, { recursive: true, force: true });
  });
  try {
    // The page once, so the first flooded request does not pay for loading the build.
    await fetch(`${s.base}/login`).then((r) => r.text());
    o.log('uploads: /healthz alone, 3 s');
    const quiet = latency(await probe(s.base, 3000));
    o.log(`uploads: ${clients} clients posting ${bytes / 1024 / 1024} MB multipart bodies (${parts} parts) to /login; /healthz every 10 ms`);
    const worker = new Worker(new URL(import.meta.url), { workerData: { uploadFlood: true, base: s.base, clients, bytes, parts } });
    const posts = new Promise<Record<string, number>>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    await new Promise((r) => setTimeout(r, (o.warmupS ?? 2) * 1000));
    worker.postMessage('count');
    const flooded = latency(await probe(s.base, (o.durationS ?? 10) * 1000));
    worker.postMessage('stop');
    const counted = await posts;
    await worker.terminate();
    const targetP99Ms = 20;
    return { quiet, flooded, clients, bodyBytes: bytes, parts, posts: counted, targetP99Ms, pass: flooded.p99Ms < targetP99Ms };
  } finally {
    undo();
    await stopProcess(s.proc);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printUploadFlood(r: UploadFlood): string {
  const row = (name: string, l: Latency) =>
    `${name.padEnd(34)} ${String(l.samples).padStart(6)} ${String(l.p50Ms).padStart(8)} ${String(l.p99Ms).padStart(8)} ${String(l.maxMs).padStart(8)}`;
  return [
    `\nUploads (issue 27): /healthz while ${r.clients} clients post ${(r.bodyBytes / 1024 / 1024).toFixed(0)} MB multipart bodies (${r.parts} parts) to /login`,
    `${'/healthz'.padEnd(34)} ${'n'.padStart(6)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'max ms'.padStart(8)}`,
    row('alone', r.quiet),
    row('during the posts', r.flooded),
    `posts answered in the window: ${JSON.stringify(r.posts)}`,
    `target p99 < ${r.targetP99Ms} ms: ${r.pass ? 'pass' : 'MISSED'}`,
  ].join('\n');
}
