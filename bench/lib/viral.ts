// A viral day (issue 12): the campaign page in production mode on PostgreSQL, one process,
// 50 clients, as a share takes off. Two servers on one fresh database:
//  - the page cache on (the server default, PAGE_CACHE_SECONDS=10): a cache hit; the
//    share-click storm (every click its own `?fbclid=`, as Facebook adds to each shared link);
//    a signed-in donor (the session and greeting cookies a real login gives);
//  - the page cache off (PAGE_CACHE_SECONDS=0): what every miss costs, for the campaign page
//    and for home.
// Against a bare node:http server answering the campaign page's exact bytes.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hash } from '@node-rs/argon2';
import pg from 'pg';
import { monotonicUs, type ProfileSummary, summarizeProfile } from './cpu-profile.ts';
import { adminUrl, createDatabase, dropDatabase } from './pg.ts';
import { freePort, onCleanup, stopProcess } from './processes.ts';
import { type AppServer, cpuMs, startAppServer } from './server.ts';
import { fetchExact, type LoadOptions, type LoadResult, measure, measureBare } from './throughput.ts';

export interface ViralDay {
  slug: string;
  cacheHit: LoadResult;
  shareStorm: LoadResult;
  signedIn: LoadResult;
  bareHtml: LoadResult;
  campaignNoCache: LoadResult;
  homeNoCache: LoadResult;
  /** CPU of the server's node process per request with the cache off (one render each), ms: less sensitive to other load than req/s. */
  renderCpuMs: { campaign: number | null; home: number | null };
  /** With --cpu-prof: where the cache-off campaign page run's CPU went (one render per request). */
  renderProfile?: ProfileSummary;
  /** shareStorm / bareHtml, in %. */
  stormVsBarePct: number | null;
  cacheHitVsBarePct: number | null;
}

const DONOR = { email: 'bench.viral.donor@example.org', password: 'Bench-Donor-Password-1', fullName: 'Bench Donor' };

