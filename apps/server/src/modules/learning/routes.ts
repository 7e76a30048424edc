// Learning's API (issue 42): courses and lessons for anyone, the signed-in learner's progress and
// quiz (only their own; another's progress is a 404), and staff's console under
// /api/v1/admin/learning (everyone else: 403). No answer a learner gets carries a quiz's answers.
import {
  AppError,
  courseInput,
  guardianConsentInput,
  LEARNING_CATEGORIES,
  lessonInput,
  learningMessages as lm,
  positionInput,
  quizAnswersInput,
  quizInput,
  rowIdParam,
  studentVideoInput,
  takedownInput,
} from '@sahyog/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireViewer } from '../../platform/auth.ts';
import { route } from '../../platform/http.ts';
import { course, lesson, progress, quiz, result, staffCourse, staffCourseOf, staffVideo, summary, video } from './schemas.ts';
import type { LearningService } from './service.ts';
import type { LearningStaff } from './staff.ts';

const id = z.object({ id: rowIdParam(lm.notFound) });
const slug = z.object({ slug: z.string().max(80) });
export function learningRoutes(app: FastifyInstance, svc: LearningService, staff: LearningStaff): void {
  const tags = ['Learning'];
  const staffTags = ['Staff console'];
  const me = (req: Parameters<typeof requireViewer>[0]) => requireViewer(req).user.id;
  // Not there, not published, or not theirs: one 404, so nobody learns which.
  const found = async <T>(p: Promise<T | null>, message?: string): Promise<T> => {
    const v = await p;
    if (v === null) throw AppError.notFound(message ?? lm.notFound);
    return v;
  };

  route(app, {
    method: 'GET',
    url: '/api/v1/learn/courses',
    summary: 'Published courses, by words (every word in either language) and category',
    tags,
    query: z.object({ q: z.string().trim().max(100).optional(), category: z.enum(LEARNING_CATEGORIES).optional() }),
    response: z.array(summary),
    handler: ({ query }) => svc.courses(query),
  });
  route(app, {
    method: 'GET',
    url: '/api/v1/learn/courses/:slug',
    summary: 'A course with its lessons in order, and the signed-in learner’s progress',
    tags,
    errors: [404],
    params: slug,
    response: course,
    handler: ({ params }, req) => found(svc.course(params.slug, req.viewer?.user.id ?? null), lm.courseNotFound),
  });
  route(app, {
    method: 'GET',
    url: '/api/v1/learn/courses/:slug/lessons/:id',
    summary: 'One lesson: the article’s sanitised HTML or the video’s YouTube id and duration',
    tags,
    errors: [404],
    params: slug.extend({ id: rowIdParam(lm.notFound) }),
    response: lesson,
    handler: ({ params }, req) => found(svc.lesson(params.slug, params.id, req.viewer?.user.id ?? null)),
  });
  route(app, {
    method: 'POST',
    url: '/api/v1/learn/lessons/:id/read',
    auth: 'viewer',
    summary: 'Mark an article read (at its end): the only way an article becomes complete',
    tags,
    errors: [404],
    params: id,
    response: progress,
    handler: ({ params }, req) => svc.markRead(me(req), params.id),
  });
  route(app, {
    method: 'POST',
    url: '/api/v1/learn/lessons/:id/position',
    auth: 'viewer',
    summary: 'A video’s position while it plays; complete at 90 % of the duration the server knows, watched no faster than time passes',
    tags,
    errors: [404],
    params: id,
    body: positionInput,
    response: progress,
    handler: ({ params, body }, req) => svc.reportPosition(me(req), params.id, body.position),
  });
  route(app, {
    method: 'GET',
    url: '/api/v1/learn/progress/:id',
    auth: 'viewer',
    summary: 'One of the learner’s own progress records (anyone else’s is not found)',
    tags,
    errors: [404],
    params: id,
    response: progress,
    handler: ({ params }, req) => found(svc.progressById(me(req), params.id)),
  });
  route(app, {
    method: 'GET',
    url: '/api/v1/learn/courses/:slug/quiz',
    auth: 'viewer',
    summary: 'The quiz’s questions and choices (never which is right), once every lesson is complete',
    tags,
    errors: [404, 409],
    params: slug,
    response: quiz,
    handler: ({ params }, req) => found(svc.quiz(params.slug, me(req)), lm.noQuiz),
  });
  route(app, {
    method: 'POST',
    url: '/api/v1/learn/courses/:slug/quiz',
    auth: 'viewer',
    summary: 'Submit answers (question id → choice index); graded by the server; a pass issues the training certificate, once',
    tags,
    errors: [404, 409],
    params: slug,
    body: quizAnswersInput,
    response: result,
    handler: ({ params, body }, req) => svc.submitQuiz(params.slug, me(req), body.answers),
  });
  route(app, {
    method: 'GET',
    url: '/api/v1/learn/videos',
    summary: 'Published student videos (a child’s only with the guardian’s recorded consent)',
    tags,
    response: z.array(video),
    handler: () => svc.studentVideos(),
  });

  // ----- Staff ------------------------------------------------------------------------------
  const by = (req: Parameters<typeof requireViewer>[0]) => requireViewer(req).user.id;
  route(app, {
    method: 'GET',
    url: '/api/v1/admin/learning/courses',
    summary: 'Every course, published or not (staff)',
    tags: staffTags,
    response: z.array(staffCourse),
    handler: async () => (await staff.courses()).map(staffCourseOf),
  });
  route(app, {
    method: 'POST',
    url: '/api/v1/admin/learning/courses',
    summary: 'Create a course (staff; audited)',
    tags: staffTags,
    success: [201],
    body: courseInput,
    response: staffCourse,
    handler: async ({ body }, req) => staffCourseOf(await staff.saveCourse(null, body, by(req))),
  });
  route(app, {
    method: 'PUT',
    url: '/api/v1/admin/learning/courses/:id',
    summary: 'Change a course, publish or hide it (staff; audited)',
    tags: staffTags,
    errors: [404],
    params: id,
    body: courseInput,
    response: staffCourse,
    handler: async ({ params, body }, req) => staffCourseOf(await staff.saveCourse(params.id, body, by(req))),
  });
  route(app, {
    method: 'POST',
    url: '/api/v1/admin/learning/courses/:id/lessons',
    summary:
      'Add a lesson at the end: an article (Markdown, rendered and sanitised as campaign stories) or a video (YouTube id and its length) (staff; audited)',
    tags: staffTags,
    success: [201],
    errors: [404],
    params: id,
    body: lessonInput,
    response: z.object({ id: z.number().int(), position: z.number().int() }),
    handler: async ({ params, body }, req) => {
      const row = await staff.addLesson(params.id, body, by(req));
      return { id: row.id, position: row.position };
    },
  });
  route(app, {
    method: 'DELETE',
    url: '/api/v1/admin/learning/lessons/:id',
    summary: 'Remove a lesson from its course, with learners’ progress on it (staff; audited)',
    tags: staffTags,
    errors: [404],
    params: id,
    response: z.object({ courseId: z.number().int() }),
    handler: ({ params }, req) => staff.removeLesson(params.id, by(req)),
  });
  route(app, {
    method: 'PUT',
    url: '/api/v1/admin/learning/courses/:id/quiz',
    summary: 'Replace the course’s quiz (staff; audited)',
    tags: staffTags,
    errors: [404],
    params: id,
    body: quizInput,
    response: z.object({ questions: z.number().int() }),
    handler: ({ params, body }, req) => staff.setQuiz(params.id, body, by(req)),
  });
  route(app, {
    method: 'GET',
    url: '/api/v1/admin/learning/videos',
    summary: 'Student videos with their guardian consent records (staff)',
    tags: staffTags,
    response: z.array(staffVideo),
    handler: () => staff.studentVideos(),
  });
  route(app, {
    method: 'POST',
    url: '/api/v1/admin/learning/videos',
    summary: 'Add a student video as a draft, saying whether a child appears (staff; audited)',
    tags: staffTags,
    success: [201],
    body: studentVideoInput,
    response: staffVideo,
    handler: ({ body }, req) => staff.addStudentVideo(body, by(req)),
  });
  route(app, {
    method: 'POST',
    url: '/api/v1/admin/learning/videos/:id/consent',
    summary: 'Record the guardian’s verified consent: name, relation, how verified, when (DPDP Act 2023 s.9) (staff; audited)',
    tags: staffTags,
    errors: [404],
    params: id,
    body: guardianConsentInput,
    response: staffVideo,
    handler: ({ params, body }, req) => staff.recordConsent(params.id, body, by(req)),
  });
  route(app, {
    method: 'POST',
    url: '/api/v1/admin/learning/videos/:id/publish',
    summary: 'Publish a student video: refused (422) when a child appears without a recorded consent (staff; audited)',
    tags: staffTags,
    errors: [404],
    params: id,
    response: staffVideo,
    handler: ({ params }, req) => staff.publishStudentVideo(params.id, by(req)),
  });
  route(app, {
    method: 'POST',
    url: '/api/v1/admin/learning/videos/:id/takedown',
    summary: 'Take a video down on the guardian’s request: off the page at once, the consent withdrawn (staff; audited)',
    tags: staffTags,
    errors: [404],
    params: id,
    body: takedownInput,
    response: staffVideo,
    handler: ({ params, body }, req) => staff.takeDown(params.id, body.reason, by(req)),
  });
}
