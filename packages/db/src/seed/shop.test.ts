// The shop's demo data holds together: what issue 24 asks of it, and what the services that will
// write it refuse (a SKU twice, a package of another seller's variation, a photo not there).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SHOP_BRANDS, SHOP_CATEGORIES, SHOP_PHOTOS_DIR, SHOP_PRODUCTS, SHOP_VENDORS } from './shop.ts';

const CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** GSTIN's check character (mod 36, weights 1 and 2 from the left). */
function gstinCheck(first14: string): string {
  let sum = 0;
  for (const [i, ch] of [...first14].entries()) {
    const v = CHARS.indexOf(ch) * (i % 2 ? 2 : 1);
    sum += Math.floor(v / 36) + (v % 36);
  }
  return CHARS[(36 - (sum % 36)) % 36] ?? '';
}

describe('shop demo data', () => {
  it('has three sellers in Rajasthan, Maharashtra and Karnataka, one with a valid GSTIN of its state', () => {
    expect(SHOP_VENDORS.map((v) => v.state)).toEqual(['Rajasthan', 'Maharashtra', 'Karnataka']);
    const withGst = SHOP_VENDORS.filter((v) => v.gstin);
    expect(withGst).toHaveLength(1);
    const g = withGst[0]?.gstin ?? '';
    expect(g).toMatch(/^08[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/);
    expect(g.slice(2, 12)).toBe(withGst[0]?.pan);
    expect(g[14]).toBe(gstinCheck(g.slice(0, 14)));
    expect(gstinCheck('27AAPFU0939F1Z')).toBe('V'); // a published example GSTIN
    for (const v of SHOP_VENDORS) {
      expect(v.ifsc).toMatch(/^[A-Z]{4}0[A-Z0-9]{6}$/);
      expect(v.pan).toMatch(/^[A-Z]{5}\d{4}[A-Z]$/);
      expect(v.pinCode).toMatch(/^[1-9]\d{5}$/);
    }
  });

  it('has 30 listings, products with 2–3 variations priced at or under MRP, packages of their seller’s variations, two services', () => {
    expect(SHOP_PRODUCTS).toHaveLength(30);
    const categories = new Set(SHOP_CATEGORIES.flatMap((c) => [c.slug, ...(c.children ?? []).map((x) => x.slug)]));
    const brands = new Set(SHOP_BRANDS.map((b) => b.slug));
    const skus = SHOP_PRODUCTS.flatMap((p) => p.variants.map((v) => v.sku));
    expect(new Set(skus).size).toBe(skus.length);
    for (const p of SHOP_PRODUCTS) {
      expect(categories.has(p.category), p.title).toBe(true);
      if (p.brand) expect(brands.has(p.brand), p.title).toBe(true);
      for (const v of p.variants) expect(v.pricePaise <= v.mrpPaise && v.pricePaise > 0, v.sku).toBe(true);
      if (p.kind === 'product') expect(p.variants.length, p.title).toBeGreaterThanOrEqual(2);
      if (p.kind === 'product') expect(p.variants.length, p.title).toBeLessThanOrEqual(3);
      if (p.kind === 'package') {
        const own = new Set(SHOP_PRODUCTS.filter((q) => q.vendor === p.vendor).flatMap((q) => q.variants.map((v) => v.sku)));
        for (const item of p.packageItems ?? []) expect(own.has(item.sku), item.sku).toBe(true);
      }
      if (p.kind === 'listing') expect(p.variants).toEqual([]);
    }
    expect(SHOP_PRODUCTS.filter((p) => p.kind === 'listing')).toHaveLength(2);
    expect(SHOP_PRODUCTS.filter((p) => p.kind === 'package').length).toBeGreaterThanOrEqual(1);
    expect(SHOP_PRODUCTS.some((p) => p.kind === 'listing' && p.priceOnRequest)).toBe(true);
  });

  it('has a photo file for every listing, under 1.5 MB in all', () => {
    const dir = fileURLToPath(SHOP_PHOTOS_DIR);
    for (const p of SHOP_PRODUCTS) for (const f of p.photos) expect(existsSync(`${dir}${f}`), f).toBe(true);
    const total = readdirSync(dir).reduce((n, f) => n + statSync(`${dir}${f}`).size, 0);
    expect(total).toBeLessThan(1.5 * 1024 * 1024);
  });
});
