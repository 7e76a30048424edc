// Spending waiting for staff (issue 26): each payment a campaigner says they made, its bill
// redacted (boxes drawn on its picture, enhance/redact.js; typed without JavaScript), approved (by
// a second staff member too above the set amount; never past what the campaign raised and was
// added) or rejected with a reason. The service audits each decision and redaction.
import {
  type Area,
  formatDate,
  formatINR,
  foundationAddInput,
  redactionInput,
  rowId,
  type SpendingItemView,
  STAFF_ROLES,
  spendDecisionInput,
  spendingCategoryInput,
  spendingText as st,
} from '@sahyog/core';
import { useContext, useEffect } from 'react';
import { data } from 'react-router';
import { ConsoleHeader } from '../components/ConsoleHeader.tsx';
import { Field, TextAreaField } from '../components/Field.tsx';
import { RefuseForm } from '../components/RefuseForm.tsx';
import redactScript from '../enhance/redact.js?minified';
import { check, expected, formObject } from '../lib/forms.ts';
import { Form, Link } from '../lib/links.tsx';
import { ScriptNonce } from '../lib/script-nonce.ts';
import { services } from '../lib/services.server.ts';
import { redirectWithFlash, requestInfo, requireUser } from '../lib/session.server.ts';
import type { Route } from './+types/admin-spending';

export const meta: Route.MetaFunction = () => [{ title: st.queueTitle }, { name: 'robots', content: 'noindex' }];

export async function loader({ context, request }: Route.LoaderArgs) {
  requireUser(context, request, STAFF_ROLES);
  const { spending } = services(context);
  const [items, categories] = await Promise.all([spending.queue(), spending.categories()]);
  return { items, categories };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { user } = requireUser(context, request, STAFF_ROLES);
  const info = requestInfo(context);
  const form = formObject(await request.formData());
  const back = (type: 'success' | 'error', message: string) => redirectWithFlash('/admin/spending', { type, message }, info.secureCookies);
  if (form.intent === 'category') {
    const category = rowId(form.categoryId);
    const r = check(spendingCategoryInput, form);
    if (!r.ok) return back('error', Object.values(r.errors)[0] ?? st.categoryNameRequired);
    try {
      await services(context).spending.saveCategory(user.id, category, r.data);
      return back('success', category === null ? st.categoryAdded : st.categorySaved);
    } catch (caught) {
      return back('error', expected(caught).message);
    }
  }
  if (form.intent === 'funds') {
    const r = check(foundationAddInput, form);
    if (!r.ok) return back('error', Object.values(r.errors)[0] ?? st.noteRequired);
    try {
      await services(context).spending.addFunds(user.id, form.campaign ?? '', r.data);
      return back('success', st.fundsAdded(formatINR(r.data.amount)));
    } catch (caught) {
      return back('error', expected(caught).message);
    }
  }
  const id = rowId(form.id, Number.MAX_SAFE_INTEGER) ?? 0;
  if (!id) throw data(st.notFound, { status: 404 });
  if (form.intent === 'redact') {
    const areas = check(redactionInput, form);
    if (!areas.ok) return back('error', Object.values(areas.errors)[0] ?? st.areasInvalid);
    try {
      const item = await services(context).spending.redact(user.id, id, areas.data.areas, { startOver: areas.data.startOver });
      return back('success', item.billUrl ? st.redactionPublished : st.redactionSaved);
    } catch (caught) {
      return back('error', expected(caught).message);
    }
  }
  const r = check(spendDecisionInput, form);
  if (!r.ok) return back('error', Object.values(r.errors)[0] ?? st.reasonRequired);
  try {
    const item = await services(context).spending.decide(user.id, id, r.data);
    return back('success', item.status === 'approved' ? st.approved : item.status === 'rejected' ? st.rejected : st.firstApproved);
  } catch (caught) {
    // A field error's message is its first field's (the reason a payment without a bill needs).
    return back('error', expected(caught).message);
  }
}

/**
 * When a payment would take its campaign past what donors gave, staff may cover the rest from the
 * foundation's own funds (its own line on the campaign's page), then approve: the way out of the
 * over-spend refusal, beside the payment it is for.
 */
function FoundationFunds({ campaign, itemId }: { campaign: { slug: string; title: string }; itemId: number }) {
  return (
    <details className="sm:col-span-2">
      <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-accent-800">{st.fundsSummary(campaign.title)}</summary>
      <Form method="post" preventScrollReset className="mt-2 grid gap-3 sm:grid-cols-[10rem_minmax(0,1fr)_auto] sm:items-end">
        <input type="hidden" name="intent" value="funds" />
        <input type="hidden" name="campaign" value={campaign.slug} />
        <Field label={st.fundsAmount} name="amount" id={`funds-amount-${itemId}`} inputMode="decimal" required />
        <Field label={st.fundsNote} name="note" id={`funds-note-${itemId}`} required maxLength={500} />
        <button type="submit" className="btn-quiet">
          {st.fundsSubmit}
        </button>
      </Form>
      <p className="mt-2 text-sm text-muted">{st.fundsLead}</p>
    </details>
  );
}

