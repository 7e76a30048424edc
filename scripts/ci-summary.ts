// Sums the JSON reports of every test run into the one line CI is judged by, and fails when
// any test or any step (lint, type check, build) failed.
import { existsSync, readFileSync } from 'node:fs';

const failedSteps = process.argv.slice(2);
let passed = 0;
let failed = 0;
const lines: string[] = [];

for (const [label, file] of [
  ['unit + integration (PGlite)', 'reports/vitest-pglite.json'],
  ['integration (PostgreSQL)', 'reports/vitest-postgres.json'],
  ['cluster (nginx, two app processes)', 'reports/vitest-cluster.json'],
] as const) {
  if (!existsSync(file)) continue;
  const r = JSON.parse(readFileSync(file, 'utf8')) as { numPassedTests: number; numFailedTests: number };
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  lines.push(`${label}: ${r.numPassedTests} passed, ${r.numFailedTests} failed`);
}

if (existsSync('reports/e2e.json')) {
  const r = JSON.parse(readFileSync('reports/e2e.json', 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number } };
  passed += r.stats.expected + r.stats.flaky;
  failed += r.stats.unexpected;
  lines.push(`e2e (Chromium): ${r.stats.expected + r.stats.flaky} passed, ${r.stats.unexpected} failed`);
}

// A run that left no report did not run (or its report went astray): that is a failure too.
for (const required of ['reports/vitest-pglite.json', 'reports/e2e.json']) {
  if (!existsSync(required)) {
    failedSteps.push(`missing ${required}`);
  }
}

for (const l of lines) console.log(l);
if (failedSteps.length) console.log(`failed steps: ${failedSteps.join(', ')}`);
if (passed + failed === 0) failed += 1;
// A failed step with no failing test still fails the run: count it.
const total = failed + (failedSteps.length && failed === 0 ? failedSteps.length : 0);
console.log(`${passed} passed, ${total} failed`);
process.exit(total > 0 ? 1 : 0);
