import {
  AppError,
  accountText as at,
  accountMessages as m,
  registerInput,
  registrationSummary,
  resendOtpInput,
  taxText,
  verifyRegistrationInput,
} from '@sahyog/core';
import { data, useActionData } from 'react-router';
import { PageHero } from '../components/PageHero.tsx';
import { type RegisterActionData, RegisterForm } from '../components/RegisterForm.tsx';
import { check, expected, firstInOrder, formObject, reshow } from '../lib/forms.ts';
import { pageUrl, seo, taxShortOf } from '../lib/seo.ts';
import { services } from '../lib/services.server.ts';
import { guestOnly, redirectWithFlash } from '../lib/session.server.ts';
import { useSettings } from '../root.tsx';
import type { Route } from './+types/register';

export const meta: Route.MetaFunction = (args) =>
  seo({ url: pageUrl(args), title: at.registration, description: taxText.registerDescription(taxShortOf(args)) });

export function loader({ context }: Route.LoaderArgs) {
  guestOnly(context);
  return null;
}

const err = (message: string) => ({ type: 'error' as const, message });

export async function action({ request, context }: Route.ActionArgs) {
  const info = guestOnly(context);
  const { auth } = services(context);
  const form = formObject(await request.formData());
  const otpStep = (challengeId: string, resendAfterSeconds: number, extra: Partial<Extract<RegisterActionData, { step: 'otp' }>> = {}) => ({
    step: 'otp' as const,
    challengeId,
    email: form.email ?? '',
    phone: form.phone ?? '',
    resendAfterSeconds,
    ...extra,
  });
  try {
    if (form.intent === 'verify') {
      const r = check(verifyRegistrationInput, form);
      if (!r.ok)
        return data(
          otpStep(form.challengeId ?? '', 0, { errors: r.errors, toast: err(firstInOrder(r.errors, ['otp', 'challengeId']) ?? m.otpRequired) }),
          reshow,
        );
      await auth.verifyRegistration(r.data.challengeId, r.data.otp);
      return redirectWithFlash('/login', { type: 'success', message: m.registered }, info.secureCookies);
    }
    if (form.intent === 'resend') {
      const r = check(resendOtpInput, form);
      if (!r.ok) throw AppError.invalid(r.errors);
      const c = await auth.resendOtp(r.data.challengeId, info.meta);
      return otpStep(c.challengeId, c.resendAfterSeconds, { toast: { type: 'success', message: m.otpSent } });
    }
    const r = check(registerInput, form);
    const values = { fullName: form.fullName ?? '', email: form.email ?? '', phone: form.phone ?? '' };
    if (!r.ok) return data({ step: 'details' as const, errors: r.errors, values, toast: err(registrationSummary(r.errors) ?? m.fullNameRequired) }, reshow);
    const c = await auth.register(r.data, info.meta);
    return {
      ...otpStep(c.challengeId, c.resendAfterSeconds),
      email: r.data.email,
      phone: r.data.phone,
      toast: { type: 'success' as const, message: m.otpSent },
    };
  } catch (caught) {
    const e = expected(caught);
    if (form.intent === 'verify' || form.intent === 'resend') {
      return data(
        otpStep(form.challengeId ?? '', form.intent === 'resend' ? 30 : 0, { errors: e.fields ?? { otp: e.message }, toast: err(e.message) }),
        reshow,
      );
    }
    return data(
      {
        step: 'details' as const,
        errors: e.fields ?? {},
        values: { fullName: form.fullName ?? '', email: form.email ?? '', phone: form.phone ?? '' },
        toast: err(e.message),
      },
      reshow,
    );
  }
}

export default function Register() {
  const result = useActionData<typeof action>() as RegisterActionData | undefined;
  return (
    <>
      <PageHero eyebrow={at.newHere} title={at.registration} subtitle={taxText.registerSubtitle(useSettings()?.taxLaw.shortName ?? '')} />
      <div className="container-page max-w-lg py-8">
        <RegisterForm result={result} />
      </div>
    </>
  );
}
