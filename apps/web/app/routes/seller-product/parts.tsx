// The product page's sections: photos, variations, a package's contents, publish/copy/archive.
import { ATTRIBUTES_MAX, formatINR, PRODUCT_IMAGES_MAX, type SellerProductView, STOCK_ALERT_AT, sellerMessages as sm, type VariantView } from '@sahyog/core';
import { Field } from '../../components/Field.tsx';
import type { FieldErrors } from '../../lib/forms.ts';
import { Form, Link } from '../../lib/links.tsx';

const rupees = (paise: number) => String(paise / 100);

export function Photos({ p, error }: { p: SellerProductView; error?: string | undefined }) {
  return (
    <section aria-labelledby="photos-title" className="card p-5">
      <h2 id="photos-title" className="text-xl font-bold">
        {sm.photosTitle}
      </h2>
      {p.images.length === 0 ? <p className="mt-2 text-muted">{sm.noPhotos}</p> : null}
      {p.images.length ? (
        <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {p.images.map((img, i) => (
            <li key={img.jpeg} className="space-y-2">
              <picture>
                <source srcSet={img.webp} type="image/webp" />
                <img
                  src={img.jpeg}
                  alt={sm.photo(i + 1)}
                  width={img.width}
                  height={img.height}
                  className="aspect-square w-full rounded-xl bg-stone-100 object-cover"
                />
              </picture>
              {i === 0 ? <p className="text-center text-sm font-semibold text-accent-800">{sm.photoMain}</p> : null}
              <Form method="post" className="flex flex-col gap-1">
                <input type="hidden" name="photo" value={img.jpeg} />
                {i > 0 ? (
                  <button type="submit" name="intent" value="photo-first" className="btn-quiet min-h-11 text-sm" aria-label={sm.photoFirst(i + 1)}>
                    {sm.makeMain}
                  </button>
                ) : null}
                <button type="submit" name="intent" value="photo-remove" className="btn-quiet min-h-11 text-sm text-red-800" aria-label={sm.photoRemove(i + 1)}>
                  {sm.removeVariant}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      ) : null}
      {p.images.length < PRODUCT_IMAGES_MAX ? (
        <Form method="post" encType="multipart/form-data" className="mt-4 space-y-3">
          <input type="hidden" name="intent" value="photo" />
          <Field
            label={sm.photoField}
            name="photo"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            hint={sm.photosHint}
            error={error}
            className="[&_input]:py-2"
          />
          <button type="submit" className="btn-secondary min-h-12">
            {sm.photoAdd}
          </button>
        </Form>
      ) : null}
    </section>
  );
}

/** One variation's fields; a saved one edits in place, the last form adds a new one. */
function VariantFields({
  v,
  names = [],
  values,
  errors,
  prefix,
}: {
  v?: VariantView;
  names?: string[];
  values?: Record<string, string> | undefined;
  errors: FieldErrors;
  prefix: string;
}) {
  const attrs = v ? Object.entries(v.attributes) : names.map((n) => [n, ''] as const);
  const val = (k: string, saved: string) => values?.[k] ?? saved;
  // Two attribute rows are shown (Size, Colour); more arrive through the API.
  const rows = [1, 2, 3, 4].slice(0, Math.max(2, Math.min(ATTRIBUTES_MAX, attrs.length)));
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {rows.map((n) => (
        <div key={n} className="contents">
          <Field
            id={`${prefix}-a${n}n`}
            label={sm.attrName(n)}
            name={`attr${n}Name`}
            maxLength={30}
            defaultValue={val(`attr${n}Name`, attrs[n - 1]?.[0] ?? '')}
          />
          <Field
            id={`${prefix}-a${n}v`}
            label={sm.attrValue(n)}
            name={`attr${n}Value`}
            maxLength={30}
            defaultValue={val(`attr${n}Value`, attrs[n - 1]?.[1] ?? '')}
          />
        </div>
      ))}
      {errors.attributes ? <p className="col-span-2 text-sm font-medium text-red-700 sm:col-span-4">{errors.attributes}</p> : null}
      <Field
        id={`${prefix}-sku`}
        label={sm.sku}
        name="sku"
        maxLength={40}
        autoCapitalize="characters"
        defaultValue={val('sku', v?.sku ?? '')}
        error={errors.sku}
      />
      <Field
        id={`${prefix}-stock`}
        label={sm.stock}
        name="stock"
        inputMode="numeric"
        maxLength={7}
        defaultValue={val('stock', v ? String(v.stock) : '')}
        error={errors.stock}
      />
      <Field
        id={`${prefix}-mrp`}
        label={sm.mrp}
        name="mrp"
        inputMode="decimal"
        maxLength={24}
        defaultValue={val('mrp', v ? rupees(v.mrpPaise) : '')}
        error={errors.mrp}
      />
      <Field
        id={`${prefix}-price`}
        label={sm.price}
        name="price"
        inputMode="decimal"
        maxLength={24}
        defaultValue={val('price', v ? rupees(v.pricePaise) : '')}
        error={errors.price}
      />
      <Field
        id={`${prefix}-weight`}
        label={sm.weight}
        name="weightGrams"
        inputMode="numeric"
        maxLength={7}
        defaultValue={val('weightGrams', v ? String(v.weightGrams) : '')}
        error={errors.weightGrams}
      />
    </div>
  );
}

export function Variants({ p, result }: { p: SellerProductView; result?: { key?: string; errors: FieldErrors; values?: Record<string, string> } | undefined }) {
  const canAdd = p.kind === 'product' || (p.kind === 'package' && p.variantList.length === 0);
  const label = (v: VariantView) =>
    Object.entries(v.attributes)
      .map(([k, val]) => `${k}: ${val}`)
      .join(' · ') || v.sku;
  // A new variation starts with the attribute names the others use (Size, Colour), values empty.
  const names = Object.keys(p.variantList[0]?.attributes ?? {});
  return (
    <section aria-labelledby="variants-title" className="card p-5">
      <h2 id="variants-title" className="text-xl font-bold">
        {sm.variantsTitle}
      </h2>
      <p className="mt-1 text-sm text-muted">{p.kind === 'package' ? sm.packageVariantHint : sm.variantsHint}</p>
      {p.variantList.length === 0 ? <p className="mt-3 text-muted">{sm.noVariants}</p> : null}
      <ul className="mt-4 space-y-3">
        {p.variantList.map((v) => {
          const mine = result?.key === String(v.id);
          return (
            <li key={v.id} className="rounded-xl border border-line">
              {/* Each saved variation is one line (what a seller checks at a glance); its form opens on demand. */}
              <details open={mine}>
                <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-3 p-4 [&::-webkit-details-marker]:hidden">
                  <span className="min-w-0">
                    <span className="block font-semibold">{label(v)}</span>
                    <span className="block text-sm text-muted">
                      <span className="font-semibold text-stone-900 tabular-nums">{formatINR(v.pricePaise)}</span>
                      {v.mrpPaise > v.pricePaise ? <span className="ml-1 line-through tabular-nums">{formatINR(v.mrpPaise)}</span> : null}
                      {' · '}
                      <span className={v.stock <= STOCK_ALERT_AT ? 'font-semibold text-amber-900' : ''}>
                        {v.stock > 0 ? sm.inStock(v.stock) : sm.outOfStock}
                      </span>
                      {` · ${v.sku}`}
                    </span>
                  </span>
                  <span className="shrink-0 text-sm font-semibold text-accent-800">
                    {sm.edit}
                    <span className="sr-only">: {label(v)}</span>
                  </span>
                </summary>
                <Form method="post" noValidate className="space-y-3 border-t border-line p-4">
                  <input type="hidden" name="variantId" value={v.id} />
                  <VariantFields v={v} values={mine ? result?.values : undefined} errors={mine ? (result?.errors ?? {}) : {}} prefix={`v${v.id}`} />
                  <div className="flex flex-wrap gap-2">
                    <button type="submit" name="intent" value="variant-save" className="btn-secondary min-h-11" aria-label={`${sm.saveVariant}: ${label(v)}`}>
                      {sm.saveVariant}
                    </button>
                    <button
                      type="submit"
                      name="intent"
                      value="variant-remove"
                      className="btn-quiet min-h-11 text-red-800"
                      aria-label={`${sm.removeVariant}: ${label(v)}`}
                    >
                      {sm.removeVariant}
                    </button>
                  </div>
                </Form>
              </details>
            </li>
          );
        })}
      </ul>
      {canAdd ? (
        <Form method="post" noValidate className="mt-4 space-y-3 rounded-xl bg-stone-50 p-4">
          <h3 className="font-semibold">{sm.newVariant}</h3>
          <input type="hidden" name="intent" value="variant-add" />
          <VariantFields
            key={p.variantList.length}
            names={names}
            values={result?.key === 'new' ? result.values : undefined}
            errors={result?.key === 'new' ? result.errors : {}}
            prefix="new"
          />
          <button type="submit" className="btn-primary min-h-12 w-full sm:w-auto">
            {sm.addVariant}
          </button>
        </Form>
      ) : null}
    </section>
  );
}

export function PackageForm({
  p,
  choices,
  error,
}: {
  p: SellerProductView;
  choices: { variantId: number; title: string; sku: string; attributes: Record<string, string> }[];
  error?: string | undefined;
}) {
  const qty = new Map(p.packageItems.map((i) => [i.variantId, i.quantity]));
  return (
    <section aria-labelledby="package-title" className="card p-5">
      <h2 id="package-title" className="text-xl font-bold">
        {sm.packageTitle}
      </h2>
      <p className="mt-1 text-sm text-muted">{sm.packageHint}</p>
      {choices.length === 0 ? (
        <p className="mt-3 text-muted">{sm.packageNone}</p>
      ) : (
        <Form method="post" noValidate className="mt-4 space-y-3">
          <input type="hidden" name="intent" value="package" />
          <ul className="divide-y divide-line">
            {choices.map((c) => (
              <li key={c.variantId} className="flex items-center justify-between gap-3 py-2">
                <label htmlFor={`qty-${c.variantId}`} className="min-w-0">
                  <span className="block truncate font-medium">{c.title}</span>
                  <span className="block text-sm text-muted">{[...Object.values(c.attributes), c.sku].join(' · ')}</span>
                </label>
                <input
                  id={`qty-${c.variantId}`}
                  name={`qty-${c.variantId}`}
                  inputMode="numeric"
                  maxLength={2}
                  defaultValue={qty.get(c.variantId) ?? ''}
                  aria-label={`${sm.quantity}: ${c.title} ${c.sku}`}
                  className="min-h-11 w-16 rounded-xl border border-stone-400 bg-white px-3 text-center"
                />
              </li>
            ))}
          </ul>
          {error ? <p className="text-sm font-medium text-red-700">{error}</p> : null}
          <button type="submit" className="btn-secondary min-h-12">
            {sm.packageSave}
          </button>
        </Form>
      )}
    </section>
  );
}

export function StatusActions({ p, approved }: { p: SellerProductView; approved: boolean }) {
  return (
    <section aria-labelledby="status-title" className="card p-5">
      <h2 id="status-title" className="text-xl font-bold">
        {sm.actionsTitle}
      </h2>
      {p.status === 'published' && p.slug ? (
        <p className="mt-2">
          <Link to={`/shop/products/${p.slug}`} className="font-semibold text-accent-800">
            {sm.view} →
          </Link>
        </p>
      ) : null}
      {p.status === 'draft' ? <p className="mt-1 text-sm text-muted">{approved ? sm.publishNeedsList : sm.notApprovedYet}</p> : null}
      <Form method="post" className="mt-4 flex flex-wrap gap-2">
        {p.status === 'draft' && approved ? (
          <button type="submit" name="intent" value="publish" className="btn-primary min-h-12 w-full sm:w-auto">
            {sm.publish}
          </button>
        ) : null}
        <button type="submit" name="intent" value="copy" className="btn-secondary min-h-12">
          {sm.copy}
        </button>
        {p.status !== 'archived' ? (
          <button type="submit" name="intent" value="archive" className="btn-quiet min-h-12">
            {sm.archive}
          </button>
        ) : null}
      </Form>
    </section>
  );
}
