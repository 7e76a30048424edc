import { fellBack, pagesText, taxText } from '@sahyog/core';
import { data } from 'react-router';
import { langOf, NotInHindiNotice } from '../components/ContentLanguage.tsx';
import { PageHero } from '../components/PageHero.tsx';
import { publicPageHeaders } from '../lib/cache.ts';
import { sitePageMeta } from '../lib/json-ld.ts';
import { services } from '../lib/services.server.ts';
import { type RouteHandle, useSettings } from '../root.tsx';
import type { Route } from './+types/about';

/** Public content: the server may serve it from its short page cache. */
export const headers = publicPageHeaders;

/** Content only: no React on the client (see RouteHandle in root.tsx). */
export const handle: RouteHandle = { hydrate: false };

export async function loader({ context }: Route.LoaderArgs) {
  const page = await services(context).content.page('about');
  if (!page) throw data('Not found', { status: 404 });
  return { page };
}

export const meta: Route.MetaFunction = ({ loaderData: d, ...args }) => (d ? sitePageMeta(args, d.page) : []);

const why = (taxShort: string, a = pagesText.about) => [
  { title: a.compassionTitle, body: a.compassionBody },
  { title: a.transparencyTitle, body: taxText.aboutTransparency(taxShort) },
  { title: a.impactTitle, body: a.impactBody },
  { title: a.trustedTitle, body: a.trustedBody },
];

export default function About({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const WHY = why(useSettings()?.taxLaw.shortName ?? '');
  return (
    <>
      <PageHero eyebrow={pagesText.about.eyebrow} title={page.title} titleLang={langOf(page).lang} subtitle={pagesText.about.subtitle} />
      <div className="container-page py-10">
        <NotInHindiNotice show={fellBack([page])} className="mb-6" />
        <div className="prose-body" {...langOf(page)} dangerouslySetInnerHTML={{ __html: page.bodyHtml }} />
        <section aria-labelledby="why-title" className="mt-12">
          <h2 id="why-title" className="section-title">
            {pagesText.about.whyTitle}
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {WHY.map((w) => (
              <li key={w.title} className="rounded-2xl border border-line bg-white p-6">
                <h3 className="text-lg font-semibold">{w.title}</h3>
                <p className="mt-2 text-muted">{w.body}</p>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
