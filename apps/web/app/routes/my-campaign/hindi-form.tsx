import { type CampaignDraft, contentLanguageMessages as cl, campaignEditorMessages as em, STORY_MAX } from '@sahyog/core';
import { Field, TextAreaField } from '../../components/Field.tsx';
import { Form } from '../../lib/links.tsx';
import type { ActionData } from './action.server.ts';

/**
 * The campaign's words in Hindi (issue 23), beside the English: optional, Markdown like the
 * English story. lang="hi" on the controls, whatever the console's own language.
 */
export function HindiFields({ c, result }: { c: CampaignDraft; result: ActionData | undefined }) {
  const e = result?.errors ?? {};
  const v = (name: 'titleHi' | 'summaryHi' | 'storyHi') => result?.values?.[name] ?? c[name];
  return (
    <fieldset className="space-y-4 rounded-xl border border-line p-4" aria-describedby="hindi-lead">
      <legend className="px-1 text-sm font-semibold">{cl.hindiTitle}</legend>
      <p id="hindi-lead" className="text-sm text-muted">
        {cl.hindiLead}
      </p>
      <Field label={cl.titleHi} name="titleHi" lang="hi" maxLength={120} defaultValue={v('titleHi')} error={e.titleHi} />
      <TextAreaField name="summaryHi" label={cl.summaryHi} lang="hi" rows={3} maxLength={300} defaultValue={v('summaryHi')} error={e.summaryHi} />
      <TextAreaField
        name="storyHi"
        label={cl.storyHi}
        hint={em.storyHint}
        lang="hi"
        rows={12}
        maxLength={STORY_MAX}
        defaultValue={v('storyHi')}
        error={e.storyHi}
      />
    </fieldset>
  );
}

/** A live campaign's questions in Hindi, beside each English question (shown to read, not edited here). */
function FaqHindiFields({ c, result }: { c: CampaignDraft; result: ActionData | undefined }) {
  const e = result?.errors ?? {};
  return (
    <fieldset className="space-y-4 rounded-xl border border-line p-4">
      <legend className="px-1 text-sm font-semibold">{em.faqsHi}</legend>
      {c.faqs.map((f, i) => {
        const n = i + 1;
        return (
          <div key={n} className="grid gap-2 rounded-xl border border-line p-3">
            <p className="text-sm text-muted" lang="en">
              {f.question}
            </p>
            <Field
              label={em.questionHi(n)}
              name={`faq${n}qHi`}
              lang="hi"
              maxLength={300}
              defaultValue={result?.values?.[`faq${n}qHi`] ?? f.questionHi ?? ''}
              error={e[`faq${n}Hi`]}
            />
            <TextAreaField
              name={`faq${n}aHi`}
              label={em.answerHi(n)}
              lang="hi"
              rows={2}
              maxLength={2000}
              defaultValue={result?.values?.[`faq${n}aHi`] ?? f.answerHi ?? ''}
            />
          </div>
        );
      })}
    </fieldset>
  );
}

/** A live campaign's items' Hindi names (issue 39), beside each English name (which is not edited here). */
function ItemHindiFields({ c, result }: { c: CampaignDraft; result: ActionData | undefined }) {
  const e = result?.errors ?? {};
  return (
    <fieldset className="space-y-4 rounded-xl border border-line p-4">
      <legend className="px-1 text-sm font-semibold">{em.itemsHi}</legend>
      {c.products.map((p, i) => {
        const n = i + 1;
        return (
          <div key={n} className="grid gap-2 rounded-xl border border-line p-3">
            <p className="text-sm text-muted" lang="en">
              {p.title}
            </p>
            <Field
              label={cl.itemHi(n)}
              name={`item${n}Hi`}
              lang="hi"
              maxLength={80}
              defaultValue={result?.values?.[`item${n}Hi`] ?? p.titleHi}
              error={e[`items.${i}.titleHi`]}
            />
          </div>
        );
      })}
    </fieldset>
  );
}

/** A live campaign's Hindi, which staff add or change on its own (the English stays as it is). */
export function HindiForm({ c, result }: { c: CampaignDraft; result: ActionData | undefined }) {
  return (
    <section aria-labelledby="hindi-title" className="card p-6">
      <h2 id="hindi-title" className="text-xl font-bold">
        {cl.hindiTitle}
      </h2>
      <Form method="post" noValidate className="mt-5 space-y-5">
        <input type="hidden" name="intent" value="hindi" />
        <HindiFields c={c} result={result} />
        {c.faqs.length > 0 ? <FaqHindiFields c={c} result={result} /> : null}
        {c.products.length > 0 ? <ItemHindiFields c={c} result={result} /> : null}
        <button type="submit" className="btn-primary min-h-12">
          {cl.saveHindi}
        </button>
      </Form>
    </section>
  );
}
