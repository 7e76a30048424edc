import { basePath, fellBack } from '@sahyog/core';
import { data } from 'react-router';
import { langOf, NotInHindiNotice } from '../components/ContentLanguage.tsx';
import { PageHero } from '../components/PageHero.tsx';
import { publicPageHeaders } from '../lib/cache.ts';
import { sitePageMeta } from '../lib/json-ld.ts';
import { services } from '../lib/services.server.ts';
import type { RouteHandle } from '../root.tsx';
import type { Route } from './+types/policy';

/** Public content: the server may serve it from its short page cache. */
export const headers = publicPageHeaders;

/** Content only: no React on the client (see RouteHandle in root.tsx). */
export const handle: RouteHandle = { hydrate: false };

export async function loader({ context, request }: Route.LoaderArgs) {
  // The same page under /hi (decision 0040): its slug is the path without the language.
  const slug = basePath(new URL(request.url).pathname).replace(/^\//, '');
  const page = await services(context).content.page(slug);
  if (!page) throw data('Not found', { status: 404 });
  return { page };
}

export const meta: Route.MetaFunction = ({ loaderData: d, ...args }) => (d ? sitePageMeta(args, d.page) : []);

export default function Policy({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <>
      <PageHero title={page.title} titleLang={langOf(page).lang} />
      <div className="container-page py-10">
        <NotInHindiNotice show={fellBack([page])} className="mb-6" />
        <div className="prose-body" {...langOf(page)} dangerouslySetInnerHTML={{ __html: page.bodyHtml }} />
      </div>
    </>
  );
}
