// Targets, pass/fail and the printed tables.
import { type CrashResult, formatCrash } from '../crash.ts';
import type { ProfileSummary } from './cpu-profile.ts';
import type { FirstLoadJs } from './first-load-js.ts';
import type { LighthouseRun } from './lighthouse.ts';
import type { OrderLatency } from './order-latency.ts';
import type { LoadResult } from './throughput.ts';
import type { ViralDay } from './viral.ts';

export interface TargetCheck {
  id: string;
  label: string;
  value: number | null;
  unit: string;
  op: '>=' | '<=';
  target: number;
  /** null when the value could not be measured (step failed or skipped). */
  pass: boolean | null;
}

/**
 * The targets this benchmark checks. (PRODUCT.md "Quality bars" are stricter in places:
 * performance >= 95, best practices >= 95, read API >= 60 % of bare; change them here.)
 */
// The product's quality bars (../shared/PRODUCT.md), which are stricter than issue 2's first
// targets (performance 90, API 50 %): meeting these meets both.
export const TARGETS = {
  lighthousePerformanceMin: 95,
  lighthouseAccessibilityMin: 100,
  lighthouseBestPracticesMin: 95,
  lighthouseSeoMin: 100,
  /** Issue 24 (and the campaign page's bar in PRODUCT.md): largest contentful paint, Lighthouse mobile. */
  lcpMaxMs: 1500,
  homeFirstLoadJsMaxKB: 100,
  apiVsBareMinPct: 60,
  pageVsBareMinPct: 25,
  /** Issue 8: order creation at 50 concurrent clients on PostgreSQL. */
  orderCreateP99MaxMs: 50,
  /** The crash test: broken promises found (none allowed). */
  crashViolationsMax: 0,
  /** Issue 12: the share-click storm (a new ?fbclid= per click) vs bare node:http, on PostgreSQL in production mode. */
  shareStormVsBareMinPct: 50,
} as const;

/** Pages measured by Lighthouse whose SEO score is not a target. */
const NOT_FOR_SEARCH = new Set(['checkout']);
/** Pages whose largest contentful paint has its own target, beside the performance score. */
const LCP_PAGES = new Set(['campaign', 'shop-product']);

export interface Throughput {
  apiHomeCampaigns?: LoadResult;
  bareJson?: LoadResult;
  campaignPage?: LoadResult;
  bareHtml?: LoadResult;
  apiVsBarePct?: number | null;
  pageVsBarePct?: number | null;
}

function check(id: string, label: string, value: number | null | undefined, unit: string, op: '>=' | '<=', target: number): TargetCheck {
  const v = value ?? null;
  return { id, label, value: v, unit, op, target, pass: v === null ? null : op === '>=' ? v >= target : v <= target };
}

