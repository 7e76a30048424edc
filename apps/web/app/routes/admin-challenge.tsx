// One challenge in the console (issue 42): participants with their totals (hide one, with a
// reason, audited) and pledges with what they became; "Close now" converts the pledges.
import { challengeText as ct, formatINR, formatUnits, hideInput, STAFF_ROLES } from '@sahyog/core';
import { data } from 'react-router';
import { ConsoleHeader } from '../components/ConsoleHeader.tsx';
import { Field } from '../components/Field.tsx';
import { check, expected, formObject, reshow } from '../lib/forms.ts';
import { Form, Link } from '../lib/links.tsx';
import { services } from '../lib/services.server.ts';
import { redirectWithFlash, requestInfo, requireUser } from '../lib/session.server.ts';
import type { Route } from './+types/admin-challenge';

export const meta: Route.MetaFunction = () => [{ title: ct.adminTitle }, { name: 'robots', content: 'noindex' }];

const idOf = (v: string | undefined) => (v && /^\d{1,9}$/.test(v) ? Number(v) : null);

export async function loader({ context, request, params }: Route.LoaderArgs) {
  requireUser(context, request, STAFF_ROLES);
  const id = idOf(params.id);
  const one = id === null ? null : await services(context).challenges.adminOne(id);
  if (!one) throw data('Not found', { status: 404 });
  return one;
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const { user } = requireUser(context, request, STAFF_ROLES);
  const id = idOf(params.id);
  if (id === null) throw data('Not found', { status: 404 });
  const form = formObject(await request.formData());
  const { challenges } = services(context);
  const back = (message: string) => redirectWithFlash(`/admin/challenges/${id}`, { type: 'success', message }, requestInfo(context).secureCookies);
  try {
    if (form.intent === 'close') {
      const r = await challenges.close(user.id, id);
      return back(ct.closedResult(r.converted, r.nothing));
    }
    const entryId = idOf(form.entryId);
    const r = check(hideInput, form);
    if (entryId === null || !r.ok)
      return data({ toast: { type: 'error' as const, message: r.ok ? ct.hide : (Object.values(r.errors)[0] ?? ct.hide) } }, reshow);
    await challenges.hideEntry(user.id, entryId, r.data.reason);
    return back(ct.hiddenDone);
  } catch (caught) {
    return data({ toast: { type: 'error' as const, message: expected(caught).message } }, reshow);
  }
}

export default function AdminChallenge({ loaderData, actionData }: Route.ComponentProps) {
  const { challenge: c, entries, pledges } = loaderData;
  return (
    <div className="space-y-6">
      <ConsoleHeader title={c.title} lead={c.campaignTitle} toast={actionData?.toast}>
        <Link to={`/challenges/${c.slug}`} className="btn-secondary min-h-11">
          {ct.backToChallenge}
        </Link>
      </ConsoleHeader>
      <p>
        {ct.raised(formatINR(c.raisedPaise))} · {c.closed ? ct.closed : ct.open}
      </p>
      <Form method="post">
        <input type="hidden" name="intent" value="close" />
        <button type="submit" className="btn-primary min-h-11">
          {ct.closeNow}
        </button>
      </Form>
      <section aria-labelledby="entries">
        <h2 id="entries" className="text-xl font-bold">
          {ct.entries}
        </h2>
        <ul className="mt-2 space-y-2">
          {entries.map((e) => (
            <li key={e.entryId} className="card p-3">
              <p className="font-semibold wrap-anywhere">
                {e.name} {e.team ? `· ${e.team}` : ''} · {formatUnits(e.totalCenti)} {c.unit} {e.hidden ? `· ${ct.hidden}: ${e.hiddenReason ?? ''}` : ''}
              </p>
              {!e.hidden && (
                <Form method="post" className="mt-2 flex flex-wrap items-end gap-2">
                  <input type="hidden" name="entryId" value={e.entryId} />
                  <Field label={ct.hideReason} name="reason" id={`reason-${e.entryId}`} required />
                  <button type="submit" className="btn-secondary min-h-11">
                    {ct.hide}
                  </button>
                </Form>
              )}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="pledges">
        <h2 id="pledges" className="text-xl font-bold">
          {ct.pledgesCol}
        </h2>
        <table className="mt-2 w-full text-left text-sm">
          <thead>
            <tr>
              <th scope="col">{ct.name}</th>
              <th scope="col" className="text-right">
                {ct.rate(c.unit)}
              </th>
              <th scope="col" className="text-right">
                {ct.cap}
              </th>
              <th scope="col">{ct.state}</th>
              <th scope="col" className="text-right">
                {ct.amount}
              </th>
              <th scope="col">{ct.order}</th>
            </tr>
          </thead>
          <tbody>
            {pledges.map((p) => (
              <tr key={p.id}>
                <td className="wrap-anywhere">{p.name}</td>
                <td className="text-right">{formatINR(p.ratePaise)}</td>
                <td className="text-right">{formatINR(p.capPaise)}</td>
                <td>{ct.pledgeState(p.state)}</td>
                <td className="text-right">{p.amountPaise === null ? '' : formatINR(p.amountPaise)}</td>
                <td>{p.orderReference ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
