import { publicUser, STAFF_ROLES } from '@sahyog/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireRole } from '../../platform/auth.ts';
import { route } from '../../platform/http.ts';
import type { AdminService } from './service.ts';

export function adminRoutes(app: FastifyInstance, admin: AdminService): void {
  const tags = ['Staff console'];
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
