import {
  type ConsentView,
  campaignEditorMessages as em,
  refundMessages as fm,
  formatDate,
  formatDateTime,
  formatINR,
  type MyDonation,
  accountMessages as m,
  messages,
  OTP_DIGITS,
  privacyMessages as pm,
  profilePatch,
  receiptRequestInput,
  refundByTransfer,
  refundDeadline,
  refundRequestInput,
  receiptMessages as rm,
  splitDonorId,
  verifyPhoneInput,
  withinRefundWindow,
} from '@sahyog/core';
import { data, Form, Link } from 'react-router';
import { type Column, DataTable } from '../components/DataTable.tsx';
import { Field, MobileField, TextAreaField } from '../components/Field.tsx';
import { StatusBadge } from '../components/StatusBadge.tsx';
import { Toaster } from '../components/Toaster.tsx';
import { check, expected, firstInOrder, formObject, reshow } from '../lib/forms.ts';
import { services } from '../lib/services.server.ts';
import { redirectWithFlash, requestInfo, requireUser } from '../lib/session.server.ts';
import { type RouteHandle, useSettings } from '../root.tsx';
import type { Route } from './+types/profile';

/** Plain forms: the profile works without JavaScript (see RouteHandle in root.tsx). */
export const handle: RouteHandle = { hydrate: false };

export const meta: Route.MetaFunction = () => [{ title: 'My Profile' }, { name: 'robots', content: 'noindex' }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { user } = requireUser(context, request);
  const { accounts, privacy, content, campaigner } = services(context);
  const [profile, impact, donations, consents, settings, campaigns] = await Promise.all([
    accounts.profile(user.id),
    accounts.impact(user),
    accounts.donations(user),
    privacy.listFor(user),
    content.settings(),
    campaigner.mine(user.id),
  ]);
  return {
    profile,
    impact,
    donations,
    consents,
    grievanceEmail: settings.email,
    campaignCount: campaigns.length,
    editing: new URL(request.url).searchParams.get('edit') === '1',
  };
}

const PROFILE_ORDER = ['fullName', 'phone', 'addressLine', 'city', 'district', 'state', 'pincode', 'pan'];

export async function action({ context, request }: Route.ActionArgs) {
  const viewer = requireUser(context, request);
  const { accounts } = services(context);
  const form = formObject(await request.formData());
  const info = requestInfo(context);
  const secure = info.secureCookies;
  if (form.intent === 'phone-start' || form.intent === 'phone-confirm') {
    const { auth } = services(context);
    try {
      if (form.intent === 'phone-start') {
        const c = await auth.startPhoneVerification(viewer.user, info.meta);
        return { errors: {}, phoneChallenge: c.challengeId, toast: { type: 'success' as const, message: m.phoneOtpSent } };
      }
      const r = check(verifyPhoneInput, form);
      if (!r.ok) {
        return data(
          {
            errors: r.errors,
            phoneChallenge: form.challengeId ?? '',
            toast: { type: 'error' as const, message: firstInOrder(r.errors, ['otp']) ?? m.otpRequired },
          },
          reshow,
        );
      }
      await auth.confirmPhone(viewer.user, r.data.challengeId, r.data.otp);
    } catch (caught) {
      const e = expected(caught);
      // A spent or foreign challenge cannot be retried: offer a new code instead of the form.
      const retry = e.status === 422 || e.code === 'otp_locked' ? (form.challengeId ?? '') : '';
      return data(
        { errors: retry ? { otp: e.fields?.otp ?? e.message } : {}, phoneChallenge: retry, toast: { type: 'error' as const, message: e.message } },
        reshow,
      );
    }
    return redirectWithFlash('/profile', { type: 'success', message: m.phoneVerified }, secure);
  }
  if (form.intent === 'withdraw-consent') {
    try {
      await services(context).privacy.withdraw(viewer.user, Number(form.consentId));
    } catch (e) {
      return data({ errors: {}, toast: { type: 'error' as const, message: expected(e).message } }, reshow);
    }
    return redirectWithFlash('/profile#consents', { type: 'success', message: pm.withdrawn }, secure);
  }
  if (form.intent === 'refund') {
    const refundFor = Number(form.donationId);
    const r = check(refundRequestInput, { reason: form.reason });
    if (!r.ok) return data({ errors: {}, refundFor, toast: { type: 'error' as const, message: r.errors.reason ?? fm.reasonRequired } }, reshow);
    try {
      await services(context).refunds.request(viewer.user.email, refundFor, r.data);
    } catch (e) {
      return data({ errors: {}, refundFor, toast: { type: 'error' as const, message: expected(e).message } }, reshow);
    }
    return redirectWithFlash('/profile#my-donations', { type: 'success', message: fm.requested }, secure);
  }
  if (form.intent === 'receipt') {
    const receiptFor = Number(form.donationId);
    // One field takes either: a PAN, or an Aadhaar number for a donor who has no PAN.
    const r = check(receiptRequestInput, { ...splitDonorId(form.pan ?? ''), address: form.address });
    if (!r.ok)
      return data(
        {
          errors: {},
          receiptFor,
          receiptErrors: { ...r.errors, ...(r.errors.aadhaar ? { pan: r.errors.aadhaar } : {}) },
          toast: { type: 'error' as const, message: firstInOrder(r.errors, ['pan', 'aadhaar', 'address']) ?? rm.panInvalid },
        },
        reshow,
      );
    try {
      await accounts.requestReceipt(viewer.user, receiptFor, r.data);
    } catch (e) {
      const { message, fields } = expected(e);
      return data({ errors: {}, receiptFor, receiptErrors: fields ?? {}, toast: { type: 'error' as const, message } }, reshow);
    }
    const { taxLaw } = await services(context).content.settings();
    return redirectWithFlash('/profile#my-donations', { type: 'success', message: rm.requested(taxLaw.shortName) }, secure);
  }
  const { intent: _intent, ...fields } = form;
  const r = check(profilePatch, fields);
  if (!r.ok)
    return data({ errors: r.errors, toast: { type: 'error' as const, message: firstInOrder(r.errors, PROFILE_ORDER) ?? messages.invalidInput } }, reshow);
  await accounts.updateProfile(viewer.user.id, r.data);
  return redirectWithFlash('/profile', { type: 'success', message: m.profileSaved }, secure);
}

