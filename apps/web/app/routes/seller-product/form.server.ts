// What the seller's forms send, shaped for core's schemas (the API takes the same shapes as JSON).
import { ATTRIBUTES_MAX } from '@sahyog/core';

const esc = (t: string) => t.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * The description box holds plain text (a blank line between paragraphs) or the HTML it was
 * saved as: plain text becomes paragraphs; HTML goes to the server's sanitizer as it is.
 */
export function descriptionHtml(typed: string): string {
  const text = typed.replace(/\r\n?/g, '\n').trim();
  if (/<[a-z][^>]*>/i.test(text)) return text;
  return text
    .split(/\n{2,}/)
    .filter(Boolean)
    .map((p) => `<p>${esc(p.trim()).replaceAll('\n', '<br>')}</p>`)
    .join('');
}

export function productFields(form: Record<string, string>) {
  return {
    kind: form.kind || 'product',
    title: form.title ?? '',
    description: descriptionHtml(form.description ?? ''),
    titleHi: form.titleHi ?? '',
    descriptionHi: descriptionHtml(form.descriptionHi ?? ''),
    categoryId: form.categoryId ?? '',
    brandId: form.brandId ?? '',
    tags: form.tags ?? '',
    hsnCode: form.hsnCode ?? '',
    gstRate: form.gstRate ?? '',
    countryOfOrigin: form.countryOfOrigin ?? '',
    listingPrice: form.listingPrice ?? '',
    priceOnRequest: form.priceOnRequest === 'on',
  };
}

/** A variation's row: attribute pairs attrNName / attrNValue, then its numbers as typed. */
export function variantFields(form: Record<string, string>) {
  const attributes: Record<string, string> = {};
  for (let i = 1; i <= ATTRIBUTES_MAX; i++) {
    const name = (form[`attr${i}Name`] ?? '').trim();
    const value = (form[`attr${i}Value`] ?? '').trim();
    if (name || value) attributes[name || `?${i}`] = value;
  }
  return {
    attributes,
    sku: form.sku ?? '',
    mrp: form.mrp ?? '',
    price: form.price ?? '',
    stock: form.stock ?? '',
    weightGrams: form.weightGrams || '0',
  };
}
