// A challenge's page (issue 42): the story, the campaign it raises for (with a Give button) and
// raised-by-challenge, teams, the board of entered totals (names people chose, or "A supporter";
// no routes or maps), and for a signed-in participant their total, their team's, the log form with
// an optional photo and the certificate once the goal is reached. Works without JavaScript; not
// kept in the page cache, as it shows the viewer's own entry.
import { challengeText as ct, formatDate, formatINR, formatUnits, joinInput, logInput } from '@sahyog/core';
import { data } from 'react-router';
import { Field, SelectField } from '../components/Field.tsx';
import { Toaster } from '../components/Toaster.tsx';
import { check, expected, type FieldErrors, formObject, reshow } from '../lib/forms.ts';
import { Form, Link } from '../lib/links.tsx';
import { pageUrl, seo } from '../lib/seo.ts';
import { services } from '../lib/services.server.ts';
import { redirectWithFlash, requestInfo, requireUser } from '../lib/session.server.ts';
import type { RouteHandle } from '../root.tsx';
import type { Route } from './+types/challenge';

export const handle: RouteHandle = { hydrate: false, body: 'attachments' };

export const meta: Route.MetaFunction = ({ loaderData: d, ...args }) =>
  d ? seo({ url: pageUrl(args), title: d.challenge.title, description: d.challenge.story.slice(0, 150) }) : [];

export async function loader({ context, params }: Route.LoaderArgs) {
  const viewer = requestInfo(context).viewer;
  const challenge = await services(context).challenges.bySlug(params.slug, viewer?.user.id ?? null);
  if (!challenge) throw data('Not found', { status: 404 });
  return data({ challenge, signedIn: viewer !== null }, { headers: { 'cache-control': 'no-store' } });
}

type ActionData = { errors: FieldErrors; toast: { type: 'error'; message: string } };

export async function action({ context, request, params }: Route.ActionArgs) {
  const { user } = requireUser(context, request);
  const info = requestInfo(context);
  const fd = await request.formData();
  const form = formObject(fd);
  const fail = (errors: FieldErrors) => data<ActionData>({ errors, toast: { type: 'error', message: Object.values(errors)[0] ?? ct.logTitle } }, reshow);
  const here = `/challenges/${params.slug}`;
  try {
    if (form.intent === 'join') {
      const r = check(joinInput, form);
      if (!r.ok) return fail(r.errors);
      await services(context).challenges.join(user.id, params.slug, r.data);
      return redirectWithFlash(here, { type: 'success', message: ct.joined }, info.secureCookies);
    }
    const r = check(logInput, form);
    if (!r.ok) return fail(r.errors);
    const file = fd.get('photo');
    const photo = file instanceof File && file.size > 0 ? { fileName: file.name, bytes: new Uint8Array(await file.arrayBuffer()) } : null;
    await services(context).challenges.log(user.id, params.slug, r.data, photo);
    return redirectWithFlash(here, { type: 'success', message: ct.logged }, info.secureCookies);
  } catch (caught) {
    const e = expected(caught);
    return fail(e.fields && Object.keys(e.fields).length ? e.fields : { units: e.message });
  }
}

