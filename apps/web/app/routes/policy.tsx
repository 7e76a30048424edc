import { data } from 'react-router';
import { PageHero } from '../components/PageHero.tsx';
import { plainText, seo } from '../lib/seo.ts';
import { services } from '../lib/services.server.ts';
import type { Route } from './+types/policy';

export async function loader({ context, request }: Route.LoaderArgs) {
  const slug = new URL(request.url).pathname.replace(/^\//, '');
  const page = await services(context).content.page(slug);
  if (!page) throw data('Not found', { status: 404 });
  return { page };
}

export const meta: Route.MetaFunction = ({ data: d }) => (d ? seo({ title: d.page.title, description: plainText(d.page.bodyHtml) }) : []);

export default function Policy({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <>
      <PageHero title={page.title} />
      <div className="container-page py-10">
        <div className="prose-body" dangerouslySetInnerHTML={{ __html: page.bodyHtml }} />
      </div>
    </>
  );
}
