import { afterQuery, CONTACT_STATUSES, contactGuardInput, contactInput, contactSummary, rowIdParam, STAFF_ROLES } from '@sahyog/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireRole } from '../../platform/auth.ts';
import { requestMeta, route } from '../../platform/http.ts';
import type { ContactService } from './service.ts';

const message = z.object({
  id: z.number().int(),
  fullname: z.string(),
  mobileno: z.string(),
  emailid: z.string(),
  subject: z.string(),
  message: z.string(),
  status: z.enum(CONTACT_STATUSES),
  erased: z.boolean(),
  createdAt: z.string(),
});

const challenge = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    expiresAt: z.number().optional(),
  }),
  signature: z.string().optional(),
});

export function contactRoutes(app: FastifyInstance, contact: ContactService): void {
  const tags = ['Contact'];
  route(app, {
    method: 'GET',
    url: '/api/v1/contact/challenge',
    summary: 'A proof-of-work challenge (ALTCHA v2, SHA-256) and the form’s signed start time. Solve it in the browser and send both with the message',
    tags,
    response: z.object({ challenge, startedAt: z.string() }),
    handler: async () => ({ challenge: await contact.challenge(), startedAt: contact.formTime() }),
  });
  route(app, {
    method: 'POST',
    url: '/api/v1/contact',
    errors: [429],
    summary:
      'Send a message to the foundation. Besides the five fields: `website` (leave empty), `startedAt` (from the challenge, at least 3 s old) and `altcha` (base64 JSON of {challenge, solution})',
    tags,
    body: contactInput.extend(contactGuardInput.shape),
    errorSummary: contactSummary,
    response: z.object({ id: z.number().int() }),
    handler: ({ body }, req) => {
      const { website, startedAt, altcha, ...input } = body;
      return contact.send(input, { website, startedAt, altcha }, { ...requestMeta(req), userId: req.viewer?.user.id ?? null });
    },
  });
  route(app, {
    method: 'GET',
    url: '/api/v1/admin/contacts',
    summary: 'Contact messages, newest first, 50 a page: one status, or all but archived; with counts and the spam refused this week (staff)',
    tags: ['Staff console'],
    query: z.object({ status: z.enum(CONTACT_STATUSES).optional(), after: afterQuery }),
    response: z.object({
      messages: z.array(message),
      next: z.string().nullable().describe('The cursor of the next page of messages, for `?after=` (null: this is the last page)'),
      counts: z.record(z.enum(CONTACT_STATUSES), z.number().int()),
      refusedLastWeek: z.number().int(),
    }),
    handler: ({ query }, req) => {
      requireRole(req, STAFF_ROLES);
      return contact.inbox(query.status, query.after);
    },
  });
  route(app, {
    method: 'POST',
    url: '/api/v1/admin/contacts/:id/status',
    errors: [404],
    summary: 'Mark a message read, replied or archived (staff)',
    tags: ['Staff console'],
    params: z.object({ id: rowIdParam('id must be a number') }),
    body: z.object({ status: z.enum(['read', 'replied', 'archived']) }),
    response: message,
    handler: ({ params, body }, req) => contact.move(params.id, body.status, requireRole(req, STAFF_ROLES).user.id),
  });
}