/** The bill to redact (boxes drawn or typed), what the public will see once saved, and the photos sent. */
function Evidence({ item: i }: { item: SpendingItemView & { areas: Area[] } }) {
  const photos = Array.from({ length: i.photoCount }, (_, n) => `/api/v1/spending/${i.id}/photos/${n + 1}`);
  return (
    <div className="mt-4 grid gap-4 lg:grid-cols-[minmax(0,1fr)_16rem]">
      {i.bill ? (
        <Form method="post" preventScrollReset data-redact className="space-y-3">
          <input type="hidden" name="id" value={i.id} />
          <input type="hidden" name="intent" value="redact" />
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h3 className="font-semibold">{st.billTitle}</h3>
            <a href={`/api/v1/spending/${i.id}/bill/original`} className="inline-flex min-h-11 items-center text-accent-800 underline">
              {st.billOriginal(i.bill.type.toUpperCase())}
            </a>
          </div>
          <p className="text-muted">{st.redactLead}</p>
          {i.bill.redacted ? null : <p className="font-semibold text-amber-900">{st.notRedacted}</p>}
          {/* Focusable: a tall bill scrolls inside its box, by keyboard too. */}
          <div
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
            tabIndex={0}
            className="max-h-[70vh] overflow-auto rounded-lg border border-line bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2"
          >
            <div data-surface className="relative select-none">
              <img
                src={`/api/v1/spending/${i.id}/bill/preview`}
                alt={st.billTitle}
                width={i.bill.width}
                height={i.bill.height}
                draggable={false}
                className="block h-auto w-full"
              />
              {/* The last redaction's boxes: they stay black whatever is drawn now (unless staff start over). */}
              {i.areas.map((a) => (
                <div
                  key={`${a.x} ${a.y} ${a.w} ${a.h}`}
                  data-saved-area
                  aria-hidden="true"
                  className="pointer-events-none absolute bg-black/90"
                  style={{ left: `${a.x}%`, top: `${a.y}%`, width: `${a.w}%`, height: `${a.h}%` }}
                />
              ))}
              <div data-boxes aria-hidden="true" className="pointer-events-none absolute inset-0" />
            </div>
          </div>
          {i.areas.length ? <p className="text-muted">{st.savedAreas(i.areas.length)}</p> : null}
          <TextAreaField label={st.areasLabel} name="areas" id={`areas-${i.id}`} rows={3} spellCheck={false} />
          {i.areas.length ? (
            <label className="flex min-h-11 items-center gap-3">
              <input type="checkbox" name="startOver" className="h-5 w-5 shrink-0" />
              <span>{st.startOver}</span>
            </label>
          ) : null}
          <label className="flex min-h-11 items-center gap-3">
            <input type="checkbox" name="nothingPrivate" className="h-5 w-5" />
            <span>{st.nothingPrivate}</span>
          </label>
          <div className="flex flex-wrap gap-3">
            <button type="submit" className="btn-primary">
              {st.saveRedaction}
            </button>
            <button type="button" data-clear hidden className="btn-quiet">
              {st.clearAreas}
            </button>
            <button
              type="button"
              data-finger
              hidden
              aria-pressed="false"
              className="btn-quiet aria-pressed:bg-accent-50 aria-pressed:text-accent-800 aria-pressed:ring-2 aria-pressed:ring-accent-700"
            >
              {st.drawWithFinger}
            </button>
          </div>
        </Form>
      ) : (
        <p className="text-muted">{st.noBill}</p>
      )}
      <div className="space-y-3">
        {i.bill?.redacted ? (
          <figure>
            <figcaption className="font-semibold">{st.redactedPreview}</figcaption>
            <a href={`/api/v1/spending/${i.id}/bill/redacted`}>
              <img src={`/api/v1/spending/${i.id}/bill/redacted`} alt={st.billAlt(i.description)} className="mt-2 w-full rounded-lg border border-line" />
            </a>
          </figure>
        ) : null}
        {photos.length ? (
          <div className="flex flex-wrap gap-2">
            {photos.map((url, n) => (
              <a key={url} href={url}>
                <img src={url} alt={st.photoAlt(i.description, n + 1)} className="h-24 w-24 rounded-lg border border-line object-cover" />
              </a>
            ))}
          </div>
        ) : null}
      </div>
    </div>
  );
}

