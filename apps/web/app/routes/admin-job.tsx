// One of the foundation's job posts in the console (issue 43): its applicants with their resumes,
// moving each (core's transitions), messaging them through us, closing or marking it filled. A
// shop's post is the shop's to manage: 404 here.
import { careerText as kt, rowIdParam, STAFF_ROLES } from '@sahyog/core';
import { data } from 'react-router';
import { ConsoleHeader } from '../components/ConsoleHeader.tsx';
import { Applicants, ClosePost, PostFacts, postState } from '../components/JobParts.tsx';
import { formObject } from '../lib/forms.ts';
import { actOnPost } from '../lib/job-poster.server.ts';
import { Link } from '../lib/links.tsx';
import { services } from '../lib/services.server.ts';
import { requireUser } from '../lib/session.server.ts';
import type { Route } from './+types/admin-job';

export const meta: Route.MetaFunction = ({ loaderData: d }) => [{ title: d ? d.post.title : kt.adminTitle }, { name: 'robots', content: 'noindex' }];

const postId = (raw: string) => {
  const id = rowIdParam('not found').safeParse(raw);
  if (!id.success) throw data('Not found', { status: 404 });
  return id.data;
};

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { user } = requireUser(context, request, STAFF_ROLES);
  const one = await services(context).careers.applicants({ as: 'staff', userId: user.id }, postId(params.id));
  if (!one) throw data('Not found', { status: 404 });
  return one;
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const { user } = requireUser(context, request, STAFF_ROLES);
  const id = postId(params.id);
  return actOnPost(context, { as: 'staff', userId: user.id }, id, formObject(await request.formData()), `/admin/jobs/${id}`);
}

export default function AdminJob({ loaderData, actionData }: Route.ComponentProps) {
  const { post, applicants } = loaderData;
  const open = post.state === 'open' || post.state === 'held';
  return (
    <div className="space-y-5">
      <ConsoleHeader title={post.title} lead={postState(post.state)} toast={actionData?.toast} />
      <p className="text-sm">
        <Link to="/admin/jobs" className="inline-flex min-h-11 items-center">
          {kt.adminTitle}
        </Link>
      </p>
      <PostFacts p={post} />
      {open && <ClosePost />}
      <h2 className="text-xl font-bold">{kt.applicants}</h2>
      <Applicants applicants={applicants} open={open} />
    </div>
  );
}
