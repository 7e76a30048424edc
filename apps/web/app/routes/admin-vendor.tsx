// One shop for staff: every detail the applicant gave, the checks' results (GSTIN's checksum,
// state and PAN on applying; the IFSC in the bank list, with the bank's name), the KYC files to
// download, the bank account masked unless opened (audited), its history from the audit log,
// and the decision: approve, reject or suspend with a reason, reinstate.
import {
  auditActionLabel,
  formatDate,
  formatDateTime,
  STAFF_ROLES,
  VENDOR_MOVES,
  type VendorAdminView,
  type VendorDecisionKind,
  vendorsAdminMessages as va,
  vendorDecisionInput,
  vendorLegalInput,
  vendorMessages as vm,
} from '@sahyog/core';
import { data } from 'react-router';
import { TextAreaField } from '../components/Field.tsx';
import { Toaster } from '../components/Toaster.tsx';
import { VendorBankFields, VendorTaxFields } from '../components/VendorProfileFields.tsx';
import { check, expected, type FieldErrors, firstInOrder, formObject, reshow } from '../lib/forms.ts';
import { Form, Link } from '../lib/links.tsx';
import { idParam } from '../lib/params.server.ts';
import { services } from '../lib/services.server.ts';
import { redirectWithFlash, requestInfo, requireUser } from '../lib/session.server.ts';
import type { Route } from './+types/admin-vendor';

export const meta: Route.MetaFunction = () => [{ title: va.title }, { name: 'robots', content: 'noindex' }];

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { user } = requireUser(context, request, STAFF_ROLES);
  const reveal = new URL(request.url).searchParams.get('bank') === 'open';
  const shop = await services(context).vendors.detail(idParam(params.id), { staffId: user.id, revealBank: reveal });
  if (!shop) throw new Response('Not found', { status: 404 });
  return { shop };
}

type LegalResult = { errors: FieldErrors; values: Record<string, string> };

const LEGAL_ORDER = ['legalName', 'pan', 'gstin', 'bankAccountName', 'bankAccountNumber', 'bankAccountConfirm', 'ifsc', 'note'] as const;