/** What spending can be for: each category renamed or reordered in place, and a new one added. */
function Categories({ categories }: { categories: { id: number; name: string; nameHi: string; sort: number }[] }) {
  const row = (c: { id: number; name: string; nameHi: string; sort: number } | null) => (
    <Form method="post" preventScrollReset className="grid items-end gap-3 py-3 sm:grid-cols-[1fr_1fr_8rem_auto]">
      <input type="hidden" name="intent" value="category" />
      {c ? <input type="hidden" name="categoryId" value={c.id} /> : null}
      <Field label={st.categoryName} name="name" id={`cat-name-${c?.id ?? 'new'}`} defaultValue={c?.name} required maxLength={60} />
      <Field label={st.categoryNameHi} name="nameHi" id={`cat-hi-${c?.id ?? 'new'}`} defaultValue={c?.nameHi} maxLength={60} lang="hi" />
      <Field label={st.categorySort} name="sort" id={`cat-sort-${c?.id ?? 'new'}`} defaultValue={c ? String(c.sort) : ''} inputMode="numeric" maxLength={4} />
      <button type="submit" className={c ? 'btn-quiet' : 'btn-primary'} aria-label={c ? `${st.saveCategory}: ${c.name}` : st.addCategory}>
        {c ? st.saveCategory : st.addCategory}
      </button>
    </Form>
  );
  return (
    <details className="card mt-8 p-4">
      <summary className="cursor-pointer text-lg font-bold">{st.categoriesTitle}</summary>
      <p className="mt-2 text-sm text-muted">{st.categoriesLead}</p>
      <ul className="mt-2 divide-y divide-line">
        {categories.map((c) => (
          <li key={c.id}>{row(c)}</li>
        ))}
        <li>{row(null)}</li>
      </ul>
    </details>
  );
}

export default function AdminSpending({ loaderData }: Route.ComponentProps) {
  const { items, categories } = loaderData;
  const nonce = useContext(ScriptNonce);
  // Rendered in the browser (after a link), the inline script below does not run: the same tool, imported.
  useEffect(() => {
    if (items.some((i) => i.bill)) void import('../enhance/redact.js').then(() => (window as { sahyogRedact?: () => void }).sahyogRedact?.());
  }, [items]);
  return (
    <>
      <ConsoleHeader title={st.queueTitle} lead={st.queueLead} />
      {items.length === 0 ? (
        <p className="card mt-6 p-6 text-center">{st.queueEmpty}</p>
      ) : (
        <ul className="mt-6 space-y-3">
          {items.map((i) => (
            <li key={i.id} className="card p-4 text-sm">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 className="text-base font-bold">
                  {i.description}
                  {i.quantity && i.unit ? <span className="font-normal text-muted"> · {`${i.quantity} ${i.unit}`}</span> : null}
                </h2>
                <p className="text-base font-bold tabular-nums">{formatINR(i.amountPaise)}</p>
              </div>
              <p className="mt-1 text-muted">
                {formatDate(`${i.date}T00:00:00+05:30`)} · {i.category} · {st.paidTo(i.payee)} · {st.campaign}:{' '}
                <Link to={`/campaigns/${i.campaign.slug}#spending`}>{i.campaign.title}</Link>
                {i.replacesId ? ` · ${st.corrects(i.replacesId)}` : ''}
              </p>
              {i.awaitingSecondApproval ? <p className="mt-2 font-semibold text-amber-900">{st.awaitingSecond}</p> : null}
              {i.status === 'approved' ? <p className="mt-2 font-semibold text-amber-900">{st.approvedAwaitingRedaction}</p> : null}
              <Evidence item={i} />
              {i.status !== 'proposed' ? null : (
                <div className="mt-3 grid gap-3 sm:grid-cols-2">
                  <Form method="post" preventScrollReset className="space-y-2">
                    <input type="hidden" name="id" value={i.id} />
                    {/* Without a bill, approving takes a written reason, shown with the payment (issue 38). */}
                    {i.bill ? null : (
                      <TextAreaField label={st.noBillReasonLabel} name="reason" id={`no-bill-${i.id}`} rows={2} required minLength={10} maxLength={500} />
                    )}
                    <button
                      type="submit"
                      name="decision"
                      value="approve"
                      className="btn-primary"
                      aria-label={`${st.approve}: ${i.description} ${formatINR(i.amountPaise)}`}
                    >
                      {st.approve}
                    </button>
                  </Form>
                  <RefuseForm
                    id={i.id}
                    decision="reject"
                    reasonName="reason"
                    reasonLabel={st.reasonLabel}
                    maxLength={500}
                    button={st.reject}
                    what={`${i.description} ${formatINR(i.amountPaise)}`}
                  />
                  <FoundationFunds campaign={i.campaign} itemId={i.id} />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <Categories categories={categories} />
      {items.some((i) => i.bill) ? <script nonce={nonce} dangerouslySetInnerHTML={{ __html: redactScript }} /> : null}
    </>
  );
}
