// The dashboard's figures cache (figures-cache.ts), on a clock the test moves: one computation
// serves loads until the time to live passes or the ledger moves.
import { describe, expect, it } from 'vitest';
import { FIGURES_TTL_MS, figuresCache, figuresMoved } from './figures-cache.ts';

describe('the dashboard figures cache', () => {
  it('computes once for concurrent loads, again after its time to live or a change in the ledger', async () => {
    // Loads in the past of the real clock the ledger tells changes by.
    let now = Date.now() - 10 * FIGURES_TTL_MS;
    let computed = 0;
    const cached = figuresCache(
      async (day) => `${day}:${++computed}`,
      () => now,
    );
    const [a, b] = await Promise.all([cached('2026-11-26'), cached('2026-11-26')]);
    expect([a, b]).toEqual(['2026-11-26:1', '2026-11-26:1']);
    expect(await cached('2026-11-25')).toBe('2026-11-25:2');
    now += FIGURES_TTL_MS - 1;
    expect(await cached('2026-11-26')).toBe('2026-11-26:1');
    now += 1;
    expect(await cached('2026-11-26')).toBe('2026-11-26:3');
    figuresMoved();
    expect(await cached('2026-11-26')).toBe('2026-11-26:4');
  });
});