export function evaluateTargets(
  fl: FirstLoadJs | undefined,
  lh: LighthouseRun | undefined,
  tp: Throughput | undefined,
  pageNames: string[],
  more: { orders?: OrderLatency | undefined; crash?: CrashResult | undefined; viral?: ViralDay | undefined } = {},
): TargetCheck[] {
  const checks: TargetCheck[] = [];
  for (const name of pageNames) {
    const p = lh?.pages.find((x) => x.name === name);
    checks.push(check(`lighthouse.${name}.performance`, `Lighthouse ${name}: performance`, p?.scores.performance, '', '>=', TARGETS.lighthousePerformanceMin));
    checks.push(
      check(`lighthouse.${name}.accessibility`, `Lighthouse ${name}: accessibility`, p?.scores.accessibility, '', '>=', TARGETS.lighthouseAccessibilityMin),
    );
    checks.push(
      check(
        `lighthouse.${name}.best-practices`,
        `Lighthouse ${name}: best practices`,
        p?.scores['best-practices'],
        '',
        '>=',
        TARGETS.lighthouseBestPracticesMin,
      ),
    );
    // The checkout is private (noindex, by design): search engines are not its audience.
    if (!NOT_FOR_SEARCH.has(name)) checks.push(check(`lighthouse.${name}.seo`, `Lighthouse ${name}: SEO`, p?.scores.seo, '', '>=', TARGETS.lighthouseSeoMin));
    if (LCP_PAGES.has(name)) checks.push(check(`lighthouse.${name}.lcp`, `Lighthouse ${name}: LCP`, p?.metrics.lcpMs, 'ms', '<=', TARGETS.lcpMaxMs));
  }
  checks.push(check('firstLoadJs.home', 'Home first-load JS (gzip)', fl?.totalGzipKB, 'KB', '<=', TARGETS.homeFirstLoadJsMaxKB));
  checks.push(check('throughput.apiVsBare', 'API home-campaigns vs bare JSON', tp?.apiVsBarePct, '%', '>=', TARGETS.apiVsBareMinPct));
  checks.push(check('throughput.pageVsBare', 'Campaign page vs bare HTML', tp?.pageVsBarePct, '%', '>=', TARGETS.pageVsBareMinPct));
  // Latency measured with errors or non-2xx answers is not the latency of creating orders.
  const o = more.orders && more.orders.errors + more.orders.timeouts + more.orders.non2xx === 0 ? more.orders : undefined;
  checks.push(check('orders.p99', 'Order creation p99, 50 clients, PostgreSQL', o?.p99Ms, 'ms', '<=', TARGETS.orderCreateP99MaxMs));
  const crashViolations = more.crash?.runs.length ? more.crash.runs.reduce((n, r) => n + r.violationCount, 0) : undefined;
  checks.push(check('crash.violations', 'Crash test: violations', crashViolations, '', '<=', TARGETS.crashViolationsMax));
  const v = more.viral;
  const stormOk = v && v.shareStorm.errors + v.shareStorm.timeouts + v.shareStorm.non2xx === 0;
  checks.push(
    check('viral.shareStormVsBare', 'Share-click storm vs bare HTML, PostgreSQL', stormOk ? v.stormVsBarePct : null, '%', '>=', TARGETS.shareStormVsBareMinPct),
  );
  return checks;
}

function table(headers: string[], rows: string[][], right: boolean[] = []): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const fmt = (r: string[]) => r.map((c, i) => (right[i] ? (c ?? '').padStart(widths[i] ?? 0) : (c ?? '').padEnd(widths[i] ?? 0))).join('  ');
  return [fmt(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(fmt)].join('\n');
}

const n = (v: number | null | undefined, digits = 0) =>
  v === null || v === undefined ? '—' : v.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const ms = (v: number | null | undefined) => (v === null || v === undefined ? '—' : `${n(v)} ms`);

export function printOrders(o: OrderLatency, profile?: ProfileSummary): string {
  const out: string[] = [];
  out.push(`\nOrder creation (autocannon, ${o.connections} clients, ${o.warmupS} s warm-up + ${o.durationS} s; campaigns: ${o.campaigns.length})`);
  const ok = o.errors + o.timeouts + o.non2xx === 0;
  out.push(
    table(
      ['target', 'req/s', 'mean', 'p50', 'p97.5', 'p99', 'max', 'responses'],
      [
        [
          o.name,
          n(o.reqPerSec),
          `${n(o.meanMs, 1)} ms`,
          `${n(o.p50Ms, 1)} ms`,
          `${n(o.p97_5Ms, 1)} ms`,
          `${n(o.p99Ms, 1)} ms`,
          `${n(o.maxMs, 1)} ms`,
          ok ? 'ok' : `${o.errors} err / ${o.timeouts} timeouts / ${o.non2xx} non-2xx ${JSON.stringify(o.statusCodes)}`,
        ],
      ],
      [false, true, true, true, true, true, true, false],
    ),
  );
  const cpu = [
    o.serverCpuMsPerOrder !== null ? `server ${n(o.serverCpuMsPerOrder, 2)} ms` : '',
    o.postgresCpuMsPerOrder !== null ? `PostgreSQL ${n(o.postgresCpuMsPerOrder, 2)} ms` : '',
    o.loadGeneratorCpuMsPerOrder != null ? `load generator ${n(o.loadGeneratorCpuMsPerOrder, 2)} ms` : '',
  ].filter(Boolean);
  if (cpu.length) out.push(`  CPU per order: ${cpu.join(', ')}`);
  out.push(`  load average (1 min) ${n(o.loadAverage1m.before, 1)} before the run, ${n(o.loadAverage1m.after, 1)} after`);
  const one = o.singleClient;
  if (one) {
    out.push(
      `  one client alone (${one.durationS} s, for information): ${n(one.reqPerSec)} req/s, p50 ${n(one.p50Ms, 1)} ms, p99 ${n(one.p99Ms, 1)} ms, max ${n(one.maxMs, 1)} ms${one.non2xx + one.errors ? ` (${one.non2xx} non-2xx, ${one.errors} errors)` : ''}`,
    );
  }
  out.push(
    `  orders in the database: ${n(o.ordersInDatabase)}; 201 answers counted, warm-up included: ${n(o.created201Total)} (requests in flight when a run ends are not counted)`,
  );
  for (const e of o.errorSamples) out.push(`  error: ${e}`);
  if (profile) out.push(printProfile('the server', profile));
  return out.join('\n');
}

