// A signed-in donor's own data. Donations belong to a donor by email: the address was proven
// by the registration OTP or the reset link, which is how gifts made before signing up appear.
import { AppError, type Impact, type MyDonation, type ProfilePatch, type PublicUser } from '@sahyog/core';
import { type Db, schema as s } from '@sahyog/db';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { toPublicUser } from '../auth/service.ts';

export function accountsService(db: Db) {
  return {
    async profile(userId: number): Promise<PublicUser> {
      const [u] = await db.select().from(s.users).where(eq(s.users.id, userId)).limit(1);
      if (!u) throw AppError.notFound('Account not found');
      return toPublicUser(u);
    },

    async updateProfile(userId: number, patch: ProfilePatch): Promise<PublicUser> {
      const set = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
      // A new mobile number has not been proven: its verification goes with the old one.
      const phoneVerifiedAt =
        patch.phone === undefined ? {} : { phoneVerifiedAt: sql`case when ${s.users.phone} = ${patch.phone} then ${s.users.phoneVerifiedAt} end` };
      const [u] = await db
        .update(s.users)
        .set({ ...set, ...phoneVerifiedAt, updatedAt: new Date() })
        .where(eq(s.users.id, userId))
        .returning();
      if (!u) throw AppError.notFound('Account not found');
      return toPublicUser(u);
    },

    async donations(user: PublicUser): Promise<MyDonation[]> {
      const rows = await db
        .select({
          id: s.donations.id,
          reference: s.donations.reference,
          createdAt: s.donations.createdAt,
          amountPaise: s.donations.amountPaise,
          tipPaise: s.donations.tipPaise,
          urgentPaise: s.donations.urgentPaise,
          status: s.donations.status,
          campaignTitle: s.campaigns.title,
          campaignSlug: s.campaigns.slug,
          subscriptionId: s.donations.subscriptionId,
          receiptRequestedAt: s.donations.receiptRequestedAt,
        })
        .from(s.donations)
        .innerJoin(s.campaigns, eq(s.campaigns.id, s.donations.campaignId))
        .where(eq(s.donations.donorEmail, user.email))
        .orderBy(desc(s.donations.createdAt), desc(s.donations.id))
        .limit(500);
      return rows.map(({ receiptRequestedAt, ...r }) => ({
        ...r,
        createdAt: r.createdAt.toISOString(),
        kind: r.subscriptionId ? 'monthly' : 'once',
        receiptRequested: receiptRequestedAt !== null,
      }));
    },

    async impact(user: PublicUser): Promise<Impact> {
      const [r] = await db
        .select({
          total: sql<number>`coalesce(sum(${s.donations.amountPaise}), 0)::bigint`,
          campaigns: sql<number>`count(distinct ${s.donations.campaignId})::int`,
        })
        .from(s.donations)
        .where(and(eq(s.donations.donorEmail, user.email), eq(s.donations.status, 'paid')));
      return { totalPaise: Number(r?.total ?? 0), campaigns: Number(r?.campaigns ?? 0) };
    },

    /** Monthly giving lands in a later issue; until then a donor has none. */
    async subscriptions(_user: PublicUser): Promise<never[]> {
      return [];
    },

    /** Marks a paid donation of this donor as wanting an 80G receipt; others' are not found. */
    async requestReceipt(user: PublicUser, donationId: number): Promise<{ requested: true }> {
      const [d] = await db
        .select({ id: s.donations.id, status: s.donations.status })
        .from(s.donations)
        .where(and(eq(s.donations.id, donationId), eq(s.donations.donorEmail, user.email)))
        .limit(1);
      if (!d) throw AppError.notFound('Donation not found');
      if (d.status !== 'paid') throw new AppError('not_paid', 'An 80G receipt can be requested once the donation is paid.');
      await db
        .update(s.donations)
        .set({ receiptRequestedAt: new Date() })
        .where(and(eq(s.donations.id, d.id), isNull(s.donations.receiptRequestedAt)));
      return { requested: true };
    },
  };
}

export type AccountsService = ReturnType<typeof accountsService>;
