// A course's quiz (issue 42): a plain POST form (works without JavaScript), graded by the server,
// which never sends which choice is right; open only once every lesson is complete.
import { isAppError, learnPath, learningText as lt } from '@sahyog/core';
import { data } from 'react-router';
import { Form, Link, redirect } from '../lib/links.tsx';
import { seo } from '../lib/seo.ts';
import { services } from '../lib/services.server.ts';
import { requireUser } from '../lib/session.server.ts';
import type { RouteHandle } from '../root.tsx';
import type { Route } from './+types/learn-quiz';

export const handle: RouteHandle = { hydrate: false };

export const meta: Route.MetaFunction = () => [...seo({ title: lt.quiz, description: lt.lead }), { name: 'robots', content: 'noindex' }];

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { user } = requireUser(context, request);
  try {
    const quiz = await services(context).learning.quiz(params.course, user.id);
    if (!quiz) throw data(lt.title, { status: 404 });
    return data({ quiz }, { headers: { 'cache-control': 'no-store' } });
  } catch (e) {
    // Locked or passed already: the course page says which.
    if (isAppError(e) && e.status === 409) throw redirect(learnPath(params.course));
    throw e;
  }
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const { user } = requireUser(context, request);
  const fd = await request.formData();
  const answers: Record<string, number> = {};
  for (const [k, v] of fd) {
    const m = /^q(\d{1,9})$/.exec(k);
    if (m?.[1] && typeof v === 'string' && /^\d$/.test(v)) answers[m[1]] = Number(v);
  }
  try {
    const result = await services(context).learning.submitQuiz(params.course, user.id, answers);
    return data({ result, error: null });
  } catch (e) {
    if (isAppError(e) && e.status < 500) return data({ result: null, error: e.message });
    throw e;
  }
}

export default function LearnQuiz({ loaderData, actionData }: Route.ComponentProps) {
  const { quiz } = loaderData;
  const r = actionData?.result;
  return (
    <div className="container-page max-w-3xl space-y-5 py-6 sm:py-10">
      <p className="text-sm">
        <Link to={learnPath(quiz.courseSlug)} className="inline-flex min-h-11 items-center">
          {lt.backToCourse}
        </Link>
      </p>
      <h1 className="text-3xl font-bold tracking-tight">{lt.quiz}</h1>
      <p className="text-muted">{lt.passMark(quiz.passMark)}</p>
      {r ? (
        <div role="status" className="card space-y-2 p-4">
          <p className="font-semibold">{lt.score(r.score, r.total)}</p>
          {r.passed ? (
            <p>
              {lt.passed}{' '}
              {r.certificatePath ? (
                <Link to={r.certificatePath} className="font-semibold">
                  {lt.certificate}
                </Link>
              ) : null}
            </p>
          ) : (
            <p>{lt.failed}</p>
          )}
        </div>
      ) : null}
      {actionData?.error ? (
        <p role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 font-semibold">
          {actionData.error}
        </p>
      ) : null}
      {r?.passed ? null : (
        <Form method="post" className="space-y-4">
          {quiz.questions.map((q, i) => (
            <fieldset key={q.id} className="card space-y-2 p-4">
              <legend className="font-semibold wrap-anywhere">
                {i + 1}. {q.question}
              </legend>
              {q.choices.map((choice, j) => (
                <label key={choice} className="flex min-h-11 items-center gap-3">
                  <input type="radio" name={`q${q.id}`} value={j} required />
                  <span className="wrap-anywhere">{choice}</span>
                </label>
              ))}
            </fieldset>
          ))}
          <button type="submit" className="btn-primary min-h-11">
            {lt.submitQuiz}
          </button>
        </Form>
      )}
    </div>
  );
}
