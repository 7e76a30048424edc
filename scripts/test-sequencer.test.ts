// npm test's file order (scripts/test-sequencer.ts): what decides whether a long file starts
// early or runs alone at the end.
import { describe, expect, it } from 'vitest';
import { type FileFacts, longestFirst, parseDurations } from './test-sequencer.ts';

const f = (id: string, ms: number, project = 'integration', failed = false): FileFacts => ({ id, ms, project, failed });
const order = (files: FileFacts[]) => longestFirst(files, (x) => x).map((x) => x.id);

describe('the order of npm test’s files', () => {
  it('starts the longest first, a file of unknown time before them all', () => {
    expect(order([f('short', 400), f('new', Number.POSITIVE_INFINITY), f('html-validate', 35_600), f('middle', 9_700)])).toEqual([
      'new',
      'html-validate',
      'middle',
      'short',
    ]);
  });

  it('keeps each project’s files together, in the projects’ order, even when a later project’s file is longer', () => {
    expect(order([f('u-boundaries', 10_600, 'unit'), f('i-short', 100), f('i-long', 5_000), f('u-short', 100, 'unit')])).toEqual([
      'i-long',
      'i-short',
      'u-boundaries',
      'u-short',
    ]);
  });

  it('runs a file that failed last time first in its project, however short', () => {
    expect(order([f('long', 30_000), f('failed', 100, 'integration', true)])).toEqual(['failed', 'long']);
  });

  it('orders files of the same time by path, the same every run', () => {
    expect(order([f('b', 500), f('a', 500)])).toEqual(['a', 'b']);
    expect(order([f('a', 500), f('b', 500)])).toEqual(['a', 'b']);
  });
});

describe('the recorded durations', () => {
  it('reads each file’s time', () => {
    expect(parseDurations('{"tests/integration/a.test.ts": 1200, "scripts/b.test.ts": 0}')).toEqual({
      'tests/integration/a.test.ts': 1200,
      'scripts/b.test.ts': 0,
    });
  });

  it('gives nothing for a missing, empty, broken or non-object file, instead of failing the run', () => {
    for (const text of [undefined, '', '{"a.test.ts": 12', '[1, 2]', 'null', '"text"', '42']) expect(parseDurations(text), String(text)).toEqual({});
  });

  it('drops entries that are not a time: text, negative, infinite or missing numbers', () => {
    expect(parseDurations('{"ok.test.ts": 5, "text.test.ts": "5", "neg.test.ts": -1, "nul.test.ts": null, "big.test.ts": 1e999, "obj.test.ts": {}}')).toEqual({
      'ok.test.ts': 5,
    });
  });
});
