// Learning's tables (module `learning`, issue 42; decision 0066).
// Progress is the server's: a lesson is complete only when the server has seen
// the article marked read at its end, or a video watched to 90 % of the duration staff entered.

import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt } from './_shared.ts';
import { users } from './auth.ts';

export const learningCourses = pgTable('learning_courses', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  category: text('category').notNull(),
  title: text('title').notNull(),
  titleHi: text('title_hi').notNull().default(''),
  summary: text('summary').notNull().default(''),
  summaryHi: text('summary_hi').notNull().default(''),
  // Percent of the quiz's questions right that passes (null: the course has no quiz).
  passMark: integer('pass_mark'),
  published: boolean('published').notNull().default(false),
  // Words of every language and lesson title, lower-cased: the search's one column.
  searchText: text('search_text').notNull().default(''),
  createdAt: createdAt(),
});

export const learningLessons = pgTable(
  'learning_lessons',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => learningCourses.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind').notNull(), // 'article' | 'video'
    title: text('title').notNull(),
    titleHi: text('title_hi').notNull().default(''),
    // Articles: Markdown as typed, and the HTML rendered and sanitised on save (as campaign stories).
    bodyMarkdown: text('body_markdown').notNull().default(''),
    bodyHtml: text('body_html').notNull().default(''),
    bodyMarkdownHi: text('body_markdown_hi').notNull().default(''),
    bodyHtmlHi: text('body_html_hi').notNull().default(''),
    youtubeId: text('youtube_id'),
    // What the server knows of a video's length: completion is judged against this, never the browser's.
    durationSeconds: integer('duration_seconds'),
  },
  (t) => [uniqueIndex('learning_lessons_course_position').on(t.courseId, t.position)],
);

export const learningQuizQuestions = pgTable('learning_quiz_questions', {
  id: serial('id').primaryKey(),
  courseId: integer('course_id')
    .notNull()
    .references(() => learningCourses.id, { onDelete: 'cascade' }),
  position: integer('position').notNull(),
  question: text('question').notNull(),
  questionHi: text('question_hi').notNull().default(''),
  // [{ en, hi }]; the right one's index is kept apart and never leaves the server.
  choices: jsonb('choices').notNull(),
  answer: integer('answer').notNull(),
});

export const learningProgress = pgTable(
  'learning_progress',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => learningLessons.id, { onDelete: 'cascade' }),
    // A video's last position (resume) and the furthest the server accepted as watched.
    positionSeconds: integer('position_seconds').notNull().default(0),
    maxWatchedSeconds: integer('max_watched_seconds').notNull().default(0),
    lastReportAt: at('last_report_at'),
    completedAt: at('completed_at'),
    updatedAt: createdAt(),
  },
  (t) => [uniqueIndex('learning_progress_user_lesson').on(t.userId, t.lessonId)],
);

export const learningQuizAttempts = pgTable(
  'learning_quiz_attempts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => learningCourses.id, { onDelete: 'cascade' }),
    score: integer('score').notNull(),
    total: integer('total').notNull(),
    passed: boolean('passed').notNull(),
    certificateId: text('certificate_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('learning_quiz_attempts_user_course').on(t.userId, t.courseId),
    // A pass is once: a second passing attempt cannot be written.
    uniqueIndex('learning_quiz_attempts_one_pass').on(t.userId, t.courseId).where(sql`passed`),
  ],
);

/** Student videos (/learn/videos): a child's appearance needs the guardian's recorded consent (DPDP Act 2023 s.9). */
export const learningStudentVideos = pgTable('learning_student_videos', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  titleHi: text('title_hi').notNull().default(''),
  youtubeId: text('youtube_id').notNull(),
  childAppears: boolean('child_appears').notNull(),
  status: text('status').notNull().default('draft'), // draft | published | taken_down
  // The guardian's consent: who, their relation, how it was verified, when, recorded by whom.
  guardianName: text('guardian_name'),
  guardianRelation: text('guardian_relation'),
  consentMethod: text('consent_method'),
  consentAt: at('consent_at'),
  consentRecordedBy: integer('consent_recorded_by').references(() => users.id, { onDelete: 'set null' }),
  consentWithdrawnAt: at('consent_withdrawn_at'),
  takedownReason: text('takedown_reason'),
  takenDownAt: at('taken_down_at'),
  takenDownBy: integer('taken_down_by').references(() => users.id, { onDelete: 'set null' }),
  publishedAt: at('published_at'),
  createdAt: createdAt(),
});
