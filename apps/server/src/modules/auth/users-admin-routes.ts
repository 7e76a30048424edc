import { ADMIN_ROLES, adminUserView, ROLES, rowIdParam, STAFF_ROLES, userSearchQuery } from '@sahyog/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireRole } from '../../platform/auth.ts';
import { pagedRoute, route } from '../../platform/http.ts';
import type { UsersAdmin } from './users-admin.ts';

const idParam = z.object({ id: rowIdParam('id must be a number') });

export function usersAdminRoutes(app: FastifyInstance, users: UsersAdmin): void {
  const tags = ['Staff console'];
  pagedRoute(app, {
    method: 'GET',
    url: '/api/v1/admin/users/search',
    summary:
      'Accounts by the start of an email or mobile, or words of the name (`q`), and `role`, newest first, 50 a page; `next` is the cursor for `?after=` (staff)',
    tags,
    query: userSearchQuery,
    item: adminUserView,
    handler: ({ query }, req) => {
      requireRole(req, STAFF_ROLES);
      return users.search(query);
    },
  });
  route(app, {
    method: 'POST',
    url: '/api/v1/admin/users/:id/role',
    auth: 'admin',
    summary: 'Change an account’s role; taking staff or admin away ends its sessions (admin only; not your own; never the last admin)',
    tags,
    params: idParam,
    body: z.object({ role: z.enum(ROLES, { error: `role must be one of ${ROLES.join(', ')}` }) }),
    response: adminUserView,
    errors: [403, 404],
    handler: ({ params, body }, req) => users.setRole(requireRole(req, ADMIN_ROLES).user.id, params.id, body.role),
  });
  route(app, {
    method: 'POST',
    url: '/api/v1/admin/users/:id/disabled',
    auth: 'admin',
    summary: 'Close (`disabled: true`, which also ends its sessions) or reopen an account (admin only; not your own; never the last admin)',
    tags,
    params: idParam,
    body: z.object({ disabled: z.boolean({ error: 'disabled must be true or false' }) }),
    response: adminUserView,
    errors: [403, 404],
    handler: ({ params, body }, req) => users.setDisabled(requireRole(req, ADMIN_ROLES).user.id, params.id, body.disabled),
  });
  route(app, {
    method: 'POST',
    url: '/api/v1/admin/users/:id/sessions/end',
    auth: 'admin',
    summary: 'Sign an account out everywhere (admin only)',
    tags,
    params: idParam,
    response: z.object({ ended: z.number().int(), user: adminUserView }),
    errors: [403, 404],
    handler: ({ params }, req) => users.endSessions(requireRole(req, ADMIN_ROLES).user.id, params.id),
  });
}
