// One course (issue 42): its lessons in order, the signed-in learner's progress as the server
// keeps it, and the quiz once every lesson is complete; the certificate's link after a pass.
import { learnPath, learningText as lt } from '@sahyog/core';
import { data } from 'react-router';
import { publicPageHeaders } from '../lib/cache.ts';
import { Link } from '../lib/links.tsx';
import { pageUrl, seo } from '../lib/seo.ts';
import { services } from '../lib/services.server.ts';
import { requestInfo } from '../lib/session.server.ts';
import type { RouteHandle } from '../root.tsx';
import type { Route } from './+types/learn-course';

export const handle: RouteHandle = { hydrate: false };

export const meta: Route.MetaFunction = ({ loaderData: d, ...args }) =>
  seo({ url: pageUrl(args), title: d?.course.title ?? lt.title, description: d?.course.summary || lt.lead });

export async function loader({ context, params }: Route.LoaderArgs) {
  const viewer = requestInfo(context).viewer;
  const course = await services(context).learning.course(params.course, viewer?.user.id ?? null);
  if (!course) throw data(lt.title, { status: 404 });
  // A signed-in learner's page holds their progress: never cached or shared.
  return data({ course, signedIn: !!viewer }, { headers: viewer ? { 'cache-control': 'no-store' } : publicPageHeaders() });
}

export default function LearnCourse({ loaderData }: Route.ComponentProps) {
  const { course: c } = loaderData;
  const p = c.progress;
  return (
    <div className="container-page max-w-3xl space-y-5 py-6 sm:py-10">
      <p className="text-sm">
        <Link to="/learn" className="inline-flex min-h-11 items-center">
          {lt.allCourses}
        </Link>
      </p>
      <h1 className="text-3xl font-bold tracking-tight wrap-anywhere">{c.title}</h1>
      {c.summary ? <p className="text-muted wrap-anywhere">{c.summary}</p> : null}
      {p ? (
        <p role="status" className="font-semibold">
          {lt.progress(p.done, p.total)}
        </p>
      ) : (
        <p className="rounded-xl border border-line bg-stone-50 p-4">
          {lt.signInToTrack}{' '}
          <Link to={`/login?redirect=${encodeURIComponent(learnPath(c.slug))}`} className="font-semibold">
            {lt.signIn}
          </Link>
        </p>
      )}
      <h2 className="text-xl font-bold">{lt.lessons}</h2>
      <ol className="space-y-3">
        {c.lessonList.map((l) => (
          <li key={l.id} className="card flex items-center justify-between gap-3 p-4">
            <span className="min-w-0">
              <Link to={learnPath(c.slug, l.id)} className="font-semibold wrap-anywhere">
                {l.title}
              </Link>
              <span className="block text-sm text-muted">{l.kind === 'video' ? lt.video : lt.article}</span>
            </span>
            {p ? <span className="text-sm font-semibold whitespace-nowrap">{l.complete ? `✓ ${lt.complete}` : lt.notStarted}</span> : null}
          </li>
        ))}
      </ol>
      {c.hasQuiz ? (
        <section className="card space-y-2 p-4">
          <h2 className="text-xl font-bold">{lt.quiz}</h2>
          {c.passMark ? <p className="text-sm text-muted">{lt.passMark(c.passMark)}</p> : null}
          {p?.passed ? (
            <p className="font-semibold">
              {lt.passed}{' '}
              {p.certificatePath ? (
                <Link to={p.certificatePath} className="whitespace-nowrap">
                  {lt.certificate}
                </Link>
              ) : null}
            </p>
          ) : p?.quizOpen ? (
            <Link to={`${learnPath(c.slug)}/quiz`} className="btn-primary min-h-11">
              {lt.takeQuiz}
            </Link>
          ) : (
            <p>{lt.quizLocked}</p>
          )}
        </section>
      ) : null}
    </div>
  );
}
