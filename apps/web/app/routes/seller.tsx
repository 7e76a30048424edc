import { PageHero } from '../components/PageHero.tsx';
import { publicPageHeaders } from '../lib/cache.ts';
import { Link } from '../lib/links.tsx';
import { seo } from '../lib/seo.ts';
import type { RouteHandle } from '../root.tsx';
import type { Route } from './+types/seller';

/** Public content: the server may serve it from its short page cache. */
export const headers = publicPageHeaders;

/** Content only: no React on the client (see RouteHandle in root.tsx). */
export const handle: RouteHandle = { hydrate: false };

export const meta: Route.MetaFunction = () => seo({ title: 'Seller area', description: 'The seller and vendor area of the foundation marketplace.' });

const COMING = [
  { title: 'Business profile and KYC', body: 'Your organisation’s details, logo and verified documents.' },
  { title: 'Products and listings', body: 'List products with variations, stock and packages that donors can buy for a cause.' },
  { title: 'Orders and returns', body: 'See orders, ship them and handle return requests.' },
  { title: 'Payouts', body: 'Your statement, payable amounts and withdrawals after staff approval.' },
];

export default function Seller() {
  return (
    <>
      <PageHero eyebrow="Sellers and vendors" title="The seller area is on its way" subtitle="Vendors who sign in will land here. This is what it will hold." />
      <div className="container-page py-10">
        <ul className="grid gap-4 sm:grid-cols-2">
          {COMING.map((c) => (
            <li key={c.title} className="rounded-2xl border border-line bg-white p-6">
              <h2 className="text-lg font-semibold">{c.title}</h2>
              <p className="mt-2 text-muted">{c.body}</p>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-muted">
          Want to sell for a cause? Write to us from the{' '}
          <Link to="/contact" className="font-semibold text-accent-800">
            contact page
          </Link>
          .
        </p>
      </div>
    </>
  );
}
