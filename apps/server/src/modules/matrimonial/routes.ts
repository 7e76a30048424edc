// Matrimonial's API (issue 43): every route needs a signed-in account (401 otherwise) and, in
// the service, a proven mobile (403); the profile is always the signed-in person's own (no owner id
// is ever taken from a body). Photos are answered as bytes: the blurred one to members who may see
// the profile, the original only to its owner, staff and the two sides of an accepted interest.
import {
  AppError,
  type MarriageViewer,
  marriageHideInput,
  marriageInterestInput,
  marriageProfileInput,
  marriageRejectInput,
  marriageReportInput,
  marriageSearchInput,
  matrimonialMessages as mm,
  rowIdParam,
  STAFF_ROLES,
} from '@sahyog/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireRole, requireViewer } from '../../platform/auth.ts';
import { PRIVATE_NO_STORE, route } from '../../platform/http.ts';
import { documented } from '../../platform/openapi.ts';
import type { MatrimonialAdmin } from './admin.ts';
import type { MatrimonialService } from './service.ts';

const idParams = z.object({ id: rowIdParam(mm.notFound) });
const photoParams = z.object({ id: rowIdParam(mm.photoNotFound), kind: z.enum(['blurred', 'original']) });
const photoInput = z.object({ data: z.base64().max(Math.ceil((5 * 1024 * 1024 * 4) / 3) + 8) });
// The views are core's typed interfaces (MarriageProfileView …); the document names them as objects.
const anyObject = z.unknown();
const decision = z.object({ approve: z.boolean(), reason: marriageRejectInput.shape.reason.optional() });

export function viewerOf(req: FastifyRequest): MarriageViewer {
  const { user } = requireViewer(req);
  return { id: user.id, phoneVerified: user.phoneVerified, ip: req.ip };
}

