// The staff console's own reads. Other modules add their pages and services as they land.
import { type Db, schema as s } from '@sahyog/db';
import { desc, eq, sql } from 'drizzle-orm';
import { toPublicUser } from '../auth/service.ts';

export function adminService(db: Db) {
  return {
    async summary() {
      const [[money], [people], [pending]] = await Promise.all([
        db.select({ raised: sql<number>`coalesce(sum(${s.campaigns.raisedPaise}),0)::bigint`, campaigns: sql<number>`count(*)::int` }).from(s.campaigns),
        db.select({ users: sql<number>`count(*)::int` }).from(s.users),
        db.select({ pending: sql<number>`count(*)::int` }).from(s.donations).where(eq(s.donations.status, 'pending')),
      ]);
      return {
        raisedPaise: Number(money?.raised ?? 0),
        campaigns: Number(money?.campaigns ?? 0),
        users: Number(people?.users ?? 0),
        pendingDonations: Number(pending?.pending ?? 0),
      };
    },
    async users(limit = 200) {
      const rows = await db.select().from(s.users).orderBy(desc(s.users.createdAt)).limit(limit);
      return rows.map(toPublicUser);
    },
  };
}

export type AdminService = ReturnType<typeof adminService>;
