// Sahyog benchmark: first-load JS, Lighthouse (mobile), API / page throughput against a bare
// node:http baseline, order creation latency on PostgreSQL, and the crash test. Reports against
// targets; never fails on a missed target (a crash test FAIL is a failure: exit 1).
//   npm run bench                      full run (≈ 4–5 minutes)
//   npm run bench -- --quick           3 s load runs, 1 s warm-up, one short crash run
//   npm run bench -- orders crash      only the named steps (js lighthouse throughput viral orders crash)
//   npm run bench -- --skip-lighthouse / --skip-throughput / --skip-js / --skip-orders / --skip-crash
//   npm run bench -- --duration=10 --warmup=2 --connections=50
//   npm run bench -- orders --cpu-prof profile the server during the order run and summarise it
//   npm run bench -- crash --runs=5 --clients=40 --orders=25 --kills=2 --seed=7 --keep-db
//   npm run bench -- scale [--scale=0.1] [--keep-db] [--reuse-db] [--db=sahyog_scale] [--batch=5000]
//   npm run bench -- scale --reuse-db --only=page:dashboard,api:summary   measure only these (page:/api: names, exports, batch)
//                                      issue 22's volume (minutes; never part of a bare run)
//   npm run bench -- shop [--products=100000] [--vendors=2000] [--db=h_shopfront_bench] [--keep-db]
//                                      issue 24: shop search at 100,000 products (never part of a bare run)
//   npm run bench -- spending [--donations=100000] [--items=5000] [--requests=100] [--keep-db]
//                                      issue 26: the campaign page and a donor's gift stories at volume
//   npm run bench -- uploads           issue 27: /healthz p99 while 10 clients post 5 MB multipart
//                                      bodies to /login (never part of a bare run)
// See bench/README.md.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type CrashResult, crashOptionsFrom, runCrashTests } from './crash.ts';
import { monotonicUs, type ProfileSummary, summarizeProfile } from './lib/cpu-profile.ts';
import { type FirstLoadJs, measureFirstLoadJs, round1 } from './lib/first-load-js.ts';
import { type LighthouseRun, runLighthouse } from './lib/lighthouse.ts';
import { measureOrderCreation, type OrderLatency } from './lib/order-latency.ts';
import { adminUrl, createDatabase, dropDatabase, serverVersion } from './lib/pg.ts';
import { freePort, installSignalHandlers, type Managed, onCleanup, startProcess, stopAll, stopProcess, waitForOk } from './lib/processes.ts';
import { evaluateTargets, printReport, TARGETS, type Throughput } from './lib/report.ts';
import { measureScale, printScale, type ScaleResult } from './lib/scale.ts';
import { startAppServer } from './lib/server.ts';
import { measureShop, printShop } from './lib/shop-search.ts';
import { measureSpending, printSpending } from './lib/spending.ts';
import { fetchExact, type LoadOptions, measure, measureBare } from './lib/throughput.ts';
import { measureUploadFlood, printUploadFlood } from './lib/upload-flood.ts';
import { measureViralDay, type ViralDay } from './lib/viral.ts';

const benchDir = dirname(fileURLToPath(import.meta.url));
const rootDir = dirname(benchDir);
const resultsFile = join(benchDir, 'results', 'latest.json');
const scaleResultsFile = join(benchDir, 'results', 'scale-latest.json');
const uploadsResultsFile = join(benchDir, 'results', 'uploads-latest.json');
const shopResultsFile = join(benchDir, 'results', 'shop-latest.json');
const spendingResultsFile = join(benchDir, 'results', 'spending-latest.json');

