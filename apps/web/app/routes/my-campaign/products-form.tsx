import { type CampaignDraft, contentLanguageMessages as cl, campaignEditorMessages as em, PRODUCT_SLOTS } from '@sahyog/core';
import { Field } from '../../components/Field.tsx';
import { Form } from '../../lib/links.tsx';
import type { ActionData } from './action.server.ts';

function ErrorText({ id, error }: { id: string; error?: string | undefined }) {
  return error ? (
    <p id={id} className="mt-1 text-sm font-medium text-red-700">
      {error}
    </p>
  ) : null;
}

/** The things donors can give (name, price, stock, the name in Hindi), PRODUCT_SLOTS rows; a row's error is under it. */
export function ProductsForm({ c, result }: { c: CampaignDraft; result: ActionData | undefined }) {
  const e = result?.errors ?? {};
  const v = (name: string, fallback: string) => result?.values?.[name] ?? fallback;
  return (
    <section aria-labelledby="products-title" className="card p-6">
      <h2 id="products-title" className="text-xl font-bold">
        {em.productsTitle}
      </h2>
      <p className="mt-1 text-muted">{em.productsHint}</p>
      <Form method="post" noValidate className="mt-4 space-y-4">
        <input type="hidden" name="intent" value="products" />
        {Array.from({ length: PRODUCT_SLOTS }, (_, i) => {
          const n = i + 1;
          const p = c.products[i];
          const err = e[`product${n}`];
          return (
            <fieldset
              key={`product-${n}`}
              className="grid gap-3 rounded-xl border border-line p-3 sm:grid-cols-[2fr_1fr_1fr]"
              aria-describedby={err ? `product${n}-error` : undefined}
            >
              <legend className="px-1 text-sm font-semibold">{em.productName(n)}</legend>
              <Field label={em.productName(n)} name={`product${n}title`} maxLength={80} defaultValue={v(`product${n}title`, p?.title ?? '')} />
              <Field
                label={em.productPrice}
                id={`f-product${n}price`}
                name={`product${n}price`}
                inputMode="numeric"
                defaultValue={v(`product${n}price`, p ? String(p.pricePaise / 100) : '')}
              />
              <Field
                label={em.productStock}
                id={`f-product${n}stock`}
                name={`product${n}stock`}
                inputMode="numeric"
                defaultValue={v(`product${n}stock`, p ? String(p.stock) : '')}
              />
              {/* Its Hindi name (issue 39): optional; /hi pages show it, else the English. */}
              <Field
                label={cl.itemHi(n)}
                className="sm:col-span-3"
                name={`product${n}titleHi`}
                lang="hi"
                maxLength={80}
                defaultValue={v(`product${n}titleHi`, p?.titleHi ?? '')}
                error={e[`${i}.titleHi`]}
              />
              <div className="sm:col-span-3">
                <ErrorText id={`product${n}-error`} error={err} />
              </div>
            </fieldset>
          );
        })}
        <button type="submit" className="btn-quiet min-h-12">
          {em.productsSave}
        </button>
      </Form>
    </section>
  );
}
