// Lighthouse (mobile) on the campaign page and the checkout, several runs each, with the
// median and what explains LCP: the LCP element and its phases, the critical request chain,
// render-blocking requests and main-thread work. For working on one page's load; the full
// bench (run.ts) is for the record.
//   npm run build && npx node bench/lcp.ts [--runs=3] [--pages=campaign,checkout,home] [--out=DIR]
// --out keeps every Lighthouse JSON report in DIR (default: none kept).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROME_FLAGS, CHROME_PATH } from './lib/lighthouse.ts';
import { freePort, installSignalHandlers, onCleanup, startProcess, stopAll, stopProcess, waitForOk } from './lib/processes.ts';

const rootDir = dirname(dirname(fileURLToPath(import.meta.url)));
const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const runs = Number(arg('runs') ?? 3);
const wanted = (arg('pages') ?? 'campaign,checkout').split(',');
const outDir = arg('out');
const log = (msg: string) => console.error(`[lcp] ${msg}`);

type Audit = { score: number | null; numericValue?: number; displayValue?: string; details?: Record<string, unknown> };
type Lhr = { categories: Record<string, { score: number | null }>; audits: Record<string, Audit>; runtimeError?: { code: string } };

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? Number.NaN;
};

function explain(lhr: Lhr): string[] {
  const lines: string[] = [];
  const a = lhr.audits;
  // Lighthouse 13: the LCP element and its subparts (TTFB, load delay, load time, render delay).
  type Breakdown = { items?: ({ type: 'table'; items: { label: string; duration: number }[] } | { type: 'node'; snippet?: string })[] };
  const bd = a['lcp-breakdown-insight']?.details as Breakdown | undefined;
  for (const item of bd?.items ?? []) {
    if (item.type === 'node' && item.snippet) lines.push(`  LCP element: ${item.snippet.slice(0, 160)}`);
    if (item.type === 'table') lines.push(`  LCP subparts (observed): ${item.items.map((p) => `${p.label} ${Math.round(p.duration)}`).join(', ')}`);
  }
  const rb = a['render-blocking-insight']?.details as { items?: { url: string; wastedMs?: number; totalBytes?: number }[] } | undefined;
  if (rb?.items?.length)
    lines.push(
      `  render-blocking: ${rb.items.map((i) => `${i.url.replace(/^https?:\/\/[^/]+/, '')}${i.wastedMs ? ` (${Math.round(i.wastedMs)} ms)` : ''}`).join(', ')}`,
    );
  const boot = a['bootup-time']?.details as { items?: { url: string; total: number; scripting: number }[] } | undefined;
  if (boot?.items?.length)
    lines.push(
      `  bootup: ${boot.items.map((i) => `${i.url.replace(/^https?:\/\/[^/]+/, '')} ${Math.round(i.total)}/${Math.round(i.scripting)} ms`).join(', ')}`,
    );
  const mt = a['mainthread-work-breakdown']?.details as { items?: { groupLabel: string; duration: number }[] } | undefined;
  if (mt?.items?.length) lines.push(`  main thread: ${mt.items.map((i) => `${i.groupLabel} ${Math.round(i.duration)}`).join(', ')}`);
  // The request chains: longest path, flattened.
  const chain = a['network-dependency-tree-insight']?.details as { items?: { type?: string; value?: { chains?: unknown } }[] } | undefined;
  type Node = { url: string; navStartToEndTime?: number; transferSize?: number; children?: Record<string, Node> | Node[]; isLongest?: boolean };
  const walk = (nodes: Record<string, Node> | Node[] | undefined, depth: number) => {
    for (const n of Object.values(nodes ?? {})) {
      lines.push(
        `  ${'  '.repeat(depth)}${n.url.replace(/^https?:\/\/[^/]+/, '')} ${Math.round(n.navStartToEndTime ?? 0)} ms ${Math.round((n.transferSize ?? 0) / 1024)} KB`,
      );
      walk(n.children, depth + 1);
    }
  };
  const chains = chain?.items?.find((i) => i.value && 'chains' in (i.value as object))?.value?.chains as Node[] | undefined;
  if (chains) {
    lines.push('  critical chain:');
    walk(chains, 1);
  }
  return lines;
}

async function main() {
  installSignalHandlers();
  const dataDir = mkdtempSync(join(tmpdir(), 'sahyog-lcp-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = startProcess('server', 'npm', ['run', 'serve', '--silent'], {
    cwd: rootDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      PUBLIC_URL: base,
      SEED_DEMO: 'always',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      SMS_GATEWAY_URL: 'http://127.0.0.1:9/sms',
    },
  });
  onCleanup(async () => {
    await stopProcess(server);
    rmSync(dataDir, { recursive: true, force: true });
  });
  await waitForOk(`${base}/readyz`, server, 180_000);
  const body = (await (await fetch(`${base}/api/v1/home-campaigns`)).json()) as { data: { slug: string }[] };
  const slug = body.data[0]?.slug;
  if (!slug) throw new Error('no campaign');
  // What the campaign page's Donate button sends with the first preset chosen.
  const all: Record<string, string> = {
    home: `${base}/`,
    campaign: `${base}/campaigns/${slug}`,
    checkout: `${base}/checkout?campaign=${slug}&amount=3000`,
    monthly: `${base}/monthly-donation`,
  };
  const pages = wanted.map((name) => ({ name, url: all[name] ?? `${base}${name}` }));
  if (outDir) mkdirSync(outDir, { recursive: true });
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, handleSIGINT: false, logLevel: 'silent' });
  onCleanup(() => chrome.kill());
  for (const page of pages) {
    const rows: { perf: number; lcp: number; fcp: number; tbt: number; si: number; a11y: number; bp: number; load: number }[] = [];
    let last: Lhr | undefined;
    for (let i = 0; i < runs; i++) {
      const load = loadavg()[0] ?? 0;
      const result = await lighthouse(page.url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
      });
      if (!result) throw new Error('no result');
      const lhr = result.lhr as unknown as Lhr;
      if (lhr.runtimeError) {
        log(`${page.name} run ${i + 1}: ${lhr.runtimeError.code}, again`);
        i--;
        continue;
      }
      if (outDir) writeFileSync(join(outDir, `${page.name}-${i + 1}.json`), result.report as string);
      const s = (c: string) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
      const n = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? 0);
      const row = {
        perf: s('performance'),
        lcp: n('largest-contentful-paint'),
        fcp: n('first-contentful-paint'),
        tbt: n('total-blocking-time'),
        si: n('speed-index'),
        a11y: s('accessibility'),
        bp: s('best-practices'),
        load,
      };
      rows.push(row);
      log(
        `${page.name} run ${i + 1}: perf ${row.perf} FCP ${row.fcp} LCP ${row.lcp} TBT ${row.tbt} SI ${row.si} a11y ${row.a11y} bp ${row.bp} (load ${load.toFixed(2)})`,
      );
      last = lhr;
    }
    const m = (k: keyof (typeof rows)[number]) => median(rows.map((r) => r[k]));
    console.log(
      `${page.name}: median perf ${m('perf')} FCP ${m('fcp')} LCP ${m('lcp')} TBT ${m('tbt')} SI ${m('si')} a11y ${m('a11y')} bp ${m('bp')}; load ${rows.map((r) => r.load.toFixed(2)).join('/')}`,
    );
    if (last) for (const line of explain(last)) console.log(line);
  }
  await stopAll();
}

main().then(
  () => process.exit(0),
  async (err) => {
    console.error(err);
    await stopAll();
    process.exit(1);
  },
);
