// Child processes the benchmark starts (the real server, the bare server) and how they are
// stopped. Every child is spawned detached, so it leads its own process group and
// `process.kill(-pid)` reaches npm, the shell under it and the node process it runs.
import { type ChildProcess, type SpawnOptions, spawn } from 'node:child_process';
import { createServer } from 'node:net';

export interface Managed {
  name: string;
  child: ChildProcess;
  /** The last lines the process wrote (stdout and stderr), for error messages. */
  tail: () => string;
  /** Resolves when the process has exited. */
  exited: Promise<number | null>;
}

type Cleanup = () => Promise<void> | void;

const running = new Set<Managed>();
const cleanups: Cleanup[] = [];

/** Registers extra cleanup (e.g. closing Chromium); run in reverse order by stopAll(). */
export function onCleanup(fn: Cleanup): () => void {
  cleanups.push(fn);
  return () => {
    const i = cleanups.indexOf(fn);
    if (i >= 0) cleanups.splice(i, 1);
  };
}

export function startProcess(name: string, command: string, args: string[], options: SpawnOptions): Managed {
  const child = spawn(command, args, { ...options, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (line.trim() === '') continue;
      lines.push(line);
      if (lines.length > 60) lines.shift();
    }
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? (signal ? -1 : null)));
    child.once('error', (err) => {
      lines.push(`spawn error: ${err.message}`);
      resolve(-1);
    });
  });
  const managed: Managed = { name, child, tail: () => lines.join('\n'), exited };
  running.add(managed);
  void exited.then(() => running.delete(managed));
  return managed;
}

function killGroup(pid: number | undefined, signal: NodeJS.Signals): void {
  if (!pid) return;
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

/** SIGTERM to the whole process group, SIGKILL after `graceMs`. */
export async function stopProcess(m: Managed, graceMs = 5000): Promise<void> {
  if (m.child.exitCode !== null || m.child.signalCode !== null) {
    // npm has exited but its children may not have: sweep the group anyway.
    killGroup(m.child.pid, 'SIGKILL');
    running.delete(m);
    return;
  }
  killGroup(m.child.pid, 'SIGTERM');
  const timer = new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), graceMs).unref());
  await Promise.race([m.exited, timer]);
  // Whatever is left in the group (node under npm) goes now.
  killGroup(m.child.pid, 'SIGKILL');
  running.delete(m);
}

let stopping: Promise<void> | undefined;

/** Stops every child and runs every cleanup; safe to call more than once. */
export function stopAll(): Promise<void> {
  stopping ??= (async () => {
    for (const fn of cleanups.splice(0).reverse()) {
      try {
        await fn();
      } catch (err) {
        console.error(`cleanup failed: ${(err as Error).message}`);
      }
    }
    await Promise.all([...running].map((m) => stopProcess(m)));
  })();
  return stopping;
}

/** Stops children on Ctrl-C / SIGTERM / SIGHUP and, as a last resort, on exit. */
export function installSignalHandlers(): void {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping servers and Chromium…`);
      const force = setTimeout(() => process.exit(130), 10_000);
      force.unref();
      void stopAll().finally(() => process.exit(130));
    });
  }
  process.once('exit', () => {
    // Synchronous last resort: nothing async runs here.
    for (const m of running) killGroup(m.child.pid, 'SIGKILL');
  });
}

/** A port that was free a moment ago (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/** Polls `url` until it answers 200, the process exits, or `timeoutMs` passes. */
export async function waitForOk(url: string, m: Managed, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  void m.exited.then(() => {
    exited = true;
  });
  let last = '';
  while (Date.now() < deadline) {
    if (exited) throw new Error(`${m.name} exited before it was ready.\n--- its output ---\n${m.tail()}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (res.ok) return;
      last = `HTTP ${res.status}`;
    } catch (err) {
      last = (err as Error).message;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${m.name} was not ready at ${url} after ${timeoutMs / 1000} s (last: ${last}).\n--- its output ---\n${m.tail()}`);
}
