// The order npm test runs its files in: the longest first, so that no long file starts last and
// runs alone while the other worker sits idle (decision 0062, 7).
//
// Vitest does this by itself from its cache of the last run's durations, but CI starts from a
// fresh clone with no cache, and then it orders files by size: html-validate.test.ts (short, and
// 35 s on a busy machine) started last and ran alone for its last 28 s. Without a cached duration a
// file's time is taken from scripts/test-durations.json (a run's times, written by
// `npm run test:durations` after `npm test -- --reporter=json --outputFile.json=reports/vitest-pglite.json`).
// A file in neither runs first, as Vitest runs unknown files first: it is likely new and being worked on.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const ROOT = path.resolve(import.meta.dirname, '..');
const RECORDED = path.join(import.meta.dirname, 'test-durations.json');

function recorded(): Record<string, number> {
  try {
    return JSON.parse(readFileSync(RECORDED, 'utf8')) as Record<string, number>;
  } catch {
    return {};
  }
}

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const durations = recorded();
    const cached = (spec: TestSpecification) => this.ctx.cache.getTestSpecificationResult(spec);
    const ms = (spec: TestSpecification): number => cached(spec)?.duration ?? durations[path.relative(ROOT, spec.moduleId)] ?? Number.POSITIVE_INFINITY;
    // Each project's files together, as Vitest orders them: a worker that went from an
    // integration file to a unit file and back opened its database again (a mixed order made
    // npm test 50 s slower). Inside a project, failed files first (as Vitest does), then the longest.
    const failed = (spec: TestSpecification) => (cached(spec)?.failed ? 1 : 0);
    return [...files].sort((a, b) => {
      if (a.project.name !== b.project.name) return a.project.name < b.project.name ? -1 : 1;
      if (failed(a) !== failed(b)) return failed(b) - failed(a);
      const [ma, mb] = [ms(a), ms(b)];
      if (ma === mb) return a.moduleId.localeCompare(b.moduleId);
      return mb > ma ? 1 : -1;
    });
  }
}
