import { emailMessages as em, formatDate, STAFF_ROLES } from '@sahyog/core';
import { data } from 'react-router';
import { services } from '../lib/services.server.ts';
import { requestInfo, requireUser } from '../lib/session.server.ts';
import type { RouteHandle } from '../root.tsx';
import type { Route } from './+types/dev-outbox';

export const handle: RouteHandle = { hydrate: false };

export const meta: Route.MetaFunction = () => [{ title: 'Dev outbox' }, { name: 'robots', content: 'noindex' }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const mode = requestInfo(context).devOutbox;
  if (mode === 'off') throw data('Not Found', { status: 404 });
  if (mode === 'staff') requireUser(context, request, STAFF_ROLES);
  return { messages: await services(context).messaging.outbox() };
}

export default function DevOutbox({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container-page py-8">
      <h1 className="text-3xl font-bold tracking-tight">Dev outbox</h1>
      <p className="mt-2 max-w-prose text-muted">
        No SMTP server or SMS gateway is configured, so email and SMS land here instead, newest first. Set SMTP_URL and SMS_GATEWAY_URL to deliver them for
        real.
      </p>
      {loaderData.messages.length === 0 ? <p className="mt-6 rounded-xl bg-stone-100 p-4">Nothing sent yet.</p> : null}
      <ol className="mt-6 space-y-4">
        {loaderData.messages.map((msg) => (
          <li key={msg.id} className="rounded-2xl border border-line bg-white p-5">
            <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
              <span className="rounded-full bg-stone-100 px-2 py-0.5 font-semibold uppercase text-ink">{msg.channel}</span>
              <span>
                to <strong className="text-ink">{msg.recipient}</strong>
              </span>
              <span>
                · {formatDate(msg.createdAt)} {new Date(msg.createdAt).toLocaleTimeString('en-IN', { timeZone: 'Asia/Kolkata' })}
              </span>
            </p>
            {msg.subject ? <h2 className="mt-2 font-semibold">{msg.subject}</h2> : null}
            <pre className="mt-2 whitespace-pre-wrap wrap-anywhere font-sans text-sm">{msg.body}</pre>
            {msg.htmlUrl ? (
              <p className="mt-3 text-sm">
                <a
                  href={msg.htmlUrl}
                  target="_blank"
                  rel="noopener"
                  aria-label={em.outboxHtmlTitle(msg.subject)}
                  className="inline-flex min-h-11 items-center rounded-full border border-line px-4 font-medium text-accent-700 underline-offset-2 hover:underline"
                >
                  {em.outboxHtml}
                </a>
              </p>
            ) : null}
            {msg.attachments.length ? (
              <ul className="mt-3 flex flex-wrap gap-2 text-sm" aria-label="Attachments">
                {msg.attachments.map((a) => (
                  <li key={a.url}>
                    <a
                      href={a.url}
                      download
                      className="inline-flex min-h-11 items-center rounded-full border border-line px-4 font-medium text-accent-700 underline-offset-2 hover:underline"
                    >
                      Attached: {a.filename}
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ol>
    </div>
  );
}
