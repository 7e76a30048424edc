// Reads a V8 .cpuprofile (node --cpu-prof) and says where the CPU time went: self time per
// package (node_modules/<name>, node:<module>, our files, or the native function's name) and per
// function. Samples can be limited to a window of CLOCK_MONOTONIC microseconds: V8's profile
// timestamps and process.hrtime() in another process on the same Linux machine read that clock,
// so the bench can keep only the measured run (no start-up, no warm-up).
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

export interface ProfileSummary {
  file: string;
  /** Sampled time in the window (ms), idle included. */
  sampledMs: number;
  /** Share of the window the process was idle (waiting on I/O: the database, the clients). */
  idlePct: number;
  /** Whether the window matched samples (false: the whole profile was used). */
  windowed: boolean;
  /** Self time, as % of the busy (non-idle) time. */
  byPackage: { name: string; pct: number }[];
  byFunction: { name: string; pct: number }[];
}

function packageOf(url: string, fn: string, rootDir: string): string {
  if (!url) return fn.startsWith('(') ? fn : `${fn || 'anonymous'} (native)`;
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (m?.[1]) return m[1];
  if (url.startsWith('node:')) return `node:${url.slice(5).split('/')[0]}`;
  const local = url.replace(/^file:\/\//, '').replace(`${rootDir}/`, '');
  // Our code by workspace: apps/server/src/modules/giving/orders.ts → apps/server (giving/orders.ts)
  const w = /^(apps\/[^/]+|packages\/[^/]+)\/src\/(?:modules\/)?(.*)$/.exec(local);
  return w ? `${w[1]} ${w[2]}` : local;
}

export function summarizeProfile(file: string, rootDir: string, window?: { fromUs: number; toUs: number }, top = 15): ProfileSummary {
  const p = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const selfUs = (win: boolean) => {
    const self = new Map<number, number>();
    let t = p.startTime;
    for (let i = 0; i < p.samples.length; i++) {
      const dt = p.timeDeltas[i] ?? 0;
      t += dt;
      if (win && window && (t < window.fromUs || t > window.toUs)) continue;
      const id = p.samples[i] as number;
      self.set(id, (self.get(id) ?? 0) + dt);
    }
    return self;
  };
  let self = selfUs(true);
  let windowed = !!window;
  if (window && self.size === 0) {
    self = selfUs(false);
    windowed = false;
  }
  let total = 0;
  let idle = 0;
  const pkgs = new Map<string, number>();
  const fns = new Map<string, number>();
  for (const [id, us] of self) {
    const n = byId.get(id);
    if (!n) continue;
    total += us;
    const { functionName, url, lineNumber } = n.callFrame;
    if (functionName === '(idle)') {
      idle += us;
      continue;
    }
    const pkg = packageOf(url, functionName, rootDir);
    pkgs.set(pkg, (pkgs.get(pkg) ?? 0) + us);
    const fn = url ? `${functionName || '(anonymous)'} ${pkg}:${lineNumber + 1}` : pkg;
    fns.set(fn, (fns.get(fn) ?? 0) + us);
  }
  const busy = total - idle || 1;
  const list = (m: Map<string, number>) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, us]) => ({ name, pct: Math.round((us / busy) * 1000) / 10 }));
  return {
    file,
    sampledMs: Math.round(total / 1000),
    idlePct: total ? Math.round((idle / total) * 1000) / 10 : 0,
    windowed,
    byPackage: list(pkgs),
    byFunction: list(fns),
  };
}

/** Now on CLOCK_MONOTONIC in microseconds (the clock of V8's profile timestamps on Linux). */
export function monotonicUs(): number {
  return Number(process.hrtime.bigint() / 1000n);
}
