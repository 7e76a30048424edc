import { campaignEditorMessages as em } from '@sahyog/core';
import { Field, TextAreaField } from '../../components/Field.tsx';
import { Form } from '../../lib/links.tsx';
import type { ActionData } from './action.server.ts';

/** Once live, the campaign is no longer edited here: its owner posts updates to its donors. */
export function UpdateForm({ result }: { result: ActionData | undefined }) {
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
    </section>
  );
}
