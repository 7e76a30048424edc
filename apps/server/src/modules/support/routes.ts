// The help desk's API (issue 41): the requester's tickets under /api/v1/support (their own only:
// anyone else's reference is a 404), inbound email, and staff's desk under /api/v1/admin/support.
import { timingSafeEqual } from 'node:crypto';
import {
  AppError,
  afterQuery,
  cannedInput,
  holidayInput,
  otherClockInput,
  rowIdParam,
  STAFF_ROLES,
  supportMessages as sm,
  staffAnswerInput,
  TICKET_ATTACHMENTS_MAX,
  TICKET_STATES,
  TICKET_TOPICS,
  ticketInput,
  ticketRatingInput,
  ticketReference,
  ticketReplyInput,
} from '@sahyog/core';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { requireRole, requireViewer } from '../../platform/auth.ts';
import { ok, PRIVATE_NO_STORE, route } from '../../platform/http.ts';
import { documented } from '../../platform/openapi.ts';
import type { DeskService } from './desk.ts';
import { INBOUND_OUTCOMES, type InboundService } from './inbound.ts';
import {
  aboutSchema,
  cannedSchema,
  clockRuleSchema,
  fileInput,
  holidaySchema,
  reportRowSchema,
  requesterTicketSchema,
  staffSummarySchema,
  staffTicketSchema,
  summarySchema,
} from './schemas.ts';
import type { SupportService } from './service.ts';

export const INBOUND_EMAIL_URL = '/api/v1/support/inbound-email';
/** Three files of 5 MB in base64 and the message around them. */
const INBOUND_BODY_LIMIT = 25 * 1024 * 1024;

const refParams = z.object({ reference: ticketReference });
const files = z.array(fileInput).max(TICKET_ATTACHMENTS_MAX, sm.tooManyFiles).optional().default([]);
const decoded = (list: { fileName: string; data: string }[]) => list.map((f) => ({ fileName: f.fileName, bytes: Buffer.from(f.data, 'base64') }));

function sendFile(reply: FastifyReply, file: { fileName: string; contentType: string; bytes: Buffer } | null) {
  if (!file) throw AppError.notFound(sm.notFound);
  // Always a download, never rendered by the browser as our own page.
  return reply
    .header('cache-control', PRIVATE_NO_STORE)
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', `attachment; filename="${file.fileName.replace(/[^\w.-]/g, '_')}"`)
    .type(file.contentType)
    .send(file.bytes);
}

