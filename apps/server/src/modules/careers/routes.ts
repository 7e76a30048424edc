// Jobs' API (issue 43): the public list and post, the signed-in person's resume, applications and
// applying, the poster's calls (staff for the foundation's posts, an approved shop for its own:
// who the poster is comes from the session, never from the body), and staff's held-item queue.
import {
  AppError,
  CAREER_APPLICATION_STATES,
  CAREER_RESUME_PDF_BYTES,
  type CareerPoster,
  careerApplyInput,
  careerMessageInput,
  careerMoveInput,
  careerPostInput,
  careerReasonInput,
  careerResumeInput,
  careerSearchInput,
  careerMessages as km,
  rowIdParam,
  STAFF_ROLES,
} from '@sahyog/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireViewer } from '../../platform/auth.ts';
import { PRIVATE_NO_STORE, route } from '../../platform/http.ts';
import type { CareersService } from './service.ts';

const slugParams = z.object({ slug: z.string().max(100) });
const idParams = z.object({ id: rowIdParam(km.notFound) });
const appParams = z.object({ id: rowIdParam(km.applicationNotFound) });
const pdfInput = z.object({ fileName: z.string().max(200), data: z.base64().max(Math.ceil((CAREER_RESUME_PDF_BYTES * 4) / 3) + 8) });
// The views are core's typed interfaces (CareerPostView …); the document names them as objects.
const anyObject = z.unknown();

/** The signed-in poster: staff act for the foundation, anyone else as their (approved) shop. */
export function posterOf(req: FastifyRequest): CareerPoster {
  const { user } = requireViewer(req);
  return { as: (STAFF_ROLES as readonly string[]).includes(user.role) ? 'staff' : 'vendor', userId: user.id };
}