/** Where a profiled server's CPU went during a measured run. */
export function printProfile(what: string, profile: ProfileSummary): string {
  const out = [
    `\n  CPU profile of ${what}${profile.windowed ? ' during the measured run' : ' (whole process)'}: ${n(profile.sampledMs)} ms sampled, idle ${n(profile.idlePct, 1)} %; busy time by package:`,
  ];
  for (const p of profile.byPackage) out.push(`    ${n(p.pct, 1).padStart(5)} %  ${p.name}`);
  out.push('  busiest functions (self time):');
  for (const p of profile.byFunction) out.push(`    ${n(p.pct, 1).padStart(5)} %  ${p.name}`);
  out.push(`  profile: ${profile.file}`);
  return out.join('\n');
}

/** One autocannon run as a table row: name, req/s, p50, p99, bytes, and whether every answer was fine. */
function loadRow(x: LoadResult): string[] {
  return [
    x.name,
    n(x.reqPerSec),
    `${n(x.p50Ms, 1)} ms`,
    `${n(x.p99Ms, 1)} ms`,
    n(x.bytesPerRequest),
    x.errors + x.timeouts + x.non2xx > 0 ? `${x.errors} err / ${x.timeouts} timeouts / ${x.non2xx} non-2xx` : 'ok',
  ];
}

export function printViral(v: ViralDay): string {
  const rows = [v.cacheHit, v.shareStorm, v.signedIn, v.bareHtml, v.campaignNoCache, v.homeNoCache].map(loadRow);
  return [
    `\nA viral day: /campaigns/${v.slug}, production mode on PostgreSQL, one process (autocannon)`,
    table(['traffic', 'req/s', 'p50', 'p99', 'bytes/req', 'responses'], rows, [false, true, true, true, true, false]),
    `  share-click storm vs bare: ${n(v.stormVsBarePct ?? 0, 1)} %; cache hit vs bare: ${n(v.cacheHitVsBarePct ?? 0, 1)} %`,
    `  server CPU per render (cache off): campaign page ${v.renderCpuMs.campaign ?? '—'} ms, home ${v.renderCpuMs.home ?? '—'} ms`,
    ...(v.renderProfile ? [printProfile('campaign page renders (cache off)', v.renderProfile)] : []),
  ].join('\n');
}

