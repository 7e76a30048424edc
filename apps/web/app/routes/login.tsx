import {
  accountText as at,
  layoutText,
  loginInput,
  accountMessages as m,
  passwordResetInput,
  safeRedirect,
  sessionCookie,
  taxText,
  viewerCookie,
} from '@sahyog/core';
import { data, useActionData, useNavigation } from 'react-router';
import { AuthTabs, tabHref } from '../components/AuthTabs.tsx';
import { Field } from '../components/Field.tsx';
import { PageHero } from '../components/PageHero.tsx';
import { type RegisterActionData, RegisterForm } from '../components/RegisterForm.tsx';
import { Toaster } from '../components/Toaster.tsx';
import { check, expected, type FieldErrors, firstInOrder, formObject, reshow, useClientCheck } from '../lib/forms.ts';
import { Form, Link } from '../lib/links.tsx';
import { pageUrl, seo, taxShortOf } from '../lib/seo.ts';
import { services } from '../lib/services.server.ts';
import { guestOnly, redirectWithFlash } from '../lib/session.server.ts';
import type { Route } from './+types/login';

export const meta: Route.MetaFunction = (args) => seo({ url: pageUrl(args), title: at.login, description: taxText.loginDescription(taxShortOf(args)) });

type Tab = 'login' | 'reset' | 'register';

export function loader({ context, request }: Route.LoaderArgs) {
  guestOnly(context);
  const url = new URL(request.url);
  const tab = (['login', 'reset', 'register'] as const).find((t) => t === url.searchParams.get('tab')) ?? 'login';
  // "Go back one page": where the visitor came from on this site, unless told otherwise.
  let back = url.searchParams.get('redirectTo');
  const referer = request.headers.get('referer');
  if (!back && referer) {
    try {
      const r = new URL(referer);
      if (r.host === url.host) back = r.pathname + r.search;
    } catch {
      back = null;
    }
  }
  return { tab: tab as Tab, redirectTo: safeRedirect(back) };
}

type LoginResult = {
  tab: 'login' | 'reset';
  errors?: FieldErrors;
  email?: string;
  sent?: boolean;
  toast?: { type: 'success' | 'error'; message: string };
  /** Where to go after signing in, carried through failed attempts (the form's hidden field). */
  redirectTo?: string;
};

export async function action({ request, context }: Route.ActionArgs) {
  const info = guestOnly(context);
  const { auth } = services(context);
  const form = formObject(await request.formData());
  if (form.intent === 'reset') {
    const r = check(passwordResetInput, form);
    if (!r.ok)
      return data<LoginResult>(
        { tab: 'reset', errors: r.errors, email: form.email, toast: { type: 'error', message: firstInOrder(r.errors, ['email']) ?? m.resetFailed } },
        reshow,
      );
    try {
      await auth.requestPasswordReset(r.data.email, info.meta);
      return { tab: 'reset', sent: true, toast: { type: 'success', message: m.resetSent } } satisfies LoginResult;
    } catch (e) {
      expected(e);
      return data<LoginResult>({ tab: 'reset', email: form.email, toast: { type: 'error', message: m.resetFailed } }, reshow);
    }
  }
  const r = check(loginInput, form);
  const redirectTo = safeRedirect(form.redirectTo);
  if (!r.ok)
    return data<LoginResult>(
      {
        tab: 'login',
        redirectTo,
        errors: r.errors,
        email: form.email,
        toast: { type: 'error', message: firstInOrder(r.errors, ['email', 'password']) ?? m.loginEmailRequired },
      },
      reshow,
    );
  try {
    const { token, user } = await auth.login(r.data.email, r.data.password, 'web', info.meta);
    // Spec §4: a User goes back one page; any other role to its own area.
    // A vendor lands on the seller's pages, or back where signing in was asked for in the seller's
    // pages or the shop's buying (an order email's link, the checkout).
    const vendorTo = /^(\/hi)?\/(seller(\/|$|\?)|shop\/(cart|checkout|orders))/.test(redirectTo) ? redirectTo : '/seller';
    const to = user.role === 'user' ? redirectTo : user.role === 'vendor' ? vendorTo : redirectTo.startsWith('/admin') ? redirectTo : '/admin';
    return redirectWithFlash(to, { type: 'success', message: m.loggedIn }, info.secureCookies, [
      sessionCookie(token, info.secureCookies),
      viewerCookie(user, info.secureCookies),
    ]);
  } catch (e) {
    const { message } = expected(e);
    return data<LoginResult>({ tab: 'login', redirectTo, email: form.email, toast: { type: 'error', message } }, reshow);
  }
}

