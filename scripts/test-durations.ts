// Writes scripts/test-durations.json from a PGlite run's JSON report: each test file's wall
// time, which scripts/test-sequencer.ts uses to start the longest files first on a fresh clone.
//   npm test -- --reporter=default --reporter=json --outputFile.json=reports/vitest-pglite.json
//   npm run test:durations
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const report = JSON.parse(readFileSync(process.argv[2] ?? path.join(root, 'reports/vitest-pglite.json'), 'utf8')) as {
  testResults: { name: string; startTime: number; endTime: number }[];
};
const durations = Object.fromEntries(
  report.testResults
    .map((f) => [path.relative(root, f.name), Math.round((f.endTime - f.startTime) / 100) * 100] as const)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])),
);
writeFileSync(path.join(root, 'scripts/test-durations.json'), `${JSON.stringify(durations, null, 2)}\n`);
console.log(`${Object.keys(durations).length} files' durations written to scripts/test-durations.json`);
