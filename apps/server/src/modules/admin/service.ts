// The staff console's own reads, through the modules that own the data. Other modules add
// their pages and services as they land.
import type { AdminApi } from '@sahyog/core/context';
import type { AuditLog } from '../../platform/audit.ts';
import type { AuthService } from '../auth/index.ts';
import type { CatalogService } from '../catalog/index.ts';
import type { GivingService } from '../giving/index.ts';

export function adminService(deps: {
  auth: Pick<AuthService, 'countUsers' | 'listUsers'>;
  catalog: Pick<CatalogService, 'totals'>;
  giving: Pick<GivingService, 'pendingCount' | 'dashboard'>;
  audit: Pick<AuditLog, 'list' | 'actions'>;
}) {
  const { auth, catalog, giving } = deps;
  return {
    async summary() {
      const [money, users, pendingDonations] = await Promise.all([catalog.totals(), auth.countUsers(), giving.pendingCount()]);
      return { ...money, users, pendingDonations };
    },
    users: () => auth.listUsers(),
    dashboard: (now?: Date) => giving.dashboard(now),
    audit: deps.audit,
  } satisfies AdminApi;
}

export type AdminService = ReturnType<typeof adminService>;