export function supportRoutes(app: FastifyInstance, support: SupportService, desk: DeskService, inbound: InboundService, secret: string | null): void {
  const tags = ['Help desk'];
  const staffTags = ['Staff console'];
  const me = (req: Parameters<typeof requireViewer>[0]) => requireViewer(req).user.id;
  const staff = (req: Parameters<typeof requireRole>[0]) => requireRole(req, STAFF_ROLES).user.id;

  route(app, {
    method: 'GET',
    url: '/api/v1/support/tickets',
    auth: 'viewer',
    summary: 'The signed-in person’s tickets, the latest activity first',
    tags,
    response: z.array(summarySchema),
    handler: (_i, req) => support.mine(me(req)),
  });
  route(app, {
    method: 'GET',
    url: '/api/v1/support/about',
    auth: 'viewer',
    summary: 'What of theirs a new ticket may be about: their gifts, receipts, campaigns and shop orders (send one’s "kind:id" as `about`)',
    tags,
    response: z.array(aboutSchema),
    handler: (_i, req) => support.aboutChoices(me(req)),
  });
  route(app, {
    method: 'POST',
    url: '/api/v1/support/tickets',
    auth: 'viewer',
    errors: [429],
    summary:
      'Open a ticket: a topic (its clock comes from the rule), a subject, a message, up to 3 PDF/JPEG/PNG files (base64), optionally one of their own things',
    tags,
    body: ticketInput.extend({ files }),
    response: requesterTicketSchema,
    handler: ({ body }, req) => {
      const { files: sent, ...input } = body;
      return support.open(me(req), input, decoded(sent), { ip: req.ip });
    },
  });
  route(app, {
    method: 'GET',
    url: '/api/v1/support/tickets/:reference',
    auth: 'viewer',
    errors: [404],
    summary: 'One of their tickets with its messages (never staff’s internal notes)',
    tags,
    params: refParams,
    response: requesterTicketSchema,
    handler: async ({ params }, req) => {
      const t = await support.ticket(me(req), params.reference);
      if (!t) throw AppError.notFound(sm.notFound);
      return t;
    },
  });
  route(app, {
    method: 'POST',
    url: '/api/v1/support/tickets/:reference/replies',
    auth: 'viewer',
    errors: [404, 429],
    summary: 'Reply: a wait on them ends, a ticket resolved within 7 days reopens, a closed or older one starts a new ticket that follows it (answered)',
    tags,
    params: refParams,
    body: ticketReplyInput.extend({ files }),
    response: requesterTicketSchema,
    handler: ({ params, body }, req) => support.reply(me(req), params.reference, body.body, decoded(body.files), { ip: req.ip }),
  });
  route(app, {
    method: 'POST',
    url: '/api/v1/support/tickets/:reference/close',
    auth: 'viewer',
    errors: [404],
    summary: 'Close their own ticket',
    tags,
    params: refParams,
    response: requesterTicketSchema,
    handler: ({ params }, req) => support.close(me(req), params.reference),
  });
  route(app, {
    method: 'POST',
    url: '/api/v1/support/tickets/:reference/rating',
    auth: 'viewer',
    errors: [404],
    summary: 'After it is resolved, once: did it help (and an optional comment)',
    tags,
    params: refParams,
    body: ticketRatingInput,
    response: requesterTicketSchema,
    handler: ({ params, body }, req) => support.rate(me(req), params.reference, body.rating, body.comment),
  });
  app.get('/api/v1/support/tickets/:reference/files/:id', async (req, reply) => {
    const p = z.object({ reference: ticketReference, id: rowIdParam(sm.notFound) }).safeParse(req.params);
    if (!p.success) throw AppError.notFound(sm.notFound);
    return sendFile(reply, await support.attachment(me(req), p.data.reference, p.data.id));
  });

  // Inbound email: the raw message as the body, the secret as a bearer token.
  app.register(async (scope) => {
    for (const type of ['message/rfc822', 'text/plain', 'application/octet-stream']) {
      scope.addContentTypeParser(type, { parseAs: 'buffer', bodyLimit: INBOUND_BODY_LIMIT }, (_req, body, done) => done(null, body));
    }
    scope.route({
      method: 'POST',
      url: INBOUND_EMAIL_URL,
      bodyLimit: INBOUND_BODY_LIMIT,
      ...documented({
        method: 'POST',
        url: INBOUND_EMAIL_URL,
        summary:
          'One raw RFC 5322 email (Content-Type: message/rfc822), as a mail provider’s inbound webhook or a postfix pipe posts it, with "Authorization: Bearer <SUPPORT_INBOUND_SECRET>". A reply threads to its ticket by In-Reply-To/References or the subject’s [#HD-…] token and is added only when its sender owns that ticket; the same Message-ID twice is taken once.',
        tags,
        response: z.object({ outcome: z.enum(INBOUND_OUTCOMES), ticket: z.string().nullable() }),
        auth: 'anyone',
        errors: [401, 400],
      }),
      handler: async (req, reply) => {
        reply.header('cache-control', PRIVATE_NO_STORE);
        const given = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
        const a = Buffer.from(given);
        const b = Buffer.from(secret ?? '');
        if (!secret || a.length !== b.length || !timingSafeEqual(a, b)) throw AppError.unauthorized('The inbound mail secret is missing or wrong.');
        if (!Buffer.isBuffer(req.body) || req.body.length === 0) throw AppError.invalid({ _: 'Send the raw message as message/rfc822.' });
        const answer = await inbound.receive(req.body);
        return reply.type('application/json; charset=utf-8').send(JSON.stringify(ok(answer)));
      },
    });
  });

  // ----- Staff ------------------------------------------------------------------------------
  route(app, {
    method: 'GET',
    url: '/api/v1/admin/support/tickets',
    summary: 'The help desk’s queue: the promise due soonest first; by topic, state (active by default), assignee, or a reference / email / subject (staff)',
    tags: staffTags,
    query: z.object({
      topic: z.enum(TICKET_TOPICS).optional(),
      state: z.enum([...TICKET_STATES, 'active']).optional(),
      assignee: z.enum(['me', 'none']).optional(),
      q: z.string().trim().max(100).optional(),
      after: afterQuery,
    }),
    response: z.object({ items: z.array(staffSummarySchema), next: z.string().nullable(), counts: z.record(z.enum(TICKET_STATES), z.number().int()) }),
    handler: ({ query }, req) => desk.queue(staff(req), query),
  });
  route(app, {
    method: 'GET',
    url: '/api/v1/admin/support/tickets/:reference',
    errors: [404],
    summary: 'One ticket with every message, internal notes included (staff)',
    tags: staffTags,
    params: refParams,
    response: staffTicketSchema,
    handler: async ({ params }, req) => {
      staff(req);
      const t = await desk.staffTicket(params.reference);
      if (!t) throw AppError.notFound(sm.notFound);
      return t;
    },
  });
  route(app, {
    method: 'POST',
    url: '/api/v1/admin/support/tickets/:reference/answers',
    errors: [404],
    summary: 'Answer (emailed to the requester: that answer only) or add an internal note (never sent); a canned answer’s action runs first (staff)',
    tags: staffTags,
    params: refParams,
    body: staffAnswerInput,
    response: staffTicketSchema,
    handler: ({ params, body }, req) => desk.answer(params.reference, staff(req), body),
  });
  route(app, {
    method: 'POST',
    url: '/api/v1/admin/support/tickets/:reference/assign',
    errors: [404],
    summary: 'Assign the ticket to oneself (staff)',
    tags: staffTags,
    params: refParams,
    response: staffTicketSchema,
    handler: ({ params }, req) => desk.assignToSelf(params.reference, staff(req)),
  });
  route(app, {
    method: 'POST',
    url: '/api/v1/admin/support/tickets/:reference/state',
    errors: [404],
    summary: 'Move the ticket: open, waiting on the requester (the clock pauses), resolved, closed (staff)',
    tags: staffTags,
    params: refParams,
    body: z.object({ state: z.enum(['open', 'waiting', 'resolved', 'closed']) }),
    response: staffTicketSchema,
    handler: ({ params, body }, req) => desk.setState(params.reference, staff(req), body.state),
  });
  route(app, {
    method: 'POST',
    url: '/api/v1/admin/support/tickets/:reference/merge',
    errors: [404],
    summary: 'Merge this ticket into another of the same requester (audited); answers the one kept (staff)',
    tags: staffTags,
    params: refParams,
    body: z.object({ into: z.string().trim().max(20) }),
    response: staffTicketSchema,
    handler: ({ params, body }, req) => desk.merge(params.reference, body.into, staff(req)),
  });
  app.get('/api/v1/admin/support/tickets/:reference/files/:id', async (req, reply) => {
    requireRole(req, STAFF_ROLES);
    const p = z.object({ reference: ticketReference, id: rowIdParam(sm.notFound) }).safeParse(req.params);
    if (!p.success) throw AppError.notFound(sm.notFound);
    return sendFile(reply, await support.staffAttachment(p.data.reference, p.data.id));
  });
  route(app, {
    method: 'GET',
    url: '/api/v1/admin/support/report',
    summary: 'Per month (India time) and topic: tickets opened, and how many were answered and resolved within their clock (staff)',
    tags: staffTags,
    response: z.array(reportRowSchema),
    handler: (_i, req) => {
      staff(req);
      return desk.report();
    },
  });
  route(app, {
    method: 'GET',
    url: '/api/v1/admin/support/canned',
    summary: 'Canned answers in English and Hindi, with the action each runs (staff)',
    tags: staffTags,
    response: z.array(cannedSchema),
    handler: (_i, req) => {
      staff(req);
      return desk.canned();
    },
  });
  route(app, {
    method: 'POST',
    url: '/api/v1/admin/support/canned',
    summary: 'Add a canned answer (staff)',
    tags: staffTags,
    body: cannedInput,
    response: cannedSchema,
    handler: ({ body }, req) => desk.saveCanned(null, body, staff(req)),
  });
  route(app, {
    method: 'PUT',
    url: '/api/v1/admin/support/canned/:id',
    errors: [404],
    summary: 'Change a canned answer (staff)',
    tags: staffTags,
    params: z.object({ id: rowIdParam(sm.cannedNotFound) }),
    body: cannedInput,
    response: cannedSchema,
    handler: ({ params, body }, req) => desk.saveCanned(params.id, body, staff(req)),
  });
  route(app, {
    method: 'DELETE',
    url: '/api/v1/admin/support/canned/:id',
    errors: [404],
    summary: 'Delete a canned answer (staff)',
    tags: staffTags,
    params: z.object({ id: rowIdParam(sm.cannedNotFound) }),
    response: z.object({ deleted: z.literal(true) }),
    handler: async ({ params }, req) => {
      await desk.deleteCanned(params.id, staff(req));
      return { deleted: true as const };
    },
  });
  route(app, {
    method: 'GET',
    url: '/api/v1/admin/support/clocks',
    summary: 'Each topic’s clock with the rule it comes from; only "other" is staff’s to set (staff)',
    tags: staffTags,
    response: z.object({ clocks: z.array(clockRuleSchema), holidays: z.array(holidaySchema) }),
    handler: async (_i, req) => {
      staff(req);
      return { clocks: await desk.clocks(), holidays: await desk.holidays() };
    },
  });
  route(app, {
    method: 'PUT',
    url: '/api/v1/admin/support/clocks/other',
    summary: 'Set the "other" topic’s clock (audited; open tickets keep the clock they were opened with) (staff)',
    tags: staffTags,
    body: otherClockInput,
    response: z.array(clockRuleSchema),
    handler: ({ body }, req) => desk.setOtherClock(body, staff(req)),
  });
  route(app, {
    method: 'POST',
    url: '/api/v1/admin/support/holidays',
    summary: 'Add a holiday to the India calendar: running working-time clocks move (staff)',
    tags: staffTags,
    body: holidayInput,
    response: z.array(holidaySchema),
    handler: ({ body }, req) => desk.addHoliday(body, staff(req)),
  });
  route(app, {
    method: 'DELETE',
    url: '/api/v1/admin/support/holidays/:day',
    errors: [404],
    summary: 'Remove a holiday (staff)',
    tags: staffTags,
    params: z.object({ day: holidayInput.shape.day }),
    response: z.array(holidaySchema),
    handler: ({ params }, req) => desk.removeHoliday(params.day, staff(req)),
  });
}
