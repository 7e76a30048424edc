// Site settings in the console (issue 11): the foundation's details as pages, receipts and UPI
// links show them. Staff read them; an admin saves them (audited, shown at once). A plain form.
import { ADMIN_ROLES, type Settings, STAFF_ROLES, settingsInput, settingsMessages as sm, staffText } from '@sahyog/core';
import { data, useNavigation } from 'react-router';
import { ConsoleHeader } from '../components/ConsoleHeader.tsx';
import { Field, TextAreaField } from '../components/Field.tsx';
import { check, expected, type FieldErrors, formObject, reshow } from '../lib/forms.ts';
import { Form } from '../lib/links.tsx';
import { services } from '../lib/services.server.ts';
import { redirectWithFlash, requestInfo, requireUser } from '../lib/session.server.ts';
import type { RouteHandle } from '../root.tsx';
import type { Route } from './+types/admin-settings';

// The site’s settings are many fields of text (decision 0043).
export const handle: RouteHandle = { body: 'text' };

export const meta: Route.MetaFunction = () => [{ title: sm.pageTitle }, { name: 'robots', content: 'noindex' }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { user } = requireUser(context, request, STAFF_ROLES);
  return { settings: await services(context).content.settings(), canSave: ADMIN_ROLES.includes(user.role) };
}

const SOCIAL = ['facebook', 'instagram', 'youtube', 'x', 'linkedin'] as const;

export async function action({ context, request }: Route.ActionArgs) {
  const { user } = requireUser(context, request, ADMIN_ROLES);
  const form = formObject(await request.formData());
  const input = {
    ...form,
    autoIssueReceipts: form.autoIssueReceipts === 'on',
    social: Object.fromEntries(SOCIAL.map((k) => [k, form[`social.${k}`] ?? ''])),
    marquee: (form.marquee ?? '').split(/\r?\n/),
    homePopup: {
      enabled: form['homePopup.enabled'] === 'on',
      title: form['homePopup.title'] ?? '',
      text: form['homePopup.text'] ?? '',
      linkUrl: form['homePopup.linkUrl'] ?? '',
      linkLabel: form['homePopup.linkLabel'] ?? '',
    },
  };
  const r = check(settingsInput, input);
  if (!r.ok) return data({ errors: r.errors, values: form, toast: { type: 'error' as const, message: Object.values(r.errors)[0] ?? sm.unchanged } }, reshow);
  try {
    const { changed } = await services(context).content.saveSettings(r.data, user.id);
    return redirectWithFlash('/admin/settings', { type: 'success', message: changed.length ? sm.saved : sm.unchanged }, requestInfo(context).secureCookies);
  } catch (caught) {
    return data({ errors: {} as FieldErrors, values: form, toast: { type: 'error' as const, message: expected(caught).message } }, reshow);
  }
}

