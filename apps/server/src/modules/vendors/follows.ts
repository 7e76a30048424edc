// Buyers following a shop (issue 24): vendor_follows and the vendors.followers count move in one
// transaction, so the count is always the rows. Following twice or unfollowing what one never
// followed changes nothing (idempotent); only an approved shop can gain a follower.
import { AppError, shopText } from '@sahyog/core';
import { type Db, schema as s } from '@sahyog/db';
import { and, eq, sql } from 'drizzle-orm';

export function vendorFollows(db: Db) {
  const approved = async (tx: Pick<Db, 'select'>, slug: string) => {
    const [v] = await tx
      .select({ id: s.vendors.id, followers: s.vendors.followers })
      .from(s.vendors)
      .where(and(eq(s.vendors.slug, slug), eq(s.vendors.status, 'approved')));
    return v;
  };

  async function follow(userId: number, slug: string): Promise<{ following: boolean; followers: number }> {
    return db.transaction(async (tx) => {
      const v = await approved(tx, slug);
      if (!v) throw AppError.notFound(shopText.vendorNotFound);
      const added = await tx.insert(s.vendorFollows).values({ vendorId: v.id, userId }).onConflictDoNothing().returning({ userId: s.vendorFollows.userId });
      if (!added.length) return { following: true, followers: v.followers };
      const [row] = await tx
        .update(s.vendors)
        .set({ followers: sql`${s.vendors.followers} + 1` })
        .where(eq(s.vendors.id, v.id))
        .returning({ followers: s.vendors.followers });
      return { following: true, followers: row?.followers ?? v.followers + 1 };
    });
  }

  /** Unfollowing works whatever the shop's state now (a suspended shop's followers may leave). */
  async function unfollow(userId: number, slug: string): Promise<{ following: boolean; followers: number }> {
    return db.transaction(async (tx) => {
      const [v] = await tx.select({ id: s.vendors.id, followers: s.vendors.followers }).from(s.vendors).where(eq(s.vendors.slug, slug));
      if (!v) throw AppError.notFound(shopText.vendorNotFound);
      const gone = await tx
        .delete(s.vendorFollows)
        .where(and(eq(s.vendorFollows.vendorId, v.id), eq(s.vendorFollows.userId, userId)))
        .returning({ userId: s.vendorFollows.userId });
      if (!gone.length) return { following: false, followers: v.followers };
      const [row] = await tx
        .update(s.vendors)
        .set({ followers: sql`greatest(${s.vendors.followers} - 1, 0)` })
        .where(eq(s.vendors.id, v.id))
        .returning({ followers: s.vendors.followers });
      return { following: false, followers: row?.followers ?? 0 };
    });
  }

  async function follows(userId: number, vendorId: number): Promise<boolean> {
    const [row] = await db
      .select({ userId: s.vendorFollows.userId })
      .from(s.vendorFollows)
      .where(and(eq(s.vendorFollows.vendorId, vendorId), eq(s.vendorFollows.userId, userId)));
    return row !== undefined;
  }

  return { follow, unfollow, follows };
}

export type VendorFollows = ReturnType<typeof vendorFollows>;