export function printReport(r: {
  firstLoadJs?: FirstLoadJs;
  firstLoadJsCampaign?: FirstLoadJs;
  lighthouse?: LighthouseRun;
  throughput?: Throughput;
  orders?: OrderLatency;
  ordersProfile?: ProfileSummary;
  crash?: CrashResult;
  viral?: ViralDay;
  targets: TargetCheck[];
  errors: Record<string, string>;
}): void {
  const out: string[] = [];
  for (const [fl, note] of [
    [r.firstLoadJs, ''],
    [r.firstLoadJsCampaign, ' (for information, no target)'],
  ] as const) {
    if (!fl) continue;
    out.push(`\nFirst-load JS of ${fl.url}${note}: ${n(fl.totalGzipKB, 1)} KB gzip (${n(fl.totalRawBytes / 1024, 1)} KB raw, ${fl.files.length} files)`);
    out.push(
      table(
        ['file', 'from', 'raw KB', 'gzip KB'],
        fl.files.map((f) => [f.name, f.source, n(f.rawBytes / 1024, 1), n(f.gzipBytes / 1024, 1)]),
        [false, false, true, true],
      ),
    );
    for (const s of fl.skippedInline) out.push(`  (not counted: inline <script type="${s.type}"> of ${n(s.rawBytes / 1024, 1)} KB)`);
  }
  if (r.lighthouse) {
    out.push(`\nLighthouse ${r.lighthouse.lighthouseVersion ?? ''} (mobile, simulated throttling)`);
    out.push(
      table(
        ['page', 'perf', 'a11y', 'best-pr', 'seo', 'FCP', 'LCP', 'TBT', 'CLS'],
        r.lighthouse.pages.map((p) => [
          p.name,
          n(p.scores.performance),
          n(p.scores.accessibility),
          n(p.scores['best-practices']),
          n(p.scores.seo),
          ms(p.metrics.fcpMs),
          ms(p.metrics.lcpMs),
          ms(p.metrics.tbtMs),
          n(p.metrics.cls, 3),
        ]),
        [false, true, true, true, true, true, true, true, true],
      ),
    );
    for (const p of r.lighthouse.pages) {
      if (p.runtimeError) out.push(`  ${p.name}: RUNTIME ERROR ${p.runtimeError}`);
      for (const w of p.runWarnings) out.push(`  ${p.name}: warning: ${w}`);
      for (const [cat, audits] of Object.entries(p.failing)) {
        if (!audits?.length) continue;
        out.push(`  ${p.name} / ${cat} (${p.scores[cat as keyof typeof p.scores]}): failing audits`);
        for (const a of audits) out.push(`    - ${a.id}: ${a.title}${a.displayValue ? ` [${a.displayValue}]` : ''} (score ${a.score}, weight ${a.weight})`);
      }
    }
  }
  const tp = r.throughput;
  if (tp) {
    const rows = [tp.apiHomeCampaigns, tp.bareJson, tp.campaignPage, tp.bareHtml].filter((x): x is LoadResult => !!x).map(loadRow);
    out.push('\nThroughput (autocannon)');
    out.push(table(['target', 'req/s', 'p50', 'p99', 'bytes/req', 'responses'], rows, [false, true, true, true, true, false]));
  }
  if (r.viral) out.push(printViral(r.viral));
  if (r.orders) out.push(printOrders(r.orders, r.ordersProfile));
  if (r.crash) out.push(formatCrash(r.crash));

  out.push('\nTargets');
  out.push(
    table(
      ['check', 'value', 'target', 'result'],
      r.targets.map((t) => [
        t.label,
        t.value === null ? '—' : `${n(t.value, t.unit === '' ? 0 : 1)}${t.unit ? ` ${t.unit}` : ''}`,
        `${t.op === '>=' ? '≥' : '≤'} ${t.target}${t.unit ? ` ${t.unit}` : ''}`,
        t.pass === null ? 'NOT MEASURED' : t.pass ? 'pass' : 'MISSED',
      ]),
      [false, true, true, false],
    ),
  );
  const missed = r.targets.filter((t) => t.pass === false).length;
  const unmeasured = r.targets.filter((t) => t.pass === null).length;
  out.push(
    `\n${missed === 0 && unmeasured === 0 ? 'All targets met.' : `${missed ? `MISSED ${missed} of ${r.targets.length} targets.` : ''}${unmeasured ? ` ${unmeasured} not measured.` : ''}`.trim()}`,
  );
  for (const [step, msg] of Object.entries(r.errors)) out.push(`ERROR in ${step}: ${msg}`);
  console.log(out.join('\n'));
}
