// Staff's side of learning (issue 42): courses, lessons (articles' Markdown rendered and sanitised
// on save exactly as campaign stories are: platform/rich-text.ts renderStory), the quiz, and
// student videos: a video a child appears in is published only with the guardian's recorded
// consent (DPDP Act 2023 s.9), and a guardian's takedown request removes it at once and marks
// the consent withdrawn. Every change is audited.
import {
  AppError,
  type ConsentMethod,
  type CourseInput,
  type GuardianConsentInput,
  type LearningCategory,
  type LessonInput,
  type LessonKind,
  learningMessages as lm,
  type QuizInput,
  type StaffCourse,
  type StaffStudentVideo,
  type StudentVideoStatus,
} from '@sahyog/core';
import { schema as s } from '@sahyog/db';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Platform } from '../../platform/modules.ts';
import { renderStory } from '../../platform/rich-text.ts';

const c = s.learningCourses;
const l = s.learningLessons;
const v = s.learningStudentVideos;
type VideoRow = typeof v.$inferSelect;

const staffVideo = (r: VideoRow): StaffStudentVideo => ({
  id: r.id,
  title: r.title,
  titleHi: r.titleHi,
  youtubeId: r.youtubeId,
  childAppears: r.childAppears,
  status: r.status as StudentVideoStatus,
  consent:
    r.guardianName && r.consentAt
      ? {
          guardianName: r.guardianName,
          guardianRelation: r.guardianRelation ?? '',
          method: r.consentMethod as ConsentMethod,
          consentedAt: r.consentAt.toISOString(),
          recordedBy: r.consentRecordedBy,
          withdrawnAt: r.consentWithdrawnAt?.toISOString() ?? null,
        }
      : null,
  takedownReason: r.takedownReason,
});

