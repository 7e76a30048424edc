import { newsletterMessages as m, newsletterInput, rowIdParam, STAFF_ROLES, subscriberQuery, subscriberView } from '@sahyog/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireRole } from '../../platform/auth.ts';
import { sendCsv } from '../../platform/csv-stream.ts';
import { pagedRoute, route } from '../../platform/http.ts';
import { documented } from '../../platform/openapi.ts';
import type { NewsletterService } from './service.ts';

export function newsletterRoutes(app: FastifyInstance, newsletter: NewsletterService, batchRows: number): void {
  route(app, {
    method: 'POST',
    url: '/api/v1/newsletter',
    errors: [429],
    summary: 'Subscribe an email address to the monthly newsletter (the spec’s two outcomes in `message`)',
    tags: ['Newsletter'],
    body: newsletterInput,
    // The spec's texts are the message of the envelope, so clients can show it as is.
    envelope: false,
    response: z.object({ success: z.literal(true), message: z.string(), data: z.object({ status: z.enum(['subscribed', 'already']) }) }),
    handler: async ({ body }, req) => {
      const status = await newsletter.subscribe(body.email, 'home', { ip: req.ip, userId: req.viewer?.user.id ?? null });
      return { success: true as const, message: status === 'subscribed' ? m.subscribed : m.alreadySubscribed, data: { status } };
    },
  });
  route(app, {
    method: 'POST',
    url: '/api/v1/newsletter/unsubscribe',
    summary: 'Unsubscribe with the token from a newsletter email’s link (no sign-in); an unknown token says so and changes nothing',
    tags: ['Newsletter'],
    body: z.object({ token: z.string().max(100) }),
    response: z.object({ status: z.enum(['unsubscribed', 'invalid']) }),
    handler: async ({ body }) => ({ status: await newsletter.unsubscribe(body.token) }),
  });
  // Staff's export: a file, not an envelope.
  const csvUrl = '/api/v1/admin/subscribers.csv';
  const csvFile = { type: 'text/csv', description: 'One subscriber a line, formula-safe cells', binary: false };
  const csvDoc = { summary: 'Newsletter subscribers as CSV (staff)', tags: ['Staff console'], response: csvFile };
  app.get(csvUrl, documented({ method: 'GET', url: csvUrl, auth: 'staff', ...csvDoc }), async (req, reply) => {
    requireRole(req, STAFF_ROLES);
    return sendCsv(reply, 'subscribers.csv', newsletter.exportCsv(batchRows));
  });
  pagedRoute(app, {
    method: 'GET',
    url: '/api/v1/admin/subscribers',
    summary: 'Newsletter subscribers by the start of the email (`q`) and state, newest first, 50 a page; `next` is the cursor for `?after=` (staff)',
    tags: ['Staff console'],
    query: subscriberQuery,
    item: subscriberView,
    handler: ({ query }) => newsletter.list(query),
  });
  route(app, {
    method: 'POST',
    url: '/api/v1/admin/subscribers/:id/unsubscribe',
    summary: 'Unsubscribe someone who asked by phone or letter, as their own link does (staff; audited)',
    tags: ['Staff console'],
    params: z.object({ id: rowIdParam('id must be a number') }),
    response: subscriberView,
    errors: [404],
    handler: ({ params }, req) => newsletter.unsubscribeById(params.id, requireRole(req, STAFF_ROLES).user.id),
  });
}
