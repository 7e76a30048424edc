// The console's jobs (issue 43): held posts and held messages (asking applicants for a fee, an
// ID copy or a group chat) to release or reject, every post to close, the foundation's own posts
// with their applicants, and a new post for the foundation. Every decision is audited by the
// service; a member of staff cannot release their own post or message.
import { careerReasonInput, formatDateTime, careerText as kt, rowIdParam, STAFF_ROLES } from '@sahyog/core';
import { data } from 'react-router';
import { ConsoleHeader } from '../components/ConsoleHeader.tsx';
import { Field } from '../components/Field.tsx';
import { heldReason, NeverCharge, PostFacts, PostForm, postState } from '../components/JobParts.tsx';
import { check, expected, type FieldErrors, formObject, reshow } from '../lib/forms.ts';
import { createPost } from '../lib/job-poster.server.ts';
import { Form, Link } from '../lib/links.tsx';
import { services } from '../lib/services.server.ts';
import { redirectWithFlash, requestInfo, requireUser } from '../lib/session.server.ts';
import type { Route } from './+types/admin-jobs';

export const meta: Route.MetaFunction = () => [{ title: kt.adminTitle }, { name: 'robots', content: 'noindex' }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { user } = requireUser(context, request, STAFF_ROLES);
  const { careers } = services(context);
  return { queue: await careers.adminQueue(), own: await careers.posterPosts({ as: 'staff', userId: user.id }) };
}

type ActionData = { errors: FieldErrors; values: Record<string, string>; toast: { type: 'error'; message: string } };

export async function action({ context, request }: Route.ActionArgs) {
  // Actions do not run the layout's loader: the role is checked here again.
  const { user } = requireUser(context, request, STAFF_ROLES);
  const form = formObject(await request.formData());
  if (form.intent === 'create') return createPost(context, { as: 'staff', userId: user.id }, form, '/admin/jobs');
  const fail = (errors: FieldErrors) =>
    data<ActionData>({ errors, values: form, toast: { type: 'error', message: Object.values(errors)[0] ?? kt.adminTitle } }, reshow);
  const id = rowIdParam(kt.adminTitle).safeParse(form.id ?? '');
  const r = check(careerReasonInput, form);
  if (!id.success) return fail({ id: kt.nothingHeld });
  if (!r.ok) return fail(r.errors);
  const { careers } = services(context);
  const run: Record<string, [() => Promise<void>, string]> = {
    'release-post': [() => careers.releasePost(user.id, id.data), kt.released],
    'reject-post': [() => careers.rejectPost(user.id, id.data, r.data.reason), kt.rejected],
    'close-post': [() => careers.staffClosePost(user.id, id.data, r.data.reason), kt.closedDone],
    'release-message': [() => careers.releaseMessage(user.id, id.data), kt.released],
    'reject-message': [() => careers.rejectMessage(user.id, id.data, r.data.reason), kt.rejected],
  };
  const step = run[form.intent ?? ''];
  if (!step) return fail({ intent: kt.nothingHeld });
  try {
    await step[0]();
    return redirectWithFlash('/admin/jobs', { type: 'success', message: step[1] }, requestInfo(context).secureCookies);
  } catch (caught) {
    const e = expected(caught);
    return fail({ reason: e.message });
  }
}

function Decide({ id, kind, close }: { id: number; kind: 'post' | 'message'; close?: boolean }) {
  return (
    <Form method="post" className="flex flex-wrap items-end gap-2">
      <input type="hidden" name="id" value={id} />
      <Field label={kt.reason} name="reason" id={`reason-${kind}-${id}`} maxLength={300} />
      {close ? (
        <button type="submit" name="intent" value="close-post" className="btn-secondary min-h-11">
          {kt.close}
        </button>
      ) : (
        <>
          <button type="submit" name="intent" value={`release-${kind}`} className="btn-primary min-h-11">
            {kt.release}
          </button>
          <button type="submit" name="intent" value={`reject-${kind}`} className="btn-secondary min-h-11">
            {kt.reject}
          </button>
        </>
      )}
    </Form>
  );
}

export default function AdminJobs({ loaderData, actionData }: Route.ComponentProps) {
  const { queue, own } = loaderData;
  return (
    <div className="space-y-8">
      <ConsoleHeader title={kt.adminTitle} lead={kt.adminIntro} toast={actionData?.toast} />
      <NeverCharge />
      <section className="space-y-3" aria-labelledby="held-posts">
        <h2 id="held-posts" className="text-xl font-bold">
          {kt.heldPosts}
        </h2>
        {queue.heldPosts.length === 0 ? (
          <p>{kt.nothingHeld}</p>
        ) : (
          <ul className="space-y-3">
            {queue.heldPosts.map((p) => (
              <li key={p.id} className="card space-y-2 p-4">
                <h3 className="font-semibold wrap-anywhere">{p.title}</h3>
                <PostFacts p={p} />
                <p className="text-sm">
                  {kt.reasons}: {p.heldReasons.map(heldReason).join(', ')}
                </p>
                <p className="whitespace-pre-line text-sm wrap-anywhere">{p.description}</p>
                <Decide id={p.id} kind="post" />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="space-y-3" aria-labelledby="held-messages">
        <h2 id="held-messages" className="text-xl font-bold">
          {kt.heldMessages}
        </h2>
        {queue.heldMessages.length === 0 ? (
          <p>{kt.nothingHeld}</p>
        ) : (
          <ul className="space-y-3">
            {queue.heldMessages.map((m) => (
              <li key={m.id} className="card space-y-2 p-4">
                <p className="text-sm text-muted">
                  {kt.forPost(m.postTitle)} · {formatDateTime(m.createdAt)} · {kt.reasons}: {m.reasons.map(heldReason).join(', ')}
                </p>
                <p className="whitespace-pre-line wrap-anywhere">{m.body}</p>
                <Decide id={m.id} kind="message" />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="space-y-3" aria-labelledby="own-posts">
        <h2 id="own-posts" className="text-xl font-bold">
          {kt.posterTitle}
        </h2>
        {own.length === 0 ? (
          <p>{kt.noPosts}</p>
        ) : (
          <ul className="space-y-2">
            {own.map((p) => (
              <li key={p.id}>
                <Link to={`/admin/jobs/${p.id}`} className="inline-flex min-h-11 items-center font-semibold">
                  {p.title}
                </Link>{' '}
                · {postState(p.state)} · {kt.applicantsCount(p.applicants)}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="space-y-3" aria-labelledby="all-posts">
        <h2 id="all-posts" className="text-xl font-bold">
          {kt.allPosts}
        </h2>
        <ul className="space-y-3">
          {queue.posts.map((p) => (
            <li key={p.id} className="card space-y-2 p-4">
              <h3 className="font-semibold wrap-anywhere">
                {p.state === 'open' ? (
                  <Link to={`/jobs/${p.slug}`} className="inline-flex min-h-11 items-center">
                    {p.title}
                  </Link>
                ) : (
                  p.title
                )}
              </h3>
              <PostFacts p={p} />
              <p className="text-sm font-semibold">
                {postState(p.state)} · {kt.applicantsCount(p.applicants)}
              </p>
              {(p.state === 'open' || p.state === 'held') && <Decide id={p.id} kind="post" close />}
            </li>
          ))}
        </ul>
      </section>
      <PostForm errors={actionData?.errors ?? {}} values={actionData?.values ?? {}} />
    </div>
  );
}
