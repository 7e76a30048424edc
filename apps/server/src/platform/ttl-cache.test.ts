// The per-process cache of costly figures (ttl-cache.ts), on a clock and a change time the test moves:
// one computation serves loads until the time to live passes or the owner tells a change.
import { describe, expect, it } from 'vitest';
import { countsCache, ttlCache } from './ttl-cache.ts';

describe('the figures cache', () => {
  it('computes once for concurrent loads, again after its time to live or a change', async () => {
    let now = 1_000_000;
    let changedAt = 0;
    let computed = 0;
    const cached = ttlCache(async (day) => `${day}:${++computed}`, { ttlMs: 30_000, changedAt: () => changedAt, clock: () => now });
    const [a, b] = await Promise.all([cached('2026-11-26'), cached('2026-11-26')]);
    expect([a, b]).toEqual(['2026-11-26:1', '2026-11-26:1']);
    expect(await cached('2026-11-25')).toBe('2026-11-25:2');
    now += 29_999;
    expect(await cached('2026-11-26')).toBe('2026-11-26:1');
    now += 1;
    expect(await cached('2026-11-26')).toBe('2026-11-26:3');
    // A change told: the next load computes again, and a load in the moment after it is not kept.
    changedAt = now;
    expect(await cached('2026-11-26')).toBe('2026-11-26:4');
    expect(await cached('2026-11-26')).toBe('2026-11-26:5');
    now += 1000;
    expect(await cached('2026-11-26')).toBe('2026-11-26:6');
    expect(await cached('2026-11-26')).toBe('2026-11-26:6');
  });
});

describe('a console count', () => {
  it('is kept per app, and a change told by the owner drops it in every app of the process', async () => {
    const counts = countsCache<number>();
    let a = 0;
    let b = 100;
    const appA = counts.of(async () => ++a);
    const appB = counts.of(async () => ++b);
    expect([await appA(), await appB()]).toEqual([1, 101]);
    expect([await appA(), await appB()]).toEqual([1, 101]);
    counts.changed();
    // Read at once after the change: computed again, and not kept until the change has settled.
    expect([await appA(), await appB()]).toEqual([2, 102]);
    await new Promise((r) => setTimeout(r, 300));
    expect([await appA(), await appB()]).toEqual([3, 103]);
    expect([await appA(), await appB()]).toEqual([3, 103]);
  });
});