export function careersRoutes(app: FastifyInstance, svc: CareersService): void {
  const tags = ['Jobs'];
  const staffTags = ['Staff console'];
  const me = (req: FastifyRequest) => requireViewer(req).user.id;
  const viewerId = (req: FastifyRequest) => req.viewer?.user.id ?? null;

  route(app, {
    method: 'GET',
    url: '/api/v1/jobs',
    summary: 'Open jobs and volunteer roles (not past their closing date), by words, place and kind',
    tags,
    query: careerSearchInput,
    response: z.array(anyObject),
    handler: ({ query }) => svc.list(query),
  });
  route(app, {
    method: 'GET',
    url: '/api/v1/jobs/:slug',
    errors: [404],
    summary: 'A post (open, closed or filled; a held or rejected one is not found), with the viewer’s own application',
    tags,
    params: slugParams,
    response: anyObject,
    handler: async ({ params }, req) => {
      const v = await svc.bySlug(params.slug, viewerId(req));
      if (!v) throw AppError.notFound(km.notFound);
      return v;
    },
  });
  route(app, {
    method: 'POST',
    url: '/api/v1/jobs/:slug/apply',
    auth: 'viewer',
    errors: [404, 409],
    summary: 'Apply once, with a note and one’s saved resume; a closed, filled or expired post takes none (409)',
    tags,
    params: slugParams,
    body: careerApplyInput,
    response: z.object({ id: z.number().int() }),
    handler: ({ params, body }, req) => svc.apply(me(req), params.slug, body.note),
  });
  route(app, {
    method: 'GET',
    url: '/api/v1/me/jobs/resume',
    summary: 'The signed-in person’s resume, or null',
    tags,
    response: anyObject,
    handler: (_input, req) => svc.resume(me(req)),
  });
  route(app, {
    method: 'PUT',
    url: '/api/v1/me/jobs/resume',
    summary: 'Save one’s resume (summary, experience, education, skills) and optionally a PDF (base64, judged by its bytes, at most 2 MB, kept private)',
    tags,
    body: careerResumeInput.and(z.object({ pdf: pdfInput.optional() })),
    response: anyObject,
    handler: ({ body }, req) => {
      const { pdf, ...input } = body;
      return svc.saveResume(me(req), input, pdf ? { bytes: Buffer.from(pdf.data, 'base64') } : null, { ip: req.ip });
    },
  });
  route(app, {
    method: 'GET',
    url: '/api/v1/me/jobs/applications',
    summary: 'The signed-in person’s applications, each with its state, the post’s and the poster’s delivered messages',
    tags,
    response: z.array(anyObject),
    handler: (_input, req) => svc.myApplications(me(req)),
  });

  // ----- Posters ----------------------------------------------------------------------------
  route(app, {
    method: 'GET',
    url: '/api/v1/job-posts',
    auth: 'viewer',
    errors: [403],
    summary: 'The poster’s posts: the foundation’s for staff, the shop’s own for an approved vendor',
    tags,
    response: z.array(anyObject),
    handler: (_input, req) => svc.posterPosts(posterOf(req)),
  });
  route(app, {
    method: 'POST',
    url: '/api/v1/job-posts',
    auth: 'viewer',
    errors: [403],
    summary:
      'Post a paid job (pay range in rupees a month) or a volunteer role, closing within 90 days; one asking applicants for a fee, an ID copy or a group chat is held for staff',
    tags,
    body: careerPostInput,
    response: z.object({ id: z.number().int(), slug: z.string(), state: z.string() }),
    handler: ({ body }, req) => svc.create(posterOf(req), body),
  });
  route(app, {
    method: 'GET',
    url: '/api/v1/job-posts/:id/applicants',
    auth: 'viewer',
    errors: [403, 404],
    summary: 'One of the poster’s own posts with its applicants, their resumes and messages (anyone else’s: 404)',
    tags,
    params: idParams,
    response: anyObject,
    handler: async ({ params }, req) => {
      const one = await svc.applicants(posterOf(req), params.id);
      if (!one) throw AppError.notFound(km.notFound);
      return one;
    },
  });
  route(app, {
    method: 'POST',
    url: '/api/v1/job-posts/:id/close',
    auth: 'viewer',
    errors: [403, 404, 409],
    summary: 'Close one’s post, or mark it filled; its open applicants are told by email',
    tags,
    params: idParams,
    body: z.object({ filled: z.boolean().optional().default(false) }),
    response: z.object({ state: z.string() }),
    handler: ({ params, body }, req) => svc.closePost(posterOf(req), params.id, body.filled),
  });
  route(app, {
    method: 'POST',
    url: '/api/v1/job-applications/:id/state',
    auth: 'viewer',
    errors: [403, 404, 409],
    summary: 'Move an applicant of one’s own post: new → shortlisted → interview → offered → hired, or not selected',
    tags,
    params: appParams,
    body: careerMoveInput,
    response: z.object({ state: z.enum(CAREER_APPLICATION_STATES) }),
    handler: ({ params, body }, req) => svc.move(posterOf(req), params.id, body.state),
  });
  route(app, {
    method: 'POST',
    url: '/api/v1/job-applications/:id/messages',
    auth: 'viewer',
    errors: [403, 404, 429],
    summary:
      'Message an applicant of one’s own post: emailed through us (no address of either side is shared), 20 an hour; one asking for money or an ID copy waits for staff',
    tags,
    params: appParams,
    body: careerMessageInput,
    response: z.object({ id: z.number().int(), state: z.enum(['held', 'sent']) }),
    handler: ({ params, body }, req) => svc.message(posterOf(req), params.id, body.body),
  });
  app.get('/api/v1/job-applications/:id/resume.pdf', async (req, reply) => {
    const p = appParams.safeParse(req.params);
    const poster = posterOf(req);
    const pdf = p.success ? await svc.applicantPdf(poster, p.data.id).catch(() => null) : null;
    if (!pdf) throw AppError.notFound(km.applicationNotFound);
    return reply
      .header('cache-control', PRIVATE_NO_STORE)
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', `attachment; filename="resume-${p.data?.id ?? 0}.pdf"`)
      .type('application/pdf')
      .send(pdf);
  });

  // ----- Staff ------------------------------------------------------------------------------
  route(app, {
    method: 'GET',
    url: '/api/v1/admin/jobs',
    summary: 'Held posts, held messages and every post (staff)',
    tags: staffTags,
    response: anyObject,
    handler: () => svc.adminQueue(),
  });
  const decision = (url: string, summary: string, run: (staffId: number, id: number, reason: string) => Promise<void>, errors: number[] = [404, 409]) =>
    route(app, {
      method: 'POST',
      url,
      errors,
      summary,
      tags: staffTags,
      params: idParams,
      body: careerReasonInput,
      response: z.object({ done: z.boolean() }),
      handler: async ({ params, body }, req) => {
        await run(requireViewer(req).user.id, params.id, body.reason);
        return { done: true };
      },
    });
  decision(
    '/api/v1/admin/jobs/:id/release',
    'Release a held post: public now (not one’s own: 403; staff, audited)',
    (staff, id) => svc.releasePost(staff, id),
    [403, 404, 409],
  );
  decision('/api/v1/admin/jobs/:id/reject', 'Reject a held post, with a reason (staff, audited)', (staff, id, reason) => svc.rejectPost(staff, id, reason));
  decision('/api/v1/admin/jobs/:id/close', 'Close any post; its open applicants are told (staff, audited)', (staff, id, reason) =>
    svc.staffClosePost(staff, id, reason),
  );
  decision(
    '/api/v1/admin/jobs/messages/:id/release',
    'Release a held message: emailed to the applicant now (not one’s own: 403; staff, audited)',
    (staff, id) => svc.releaseMessage(staff, id),
    [403, 404, 409],
  );
  decision('/api/v1/admin/jobs/messages/:id/reject', 'Reject a held message: never sent (staff, audited)', (staff, id, reason) =>
    svc.rejectMessage(staff, id, reason),
  );
}
