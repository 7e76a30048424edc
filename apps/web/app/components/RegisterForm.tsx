// Registration (spec §2 Register, §5): the details, then the OTP sent to the email. The code
// goes to the email only: the account inherits every donation made with that address, so only
// its mailbox may prove it. The mobile is verified later from the profile, by its own code.
import { accountMessages, accountText as at, OTP_DIGITS, registerInput, registrationSummary } from '@sahyog/core';
import { useRef } from 'react';
import { useNavigation } from 'react-router';
import { useModalOnHydrate, useResendCountdown } from '../lib/dialog.ts';
import { type FieldErrors, useClientCheck } from '../lib/forms.ts';
import { Form, Link } from '../lib/links.tsx';
import { Field, MobileField, NewPasswordFields, SelectField } from './Field.tsx';
import { Toaster } from './Toaster.tsx';

export type RegisterActionData =
  | { step: 'details'; errors?: FieldErrors; values?: Record<string, string>; toast?: { type: 'error' | 'success'; message: string } }
  | {
      step: 'otp';
      challengeId: string;
      email: string;
      phone: string;
      resendAfterSeconds: number;
      errors?: FieldErrors;
      toast?: { type: 'error' | 'success'; message: string };
    };

export function RegisterForm({ result }: { result: RegisterActionData | undefined }) {
  const client = useClientCheck(registerInput, registrationSummary);
  const busy = useNavigation().state === 'submitting';
  const serverErrors = result?.step === 'details' ? result.errors : undefined;
  const errors = client.errors ?? serverErrors ?? {};
  const values = result?.step === 'details' ? (result.values ?? {}) : {};

  return (
    <>
      <Toaster toasts={[client.flash, result?.step === 'details' ? result.toast : null]} />
      <Form method="post" action="/register" noValidate className="space-y-4" onSubmit={client.onSubmit}>
        <input type="hidden" name="intent" value="register" />
        <input type="hidden" name="role_name" value="User" />
        <Field label={at.name} name="fullName" autoComplete="name" maxLength={100} defaultValue={values.fullName} error={errors.fullName} required />
        <Field label={at.emailId} name="email" type="email" autoComplete="email" maxLength={254} defaultValue={values.email} error={errors.email} required />
        <MobileField label={at.mobileNumber} name="phone" hint={accountMessages.phoneHint} defaultValue={values.phone} error={errors.phone} required />
        <NewPasswordFields errors={errors} required />
        <SelectField label={at.country} name="country" defaultValue="India">
          <option value="India">{at.india}</option>
        </SelectField>
        <button type="submit" disabled={busy} className="btn-primary min-h-12 w-full text-lg disabled:opacity-70">
          {busy ? at.sendingOtp : at.register}
        </button>
        <p className="text-center text-sm">
          <Link to="/login" className="inline-flex min-h-11 items-center font-semibold text-accent-800">
            {at.backToLogin}
          </Link>
        </p>
      </Form>
      {result?.step === 'otp' ? <OtpDialog result={result} /> : null}
    </>
  );
}

/** A modal dialog (APG): focus moves in, Escape and "Change details" close it. */
function OtpDialog({ result }: { result: Extract<RegisterActionData, { step: 'otp' }> }) {
  const ref = useRef<HTMLDialogElement>(null);
  const wait = useResendCountdown(result.resendAfterSeconds, result);
  const busy = useNavigation().state === 'submitting';
  useModalOnHydrate(ref);
  const err = result.errors?.otp;
  return (
    <dialog ref={ref} open aria-labelledby="otp-title" className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl p-0 shadow-2xl backdrop:bg-stone-950/50">
      <Toaster toasts={[result.toast]} />
      <div className="p-6">
        <h2 id="otp-title" className="text-xl font-bold">
          {at.verifyEmail}
        </h2>
        <p className="mt-2 text-muted">
          {at.otpSentBefore(OTP_DIGITS)} <strong className="text-ink">{result.email}</strong>
          {at.otpSentAfter(OTP_DIGITS)}
        </p>
        <Form method="post" action="/register" noValidate className="mt-4 space-y-4">
          <input type="hidden" name="challengeId" value={result.challengeId} />
          <input type="hidden" name="email" value={result.email} />
          <input type="hidden" name="phone" value={result.phone} />
          <Field
            label={at.otp}
            name="otp"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={OTP_DIGITS}
            pattern="\d{6}"
            error={err}
            autoFocus
            className="[&_input]:text-center [&_input]:text-2xl [&_input]:tracking-[0.5em]"
          />
          <button type="submit" name="intent" value="verify" disabled={busy} className="btn-primary min-h-12 w-full text-lg">
            {at.verifyAndCreate}
          </button>
          <div className="flex items-center justify-between gap-2 text-sm">
            <button type="submit" name="intent" value="resend" formNoValidate disabled={wait > 0 || busy} className="btn-quiet min-h-11 disabled:opacity-60">
              {wait > 0 ? at.resendIn(wait) : at.resend}
            </button>
            <a href="/register" className="font-semibold text-accent-800">
              {at.changeDetails}
            </a>
          </div>
        </Form>
      </div>
    </dialog>
  );
}
