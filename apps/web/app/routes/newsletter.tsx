// The subscribe box posts here (a plain form: the home page ships no React). A good address is
// subscribed and the donor goes back to the box with the spec's message as a toast; a bad one
// is shown again here with its message beside the field.
import { newsletterMessages as m, newsletterInput, type SubscribeOutcome } from '@sahyog/core';
import { data } from 'react-router';
import { PageHero } from '../components/PageHero.tsx';
import { SubscribeForm } from '../components/SubscribeForm.tsx';
import { check, expected, formObject, reshow } from '../lib/forms.ts';
import { pageUrl, seo } from '../lib/seo.ts';
import { services } from '../lib/services.server.ts';
import { redirectWithFlash, requestInfo } from '../lib/session.server.ts';
import type { RouteHandle } from '../root.tsx';
import type { Route } from './+types/newsletter';

/** A form and a message: no React on the client. */
export const handle: RouteHandle = { hydrate: false };

export const meta: Route.MetaFunction = (args) => seo({ url: pageUrl(args), title: m.eyebrow, description: m.pageDescription });

export async function action({ request, context }: Route.ActionArgs) {
  const info = requestInfo(context);
  const form = formObject(await request.formData());
  const r = check(newsletterInput, form);
  if (!r.ok) return data({ email: form.email ?? '', error: r.errors.email ?? m.emailInvalid }, reshow);
  let outcome: SubscribeOutcome;
  try {
    outcome = await services(context).newsletter.subscribe(r.data.email, 'home', { ip: info.meta.ip, userId: info.viewer?.user.id ?? null });
  } catch (caught) {
    return data({ email: form.email ?? '', error: expected(caught).message }, reshow);
  }
  const message = outcome === 'subscribed' ? m.subscribed : m.alreadySubscribed;
  return redirectWithFlash('/#subscribe', { type: 'success', message }, info.secureCookies);
}

export default function Newsletter({ actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow={m.eyebrow} title={m.title} subtitle={m.lead} />
      <div className="container-page max-w-3xl py-10">
        <div className="rounded-3xl border border-line bg-white p-6 sm:p-8">
          <SubscribeForm email={actionData?.email} error={actionData?.error} showLabel />
        </div>
      </div>
    </>
  );
}