/** The mobile is proven by its own SMS code (never by the email's): a plain two-step form. */
function PhoneVerification({ challengeId, error }: { challengeId: string | undefined; error: string | undefined }) {
  if (!challengeId) {
    return (
      <Form method="post" className="mt-2">
        <input type="hidden" name="intent" value="phone-start" />
        <button type="submit" className="btn-secondary min-h-11 px-4 text-sm">
          {m.verifyPhone}
        </button>
        <p className="mt-1 text-xs text-muted">{m.verifyPhoneHint}</p>
      </Form>
    );
  }
  return (
    <Form method="post" noValidate className="mt-3 space-y-3">
      <input type="hidden" name="challengeId" value={challengeId} />
      <Field
        label="OTP sent to your mobile"
        name="otp"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_DIGITS}
        pattern="\d{6}"
        error={error}
        autoFocus
      />
      <div className="flex flex-wrap gap-3">
        <button type="submit" name="intent" value="phone-confirm" className="btn-primary min-h-11 px-4 text-sm">
          {m.confirmPhone}
        </button>
        <button type="submit" name="intent" value="phone-start" formNoValidate className="btn-quiet min-h-11 px-4 text-sm">
          {m.resendOtp}
        </button>
      </div>
    </Form>
  );
}

/** The policy's window: a paid gift without a receipt, asked back within two days, once. */
function RefundAction({ d, open }: { d: MyDonation; open: boolean }) {
  // A gift inside the 48-hour window is of this financial year: today's law names its receipt.
  const law = useSettings()?.taxLaw.shortName ?? '';
  if (d.refundStatus) return <span className="text-sm font-medium text-muted">{fm.statusLabels[d.refundStatus]}</span>;
  if (d.status !== 'paid' || d.receipt || !d.paidAt || !withinRefundWindow(new Date(d.paidAt), new Date())) return null;
  return (
    <details open={open} className="min-w-56">
      {/* A button-sized target (44 px), as plain as the receipt's: small grey text was hard to find and to tap. */}
      <summary className="btn-quiet min-h-11 min-w-11 cursor-pointer px-4 text-sm">{fm.request}</summary>
      <Form method="post" className="mt-2 space-y-3 text-left" aria-label={`${fm.request}: ${d.reference}`}>
        <input type="hidden" name="intent" value="refund" />
        <input type="hidden" name="donationId" value={d.id} />
        <div className="rounded-lg bg-stone-50 p-3 text-sm" data-refund-policy>
          <p className="font-semibold">{fm.policyTitle}</p>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            <li>{fm.policyWindow(formatDateTime(refundDeadline(new Date(d.paidAt))))}</li>
            <li>{fm.policyCharges}</li>
            <li>{refundByTransfer(d.method) ? fm.policyHowTransfer : fm.policyHowGateway}</li>
            <li>{fm.policyReceipt(law)}</li>
            <li>{fm.policyDecision}</li>
          </ul>
        </div>
        <TextAreaField label={fm.reasonLabel} name="reason" id={`reason-${d.id}`} rows={3} maxLength={1000} required />
        <button type="submit" className="btn-quiet min-h-11 px-4 text-sm">
          {fm.send}
        </button>
      </Form>
    </details>
  );
}

