import { fellBack, formatCount, PLACE_GROUP_MIN, type PlaceCount, type PlaceCounts, pagesText, placeCountsText, taxText } from '@sahyog/core';
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
  const [page, community] = await Promise.all([services(context).content.page('about'), services(context).auth.placeCounts()]);
  if (!page) throw data('Not found', { status: 404 });
  return { page, community };
}

export const meta: Route.MetaFunction = ({ loaderData: d, ...args }) => (d ? sitePageMeta(args, d.page) : []);

const why = (taxShort: string, a = pagesText.about) => [
  { title: a.compassionTitle, body: a.compassionBody },
  { title: a.transparencyTitle, body: taxText.aboutTransparency(taxShort) },
  { title: a.impactTitle, body: a.impactBody },
  { title: a.trustedTitle, body: a.trustedBody },
];

/** A place as people read it: India in the page's language, other countries as stored. */
function placeName(p: PlaceCount, named: ReadonlySet<string>, t = placeCountsText): string {
  const country = p.country.toLowerCase() === 'india' ? t.india : p.country;
  if (p.city) return `${p.city}, ${country}`;
  // The country's line beside its named cities is the rest of its people.
  return named.has(p.country) ? t.elsewhereIn(country) : country;
}

function Community({ counts, t = placeCountsText }: { counts: PlaceCounts; t?: typeof placeCountsText }) {
  const named = new Set(counts.places.filter((p) => p.city).map((p) => p.country));
  return (
    <section aria-labelledby="community-title" className="mt-12">
      <h2 id="community-title" className="section-title">
        {t.title}
      </h2>
      <p className="mt-2 text-muted">{t.lead(formatCount(counts.total))}</p>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {counts.places.map((p) => (
          <li key={`${p.country}|${p.city ?? ''}`} className="flex justify-between gap-4 rounded-2xl border border-line bg-white p-4">
            <span className="font-semibold">{placeName(p, named)}</span>
            <span className="tabular-nums text-muted">{t.people(p.people, formatCount(p.people))}</span>
          </li>
        ))}
        {counts.otherPlaces > 0 && (
          <li className="flex justify-between gap-4 rounded-2xl border border-line bg-white p-4">
            <span className="font-semibold">{t.otherPlaces}</span>
            <span className="tabular-nums text-muted">{t.people(counts.otherPlaces, formatCount(counts.otherPlaces))}</span>
          </li>
        )}
      </ul>
      <p className="mt-3 text-sm text-muted">{t.note(PLACE_GROUP_MIN)}</p>
    </section>
  );
}

export default function About({ loaderData }: Route.ComponentProps) {
  const { page, community } = loaderData;
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
        <Community counts={community} />
      </div>
    </>
  );
}
