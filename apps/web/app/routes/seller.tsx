import { pagesText } from '@sahyog/core';
import { PageHero } from '../components/PageHero.tsx';
import { publicPageHeaders } from '../lib/cache.ts';
import { Link } from '../lib/links.tsx';
import { pageUrl, seo } from '../lib/seo.ts';
import type { RouteHandle } from '../root.tsx';
import type { Route } from './+types/seller';

/** Public content: the server may serve it from its short page cache. */
export const headers = publicPageHeaders;

/** Content only: no React on the client (see RouteHandle in root.tsx). */
export const handle: RouteHandle = { hydrate: false };

export const meta: Route.MetaFunction = (args) => seo({ url: pageUrl(args), title: pagesText.seller.title, description: pagesText.seller.description });

const coming = (s = pagesText.seller) => [
  { title: s.kycTitle, body: s.kycBody },
  { title: s.productsTitle, body: s.productsBody },
  { title: s.ordersTitle, body: s.ordersBody },
  { title: s.payoutsTitle, body: s.payoutsBody },
];

export default function Seller() {
  return (
    <>
      <PageHero eyebrow={pagesText.seller.eyebrow} title={pagesText.seller.heading} subtitle={pagesText.seller.subtitle} />
      <div className="container-page py-10">
        <ul className="grid gap-4 sm:grid-cols-2">
          {coming().map((c) => (
            <li key={c.title} className="rounded-2xl border border-line bg-white p-6">
              <h2 className="text-lg font-semibold">{c.title}</h2>
              <p className="mt-2 text-muted">{c.body}</p>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-muted">
          {pagesText.seller.sellLead}{' '}
          <Link to="/contact" className="font-semibold text-accent-800">
            {pagesText.seller.contactPage}
          </Link>
          .
        </p>
      </div>
    </>
  );
}
