// The profile's forms all post to /profile; the `intent` field says which one was sent. A form
// without a known intent is the personal details form (it posts intent=profile).
import {
  refundMessages as fm,
  accountMessages as m,
  messages,
  type PublicUser,
  privacyMessages as pm,
  profilePatch,
  receiptRequestInput,
  refundRequestInput,
  receiptMessages as rm,
  splitDonorId,
  verifyPhoneInput,
} from '@sahyog/core';
import { data } from 'react-router';
import { check, expected, firstInOrder, formObject, reshow } from '../../lib/forms.ts';
import { services } from '../../lib/services.server.ts';
import { redirectWithFlash, requestInfo, requireUser } from '../../lib/session.server.ts';
import type { Route } from './+types/route';

type Post = {
  context: Route.ActionArgs['context'];
  user: PublicUser;
  form: Record<string, string>;
  secure: boolean;
};

export async function action({ context, request }: Route.ActionArgs) {
  const { user } = requireUser(context, request);
  const form = formObject(await request.formData());
  const post: Post = { context, user, form, secure: requestInfo(context).secureCookies };
  switch (form.intent) {
    case 'phone-start':
      return startPhone(post);
    case 'phone-confirm':
      return confirmPhone(post);
    case 'withdraw-consent':
      return withdrawConsent(post);
    case 'stop-whatsapp':
      return stopWhatsapp(post);
    case 'refund':
      return requestRefund(post);
    case 'receipt':
      return requestReceipt(post);
    default:
      return saveProfile(post);
  }
}

/** Sends an SMS code to the profile's mobile (again, from the code form's Resend button). */
async function startPhone({ context, user, form }: Post) {
  try {
    const c = await services(context).auth.startPhoneVerification(user, requestInfo(context).meta);
    return { errors: {}, phoneChallenge: c.challengeId, toast: { type: 'success' as const, message: m.phoneOtpSent } };
  } catch (caught) {
    return phoneRefused(form, caught);
  }
}

async function confirmPhone({ context, user, form, secure }: Post) {
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
  try {
    await services(context).auth.confirmPhone(user, r.data.challengeId, r.data.otp);
  } catch (caught) {
    return phoneRefused(form, caught);
  }
  return redirectWithFlash('/profile', { type: 'success', message: m.phoneVerified }, secure);
}

function phoneRefused(form: Record<string, string>, caught: unknown) {
  const e = expected(caught);
  // A spent or foreign challenge cannot be retried: offer a new code instead of the form.
  const retry = e.status === 422 || e.code === 'otp_locked' ? (form.challengeId ?? '') : '';
  return data(
    { errors: retry ? { otp: e.fields?.otp ?? e.message } : {}, phoneChallenge: retry, toast: { type: 'error' as const, message: e.message } },
    reshow,
  );
}

async function withdrawConsent({ context, user, form, secure }: Post) {
  try {
    await services(context).privacy.withdraw(user, Number(form.consentId));
  } catch (e) {
    return data({ errors: {}, toast: { type: 'error' as const, message: expected(e).message } }, reshow);
  }
  return redirectWithFlash('/profile#consents', { type: 'success', message: pm.withdrawn }, secure);
}

async function stopWhatsapp({ context, user, secure }: Post) {
  await services(context).privacy.withdrawPurpose(user, 'whatsapp-updates');
  return redirectWithFlash('/profile#consents', { type: 'success', message: pm.stopWhatsappDone }, secure);
}

async function requestRefund({ context, user, form, secure }: Post) {
  const refundFor = Number(form.donationId);
  const r = check(refundRequestInput, { reason: form.reason });
  if (!r.ok) return data({ errors: {}, refundFor, toast: { type: 'error' as const, message: r.errors.reason ?? fm.reasonRequired } }, reshow);
  try {
    await services(context).refunds.request(user.email, refundFor, r.data);
  } catch (e) {
    return data({ errors: {}, refundFor, toast: { type: 'error' as const, message: expected(e).message } }, reshow);
  }
  return redirectWithFlash('/profile#my-donations', { type: 'success', message: fm.requested }, secure);
}

async function requestReceipt({ context, user, form, secure }: Post) {
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
    await services(context).accounts.requestReceipt(user, receiptFor, r.data);
    // "Keep this PAN on my profile", when ticked: the PAN (never an Aadhaar number) becomes the profile's.
    if (form.keep_pan === 'on' && r.data.pan) await services(context).accounts.updateProfile(user.id, { pan: r.data.pan });
  } catch (e) {
    const { message, fields } = expected(e);
    return data({ errors: {}, receiptFor, receiptErrors: fields ?? {}, toast: { type: 'error' as const, message } }, reshow);
  }
  const { taxLaw } = await services(context).content.settings();
  return redirectWithFlash('/profile#my-donations', { type: 'success', message: rm.requested(taxLaw.shortName) }, secure);
}

const PROFILE_ORDER = ['fullName', 'phone', 'addressLine', 'city', 'district', 'state', 'pincode', 'pan'];

async function saveProfile({ context, user, form, secure }: Post) {
  const { intent: _intent, ...fields } = form;
  const r = check(profilePatch, fields);
  if (!r.ok)
    return data({ errors: r.errors, toast: { type: 'error' as const, message: firstInOrder(r.errors, PROFILE_ORDER) ?? messages.invalidInput } }, reshow);
  await services(context).accounts.updateProfile(user.id, r.data);
  return redirectWithFlash('/profile', { type: 'success', message: m.profileSaved }, secure);
}
