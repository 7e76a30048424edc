import { accountText, accountMessages as m, passwordResetConfirmInput } from '@sahyog/core';
import { data } from 'react-router';
import { NewPasswordFields } from '../components/Field.tsx';
import { PageHero } from '../components/PageHero.tsx';
import { Toaster } from '../components/Toaster.tsx';
import { check, expected, firstInOrder, formObject, reshow } from '../lib/forms.ts';
import { Form, Link } from '../lib/links.tsx';
import { seo } from '../lib/seo.ts';
import { services } from '../lib/services.server.ts';
import { redirectWithFlash, requestInfo } from '../lib/session.server.ts';
import type { RouteHandle } from '../root.tsx';
import type { Route } from './+types/reset-password';

/** A plain form: works without JavaScript (see RouteHandle in root.tsx). */
export const handle: RouteHandle = { hydrate: false };

export const meta: Route.MetaFunction = () => [
  ...seo({ title: accountText.setPassword.title, description: accountText.setPassword.description }),
  { name: 'robots', content: 'noindex' },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const valid = /^[A-Za-z0-9_-]{20,100}$/.test(token) && (await services(context).auth.resetTokenValid(token));
  return { token, valid };
}

export async function action({ context, request }: Route.ActionArgs) {
  const info = requestInfo(context);
  const form = formObject(await request.formData());
  const r = check(passwordResetConfirmInput, form);
  if (!r.ok)
    return data(
      { errors: r.errors, toast: { type: 'error' as const, message: firstInOrder(r.errors, ['token', 'password', 'confirmPassword']) ?? m.resetFailed } },
      reshow,
    );
  try {
    await services(context).auth.confirmPasswordReset(r.data.token, r.data.password);
  } catch (caught) {
    const e = expected(caught);
    return data({ errors: e.fields ?? { token: e.message }, toast: { type: 'error' as const, message: e.message } }, reshow);
  }
  return redirectWithFlash('/login', { type: 'success', message: m.passwordChanged }, info.secureCookies);
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const errors = actionData?.errors ?? {};
  const linkDead = !loaderData.valid || Boolean(errors.token);
  return (
    <>
      <PageHero title={accountText.setPassword.title} subtitle={accountText.setPassword.subtitle} />
      <div className="container-page max-w-lg py-8">
        <Toaster toasts={[actionData?.toast]} />
        {linkDead ? (
          <div className="rounded-2xl border border-line bg-white p-6">
            <p role="alert" className="font-medium">
              {m.resetLinkInvalid}
            </p>
            <Link to="/login?tab=reset" className="btn-primary mt-4">
              {accountText.setPassword.newLink}
            </Link>
          </div>
        ) : (
          <Form method="post" noValidate className="space-y-4 rounded-2xl border border-line bg-white p-6">
            <input type="hidden" name="token" value={loaderData.token} />
            <NewPasswordFields label={accountText.setPassword.newPassword} errors={errors} />
            <button type="submit" className="btn-primary min-h-12 w-full text-lg">
              {accountText.setPassword.submit}
            </button>
          </Form>
        )}
      </div>
    </>
  );
}