type ReceiptErrors = { donationId: number; errors: Record<string, string> } | null;

/** Download when issued; else request it, asking only for the PAN or address the gift lacks. */
function ReceiptAction({ d, failed, short }: { d: MyDonation; failed: ReceiptErrors; short: string }) {
  if (d.status !== 'paid') return <StatusBadge status={d.status} />;
  if (d.receipt) {
    return (
      <a
        href={`/api/v1/me/receipts/${d.receipt.id}/pdf`}
        download
        className="inline-flex min-h-11 items-center text-sm font-semibold whitespace-nowrap text-accent-800 underline-offset-2 hover:underline"
      >
        {rm.download(d.receipt.number)}
      </a>
    );
  }
  if (d.receiptRequested) return <span className="text-sm font-medium text-muted">{rm.requestedLabel}</span>;
  const errors = failed?.donationId === d.id ? failed.errors : {};
  const fields = (
    <>
      <input type="hidden" name="intent" value="receipt" />
      <input type="hidden" name="donationId" value={d.id} />
    </>
  );
  if (d.hasPan && d.hasAddress) {
    return (
      <Form method="post">
        {fields}
        <button type="submit" className="btn-secondary min-h-11 px-4 text-sm" aria-label={`${rm.request(short)}: ${d.reference}`}>
          {rm.request(short)}
        </button>
      </Form>
    );
  }
  return (
    <details open={failed?.donationId === d.id} className="min-w-56">
      <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-semibold text-accent-800">{rm.request(short)}</summary>
      <Form method="post" className="mt-2 space-y-3" aria-label={`${rm.requestTitle(short)}: ${d.reference}`}>
        {fields}
        <p className="text-xs text-muted">{rm.requestLead}</p>
        {d.hasPan ? null : (
          <Field label={rm.idLabel} name="pan" id={`pan-${d.id}`} maxLength={20} autoCapitalize="characters" autoComplete="off" error={errors.pan} required />
        )}
        {d.hasAddress ? null : <Field label="Postal address" name="address" id={`address-${d.id}`} maxLength={300} error={errors.address} required />}
        <button type="submit" className="btn-secondary min-h-11 px-4 text-sm">
          {rm.request(short)}
        </button>
      </Form>
    </details>
  );
}

