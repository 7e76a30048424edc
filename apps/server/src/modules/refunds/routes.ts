import { ADMIN_ROLES, afterOnlyQuery, refundDecisionInput, refundRequestInput, refundView, rowIdParam } from '@sahyog/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireRole, requireViewer } from '../../platform/auth.ts';
import { pagedRoute, route } from '../../platform/http.ts';
import type { RefundsService } from './service.ts';

const idParam = z.object({ id: rowIdParam('id must be a number', Number.MAX_SAFE_INTEGER) });

export function refundsRoutes(app: FastifyInstance, refunds: RefundsService): void {
  const tags = ['Refunds'];
  route(app, {
    method: 'POST',
    url: '/api/v1/me/donations/:id/refund-request',
    errors: [404, 409],
    summary: 'Ask for one of your paid donations back, in writing, within two days of paying and before its tax receipt is issued',
    tags,
    params: idParam,
    body: refundRequestInput,
    response: refundView,
    handler: ({ params, body }, req) => refunds.request(requireViewer(req).user.email, params.id, body),
  });
  pagedRoute(app, {
    method: 'GET',
    url: '/api/v1/admin/refunds',
    summary: 'Refund requests: waiting ones first, oldest first, 50 a page; `next` is the cursor for `?after=` (staff)',
    tags,
    query: afterOnlyQuery,
    item: refundView,
    handler: ({ query }) => refunds.list(query.after),
  });
  route(app, {
    method: 'POST',
    url: '/api/v1/admin/refunds/:id/decision',
    auth: 'admin',
    errors: [404, 409, 502],
    summary:
      'Refund (net of `feePaise`; through Razorpay for gateway payments, else with the `reference` of the transfer made) or decline (with a `note`) (admin only)',
    tags,
    params: z.object({ id: rowIdParam('id must be a number') }),
    body: refundDecisionInput,
    response: refundView,
    handler: ({ params, body }, req) => refunds.decide(params.id, body, requireRole(req, ADMIN_ROLES).user.id),
  });
}
