// What the seller's forms send, shaped for core's schemas (the API takes the same shapes as JSON).
import { ATTRIBUTES_MAX } from '@sahyog/core';

export function productFields(form: Record<string, string>) {
  return {
    kind: form.kind || 'product',
    title: form.title ?? '',
    // Markdown as typed: the server renders it (or sanitizes HTML an API client sends).
    description: form.description ?? '',
    titleHi: form.titleHi ?? '',
    descriptionHi: form.descriptionHi ?? '',
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