const date: Column<MyDonation> = { header: 'Donation Date', cell: (d) => formatDate(d.createdAt) };
const txn: Column<MyDonation> = { header: 'Transaction ID', cell: (d) => <code className="text-xs">{d.reference}</code> };
const amount: Column<MyDonation> = { header: 'Amount', cell: (d) => formatINR(d.amountPaise), align: 'right' };
const campaign: Column<MyDonation> = {
  header: 'Campaign',
  cell: (d) => (
    <Link to={`/campaigns/${d.campaignSlug}`} className="font-medium text-accent-800">
      {d.campaignTitle}
    </Link>
  ),
};

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  const { profile, impact, donations, editing } = loaderData;
  // Page words follow the law in force this financial year (the regime's short name).
  const short = useSettings()?.taxLaw.shortName ?? '';
  const errors: Record<string, string> = actionData?.errors ?? {};
  const phoneStep = actionData !== undefined && 'phoneChallenge' in actionData;
  const once = donations.filter((d) => d.kind === 'once');
  const monthly = donations.filter((d) => d.kind === 'monthly');
  const showForm = editing || (!phoneStep && Object.keys(errors).length > 0);
  const failed: ReceiptErrors =
    actionData && 'receiptFor' in actionData && 'receiptErrors' in actionData
      ? { donationId: Number(actionData.receiptFor), errors: (actionData.receiptErrors ?? {}) as Record<string, string> }
      : null;
  const refundFailed = actionData && 'refundFor' in actionData ? Number(actionData.refundFor) : null;
  const act: Column<MyDonation> = {
    header: 'Action',
    cell: (d) => (
      <div className="flex flex-col items-start gap-1">
        <ReceiptAction d={d} failed={failed} short={short} />
        <RefundAction d={d} open={refundFailed === d.id} />
      </div>
    ),
  };
  return (
    <div className="container-page space-y-8 py-8">
      <Toaster toasts={[actionData?.toast]} />
      <h1 className="text-3xl font-bold tracking-tight">My Profile</h1>

      <section aria-labelledby="personal" className="rounded-2xl border border-line bg-white p-6">
        <div className="flex items-center justify-between gap-4">
          <h2 id="personal" className="text-xl font-semibold">
            Personal Information
          </h2>
          {showForm ? null : (
            <Link to="/profile?edit=1" className="btn-quiet min-h-11 px-4 text-sm">
              Edit
            </Link>
          )}
        </div>
        {showForm ? (
          <Form method="post" noValidate className="mt-4 grid gap-4 sm:grid-cols-2">
            <input type="hidden" name="intent" value="profile" />
            <Field label="Name" name="fullName" autoComplete="name" maxLength={100} defaultValue={profile.fullName} error={errors.fullName} />
            <MobileField label="Mobile Number" name="phone" required={false} defaultValue={profile.phone} error={errors.phone} />
            <Field
              label="Address"
              name="addressLine"
              autoComplete="street-address"
              maxLength={200}
              defaultValue={profile.addressLine}
              error={errors.addressLine}
              className="sm:col-span-2"
            />
            <Field label="City" name="city" autoComplete="address-level2" maxLength={80} defaultValue={profile.city} error={errors.city} />
            <Field label="District" name="district" maxLength={80} defaultValue={profile.district} error={errors.district} />
            <Field label="State" name="state" autoComplete="address-level1" maxLength={80} defaultValue={profile.state} error={errors.state} />
            <Field
              label="PIN code"
              name="pincode"
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={6}
              defaultValue={profile.pincode}
              error={errors.pincode}
            />
            <Field
              label={`PAN (for ${short} receipts)`}
              name="pan"
              autoCapitalize="characters"
              maxLength={10}
              defaultValue={profile.pan}
              error={errors.pan}
              hint={`Needed for the ${short} receipt`}
            />
            <div className="flex gap-3 sm:col-span-2">
              <button type="submit" className="btn-primary">
                Save
              </button>
              <Link to="/profile" className="btn-quiet">
                Cancel
              </Link>
            </div>
          </Form>
        ) : (
          <dl className="mt-4 grid gap-4 sm:grid-cols-3">
            <div>
              <dt className="text-sm text-muted">Name</dt>
              <dd className="font-medium">{profile.fullName}</dd>
            </div>
            <div>
              <dt className="text-sm text-muted">Email</dt>
              <dd className="break-all font-medium">{profile.email}</dd>
            </div>
            <div>
              <dt className="text-sm text-muted">Phone</dt>
              <dd className="font-medium">
                {profile.phone || '—'}
                {profile.phone ? (
                  <span
                    className={`ml-2 inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${profile.phoneVerified ? 'bg-green-100 text-green-900' : 'bg-amber-100 text-amber-950'}`}
                  >
                    {profile.phoneVerified ? m.phoneVerifiedBadge : m.phoneNotVerified}
                  </span>
                ) : null}
              </dd>
              {profile.phone && !profile.phoneVerified ? (
                <dd>
                  <PhoneVerification challengeId={phoneStep ? actionData.phoneChallenge : undefined} error={errors.otp} />
                </dd>
              ) : null}
            </div>
            <div className="sm:col-span-2">
              <dt className="text-sm text-muted">Address</dt>
              <dd className="font-medium">
                {[profile.addressLine, profile.city, profile.district, profile.state, profile.pincode].filter(Boolean).join(', ') || '—'}
              </dd>
            </div>
            <div>
              <dt className="text-sm text-muted">PAN</dt>
              <dd className="font-medium">{profile.pan || '—'}</dd>
            </div>
          </dl>
        )}
      </section>

      {loaderData.campaignCount > 0 ? (
        <section aria-labelledby="my-campaigns" className="flex flex-wrap items-center justify-between gap-4 rounded-2xl border border-line bg-white p-6">
          <div>
            <h2 id="my-campaigns" className="text-xl font-semibold">
              {em.listTitle}
            </h2>
            <p className="mt-1 text-muted">{em.profileLead(loaderData.campaignCount)}</p>
          </div>
          <Link to="/my-campaigns" className="btn-primary">
            {em.openList}
          </Link>
        </section>
      ) : null}

      <section aria-labelledby="impact">
        <h2 id="impact" className="text-xl font-semibold">
          My Impact
        </h2>
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          <div className="rounded-2xl bg-accent-800 p-6 text-white">
            <p className="text-sm text-accent-100">Total Donations</p>
            <p className="mt-1 text-3xl font-bold tabular-nums">{formatINR(impact.totalPaise)}</p>
          </div>
          <div className="rounded-2xl border border-line bg-white p-6">
            <p className="text-sm text-muted">Campaigns Supported</p>
            <p className="mt-1 text-3xl font-bold tabular-nums">{impact.campaigns}</p>
          </div>
        </div>
      </section>

      <section aria-labelledby="my-donations" className="space-y-4">
        <h2 id="my-donations" className="text-xl font-semibold">
          My Donation
        </h2>
        <DataTable
          caption={`Download / Request ${short} for Donate Once`}
          columns={[date, txn, amount, campaign, act]}
          rows={once}
          rowKey={(d) => d.id}
          empty={messages.noRecords}
        />
        <DataTable
          caption={`Download / Request ${short} for Donate Monthly:`}
          columns={[
            date,
            {
              header: 'Subscription ID',
              cell: (d) =>
                d.subscriptionId ? (
                  <Link to={`/subscriptions/${d.subscriptionId}`} className="font-mono text-xs">
                    {d.subscriptionId}
                  </Link>
                ) : null,
            },
            txn,
            amount,
            campaign,
            act,
          ]}
          rows={monthly}
          rowKey={(d) => d.id}
          empty={messages.noRecords}
        />
        <div className="flex flex-wrap gap-3">
          <Link to="/explore-campaigns" className="btn-primary">
            Donate Once
          </Link>
          <Link to="/monthly-donation" className="btn-secondary">
            Donate Monthly
          </Link>
        </div>
      </section>

      <Consents consents={loaderData.consents} grievanceEmail={loaderData.grievanceEmail} />
    </div>
  );
}

