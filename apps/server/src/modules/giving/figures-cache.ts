// The dashboard's figures at volume (issue 22): summing a year of donations and counting
// distinct donors over every paid one took 1.4 s a load at a million donations. They are kept
// per process for a short time, and dropped on this process the moment the ledger moves a
// campaign's figures, so a gift taken here shows at once; a gift taken by another process
// shows within the time to live. Decision 0036 says why not a counters table.
import { ttlCache } from '../../platform/ttl-cache.ts';

/** How long figures computed without a change since are served again. */
export const FIGURES_TTL_MS = 30_000;

let movedAt = 0;

/** The ledger moved figures (a paid donation counted, or one refunded). */
export function figuresMoved(): void {
  movedAt = Date.now();
}

/** A cache of figures by key (the IST day asked about), computed once for concurrent loads. */
export function figuresCache<T>(compute: (key: string) => Promise<T>, clock: () => number = Date.now) {
  return ttlCache(compute, { ttlMs: FIGURES_TTL_MS, changedAt: () => movedAt, clock });
}
