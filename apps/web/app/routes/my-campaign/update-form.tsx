import { type CampaignerUpdate, campaignEditorMessages as em, formatDate } from '@sahyog/core';
import { Field, TextAreaField } from '../../components/Field.tsx';
import { Form } from '../../lib/links.tsx';
import type { ActionData } from './action.server.ts';

/** Once live, the campaign is no longer edited here: its owner posts updates to its donors. */
export function UpdateForm({ result, updates }: { result: ActionData | undefined; updates: CampaignerUpdate[] }) {
  const e = result?.errors ?? {};
  return (
    <section aria-labelledby="update-title" className="card p-6">
      <h2 id="update-title" className="text-xl font-bold">
        {em.updatesTitle}
      </h2>
      <Form method="post" noValidate className="mt-5 space-y-5">
        <input type="hidden" name="intent" value="update" />
        <Field label={em.updateTitle} name="title" maxLength={120} defaultValue={result?.values?.title} error={e.title} required />
        <TextAreaField name="body" label={em.updateBody} rows={6} maxLength={5000} defaultValue={result?.values?.body ?? ''} error={e.body} />
        <Field label={em.updateTitleHi} name="titleHi" lang="hi" maxLength={120} defaultValue={result?.values?.titleHi} error={e.titleHi} />
        <TextAreaField name="bodyHi" label={em.updateBodyHi} lang="hi" rows={6} maxLength={5000} defaultValue={result?.values?.bodyHi ?? ''} error={e.bodyHi} />
        <button type="submit" className="btn-primary min-h-12">
          {em.postUpdate}
        </button>
      </Form>
      {updates.length ? (
        <>
          <h3 className="mt-8 text-lg font-semibold">{em.yourUpdates}</h3>
          <ul className="mt-2 divide-y divide-line">
            {updates.map((u) => (
              <li key={u.id} className="py-3 text-sm" data-update-status={u.status}>
                <p className="font-semibold">{u.title}</p>
                <p className="text-muted">
                  {formatDate(u.postedAt)} ·{' '}
                  {u.status === 'pending' ? em.updateWaiting : u.status === 'published' ? (u.emailed ? em.updateEmailed : em.updateLive) : em.updateRefused}
                </p>
                {u.status === 'rejected' && u.rejectReason ? <p className="mt-1 text-red-800">{em.updateReason(u.rejectReason)}</p> : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
