import {
  CAMPAIGN_STATUSES,
  campaignAdminQuery,
  campaignAdminView,
  campaignPlacementInput,
  campaignEditorMessages as em,
  paymentDetail,
  rowIdParam,
  STAFF_ROLES,
  updateReviewInput,
} from '@sahyog/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireRole } from '../../platform/auth.ts';
import { pagedRoute, route } from '../../platform/http.ts';
import type { CampaignerService } from './campaigner.ts';
import type { CampaignsAdmin } from './campaigns-admin.ts';

const idParam = z.object({ id: rowIdParam('id must be a number') });

export function campaignsAdminRoutes(app: FastifyInstance, campaigns: CampaignsAdmin): void {
  const tags = ['Staff console'];
  pagedRoute(app, {
    method: 'GET',
    url: '/api/v1/admin/campaigns',
    summary:
      'Campaigns by words of the title or the start of the slug (`q`), `status` and `category`, featured first then by order, 50 a page; `next` is the cursor for `?after=` (staff)',
    tags,
    query: campaignAdminQuery,
    item: campaignAdminView,
    handler: ({ query }) => campaigns.list({ q: query.q, status: query.status, categoryId: query.category, after: query.after }),
  });
  route(app, {
    method: 'POST',
    url: '/api/v1/admin/campaigns/:id/status',
    summary: 'Publish a draft (it must be complete), take a live campaign offline (back to draft), close it, or reopen a closed one (staff; audited)',
    tags,
    params: idParam,
    body: z.object({ status: z.enum(CAMPAIGN_STATUSES, { error: `status must be one of ${CAMPAIGN_STATUSES.join(', ')}` }) }),
    response: campaignAdminView,
    errors: [404, 409],
    handler: ({ params, body }, req) => campaigns.setStatus(params.id, body.status, requireRole(req, ['staff', 'admin']).user.id),
  });
  route(app, {
    method: 'POST',
    url: '/api/v1/admin/campaigns/:id/placement',
    summary: 'Whether a campaign is featured on the home page, and its order (0–9999, lower first) (staff; audited)',
    tags,
    params: idParam,
    body: campaignPlacementInput,
    response: campaignAdminView,
    errors: [404],
    handler: ({ params, body }, req) => campaigns.setPlacement(params.id, body, requireRole(req, ['staff', 'admin']).user.id),
  });
}

/** Campaigners' updates waiting for staff (issue 26). */
export function updateReviewRoutes(app: FastifyInstance, campaigner: Pick<CampaignerService, 'pendingUpdates' | 'reviewUpdate'>): void {
  route(app, {
    method: 'GET',
    url: '/api/v1/admin/campaign-updates',
    summary: 'Campaigners’ updates waiting for review, oldest first, with the other sites each links to',
    tags: ['campaigns'],
    response: z.array(
      z.object({
        id: z.number().int(),
        campaignId: z.number().int(),
        campaignTitle: z.string(),
        campaignSlug: z.string(),
        title: z.string(),
        bodyHtml: z.string(),
        titleHi: z.string().nullable(),
        bodyHtmlHi: z.string().nullable(),
        outsideHosts: z.array(z.string()),
        paymentDetails: z.array(paymentDetail),
        createdAt: z.string(),
      }),
    ),
    handler: async () => campaigner.pendingUpdates(),
  });
  route(app, {
    method: 'POST',
    url: '/api/v1/admin/campaign-updates/:id/decision',
    summary: 'Let an update through (on the page, emailed within the day’s limit; optionally trust the campaign) or refuse it with a reason',
    tags: ['campaigns'],
    params: z.object({ id: rowIdParam(em.updateNotFound) }),
    body: updateReviewInput,
    response: z.object({ status: z.enum(['pending', 'published', 'rejected']), recipients: z.number().int(), emailed: z.boolean() }),
    errors: [404, 409, 422],
    handler: async ({ params, body }, req) => campaigner.reviewUpdate(requireRole(req, STAFF_ROLES).user.id, params.id, body),
  });
}
