// One of an approved shop's job posts (issue 43): its applicants with their resumes, moving each
// (core's transitions), messaging them through us, closing or marking the post filled. Another
// shop's post, or no post: 404.
import { isAppError, careerText as kt, rowIdParam } from '@sahyog/core';
import { data } from 'react-router';
import { Applicants, ClosePost, NeverCharge, PostFacts, postState } from '../components/JobParts.tsx';
import { SellerNav } from '../components/SellerNav.tsx';
import { Toaster } from '../components/Toaster.tsx';
import { formObject } from '../lib/forms.ts';
import { actOnPost } from '../lib/job-poster.server.ts';
import { Link } from '../lib/links.tsx';
import { services } from '../lib/services.server.ts';
import { requireUser } from '../lib/session.server.ts';
import type { RouteHandle } from '../root.tsx';
import type { Route } from './+types/seller-job';

export const handle: RouteHandle = { hydrate: false };

export const meta: Route.MetaFunction = ({ loaderData: d }) => [{ title: d ? d.post.title : kt.posterTitle }, { name: 'robots', content: 'noindex' }];

const postId = (raw: string) => {
  const id = rowIdParam('not found').safeParse(raw);
  if (!id.success) throw data('Not found', { status: 404 });
  return id.data;
};

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { user } = requireUser(context, request);
  const one = await services(context)
    .careers.applicants({ as: 'vendor', userId: user.id }, postId(params.id))
    .catch((e: unknown) => {
      if (isAppError(e) && e.status === 403) return null;
      throw e;
    });
  if (!one) throw data('Not found', { status: 404 });
  return data(one, { headers: { 'cache-control': 'no-store' } });
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const { user } = requireUser(context, request);
  const id = postId(params.id);
  return actOnPost(context, { as: 'vendor', userId: user.id }, id, formObject(await request.formData()), `/seller/jobs/${id}`);
}

export default function SellerJob({ loaderData, actionData }: Route.ComponentProps) {
  const { post, applicants } = loaderData;
  const open = post.state === 'open' || post.state === 'held';
  return (
    <div className="container-page max-w-3xl space-y-5 py-6">
      <Toaster toasts={[actionData?.toast]} />
      <p className="text-sm">
        <Link to="/seller/jobs" className="inline-flex min-h-11 items-center">
          {kt.backToPosts}
        </Link>
      </p>
      <div>
        <h1 className="text-3xl font-bold tracking-tight wrap-anywhere">{post.title}</h1>
        <PostFacts p={post} />
        <p className="font-semibold">{postState(post.state)}</p>
      </div>
      <SellerNav current="jobs" />
      <NeverCharge />
      {open && <ClosePost />}
      <h2 className="text-xl font-bold">{kt.applicants}</h2>
      <Applicants applicants={applicants} open={open} />
    </div>
  );
}
