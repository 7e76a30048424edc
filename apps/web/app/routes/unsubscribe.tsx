// The newsletter's unsubscribe link. Opening it (mail scanners open links too) only shows a
// button; pressing it, or the mail app's one-click POST (RFC 8058: List-Unsubscribe=One-Click
// to this same URL), unsubscribes. No sign-in: the token in the link is the proof.
import { newsletterMessages as m } from '@sahyog/core';
import { PageHero } from '../components/PageHero.tsx';
import { Form } from '../lib/links.tsx';
import { services } from '../lib/services.server.ts';
import type { RouteHandle } from '../root.tsx';
import type { Route } from './+types/unsubscribe';

export const handle: RouteHandle = { hydrate: false };

export const meta: Route.MetaFunction = () => [{ title: m.unsubscribeTitle }, { name: 'robots', content: 'noindex' }];

export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get('token') ?? '' };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const token = String(form.get('token') ?? new URL(request.url).searchParams.get('token') ?? '');
  return { outcome: await services(context).newsletter.unsubscribe(token) };
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow={m.eyebrow} title={m.unsubscribeTitle} />
      <div className="container-page max-w-2xl py-10">
        {actionData ? (
          <p role="status" className="rounded-2xl border border-line bg-white p-6 text-lg">
            {actionData.outcome === 'unsubscribed' ? m.unsubscribed : m.unsubscribeInvalid}
          </p>
        ) : (
          <Form method="post" className="rounded-2xl border border-line bg-white p-6">
            <p className="text-lg">{m.unsubscribeLead}</p>
            <input type="hidden" name="token" value={loaderData.token} />
            <button type="submit" className="btn-primary mt-5 min-h-12">
              {m.unsubscribeButton}
            </button>
          </Form>
        )}
      </div>
    </>
  );
}
