// Learning (issue 42; decision 0066): courses of articles and videos, the learner's progress as
// the server keeps it, the quiz (its answers never leave the server) and student videos that a
// child appears in only with a guardian's recorded consent. The contract between the server's
// learning module and the pages, and the inputs both check.
import { z } from 'zod';
import { learningMessages as lm } from './learning-text.ts';
import { text } from './text.ts';

export const LESSON_KINDS = ['article', 'video'] as const;
export type LessonKind = (typeof LESSON_KINDS)[number];
export const LEARNING_CATEGORIES = ['giving', 'health', 'education', 'volunteering', 'safety'] as const;
export type LearningCategory = (typeof LEARNING_CATEGORIES)[number];
/** A video counts as watched at 90 % of the duration the server knows (decision 0066). */
export const VIDEO_COMPLETE_RATIO = 0.9;
/** A position report may move the watched mark by at most the time since the last one, plus this slack. */
export const VIDEO_REPORT_SLACK_SECONDS = 15;
export const CONSENT_METHODS = ['otp_guardian_mobile', 'signed_form_seen', 'in_person_with_id'] as const;
export type ConsentMethod = (typeof CONSENT_METHODS)[number];
export const STUDENT_VIDEO_STATUSES = ['draft', 'published', 'taken_down'] as const;
export type StudentVideoStatus = (typeof STUDENT_VIDEO_STATUSES)[number];
export const LEARNING_TITLE_MAX = 160;
export const LEARNING_BODY_MAX = 40_000;
/** YouTube's video ids: 11 of letters, digits, - and _. */
export const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
export const COURSE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const learnPath = (slug?: string, lessonId?: number) => (slug ? `/learn/${slug}${lessonId ? `/lessons/${lessonId}` : ''}` : '/learn');

const title = (field: string) => text({ field, required: lm.titleRequired }).trim().min(1, lm.titleRequired).max(LEARNING_TITLE_MAX, lm.titleTooLong);
const optionalText = (field: string, max: number) => text({ field, multiline: true }).max(max, lm.bodyTooLong).optional().default('');
const youtubeId = z.string({ error: lm.youtubeId }).trim().regex(YOUTUBE_ID, lm.youtubeId);

export const courseInput = z.object({
  slug: z.string({ error: lm.slug }).trim().regex(COURSE_SLUG, lm.slug).max(80, lm.slug),
  category: z.enum(LEARNING_CATEGORIES, { error: lm.category }),
  title: title('Title'),
  titleHi: optionalText('Hindi title', LEARNING_TITLE_MAX),
  summary: optionalText('Summary', 600),
  summaryHi: optionalText('Hindi summary', 600),
  passMark: z.coerce.number({ error: lm.passMark }).int(lm.passMark).min(1, lm.passMark).max(100, lm.passMark).nullable().optional().default(null),
  published: z.boolean().optional().default(false),
});
export type CourseInput = z.infer<typeof courseInput>;

export const lessonInput = z
  .object({
    kind: z.enum(LESSON_KINDS, { error: lm.kind }),
    title: title('Title'),
    titleHi: optionalText('Hindi title', LEARNING_TITLE_MAX),
    bodyMarkdown: optionalText('Article', LEARNING_BODY_MAX),
    bodyMarkdownHi: optionalText('Hindi article', LEARNING_BODY_MAX),
    youtubeId: youtubeId.nullable().optional().default(null),
    durationSeconds: z.coerce.number({ error: lm.duration }).int(lm.duration).min(10, lm.duration).max(36_000, lm.duration).nullable().optional().default(null),
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'article' && !v.bodyMarkdown.trim()) ctx.addIssue({ code: 'custom', path: ['bodyMarkdown'], message: lm.bodyRequired });
    if (v.kind === 'video' && !v.youtubeId) ctx.addIssue({ code: 'custom', path: ['youtubeId'], message: lm.youtubeId });
    if (v.kind === 'video' && !v.durationSeconds) ctx.addIssue({ code: 'custom', path: ['durationSeconds'], message: lm.duration });
  });
export type LessonInput = z.infer<typeof lessonInput>;

const choice = z.object({ en: title('Choice'), hi: optionalText('Hindi choice', LEARNING_TITLE_MAX) });
export const quizInput = z.object({
  questions: z
    .array(
      z
        .object({
          question: title('Question'),
          questionHi: optionalText('Hindi question', 400),
          choices: z.array(choice).min(2, lm.choices).max(6, lm.choices),
          answer: z.number().int().min(0),
        })
        .refine((q) => q.answer < q.choices.length, { path: ['answer'], message: lm.answer }),
    )
    .min(1, lm.questions)
    .max(20, lm.questions),
});
export type QuizInput = z.infer<typeof quizInput>;

/** A learner's answers: one choice index per question id. */
export const quizAnswersInput = z.object({ answers: z.record(z.string().regex(/^\d+$/), z.coerce.number().int().min(0).max(9)) });
export const positionInput = z.object({ position: z.number({ error: lm.position }).int(lm.position).min(0, lm.position).max(36_000, lm.position) });

