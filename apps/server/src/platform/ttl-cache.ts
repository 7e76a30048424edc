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