export async function action({ context, request, params }: Route.ActionArgs) {
  const { user } = requireUser(context, request, STAFF_ROLES);
  const id = idParam(params.id);
  const form = formObject(await request.formData());
  if (form.intent === 'legal') {
    const checked = check(vendorLegalInput, form);
    const fail = (errors: FieldErrors) =>
      data({ legal: { errors, values: form }, toast: { type: 'error' as const, message: firstInOrder(errors, LEGAL_ORDER) ?? vm.stateChanged } }, reshow);
    if (!checked.ok) return fail(checked.errors);
    try {
      await services(context).vendors.updateLegal(id, checked.data, user.id);
    } catch (caught) {
      const e = expected(caught);
      if (e.fields) return fail(e.fields);
      return data({ toast: { type: 'error' as const, message: e.message } }, reshow);
    }
    return redirectWithFlash(`/admin/vendors/${id}`, { type: 'success', message: va.legalSaved }, requestInfo(context).secureCookies);
  }
  const input = vendorDecisionInput.safeParse({ decision: form.decision, reason: form.reason || undefined });
  if (!input.success) return data({ toast: { type: 'error' as const, message: input.error.issues[0]?.message ?? vm.reasonRequired } }, reshow);
  try {
    await services(context).vendors.decide(id, input.data, user.id);
  } catch (caught) {
    return data({ toast: { type: 'error' as const, message: expected(caught).message } }, reshow);
  }
  return redirectWithFlash(`/admin/vendors/${id}`, { type: 'success', message: va.decided[input.data.decision] }, requestInfo(context).secureCookies);
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-[12rem_minmax(0,1fr)]">
      <dt className="text-sm font-semibold text-muted">{label}</dt>
      <dd className="wrap-anywhere">{children}</dd>
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-line bg-white p-5">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export default function AdminVendor({ loaderData, actionData }: Route.ComponentProps) {
  const { shop } = loaderData;
  const f = va.fields;
  return (
    <>
      <Toaster toasts={[actionData?.toast]} />
      <p>
        <Link to="/admin/vendors" className="text-sm font-semibold text-accent-800">
          ← {va.back}
        </Link>
      </p>
      <h1 className="mt-2 flex flex-wrap items-center gap-3 text-3xl font-bold tracking-tight">
        {shop.displayName}
        <span className="rounded-full bg-stone-100 px-3 py-1 text-sm font-semibold" data-status={shop.status}>
          {vm.statusLabels[shop.status]}
        </span>
      </h1>
      {shop.statusReason ? <p className="mt-2 text-muted">{shop.statusReason}</p> : null}
      <div className="mt-6 space-y-6">
        <Decide shop={shop} />
        <Section id="v-business" title={va.sectionBusiness}>
          <dl className="mt-2 divide-y divide-line">
            {shop.logo || shop.headerImage ? (
              <Row label={va.pictures}>
                <span className="flex flex-wrap items-center gap-3">
                  {shop.logo ? (
                    <img src={shop.logo} alt={va.logoAlt} width={80} height={80} className="size-20 rounded-xl border border-line object-cover" />
                  ) : null}
                  {shop.headerImage ? (
                    <img
                      src={shop.headerImage}
                      alt={va.headerAlt}
                      width={256}
                      height={80}
                      className="h-20 w-64 max-w-full rounded-xl border border-line object-cover"
                    />
                  ) : null}
                </span>
              </Row>
            ) : null}
            <Row label={f.legalName}>{shop.legalName}</Row>
            <Row label={f.displayName}>{shop.displayName}</Row>
            {shop.slug ? (
              <Row label={va.shopAt}>
                <a href={`/shop/vendors/${shop.slug}`}>/shop/vendors/{shop.slug}</a>
              </Row>
            ) : null}
            <Row label={f.about}>{shop.about || '—'}</Row>
            <Row label={f.address}>
              {shop.addressLine}, {shop.city}, {shop.state} {shop.pinCode}
            </Row>
            <Row label={f.supportEmail}>{shop.supportEmail}</Row>
            <Row label={f.supportPhone}>{shop.supportPhone}</Row>
            <Row label={f.returnPolicy}>{shop.returnPolicy}</Row>
            <Row label={f.account}>
              {shop.accountName} · {shop.email}
            </Row>
          </dl>
        </Section>
        <Section id="v-tax" title={va.sectionTax}>
          <dl className="mt-2 divide-y divide-line">
            <Row label={f.pan}>
              <span className="font-mono">{shop.pan}</span>
            </Row>
            <Row label={f.gstin}>
              {shop.gstin ? <span className="font-mono">{shop.gstin}</span> : '—'}
              <span className="block text-sm text-muted">{shop.checks.gstin === 'valid' ? va.gstinValid : va.gstinAbsent}</span>
            </Row>
          </dl>
        </Section>
        <Section id="v-bank" title={va.sectionBank}>
          <dl className="mt-2 divide-y divide-line">
            <Row label={f.bankAccountName}>{shop.bankAccountName}</Row>
            <Row label={f.bankAccountNumber}>
              <span className="font-mono" data-bank>
                {shop.bankAccountNumber ?? shop.bankAccountMasked}
              </span>
              {shop.bankAccountNumber ? null : (
                <span className="block text-sm">
                  <Link to={`/admin/vendors/${shop.id}?bank=open`} className="font-semibold text-accent-800">
                    {va.revealBank}
                  </Link>{' '}
                  <span className="text-muted">{va.revealNote}</span>
                </span>
              )}
            </Row>
            <Row label={f.ifsc}>
              <span className="font-mono">{shop.ifsc}</span>
              <span className="block text-sm text-muted">{shop.checks.ifsc.known ? va.ifscKnown(shop.checks.ifsc.bank ?? '') : va.ifscUnknown}</span>
            </Row>
          </dl>
        </Section>
        <LegalForm shop={shop} result={(actionData as { legal?: LegalResult } | undefined)?.legal} />
        <Section id="v-docs" title={va.sectionDocuments}>
          {shop.documents.length === 0 ? (
            <p className="mt-2 text-muted">{va.noDocuments}</p>
          ) : (
            <ul className="mt-2 divide-y divide-line">
              {shop.documents.map((d) => (
                <li key={d.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <span>
                    {vm.kycKinds[d.kind]} · {d.fileName}
                    <span className="block break-all font-mono text-xs text-muted">
                      {d.contentType} · {Math.ceil(d.bytes / 1024)} KB · SHA-256 {d.sha256}
                    </span>
                  </span>
                  <a href={`/admin/vendors/${shop.id}/documents/${d.id}`} className="font-semibold text-accent-800" download>
                    {vm.download}
                    <span className="sr-only"> {d.fileName}</span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </Section>
        <Section id="v-history" title={va.sectionHistory}>
          {shop.history.length === 0 ? (
            <p className="mt-2 text-muted">{va.noHistory}</p>
          ) : (
            <ol className="mt-2 divide-y divide-line">
              {shop.history.map((h) => (
                <li key={`${h.at}-${h.action}`} className="py-2">
                  <span className="font-semibold">{auditActionLabel(h.action)}</span>{' '}
                  <span className="text-sm text-muted">
                    {formatDateTime(h.at)}
                    {h.actorEmail ? ` · ${va.by(h.actorEmail)}` : ''}
                  </span>
                  {typeof h.after?.reason === 'string' && h.after.reason ? <span className="block text-sm">{h.after.reason}</span> : null}
                </li>
              ))}
            </ol>
          )}
          <p className="mt-2 text-xs text-muted">{formatDate(shop.submittedAt)}</p>
        </Section>
      </div>
    </>
  );
}

function Decide({ shop }: { shop: VendorAdminView }) {
  const open = (Object.keys(VENDOR_MOVES) as VendorDecisionKind[]).filter((k) => VENDOR_MOVES[k].from.includes(shop.status));
  if (open.length === 0) return null;
  const needsReason = (k: VendorDecisionKind) => k === 'reject' || k === 'suspend';
  return (
    <Section id="v-decide" title={va.sectionDecide}>
      <div className="mt-3 flex flex-wrap items-start gap-3">
        {open
          .filter((k) => !needsReason(k))
          .map((k) => (
            <Form method="post" key={k}>
              <button type="submit" name="decision" value={k} className="btn-primary min-h-11">
                {va[k]}
              </button>
            </Form>
          ))}
        {open.filter(needsReason).map((k) => (
          <details key={k} className="w-full">
            <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-accent-800">{va[k]}…</summary>
            <Form method="post" className="mt-2 space-y-2">
              <label htmlFor={`reason-${k}`} className="block text-sm font-semibold">
                {va.reasonLabel}
              </label>
              <textarea
                id={`reason-${k}`}
                name="reason"
                rows={3}
                maxLength={1000}
                required
                className="w-full rounded-xl border border-stone-400 p-3 text-base"
              />
              <button type="submit" name="decision" value={k} className="btn-quiet min-h-11">
                {va[k]}
              </button>
            </Form>
          </details>
        ))}
      </div>
    </Section>
  );
}

/** Staff's change of the details payouts and invoices use: closed unless a try came back with errors. */
function LegalForm({ shop, result }: { shop: VendorAdminView; result?: LegalResult | undefined }) {
  const e = result?.errors ?? {};
  // What was typed when a try came back, else what is on file (the account number never: it is typed afresh).
  const values = result?.values ?? { legalName: shop.legalName, pan: shop.pan, gstin: shop.gstin, bankAccountName: shop.bankAccountName, ifsc: shop.ifsc };
  return (
    <Section id="v-legal" title={va.legalTitle}>
      <details className="mt-2" open={result ? true : undefined}>
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-accent-800">{va.legalOpen}</summary>
        <p className="mt-1 text-sm text-muted">{va.legalLead}</p>
        <Form method="post" className="mt-3 space-y-4" noValidate>
          <input type="hidden" name="intent" value="legal" />
          <VendorTaxFields values={values} errors={e} />
          <VendorBankFields values={values} errors={e} keepHint={va.keepAccount(shop.bankAccountMasked)} />
          <TextAreaField label={va.legalNote} name="note" rows={3} maxLength={1000} defaultValue={result?.values.note} error={e.note} required />
          <div>
            <button type="submit" className="btn-primary min-h-11">
              {va.legalSave}
            </button>
          </div>
        </Form>
      </details>
    </Section>
  );
}
