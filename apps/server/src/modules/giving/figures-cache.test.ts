// The dashboard's figures are computed again once the ledger has moved them on this process.
import { describe, expect, it } from 'vitest';
import { figuresCache, figuresMoved } from './figures-cache.ts';

describe('the dashboard figures cache', () => {
  it('is dropped when the ledger moves figures', async () => {
    let computed = 0;
    const cached = figuresCache(async () => ++computed);
    const first = await cached('2026-11-26');
    figuresMoved();
    expect(await cached('2026-11-26')).toBe(first + 1);
  });
});
