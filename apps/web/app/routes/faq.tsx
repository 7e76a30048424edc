// The site's questions and answers (written by staff in the console): one accordion, the first
// answer open, a way to ask the foundation when the answer is not here. Content only: no React
// on the client, and the accordion works without it.
import { fellBack, localPath, seoMessages, faqMessages as t } from '@sahyog/core';
import { Accordion } from '../components/Accordion.tsx';
import { NotInHindiNotice } from '../components/ContentLanguage.tsx';
import { PageHero } from '../components/PageHero.tsx';
import { publicPageHeaders } from '../lib/cache.ts';
import { breadcrumbLd, faqPageLd, ldMeta } from '../lib/json-ld.ts';
import { Link } from '../lib/links.tsx';
import { pageUrl, seo } from '../lib/seo.ts';
import { services } from '../lib/services.server.ts';
import type { RouteHandle } from '../root.tsx';
import type { Route } from './+types/faq';

export const headers = publicPageHeaders;

export const handle: RouteHandle = { hydrate: false };

export async function loader({ context }: Route.LoaderArgs) {
  return { faqs: await services(context).faqs.list() };
}

export const meta: Route.MetaFunction = ({ loaderData: d, ...args }) => {
  const url = pageUrl(args);
  const home = pageUrl(args, localPath('/'));
  return [
    ...seo({ title: t.title, description: t.lead, url }),
    ...(url && home && d
      ? [
          ldMeta(faqPageLd(d.faqs, url)),
          ldMeta(
            breadcrumbLd([
              { name: seoMessages.home, url: home },
              { name: seoMessages.faq, url },
            ]),
          ),
        ]
      : []),
  ];
};

export default function FaqPage({ loaderData }: Route.ComponentProps) {
  const { faqs } = loaderData;
  return (
    <>
      <PageHero eyebrow={t.footerLink} title={t.title} subtitle={t.lead} />
      <div className="container-page max-w-3xl py-10">
        <NotInHindiNotice show={fellBack(faqs)} className="mb-6" />
        {faqs.length > 0 ? <Accordion items={faqs} name="site-faq" /> : <p className="text-muted">{t.empty}</p>}
        <section aria-labelledby="ask-title" className="card mt-10 p-6">
          <h2 id="ask-title" className="text-xl font-semibold">
            {t.stillAsk}
          </h2>
          <p className="mt-2 text-muted">{t.stillAskLead}</p>
          <Link to="/contact" className="btn-secondary mt-4 inline-flex min-h-11">
            {t.contactLink}
          </Link>
        </section>
      </div>
    </>
  );
}
