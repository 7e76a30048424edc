// One course in the console (issue 42): its fields in both languages, its lessons in order (add an
// article or a video at the end, remove one) and its quiz as one text block (core's
// learning-quiz-text.ts reads it, line by line). The service audits each change; a learner's page
// shows a course only once it is published.
import {
  courseInput,
  LEARNING_CATEGORIES,
  LESSON_KINDS,
  learnPath,
  lessonInput,
  learningText as lt,
  quizFromText,
  quizInput,
  quizToText,
  STAFF_ROLES,
  learningStaffText as t,
} from '@sahyog/core';
import { data } from 'react-router';
import { ConsoleHeader } from '../components/ConsoleHeader.tsx';
import { Field, SelectField, TextAreaField } from '../components/Field.tsx';
import { check, expected, type FieldErrors, formObject, reshow } from '../lib/forms.ts';
import { Form, Link } from '../lib/links.tsx';
import { services } from '../lib/services.server.ts';
import { redirectWithFlash, requestInfo, requireUser } from '../lib/session.server.ts';
import type { RouteHandle } from '../root.tsx';
import type { Route } from './+types/admin-learn-course';

// Articles run to 40,000 characters: past the short form's limit (core/form-bodies.ts).
export const handle: RouteHandle = { body: 'text' };

export const meta: Route.MetaFunction = ({ loaderData: d }) => [{ title: d?.course.title ?? t.title }, { name: 'robots', content: 'noindex' }];

const idOf = (v: string | undefined) => (v && /^\d{1,9}$/.test(v) ? Number(v) : null);

export async function loader({ context, request, params }: Route.LoaderArgs) {
  requireUser(context, request, STAFF_ROLES);
  const id = idOf(params.id);
  const course = id === null ? null : await services(context).learning.staff.course(id);
  if (!course) throw data(t.courseNotFound, { status: 404 });
  return { course, quizText: quizToText(course.quiz) };
}

type ActionData = { form: string; errors: FieldErrors; values: Record<string, string>; toast: { type: 'error'; message: string } };

export async function action({ context, request, params }: Route.ActionArgs) {
  const { user } = requireUser(context, request, STAFF_ROLES);
  const id = idOf(params.id);
  if (id === null) throw data(t.courseNotFound, { status: 404 });
  const form = formObject(await request.formData());
  const staff = services(context).learning.staff;
  const intent = form.intent ?? '';
  const refuse = (errors: FieldErrors, message?: string) =>
    data<ActionData>(
      { form: intent, errors, values: form, toast: { type: 'error', message: message ?? Object.values(errors)[0] ?? t.courseNotFound } },
      reshow,
    );
  const done = (message: string) => redirectWithFlash(`/admin/learn/${id}`, { type: 'success', message }, requestInfo(context).secureCookies);
  try {
    if (intent === 'course') {
      const r = check(courseInput, { ...form, passMark: form.passMark?.trim() ? form.passMark : null, published: form.published === 'on' });
      if (!r.ok) return refuse(r.errors);
      await staff.saveCourse(id, r.data, user.id);
      return done(t.courseSaved);
    }
    if (intent === 'lesson') {
      const video = form.kind === 'video';
      const r = check(lessonInput, {
        ...form,
        youtubeId: video ? form.youtubeId : null,
        durationSeconds: video && form.durationSeconds?.trim() ? form.durationSeconds : null,
      });
      if (!r.ok) return refuse(r.errors);
      await staff.addLesson(id, r.data, user.id);
      return done(t.lessonAdded);
    }
    if (intent === 'remove-lesson') {
      const lessonId = idOf(form.lessonId);
      const course = await staff.course(id);
      // Only a lesson of this course, so a stale form cannot remove another course's lesson.
      if (lessonId === null || !course?.lessons.some((l) => l.id === lessonId)) return refuse({}, t.courseNotFound);
      await staff.removeLesson(lessonId, user.id);
      return done(t.lessonRemoved);
    }
    if (intent === 'quiz') {
      const read = quizFromText(form.quiz ?? '');
      if (!read.ok) return refuse({ quiz: read.message });
      const r = check(quizInput, { questions: read.questions });
      if (!r.ok) return refuse({ quiz: Object.values(r.errors)[0] ?? t.quizEmpty });
      const saved = await staff.setQuiz(id, r.data, user.id);
      return done(t.quizSaved(saved.questions));
    }
    throw data(t.courseNotFound, { status: 404 });
  } catch (caught) {
    // expected() rethrows what is no AppError: the 404s thrown above among them.
    const e = expected(caught);
    return refuse((e.fields ?? {}) as FieldErrors, e.message);
  }
}

