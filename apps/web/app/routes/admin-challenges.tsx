// The console's challenges (issue 42): the list with pledges and raised-by-challenge, and a new
// challenge's form (teams one per line). Creating is audited by the service.
import { challengeInput, challengeText as ct, formatDate, formatINR, STAFF_ROLES } from '@sahyog/core';
import { data } from 'react-router';
import { ConsoleHeader } from '../components/ConsoleHeader.tsx';
import { Field, TextAreaField } from '../components/Field.tsx';
import { check, expected, type FieldErrors, formObject, reshow } from '../lib/forms.ts';
import { Form, Link } from '../lib/links.tsx';
import { services } from '../lib/services.server.ts';
import { redirectWithFlash, requestInfo, requireUser } from '../lib/session.server.ts';
import type { Route } from './+types/admin-challenges';

export const meta: Route.MetaFunction = () => [{ title: ct.adminTitle }, { name: 'robots', content: 'noindex' }];

export async function loader({ context, request }: Route.LoaderArgs) {
  requireUser(context, request, STAFF_ROLES);
  return { challenges: await services(context).challenges.adminList() };
}

type ActionData = { errors: FieldErrors; values: Record<string, string>; toast: { type: 'error'; message: string } };

export async function action({ context, request }: Route.ActionArgs) {
  // Actions do not run the layout's loader: the role is checked here again.
  const { user } = requireUser(context, request, STAFF_ROLES);
  const form = formObject(await request.formData());
  const fail = (errors: FieldErrors) =>
    data<ActionData>({ errors, values: form, toast: { type: 'error', message: Object.values(errors)[0] ?? ct.adminNew } }, reshow);
  const r = check(challengeInput, { ...form, teams: (form.teams ?? '').split(/\r?\n/) });
  if (!r.ok) return fail(r.errors);
  try {
    const c = await services(context).challenges.create(user.id, r.data);
    return redirectWithFlash(`/admin/challenges/${c.id}`, { type: 'success', message: ct.adminCreated }, requestInfo(context).secureCookies);
  } catch (caught) {
    const e = expected(caught);
    return fail(e.fields && Object.keys(e.fields).length ? e.fields : { title: e.message });
  }
}

export default function AdminChallenges({ loaderData, actionData }: Route.ComponentProps) {
  const errors = actionData?.errors ?? {};
  const v = actionData?.values ?? {};
  return (
    <div className="space-y-6">
      <ConsoleHeader title={ct.adminTitle} lead={ct.listIntro} toast={actionData?.toast} />
      <table className="w-full text-left text-sm">
        <thead>
          <tr>
            <th scope="col">{ct.fieldTitle}</th>
            <th scope="col">{ct.state}</th>
            <th scope="col" className="text-right">
              {ct.pledgesCol}
            </th>
            <th scope="col" className="text-right">
              {ct.raisedCol}
            </th>
          </tr>
        </thead>
        <tbody>
          {loaderData.challenges.map((c) => (
            <tr key={c.id}>
              <td className="wrap-anywhere">
                <Link to={`/admin/challenges/${c.id}`} className="inline-flex min-h-11 items-center">
                  {c.title}
                </Link>
                <span className="block text-muted">
                  {formatDate(c.startsAt)} – {formatDate(new Date(new Date(c.endsAt).getTime() - 1))} · {c.campaignTitle}
                </span>
              </td>
              <td>{c.closed ? ct.closed : ct.open}</td>
              <td className="text-right">{c.pledges}</td>
              <td className="text-right">{formatINR(c.raisedPaise)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Form method="post" className="card space-y-4 p-5">
        <h2 className="text-xl font-bold">{ct.adminNew}</h2>
        <Field label={ct.fieldTitle} name="title" required defaultValue={v.title} error={errors.title} />
        <Field label={ct.fieldTitleHi} name="titleHi" lang="hi" defaultValue={v.titleHi} error={errors.titleHi} />
        <TextAreaField label={ct.fieldStory} name="story" required defaultValue={v.story} error={errors.story} />
        <TextAreaField label={ct.fieldStoryHi} name="storyHi" lang="hi" defaultValue={v.storyHi} error={errors.storyHi} />
        <Field label={ct.fieldUnit} name="unit" required defaultValue={v.unit} error={errors.unit} />
        <Field label={ct.fieldUnitHi} name="unitHi" lang="hi" defaultValue={v.unitHi} error={errors.unitHi} />
        <Field label={ct.fieldGoal} name="goal" inputMode="decimal" required defaultValue={v.goal} error={errors.goal} />
        <Field label={ct.fieldMaxPerLog} name="maxPerLog" inputMode="decimal" required defaultValue={v.maxPerLog} error={errors.maxPerLog} />
        <Field label={ct.fieldStartsOn} name="startsOn" type="date" required defaultValue={v.startsOn} error={errors.startsOn} />
        <Field label={ct.fieldEndsOn} name="endsOn" type="date" required defaultValue={v.endsOn} error={errors.endsOn} />
        <Field label={ct.fieldCampaign} name="campaign" required defaultValue={v.campaign} error={errors.campaign} />
        <TextAreaField label={ct.fieldTeams} name="teams" defaultValue={v.teams} error={errors.teams} />
        <button type="submit" className="btn-primary min-h-11">
          {ct.adminCreate}
        </button>
      </Form>
    </div>
  );
}
