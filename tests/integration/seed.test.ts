// Seeding a database that already has data does nothing.
import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { schema as s, seedDemo } from '@sahyog/db';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { diskStorage } from '../../apps/server/src/platform/storage.ts';
import { getDb } from '../support/db.ts';

const TABLES = {
  categories: s.categories,
  campaigns: s.campaigns,
  campaignProducts: s.campaignProducts,
  campaignUpdates: s.campaignUpdates,
  donations: s.donations,
  blogs: s.blogs,
  sliders: s.sliders,
  pages: s.pages,
  teamMembers: s.teamMembers,
  testimonials: s.testimonials,
  featuredLogos: s.featuredLogos,
  siteSettings: s.siteSettings,
};

async function counts(): Promise<Record<string, number>> {
  const db = await getDb();
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries(TABLES)) {
    const [row] = await db.select({ n: count() }).from(table);
    out[name] = row?.n ?? 0;
  }
  return out;
}

describe('seedDemo', () => {
  it('returns { seeded: false } on a seeded database and changes nothing', async () => {
    const db = await getDb();
    const before = await counts();
    expect(before.categories).toBe(12);
    expect(before.donations).toBeGreaterThan(0);

    const dir = await mkdtemp(join(tmpdir(), 'sahyog-reseed-'));
    let writes = 0;
    const disk = diskStorage(dir);
    const files = {
      write: (path: string, content: string) => {
        writes += 1;
        return disk.write(path, content);
      },
    };

    expect(await seedDemo(db, files)).toEqual({ seeded: false });
    expect(await seedDemo(db, files)).toEqual({ seeded: false });
    expect(await counts()).toEqual(before);
    expect(writes).toBe(0);
    expect(await readdir(dir)).toEqual([]);
  });
});
