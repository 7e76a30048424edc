import { AppError, messages, outboxMessage, rowIdParam, STAFF_ROLES } from '@sahyog/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireRole } from '../../platform/auth.ts';
import { PRIVATE_NO_STORE, parseWith, route } from '../../platform/http.ts';
import { documented } from '../../platform/openapi.ts';
import type { MessagingService } from './service.ts';

const messageParams = z.object({
  id: rowIdParam('id must be a number', Number.MAX_SAFE_INTEGER),
});

const attachmentParams = z.object({
  id: rowIdParam('id must be a number', Number.MAX_SAFE_INTEGER),
  n: z.coerce.number({ error: 'n must be a number' }).int().min(0).max(20),
});

/** The dev outbox: open to anyone, to signed-in staff (route() checks the role), or not served. */
export function messagingRoutes(app: FastifyInstance, messaging: MessagingService, mode: 'open' | 'staff' | 'off'): void {
  if (mode === 'off') return;
  route(app, {
    method: 'GET',
    url: '/api/v1/dev/outbox',
    summary: 'Dev outbox: email and SMS the site would have sent, newest first (not in production by default)',
    tags: ['Development'],
    auth: mode === 'staff' ? 'staff' : 'anyone',
    response: z.array(outboxMessage),
    handler: () => messaging.outbox(),
  });

  // The HTML part as a mail app would get it. Sandboxed: the page runs nothing and loads only images.
  const htmlUrl = '/api/v1/dev/outbox/:id/html';
  const htmlDoc = {
    summary: 'Dev outbox: an email’s HTML part, as it would be sent',
    tags: ['Development'],
    params: messageParams,
    errors: [404],
  };
  const htmlBody = { type: 'text/html', description: 'The HTML part of the email (SMS have none)', binary: false };
  app.get(
    htmlUrl,
    documented({ method: 'GET', url: htmlUrl, auth: mode === 'staff' ? 'staff' : 'anyone', ...htmlDoc, response: htmlBody }),
    async (req, reply) => {
      if (mode === 'staff') requireRole(req, STAFF_ROLES);
      const { id } = parseWith(messageParams, req.params);
      const html = await messaging.outboxHtml(id);
      if (html === null) throw AppError.notFound(messages.notFound);
      return reply
        .header('cache-control', PRIVATE_NO_STORE)
        .header('content-security-policy', "sandbox; default-src 'none'; img-src http: https: data:; style-src 'unsafe-inline'")
        .type('text/html; charset=utf-8')
        .send(html);
    },
  );

  // A file, not an envelope: what the email would have carried (a tax receipt's PDF).
  const fileUrl = '/api/v1/dev/outbox/:id/attachments/:n';
  const fileDoc = {
    summary: 'Dev outbox: the n-th file an email carried (a tax receipt’s PDF)',
    tags: ['Development'],
    params: attachmentParams,
    errors: [404],
  };
  const file = { type: 'application/octet-stream', description: 'The file, with its own Content-Type (application/pdf for a receipt)', binary: true };
  const auth = mode === 'staff' ? 'staff' : 'anyone';
  app.get(fileUrl, documented({ method: 'GET', url: fileUrl, auth, ...fileDoc, response: file }), async (req, reply) => {
    if (mode === 'staff') requireRole(req, STAFF_ROLES);
    const { id, n } = parseWith(attachmentParams, req.params);
    const file = await messaging.outboxAttachment(id, n);
    if (!file) throw AppError.notFound(messages.notFound);
    return reply
      .header('cache-control', PRIVATE_NO_STORE)
      .header('content-disposition', `attachment; filename="${file.filename.replace(/[^\w.-]/g, '-')}"`)
      .type(file.contentType)
      .send(file.content);
  });
}