export function matrimonialRoutes(app: FastifyInstance, svc: MatrimonialService, admin: MatrimonialAdmin): void {
  const tags = ['Matrimonial'];
  const staffTags = ['Staff console'];
  const auth = 'viewer' as const;
  const errors = [403, 404] as const;

  route(app, {
    method: 'GET',
    url: '/api/v1/matrimonial/me',
    auth,
    errors: [403],
    summary: 'The signed-in person’s own profile (with its date of birth, state and every photo), or null',
    tags,
    response: anyObject,
    handler: (_i, req) => svc.mine(viewerOf(req)),
  });
  route(app, {
    method: 'POST',
    url: '/api/v1/matrimonial/me',
    auth,
    errors: [403, 409],
    summary:
      'Make one’s profile (proven email and mobile only): the two declarations, men at least 21 and women at least 18 by the date of birth in India time; no Aadhaar number in any field. Waits for staff.',
    tags,
    body: marriageProfileInput,
    response: anyObject,
    handler: ({ body }, req) => svc.create(viewerOf(req), body),
  });
  route(app, {
    method: 'POST',
    url: '/api/v1/matrimonial/me/hidden',
    auth,
    errors,
    summary: 'Hide one’s profile (not listed, kept) or show it again',
    tags,
    body: marriageHideInput,
    response: anyObject,
    handler: ({ body }, req) => svc.setHidden(viewerOf(req), body.hidden),
  });
  route(app, {
    method: 'POST',
    url: '/api/v1/matrimonial/me/delete',
    auth,
    errors: [403],
    summary: 'Delete one’s profile: erases it, its photos, interests and messages (the access log stays a year)',
    tags,
    response: z.object({ deleted: z.boolean() }),
    handler: async (_i, req) => {
      await svc.remove(viewerOf(req));
      return { deleted: true };
    },
  });
  route(app, {
    method: 'POST',
    url: '/api/v1/matrimonial/me/photos',
    auth,
    errors,
    summary: 'Add a photo (JPEG/PNG, base64, at most 5 MB): re-encoded without metadata, blurred for others, checked by staff first',
    tags,
    body: photoInput,
    response: anyObject,
    handler: ({ body }, req) => svc.addPhoto(viewerOf(req), { bytes: Buffer.from(body.data, 'base64') }),
  });
  route(app, {
    method: 'GET',
    url: '/api/v1/matrimonial/profiles',
    auth,
    errors: [403],
    summary: 'Approved profiles the viewer may see (own profile approved; never across a block), by age range, city, language and community',
    tags,
    query: marriageSearchInput,
    response: z.array(anyObject),
    handler: ({ query }, req) => svc.search(viewerOf(req), query),
  });
  route(app, {
    method: 'GET',
    url: '/api/v1/matrimonial/profiles/:id',
    auth,
    errors,
    summary: 'A profile: blurred photos, and the originals and contact details only once both sides accepted an interest',
    tags,
    params: idParams,
    response: anyObject,
    handler: async ({ params }, req) => {
      const p = await svc.profile(viewerOf(req), params.id);
      if (!p) throw AppError.notFound(mm.notFound);
      return p;
    },
  });
  route(app, {
    method: 'POST',
    url: '/api/v1/matrimonial/profiles/:id/interest',
    auth,
    errors: [403, 404, 409, 429],
    summary: 'Send an interest with an optional short message (rate-limited); to someone who sent one first, it accepts theirs',
    tags,
    params: idParams,
    body: marriageInterestInput,
    response: z.object({ id: z.number().int() }),
    handler: ({ params, body }, req) => svc.sendInterest(viewerOf(req), params.id, body.message),
  });
  route(app, {
    method: 'POST',
    url: '/api/v1/matrimonial/profiles/:id/block',
    auth,
    errors,
    summary: 'Block: neither side sees the other again, and their interests end',
    tags,
    params: idParams,
    response: z.object({ blocked: z.boolean() }),
    handler: async ({ params }, req) => {
      await svc.block(viewerOf(req), params.id);
      return { blocked: true };
    },
  });
  route(app, {
    method: 'POST',
    url: '/api/v1/matrimonial/profiles/:id/report',
    auth,
    errors: [403, 404, 429],
    summary: 'Report a profile to staff (rate-limited); a morphed or intimate image opens a help desk ticket with the 24-hour clock',
    tags,
    params: idParams,
    body: marriageReportInput,
    response: z.object({ id: z.number().int(), ticket: z.string().nullable() }),
    handler: ({ params, body }, req) => svc.report(viewerOf(req), params.id, body),
  });
  route(app, {
    method: 'GET',
    url: '/api/v1/matrimonial/interests',
    auth,
    errors: [403],
    summary: 'Interests sent and received, newest first',
    tags,
    response: z.array(anyObject),
    handler: (_i, req) => svc.interests(viewerOf(req)),
  });
  route(app, {
    method: 'POST',
    url: '/api/v1/matrimonial/interests/:id/decision',
    auth,
    errors: [403, 404, 409],
    summary: 'Accept or decline an interest received (once)',
    tags,
    params: z.object({ id: rowIdParam(mm.interestNotFound) }),
    body: z.object({ accept: z.boolean() }),
    response: z.object({ state: z.enum(['accepted', 'declined']) }),
    handler: ({ params, body }, req) => svc.decide(viewerOf(req), params.id, body.accept),
  });
  const photoUrl = '/api/v1/matrimonial/photos/:id/:kind';
  app.get(
    photoUrl,
    documented({
      method: 'GET',
      url: photoUrl,
      auth: 'viewer',
      summary:
        'A profile photo. Its owner and staff see both. Anyone else must have a verified mobile and an approved profile of their own, and the photo must be approved and on a profile shown to them: then `blurred`, and `original` only once both sides accepted an interest. 404 otherwise, never saying which',
      tags,
      params: photoParams,
      errors: [404],
      response: { type: 'image/jpeg', description: 'The photo, re-encoded as JPEG without its metadata', binary: true },
    }),
    async (req, reply) => {
      const viewer = viewerOf(req);
      const p = photoParams.safeParse(req.params);
      const staff = (STAFF_ROLES as readonly string[]).includes(requireViewer(req).user.role);
      const bytes = p.success ? await svc.photo(viewer, p.data.id, p.data.kind, staff) : null;
      if (!bytes) throw AppError.notFound(mm.photoNotFound);
      return reply.header('cache-control', PRIVATE_NO_STORE).header('x-content-type-options', 'nosniff').type('image/jpeg').send(bytes);
    },
  );

  // ----- Staff ------------------------------------------------------------------------------
  route(app, {
    method: 'GET',
    url: '/api/v1/admin/matrimonial',
    summary: 'The moderation queue: new profiles and photos, open reports, approved profiles (staff)',
    tags: staffTags,
    response: anyObject,
    handler: (_i, req) => admin.queue(requireViewer(req).user.id),
  });
  route(app, {
    method: 'POST',
    url: '/api/v1/admin/matrimonial/profiles/:id/decision',
    errors: [403, 404],
    summary: 'Approve or reject (with a reason) a new profile; never one’s own (403 own_decision) (staff, audited)',
    tags: staffTags,
    params: idParams,
    body: decision,
    response: z.object({ approved: z.boolean() }),
    handler: async ({ params, body }, req) => {
      await admin.decideProfile(requireViewer(req).user.id, params.id, body.approve, body.reason ?? null);
      return { approved: body.approve };
    },
  });
  route(app, {
    method: 'POST',
    url: '/api/v1/admin/matrimonial/photos/:id/decision',
    errors: [403, 404],
    summary: 'Approve or reject a photo before anyone sees it; never one’s own (staff, audited)',
    tags: staffTags,
    params: z.object({ id: rowIdParam(mm.photoNotFound) }),
    body: z.object({ approve: z.boolean() }),
    response: z.object({ approved: z.boolean() }),
    handler: async ({ params, body }, req) => {
      await admin.decidePhoto(requireViewer(req).user.id, params.id, body.approve);
      return { approved: body.approve };
    },
  });
  route(app, {
    method: 'POST',
    url: '/api/v1/admin/matrimonial/profiles/:id/id-check',
    errors: [403, 404],
    summary: '“ID checked by staff on <date>”: records who and when only, after seeing an ID off the platform (staff, audited)',
    tags: staffTags,
    params: idParams,
    response: z.object({ checked: z.boolean() }),
    handler: async ({ params }, req) => {
      await admin.markIdChecked(requireViewer(req).user.id, params.id);
      return { checked: true };
    },
  });
  route(app, {
    method: 'POST',
    url: '/api/v1/admin/matrimonial/reports/:id/close',
    errors: [404],
    summary: 'Close a report once acted on (staff, audited)',
    tags: staffTags,
    params: idParams,
    response: z.object({ closed: z.boolean() }),
    handler: async ({ params }, req) => {
      await admin.closeReport(requireViewer(req).user.id, params.id);
      return { closed: true };
    },
  });
  app.get('/api/v1/admin/matrimonial/photos/:id', async (req, reply) => {
    requireRole(req, STAFF_ROLES);
    const p = idParams.safeParse(req.params);
    const bytes = p.success ? await admin.photoFor(p.data.id) : null;
    if (!bytes) throw AppError.notFound(mm.photoNotFound);
    return reply.header('cache-control', PRIVATE_NO_STORE).header('x-content-type-options', 'nosniff').type('image/jpeg').send(bytes);
  });
}