/** A donor account made in the database, signed in through the login form as a browser would. */
async function signedInCookies(s: AppServer, databaseUrl: string): Promise<string> {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    await c.query("insert into users (full_name, email, phone, role, password_hash) values ($1, $2, '9876543210', 'user', $3) on conflict do nothing", [
      DONOR.fullName,
      DONOR.email,
      await hash(DONOR.password),
    ]);
  } finally {
    await c.end();
  }
  const res = await fetch(`${s.base}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { origin: s.base, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ intent: 'login', email: DONOR.email, password: DONOR.password, redirectTo: '/' }).toString(),
  });
  const cookies = res.headers
    .getSetCookie()
    .map((l) => l.split(';')[0] ?? '')
    .filter((p) => p.startsWith('sid=') || p.startsWith('who='));
  if (!cookies.some((p) => p.startsWith('sid='))) throw new Error(`login as the bench donor failed: HTTP ${res.status}`);
  return cookies.join('; ');
}

export async function measureViralDay(o: {
  rootDir: string;
  benchDir: string;
  load: LoadOptions;
  log: (m: string) => void;
  cpuProf?: boolean;
}): Promise<ViralDay> {
  const admin = adminUrl();
  const name = `bench_viral_${process.pid}`;
  const databaseUrl = await createDatabase(admin, name);
  const dataDir = mkdtempSync(join(tmpdir(), 'sahyog-bench-viral-'));
  const servers: AppServer[] = [];
  const undo = onCleanup(async () => {
    for (const s of servers) await stopProcess(s.proc);
    rmSync(dataDir, { recursive: true, force: true });
    await dropDatabase(admin, name);
  });
  const profileDir = join(o.benchDir, 'results', 'profiles');
  const profileFile = `viral-${process.pid}.cpuprofile`;
  const start = async (label: string, seed: 'always' | 'never', env: Record<string, string>, nodeArgs: string[] = []) => {
    const s = await startAppServer({
      rootDir: o.rootDir,
      name: `server on PostgreSQL (${label})`,
      port: await freePort(),
      databaseUrl,
      dataDir,
      mode: 'production',
      seed,
      env,
      nodeArgs,
    });
    servers.push(s);
    return s;
  };
  try {
    o.log(`viral day: server in production mode on PostgreSQL (database ${name}), page cache on`);
    const cached = await start('cache on', 'always', { PAGE_CACHE_SECONDS: '10' });
    const home = (await (await fetch(`${cached.base}/api/v1/home-campaigns`)).json()) as { data: { slug: string }[] };
    const slug = home.data[0]?.slug;
    if (!slug) throw new Error('no campaign in /api/v1/home-campaigns');
    const page = `${cached.base}/campaigns/${slug}`;
    const cookie = await signedInCookies(cached, databaseUrl);

    const cacheHit = await measure(`campaign page, cache hit`, page, o.load);
    // autocannon puts a fresh 33-character id in place of [<id>] on every request.
    const shareStorm = await measure(`campaign page, each click its own ?fbclid=`, `${page}?fbclid=[<id>]`, o.load, { idReplacement: true });
    const signedIn = await measure(`campaign page, signed-in donor`, page, o.load, { headers: { cookie } });
    const html = await fetchExact(page);
    const bareHtml = await measureBare('bare node:http, the same HTML', o.benchDir, html.body, html.contentType, o.load);
    await stopProcess(cached.proc);
    servers.splice(servers.indexOf(cached), 1);

    o.log('viral day: the same database, page cache off (what a miss costs)');
    const prof = o.cpuProf ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, `--cpu-prof-name=${profileFile}`] : [];
    const uncached = await start('cache off', 'never', { PAGE_CACHE_SECONDS: '0' }, prof);
    // Warm-up outside the profile's window, so the profile is of steady-state renders.
    const window = { fromUs: 0, toUs: 0 };
    const cpu = { from: 0, to: 0 };
    const mark = (phase: 'start' | 'end') => {
      window[phase === 'start' ? 'fromUs' : 'toUs'] = monotonicUs();
      cpu[phase === 'start' ? 'from' : 'to'] = cpuMs(uncached.pid) ?? Number.NaN;
    };
    const perRequest = (r: LoadResult) =>
      Number.isFinite(cpu.to - cpu.from) && r.totalRequests ? Math.round(((cpu.to - cpu.from) / r.totalRequests) * 100) / 100 : null;
    const campaignNoCache = await measure(`campaign page, cache off`, `${uncached.base}/campaigns/${slug}`, o.load, {}, mark);
    const campaignCpu = perRequest(campaignNoCache);
    const homeNoCache = await measure(`home, cache off`, `${uncached.base}/`, o.load, {}, (phase) => {
      cpu[phase === 'start' ? 'from' : 'to'] = cpuMs(uncached.pid) ?? Number.NaN;
    });
    const homeCpu = perRequest(homeNoCache);
    let renderProfile: ProfileSummary | undefined;
    if (o.cpuProf) {
      await stopProcess(uncached.proc); // SIGTERM: node writes the profile
      servers.splice(servers.indexOf(uncached), 1);
      renderProfile = summarizeProfile(join(profileDir, profileFile), o.rootDir, window, 25);
    }

    const pct = (a: number, b: number) => (b ? Math.round((a / b) * 1000) / 10 : null);
    return {
      slug,
      cacheHit,
      shareStorm,
      signedIn,
      bareHtml,
      campaignNoCache,
      homeNoCache,
      renderCpuMs: { campaign: campaignCpu, home: homeCpu },
      ...(renderProfile ? { renderProfile } : {}),
      stormVsBarePct: pct(shareStorm.reqPerSec, bareHtml.reqPerSec),
      cacheHitVsBarePct: pct(cacheHit.reqPerSec, bareHtml.reqPerSec),
    };
  } finally {
    undo();
    for (const s of servers) await stopProcess(s.proc);
    rmSync(dataDir, { recursive: true, force: true });
    await dropDatabase(admin, name).catch((err: Error) => o.log(`could not drop ${name}: ${err.message}`));
  }
}
