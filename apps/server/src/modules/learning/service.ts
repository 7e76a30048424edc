// Learning's learner side (issue 42; decision 0066) [learning_courses, learning_lessons,
// learning_quiz_questions, learning_progress, learning_quiz_attempts, learning_student_videos]:
// reading courses and lessons, progress the server judges (an article is read only when marked
// at its end; a video is complete only at 90 % of the duration staff entered, and its watched
// mark grows no faster than time passes between reports), the quiz graded here (its answers
// never leave the server) and the training certificate issued through credentials on a pass.
import {
  AppError,
  type CourseSummary,
  type CourseView,
  currentLanguage,
  type LearningApi,
  type LearningCategory,
  type LessonKind,
  type LessonView,
  learningMessages as lm,
  type ProgressView,
  type QuizResult,
  type QuizView,
  type SitemapEntry,
  type StudentVideoView,
  VIDEO_COMPLETE_RATIO,
  VIDEO_REPORT_SLACK_SECONDS,
} from '@sahyog/core';
import { schema as s } from '@sahyog/db';
import { and, asc, eq, ilike, inArray, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/modules.ts';
import { trainingCertificate } from './certificate.ts';

type Course = typeof s.learningCourses.$inferSelect;
type Lesson = typeof s.learningLessons.$inferSelect;
type Progress = typeof s.learningProgress.$inferSelect;
type Choice = { en: string; hi: string };

const c = s.learningCourses;
const l = s.learningLessons;
const p = s.learningProgress;

/** The reader's language's text when it is there (Hindi pages), else the English. */
const shown = (en: string, hi: string) => (currentLanguage() === 'hi' && hi.trim() ? hi : en);

export function learningService(deps: Platform & { app: FastifyInstance }) {
  const { app, db } = deps;

  const summaryOf = (row: Course, lessons: number): CourseSummary => ({
    id: row.id,
    slug: row.slug,
    category: row.category as LearningCategory,
    title: shown(row.title, row.titleHi),
    summary: shown(row.summary, row.summaryHi),
    lessons,
    hasQuiz: row.passMark !== null,
  });

  async function publishedCourse(slug: string): Promise<Course | null> {
    const [row] = await db
      .select()
      .from(c)
      .where(and(eq(c.slug, slug), eq(c.published, true)))
      .limit(1);
    return row ?? null;
  }

  const lessonsOf = (courseId: number) => db.select().from(l).where(eq(l.courseId, courseId)).orderBy(asc(l.position));

  async function progressOf(userId: number, lessonIds: number[]): Promise<Map<number, Progress>> {
    if (!lessonIds.length) return new Map();
    const rows = await db
      .select()
      .from(p)
      .where(and(eq(p.userId, userId), inArray(p.lessonId, lessonIds)));
    return new Map(rows.map((r) => [r.lessonId, r]));
  }

  async function passedAttempt(userId: number, courseId: number) {
    const [row] = await db
      .select()
      .from(s.learningQuizAttempts)
      .where(and(eq(s.learningQuizAttempts.userId, userId), eq(s.learningQuizAttempts.courseId, courseId), eq(s.learningQuizAttempts.passed, true)))
      .limit(1);
    return row ?? null;
  }

  const certificatePath = (id: string | null) => (id ? `/certificates/verify/${id}` : null);

  /** A lesson of a published course, or null: the caller answers 404 (nobody learns what is hidden). */
  async function publishedLesson(lessonId: number): Promise<{ lesson: Lesson; course: Course } | null> {
    const [row] = await db
      .select({ lesson: l, course: c })
      .from(l)
      .innerJoin(c, eq(c.id, l.courseId))
      .where(and(eq(l.id, lessonId), eq(c.published, true)))
      .limit(1);
    return row ?? null;
  }

  const progressView = (lessonId: number, r: Progress | undefined): ProgressView => ({
    lessonId,
    positionSeconds: r?.positionSeconds ?? 0,
    maxWatchedSeconds: r?.maxWatchedSeconds ?? 0,
    complete: !!r?.completedAt,
  });

  async function allComplete(userId: number, courseId: number): Promise<boolean> {
    const lessons = await lessonsOf(courseId);
    const done = await progressOf(
      userId,
      lessons.map((x) => x.id),
    );
    return lessons.every((x) => done.get(x.id)?.completedAt);
  }

  async function questionsOf(courseId: number) {
    return db.select().from(s.learningQuizQuestions).where(eq(s.learningQuizQuestions.courseId, courseId)).orderBy(asc(s.learningQuizQuestions.position));
  }

  /** A progress record by its id, only the learner's own (anyone else's is null → 404). */
  async function progressById(userId: number, id: number): Promise<ProgressView | null> {
    const [row] = await db
      .select()
      .from(p)
      .where(and(eq(p.id, id), eq(p.userId, userId)))
      .limit(1);
    return row ? progressView(row.lessonId, row) : null;
  }

  const api = {
    async courses(filter: { q?: string | undefined; category?: LearningCategory | undefined }): Promise<CourseSummary[]> {
      const words = (filter.q ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 6);
      const where = [eq(c.published, true), ...(filter.category ? [eq(c.category, filter.category)] : [])];
      // Every word must appear somewhere in the course's text (either language, or a lesson's title).
      for (const w of words) where.push(ilike(c.searchText, `%${w.replace(/[\\%_]/g, (m) => `\\${m}`)}%`));
      const rows = await db
        .select({ course: c, lessons: sql<number>`(select count(*)::int from learning_lessons where course_id = ${c.id})` })
        .from(c)
        .where(and(...where))
        .orderBy(asc(c.title))
        .limit(100);
      return rows.map((r) => summaryOf(r.course, r.lessons));
    },

    async course(slug: string, userId: number | null): Promise<CourseView | null> {
      const row = await publishedCourse(slug);
      if (!row) return null;
      const lessons = await lessonsOf(row.id);
      const done =
        userId === null
          ? new Map<number, Progress>()
          : await progressOf(
              userId,
              lessons.map((x) => x.id),
            );
      const complete = lessons.filter((x) => done.get(x.id)?.completedAt).length;
      const pass = userId === null ? null : await passedAttempt(userId, row.id);
      return {
        ...summaryOf(row, lessons.length),
        passMark: row.passMark,
        lessonList: lessons.map((x) => ({
          id: x.id,
          position: x.position,
          kind: x.kind as LessonKind,
          title: shown(x.title, x.titleHi),
          complete: !!done.get(x.id)?.completedAt,
        })),
        progress:
          userId === null
            ? null
            : {
                done: complete,
                total: lessons.length,
                quizOpen: row.passMark !== null && complete === lessons.length,
                passed: !!pass,
                certificatePath: certificatePath(pass?.certificateId ?? null),
              },
      };
    },

    async lesson(slug: string, lessonId: number, userId: number | null): Promise<LessonView | null> {
      const found = await publishedLesson(lessonId);
      if (!found || found.course.slug !== slug) return null;
      const { lesson, course } = found;
      const lessons = await lessonsOf(course.id);
      const next = lessons.find((x) => x.position > lesson.position);
      const mine = userId === null ? undefined : (await progressOf(userId, [lesson.id])).get(lesson.id);
      return {
        id: lesson.id,
        courseSlug: course.slug,
        courseTitle: shown(course.title, course.titleHi),
        kind: lesson.kind as LessonKind,
        title: shown(lesson.title, lesson.titleHi),
        html: currentLanguage() === 'hi' && lesson.bodyHtmlHi ? lesson.bodyHtmlHi : lesson.bodyHtml,
        youtubeId: lesson.youtubeId,
        durationSeconds: lesson.durationSeconds,
        next: next ? { id: next.id, title: shown(next.title, next.titleHi) } : null,
        progress: userId === null ? null : { positionSeconds: mine?.positionSeconds ?? 0, complete: !!mine?.completedAt },
      };
    },

    /** The article's "I have read this" at its end: the one way an article becomes complete. */
    async markRead(userId: number, lessonId: number): Promise<ProgressView> {
      const found = await publishedLesson(lessonId);
      if (!found) throw AppError.notFound(lm.notFound);
      if (found.lesson.kind !== 'article') throw AppError.invalid({ lesson: lm.notAnArticle });
      const now = new Date();
      const [row] = await db
        .insert(p)
        .values({ userId, lessonId, completedAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: [p.userId, p.lessonId],
          set: { completedAt: sql`coalesce(${p.completedAt}, ${now.toISOString()}::timestamptz)`, updatedAt: now },
        })
        .returning();
      return progressView(lessonId, row);
    },

    /**
     * A video's position while it plays. The watched mark grows only by the time that passed
     * since the last report (plus a little slack), so posting "I am at the end" without watching
     * moves nothing; a position past the duration the server knows is refused.
     */
    async reportPosition(userId: number, lessonId: number, position: number): Promise<ProgressView> {
      const found = await publishedLesson(lessonId);
      if (!found) throw AppError.notFound(lm.notFound);
      const { lesson } = found;
      if (lesson.kind !== 'video' || !lesson.durationSeconds) throw AppError.invalid({ lesson: lm.notAVideo });
      if (position > lesson.durationSeconds) throw AppError.invalid({ position: lm.beyondDuration });
      const duration = lesson.durationSeconds;
      const row = await db.transaction(async (tx) => {
        await tx.insert(p).values({ userId, lessonId }).onConflictDoNothing();
        const [cur] = await tx
          .select()
          .from(p)
          .where(and(eq(p.userId, userId), eq(p.lessonId, lessonId)))
          .for('update');
        if (!cur) throw AppError.notFound(lm.notFound);
        const now = new Date();
        const elapsed = cur.lastReportAt ? Math.max(0, (now.getTime() - cur.lastReportAt.getTime()) / 1000) : 0;
        // Continuous watching: the position is within what could have played since the mark.
        const reach = cur.maxWatchedSeconds + elapsed + VIDEO_REPORT_SLACK_SECONDS;
        const maxWatched = position <= reach ? Math.max(cur.maxWatchedSeconds, position) : cur.maxWatchedSeconds;
        const complete = cur.completedAt ?? (maxWatched >= duration * VIDEO_COMPLETE_RATIO ? now : null);
        const [next] = await tx
          .update(p)
          .set({ positionSeconds: position, maxWatchedSeconds: maxWatched, lastReportAt: now, completedAt: complete, updatedAt: now })
          .where(eq(p.id, cur.id))
          .returning();
        return next;
      });
      return progressView(lessonId, row);
    },

    /** The quiz as a learner sees it (no answers), once every lesson is complete; null when there is none. */
    async quiz(slug: string, userId: number): Promise<QuizView | null> {
      const course = await publishedCourse(slug);
      if (!course || course.passMark === null) return null;
      if (!(await allComplete(userId, course.id))) throw new AppError('learning_state', lm.quizLocked);
      const questions = await questionsOf(course.id);
      return {
        courseSlug: course.slug,
        passMark: course.passMark,
        questions: questions.map((q) => ({
          id: q.id,
          question: shown(q.question, q.questionHi),
          choices: (q.choices as Choice[]).map((ch) => shown(ch.en, ch.hi)),
        })),
      };
    },

    /** Graded here; a pass issues the training certificate once (key course:<id>:user:<id>). */
    async submitQuiz(slug: string, userId: number, answers: Record<string, number>): Promise<QuizResult> {
      const course = await publishedCourse(slug);
      if (!course) throw AppError.notFound(lm.courseNotFound);
      if (course.passMark === null) throw AppError.notFound(lm.noQuiz);
      if (!(await allComplete(userId, course.id))) throw new AppError('learning_state', lm.quizLocked);
      if (await passedAttempt(userId, course.id)) throw new AppError('learning_state', lm.quizPassed);
      const questions = await questionsOf(course.id);
      const missing = questions.filter((q) => answers[String(q.id)] === undefined);
      if (missing.length) throw AppError.invalid(Object.fromEntries(missing.map((q) => [`answers.${q.id}`, lm.quizUnanswered])), lm.quizUnanswered);
      const score = questions.filter((q) => answers[String(q.id)] === q.answer).length;
      const total = questions.length;
      // Integer arithmetic: exactly the pass mark passes, one question fewer does not.
      const passed = score * 100 >= course.passMark * total;
      let certificateId: string | null = null;
      if (passed) certificateId = await trainingCertificate(app, course, userId);
      try {
        await db.insert(s.learningQuizAttempts).values({ userId, courseId: course.id, score, total, passed, certificateId });
      } catch (err) {
        // Two passing submissions at once: the unique index on passes keeps the second out.
        if (passed && (await passedAttempt(userId, course.id))) throw new AppError('learning_state', lm.quizPassed);
        throw err;
      }
      return { score, total, passed, certificatePath: certificatePath(certificateId) };
    },

    async studentVideos(): Promise<StudentVideoView[]> {
      const v = s.learningStudentVideos;
      const rows = await db
        .select()
        .from(v)
        .where(and(eq(v.status, 'published'), sql`(not ${v.childAppears} or (${isNotNull(v.consentAt)} and ${v.consentWithdrawnAt} is null))`))
        .orderBy(sql`${v.publishedAt} desc`)
        .limit(100);
      return rows.map((r) => ({ id: r.id, title: shown(r.title, r.titleHi), youtubeId: r.youtubeId }));
    },
  } satisfies Omit<LearningApi, 'staff'>;

  /** Each published course's page, for /sitemap.xml (its lessons and quiz are steps of it, not pages to find). */
  async function sitemap(): Promise<SitemapEntry[]> {
    const rows = await db.select({ slug: c.slug }).from(c).where(eq(c.published, true)).orderBy(asc(c.id)).limit(5_000);
    return rows.map((r) => ({ path: `/learn/${r.slug}` }));
  }

  return { ...api, progressById, sitemap };
}

export type LearningService = ReturnType<typeof learningService>;
