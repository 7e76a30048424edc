// Learning (issue 42): the published courses, searched by words and category with a GET form
// (works without JavaScript). No tracking of any kind on learning pages.
import { LEARNING_CATEGORIES, learnPath, learningText as lt } from '@sahyog/core';
import { data } from 'react-router';
import { publicPageHeaders } from '../lib/cache.ts';
import { Link, localPath } from '../lib/links.tsx';
import { pageUrl, seo } from '../lib/seo.ts';
import { services } from '../lib/services.server.ts';
import type { RouteHandle } from '../root.tsx';
import type { Route } from './+types/learn';

export const handle: RouteHandle = { hydrate: false };

export const meta: Route.MetaFunction = (args) => seo({ url: pageUrl(args), title: lt.title, description: lt.lead });

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const q = (url.searchParams.get('q') ?? '').slice(0, 100);
  const raw = url.searchParams.get('category') ?? '';
  const category = (LEARNING_CATEGORIES as readonly string[]).includes(raw) ? (raw as (typeof LEARNING_CATEGORIES)[number]) : undefined;
  const courses = await services(context).learning.courses({ q, category });
  return data({ courses, q, category: category ?? '' }, { headers: publicPageHeaders() });
}

export default function Learn({ loaderData }: Route.ComponentProps) {
  const { courses, q, category } = loaderData;
  return (
    <div className="container-page max-w-3xl py-6 sm:py-10">
      <h1 className="text-3xl font-bold tracking-tight">{lt.title}</h1>
      <p className="mt-2 text-muted">{lt.lead}</p>
      <form method="get" action={localPath('/learn')} className="card mt-5 grid gap-3 p-4 sm:grid-cols-[1fr_auto_auto] sm:items-end">
        <label className="grid gap-1 text-sm font-semibold">
          {lt.searchLabel}
          <input type="search" name="q" defaultValue={q} maxLength={100} className="input min-h-11" />
        </label>
        <label className="grid gap-1 text-sm font-semibold">
          {lt.categoryLabel}
          <select name="category" defaultValue={category} className="input min-h-11">
            <option value="">{lt.anyCategory}</option>
            {LEARNING_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {lt.categories[c]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn-primary min-h-11">
          {lt.search}
        </button>
      </form>
      {courses.length === 0 ? (
        <p className="card mt-5 p-6 text-center font-semibold">{lt.noCourses}</p>
      ) : (
        <ul className="mt-5 space-y-3">
          {courses.map((c) => (
            <li key={c.id} className="card p-4">
              <h2 className="text-lg font-semibold wrap-anywhere">
                <Link to={learnPath(c.slug)}>{c.title}</Link>
              </h2>
              {c.summary ? <p className="mt-1 text-muted wrap-anywhere">{c.summary}</p> : null}
              <p className="mt-1 text-sm text-muted">
                {lt.categories[c.category]} · {lt.lessonsCount(c.lessons)}
                {c.hasQuiz ? ` · ${lt.withQuiz}` : ''}
              </p>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-8">
        <Link to="/learn/videos" className="inline-flex min-h-11 items-center font-semibold">
          {lt.studentVideos}
        </Link>
      </p>
    </div>
  );
}