export default function AdminSettings({ loaderData, actionData }: Route.ComponentProps) {
  const st: Settings = loaderData.settings;
  const values = actionData?.values ?? {};
  const errors: FieldErrors = actionData?.errors ?? {};
  const busy = useNavigation().state === 'submitting';
  const v = (k: string, fallback: string) => values[k] ?? fallback;
  const f = (name: keyof Settings, label: string, extra: Record<string, unknown> = {}) => (
    <Field label={label} name={name} defaultValue={v(name, String(st[name] ?? ''))} error={errors[name]} {...extra} />
  );
  const l = staffText.settings;
  const group = 'grid gap-4 rounded-2xl border border-line bg-white p-5 sm:grid-cols-2';
  const legend = 'px-1 text-lg font-semibold';
  return (
    <>
      <ConsoleHeader title={sm.pageTitle} lead={sm.lead} toast={actionData?.toast} />
      {loaderData.canSave ? null : <p className="mt-2 font-medium">{sm.readOnly}</p>}
      <Form method="post" noValidate className="mt-6">
        <fieldset disabled={!loaderData.canSave} className="space-y-6">
          <fieldset className={group}>
            <legend className={legend}>{sm.groups.foundation}</legend>
            {f('foundationName', l.foundationName, { maxLength: 100 })}
            {f('tagline', l.tagline, { maxLength: 150 })}
            {f('foundedOn', l.founded, { maxLength: 60 })}
            {f('pan', l.pan, { maxLength: 10, style: { textTransform: 'uppercase' } })}
          </fieldset>
          <fieldset className={group}>
            <legend className={legend}>{sm.groups.contact}</legend>
            <TextAreaField
              className="sm:col-span-2"
              label={l.postalAddress}
              name="address"
              rows={2}
              maxLength={300}
              defaultValue={v('address', st.address)}
              error={errors.address}
            />
            {f('helpline', l.helpline, { type: 'tel', maxLength: 20 })}
            {f('email', l.email, { type: 'email', maxLength: 254 })}
            {f('whatsapp', l.whatsapp, { inputMode: 'numeric', maxLength: 15 })}
            {f('grievanceOfficer', l.grievanceOfficer, { maxLength: 100 })}
            {f('grievanceEmail', l.grievanceEmail, { type: 'email', maxLength: 254 })}
            {f('shopMinPayoutRupees', l.shopMinPayout, { inputMode: 'numeric', maxLength: 7 })}
          </fieldset>
          <fieldset className={group}>
            <legend className={legend}>{sm.groups.receipts}</legend>
            {f('reg80G', l.reg80G, { maxLength: 60 })}
            {f('reg80GDate', l.reg80GDate, { type: 'date', hint: l.reg80GDateHint })}
            {f('reg80GValidity', l.reg80GValidity, { maxLength: 100 })}
            {f('signatoryName', l.signatoryName, { maxLength: 100 })}
            {f('signatoryTitle', l.signatoryTitle, { maxLength: 100 })}
            <label className="flex min-h-11 items-center gap-3 sm:col-span-2">
              <input
                type="checkbox"
                name="autoIssueReceipts"
                defaultChecked={actionData ? values.autoIssueReceipts === 'on' : st.autoIssueReceipts}
                className="h-5 w-5 accent-accent-700"
              />
              <span>{l.autoIssue}</span>
            </label>
          </fieldset>
          <fieldset className={group}>
            <legend className={legend}>{sm.groups.payments}</legend>
            {f('upiId', l.upiId, { maxLength: 320, autoComplete: 'off' })}
            {f('upiPayeeName', l.upiPayeeName, { maxLength: 100 })}
            {f('upiMerchantCode', l.upiMerchantCode, { maxLength: 4, inputMode: 'numeric', autoComplete: 'off' })}
          </fieldset>
          <fieldset className={group}>
            <legend className={legend}>{sm.groups.social}</legend>
            {SOCIAL.map((k) => (
              <Field
                key={k}
                label={l.social[k]}
                name={`social.${k}`}
                type="url"
                maxLength={300}
                defaultValue={v(`social.${k}`, st.social[k])}
                error={errors[`social.${k}`]}
              />
            ))}
          </fieldset>
          <fieldset className={group}>
            <legend className={legend}>{sm.groups.home}</legend>
            <TextAreaField
              className="sm:col-span-2"
              label={sm.marquee}
              name="marquee"
              rows={3}
              defaultValue={v('marquee', st.marquee.join('\n'))}
              error={errors.marquee ?? Object.entries(errors).find(([k]) => k.startsWith('marquee.'))?.[1]}
            />
            <label className="flex min-h-11 items-center gap-3 sm:col-span-2">
              <input
                type="checkbox"
                name="homePopup.enabled"
                defaultChecked={actionData ? values['homePopup.enabled'] === 'on' : st.homePopup.enabled}
                className="h-5 w-5 accent-accent-700"
              />
              <span>{sm.popupEnabled}</span>
            </label>
            <Field
              label={sm.popupTitle}
              name="homePopup.title"
              maxLength={100}
              defaultValue={v('homePopup.title', st.homePopup.title)}
              error={errors['homePopup.title']}
            />
            <Field
              label={sm.popupLinkLabel}
              name="homePopup.linkLabel"
              maxLength={60}
              defaultValue={v('homePopup.linkLabel', st.homePopup.linkLabel)}
              error={errors['homePopup.linkLabel']}
            />
            <TextAreaField
              className="sm:col-span-2"
              label={sm.popupText}
              name="homePopup.text"
              rows={2}
              maxLength={400}
              defaultValue={v('homePopup.text', st.homePopup.text)}
              error={errors['homePopup.text']}
            />
            <Field
              className="sm:col-span-2"
              label={sm.popupLink}
              name="homePopup.linkUrl"
              maxLength={300}
              defaultValue={v('homePopup.linkUrl', st.homePopup.linkUrl)}
              error={errors['homePopup.linkUrl']}
            />
          </fieldset>
          <fieldset className={group}>
            <legend className={legend}>{sm.groups.media}</legend>
            {f('howToDonateVideoId', l.howToDonate, { maxLength: 11 })}
            {f('mapEmbedQuery', l.mapSearch, { maxLength: 200 })}
          </fieldset>
          {loaderData.canSave ? (
            <button type="submit" disabled={busy} className="btn-primary min-h-12 w-full text-lg sm:w-auto">
              {sm.save}
            </button>
          ) : null}
        </fieldset>
      </Form>
    </>
  );
}