export default function AdminLearnCourse({ loaderData, actionData }: Route.ComponentProps) {
  const { course: c, quizText } = loaderData;
  const r = actionData as ActionData | undefined;
  const errs = (form: string) => (r?.form === form ? r.errors : {});
  // A refused form shows what was typed, not the saved values.
  const typed = (form: string, name: string, saved: string) => (r?.form === form ? (r.values[name] ?? '') : saved);
  const ce = errs('course');
  const le = errs('lesson');
  return (
    <div className="space-y-8">
      <ConsoleHeader title={c.title} lead={`/learn/${c.slug} · ${c.published ? t.published : t.draft}`} toast={r?.toast}>
        <Link to="/admin/learn" className="btn-secondary min-h-11">
          {t.backToLearning}
        </Link>
        {c.published ? (
          <Link to={learnPath(c.slug)} className="btn-secondary min-h-11">
            {t.view}
          </Link>
        ) : null}
      </ConsoleHeader>

      <Form method="post" noValidate className="card grid gap-4 p-5 sm:grid-cols-2" aria-labelledby="course-h">
        <h2 id="course-h" className="text-xl font-bold sm:col-span-2">
          {t.editCourse}
        </h2>
        <input type="hidden" name="intent" value="course" />
        <Field label={t.courseTitle} name="title" required maxLength={160} defaultValue={typed('course', 'title', c.title)} error={ce.title} />
        <Field label={t.courseTitleHi} name="titleHi" lang="hi" maxLength={160} defaultValue={typed('course', 'titleHi', c.titleHi)} error={ce.titleHi} />
        <Field label={t.slug} name="slug" hint={t.slugHint} required maxLength={80} defaultValue={typed('course', 'slug', c.slug)} error={ce.slug} />
        <SelectField label={t.category} name="category" defaultValue={typed('course', 'category', c.category)} error={ce.category}>
          {LEARNING_CATEGORIES.map((k) => (
            <option key={k} value={k}>
              {lt.categories[k]}
            </option>
          ))}
        </SelectField>
        <TextAreaField label={t.summary} name="summary" rows={3} defaultValue={typed('course', 'summary', c.summary)} error={ce.summary} />
        <TextAreaField label={t.summaryHi} name="summaryHi" lang="hi" rows={3} defaultValue={typed('course', 'summaryHi', c.summaryHi)} error={ce.summaryHi} />
        <Field
          label={t.passMark}
          name="passMark"
          hint={t.passMarkHint}
          inputMode="numeric"
          maxLength={3}
          defaultValue={typed('course', 'passMark', c.passMark === null ? '' : String(c.passMark))}
          error={ce.passMark}
        />
        <label className="flex min-h-11 items-center gap-3 self-end">
          <input type="checkbox" name="published" defaultChecked={r?.form === 'course' ? r.values.published === 'on' : c.published} />
          {t.publishCourse}
        </label>
        <button type="submit" className="btn-primary min-h-12 sm:col-span-2 sm:justify-self-start">
          {t.saveCourse}
        </button>
      </Form>

      <section aria-labelledby="lessons-h" className="space-y-3">
        <h2 id="lessons-h" className="text-xl font-bold">
          {t.lessons}
        </h2>
        {c.lessons.length === 0 ? <p className="text-muted">{t.noLessons}</p> : null}
        <ol className="space-y-2">
          {c.lessons.map((l, i) => (
            <li key={l.id} className="card flex flex-wrap items-center justify-between gap-2 p-3">
              <span className="wrap-anywhere">{t.lessonLine(i + 1, t.lessonKinds[l.kind] ?? l.kind, l.title)}</span>
              <Form method="post">
                <input type="hidden" name="intent" value="remove-lesson" />
                <input type="hidden" name="lessonId" value={l.id} />
                <button type="submit" className="btn-secondary min-h-11" aria-label={t.removeLessonLabel(l.title)}>
                  {t.removeLesson}
                </button>
              </Form>
            </li>
          ))}
        </ol>
        <Form method="post" noValidate className="card grid gap-4 p-5 sm:grid-cols-2" aria-labelledby="add-lesson-h">
          <h3 id="add-lesson-h" className="text-lg font-bold sm:col-span-2">
            {t.addLesson}
          </h3>
          <input type="hidden" name="intent" value="lesson" />
          <SelectField label={t.lessonKind} name="kind" defaultValue={typed('lesson', 'kind', 'article')} error={le.kind}>
            {LESSON_KINDS.map((k) => (
              <option key={k} value={k}>
                {t.lessonKinds[k]}
              </option>
            ))}
          </SelectField>
          <span className="hidden sm:block" />
          <Field label={t.lessonTitle} name="title" required maxLength={160} defaultValue={typed('lesson', 'title', '')} error={le.title} />
          <Field label={t.lessonTitleHi} name="titleHi" lang="hi" maxLength={160} defaultValue={typed('lesson', 'titleHi', '')} error={le.titleHi} />
          <TextAreaField
            label={t.article}
            name="bodyMarkdown"
            hint={t.articleHint}
            rows={6}
            defaultValue={typed('lesson', 'bodyMarkdown', '')}
            error={le.bodyMarkdown}
          />
          <TextAreaField
            label={t.articleHi}
            name="bodyMarkdownHi"
            lang="hi"
            rows={6}
            defaultValue={typed('lesson', 'bodyMarkdownHi', '')}
            error={le.bodyMarkdownHi}
          />
          <Field label={t.videoId} name="youtubeId" maxLength={11} defaultValue={typed('lesson', 'youtubeId', '')} error={le.youtubeId} />
          <Field
            label={t.duration}
            name="durationSeconds"
            hint={t.durationHint}
            inputMode="numeric"
            maxLength={5}
            defaultValue={typed('lesson', 'durationSeconds', '')}
            error={le.durationSeconds}
          />
          <button type="submit" className="btn-primary min-h-12 sm:col-span-2 sm:justify-self-start">
            {t.addLesson}
          </button>
        </Form>
      </section>

      <Form method="post" noValidate className="card space-y-4 p-5" aria-labelledby="quiz-h">
        <h2 id="quiz-h" className="text-xl font-bold">
          {t.quiz}
        </h2>
        <input type="hidden" name="intent" value="quiz" />
        <TextAreaField label={t.quizField} name="quiz" hint={t.quizHint} rows={12} defaultValue={typed('quiz', 'quiz', quizText)} error={errs('quiz').quiz} />
        <button type="submit" className="btn-primary min-h-12">
          {t.saveQuiz}
        </button>
      </Form>
    </div>
  );
}
