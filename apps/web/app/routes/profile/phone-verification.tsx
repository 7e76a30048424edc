import { accountText, accountMessages as m, OTP_DIGITS } from '@sahyog/core';
import { Field } from '../../components/Field.tsx';
import { Form } from '../../lib/links.tsx';

/** The mobile is proven by its own SMS code (never by the email's): a plain two-step form. */
export function PhoneVerification({ challengeId, error }: { challengeId: string | undefined; error: string | undefined }) {
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
        label={accountText.profile.phoneOtp}
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
