// Lost and found's API (issue 43): the public list and a notice's page, posting (signed in; photos
// as base64, re-encoded), the owner's renew and resolve (anyone else's id is a 404), the relay to
// the owner and the owner's answer, a report, the child route (an urgent ticket, no notice), a
// photo (only while the notice is up), and staff's queue with hide / restore / approve (audited).
import {
  AppError,
  childReportInput,
  NOTICE_PHOTO_BYTES,
  NOTICE_PHOTOS_MAX,
  lostFoundMessages as nm,
  noticeHideInput,
  noticeInput,
  noticeReportInput,
  noticeSearchQuery,
  relayInput,
  relayReplyInput,
  rowIdParam,
  STAFF_ROLES,
} from '@sahyog/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireViewer } from '../../platform/auth.ts';
import { PRIVATE_NO_STORE, route } from '../../platform/http.ts';
import type { NoticesService } from './service.ts';

const idParams = z.object({ id: rowIdParam(nm.notFound) });
const photoInput = z.object({ fileName: z.string().max(200), data: z.base64().max(Math.ceil((NOTICE_PHOTO_BYTES * 4) / 3) + 8) });
// The views are core's typed interfaces (NoticeView …); the document names them as objects.
const anyObject = z.unknown();

export function noticesRoutes(app: FastifyInstance, svc: NoticesService): void {
  const tags = ['Lost and found'];
  const staffTags = ['Staff console'];
  const me = (req: Parameters<typeof requireViewer>[0]) => requireViewer(req).user.id;
  const viewerId = (req: { viewer?: { user: { id: number } } | null }) => req.viewer?.user.id ?? null;
  const ok = z.object({ done: z.boolean() });

  route(app, {
    method: 'GET',
    url: '/api/v1/lost-and-found',
    auth: 'anyone',
    summary: 'Notices that are up, the newest first; search by words, locality or city, lost/found and kind',
    tags,
    query: noticeSearchQuery,
    response: z.array(anyObject),
    handler: ({ query }) => svc.list(query),
  });
  route(app, {
    method: 'GET',
    url: '/api/v1/lost-and-found/:id',
    auth: 'anyone',
    errors: [404, 410],
    summary: 'A notice: its place as a locality, photos, and the viewer’s own relay thread (all threads for its owner); 410 once expired, resolved or hidden',
    tags,
    params: idParams,
    response: anyObject,
    handler: async ({ params }, req) => {
      const v = await svc.view(params.id, viewerId(req));
      if (!v) throw AppError.notFound(nm.notFound);
      if (v.state !== 'live' && !v.own) throw new AppError('notice_gone', nm.gone);
      return v;
    },
  });
  route(app, {
    method: 'POST',
    url: '/api/v1/lost-and-found',
    auth: 'viewer',
    summary:
      'Post a notice of a lost or found pet, document or thing (never a child: refused), placed by locality and city, up for 30 days; up to 3 JPEG/PNG photos (base64), re-encoded without their metadata',
    tags,
    body: noticeInput.extend({ photos: z.array(photoInput).max(NOTICE_PHOTOS_MAX, nm.tooManyPhotos).optional() }),
    response: z.object({ id: z.number().int() }),
    handler: ({ body }, req) => {
      const { photos, ...input } = body;
      return svc.post(
        me(req),
        input,
        (photos ?? []).map((p) => ({ fileName: p.fileName, bytes: Buffer.from(p.data, 'base64') })),
      );
    },
  });
  route(app, {
    method: 'POST',
    url: '/api/v1/lost-and-found/:id/renew',
    auth: 'viewer',
    errors: [404, 409, 410],
    summary: 'Renew one’s own notice once, for 30 more days',
    tags,
    params: idParams,
    response: z.object({ expiresAt: z.string() }),
    handler: ({ params }, req) => svc.renew(me(req), params.id),
  });
  route(app, {
    method: 'POST',
    url: '/api/v1/lost-and-found/:id/resolve',
    auth: 'viewer',
    errors: [404],
    summary: 'Mark one’s own notice found / resolved: it comes down',
    tags,
    params: idParams,
    response: ok,
    handler: async ({ params }, req) => {
      await svc.resolve(me(req), params.id);
      return { done: true };
    },
  });
  route(app, {
    method: 'POST',
    url: '/api/v1/lost-and-found/:id/relay',
    auth: 'viewer',
    errors: [404, 410, 429],
    summary:
      'Write to a notice’s owner through the platform (rate-limited); the owner gets the message by email, with the sender’s email only if they chose to share it. The owner’s address is never answered.',
    tags,
    params: idParams,
    body: relayInput,
    response: z.object({ threadId: z.number().int() }),
    handler: ({ params, body }, req) => svc.relay(me(req), params.id, body),
  });
  route(app, {
    method: 'POST',
    url: '/api/v1/lost-and-found/threads/:id/reply',
    auth: 'viewer',
    errors: [404, 429],
    summary: 'The owner answers a relay thread through the platform (the sender gets it by email, not the owner’s address)',
    tags,
    params: idParams,
    body: relayReplyInput,
    response: ok,
    handler: async ({ params, body }, req) => {
      await svc.reply(me(req), params.id, body.message);
      return { done: true };
    },
  });
  route(app, {
    method: 'POST',
    url: '/api/v1/lost-and-found/:id/report',
    auth: 'viewer',
    errors: [404],
    summary: 'Report a notice to staff’s moderation queue',
    tags,
    params: idParams,
    body: noticeReportInput,
    response: ok,
    handler: async ({ params, body }, req) => {
      await svc.report(me(req), params.id, body.reason);
      return { done: true };
    },
  });
  route(app, {
    method: 'POST',
    url: '/api/v1/lost-and-found/child-report',
    auth: 'viewer',
    errors: [429],
    summary: 'A missing or found child: goes privately to staff as an urgent help-desk ticket (act within 1 hour); no notice and no public page is made',
    tags,
    body: childReportInput,
    response: z.object({ reference: z.string() }),
    handler: ({ body }, req) => svc.childReport(me(req), body),
  });
  app.get('/api/v1/lost-and-found/:id/photos/:photoId', async (req, reply) => {
    const p = z.object({ id: rowIdParam(nm.notFound), photoId: rowIdParam(nm.notFound) }).safeParse(req.params);
    const viewer = req.viewer ? { id: req.viewer.user.id, staff: (STAFF_ROLES as readonly string[]).includes(req.viewer.user.role) } : null;
    const photo = p.success ? await svc.photo(p.data.id, p.data.photoId, viewer) : null;
    if (!photo) throw AppError.notFound(nm.notFound);
    return reply.header('cache-control', PRIVATE_NO_STORE).header('x-content-type-options', 'nosniff').type(photo.contentType).send(photo.bytes);
  });

  // ----- Staff ------------------------------------------------------------------------------
  route(app, {
    method: 'GET',
    url: '/api/v1/admin/lost-and-found',
    summary: 'New, reported and hidden notices (staff); child reports are in the help desk only',
    tags: staffTags,
    response: z.array(anyObject),
    handler: () => svc.queue(),
  });
  route(app, {
    method: 'POST',
    url: '/api/v1/admin/lost-and-found/:id/hide',
    errors: [403, 404],
    summary: 'Hide a notice with a reason (staff, audited; never one’s own)',
    tags: staffTags,
    params: idParams,
    body: noticeHideInput,
    response: ok,
    handler: async ({ params, body }, req) => {
      await svc.hide(requireViewer(req).user.id, params.id, body.reason);
      return { done: true };
    },
  });
  route(app, {
    method: 'POST',
    url: '/api/v1/admin/lost-and-found/:id/restore',
    errors: [403, 404],
    summary: 'Restore a hidden notice (staff, audited; never one’s own)',
    tags: staffTags,
    params: idParams,
    response: ok,
    handler: async ({ params }, req) => {
      await svc.restore(requireViewer(req).user.id, params.id);
      return { done: true };
    },
  });
  route(app, {
    method: 'POST',
    url: '/api/v1/admin/lost-and-found/:id/approve',
    errors: [403, 404],
    summary: 'Mark a notice looked at and fine: it and its reports leave the queue (staff, audited; never one’s own)',
    tags: staffTags,
    params: idParams,
    response: ok,
    handler: async ({ params }, req) => {
      await svc.approve(requireViewer(req).user.id, params.id);
      return { done: true };
    },
  });
}
