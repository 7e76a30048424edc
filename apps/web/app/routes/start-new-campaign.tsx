// Start New Campaign (spec §2, §3, §4, §5): the form, then a modal for the two codes, then the
// spec's Thank You. Works as plain form posts; with JavaScript the form is checked first and the
// modal traps focus. The email's code goes in `otp` (the spec's field); the SMS code in its own
// field, so the mobile's owner cannot prove an email that is not theirs.
import {
  applicationMessages as am,
  applicationInput,
  applicationSummary,
  CATEGORIES,
  causeNames,
  OTP_DIGITS,
  pagesText,
  resendApplicationInput,
  verifyApplicationInput,
} from '@sahyog/core';
import { useRef } from 'react';
import { data, useNavigation } from 'react-router';
import { ConsentNote } from '../components/ConsentNote.tsx';
import { Field, MobileField, SelectField } from '../components/Field.tsx';
import { FormDone } from '../components/FormDone.tsx';
import { NumberedSteps } from '../components/NumberedSteps.tsx';
import { PageHero } from '../components/PageHero.tsx';
import { Toaster } from '../components/Toaster.tsx';
import { useModalOnHydrate, useResendCountdown } from '../lib/dialog.ts';
import { check, expected, type FieldErrors, formObject, reshow, useClientCheck } from '../lib/forms.ts';
import { Form } from '../lib/links.tsx';
import { pageUrl, seo } from '../lib/seo.ts';
import { services } from '../lib/services.server.ts';
import { requestInfo } from '../lib/session.server.ts';
import type { Route } from './+types/start-new-campaign';

type Toast = { type: 'error' | 'success'; message: string };
type ActionData =
  | { step: 'details'; errors?: FieldErrors; values?: Record<string, string>; toast?: Toast }
  | { step: 'otp'; challengeId: string; email: string; mobile: string; resendAfterSeconds: number; errors?: FieldErrors; toast?: Toast }
  | { step: 'done' };

export const meta: Route.MetaFunction = (args) =>
  seo({
    url: pageUrl(args),
    title: am.pageTitle,
    description: pagesText.startCampaignDescription,
  });

const err = (message: string): Toast => ({ type: 'error', message });
const FIELDS = ['cause', 'campaignerName', 'fullName', 'campaignerEmail', 'campaignerMobile'] as const;

export async function action({ request, context }: Route.ActionArgs) {
  const { applications } = services(context);
  const { meta } = requestInfo(context);
  const form = formObject(await request.formData());
  const otpStep = (challengeId: string, resendAfterSeconds: number, extra: Partial<Extract<ActionData, { step: 'otp' }>> = {}): ActionData => ({
    step: 'otp',
    challengeId,
    email: form.email ?? '',
    mobile: form.mobile ?? '',
    resendAfterSeconds,
    ...extra,
  });
  const values = Object.fromEntries(FIELDS.map((f) => [f, form[f] ?? '']));
  try {
    if (form.intent === 'verify') {
      const r = check(verifyApplicationInput, form);
      if (!r.ok) return data(otpStep(form.challengeId ?? '', 0, { errors: r.errors, toast: err(r.errors.otp ?? r.errors.mobileOtp ?? am.expired) }), reshow);
      await applications.verify(r.data.challengeId, r.data.otp, r.data.mobileOtp, { ip: meta.ip });
      return { step: 'done' };
    }
    if (form.intent === 'resend') {
      const r = check(resendApplicationInput, form);
      if (!r.ok) return data<ActionData>({ step: 'details', values, toast: err(am.expired) }, reshow);
      const c = await applications.resend(r.data.challengeId, meta);
      return otpStep(c.challengeId, c.resendAfterSeconds, { toast: { type: 'success', message: am.codesSent } });
    }
    const r = check(applicationInput, form);
    if (!r.ok) return data({ step: 'details' as const, errors: r.errors, values, toast: err(applicationSummary(r.errors) ?? am.causeRequired) }, reshow);
    const c = await applications.apply(r.data, meta);
    return {
      ...otpStep(c.challengeId, c.resendAfterSeconds),
      email: r.data.campaignerEmail,
      mobile: r.data.campaignerMobile,
      toast: { type: 'success', message: am.codesSent },
    };
  } catch (caught) {
    const e = expected(caught);
    if (form.intent === 'verify' || form.intent === 'resend') {
      // The application is gone (expired, used, too many tries): back to the form.
      if (e.status === 410 || e.code === 'otp_exhausted') return data({ step: 'details' as const, values, toast: err(e.message) }, reshow);
      return data(
        otpStep(form.challengeId ?? '', form.intent === 'resend' ? 30 : 0, { errors: e.fields ?? { otp: e.message }, toast: err(e.message) }),
        reshow,
      );
    }
    return data({ step: 'details' as const, errors: e.fields ?? {}, values, toast: err(e.message) }, reshow);
  }
}

