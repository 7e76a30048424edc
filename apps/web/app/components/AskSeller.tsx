// "Ask the seller" (issue 41): the question form (a plain form, no script), and the box the
// product and shop pages show. Those pages are cached for everyone: a render for a guest shows
// a link to the question page, which signs a guest in and brings them back to the form; a
// render for a signed-in buyer shows the form itself, posting to that page (which shows the
// form again with its errors).
import { INQUIRY_BODY_MAX, INQUIRY_SUBJECT_MAX, inquiryText as it, phoneText } from '@sahyog/core';
import type { FieldErrors } from '../lib/forms.ts';
import { Form, Link } from '../lib/links.tsx';
import { Field, TextAreaField } from './Field.tsx';

export type AskFor = { product: string } | { shop: string };

/** The question page's address for a product or a shop. */
export const askPath = (target: AskFor) => ('product' in target ? `/shop/questions/new?product=${target.product}` : `/shop/questions/new?shop=${target.shop}`);

export function AskSellerForm({
  target,
  phone,
  values = {},
  errors = {},
  action,
}: {
  target: AskFor;
  /** The buyer's proven mobile: the box shares it. Null: no box, a word on proving one. */
  phone: string | null;
  values?: Record<string, string>;
  errors?: FieldErrors;
  action?: string;
}) {
  return (
    <Form method="post" action={action} className="space-y-4">
      {'product' in target ? <input type="hidden" name="product" value={target.product} /> : <input type="hidden" name="shop" value={target.shop} />}
      {errors.product || errors.shop ? (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm font-semibold text-red-800">
          {errors.product ?? errors.shop}
        </p>
      ) : null}
      <Field
        label={it.subjectLabel}
        name="subject"
        id="ask-subject"
        required
        maxLength={INQUIRY_SUBJECT_MAX}
        defaultValue={values.subject ?? ''}
        error={errors.subject}
      />
      <TextAreaField
        label={it.bodyLabel}
        name="body"
        id="ask-body"
        required
        maxLength={INQUIRY_BODY_MAX}
        rows={5}
        defaultValue={values.body ?? ''}
        error={errors.body}
      />
      {phone ? (
        <div>
          <label className="flex cursor-pointer gap-3 rounded-xl border border-line bg-white p-3">
            <input
              type="checkbox"
              name="sharePhone"
              defaultChecked={values.sharePhone === 'on'}
              aria-describedby="ask-phone-hint"
              className="mt-1 h-5 w-5 shrink-0 accent-accent-700"
            />
            <span className="min-w-0">
              <span className="block font-semibold">{it.sharePhone}</span>
              <span id="ask-phone-hint" className="block text-sm text-muted [overflow-wrap:anywhere]">
                {it.sharePhoneHint(phoneText(phone))}
              </span>
            </span>
          </label>
          {errors.sharePhone ? <p className="mt-1 text-sm font-medium text-red-700">{errors.sharePhone}</p> : null}
        </div>
      ) : (
        <p className="text-sm text-muted">
          {it.noProvenPhone}
          {errors.sharePhone ? <span className="mt-1 block font-medium text-red-700">{errors.sharePhone}</span> : null}
        </p>
      )}
      <p className="text-sm text-muted">{it.askPrivacy}</p>
      <button type="submit" className="btn-primary w-full sm:w-auto">
        {it.send}
      </button>
    </Form>
  );
}

/**
 * The product or shop page's box. `asker`: null when rendered for a guest (the cached page
 * everyone may get), else whether it is the viewer's own shop and their proven mobile.
 */
export function AskSellerBox({ target, asker, className = '' }: { target: AskFor; asker: { own: boolean; phone: string | null } | null; className?: string }) {
  return (
    <section id="ask" aria-labelledby="ask-title" className={`min-w-0 rounded-xl border border-line bg-white p-5 ${className}`}>
      <h2 id="ask-title" className="text-lg font-bold">
        {it.askTitle}
      </h2>
      {asker === null ? (
        <>
          <p className="mt-1 text-sm text-muted">{it.askLead}</p>
          <Link to={askPath(target)} className="btn-secondary mt-3">
            {it.askLink}
          </Link>
          <p className="mt-2 text-sm text-muted">{it.askLinkHint}</p>
        </>
      ) : asker.own ? (
        <>
          <p className="mt-1 text-sm">{it.ownShop}</p>
          <Link to="/seller/inbox" className="btn-quiet mt-3">
            {it.openInbox}
          </Link>
        </>
      ) : (
        <>
          <p className="mt-1 mb-4 text-sm text-muted">{it.askLead}</p>
          <AskSellerForm target={target} phone={asker.phone} action={askPath(target)} />
        </>
      )}
    </section>
  );
}
