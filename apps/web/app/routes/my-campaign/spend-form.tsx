// A live campaign's payments (issue 26): its campaigner records each one as on its bill, and sees
// what our team made of it (being checked, public, rejected and why). Staff approve in the console.
import { formatDate, formatINR, type SpendingItemView, spendingText as st } from '@sahyog/core';
import { Field, SelectField, TextAreaField } from '../../components/Field.tsx';
import { Form } from '../../lib/links.tsx';
import type { ActionData } from './action.server.ts';

export function SpendForm({
  categories,
  items,
  result,
}: {
  categories: { id: number; name: string }[];
  items: SpendingItemView[];
  result: ActionData | undefined;
}) {
  const e = result?.errors ?? {};
  const v = result?.values ?? {};
  return (
    <section aria-labelledby="spend-title" className="card p-6">
      <h2 id="spend-title" className="text-xl font-bold">
        {st.formTitle}
      </h2>
      <p className="mt-1 text-sm text-muted">{st.formLead}</p>
      <Form method="post" encType="multipart/form-data" noValidate className="mt-5 grid gap-5 sm:grid-cols-2">
        <input type="hidden" name="intent" value="spend" />
        <Field label={st.dateLabel} name="spentOn" type="date" defaultValue={v.spentOn} error={e.spentOn} required />
        <Field label={st.amountLabel} name="amount" inputMode="decimal" maxLength={24} defaultValue={v.amount} error={e.amount} required />
        <SelectField label={st.categoryLabel} name="categoryId" defaultValue={v.categoryId ?? ''} error={e.categoryId} required>
          <option value="">{st.chooseCategory}</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </SelectField>
        <Field label={st.payeeLabel} name="payee" maxLength={200} defaultValue={v.payee} error={e.payee} required />
        <TextAreaField
          label={st.descriptionLabel}
          name="description"
          rows={2}
          maxLength={1000}
          defaultValue={v.description ?? ''}
          error={e.description}
          required
          className="sm:col-span-2"
        />
        <Field label={st.quantityLabel} name="quantity" inputMode="numeric" maxLength={7} defaultValue={v.quantity} error={e.quantity} />
        <Field label={st.unitLabel} name="unit" maxLength={40} defaultValue={v.unit} error={e.unit} />
        <Field
          label={st.billLabel}
          name="bill"
          type="file"
          accept="application/pdf,image/jpeg,image/png"
          // A browser never refills a file field: after a mistake elsewhere, the bill must be chosen again.
          hint={Object.keys(e).length && !e.bill ? `${st.filesAgain} ${st.billHint}` : st.billHint}
          error={e.bill}
          className="sm:col-span-2"
        />
        <Field
          label={st.photosLabel}
          name="photos"
          type="file"
          accept="image/jpeg,image/png"
          multiple
          error={e.photos ?? e['photos.0'] ?? e['photos.1'] ?? e['photos.2']}
          className="sm:col-span-2"
        />
        <button type="submit" className="btn-primary min-h-12 sm:col-span-2 sm:justify-self-start">
          {st.submit}
        </button>
      </Form>
      {items.length ? (
        <>
          <h3 className="mt-8 text-lg font-semibold">{st.yours}</h3>
          <ul className="mt-2 divide-y divide-line">
            {items.map((i) => (
              <li key={i.id} className="py-3 text-sm">
                <div className="flex items-baseline justify-between gap-3">
                  <span className="min-w-0 font-semibold [overflow-wrap:anywhere]">{i.description}</span>
                  <span className="shrink-0 font-semibold tabular-nums">{formatINR(i.amountPaise)}</span>
                </div>
                <p className="text-muted">
                  {formatDate(`${i.date}T00:00:00+05:30`)} · {i.category} · {st.statusWord[i.status]}
                </p>
                <p className="text-muted">
                  {i.bill ? (
                    <a href={`/api/v1/spending/${i.id}/bill/original`} className="inline-flex min-h-11 items-center text-accent-800 underline">
                      {st.billOriginal(i.bill.type.toUpperCase())}
                    </a>
                  ) : (
                    st.noBill
                  )}
                </p>
                {i.rejectedReason ? <p className="mt-1 text-red-800">{st.rejectedBecause(i.rejectedReason)}</p> : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