export default function Challenge({ loaderData, actionData }: Route.ComponentProps) {
  const { challenge: c, signedIn } = loaderData;
  const errors = actionData?.errors ?? {};
  const lastDay = formatDate(new Date(new Date(c.endsAt).getTime() - 1));
  return (
    <div className="container-page max-w-3xl py-6 sm:py-10">
      <Toaster toasts={[actionData?.toast]} />
      <p className="text-sm">
        <Link to="/challenges" className="inline-flex min-h-11 items-center">
          {ct.listTitle}
        </Link>
      </p>
      <h1 className="text-3xl font-bold tracking-tight wrap-anywhere">{c.title}</h1>
      <p className="mt-1 text-sm text-muted">
        {ct.dates(formatDate(c.startsAt), lastDay)} · {ct.goal(formatUnits(c.goalCenti), c.unit)} · {ct.participants(c.participants)} ·{' '}
        {c.closed ? ct.closed : c.open ? ct.open : ct.upcoming}
      </p>
      <section className="card mt-4 p-4" aria-labelledby="raised">
        <p id="raised" className="text-lg font-semibold">
          {ct.raised(formatINR(c.raisedPaise))}
        </p>
        <p className="text-sm text-muted">{ct.forCampaign(c.campaign.title)}</p>
        <Link to={`/campaigns/${c.campaign.slug}`} className="btn-primary mt-3 min-h-11">
          {ct.giveNow}
        </Link>
      </section>
      <p className="mt-4 whitespace-pre-line wrap-anywhere">{c.story}</p>

      {c.mine ? (
        <section className="card mt-6 space-y-3 p-4" aria-labelledby="mine">
          <h2 id="mine" className="text-xl font-bold">
            {ct.yourProgress}
          </h2>
          <p className="font-semibold">{ct.yourTotal(formatUnits(c.mine.totalCenti), formatUnits(c.goalCenti), c.unit)}</p>
          {c.mine.teamName !== null && <p>{ct.teamTotal(c.mine.teamName, formatUnits(c.mine.teamTotalCenti ?? 0), c.unit)}</p>}
          {c.mine.hidden && <p role="status">{ct.hiddenNotice}</p>}
          {c.mine.certificatePath && (
            <p>
              <Link to={c.mine.certificatePath} className="inline-flex min-h-11 items-center font-semibold">
                {ct.certificateReady}
              </Link>
            </p>
          )}
          <p>
            <Link to={`/challenges/${c.slug}/entries/${c.mine.entryId}`} className="inline-flex min-h-11 items-center">
              {ct.yourPage}
            </Link>
          </p>
          <p className="text-sm text-muted">{ct.shareHint}</p>
          {c.open && (
            <Form method="post" encType="multipart/form-data" className="space-y-4">
              <h3 className="font-semibold">{ct.logTitle}</h3>
              <input type="hidden" name="intent" value="log" />
              <Field
                label={ct.units(c.unit)}
                name="units"
                inputMode="decimal"
                required
                error={errors.units}
                hint={ct.unitsHint(formatUnits(c.maxPerLogCenti), c.unit)}
              />
              <Field label={ct.note} name="note" maxLength={200} error={errors.note} />
              <Field label={ct.photo} name="photo" type="file" accept="image/jpeg,image/png" error={errors.photo} hint={ct.photoHint} />
              <button type="submit" className="btn-primary min-h-11">
                {ct.logButton}
              </button>
            </Form>
          )}
          {c.mine.logs.length > 0 && (
            <>
              <h3 className="font-semibold">{ct.yourLogs}</h3>
              <ul className="space-y-1 text-sm">
                {c.mine.logs.map((l) => (
                  <li key={l.id}>
                    {formatDate(l.createdAt)}: {formatUnits(l.unitsCenti)} {c.unit}
                    {l.note ? ` · ${l.note}` : ''}
                    {l.hasPhoto && (
                      <>
                        {' · '}
                        <a href={`/api/v1/challenges/logs/${l.id}/photo`}>{ct.photoLink}</a>
                      </>
                    )}
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      ) : c.closed ? null : signedIn ? (
        <Form method="post" className="card mt-6 space-y-4 p-4">
          <h2 className="text-xl font-bold">{ct.joinTitle}</h2>
          <input type="hidden" name="intent" value="join" />
          <Field label={ct.displayName} name="displayName" maxLength={40} hint={ct.displayNameHint} error={errors.displayName} />
          {c.teams.length > 0 && (
            <SelectField label={ct.team} name="team" error={errors.team}>
              <option value="">{ct.noTeam}</option>
              {c.teams.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
            </SelectField>
          )}
          <button type="submit" className="btn-primary min-h-11">
            {ct.join}
          </button>
        </Form>
      ) : (
        <p className="mt-6">
          <Link to={`/login?next=/challenges/${c.slug}`} className="btn-primary min-h-11">
            {ct.signInToJoin}
          </Link>
        </p>
      )}

      {c.teams.length > 0 && (
        <section className="mt-8" aria-labelledby="teams">
          <h2 id="teams" className="text-xl font-bold">
            {ct.teams}
          </h2>
          <ul className="mt-2 space-y-1">
            {c.teams.map((t) => (
              <li key={t.id}>
                {t.name}: {formatUnits(t.totalCenti)} {c.unit}
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className="mt-8" aria-labelledby="board">
        <h2 id="board" className="text-xl font-bold">
          {ct.leaderboard}
        </h2>
        <p className="text-sm text-muted">{ct.leaderboardNote}</p>
        {c.leaderboard.length === 0 ? (
          <p className="mt-2">{ct.noEntries}</p>
        ) : (
          <table className="mt-2 w-full text-left">
            <thead>
              <tr>
                <th scope="col">{ct.rank}</th>
                <th scope="col">{ct.name}</th>
                <th scope="col">{ct.team}</th>
                <th scope="col" className="text-right">
                  {ct.total}
                </th>
              </tr>
            </thead>
            <tbody>
              {c.leaderboard.map((r, i) => (
                <tr key={r.entryId}>
                  <td>{i + 1}</td>
                  <td className="wrap-anywhere">
                    <Link to={`/challenges/${c.slug}/entries/${r.entryId}`} className="inline-flex min-h-11 items-center">
                      {r.name}
                    </Link>
                  </td>
                  <td>{r.team ?? ''}</td>
                  <td className="text-right">
                    {formatUnits(r.totalCenti)} {c.unit}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
