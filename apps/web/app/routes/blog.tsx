import { fellBack, formatDate, pagesText, seoMessages } from '@sahyog/core';
import { langOf, NotInHindiNotice } from '../components/ContentLanguage.tsx';
import { PageHero } from '../components/PageHero.tsx';
import { publicPageHeaders } from '../lib/cache.ts';
import { pageBreadcrumb } from '../lib/json-ld.ts';
import { Link } from '../lib/links.tsx';
import { pageUrl, seo } from '../lib/seo.ts';
import { services } from '../lib/services.server.ts';
import type { RouteHandle } from '../root.tsx';
import type { Route } from './+types/blog';

/** Public content: the server may serve it from its short page cache. */
export const headers = publicPageHeaders;

/** Content only: no React on the client (see RouteHandle in root.tsx). */
export const handle: RouteHandle = { hydrate: false };

export async function loader({ context }: Route.LoaderArgs) {
  return { posts: await services(context).content.blogs() };
}

export const meta: Route.MetaFunction = (args) =>
  seo({
    url: pageUrl(args),
    title: pagesText.blog.title,
    description: pagesText.blog.description,
  }).concat(pageBreadcrumb(args, seoMessages.blog));

export default function Blog({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow={pagesText.blog.eyebrow} title={pagesText.blog.title} subtitle={pagesText.blog.subtitle} />
      <div className="container-page py-10">
        <NotInHindiNotice show={fellBack(loaderData.posts)} className="mb-6" />
        <ul className="grid gap-6 sm:grid-cols-2">
          {loaderData.posts.map((p, i) => (
            <li key={p.slug}>
              <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white">
                <img
                  src={p.image}
                  alt=""
                  width={1200}
                  height={630}
                  loading={i < 2 ? 'eager' : 'lazy'}
                  className="aspect-[40/21] w-full bg-accent-50 object-cover"
                />
                <div className="flex flex-1 flex-col p-6">
                  <p className="text-sm text-muted">
                    <time dateTime={p.publishedAt}>{formatDate(p.publishedAt)}</time>
                  </p>
                  <h2 className="mt-1 text-xl font-semibold leading-snug" {...langOf(p)}>
                    {p.title}
                  </h2>
                  <p className="mt-2 flex-1 text-muted" {...langOf(p)}>
                    {p.excerpt}
                  </p>
                  <Link
                    to={`/blog/${p.slug}`}
                    className="mt-4 font-semibold text-accent-800 after:absolute after:inset-0"
                    aria-label={`${pagesText.blog.readMore}: ${p.title}`}
                  >
                    {pagesText.blog.readMore}
                  </Link>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
