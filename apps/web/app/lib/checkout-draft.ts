// The donor's choice on a campaign page travels to /checkout in the URL (amount, items=IDxN,…)
// and is also kept as the spec's `check_out` draft in local storage (§3), so that coming Back
// from the checkout, or reloading, finds the same amount and quantities. Browser-safe and
// dependency-free: it runs in the loader (the URL) and in the browser (storage).
import { amountForProducts, type CampaignProduct, PAISE_PER_RUPEE, parseWholeRupees } from '@sahyog/core';

export const CHECKOUT_DRAFT_KEY = 'check_out';

/** Quantities by product id; only products of the campaign, only positive counts. */
export type Quantities = Record<number, number>;

export interface DraftItem {
  _id: number;
  title: string;
  quantity: number;
  /** Rupees per item and for the line, as the draft's amount is in rupees. */
  price: number;
  amount: number;
}

/** Field names and meanings from the spec's draft (§3); the donor's fields are '' when signed out. */
export interface CheckoutDraft {
  amount: number;
  district: string;
  city: string;
  user_mobile: string;
  user_name: string;
  state: string;
  pincode: string;
  donationId: number;
  otherItems: DraftItem[];
}

export type DraftDonor = Pick<CheckoutDraft, 'district' | 'city' | 'user_mobile' | 'user_name' | 'state' | 'pincode'>;

const NO_DONOR: DraftDonor = { district: '', city: '', user_mobile: '', user_name: '', state: '', pincode: '' };
/** ₹9,99,99,999 at most: more than anyone gives online, and safe for arithmetic in paise. */
export const MAX_AMOUNT_DIGITS = 8;

/**
 * Whole rupees of an amount as the donor typed it ("1,50,000", "₹5000"), read by core's one
 * amount rule; 0 when it is not one or has more than MAX_AMOUNT_DIGITS digits.
 */
export function amountRupees(typed: string): number {
  const rupees = parseWholeRupees(typed);
  return rupees !== null && rupees < 10 ** MAX_AMOUNT_DIGITS ? rupees : 0;
}

/** "12x2,13x1" → { 12: 2, 13: 1 }, keeping only this campaign's products and 1–999 of each. */
export function parseItems(param: string | null | undefined, products: Pick<CampaignProduct, 'id'>[]): Quantities {
  const known = new Set(products.map((p) => p.id));
  const out: Quantities = {};
  for (const part of (param ?? '').split(',')) {
    const m = /^(\d{1,9})x(\d{1,3})$/.exec(part.trim());
    if (!m) continue;
    const id = Number(m[1]);
    const n = Number(m[2]);
    if (known.has(id) && n > 0) out[id] = n;
  }
  return out;
}

export function formatItems(qty: Quantities): string {
  return Object.entries(qty)
    .filter(([, n]) => n > 0)
    .map(([id, n]) => `${id}x${n}`)
    .join(',');
}

/** Whole rupees for the chosen quantities (the spec's rule: Σ quantity × price). */
export function amountForQuantities(qty: Quantities, products: Pick<CampaignProduct, 'id' | 'pricePaise'>[]): number {
  return amountForProducts(products.map((p) => ({ quantity: qty[p.id] ?? 0, pricePaise: p.pricePaise })));
}

export interface AmountChoice {
  amount: string;
  qty: Quantities;
}

/**
 * The choice a campaign page's URL carries (`?amount=5000` or `?items=12x2`), or null. Items win:
 * the amount is then their sum, as when the donor pressed +.
 */
export function choiceFromUrl(search: URLSearchParams, products: Pick<CampaignProduct, 'id' | 'pricePaise'>[]): AmountChoice | null {
  const qty = parseItems(search.get('items'), products);
  if (Object.keys(qty).length) return { amount: String(amountForQuantities(qty, products)), qty };
  const amount = amountRupees(search.get('amount') ?? '');
  return amount > 0 ? { amount: String(amount), qty: {} } : null;
}

export function buildDraft(opts: {
  campaignId: number;
  amount: string;
  qty: Quantities;
  products: Pick<CampaignProduct, 'id' | 'title' | 'pricePaise'>[];
  donor?: DraftDonor | null | undefined;
}): CheckoutDraft {
  const otherItems = opts.products
    .filter((p) => (opts.qty[p.id] ?? 0) > 0)
    .map((p) => {
      const quantity = opts.qty[p.id] ?? 0;
      return { _id: p.id, title: p.title, quantity, price: p.pricePaise / PAISE_PER_RUPEE, amount: (quantity * p.pricePaise) / PAISE_PER_RUPEE };
    });
  return { amount: amountRupees(opts.amount), ...NO_DONOR, ...opts.donor, donationId: opts.campaignId, otherItems };
}

/**
 * The stored draft, if it is one of ours and for this campaign, as the choice it records. Local
 * storage is the donor's to edit: anything malformed is ignored, never trusted.
 */
export function choiceFromDraft(raw: string | null, campaignId: number, products: Pick<CampaignProduct, 'id' | 'pricePaise'>[]): AmountChoice | null {
  if (!raw) return null;
  let d: unknown;
  try {
    d = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!d || typeof d !== 'object') return null;
  const draft = d as Partial<Record<keyof CheckoutDraft, unknown>>;
  if (draft.donationId !== campaignId) return null;
  const items = Array.isArray(draft.otherItems) ? draft.otherItems : [];
  const pairs = items.map((it) => {
    const { _id, quantity } = (it ?? {}) as { _id?: unknown; quantity?: unknown };
    return Number.isInteger(_id) && Number.isInteger(quantity) ? `${_id}x${quantity}` : '';
  });
  const qty = parseItems(pairs.join(','), products);
  if (Object.keys(qty).length) return { amount: String(amountForQuantities(qty, products)), qty };
  const amount = draft.amount;
  return typeof amount === 'number' && Number.isSafeInteger(amount) && amount > 0 && String(amount).length <= MAX_AMOUNT_DIGITS
    ? { amount: String(amount), qty: {} }
    : null;
}

/** Storage may be full, disabled or absent (private windows, old browsers): never fail a donation over it. */
export function saveDraft(draft: CheckoutDraft, storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(CHECKOUT_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // The URL carries the same choice to the checkout.
  }
}

export function readDraft(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): string | null {
  try {
    return storage?.getItem(CHECKOUT_DRAFT_KEY) ?? null;
  } catch {
    return null;
  }
}

/**
 * The checkout again for an order not paid (another way to pay, a failed payment): the same
 * campaign, amount and items, so the donor's choice of items is not lost on the way back.
 */
export function checkoutAgainPath(order: {
  campaign: { slug: string };
  amountPaise: number;
  items: readonly { productId: number; quantity: number }[];
}): string {
  const items = order.items.map((i) => `${i.productId}x${i.quantity}`).join(',');
  return `/checkout?campaign=${order.campaign.slug}&amount=${Math.trunc(order.amountPaise / PAISE_PER_RUPEE)}${items ? `&items=${items}` : ''}`;
}
