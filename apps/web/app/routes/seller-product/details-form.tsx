// A product's details: kind, name, description, category, brand, tags, HSN, GST, origin, and a
// listing's price. Used to add a product and to edit one. Plain form; the server checks it.
import { COUNTRIES_OF_ORIGIN, currentLanguage, GST_RATES_BP, gstPercent, PRODUCT_KINDS, type SellerProductView, sellerMessages as sm } from '@sahyog/core';
import { Field, SelectField, TextAreaField } from '../../components/Field.tsx';
import type { FieldErrors } from '../../lib/forms.ts';
import { Form } from '../../lib/links.tsx';

export interface Options {
  categories: { id: number; parentId: number | null; name: string; nameHi: string | null }[];
  brands: { id: number; name: string }[];
}

export function DetailsForm({
  p,
  options,
  values,
  errors,
}: {
  p?: SellerProductView;
  options: Options;
  values?: Record<string, string> | undefined;
  errors?: FieldErrors | undefined;
}) {
  // Category names in the page's language where staff gave one.
  const hindi = currentLanguage() === 'hi';
  const e = errors ?? {};
  const v = (k: string, saved: string) => values?.[k] ?? saved;
  const kind = v('kind', p?.kind ?? 'product');
  const tops = options.categories.filter((c) => c.parentId === null);
  const name = (c: { name: string; nameHi: string | null }) => (hindi && c.nameHi ? c.nameHi : c.name);
  return (
    <Form method="post" noValidate className="space-y-5">
      <input type="hidden" name="intent" value="details" />
      <fieldset>
        <legend className="text-sm font-semibold">{sm.kind}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-3">
          {PRODUCT_KINDS.map((k) => (
            <label
              key={k}
              className="flex min-h-12 cursor-pointer gap-3 rounded-xl border border-line bg-white p-3 has-[:checked]:border-accent-700 has-[:checked]:bg-accent-50"
            >
              <input type="radio" name="kind" value={k} defaultChecked={kind === k} className="mt-1 h-5 w-5 shrink-0 accent-accent-700" />
              <span>
                <span className="block font-semibold">{sm.kindLabels[k]}</span>
                <span className="block text-sm text-muted">{sm.kindHints[k]}</span>
              </span>
            </label>
          ))}
        </div>
        {e.kind ? <p className="mt-1 text-sm font-medium text-red-700">{e.kind}</p> : null}
      </fieldset>
      <Field label={sm.title} name="title" maxLength={150} defaultValue={v('title', p?.title ?? '')} error={e.title} />
      <TextAreaField
        label={sm.description}
        name="description"
        rows={6}
        hint={sm.descriptionHint}
        defaultValue={v('description', p?.description ?? '')}
        error={e.description}
      />
      <fieldset className="rounded-xl border border-line p-4">
        <legend className="px-1 text-sm font-semibold">{sm.hindiTitle}</legend>
        <p className="text-sm text-muted">{sm.hindiLead}</p>
        <Field label={sm.titleHi} name="titleHi" lang="hi" maxLength={150} defaultValue={v('titleHi', p?.titleHi ?? '')} error={e.titleHi} className="mt-3" />
        <TextAreaField
          label={sm.descriptionHi}
          name="descriptionHi"
          lang="hi"
          rows={4}
          defaultValue={v('descriptionHi', p?.descriptionHi ?? '')}
          error={e.descriptionHi}
          className="mt-3"
        />
      </fieldset>
      <SelectField label={sm.category} name="categoryId" defaultValue={v('categoryId', p ? String(p.categoryId) : '')} error={e.categoryId}>
        <option value="">{sm.chooseCategory}</option>
        {tops.map((t) => (
          <optgroup key={t.id} label={name(t)}>
            <option value={t.id}>{name(t)}</option>
            {options.categories
              .filter((c) => c.parentId === t.id)
              .map((c) => (
                <option key={c.id} value={c.id}>
                  {name(c)}
                </option>
              ))}
          </optgroup>
        ))}
      </SelectField>
      <SelectField label={sm.brand} name="brandId" defaultValue={v('brandId', p?.brandId ? String(p.brandId) : '')} error={e.brandId}>
        <option value="">{sm.noBrand}</option>
        {options.brands.map((b) => (
          <option key={b.id} value={b.id}>
            {b.name}
          </option>
        ))}
      </SelectField>
      <Field label={sm.tags} name="tags" maxLength={400} hint={sm.tagsHint} defaultValue={v('tags', p?.tags.join(', ') ?? '')} error={e.tags} />
      <div className="grid grid-cols-2 gap-4">
        <Field
          label={sm.hsn}
          name="hsnCode"
          inputMode="numeric"
          maxLength={8}
          hint={sm.hsnHint}
          defaultValue={v('hsnCode', p?.hsnCode ?? '')}
          error={e.hsnCode}
        />
        <SelectField label={sm.gst} name="gstRate" defaultValue={v('gstRate', p ? gstPercent(p.gstRateBp) : '5')} error={e.gstRate}>
          {GST_RATES_BP.map((bp) => (
            <option key={bp} value={gstPercent(bp)}>
              {gstPercent(bp)} %
            </option>
          ))}
        </SelectField>
      </div>
      <SelectField label={sm.country} name="countryOfOrigin" defaultValue={v('countryOfOrigin', p?.countryOfOrigin ?? 'India')} error={e.countryOfOrigin}>
        {COUNTRIES_OF_ORIGIN.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </SelectField>
      {kind === 'listing' || !p ? (
        <fieldset className="rounded-xl border border-line p-4">
          <legend className="px-1 text-sm font-semibold">{sm.kindLabels.listing}</legend>
          <Field
            label={sm.listingPrice}
            name="listingPrice"
            inputMode="decimal"
            maxLength={24}
            defaultValue={v('listingPrice', p?.listingPricePaise ? String(p.listingPricePaise / 100) : '')}
            error={e.listingPrice}
          />
          <label className="mt-3 flex min-h-11 items-center gap-3">
            <input
              type="checkbox"
              name="priceOnRequest"
              defaultChecked={values ? values.priceOnRequest === 'on' : Boolean(p?.priceOnRequest)}
              className="h-5 w-5 accent-accent-700"
            />
            <span>{sm.priceOnRequest2}</span>
          </label>
        </fieldset>
      ) : null}
      <button type="submit" className="btn-primary min-h-12 w-full sm:w-auto">
        {p ? sm.save : sm.create}
      </button>
    </Form>
  );
}