export default function StartNewCampaign({ actionData }: Route.ComponentProps) {
  const result = actionData as ActionData | undefined;
  return (
    <>
      <PageHero eyebrow={am.heroEyebrow} title={am.heroTitle} subtitle={am.heroSubtitle} />
      <div className="container-page grid gap-10 py-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
        <section aria-labelledby="apply-title" className="card max-w-xl p-6 sm:p-8">
          {result?.step === 'done' ? (
            <FormDone titleId="apply-title" title={am.thanksTitle} message={am.thanks} href="/" action={am.backHome} />
          ) : (
            <ApplicationForm result={result} />
          )}
        </section>
        <NumberedSteps id="steps-title" title={am.stepsTitle} steps={am.steps.map((x) => ({ title: x.title, text: x.body }))} as="aside" />
      </div>
    </>
  );
}

function ApplicationForm({ result }: { result: Exclude<ActionData, { step: 'done' }> | undefined }) {
  const client = useClientCheck(applicationInput, applicationSummary);
  const busy = useNavigation().state === 'submitting';
  const errors = client.errors ?? (result?.step === 'details' ? result.errors : undefined) ?? {};
  const values = result?.step === 'details' ? (result.values ?? {}) : {};
  return (
    <>
      <Toaster toasts={[client.flash, result?.step === 'details' ? result.toast : null]} />
      <h2 id="apply-title" className="text-2xl font-bold">
        {am.formTitle}
      </h2>
      <Form method="post" action="/start-new-campaign" noValidate className="mt-6 space-y-5" onSubmit={client.onSubmit}>
        <input type="hidden" name="intent" value="apply" />
        <SelectField label={am.causeLabel} name="cause" defaultValue={values.cause ?? ''} error={errors.cause} required>
          <option value="">{am.causePlaceholder}</option>
          {CATEGORIES.map((c) => (
            <option key={c.id} value={c.id}>
              {causeNames[c.slug]}
            </option>
          ))}
        </SelectField>
        <Field
          label={am.nameLabel}
          name="campaignerName"
          type="text"
          autoComplete="off"
          maxLength={100}
          hint={am.nameHint}
          defaultValue={values.campaignerName}
          error={errors.campaignerName}
          required
        />
        <Field
          label={am.fullNameLabel}
          name="fullName"
          type="text"
          autoComplete="name"
          maxLength={100}
          defaultValue={values.fullName}
          error={errors.fullName}
          required
        />
        <Field
          label={am.emailLabel}
          name="campaignerEmail"
          type="email"
          autoComplete="email"
          maxLength={254}
          defaultValue={values.campaignerEmail}
          error={errors.campaignerEmail}
          required
        />
        <MobileField label={am.mobileLabel} name="campaignerMobile" defaultValue={values.campaignerMobile} error={errors.campaignerMobile} required />
        <ConsentNote purpose="campaign-application" />
        <button type="submit" disabled={busy} className="btn-primary min-h-12 w-full text-lg disabled:opacity-70">
          {busy ? am.sending : am.submit}
        </button>
      </Form>
      {result?.step === 'otp' ? <CodesDialog result={result} /> : null}
    </>
  );
}

/** A modal dialog (APG): focus moves in; "Change details" goes back to the form. */
function CodesDialog({ result }: { result: Extract<ActionData, { step: 'otp' }> }) {
  const ref = useRef<HTMLDialogElement>(null);
  const wait = useResendCountdown(result.resendAfterSeconds, result);
  const busy = useNavigation().state === 'submitting';
  useModalOnHydrate(ref);
  const codeClass = '[&_input]:text-center [&_input]:text-2xl [&_input]:tracking-[0.5em]';
  return (
    <dialog ref={ref} open aria-labelledby="codes-title" className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl p-0 shadow-2xl backdrop:bg-stone-950/50">
      <Toaster toasts={[result.toast]} />
      <div className="p-6">
        <h2 id="codes-title" className="text-xl font-bold">
          {am.verifyTitle}
        </h2>
        <p className="mt-2 text-muted">{am.verifyLead(result.email, result.mobile)}</p>
        <Form method="post" action="/start-new-campaign" noValidate className="mt-4 space-y-4">
          <input type="hidden" name="challengeId" value={result.challengeId} />
          <input type="hidden" name="email" value={result.email} />
          <input type="hidden" name="mobile" value={result.mobile} />
          <Field
            label={am.emailOtpLabel}
            name="otp"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={OTP_DIGITS}
            pattern="\d{6}"
            error={result.errors?.otp}
            autoFocus
            className={codeClass}
          />
          <Field
            label={am.mobileOtpLabel}
            name="mobileOtp"
            inputMode="numeric"
            maxLength={OTP_DIGITS}
            pattern="\d{6}"
            error={result.errors?.mobileOtp}
            className={codeClass}
          />
          <button type="submit" name="intent" value="verify" disabled={busy} className="btn-primary min-h-12 w-full text-lg">
            {am.verify}
          </button>
          <div className="flex items-center justify-between gap-2 text-sm">
            <button type="submit" name="intent" value="resend" formNoValidate disabled={wait > 0 || busy} className="btn-quiet min-h-11 disabled:opacity-60">
              {wait > 0 ? am.resendIn(wait) : am.resend}
            </button>
            <a href="/start-new-campaign" className="font-semibold text-accent-800">
              {am.changeDetails}
            </a>
          </div>
        </Form>
      </div>
    </dialog>
  );
}
