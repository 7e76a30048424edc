// An approved shop's job posts (issue 43): each with its state and applicants, and the form for a
// new paid job or volunteer role. A shop not approved (or no shop) is refused (403).
import { isAppError, careerText as kt } from '@sahyog/core';
import { data } from 'react-router';
import { NeverCharge, PostFacts, PostForm, postState } from '../components/JobParts.tsx';
import { SellerNav } from '../components/SellerNav.tsx';
import { Toaster } from '../components/Toaster.tsx';
import { formObject } from '../lib/forms.ts';
import { createPost } from '../lib/job-poster.server.ts';
import { Link } from '../lib/links.tsx';
import { services } from '../lib/services.server.ts';
import { requireUser } from '../lib/session.server.ts';
import type { RouteHandle } from '../root.tsx';
import type { Route } from './+types/seller-jobs';

export const handle: RouteHandle = { hydrate: false };

export const meta: Route.MetaFunction = () => [{ title: kt.posterTitle }, { name: 'robots', content: 'noindex' }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { user } = requireUser(context, request);
  try {
    const posts = await services(context).careers.posterPosts({ as: 'vendor', userId: user.id });
    return data({ posts }, { headers: { 'cache-control': 'no-store' } });
  } catch (e) {
    if (isAppError(e) && e.status === 403) throw data(e.message, { status: 403 });
    throw e;
  }
}

export async function action({ context, request }: Route.ActionArgs) {
  const { user } = requireUser(context, request);
  return createPost(context, { as: 'vendor', userId: user.id }, formObject(await request.formData()), '/seller/jobs');
}

export default function SellerJobs({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="container-page max-w-3xl space-y-5 py-6">
      <Toaster toasts={[actionData?.toast]} />
      <h1 className="text-3xl font-bold tracking-tight">{kt.posterTitle}</h1>
      <SellerNav current="jobs" />
      <NeverCharge />
      {loaderData.posts.length === 0 ? (
        <p className="card p-6 text-center">{kt.noPosts}</p>
      ) : (
        <ul className="space-y-3">
          {loaderData.posts.map((p) => (
            <li key={p.id} className="card p-4">
              <h2 className="text-lg font-semibold wrap-anywhere">
                <Link to={`/seller/jobs/${p.id}`} className="inline-flex min-h-11 items-center">
                  {p.title}
                </Link>
              </h2>
              <PostFacts p={p} />
              <p className="text-sm font-semibold">
                {postState(p.state)} · {kt.applicantsCount(p.applicants)}
              </p>
            </li>
          ))}
        </ul>
      )}
      <PostForm errors={actionData?.errors ?? {}} values={actionData?.values ?? {}} />
    </div>
  );
}
