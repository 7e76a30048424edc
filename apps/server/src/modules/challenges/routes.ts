// Challenges' API (issue 42): the public list and page, joining and logging (the signed-in
// person's own entry only: no entry id is ever taken from the body), pledges on an entry (anyone,
// signed in or a guest), a log's photo (its participant or staff), and staff's console calls.
import { AppError, challengeInput, challengeMessages as cm, hideInput, joinInput, logInput, pledgeInput, rowIdParam, STAFF_ROLES } from '@sahyog/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireViewer } from '../../platform/auth.ts';
import { PRIVATE_NO_STORE, route } from '../../platform/http.ts';
import type { ChallengesAdmin } from './admin.ts';
import type { PledgesService } from './pledges.ts';
import type { ChallengesService } from './service.ts';

const slugParams = z.object({ slug: z.string().max(80) });
const idParams = z.object({ id: rowIdParam(cm.notFound) });
const photoInput = z.object({ fileName: z.string().max(200), data: z.base64().max(Math.ceil((5 * 1024 * 1024 * 4) / 3) + 8) });
// The views are core's typed interfaces (ChallengeView …); the document names them as objects.
const anyObject = z.unknown();

export function challengesRoutes(app: FastifyInstance, svc: ChallengesService, pledges: PledgesService, admin: ChallengesAdmin): void {
  const tags = ['Challenges'];
  const staffTags = ['Staff console'];
  const me = (req: Parameters<typeof requireViewer>[0]) => requireViewer(req).user.id;
  const viewerId = (req: { viewer?: { user: { id: number } } | null }) => req.viewer?.user.id ?? null;

  route(app, {
    method: 'GET',
    url: '/api/v1/challenges',
    auth: 'anyone',
    summary: 'The challenges, the latest first',
    tags,
    response: z.array(anyObject),
    handler: () => svc.list(),
  });
  route(app, {
    method: 'GET',
    url: '/api/v1/challenges/:slug',
    auth: 'anyone',
    errors: [404],
    summary: 'A challenge: its story, teams, the leaderboard of entered totals, raised-by-challenge, and the viewer’s own entry',
    tags,
    params: slugParams,
    response: anyObject,
    handler: async ({ params }, req) => {
      const c = await svc.bySlug(params.slug, viewerId(req));
      if (!c) throw AppError.notFound(cm.notFound);
      return c;
    },
  });
  route(app, {
    method: 'POST',
    url: '/api/v1/challenges/:slug/join',
    auth: 'viewer',
    errors: [404],
    summary: 'Join (once; again answers the entry), with a name for the board or none ("A supporter") and a team',
    tags,
    params: slugParams,
    body: joinInput,
    response: anyObject,
    handler: ({ params, body }, req) => svc.join(me(req), params.slug, body),
  });
  route(app, {
    method: 'POST',
    url: '/api/v1/challenges/:slug/logs',
    auth: 'viewer',
    errors: [404],
    summary:
      'Log progress on one’s own entry, between the start and the end, at most the per-log maximum; an optional JPEG/PNG photo (base64), re-encoded without its metadata',
    tags,
    params: slugParams,
    body: logInput.extend({ photo: photoInput.optional() }),
    response: anyObject,
    handler: ({ params, body }, req) => {
      const { photo, ...input } = body;
      return svc.log(me(req), params.slug, input, photo ? { fileName: photo.fileName, bytes: Buffer.from(photo.data, 'base64') } : null);
    },
  });
  app.get('/api/v1/challenges/logs/:id/photo', async (req, reply) => {
    const p = idParams.safeParse(req.params);
    const viewer = requireViewer(req);
    const staff = (STAFF_ROLES as readonly string[]).includes(viewer.user.role);
    const photo = p.success ? await svc.photo(viewer.user.id, p.data.id, staff) : null;
    if (!photo) throw AppError.notFound(cm.notFound);
    return reply.header('cache-control', PRIVATE_NO_STORE).header('x-content-type-options', 'nosniff').type(photo.contentType).send(photo.bytes);
  });
  route(app, {
    method: 'POST',
    url: '/api/v1/challenges/:slug/entries/:entryId/pledges',
    auth: 'anyone',
    errors: [404, 429],
    summary: 'Pledge ₹ per unit with a cap on a participant’s entry (signed in or as a guest); it becomes a gift to pay when the challenge ends',
    tags,
    params: z.object({ slug: z.string().max(80), entryId: rowIdParam(cm.entryNotFound) }),
    body: pledgeInput,
    response: z.object({ id: z.number().int() }),
    handler: ({ params, body }, req) => pledges.pledge(viewerId(req), params.slug, params.entryId, body, { ip: req.ip }),
  });

  // ----- Staff ------------------------------------------------------------------------------
  route(app, {
    method: 'GET',
    url: '/api/v1/admin/challenges',
    summary: 'Every challenge with its pledges and raised-by-challenge (staff)',
    tags: staffTags,
    response: z.array(anyObject),
    handler: () => admin.adminList(),
  });
  route(app, {
    method: 'POST',
    url: '/api/v1/admin/challenges',
    summary: 'Create a challenge: title, story, unit, goal per person, per-log maximum, dates (India days), a campaign, optional teams (staff, audited)',
    tags: staffTags,
    body: challengeInput,
    response: z.object({ id: z.number().int(), slug: z.string() }),
    handler: ({ body }, req) => admin.create(requireViewer(req).user.id, body),
  });
  route(app, {
    method: 'GET',
    url: '/api/v1/admin/challenges/:id',
    errors: [404],
    summary: 'One challenge with its participants and pledges (staff)',
    tags: staffTags,
    params: idParams,
    response: anyObject,
    handler: async ({ params }) => {
      const one = await admin.adminOne(params.id);
      if (!one) throw AppError.notFound(cm.notFound);
      return one;
    },
  });
  route(app, {
    method: 'POST',
    url: '/api/v1/admin/challenges/:id/close',
    errors: [404],
    summary: 'Close now: each pledge becomes a gift order to pay for min(units × rate, cap), once (staff, audited)',
    tags: staffTags,
    params: idParams,
    response: z.object({ converted: z.number().int(), nothing: z.number().int(), failed: z.number().int() }),
    handler: ({ params }, req) => pledges.close(requireViewer(req).user.id, params.id),
  });
  route(app, {
    method: 'POST',
    url: '/api/v1/admin/challenges/entries/:id/hide',
    errors: [404],
    summary: 'Hide an entry from the board and from pledges, with a reason (staff, audited)',
    tags: staffTags,
    params: idParams,
    body: hideInput,
    response: z.object({ hidden: z.boolean() }),
    handler: async ({ params, body }, req) => {
      await admin.hideEntry(requireViewer(req).user.id, params.id, body.reason);
      return { hidden: true };
    },
  });
}
