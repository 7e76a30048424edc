// The signed-in person's applications (issue 43): each post, where the application stands (new →
// shortlisted → interview → offered → hired | not selected), whether the post was filled or
// closed, and the poster's messages (delivered by us; no addresses exchanged).
import { formatDate, formatDateTime, careerText as kt } from '@sahyog/core';
import { data } from 'react-router';
import { applicationState, NeverCharge } from '../components/JobParts.tsx';
import { Link } from '../lib/links.tsx';
import { services } from '../lib/services.server.ts';
import { requireUser } from '../lib/session.server.ts';
import type { RouteHandle } from '../root.tsx';
import type { Route } from './+types/jobs-applications';

export const handle: RouteHandle = { hydrate: false };

export const meta: Route.MetaFunction = () => [{ title: kt.yourApplications }, { name: 'robots', content: 'noindex' }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { user } = requireUser(context, request);
  return data({ applications: await services(context).careers.myApplications(user.id) }, { headers: { 'cache-control': 'no-store' } });
}

export default function JobsApplications({ loaderData }: Route.ComponentProps) {
  const { applications } = loaderData;
  return (
    <div className="container-page max-w-3xl space-y-5 py-6 sm:py-10">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{kt.yourApplications}</h1>
        <p className="mt-2 text-muted">{kt.applicationsIntro}</p>
      </div>
      <NeverCharge />
      <p className="flex flex-wrap gap-x-4">
        <Link to="/jobs" className="inline-flex min-h-11 items-center">
          {kt.listTitle}
        </Link>
        <Link to="/jobs/resume" className="inline-flex min-h-11 items-center">
          {kt.resumeTitle}
        </Link>
      </p>
      {applications.length === 0 ? (
        <p className="card p-6 text-center">{kt.noApplications}</p>
      ) : (
        <ul className="space-y-3">
          {applications.map((a) => (
            <li key={a.id} className="card space-y-2 p-4">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 className="text-lg font-semibold wrap-anywhere">
                  <Link to={`/jobs/${a.post.slug}`} className="inline-flex min-h-11 items-center">
                    {a.post.title}
                  </Link>
                </h2>
                <p className="font-semibold" data-testid="application-state">
                  {applicationState(a.state)}
                </p>
              </div>
              <p className="text-sm text-muted">
                {a.post.organisation} · {kt.appliedOn(formatDate(a.appliedAt))}
              </p>
              {a.post.filled ? <p role="status">{kt.postFilled}</p> : a.post.closed ? <p role="status">{kt.postClosed}</p> : null}
              {a.messages.length > 0 && (
                <section aria-label={kt.messagesFromPoster}>
                  <h3 className="font-semibold">{kt.messagesFromPoster}</h3>
                  <ul className="space-y-1 text-sm">
                    {a.messages.map((m) => (
                      <li key={m.sentAt + m.body} className="whitespace-pre-line wrap-anywhere">
                        {formatDateTime(m.sentAt)}: {m.body}
                      </li>
                    ))}
                  </ul>
                </section>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