/** What the donor agreed to, with the words they saw, and a one-press withdrawal (DPDP Act). */
function Consents({ consents, grievanceEmail }: { consents: ConsentView[]; grievanceEmail: string }) {
  return (
    <section id="consents" aria-labelledby="consents-title" className="space-y-4">
      <h2 id="consents-title" className="text-xl font-semibold">
        {pm.consentsTitle}
      </h2>
      <p className="max-w-3xl text-muted">{pm.consentsLead}</p>
      {consents.length === 0 ? (
        <p className="text-muted">{pm.consentsEmpty}</p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {consents.map((c) => (
            <li key={c.id} className="rounded-2xl border border-line bg-white p-5" aria-labelledby={`consent-${c.id}`}>
              <h3 id={`consent-${c.id}`} className="font-semibold">
                {c.title}
              </h3>
              {/* What was agreed and when, in words: the notice's version is our record's key and
                  means nothing to the donor, so it stays in the API and the database. */}
              <p className="mt-2 text-sm text-muted" data-consent-when>
                {c.withdrawnAt ? pm.withdrawnAfter(formatDateTime(c.givenAt), formatDateTime(c.withdrawnAt)) : pm.agreedOn(formatDateTime(c.givenAt))}
              </p>
              <blockquote className="mt-2 border-l-4 border-accent-100 pl-3 text-sm">{c.text}</blockquote>
              {c.withdrawnAt ? null : (
                <Form method="post" className="mt-3 flex flex-wrap items-center gap-3">
                  <input type="hidden" name="intent" value="withdraw-consent" />
                  <input type="hidden" name="consentId" value={c.id} />
                  <button type="submit" className="btn-quiet min-h-11" aria-label={`${pm.withdraw}: ${c.title}`}>
                    {pm.withdraw}
                  </button>
                  <span className="min-w-0 flex-1 text-sm text-muted">
                    {pm.ifWithdrawn} {c.onWithdraw}
                  </span>
                </Form>
              )}
            </li>
          ))}
        </ul>
      )}
      <p className="text-sm text-muted">{pm.grievance(grievanceEmail)}</p>
    </section>
  );
}
