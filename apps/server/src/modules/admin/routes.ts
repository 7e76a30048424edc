import { afterQuery, publicUser, rowIdParam, STAFF_ROLES } from '@sahyog/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AuditLog } from '../../platform/audit.ts';
import { requireRole } from '../../platform/auth.ts';
import { pagedRoute, route } from '../../platform/http.ts';
import type { AdminService } from './service.ts';

const auditRow = z.object({
  id: z.number().int(),
  actorId: z.number().int().nullable(),
  actorEmail: z.string(),
  action: z.string(),
  subjectType: z.string(),
  subjectId: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
});

export function adminRoutes(app: FastifyInstance, admin: AdminService, audit: AuditLog): void {
  const tags = ['Staff console'];
  pagedRoute(app, {
    method: 'GET',
    url: '/api/v1/admin/audit',
    summary:
      'The audit log, newest first, 50 a page: every change staff made, with who, when, from where and the values before and after; `next` is the cursor for `?after=` (staff)',
    tags,
    query: z.object({
      action: z.string().max(60).optional(),
      subjectType: z.string().max(40).optional(),
      subjectId: z.string().max(60).optional(),
      before: rowIdParam('before must be a number', Number.MAX_SAFE_INTEGER)
        .optional()
        .describe('Older than this entry’s id (the `after` cursor is the way to page)'),
      after: afterQuery,
    }),
    item: auditRow,
    handler: ({ query }) => audit.list({ ...query, beforeId: query.before }),
  });
  route(app, {
    method: 'GET',
    url: '/api/v1/admin/summary',
    summary: 'Dashboard totals (staff)',
    tags,
    response: z.object({ raisedPaise: z.number().int(), campaigns: z.number().int(), users: z.number().int(), pendingDonations: z.number().int() }),
    handler: (_i, req) => {
      requireRole(req, STAFF_ROLES);
      return admin.summary();
    },
  });
  route(app, {
    method: 'GET',
    url: '/api/v1/admin/users',
    summary: 'Accounts, newest first (staff)',
    tags,
    response: z.array(publicUser),
    handler: (_i, req) => {
      requireRole(req, STAFF_ROLES);
      return admin.users();
    },
  });
}
