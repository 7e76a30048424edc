import {
  APPLICATION_STATUSES,
  afterQuery,
  applicationDecisionInput,
  applicationInput,
  applicationSummary,
  resendApplicationInput,
  rowIdParam,
  STAFF_ROLES,
  verifyApplicationInput,
} from '@sahyog/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireRole } from '../../platform/auth.ts';
import { pagedRoute, requestMeta, route } from '../../platform/http.ts';
import type { ApplicationsService } from './service.ts';

const challenge = z.object({ challengeId: z.string(), resendAfterSeconds: z.number().int(), expiresInSeconds: z.number().int() });
const application = z.object({
  id: z.number().int(),
  cause: z.object({ id: z.number().int(), name: z.string() }),
  name: z.string().describe('The person’s own name'),
  title: z.string().describe('The campaign’s name as they gave it (empty for applications made before it was asked)'),
  email: z.string(),
  mobile: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  reason: z.string().nullable(),
  campaign: z.object({ id: z.number().int(), slug: z.string(), status: z.enum(['draft', 'published', 'closed']) }).nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});

export function applicationsRoutes(app: FastifyInstance, applications: ApplicationsService): void {
  const tags = ['Start a campaign'];
  route(app, {
    method: 'POST',
    url: '/api/v1/campaign-applications',
    errors: [429],
    summary: 'Apply to start a campaign: checks the form and sends one code to the email and another by SMS',
    tags,
    body: applicationInput,
    errorSummary: applicationSummary,
    response: challenge,
    handler: ({ body }, req) => applications.apply(body, requestMeta(req)),
  });
  route(app, {
    method: 'POST',
    url: '/api/v1/campaign-applications/resend',
    errors: [410, 429],
    summary: 'Send new codes for a pending application (after 30 s)',
    tags,
    body: resendApplicationInput,
    response: challenge,
    handler: ({ body }, req) => applications.resend(body.challengeId, requestMeta(req)),
  });
  route(app, {
    method: 'POST',
    url: '/api/v1/campaign-applications/verify',
    errors: [410, 429],
    summary: 'Finish the application with both codes (`otp` from the email, `mobileOtp` from the SMS); it is then under the foundation’s review',
    tags,
    body: verifyApplicationInput,
    response: application,
    handler: ({ body }, req) => applications.verify(body.challengeId, body.otp, body.mobileOtp, { ip: req.ip }),
  });
  pagedRoute(app, {
    method: 'GET',
    url: '/api/v1/admin/applications',
    summary: 'Campaign applications, newest first, optionally of one status, 50 a page; `next` is the cursor for `?after=` (staff)',
    tags: ['Staff console'],
    query: z.object({ status: z.enum(APPLICATION_STATUSES).optional(), after: afterQuery }),
    item: application,
    handler: ({ query }, req) => {
      requireRole(req, STAFF_ROLES);
      return applications.list(query.status, query.after);
    },
  });
  route(app, {
    method: 'POST',
    url: '/api/v1/admin/applications/:id/decision',
    errors: [404, 409],
    summary: 'Move an application on: under_review, approved (makes the account and a draft campaign) or rejected (with a reason) (staff)',
    tags: ['Staff console'],
    params: z.object({ id: rowIdParam('id must be a number') }),
    body: applicationDecisionInput,
    response: application,
    handler: ({ params, body }, req) => {
      const staff = requireRole(req, STAFF_ROLES);
      return applications.decide(params.id, body, staff.user.id);
    },
  });
}
