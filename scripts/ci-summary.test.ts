// The CI summary's last line is what a run is judged by: a journey that failed and then passed
// when Playwright ran it again (CI retries once, to record a trace) must still fail the run.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const SUMMARY = path.join(import.meta.dirname, 'ci-summary.ts');
let dir = '';

/** Runs scripts/ci-summary.ts in a checkout whose reports/ holds these two reports. */
function summarise(journeys: { title: string; status: 'expected' | 'unexpected' | 'flaky'; error?: string }[]) {
  dir = mkdtempSync(path.join(os.tmpdir(), 'ci-summary-'));
  mkdirSync(path.join(dir, 'reports'));
  writeFileSync(path.join(dir, 'reports/vitest-pglite.json'), JSON.stringify({ numPassedTests: 10, numFailedTests: 0, testResults: [] }));
  const count = (s: string) => journeys.filter((j) => j.status === s).length;
  const e2e = {
    stats: { expected: count('expected'), unexpected: count('unexpected'), flaky: count('flaky') },
    suites: [
      {
        title: 'giving.spec.ts',
        file: 'giving.spec.ts',
        specs: journeys.map((j) => ({
          title: j.title,
          tests: [{ projectName: 'mobile', status: j.status, results: j.error ? [{ error: { message: j.error } }, {}] : [{}] }],
        })),
      },
    ],
  };
  writeFileSync(path.join(dir, 'reports/e2e.json'), JSON.stringify(e2e));
  const run = spawnSync(process.execPath, [SUMMARY], { cwd: dir, encoding: 'utf8' });
  const lines = run.stdout.trim().split('\n');
  return { status: run.status, last: lines.at(-1), out: run.stdout };
}

afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the CI summary', () => {
  it('passes a run whose journeys all passed the first time', () => {
    const r = summarise([
      { title: 'gives once', status: 'expected' },
      { title: 'gives monthly', status: 'expected' },
    ]);
    expect(r.last).toBe('12 passed, 0 failed');
    expect(r.status).toBe(0);
  });

  it('fails a run with a journey that passed only when run again, and names it', () => {
    const r = summarise([
      { title: 'gives once', status: 'expected' },
      { title: 'gives monthly', status: 'flaky', error: 'Timed out 10000ms waiting for "Thank you"\n  at giving.spec.ts:40' },
    ]);
    expect(r.last).toBe('11 passed, 1 failed');
    expect(r.status).toBe(1);
    expect(r.out).toContain('giving.spec.ts [mobile] > gives monthly (flaky: failed, then passed when run again): Timed out 10000ms waiting for "Thank you"');
    expect(r.out).toContain('e2e (Chromium): 1 passed, 1 failed (1 of them flaky)');
  });

  it('fails a run with a journey that failed both times', () => {
    const r = summarise([{ title: 'gives once', status: 'unexpected', error: 'expected 200, got 500' }]);
    expect(r.last).toBe('10 passed, 1 failed');
    expect(r.status).toBe(1);
    expect(r.out).toContain('giving.spec.ts [mobile] > gives once: expected 200, got 500');
  });
});