export const studentVideoInput = z.object({
  title: title('Title'),
  titleHi: optionalText('Hindi title', LEARNING_TITLE_MAX),
  youtubeId,
  childAppears: z.boolean({ error: lm.childAppears }),
});
export const guardianConsentInput = z.object({
  guardianName: text({ field: 'Guardian name', required: lm.guardianName }).trim().min(2, lm.guardianName).max(120, lm.guardianName),
  guardianRelation: text({ field: 'Relation', required: lm.guardianRelation }).trim().min(2, lm.guardianRelation).max(60, lm.guardianRelation),
  method: z.enum(CONSENT_METHODS, { error: lm.consentMethod }),
  consentedAt: z.iso.datetime({ error: lm.consentedAt }),
});
export type GuardianConsentInput = z.infer<typeof guardianConsentInput>;
export const takedownInput = z.object({ reason: text({ field: 'Reason', required: lm.reason }).trim().min(3, lm.reason).max(300, lm.reason) });

// ----- Views --------------------------------------------------------------------------------
export interface CourseSummary {
  id: number;
  slug: string;
  category: LearningCategory;
  title: string;
  summary: string;
  lessons: number;
  hasQuiz: boolean;
}
export interface LessonSummary {
  id: number;
  position: number;
  kind: LessonKind;
  title: string;
  complete: boolean;
}
export interface CourseView extends CourseSummary {
  passMark: number | null;
  lessonList: LessonSummary[];
  /** Null for a visitor not signed in. */
  progress: { done: number; total: number; quizOpen: boolean; passed: boolean; certificatePath: string | null } | null;
}
export interface LessonView {
  id: number;
  courseSlug: string;
  courseTitle: string;
  kind: LessonKind;
  title: string;
  /** Sanitised on save. */
  html: string;
  youtubeId: string | null;
  durationSeconds: number | null;
  next: { id: number; title: string } | null;
  progress: { positionSeconds: number; complete: boolean } | null;
}
/** What a learner is shown of the quiz: never which choice is right. */
export interface QuizView {
  courseSlug: string;
  passMark: number;
  questions: { id: number; question: string; choices: string[] }[];
}
export interface QuizResult {
  score: number;
  total: number;
  passed: boolean;
  certificatePath: string | null;
}
export interface ProgressView {
  lessonId: number;
  positionSeconds: number;
  maxWatchedSeconds: number;
  complete: boolean;
}
export interface StudentVideoView {
  id: number;
  title: string;
  youtubeId: string;
}
export interface StaffStudentVideo extends StudentVideoView {
  titleHi: string;
  childAppears: boolean;
  status: StudentVideoStatus;
  consent: {
    guardianName: string;
    guardianRelation: string;
    method: ConsentMethod;
    consentedAt: string;
    recordedBy: number | null;
    withdrawnAt: string | null;
  } | null;
  takedownReason: string | null;
}

export interface LearningApi {
  courses(filter: { q?: string | undefined; category?: LearningCategory | undefined }): Promise<CourseSummary[]>;
  course(slug: string, userId: number | null): Promise<CourseView | null>;
  lesson(slug: string, lessonId: number, userId: number | null): Promise<LessonView | null>;
  markRead(userId: number, lessonId: number): Promise<ProgressView>;
  reportPosition(userId: number, lessonId: number, position: number): Promise<ProgressView>;
  quiz(slug: string, userId: number): Promise<QuizView | null>;
  submitQuiz(slug: string, userId: number, answers: Record<string, number>): Promise<QuizResult>;
  studentVideos(): Promise<StudentVideoView[]>;
  /** The console's calls (staff only; the pages check the role, the services audit). */
  staff: LearningStaffApi;
}

/** A course as the console edits it: every field, its lessons in order and its quiz with the answers. */
export interface StaffCourse {
  id: number;
  slug: string;
  category: LearningCategory;
  title: string;
  titleHi: string;
  summary: string;
  summaryHi: string;
  passMark: number | null;
  published: boolean;
  lessons: { id: number; position: number; kind: LessonKind; title: string; youtubeId: string | null; durationSeconds: number | null }[];
  quiz: QuizInput['questions'];
}

export interface LearningStaffApi {
  courses(): Promise<{ id: number; slug: string; title: string; published: boolean; passMark: number | null }[]>;
  course(id: number): Promise<StaffCourse | null>;
  saveCourse(id: number | null, input: CourseInput, by: number | null): Promise<{ id: number; slug: string }>;
  addLesson(courseId: number, input: LessonInput, by: number | null): Promise<{ id: number }>;
  removeLesson(lessonId: number, by: number | null): Promise<{ courseId: number }>;
  setQuiz(courseId: number, input: QuizInput, by: number | null): Promise<{ questions: number }>;
  studentVideos(): Promise<StaffStudentVideo[]>;
  addStudentVideo(input: z.infer<typeof studentVideoInput>, by: number | null): Promise<StaffStudentVideo>;
  recordConsent(id: number, input: GuardianConsentInput, by: number | null): Promise<StaffStudentVideo>;
  publishStudentVideo(id: number, by: number | null): Promise<StaffStudentVideo>;
  takeDown(id: number, reason: string, by: number | null): Promise<StaffStudentVideo>;
}
