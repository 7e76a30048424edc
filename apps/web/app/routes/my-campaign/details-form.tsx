import { CATEGORIES, type CampaignDraft, campaignEditorMessages as em, FAQ_SLOTS, STORY_MAX } from '@sahyog/core';
import { Field, SelectField, TextAreaField } from '../../components/Field.tsx';
import { Form } from '../../lib/links.tsx';
import type { ActionData } from './action.server.ts';
import { HindiFields } from './hindi-form.tsx';

/** The draft's words: title, cause, goal, dates, story (Markdown, with a preview), video, FAQs. */
export function DetailsForm({ c, result }: { c: CampaignDraft; result: ActionData | undefined }) {
  const e = result?.errors ?? {};
  const v = (name: string, fallback: string) => result?.values?.[name] ?? fallback;
  return (
    <section aria-labelledby="details-title" className="card p-6">
      <h2 id="details-title" className="text-xl font-bold">
        {em.editTitle}
      </h2>
      <Form method="post" noValidate className="mt-5 space-y-5">
        <Field label={em.title} name="title" maxLength={120} defaultValue={v('title', c.title)} error={e.title} required />
        <SelectField label={em.category} name="categoryId" defaultValue={v('categoryId', String(c.categoryId))} error={e.categoryId}>
          {CATEGORIES.map((k) => (
            <option key={k.id} value={k.id}>
              {k.name}
            </option>
          ))}
        </SelectField>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            label={em.goal}
            name="goalRupees"
            inputMode="numeric"
            defaultValue={v('goalRupees', String(c.goalPaise / 100))}
            error={e.goalRupees}
            required
          />
          <Field label={em.endsOn} name="endsOn" type="date" defaultValue={v('endsOn', c.endsAt ? c.endsAt.slice(0, 10) : '')} error={e.endsOn} />
        </div>
        <TextAreaField name="summary" label={em.summary} rows={3} maxLength={300} defaultValue={v('summary', c.summary)} error={e.summary} />
        <div>
          <TextAreaField name="story" label={em.story} hint={em.storyHint} rows={12} maxLength={STORY_MAX} defaultValue={v('story', c.story)} error={e.story} />
          <details className="mt-2 rounded-xl border border-line bg-stone-50 text-sm">
            <summary className="flex min-h-11 cursor-pointer items-center px-3 font-semibold text-accent-800">{em.formatTitle}</summary>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 px-3 pb-3">
              {em.formatRows.map(([typed, makes]) => (
                <div key={typed} className="contents">
                  <dt>
                    <code className="rounded bg-white px-1 font-mono">{typed}</code>
                  </dt>
                  <dd className="text-muted">{makes}</dd>
                </div>
              ))}
            </dl>
            <p className="px-3 pb-3 text-muted">{em.formatNote}</p>
          </details>
          {result?.preview !== undefined ? (
            <section id="story-preview" aria-labelledby="story-preview-title" className="mt-3 rounded-xl border-2 border-dashed border-accent-600 bg-white p-4">
              <h3 id="story-preview-title" className="text-sm font-semibold text-muted">
                {em.previewTitle} · {em.previewNote}
              </h3>
              <div className="prose-body mt-2" dangerouslySetInnerHTML={{ __html: result.preview }} />
            </section>
          ) : null}
        </div>
        <HindiFields c={c} result={result} />
        <Field
          label={em.video}
          name="videoUrl"
          type="url"
          defaultValue={v('videoUrl', c.videoId ? `https://www.youtube.com/watch?v=${c.videoId}` : '')}
          error={e.videoUrl}
        />
        <fieldset className="space-y-4">
          <legend className="text-sm font-semibold">{em.faqs}</legend>
          {Array.from({ length: FAQ_SLOTS }, (_, i) => {
            const n = i + 1;
            const faq = c.faqs[i];
            return (
              <div key={n} className="grid gap-2 rounded-xl border border-line p-3">
                <Field label={em.question(n)} name={`faq${n}q`} maxLength={300} defaultValue={v(`faq${n}q`, faq?.question ?? '')} error={e[`faq${n}`]} />
                <TextAreaField name={`faq${n}a`} label={em.answer(n)} rows={2} maxLength={2000} defaultValue={v(`faq${n}a`, faq?.answer ?? '')} />
                {/* Folded until used: six questions with their Hindi open would be a very long form on a phone. */}
                <details className="group" open={Boolean(v(`faq${n}qHi`, faq?.questionHi ?? '') || v(`faq${n}aHi`, faq?.answerHi ?? '') || e[`faq${n}Hi`])}>
                  <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 text-sm font-semibold text-accent-800 [&::-webkit-details-marker]:hidden">
                    <span aria-hidden="true" className="text-lg leading-none transition-transform group-open:rotate-45">
                      +
                    </span>
                    {em.faqHi(n)}
                  </summary>
                  <div className="grid gap-2 pt-1">
                    <Field
                      label={em.questionHi(n)}
                      name={`faq${n}qHi`}
                      lang="hi"
                      maxLength={300}
                      defaultValue={v(`faq${n}qHi`, faq?.questionHi ?? '')}
                      error={e[`faq${n}Hi`]}
                    />
                    <TextAreaField
                      name={`faq${n}aHi`}
                      label={em.answerHi(n)}
                      lang="hi"
                      rows={2}
                      maxLength={2000}
                      defaultValue={v(`faq${n}aHi`, faq?.answerHi ?? '')}
                    />
                  </div>
                </details>
              </div>
            );
          })}
        </fieldset>
        {/* Save first: pressing Enter in a field saves. Preview comes back to the story. */}
        <div className="flex flex-col gap-3 sm:flex-row">
          <button type="submit" name="intent" value="save" className="btn-primary min-h-12 w-full text-lg sm:w-auto">
            {em.save}
          </button>
          <button type="submit" name="intent" value="preview" formAction="#story-preview" className="btn-secondary min-h-12 w-full text-lg sm:w-auto">
            {em.preview}
          </button>
        </div>
      </Form>
    </section>
  );
}