export default function Login({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>() as LoginResult | RegisterActionData | undefined;
  const res = result && 'tab' in result ? result : undefined;
  const tab: Tab = res?.tab ?? loaderData.tab;
  const redirectTo = res?.redirectTo ?? loaderData.redirectTo;
  return (
    <>
      <PageHero eyebrow={at.welcomeBack} title={tab === 'register' ? at.registration : tab === 'reset' ? at.resetPassword : at.login} />
      <div className="container-page max-w-lg py-8">
        <AuthTabs active={tab} redirectTo={redirectTo} />
        <div className="mt-6 rounded-2xl border border-line bg-white p-6">
          {tab === 'login' ? <LoginForm result={res} redirectTo={redirectTo} /> : null}
          {tab === 'reset' ? <ResetForm result={res} /> : null}
          {tab === 'register' ? <RegisterForm result={undefined} /> : null}
        </div>
      </div>
    </>
  );
}

function LoginForm({ result, redirectTo }: { result: LoginResult | undefined; redirectTo: string }) {
  const client = useClientCheck(loginInput, (e) => firstInOrder(e, ['email', 'password']));
  const busy = useNavigation().state === 'submitting';
  const errors = client.errors ?? result?.errors ?? {};
  return (
    <>
      <Toaster toasts={[client.flash ?? result?.toast]} />
      <Form method="post" noValidate className="space-y-4" onSubmit={client.onSubmit}>
        <input type="hidden" name="intent" value="login" />
        <input type="hidden" name="role_name" value="User" />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <Field label={at.emailId} name="email" type="email" autoComplete="email" maxLength={254} defaultValue={result?.email} error={errors.email} />
        <Field label={layoutText.password} name="password" type="password" autoComplete="current-password" maxLength={128} error={errors.password} />
        <div className="-my-2 flex justify-end">
          <Link to={tabHref('/login?tab=reset', redirectTo)} replace className="inline-flex min-h-11 items-center text-sm font-semibold text-accent-800">
            {at.forgotPassword}
          </Link>
        </div>
        <button type="submit" disabled={busy} className="btn-primary min-h-12 w-full text-lg disabled:opacity-70">
          {busy ? at.loggingIn : at.login}
        </button>
        <p className="text-center text-sm">
          <Link to="/register" className="inline-flex min-h-11 items-center font-semibold text-accent-800">
            {at.newUser}
          </Link>
        </p>
      </Form>
    </>
  );
}

function ResetForm({ result }: { result: LoginResult | undefined }) {
  const client = useClientCheck(passwordResetInput, (e) => e.email);
  const busy = useNavigation().state === 'submitting';
  const errors = client.errors ?? result?.errors ?? {};
  return (
    <>
      <Toaster toasts={[client.flash ?? result?.toast]} />
      {result?.sent ? (
        <p role="status" className="mb-4 rounded-xl bg-accent-50 p-4 font-medium text-accent-800">
          {m.resetSent}
        </p>
      ) : null}
      <Form method="post" noValidate className="space-y-4" onSubmit={client.onSubmit}>
        <input type="hidden" name="intent" value="reset" />
        <Field
          label={at.emailId}
          name="email"
          type="email"
          autoComplete="email"
          maxLength={254}
          hint={m.resetHint}
          defaultValue={result?.email}
          error={errors.email}
        />
        <button type="submit" disabled={busy} className="btn-primary min-h-12 w-full text-lg disabled:opacity-70">
          {busy ? at.sending : at.sendResetLink}
        </button>
      </Form>
    </>
  );
}
