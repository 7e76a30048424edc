// The about page's community figures (issue 41): open accounts by country and city, never a
// place under PLACE_GROUP_MIN (packages/core groupPlaceCounts decides that). The figures are
// public and change slowly, so one count serves every visitor for a few minutes; an account
// made or closed shows when it runs out.
import { groupPlaceCounts, type PlaceCounts } from '@sahyog/core';
import { type Db, schema as s } from '@sahyog/db';
import { isNull, sql } from 'drizzle-orm';
import { countsCache } from '../../platform/ttl-cache.ts';

export const PLACE_COUNTS_TTL_MS = 5 * 60_000;

const placesCache = countsCache<PlaceCounts>(PLACE_COUNTS_TTL_MS);

/** The cached figures for one app's database. */
export function placeCounts(db: Db): () => Promise<PlaceCounts> {
  const cached = placesCache.of(async () => {
    // Grouped by the stored spellings; folding case and spaces is the pure function's.
    const rows = await db
      .select({ country: s.users.country, city: s.users.city, people: sql<number>`count(*)::int` })
      .from(s.users)
      .where(isNull(s.users.disabledAt))
      .groupBy(s.users.country, s.users.city);
    return groupPlaceCounts(rows.map((r) => ({ country: r.country, city: r.city, people: Number(r.people) })));
  });
  return () => cached();
}
