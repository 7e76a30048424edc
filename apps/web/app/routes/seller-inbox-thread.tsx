// One thread of the vendor's inbox (issue 41): the buyer's first name, their phone only when they
// shared it, the messages, a reply, and "Report abuse" with a reason (a help desk ticket for
// staff; the buyer can write no more). Another shop's thread is not found.
import { INQUIRY_BODY_MAX, INQUIRY_REASON_MAX, inquiryReplyInput, inquiryReportInput, inquiryText as it, phoneText, rowId } from '@sahyog/core';
import { data } from 'react-router';
import { TextAreaField } from '../components/Field.tsx';
import { InquiryMessages, InquiryState } from '../components/InquiryParts.tsx';
import { SellerNav } from '../components/SellerNav.tsx';
import { Toaster } from '../components/Toaster.tsx';
import { check, expected, type FieldErrors, formObject, reshow } from '../lib/forms.ts';
import { Form, Link } from '../lib/links.tsx';
import { services } from '../lib/services.server.ts';
import { redirectWithFlash, requestInfo, requireUser } from '../lib/session.server.ts';
import type { RouteHandle } from '../root.tsx';
import type { Route } from './+types/seller-inbox-thread';

export const handle: RouteHandle = { hydrate: false };

export const meta: Route.MetaFunction = ({ loaderData: d }) => [{ title: d?.thread.subject ?? it.notFound }, { name: 'robots', content: 'noindex' }];

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { user } = requireUser(context, request);
  const id = rowId(params.id);
  const thread = id === null ? null : await services(context).inquiries.vendorThread(user.id, id);
  if (!thread) throw data(it.notFound, { status: 404 });
  return data({ thread }, { headers: { 'cache-control': 'no-store' } });
}

type ActionData = { intent: string; errors: FieldErrors; values: Record<string, string>; toast: { type: 'error'; message: string } };

export async function action({ context, request, params }: Route.ActionArgs) {
  const { user } = requireUser(context, request);
  const info = requestInfo(context);
  const id = rowId(params.id);
  if (id === null) throw data(it.notFound, { status: 404 });
  const form = formObject(await request.formData());
  const intent = form.intent === 'report' ? 'report' : 'reply';
  const fail = (errors: FieldErrors) =>
    data<ActionData>({ intent, errors, values: form, toast: { type: 'error', message: Object.values(errors)[0] ?? it.replyRequired } }, reshow);
  const { inquiries } = services(context);
  const back = `/seller/inbox/${id}`;
  try {
    if (intent === 'report') {
      const r = check(inquiryReportInput, form);
      if (!r.ok) return fail(r.errors);
      await inquiries.report(user.id, id, r.data.reason);
      return redirectWithFlash(back, { type: 'success', message: it.reported }, info.secureCookies);
    }
    const r = check(inquiryReplyInput, form);
    if (!r.ok) return fail(r.errors);
    await inquiries.vendorReply(user.id, id, r.data.body);
    return redirectWithFlash(back, { type: 'success', message: it.replied }, info.secureCookies);
  } catch (caught) {
    const e = expected(caught);
    if (e.status === 404) throw data(it.notFound, { status: 404 });
    return fail(e.fields && Object.keys(e.fields).length ? e.fields : { [intent === 'report' ? 'reason' : 'body']: e.message });
  }
}

export default function SellerInboxThread({ loaderData, actionData }: Route.ComponentProps) {
  const { thread: t } = loaderData;
  const errors = actionData?.errors ?? {};
  const values = actionData?.values ?? {};
  const reporting = actionData?.intent === 'report';
  return (
    <div className="container-page max-w-3xl space-y-5 py-6">
      <Toaster toasts={[actionData?.toast]} />
      <SellerNav current="inbox" />
      <p className="text-sm">
        <Link to="/seller/inbox" className="inline-flex min-h-11 items-center">
          {it.allInbox}
        </Link>
      </p>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight [overflow-wrap:anywhere] sm:text-3xl">{t.subject}</h1>
          <p className="mt-1 text-sm text-muted [overflow-wrap:anywhere]">
            {it.fromBuyer(t.buyer.firstName)}
            {t.product ? (
              <>
                {' · '}
                <Link to={`/shop/products/${t.product.slug}`}>{it.aboutProduct(t.product.title)}</Link>
              </>
            ) : null}
          </p>
        </div>
        <InquiryState status={t.status} side="vendor" />
      </div>
      <p className="text-sm">
        {t.buyer.phone ? (
          <a href={`tel:${t.buyer.phone.replace(/[^\d+]/g, '')}`} className="inline-flex min-h-11 items-center font-semibold">
            {it.buyerPhone(phoneText(t.buyer.phone))}
          </a>
        ) : (
          <span className="text-muted">{it.phoneNotShared}</span>
        )}
      </p>
      <InquiryMessages messages={t.messages} side="vendor" otherName={t.buyer.firstName} />
      {t.canReply ? (
        <Form method="post" className="card space-y-3 p-4">
          <input type="hidden" name="intent" value="reply" />
          <TextAreaField
            label={it.replyLabel}
            name="body"
            id="reply-body"
            required
            maxLength={INQUIRY_BODY_MAX}
            rows={4}
            defaultValue={reporting ? '' : (values.body ?? '')}
            error={reporting ? undefined : errors.body}
          />
          <button type="submit" className="btn-primary">
            {it.sendReply}
          </button>
        </Form>
      ) : null}
      {t.canReport ? (
        <details className="rounded-xl border border-line bg-white p-4" open={reporting}>
          <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold">{it.reportTitle}</summary>
          <Form method="post" className="mt-2 space-y-3">
            <input type="hidden" name="intent" value="report" />
            <p className="text-sm text-muted">{it.reportLead}</p>
            <TextAreaField
              label={it.reportReasonLabel}
              name="reason"
              id="report-reason"
              required
              maxLength={INQUIRY_REASON_MAX}
              rows={3}
              defaultValue={reporting ? (values.reason ?? '') : ''}
              error={reporting ? errors.reason : undefined}
            />
            <button type="submit" className="btn-quiet">
              {it.reportSend}
            </button>
          </Form>
        </details>
      ) : (
        <p role="status" className="rounded-xl border border-line bg-stone-50 p-4 font-semibold">
          {it.reportedNote}
        </p>
      )}
    </div>
  );
}