export function learningStaff(deps: Platform) {
  const { db, audit } = deps;

  /** The course's words in both languages and its lessons' titles: what the search matches. */
  async function refreshSearch(courseId: number): Promise<void> {
    await db.execute(sql`update learning_courses set search_text = lower(concat_ws(' ', title, title_hi, summary, summary_hi,
      (select string_agg(concat_ws(' ', title, title_hi), ' ') from learning_lessons where course_id = ${courseId}))) where id = ${courseId}`);
  }

  async function lockVideo(id: number) {
    const [row] = await db.select().from(v).where(eq(v.id, id)).limit(1);
    if (!row) throw AppError.notFound(lm.notFound);
    return row;
  }

  return {
    async courses() {
      return db.select().from(c).orderBy(asc(c.title));
    },

    async saveCourse(id: number | null, input: CourseInput, by: number | null) {
      const [taken] = await db.select({ id: c.id }).from(c).where(eq(c.slug, input.slug)).limit(1);
      if (taken && taken.id !== id) throw AppError.invalid({ slug: lm.slugTaken });
      const values = { ...input, passMark: input.passMark ?? null };
      const [row] = id === null ? await db.insert(c).values(values).returning() : await db.update(c).set(values).where(eq(c.id, id)).returning();
      if (!row) throw AppError.notFound(lm.courseNotFound);
      await refreshSearch(row.id);
      await audit.record({
        actorId: by,
        action: id === null ? 'learning.course.create' : 'learning.course.update',
        subjectType: 'learning_course',
        subjectId: row.id,
        after: values,
      });
      return row;
    },

    /** A lesson at the end of its course (or at `position` when staff reorder). */
    async addLesson(courseId: number, input: LessonInput, by: number | null) {
      const [course] = await db.select({ id: c.id }).from(c).where(eq(c.id, courseId)).limit(1);
      if (!course) throw AppError.notFound(lm.courseNotFound);
      const article = input.kind === 'article';
      const [row] = await db
        .insert(l)
        .values({
          courseId,
          position: sql`(select coalesce(max(position), 0) + 1 from learning_lessons where course_id = ${courseId})`,
          kind: input.kind,
          title: input.title,
          titleHi: input.titleHi,
          bodyMarkdown: article ? input.bodyMarkdown : '',
          bodyHtml: article ? renderStory(input.bodyMarkdown) : '',
          bodyMarkdownHi: article ? input.bodyMarkdownHi : '',
          bodyHtmlHi: article && input.bodyMarkdownHi.trim() ? renderStory(input.bodyMarkdownHi) : '',
          youtubeId: article ? null : input.youtubeId,
          durationSeconds: article ? null : input.durationSeconds,
        })
        .returning();
      if (!row) throw AppError.notFound(lm.courseNotFound);
      await refreshSearch(courseId);
      await audit.record({
        actorId: by,
        action: 'learning.lesson.create',
        subjectType: 'learning_lesson',
        subjectId: row.id,
        after: { courseId, kind: input.kind, title: input.title },
      });
      return row;
    },

    async lessons(courseId: number) {
      return db.select().from(l).where(eq(l.courseId, courseId)).orderBy(asc(l.position));
    },

    /** Everything the console's course editor shows, the quiz's right answers included (staff only). */
    async course(id: number): Promise<StaffCourse | null> {
      const [row] = await db.select().from(c).where(eq(c.id, id)).limit(1);
      if (!row) return null;
      const q = s.learningQuizQuestions;
      const [lessons, questions] = await Promise.all([
        db.select().from(l).where(eq(l.courseId, id)).orderBy(asc(l.position)),
        db.select().from(q).where(eq(q.courseId, id)).orderBy(asc(q.position)),
      ]);
      return {
        id: row.id,
        slug: row.slug,
        category: row.category as LearningCategory,
        title: row.title,
        titleHi: row.titleHi,
        summary: row.summary,
        summaryHi: row.summaryHi,
        passMark: row.passMark,
        published: row.published,
        lessons: lessons.map((x) => ({
          id: x.id,
          position: x.position,
          kind: x.kind as LessonKind,
          title: x.title,
          youtubeId: x.youtubeId,
          durationSeconds: x.durationSeconds,
        })),
        // choices is jsonb, written only by setQuiz from quizInput's shape.
        quiz: questions.map((x) => ({ question: x.question, questionHi: x.questionHi, choices: x.choices as { en: string; hi: string }[], answer: x.answer })),
      };
    },

    /** A lesson out of its course; learners' progress on it goes with it (the rows cascade). */
    async removeLesson(lessonId: number, by: number | null): Promise<{ courseId: number }> {
      const [row] = await db.delete(l).where(eq(l.id, lessonId)).returning({ courseId: l.courseId, title: l.title });
      if (!row) throw AppError.notFound(lm.notFound);
      await refreshSearch(row.courseId);
      await audit.record({
        actorId: by,
        action: 'learning.lesson.remove',
        subjectType: 'learning_lesson',
        subjectId: lessonId,
        before: { courseId: row.courseId, title: row.title },
        after: { removed: true },
      });
      return { courseId: row.courseId };
    },

    /** The quiz replaced as a whole (attempts already made keep their score). */
    async setQuiz(courseId: number, input: QuizInput, by: number | null) {
      const q = s.learningQuizQuestions;
      const [course] = await db.select({ id: c.id }).from(c).where(eq(c.id, courseId)).limit(1);
      if (!course) throw AppError.notFound(lm.courseNotFound);
      await db.transaction(async (tx) => {
        await tx.delete(q).where(eq(q.courseId, courseId));
        await tx.insert(q).values(
          input.questions.map((x, i) => ({
            courseId,
            position: i + 1,
            question: x.question,
            questionHi: x.questionHi,
            choices: x.choices,
            answer: x.answer,
          })),
        );
      });
      await audit.record({
        actorId: by,
        action: 'learning.quiz.set',
        subjectType: 'learning_course',
        subjectId: courseId,
        after: { questions: input.questions.length },
      });
      return { questions: input.questions.length };
    },

    async studentVideos(): Promise<StaffStudentVideo[]> {
      return (await db.select().from(v).orderBy(desc(v.createdAt), desc(v.id)).limit(200)).map(staffVideo);
    },

    async addStudentVideo(input: { title: string; titleHi: string; youtubeId: string; childAppears: boolean }, by: number | null): Promise<StaffStudentVideo> {
      const [row] = await db.insert(v).values(input).returning();
      if (!row) throw AppError.notFound(lm.notFound);
      await audit.record({ actorId: by, action: 'learning.video.create', subjectType: 'learning_student_video', subjectId: row.id, after: input });
      return staffVideo(row);
    },

    /** The guardian's verified consent: who, their relation, how it was verified, when, and by whom it was recorded. */
    async recordConsent(id: number, input: GuardianConsentInput, by: number | null): Promise<StaffStudentVideo> {
      const found = await lockVideo(id);
      if (found.consentWithdrawnAt) throw AppError.invalid({ guardianName: lm.consentWithdrawn });
      const [row] = await db
        .update(v)
        .set({
          guardianName: input.guardianName,
          guardianRelation: input.guardianRelation,
          consentMethod: input.method,
          consentAt: new Date(input.consentedAt),
          consentRecordedBy: by,
        })
        .where(eq(v.id, id))
        .returning();
      await audit.record({ actorId: by, action: 'learning.video.consent', subjectType: 'learning_student_video', subjectId: id, after: { ...input } });
      return staffVideo(row ?? found);
    },

    async publishStudentVideo(id: number, by: number | null): Promise<StaffStudentVideo> {
      const found = await lockVideo(id);
      if (found.consentWithdrawnAt) throw AppError.invalid({ consent: lm.consentWithdrawn }, lm.consentWithdrawn);
      if (found.childAppears && !(found.guardianName && found.consentAt && found.consentMethod))
        throw AppError.invalid({ consent: lm.consentRequired }, lm.consentRequired);
      // The consent is checked again in the statement itself: no publish slips in between.
      const [row] = await db
        .update(v)
        .set({ status: 'published', publishedAt: new Date() })
        .where(and(eq(v.id, id), sql`(not ${v.childAppears} or (${v.consentAt} is not null and ${v.consentWithdrawnAt} is null))`))
        .returning();
      if (!row) throw AppError.invalid({ consent: lm.consentRequired }, lm.consentRequired);
      await audit.record({
        actorId: by,
        action: 'learning.video.publish',
        subjectType: 'learning_student_video',
        subjectId: id,
        before: { status: found.status },
        after: { status: 'published' },
      });
      return staffVideo(row);
    },

    /** On the guardian's request: off the page at once, the consent withdrawn, never published again. */
    async takeDown(id: number, reason: string, by: number | null): Promise<StaffStudentVideo> {
      const found = await lockVideo(id);
      const now = new Date();
      const [row] = await db
        .update(v)
        .set({
          status: 'taken_down',
          takedownReason: reason,
          takenDownAt: now,
          takenDownBy: by,
          consentWithdrawnAt: found.guardianName ? now : found.consentWithdrawnAt,
        })
        .where(eq(v.id, id))
        .returning();
      await audit.record({
        actorId: by,
        action: 'learning.video.takedown',
        subjectType: 'learning_student_video',
        subjectId: id,
        before: { status: found.status },
        after: { status: 'taken_down', reason },
      });
      return staffVideo(row ?? found);
    },
  };
}

export type LearningStaff = ReturnType<typeof learningStaff>;
