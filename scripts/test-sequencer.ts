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

/**
 * The recorded durations, keeping only what is a file's time: a file that is missing, is not JSON
 * or holds something else (a hand edit gone wrong) gives none, and the order falls back to
 * unknown-first, as if the file were new, never a failed run.
 */
export function parseDurations(text: string | undefined): Record<string, number> {
  try {
    const data: unknown = JSON.parse(text ?? '');
    if (!data || typeof data !== 'object' || Array.isArray(data)) return {};
    return Object.fromEntries(Object.entries(data).filter((e): e is [string, number] => typeof e[1] === 'number' && Number.isFinite(e[1]) && e[1] >= 0));
  } catch {
    return {};
  }
}

function recorded(): Record<string, number> {
  try {
    return parseDurations(readFileSync(RECORDED, 'utf8'));
  } catch {
    return {};
  }
}

/** What the order is made of, for one file. */
export type FileFacts = { project: string; failed: boolean; ms: number; id: string };

/**
 * Each project's files together, as Vitest orders them: a worker that went from an integration
 * file to a unit file and back opened its database again (a mixed order made npm test 50 s
 * slower). Inside a project, failed files first (as Vitest does), then the longest; a file with no
 * known time (ms Infinity) counts as the longest; ties by path, so the order is the same every run.
 */
export function longestFirst<T>(files: readonly T[], facts: (file: T) => FileFacts): T[] {
  const known = new Map(files.map((f) => [f, facts(f)] as const));
  return [...files].sort((x, y) => {
    const a = known.get(x) as FileFacts;
    const b = known.get(y) as FileFacts;
    if (a.project !== b.project) return a.project < b.project ? -1 : 1;
    if (a.failed !== b.failed) return a.failed ? -1 : 1;
    if (a.ms !== b.ms) return b.ms > a.ms ? 1 : -1;
    return a.id.localeCompare(b.id);
  });
}

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const durations = recorded();
    return longestFirst(files, (spec) => {
      const cached = this.ctx.cache.getTestSpecificationResult(spec);
      const id = path.relative(ROOT, spec.moduleId);
      return { project: spec.project.name, failed: !!cached?.failed, ms: cached?.duration ?? durations[id] ?? Number.POSITIVE_INFINITY, id };
    });
  }
}
