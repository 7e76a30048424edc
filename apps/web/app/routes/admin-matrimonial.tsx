// The console's matrimonial queue (issue 43): new profiles and photos to approve or reject before
// anyone sees them, open reports (a picture report's help desk ticket named), and "ID checked"
// for approved profiles. Staff's own profile is shown but never decided here (the service refuses).
import { formatDate, marriageRejectInput, matrimonialText as mt, STAFF_ROLES, matrimonialStaffText as st } from '@sahyog/core';
import { data } from 'react-router';
import { ConsoleHeader } from '../components/ConsoleHeader.tsx';
import { Field } from '../components/Field.tsx';
import { check, expected, formObject, reshow } from '../lib/forms.ts';
import { Form } from '../lib/links.tsx';
import { services } from '../lib/services.server.ts';
import { redirectWithFlash, requestInfo, requireUser } from '../lib/session.server.ts';
import type { Route } from './+types/admin-matrimonial';

export const meta: Route.MetaFunction = () => [{ title: st.title }, { name: 'robots', content: 'noindex' }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { user } = requireUser(context, request, STAFF_ROLES);
  return { queue: await services(context).matrimonial.queue(user.id) };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { user } = requireUser(context, request, STAFF_ROLES);
  const form = formObject(await request.formData());
  const m = services(context).matrimonial;
  const id = Number(form.id);
  const done = (message: string) => redirectWithFlash('/admin/matrimonial', { type: 'success', message }, requestInfo(context).secureCookies);
  try {
    switch (form.intent) {
      case 'approve-profile':
        await m.decideProfile(user.id, id, true, null);
        return done(st.approved);
      case 'reject-profile': {
        const r = check(marriageRejectInput, form);
        if (!r.ok) return data({ toast: { type: 'error' as const, message: Object.values(r.errors)[0] ?? st.rejectReason } }, reshow);
        await m.decideProfile(user.id, id, false, r.data.reason);
        return done(st.rejected);
      }
      case 'approve-photo':
      case 'reject-photo':
        await m.decidePhoto(user.id, id, form.intent === 'approve-photo');
        return done(form.intent === 'approve-photo' ? st.approved : st.rejected);
      case 'id-check':
        await m.markIdChecked(user.id, id);
        return done(st.idCheckedDone);
      default:
        await m.closeReport(user.id, id);
        return done(st.closed);
    }
  } catch (caught) {
    return data({ toast: { type: 'error' as const, message: expected(caught).message } }, reshow);
  }
}

function Act({ id, intent, label, secondary }: { id: number; intent: string; label: string; secondary?: boolean }) {
  return (
    <Form method="post" className="inline">
      <input type="hidden" name="id" value={id} />
      <button type="submit" name="intent" value={intent} className={`${secondary ? 'btn-secondary' : 'btn-primary'} min-h-11`}>
        {label}
      </button>
    </Form>
  );
}

export default function AdminMatrimonial({ loaderData, actionData }: Route.ComponentProps) {
  const { profiles, photos, reports, approved } = loaderData.queue;
  return (
    <div className="space-y-8">
      <ConsoleHeader title={st.title} lead={st.intro} toast={actionData?.toast} />
      <section aria-labelledby="q-profiles">
        <h2 id="q-profiles" className="text-xl font-bold">
          {st.profiles}
        </h2>
        {profiles.length === 0 && <p className="mt-2">{st.none}</p>}
        <ul className="mt-2 space-y-3">
          {profiles.map((p) => (
            <li key={p.id} className="card space-y-2 p-4">
              <p className="font-semibold wrap-anywhere">
                {p.firstName}, {mt.age(p.age)} · {mt.genders[p.gender]} · {p.city} {p.own && <span className="text-muted">({st.ownLabel})</span>}
              </p>
              <p className="text-sm wrap-anywhere">
                {mt.createdByBadge(mt.creatorsBadge[p.createdBy])} · {p.languages.join(', ')} · {p.community || '—'} · {p.education} · {p.occupation}
              </p>
              {p.about && <p className="text-sm whitespace-pre-line wrap-anywhere">{p.about}</p>}
              {!p.own && (
                <div className="flex flex-wrap items-end gap-3">
                  <Act id={p.id} intent="approve-profile" label={st.approve} />
                  <Form method="post" className="flex flex-wrap items-end gap-2">
                    <input type="hidden" name="id" value={p.id} />
                    <Field label={st.rejectReason} name="reason" id={`reason-${p.id}`} maxLength={300} required />
                    <button type="submit" name="intent" value="reject-profile" className="btn-secondary min-h-11">
                      {st.reject}
                    </button>
                  </Form>
                </div>
              )}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="q-photos">
        <h2 id="q-photos" className="text-xl font-bold">
          {st.photos}
        </h2>
        {photos.length === 0 && <p className="mt-2">{st.none}</p>}
        <ul className="mt-2 flex flex-wrap gap-4">
          {photos.map((ph) => (
            <li key={ph.id} className="card space-y-2 p-3">
              <img src={`/api/v1/admin/matrimonial/photos/${ph.id}`} alt={st.photoOf(ph.firstName, ph.profileId)} className="size-40 rounded-xl object-cover" />
              <p className="text-sm">{st.photoOf(ph.firstName, ph.profileId)}</p>
              {!ph.own && (
                <div className="flex gap-2">
                  <Act id={ph.id} intent="approve-photo" label={st.approve} />
                  <Act id={ph.id} intent="reject-photo" label={st.reject} secondary />
                </div>
              )}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="q-reports">
        <h2 id="q-reports" className="text-xl font-bold">
          {st.reports}
        </h2>
        {reports.length === 0 && <p className="mt-2">{st.none}</p>}
        <ul className="mt-2 space-y-3">
          {reports.map((r) => (
            <li key={r.id} className="card space-y-1 p-4">
              <p className="font-semibold wrap-anywhere">
                {r.firstName} · {mt.reasons[r.reason]} · {formatDate(r.createdAt)}
              </p>
              {r.details && <p className="text-sm wrap-anywhere">{r.details}</p>}
              {r.ticketReference && <p className="text-sm">{st.ticket(r.ticketReference)}</p>}
              <Act id={r.id} intent="close-report" label={st.closeReport} secondary />
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="q-approved">
        <h2 id="q-approved" className="text-xl font-bold">
          {st.approvedList}
        </h2>
        {approved.length === 0 && <p className="mt-2">{st.none}</p>}
        <ul className="mt-2 space-y-2">
          {approved.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center gap-3">
              <span className="wrap-anywhere">
                {p.firstName} {p.idCheckedAt ? `· ${mt.idChecked(formatDate(p.idCheckedAt))}` : ''}
              </span>
              {!p.own && !p.idCheckedAt && <Act id={p.id} intent="id-check" label={st.idChecked} secondary />}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
