// A per-process cache of figures that are costly to compute at volume (issue 22; decision 0036):
// one computation serves concurrent loads, is kept for a short time, and is dropped when its
// owner says the data changed. Figures read within a moment of a change are not kept: changes
// are told inside their transaction, before the commit.
const SETTLE_MS = 250;

export function ttlCache<T>(compute: (key: string) => Promise<T>, opts: { ttlMs: number; changedAt: () => number; clock?: () => number }) {
  const clock = opts.clock ?? Date.now;
  const entries = new Map<string, { at: number; value: Promise<T> }>();
  return (key: string): Promise<T> => {
    const now = clock();
    const hit = entries.get(key);
    if (hit && hit.at > opts.changedAt() + SETTLE_MS && now - hit.at < opts.ttlMs) return hit.value;
    const value = compute(key);
    entries.set(key, { at: now, value });
    value.catch(() => entries.delete(key));
    // A few keys at most: the oldest goes first.
    if (entries.size > 16) entries.delete(entries.keys().next().value as string);
    return value;
  };
}

/** How long a console count is served again without a change on this process (decision 0044). */
export const COUNTS_TTL_MS = 30_000;

/**
 * A count the console shows on every load (how many accounts, messages by status, monthly
 * gifts started), kept per app and key for `COUNTS_TTL_MS`. `changed()` is told by the owner's
 * writes and drops it in every app of this process; another process's writes show within the
 * time to live.
 */
export function countsCache<T>(ttlMs = COUNTS_TTL_MS) {
  let changedAt = 0;
  return {
    /** The owner's data changed: the next read computes again. */
    changed(): void {
      changedAt = Date.now();
    },
    /** A cache for one app (one database): `compute` runs once for concurrent reads of a key. */
    of(compute: (key: string) => Promise<T>): (key?: string) => Promise<T> {
      const cached = ttlCache(compute, { ttlMs, changedAt: () => changedAt });
      return (key = '') => cached(key);
    },
  };
}
