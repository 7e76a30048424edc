// One of the buyer's threads with a seller (issue 41): its messages, and a reply while it is
// open. Anyone else's thread is not found (never "forbidden": nobody learns it exists).
import { INQUIRY_BODY_MAX, inquiryReplyInput, inquiryText as it, rowId } from '@sahyog/core';
import { data } from 'react-router';
import { TextAreaField } from '../components/Field.tsx';
import { InquiryMessages, InquiryState } from '../components/InquiryParts.tsx';
import { Toaster } from '../components/Toaster.tsx';
import { check, expected, type FieldErrors, formObject, reshow } from '../lib/forms.ts';
import { Form, Link } from '../lib/links.tsx';
import { seo } from '../lib/seo.ts';
import { services } from '../lib/services.server.ts';
import { redirectWithFlash, requestInfo, requireUser } from '../lib/session.server.ts';
import type { RouteHandle } from '../root.tsx';
import type { Route } from './+types/shop-question';

export const handle: RouteHandle = { hydrate: false };

export const meta: Route.MetaFunction = ({ loaderData: d }) => [
  ...seo({ title: d?.thread.subject ?? it.notFound, description: it.questionsLead }),
  { name: 'robots', content: 'noindex' },
];

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { user } = requireUser(context, request);
  const id = rowId(params.id);
  const thread = id === null ? null : await services(context).inquiries.buyerThread(user.id, id);
  if (!thread) throw data(it.notFound, { status: 404 });
  return data({ thread }, { headers: { 'cache-control': 'no-store' } });
}

type ActionData = { errors: FieldErrors; values: Record<string, string>; toast: { type: 'error'; message: string } };

export async function action({ context, request, params }: Route.ActionArgs) {
  const { user } = requireUser(context, request);
  const info = requestInfo(context);
  const id = rowId(params.id);
  if (id === null) throw data(it.notFound, { status: 404 });
  const form = formObject(await request.formData());
  const fail = (errors: FieldErrors) =>
    data<ActionData>({ errors, values: form, toast: { type: 'error', message: Object.values(errors)[0] ?? it.replyRequired } }, reshow);
  const r = check(inquiryReplyInput, form);
  if (!r.ok) return fail(r.errors);
  try {
    await services(context).inquiries.buyerReply(user.id, id, r.data.body);
    return redirectWithFlash(`/shop/questions/${id}`, { type: 'success', message: it.replied }, info.secureCookies);
  } catch (caught) {
    const e = expected(caught);
    if (e.status === 404) throw data(it.notFound, { status: 404 });
    return fail(e.fields && Object.keys(e.fields).length ? e.fields : { body: e.message });
  }
}

export default function ShopQuestion({ loaderData, actionData }: Route.ComponentProps) {
  const { thread: t } = loaderData;
  return (
    <div className="container-page max-w-3xl space-y-5 py-6 sm:py-10">
      <Toaster toasts={[actionData?.toast]} />
      <p className="text-sm">
        <Link to="/shop/questions" className="inline-flex min-h-11 items-center">
          {it.allQuestions}
        </Link>
      </p>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight [overflow-wrap:anywhere] sm:text-3xl">{t.subject}</h1>
          <p className="mt-1 text-sm text-muted [overflow-wrap:anywhere]">
            {t.shop.slug ? <Link to={`/shop/vendors/${t.shop.slug}`}>{it.withShop(t.shop.name)}</Link> : it.withShop(t.shop.name)}
            {t.product ? (
              <>
                {' · '}
                <Link to={`/shop/products/${t.product.slug}`}>{it.aboutProduct(t.product.title)}</Link>
              </>
            ) : null}
          </p>
        </div>
        <InquiryState status={t.status} side="buyer" />
      </div>
      {t.phoneShared ? <p className="text-sm text-muted">{it.phoneSharedNote}</p> : null}
      <InquiryMessages messages={t.messages} side="buyer" otherName={t.shop.name || it.seller} />
      {t.canReply ? (
        <Form method="post" className="card space-y-3 p-4">
          <TextAreaField
            label={it.replyLabel}
            name="body"
            id="reply-body"
            required
            maxLength={INQUIRY_BODY_MAX}
            rows={4}
            defaultValue={actionData?.values.body ?? ''}
            error={actionData?.errors.body}
          />
          <button type="submit" className="btn-primary">
            {it.sendReply}
          </button>
        </Form>
      ) : (
        <p role="status" className="rounded-xl border border-line bg-stone-50 p-4 font-semibold">
          {it.closedNote}
        </p>
      )}
    </div>
  );
}
