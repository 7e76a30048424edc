// Sums the JSON reports of every test run into the one line CI is judged by, and fails when
// any test or any step (lint, type check, build) failed.
import { existsSync, readFileSync } from 'node:fs';
import { formatTimed, type PwSuite, slowestFiles, slowestJourneys, type VitestFileTimes } from './slowest.ts';

const failedSteps = process.argv.slice(2);
let passed = 0;
let failed = 0;
const lines: string[] = [];
// The names of failing tests and the first line of each reason, so a red run says what broke
// without the whole log (CI keeps only the log's tail).
const failures: string[] = [];
const firstLine = (text: string | undefined) =>
  (text ?? '')
    .split('\n')
    .find((l) => l.trim())
    ?.trim()
    .slice(0, 300) ?? '';

type VitestReport = {
  numPassedTests: number;
  numFailedTests: number;
  testResults?: {
    name: string;
    startTime?: number;
    endTime?: number;
    message?: string;
    assertionResults?: { status: string; fullName: string; failureMessages?: string[] }[];
  }[];
};

const timedReports: { label: string; report: VitestFileTimes }[] = [];
let journeySuites: PwSuite[] = [];
for (const [label, file, engine] of [
  ['unit + integration (PGlite)', 'reports/vitest-pglite.json', 'PGlite'],
  ['integration (PostgreSQL)', 'reports/vitest-postgres.json', 'PostgreSQL'],
  ['cluster (nginx, two app processes)', 'reports/vitest-cluster.json', 'cluster'],
] as const) {
  if (!existsSync(file)) continue;
  const r = JSON.parse(readFileSync(file, 'utf8')) as VitestReport;
  timedReports.push({ label: engine, report: r });
  for (const f of r.testResults ?? []) {
    const where = f.name.replace(`${process.cwd()}/`, '');
    const failedTests = (f.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const a of failedTests) failures.push(`${where} > ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`);
    // A file that failed outside any test (a hook, an import) has no failed test to name.
    if (!failedTests.length && f.message) failures.push(`${where}: ${firstLine(f.message)}`);
  }
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  lines.push(`${label}: ${r.numPassedTests} passed, ${r.numFailedTests} failed`);
}

if (existsSync('reports/e2e.json')) {
  type Spec = { title: string; file?: string; tests: { projectName: string; status: string; results: { error?: { message?: string } }[] }[] };
  type Suite = { title: string; file?: string; specs?: Spec[]; suites?: Suite[] };
  const r = JSON.parse(readFileSync('reports/e2e.json', 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number };
    suites?: Suite[];
  };
  const walk = (suite: Suite, file: string) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests) {
        if (t.status !== 'unexpected' && t.status !== 'flaky') continue;
        const error = t.results.find((res) => res.error)?.error?.message;
        const flaky = t.status === 'flaky' ? ' (flaky: failed, then passed when run again)' : '';
        failures.push(`${spec.file ?? file} [${t.projectName}] > ${spec.title}${flaky}: ${firstLine(error)}`);
      }
    }
    for (const s of suite.suites ?? []) walk(s, suite.file ?? file);
  };
  for (const s of r.suites ?? []) walk(s, s.file ?? s.title);
  journeySuites = (r.suites ?? []) as PwSuite[];
  // A journey that passed only when run again (playwright.config.ts retries it in CI, to record
  // its trace) is flaky, and counted failed: a retry must not hide it.
  passed += r.stats.expected;
  failed += r.stats.unexpected + r.stats.flaky;
  const flaky = r.stats.flaky ? ` (${r.stats.flaky} of them flaky)` : '';
  lines.push(`e2e (Chromium): ${r.stats.expected} passed, ${r.stats.unexpected + r.stats.flaky} failed${flaky}`);
}

// A run that left no report did not run (or its report went astray): that is a failure too.
for (const required of ['reports/vitest-pglite.json', 'reports/e2e.json']) {
  if (!existsSync(required)) {
    failedSteps.push(`missing ${required}`);
  }
}

// The slowest, every run: growth is seen when it happens (docs/decisions/0062).
for (const line of [
  ...formatTimed('slowest test files:', slowestFiles(timedReports, process.cwd(), 15)),
  ...formatTimed('slowest journeys:', slowestJourneys(journeySuites, 15)),
])
  console.log(line);

if (failures.length) {
  console.log('failing tests:');
  // biome-ignore lint/suspicious/noControlCharactersInRegex: strips the colour codes of reporters
  for (const f of failures) console.log(`  ${f.replace(/\u001b\[[0-9;]*m/g, '')}`);
}
for (const l of lines) console.log(l);
if (failedSteps.length) console.log(`failed steps: ${failedSteps.join(', ')}`);
if (passed + failed === 0) failed += 1;
// A failed step with no failing test still fails the run: count it.
const total = failed + (failedSteps.length && failed === 0 ? failedSteps.length : 0);
console.log(`${passed} passed, ${total} failed`);
process.exit(total > 0 ? 1 : 0);