// ---- options ---------------------------------------------------------------------------------
const argv = process.argv.slice(2);
const flag = (name: string) => argv.includes(`--${name}`);
const numArg = (name: string, dflt: number) => {
  const a = argv.find((x) => x.startsWith(`--${name}=`));
  const v = a ? Number(a.split('=')[1]) : dflt;
  if (!Number.isFinite(v) || v < 0) throw new Error(`--${name} must be a number`);
  return v;
};
const quick = flag('quick');
const load: LoadOptions = {
  connections: numArg('connections', 50),
  durationS: numArg('duration', quick ? 3 : 10),
  warmupS: numArg('warmup', quick ? 1 : 2),
  pipelining: 1,
};
const STEPS = ['js', 'lighthouse', 'throughput', 'viral', 'orders', 'crash'] as const;
type Step = (typeof STEPS)[number];
// Run only when named: it loads a million donations and takes minutes (issue 22).
const OPT_IN_STEPS = ['scale', 'uploads', 'shop', 'spending'] as const;
// Positional arguments name the steps to run (all of STEPS when none is named).
const named = argv.filter((a) => !a.startsWith('--'));
for (const a of named) {
  if (![...STEPS, ...OPT_IN_STEPS].includes(a as Step)) throw new Error(`unknown step ${a} (steps: ${[...STEPS, ...OPT_IN_STEPS].join(', ')})`);
}
const runScale = named.includes('scale');
const runUploads = named.includes('uploads');
const runShop = named.includes('shop');
const runSpending = named.includes('spending');
const onlyOptIn = named.length > 0 && named.every((a) => (OPT_IN_STEPS as readonly string[]).includes(a));
const skip = Object.fromEntries(STEPS.map((st) => [st, named.length ? !named.includes(st) : flag(`skip-${st}`)])) as Record<Step, boolean>;
const strArg = (name: string, dflt: string) => argv.find((x) => x.startsWith(`--${name}=`))?.slice(name.length + 3) ?? dflt;
const cpuProf = flag('cpu-prof');

