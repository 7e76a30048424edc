// The app server on PostgreSQL, for the order latency and crash steps. It runs what `npm run
// serve` runs (`node apps/server/src/main.ts`) with this process's Node (24 under npm), but
// without npm in between: the spawned process *is* the server's node process, so the crash test
// can SIGKILL exactly it and --cpu-prof profiles exactly it. It leads its own process group
// (startProcess spawns detached), so stopProcess() still reaches anything it might start.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Managed, startProcess, stopProcess, waitForOk } from './processes.ts';

export interface AppServerOptions {
  rootDir: string;
  name: string;
  port: number;
  databaseUrl: string;
  /** DATA_DIR: media for the demo seed (the database itself is PostgreSQL). */
  dataDir: string;
  /** production: as deployed (no simulator); test: the payment simulator is on. */
  mode: 'production' | 'test';
  seed: 'always' | 'never';
  /** Extra arguments for node, e.g. --cpu-prof. */
  nodeArgs?: string[];
  env?: Record<string, string>;
  readyTimeoutMs?: number;
}

export interface AppServer {
  proc: Managed;
  base: string;
  /** The node process serving requests. */
  pid: number;
}

export async function startAppServer(o: AppServerOptions): Promise<AppServer> {
  const base = `http://127.0.0.1:${o.port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: o.mode,
    PORT: String(o.port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    DATABASE_URL: o.databaseUrl,
    DATA_DIR: o.dataDir,
    SEED_DEMO: o.seed,
    LOG_LEVEL: 'warn',
    // The bench is one client address sending far more than a donor would.
    ORDER_RATE_PER_MINUTE: '1000000',
    // Counters in memory: a REDIS_URL from the caller's shell must not change what is measured.
    REDIS_URL: '',
    PAYMENT_SIMULATOR: o.mode === 'production' ? 'off' : 'on',
    // Required in production. Order creation sends nothing; a payment's thank-you goes to the
    // job queue, whose delivery to these dead addresses fails in the background.
    SMTP_URL: 'smtp://127.0.0.1:2525',
    SMS_GATEWAY_URL: 'http://127.0.0.1:9/sms',
    ...o.env,
  };
  const proc = startProcess(o.name, process.execPath, [...(o.nodeArgs ?? []), join(o.rootDir, 'apps/server/src/main.ts')], { cwd: o.rootDir, env });
  const pid = proc.child.pid;
  if (!pid) throw new Error(`${o.name}: spawn failed\n${proc.tail()}`);
  await waitForOk(`${base}/readyz`, proc, o.readyTimeoutMs ?? 180_000);
  return { proc, base, pid };
}

/** CPU time (user + system, ms) a process has used so far; undefined where /proc is missing. */
export function cpuMs(pid: number): number | undefined {
  try {
    // Fields after the command name (which may hold spaces): utime is the 14th field overall.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return (ticks * 1000) / 100; // USER_HZ is 100 on Linux
  } catch {
    return undefined;
  }
}

/**
 * Migrates and seeds a fresh database with the demo the way a first start does: the server itself,
 * started once with SEED_DEMO=always, then stopped (the steps that load volume on top of it).
 */
export async function seedDemoDatabase(o: {
  rootDir: string;
  port: number;
  databaseUrl: string;
  dataDir: string;
  env?: Record<string, string>;
}): Promise<void> {
  const first = await startAppServer({ ...o, name: 'server (migrate)', mode: 'production', seed: 'always' });
  await stopProcess(first.proc);
}
