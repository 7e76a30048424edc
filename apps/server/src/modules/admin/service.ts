// The staff console's own reads, through the modules that own the data. Other modules add
// their pages and services as they land.
import type { AdminApi } from '@sahyog/core/context';
import { type Db, schema as s } from '@sahyog/db';
import { sql } from 'drizzle-orm';
import type { AuditLog } from '../../platform/audit.ts';
import type { AuthService } from '../auth/index.ts';
import type { GivingService } from '../giving/index.ts';

export function adminService(deps: {
  db: Db;
  auth: Pick<AuthService, 'countUsers' | 'listUsers'>;
  giving: Pick<GivingService, 'pendingCount' | 'dashboard'>;
  audit: Pick<AuditLog, 'list' | 'actions'>;
}) {
  const { db, auth, giving } = deps;
  return {
    async summary() {
      const [[money], users, pendingDonations] = await Promise.all([
        db.select({ raised: sql<number>`coalesce(sum(${s.campaigns.raisedPaise}),0)::bigint`, campaigns: sql<number>`count(*)::int` }).from(s.campaigns),
        auth.countUsers(),
        giving.pendingCount(),
      ]);
      return { raisedPaise: Number(money?.raised ?? 0), campaigns: Number(money?.campaigns ?? 0), users, pendingDonations };
    },
    users: () => auth.listUsers(),
    dashboard: (now?: Date) => giving.dashboard(now),
    audit: deps.audit,
  } satisfies AdminApi;
}

export type AdminService = ReturnType<typeof adminService>;
