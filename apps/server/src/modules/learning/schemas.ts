// Learning's answers as the API declares them (the OpenAPI document and the answer check): the
// learner's quiz has questions and choices only; which choice is right is declared nowhere.
import { CONSENT_METHODS, LEARNING_CATEGORIES, LESSON_KINDS, STUDENT_VIDEO_STATUSES } from '@sahyog/core';
import { z } from 'zod';

export const summary = z.object({
  id: z.number().int(),
  slug: z.string(),
  category: z.enum(LEARNING_CATEGORIES),
  title: z.string(),
  summary: z.string(),
  lessons: z.number().int(),
  hasQuiz: z.boolean(),
});
export const course = summary.extend({
  passMark: z.number().int().nullable(),
  lessonList: z.array(z.object({ id: z.number().int(), position: z.number().int(), kind: z.enum(LESSON_KINDS), title: z.string(), complete: z.boolean() })),
  progress: z
    .object({ done: z.number().int(), total: z.number().int(), quizOpen: z.boolean(), passed: z.boolean(), certificatePath: z.string().nullable() })
    .nullable(),
});
export const lesson = z.object({
  id: z.number().int(),
  courseSlug: z.string(),
  courseTitle: z.string(),
  kind: z.enum(LESSON_KINDS),
  title: z.string(),
  html: z.string(),
  youtubeId: z.string().nullable(),
  durationSeconds: z.number().int().nullable(),
  next: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  progress: z.object({ positionSeconds: z.number().int(), complete: z.boolean() }).nullable(),
});
export const progress = z.object({ lessonId: z.number().int(), positionSeconds: z.number().int(), maxWatchedSeconds: z.number().int(), complete: z.boolean() });
export const quiz = z.object({
  courseSlug: z.string(),
  passMark: z.number().int(),
  questions: z.array(z.object({ id: z.number().int(), question: z.string(), choices: z.array(z.string()) })),
});
export const result = z.object({ score: z.number().int(), total: z.number().int(), passed: z.boolean(), certificatePath: z.string().nullable() });
export const video = z.object({ id: z.number().int(), title: z.string(), youtubeId: z.string() });
export const staffVideo = video.extend({
  titleHi: z.string(),
  childAppears: z.boolean(),
  status: z.enum(STUDENT_VIDEO_STATUSES),
  consent: z
    .object({
      guardianName: z.string(),
      guardianRelation: z.string(),
      method: z.enum(CONSENT_METHODS),
      consentedAt: z.string(),
      recordedBy: z.number().int().nullable(),
      withdrawnAt: z.string().nullable(),
    })
    .nullable(),
  takedownReason: z.string().nullable(),
});
export const staffCourse = z.object({
  id: z.number().int(),
  slug: z.string(),
  category: z.string(),
  title: z.string(),
  published: z.boolean(),
  passMark: z.number().int().nullable(),
});
export const staffCourseOf = (r: { id: number; slug: string; category: string; title: string; published: boolean; passMark: number | null }) => ({
  id: r.id,
  slug: r.slug,
  category: r.category,
  title: r.title,
  published: r.published,
  passMark: r.passMark,
});