// ---- helpers ---------------------------------------------------------------------------------
function git(args: string[]): string | undefined {
  try {
    return execFileSync('git', args, { cwd: rootDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return undefined;
  }
}
const log = (msg: string) => console.error(`[bench] ${msg}`);
const pct = (a: number | undefined, b: number | undefined) => (a !== undefined && b ? round1((a / b) * 100) : null);

// ---- main ------------------------------------------------------------------------------------
async function main(): Promise<number> {
  if (runScale || runUploads || runShop || runSpending) {
    let code = 0;
    if (runScale) code = Math.max(code, await scaleStep());
    if (runUploads) code = Math.max(code, await uploadsStep());
    if (runShop) code = Math.max(code, await shopStep());
    if (runSpending) code = Math.max(code, await spendingStep());
    if (onlyOptIn) return code;
  }
  const pagesNeeded = !skip.js || !skip.lighthouse || !skip.throughput;
  if ((pagesNeeded || !skip.viral) && !webBuilt()) return 1;
  installSignalHandlers();
  const started = new Date();
  const load1 = loadavg()[0] ?? 0;
  const errors: Record<string, string> = {};
  let crashed = false; // a step threw (as opposed to a target being missed)
  let slug: string | undefined;
  let pages: { name: string; url: string }[] = [];
  let firstLoadJs: FirstLoadJs | undefined;
  let firstLoadJsCampaign: FirstLoadJs | undefined; // informational: no target
  let lighthouse: LighthouseRun | undefined;
  let throughput: Throughput | undefined;

  if (pagesNeeded) {
    ({ slug, pages, firstLoadJs, firstLoadJsCampaign, lighthouse, throughput, crashed } = await pageSteps(errors));
  }

  // 5. A viral day: the campaign page on PostgreSQL in production mode, cache on and off.
  let viral: ViralDay | undefined;
  if (!skip.viral) {
    try {
      viral = await measureViralDay({ rootDir, benchDir, load, log, cpuProf });
      for (const r of [viral.cacheHit, viral.shareStorm, viral.signedIn, viral.bareHtml, viral.campaignNoCache, viral.homeNoCache]) {
        if (r.errors + r.timeouts + r.non2xx > 0) {
          errors.viral ??= '';
          errors.viral += `${r.name}: ${r.errors} errors, ${r.timeouts} timeouts, ${r.non2xx} non-2xx (statuses ${JSON.stringify(r.statusCodes)}). `;
        }
      }
    } catch (err) {
      errors.viral = (err as Error).stack ?? (err as Error).message;
      crashed = true;
    }
  }

  // 6. Order creation latency: the server in production mode on a fresh PostgreSQL database.
  let orders: OrderLatency | undefined;
  let ordersProfile: ProfileSummary | undefined;
  let postgres: string | undefined;
  if (!skip.orders) {
    try {
      postgres = await serverVersion(adminUrl());
      ({ orders, profile: ordersProfile } = await orderStep());
      if (orders.errors + orders.timeouts + orders.non2xx > 0) {
        errors.orders = `${orders.errors} errors, ${orders.timeouts} timeouts, ${orders.non2xx} non-2xx responses (statuses ${JSON.stringify(orders.statusCodes)})${orders.errorSamples.length ? `; e.g. ${orders.errorSamples.join(' | ')}` : ''}`;
      } else if (orders.ordersInDatabase < orders.created201Total || orders.ordersInDatabase > orders.created201Total + orders.maxUncounted) {
        errors.orders = `${orders.created201Total} answers 201 but ${orders.ordersInDatabase} orders in the database (at most ${orders.maxUncounted} may be uncounted at the end of the runs)`;
      }
    } catch (err) {
      errors.orders = (err as Error).stack ?? (err as Error).message;
      crashed = true;
    }
  }

  // 7. The crash test: SIGKILL mid-burst, restart, retries; then the database is checked.
  let crash: CrashResult | undefined;
  if (!skip.crash) {
    try {
      const defaults = quick ? { runs: 1, clients: 20, orders: 15, kills: 1 } : { runs: 3, clients: 40, orders: 25, kills: 2 };
      const opts = crashOptionsFrom(argv, rootDir, (msg) => log(`crash ${msg}`), defaults);
      log(`crash test: ${opts.runs} run(s) of ${opts.clients} donors × ${opts.ordersPerClient} orders, ${opts.kills} SIGKILL(s) each`);
      crash = await runCrashTests(opts);
      postgres ??= crash.postgres;
    } catch (err) {
      errors.crash = (err as Error).stack ?? (err as Error).message;
      crashed = true;
    }
  }

  await stopAll();

  // 8. Report.
  const targets = evaluateTargets(firstLoadJs, lighthouse, throughput, skip.lighthouse ? [] : pages.map((p) => p.name), { orders, crash, viral });
  const cpuList = cpus();
  const dirty = git(['status', '--porcelain']);
  const result = {
    timestamp: started.toISOString(),
    elapsedS: round1((Date.now() - started.getTime()) / 1000),
    partial: quick || STEPS.some((st) => skip[st]) || Object.keys(errors).length > 0,
    environment: {
      node: process.version,
      platform: `${process.platform} ${process.arch}`,
      cpuModel: cpuList[0]?.model ?? 'unknown',
      cpuCount: cpuList.length,
      loadAverage1mAtStart: round1(load1),
      git: { commit: git(['rev-parse', 'HEAD']), dirty: dirty === undefined ? undefined : dirty.length > 0 },
      chromium: lighthouse?.userAgent,
      lighthouseVersion: lighthouse?.lighthouseVersion,
      postgres,
    },
    config: {
      load,
      steps: STEPS.filter((st) => !skip[st]),
      pageCacheSeconds: process.env.PAGE_CACHE_SECONDS ? Number(process.env.PAGE_CACHE_SECONDS) : '10 (server default)',
      campaignSlug: slug,
      kbIs: 1024,
    },
    targetsConfig: TARGETS,
    firstLoadJs,
    firstLoadJsCampaign,
    lighthouse,
    throughput,
    viral,
    orders,
    ordersProfile,
    crash,
    targets,
    summary: {
      passed: targets.filter((t) => t.pass === true).length,
      missed: targets.filter((t) => t.pass === false).map((t) => t.id),
      notMeasured: targets.filter((t) => t.pass === null).map((t) => t.id),
    },
    errors,
  };
  mkdirSync(dirname(resultsFile), { recursive: true });
  writeFileSync(resultsFile, `${JSON.stringify(result, null, 2)}\n`);

  printReport({ firstLoadJs, firstLoadJsCampaign, lighthouse, throughput, viral, orders, ordersProfile, crash, targets, errors });
  console.log(`\nWrote ${resultsFile.slice(rootDir.length + 1)}${result.partial ? ' (partial run)' : ''}.`);
  if (load1 > 0.5 * cpuList.length) console.log(`Note: load average was ${round1(load1)} on ${cpuList.length} CPUs at start; numbers may be noisy.`);
  // Missed targets are reported, not asserted; a step that crashed, or a crash test that found
  // a broken promise, is a failure of the bench.
  return crashed || (crash !== undefined && !crash.pass) ? 1 : 0;
}

/** Steps 1–4 on the embedded-database server: first-load JS, Lighthouse, throughput. */
async function pageSteps(errors: Record<string, string>) {
  let crashed = false;
  // 1. The real server, on a free port, with a fresh database.
  const dataDir = mkdtempSync(join(tmpdir(), 'sahyog-bench-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  log(`starting the server on ${base} (DATA_DIR ${dataDir})`);
  const server = startProcess('server (npm run serve)', 'npm', ['run', 'serve', '--silent'], {
    cwd: rootDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // Production seeds nothing on its own; the bench measures the demo pages.
      SEED_DEMO: 'always',
      // Required in production; the bench only reads, so nothing is ever sent to these.
      SMTP_URL: 'smtp://127.0.0.1:2525',
      SMS_GATEWAY_URL: 'http://127.0.0.1:9/sms',
    },
  });
  onCleanup(async () => {
    await stopProcess(server);
    rmSync(dataDir, { recursive: true, force: true });
  });
  const t0 = Date.now();
  await waitForOk(`${base}/readyz`, server, 180_000);
  log(`server ready in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

  // The API wraps payloads as { success, message, data }; accept a bare array too.
  const body = (await (await fetch(`${base}/api/v1/home-campaigns`)).json()) as { data?: { slug: string }[] } | { slug: string }[];
  const cards = Array.isArray(body) ? body : (body.data ?? []);
  const slug = cards[0]?.slug;
  if (!slug) throw new Error('GET /api/v1/home-campaigns returned no campaigns: nothing to benchmark');
  const blogs = (await (await fetch(`${base}/api/v1/blogs`)).json()) as { data?: { slug: string }[] };
  const blog = blogs.data?.[0]?.slug;
  const shop = (await (await fetch(`${base}/api/v1/shop/products?sort=popular`)).json()) as { data?: { items?: { slug: string; vendorSlug: string }[] } };
  const product = shop.data?.items?.[0];
  const shopPages = product
    ? [
        { name: 'shop', url: `${base}/shop` },
        { name: 'shop-product', url: `${base}/shop/products/${encodeURIComponent(product.slug)}` },
        { name: 'shop-vendor', url: `${base}/shop/vendors/${encodeURIComponent(product.vendorSlug)}` },
      ]
    : [];
  const pages = [
    { name: 'home', url: `${base}/` },
    { name: 'campaign', url: `${base}/campaigns/${encodeURIComponent(slug)}` },
    // Issue 8: the checkout holds the same bar as the campaign page.
    { name: 'checkout', url: `${base}/checkout?campaign=${encodeURIComponent(slug)}&amount=3000` },
    // Issue 9: the monthly page hydrates its two forms and a typewriter, and is held to the same bar.
    { name: 'monthly', url: `${base}/monthly-donation` },
    // Issue 23: a blog post, and the Hindi home and campaign pages, held to the same bar.
    ...(blog ? [{ name: 'blog-post', url: `${base}/blog/${encodeURIComponent(blog)}` }] : []),
    { name: 'hi-home', url: `${base}/hi` },
    { name: 'hi-campaign', url: `${base}/hi/campaigns/${encodeURIComponent(slug)}` },
    // Issue 24: the shop's front, its most viewed product and that product's shop.
    ...shopPages,
  ];

  // 2. First-load JS of the home page.
  let firstLoadJs: FirstLoadJs | undefined;
  let firstLoadJsCampaign: FirstLoadJs | undefined; // informational: no target
  if (!skip.js) {
    log('measuring first-load JS of / (and of the campaign page, for information)');
    try {
      firstLoadJs = await measureFirstLoadJs(`${base}/`);
      firstLoadJsCampaign = await measureFirstLoadJs(pages[1]?.url ?? '');
    } catch (err) {
      errors.firstLoadJs = (err as Error).message;
      crashed = true;
    }
  }

  // 3. Lighthouse, before any load so the server is cold-ish and quiet.
  let lighthouse: LighthouseRun | undefined;
  if (!skip.lighthouse) {
    log(`running Lighthouse on ${pages.map((p) => p.url).join(', ')} (≈ 1.5 min)`);
    try {
      lighthouse = await runLighthouse(pages, (page, reason, attempt) => log(`Lighthouse ${page}: attempt ${attempt} failed (${reason})`));
      for (const p of lighthouse.pages) {
        if (p.runtimeError) errors[`lighthouse.${p.name}`] = `${p.runtimeError} (after ${p.attempts} attempts)`;
      }
    } catch (err) {
      errors.lighthouse = (err as Error).stack ?? (err as Error).message;
      crashed = true;
    }
  }

  // 4. Throughput: real server vs bare node:http serving the same bytes.
  let throughput: Throughput | undefined;
  if (!skip.throughput) {
    throughput = {};
    try {
      const apiUrl = `${base}/api/v1/home-campaigns`;
      const pageUrl = pages[1]?.url ?? '';
      const json = await fetchExact(apiUrl);
      const html = await fetchExact(pageUrl);
      const each = `${load.warmupS} s warm-up + ${load.durationS} s`;
      const serverAlive = (step: string) => {
        if (server.child.exitCode !== null || server.child.signalCode !== null) {
          throw new Error(`the server exited during ${step}.\n--- its output ---\n${server.tail()}`);
        }
      };
      log(`autocannon (a) GET /api/v1/home-campaigns: ${each}`);
      throughput.apiHomeCampaigns = await measure('(a) GET /api/v1/home-campaigns', apiUrl, load);
      serverAlive('(a)');
      log(`autocannon (c) bare node:http, same JSON (${json.body.length} bytes): ${each}`);
      throughput.bareJson = await measureBare('(c) bare node:http JSON', benchDir, json.body, json.contentType, load);
      log(`autocannon (b) GET /campaigns/${slug}: ${each}`);
      throughput.campaignPage = await measure(`(b) GET /campaigns/${slug}`, pageUrl, load);
      serverAlive('(b)');
      log(`autocannon (d) bare node:http, same HTML (${html.body.length} bytes): ${each}`);
      throughput.bareHtml = await measureBare('(d) bare node:http HTML', benchDir, html.body, html.contentType, load);
    } catch (err) {
      errors.throughput = (err as Error).stack ?? (err as Error).message;
      crashed = true;
    }
    throughput.apiVsBarePct = pct(throughput.apiHomeCampaigns?.reqPerSec, throughput.bareJson?.reqPerSec);
    throughput.pageVsBarePct = pct(throughput.campaignPage?.reqPerSec, throughput.bareHtml?.reqPerSec);
    for (const r of [throughput.apiHomeCampaigns, throughput.bareJson, throughput.campaignPage, throughput.bareHtml]) {
      if (r && r.errors + r.timeouts + r.non2xx > 0) {
        errors.throughput ??= '';
        errors.throughput += `${r.name}: ${r.errors} errors, ${r.timeouts} timeouts, ${r.non2xx} non-2xx responses (numbers not comparable; statuses ${JSON.stringify(r.statusCodes)})${r.errorSamples.length ? `; e.g. ${r.errorSamples.join(' | ')}` : ''}. `;
      }
    }
  }

  await stopProcess(server);
  return { slug, pages, firstLoadJs, firstLoadJsCampaign, lighthouse, throughput, crashed };
}

/** Order creation latency on a fresh PostgreSQL database, the server in production mode. */
async function orderStep(): Promise<{ orders: OrderLatency; profile?: ProfileSummary }> {
  const admin = adminUrl();
  const name = `bench_orders_${process.pid}`;
  const databaseUrl = await createDatabase(admin, name);
  const dataDir = mkdtempSync(join(tmpdir(), 'sahyog-bench-orders-'));
  const profileDir = join(benchDir, 'results', 'profiles');
  let server: Managed | undefined;
  const undo = onCleanup(async () => {
    if (server) await stopProcess(server);
    rmSync(dataDir, { recursive: true, force: true });
    await dropDatabase(admin, name);
  });
  try {
    const port = await freePort();
    log(`order creation: server in production mode on PostgreSQL (database ${name}, port ${port})${cpuProf ? `, profiled into ${profileDir}` : ''}`);
    const t0 = Date.now();
    const s = await startAppServer({
      rootDir,
      name: 'server on PostgreSQL (orders)',
      port,
      databaseUrl,
      dataDir,
      mode: 'production',
      seed: 'always',
      nodeArgs: cpuProf ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, `--cpu-prof-name=orders-${process.pid}.cpuprofile`] : [],
    });
    server = s.proc;
    log(
      `server ready in ${((Date.now() - t0) / 1000).toFixed(1)} s; autocannon POST /api/v1/orders: ${load.warmupS} s warm-up + ${load.durationS} s, ${load.connections} clients`,
    );
    const window = { fromUs: 0, toUs: 0 };
    const orders = await measureOrderCreation({
      base: s.base,
      databaseUrl,
      serverPid: s.pid,
      method: 'upi', // production offers UPI (the simulator is refused there)
      load,
      onMeasure: (phase) => {
        window[phase === 'start' ? 'fromUs' : 'toUs'] = monotonicUs();
      },
    });
    if (s.proc.child.exitCode !== null || s.proc.child.signalCode !== null) throw new Error(`the server exited during the order run.\n${s.proc.tail()}`);
    await stopProcess(s.proc); // SIGTERM: the server exits and node writes the profile
    server = undefined;
    const profile = cpuProf ? summarizeProfile(join(profileDir, `orders-${process.pid}.cpuprofile`), rootDir, window) : undefined;
    return { orders, ...(profile ? { profile } : {}) };
  } finally {
    undo();
    if (server) await stopProcess(server);
    rmSync(dataDir, { recursive: true, force: true });
    await dropDatabase(admin, name).catch((err: Error) => log(`could not drop ${name}: ${(err as Error).message}`));
  }
}

/** Every step serves the built site: say how to build it rather than fail half way. */
function webBuilt(): boolean {
  if (existsSync(join(rootDir, 'apps/web/build/server/index.js')) && existsSync(join(rootDir, 'apps/web/build/client'))) return true;
  console.error('apps/web/build is missing: run npm run build first');
  return false;
}

/** Issue 24: the shop's search at 100,000 products and 2,000 vendors; writes shop-latest.json. */
async function shopStep(): Promise<number> {
  if (!webBuilt()) return 1;
  installSignalHandlers();
  const database = strArg('db', 'h_shopfront_bench');
  if (!/^[a-z0-9_]{1,63}$/.test(database)) throw new Error('--db must be a plain database name');
  try {
    const result = await measureShop({
      rootDir,
      log,
      database,
      products: numArg('products', 100_000),
      vendors: numArg('vendors', 2_000),
      port: numArg('port', 3341),
      durationS: numArg('duration', quick ? 3 : 10),
      warmupS: numArg('warmup', quick ? 1 : 2),
      keepDb: flag('keep-db'),
    });
    const cpuList = cpus();
    const out = {
      timestamp: new Date().toISOString(),
      environment: {
        node: process.version,
        cpuModel: cpuList[0]?.model ?? 'unknown',
        cpuCount: cpuList.length,
        loadAverage1m: round1(loadavg()[0] ?? 0),
        git: git(['rev-parse', 'HEAD']),
      },
      ...result,
    };
    mkdirSync(dirname(shopResultsFile), { recursive: true });
    writeFileSync(shopResultsFile, `${JSON.stringify(out, null, 2)}\n`);
    console.log(printShop(result));
    console.log(`\nWrote ${shopResultsFile.slice(rootDir.length + 1)}.`);
    return 0;
  } catch (err) {
    console.log(`\nERROR in shop: ${(err as Error).stack ?? (err as Error).message}`);
    return 1;
  }
}

/** Issue 22's volume: load (or reuse) the database, measure, write scale-latest.json. */
async function scaleStep(): Promise<number> {
  if (!webBuilt()) return 1;
  installSignalHandlers();
  const started = new Date();
  const load1 = loadavg()[0] ?? 0;
  const scale = numArg('scale', 1);
  if (scale <= 0 || scale > 1) throw new Error('--scale must be in (0, 1]');
  const database = strArg('db', 'sahyog_scale');
  if (!/^[a-z0-9_]{1,63}$/.test(database)) throw new Error('--db must be a plain database name');
  let result: ScaleResult | undefined;
  let error: string | undefined;
  try {
    result = await measureScale({
      rootDir,
      log,
      scale,
      database,
      reuseDb: flag('reuse-db'),
      keepDb: flag('keep-db') || flag('reuse-db'),
      port: numArg('port', 3340),
      load: { connections: numArg('connections', 10), durationS: numArg('duration', quick ? 3 : 10), warmupS: numArg('warmup', quick ? 1 : 2), pipelining: 1 },
      batch: numArg('batch', 5000),
      batchTimeoutS: numArg('batch-timeout', 900),
      skipBatch: flag('skip-batch'),
      only: strArg('only', '')
        ? strArg('only', '')
            .split(',')
            .map((t) => t.trim())
            .filter(Boolean)
        : null,
    });
  } catch (err) {
    error = (err as Error).stack ?? (err as Error).message;
  }
  const dirty = git(['status', '--porcelain']);
  const cpuList = cpus();
  const out = {
    timestamp: started.toISOString(),
    elapsedS: round1((Date.now() - started.getTime()) / 1000),
    environment: {
      node: process.version,
      cpuModel: cpuList[0]?.model ?? 'unknown',
      cpuCount: cpuList.length,
      loadAverage1mAtStart: round1(load1),
      git: { commit: git(['rev-parse', 'HEAD']), dirty: dirty === undefined ? undefined : dirty.length > 0 },
      postgres: await serverVersion(adminUrl()).catch(() => undefined),
    },
    ...result,
    summary: result
      ? {
          passed: result.targets.filter((t) => t.pass === true).length,
          missed: result.targets.filter((t) => t.pass === false).map((t) => t.id),
          notMeasured: result.targets.filter((t) => t.pass === null).map((t) => t.id),
        }
      : undefined,
    error,
  };
  mkdirSync(dirname(scaleResultsFile), { recursive: true });
  writeFileSync(scaleResultsFile, `${JSON.stringify(out, null, 2)}\n`);
  if (result) console.log(printScale(result));
  if (error) console.log(`\nERROR in scale: ${error}`);
  console.log(`\nWrote ${scaleResultsFile.slice(rootDir.length + 1)}.`);
  if (load1 > 0.5 * cpuList.length) console.log(`Note: load average was ${round1(load1)} on ${cpuList.length} CPUs at start; numbers may be noisy.`);
  return error ? 1 : 0;
}

/** Issue 26: the campaign page and a donor's gift stories at 100,000 gifts and 5,000 payments; writes spending-latest.json. */
async function spendingStep(): Promise<number> {
  if (!webBuilt()) return 1;
  installSignalHandlers();
  try {
    const result = await measureSpending({
      rootDir,
      log,
      database: strArg('db', `bench_spending_${process.pid}`),
      port: numArg('port', 3342),
      donations: numArg('donations', 100_000),
      items: numArg('items', 5_000),
      requests: numArg('requests', quick ? 20 : 100),
      keepDb: flag('keep-db'),
    });
    const out = {
      timestamp: new Date().toISOString(),
      environment: { node: process.version, cpuCount: cpus().length, loadAverage1m: round1(loadavg()[0] ?? 0), git: git(['rev-parse', 'HEAD']) },
      ...result,
    };
    mkdirSync(dirname(spendingResultsFile), { recursive: true });
    writeFileSync(spendingResultsFile, `${JSON.stringify(out, null, 2)}\n`);
    console.log(printSpending(result));
    console.log(`\nWrote ${spendingResultsFile.slice(rootDir.length + 1)}.`);
    return 0;
  } catch (err) {
    console.log(`\nERROR in spending: ${(err as Error).stack ?? (err as Error).message}`);
    return 1;
  }
}

/** Issue 27: /healthz while 10 clients post 5 MB multipart bodies to /login; writes uploads-latest.json. */
async function uploadsStep(): Promise<number> {
  if (!webBuilt()) return 1;
  installSignalHandlers();
  const started = new Date();
  const load1 = loadavg()[0] ?? 0;
  try {
    const result = await measureUploadFlood({
      rootDir,
      log,
      clients: numArg('clients', 10),
      durationS: numArg('duration', quick ? 3 : 10),
      warmupS: numArg('warmup', quick ? 1 : 2),
    });
    const dirty = git(['status', '--porcelain']);
    const out = {
      timestamp: started.toISOString(),
      environment: {
        node: process.version,
        cpuCount: cpus().length,
        loadAverage1mAtStart: round1(load1),
        git: { commit: git(['rev-parse', 'HEAD']), dirty: dirty === undefined ? undefined : dirty.length > 0 },
      },
      ...result,
    };
    mkdirSync(dirname(uploadsResultsFile), { recursive: true });
    writeFileSync(uploadsResultsFile, `${JSON.stringify(out, null, 2)}\n`);
    console.log(printUploadFlood(result));
    console.log(`\nWrote ${uploadsResultsFile.slice(rootDir.length + 1)}.`);
    if (load1 > 0.5 * cpus().length) console.log(`Note: load average was ${round1(load1)} on ${cpus().length} CPUs at start; numbers may be noisy.`);
    return 0;
  } catch (err) {
    console.log(`\nERROR in uploads: ${(err as Error).stack ?? (err as Error).message}`);
    return 1;
  }
}

let code = 1;
try {
  code = await main();
} catch (err) {
  console.error(`bench failed: ${(err as Error).stack ?? err}`);
  code = 1;
} finally {
  await stopAll();
}
process.exit(code);
