// The CI summary's slowest files and journeys: what a reader of a run's log sees.
import { describe, expect, it } from 'vitest';
import { formatTimed, slowestFiles, slowestJourneys } from './slowest.ts';

describe('slowest test files', () => {
  const report = (files: [string, number, number][]) => ({ testResults: files.map(([name, startTime, endTime]) => ({ name, startTime, endTime })) });

  it('ranks files from every report by their wall time, relative to the checkout, slowest first', () => {
    const rows = slowestFiles(
      [
        {
          label: 'PGlite',
          report: report([
            ['/repo/tests/integration/a.test.ts', 1_000, 4_000],
            ['/repo/tests/integration/b.test.ts', 0, 9_500],
          ]),
        },
        { label: 'PostgreSQL', report: report([['/repo/tests/integration/a.test.ts', 100, 5_100]]) },
      ],
      '/repo',
      15,
    );
    expect(rows).toEqual([
      { name: 'tests/integration/b.test.ts (PGlite)', ms: 9_500 },
      { name: 'tests/integration/a.test.ts (PostgreSQL)', ms: 5_000 },
      { name: 'tests/integration/a.test.ts (PGlite)', ms: 3_000 },
    ]);
  });

  it('keeps the 15 slowest of 16 and drops the fastest', () => {
    const files = Array.from({ length: 16 }, (_, i) => [`/r/f${i}.test.ts`, 0, (i + 1) * 1000] as [string, number, number]);
    const rows = slowestFiles([{ label: 'PGlite', report: report(files) }], '/r', 15);
    expect(rows).toHaveLength(15);
    expect(rows[0]).toEqual({ name: 'f15.test.ts (PGlite)', ms: 16_000 });
    expect(rows[14]).toEqual({ name: 'f1.test.ts (PGlite)', ms: 2_000 });
    expect(rows.map((r) => r.name)).not.toContain('f0.test.ts (PGlite)');
  });

  it('skips a file that never started (no times in the report)', () => {
    expect(slowestFiles([{ label: 'PGlite', report: { testResults: [{ name: '/r/x.test.ts' }] } }], '/r', 15)).toEqual([]);
  });
});

describe('slowest journeys', () => {
  it('names each journey by file, width and describe path, adding up its retries', () => {
    const suites = [
      {
        title: 'shop.spec.ts',
        file: 'shop.spec.ts',
        specs: [
          {
            title: 'a buyer finds a product',
            tests: [
              { projectName: 'mobile', results: [{ duration: 20_000 }, { duration: 12_000 }] },
              { projectName: 'desktop', results: [{ duration: 31_000 }] },
            ],
          },
        ],
        suites: [
          { title: 'selling', specs: [{ title: 'a seller lists', file: 'shop.spec.ts', tests: [{ projectName: 'mobile', results: [{ duration: 1_500 }] }] }] },
        ],
      },
    ];
    expect(slowestJourneys(suites, 2)).toEqual([
      { name: 'shop.spec.ts [mobile] > a buyer finds a product', ms: 32_000 },
      { name: 'shop.spec.ts [desktop] > a buyer finds a product', ms: 31_000 },
    ]);
    expect(slowestJourneys(suites, 15)[2]).toEqual({ name: 'shop.spec.ts [mobile] > selling > a seller lists', ms: 1_500 });
  });
});

describe('the printed lines', () => {
  it('shows seconds with one decimal under a heading, and nothing when there is nothing', () => {
    expect(
      formatTimed('slowest journeys:', [
        { name: 'a', ms: 12_345 },
        { name: 'b', ms: 950 },
      ]),
    ).toEqual(['slowest journeys:', '     12.3 s  a', '      0.9 s  b']);
    expect(formatTimed('slowest journeys:', [])).toEqual([]);
  });
});
