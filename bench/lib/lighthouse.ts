// Lighthouse 13 through its Node API, default config (mobile form factor, simulated
// throttling), against Debian's Chromium launched by chrome-launcher.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/chromium.ts';
import { onCleanup } from './processes.ts';

export const CHROME_PATH = CHROMIUM_PATH;
export const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface FailingAudit {
  id: string;
  title: string;
  score: number | null;
  weight: number;
  displayValue?: string;
}

export interface LighthousePage {
  name: string;
  url: string;
  finalUrl?: string;
  scores: Record<Category, number | null>;
  metrics: { fcpMs: number | null; lcpMs: number | null; tbtMs: number | null; cls: number | null; speedIndexMs: number | null };
  /** Only for categories under 100. */
  failing: Partial<Record<Category, FailingAudit[]>>;
  runWarnings: string[];
  runtimeError?: string;
  benchmarkIndex?: number;
  /** Lighthouse runs it took (runs with a runtime error are repeated). */
  attempts?: number;
}

export interface LighthouseRun {
  lighthouseVersion?: string;
  userAgent?: string;
  pages: LighthousePage[];
}

const MAX_ATTEMPTS = 3;

// Audits whose score says pass/fail; informative, manual and not-applicable ones do not.
const SCORED_MODES = new Set(['binary', 'numeric', 'metricSavings']);

type Lhr = {
  lighthouseVersion: string;
  finalDisplayedUrl?: string;
  runWarnings?: string[];
  runtimeError?: { code: string; message: string };
  environment?: { benchmarkIndex?: number; networkUserAgent?: string; hostUserAgent?: string };
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { id: string; title: string; score: number | null; scoreDisplayMode: string; displayValue?: string; numericValue?: number }>;
};

function summarise(name: string, url: string, lhr: Lhr): LighthousePage {
  const num = (id: string) => {
    const v = lhr.audits[id]?.numericValue;
    return typeof v === 'number' ? Math.round(v * 1000) / 1000 : null;
  };
  const scores = {} as Record<Category, number | null>;
  const failing: LighthousePage['failing'] = {};
  for (const cat of CATEGORIES) {
    const c = lhr.categories[cat];
    const score = c?.score == null ? null : Math.round(c.score * 100);
    scores[cat] = score;
    if (!c || score === 100) continue;
    const list: FailingAudit[] = [];
    for (const ref of c.auditRefs) {
      const a = lhr.audits[ref.id];
      if (!a || a.score === null || a.score >= 1 || !SCORED_MODES.has(a.scoreDisplayMode)) continue;
      list.push({ id: a.id, title: a.title, score: a.score, weight: ref.weight, ...(a.displayValue ? { displayValue: a.displayValue } : {}) });
    }
    list.sort((x, y) => y.weight - x.weight || (x.score ?? 0) - (y.score ?? 0));
    failing[cat] = list;
  }
  return {
    name,
    url,
    finalUrl: lhr.finalDisplayedUrl,
    scores,
    metrics: {
      fcpMs: num('first-contentful-paint'),
      lcpMs: num('largest-contentful-paint'),
      tbtMs: num('total-blocking-time'),
      cls: num('cumulative-layout-shift'),
      speedIndexMs: num('speed-index'),
    },
    failing,
    runWarnings: lhr.runWarnings ?? [],
    ...(lhr.runtimeError ? { runtimeError: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
    benchmarkIndex: lhr.environment?.benchmarkIndex,
  };
}

/** Runs Lighthouse on each page in turn with one Chromium, which is always closed. */
export async function runLighthouse(
  pages: { name: string; url: string }[],
  onRetry?: (page: string, reason: string, attempt: number) => void,
): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    handleSIGINT: false, // bench/run.ts handles signals and closes Chromium itself
    logLevel: 'silent',
  });
  const unregister = onCleanup(() => chrome.kill());
  const run: LighthouseRun = { pages: [] };
  try {
    for (const page of pages) {
      // A busy machine sometimes spoils the trace (NO_NAVSTART, NO_FCP…): try again, up to 3 times.
      let summary: LighthousePage | undefined;
      for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
        const result = await lighthouse(page.url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${page.url}`);
        const lhr = result.lhr as unknown as Lhr;
        run.lighthouseVersion = lhr.lighthouseVersion;
        run.userAgent = lhr.environment?.hostUserAgent;
        summary = { ...summarise(page.name, page.url, lhr), attempts: attempt };
        if (!summary.runtimeError && CATEGORIES.every((c) => summary?.scores[c] !== null)) break;
        onRetry?.(page.name, summary.runtimeError ?? 'a category has no score', attempt);
      }
      if (summary) run.pages.push(summary);
    }
  } finally {
    unregister();
    await chrome.kill();
  }
  return run;
}
