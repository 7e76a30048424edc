import { describe, expect, it } from 'vitest';
import { buildDraft, CHECKOUT_DRAFT_KEY, choiceFromDraft, choiceFromUrl, parseItems, readDraft, saveDraft } from './checkout-draft.ts';

const products = [
  { id: 11, title: 'Blanket', pricePaise: 450_00 },
  { id: 12, title: 'Family kit', pricePaise: 1_999_50 },
];

describe('checkout draft (spec §3, local storage key check_out)', () => {
  it('has the spec fields: amount, the donor fields, donationId and the items chosen', () => {
    const d = buildDraft({
      campaignId: 3001,
      amount: '4899',
      qty: { 11: 2, 12: 2 },
      products,
      donor: { user_name: 'Asha Rao', user_mobile: '9876543210', district: 'Jaipur', city: 'Jaipur', state: 'Rajasthan', pincode: '302039' },
    });
    expect(d).toEqual({
      amount: 4899,
      district: 'Jaipur',
      city: 'Jaipur',
      user_mobile: '9876543210',
      user_name: 'Asha Rao',
      state: 'Rajasthan',
      pincode: '302039',
      donationId: 3001,
      otherItems: [
        { _id: 11, title: 'Blanket', quantity: 2, price: 450, amount: 900 },
        { _id: 12, title: 'Family kit', quantity: 2, price: 1999.5, amount: 3999 },
      ],
    });
  });

  it('signed out: the donor fields are empty strings; items at 0 are left out', () => {
    const d = buildDraft({ campaignId: 7, amount: '3000', qty: { 11: 0 }, products, donor: null });
    expect(d).toMatchObject({ amount: 3000, user_name: '', user_mobile: '', city: '', district: '', state: '', pincode: '', otherItems: [] });
  });

  it('round-trips through storage to the same choice, for the same campaign only', () => {
    const store = new Map<string, string>();
    const storage = { setItem: (k: string, v: string) => void store.set(k, v), getItem: (k: string) => store.get(k) ?? null };
    saveDraft(buildDraft({ campaignId: 3001, amount: '1800', qty: { 11: 4 }, products }), storage);
    expect([...store.keys()]).toEqual([CHECKOUT_DRAFT_KEY]);
    expect(choiceFromDraft(readDraft(storage), 3001, products)).toEqual({ amount: '1800', qty: { 11: 4 } });
    expect(choiceFromDraft(readDraft(storage), 3002, products)).toBeNull();
    saveDraft(buildDraft({ campaignId: 3001, amount: '5000', qty: {}, products }), storage);
    expect(choiceFromDraft(readDraft(storage), 3001, products)).toEqual({ amount: '5000', qty: {} });
  });

  it('a tampered or foreign draft is ignored, never trusted', () => {
    for (const raw of [
      null,
      '',
      'not json',
      '[]',
      'null',
      '{"donationId":"3001","amount":500}',
      '{"donationId":3001,"amount":-5}',
      '{"donationId":3001,"amount":1e30}',
    ]) {
      expect(choiceFromDraft(raw, 3001, products), String(raw)).toBeNull();
    }
    // Items of another campaign's products are dropped; the amount is recomputed from prices, not read.
    expect(choiceFromDraft('{"donationId":3001,"amount":1,"otherItems":[{"_id":11,"quantity":3},{"_id":99,"quantity":5}]}', 3001, products)).toEqual({
      amount: '1350',
      qty: { 11: 3 },
    });
  });

  it('storage that throws (private windows, full quota) does not stop a donation', () => {
    const broken = {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(() => saveDraft(buildDraft({ campaignId: 1, amount: '300', qty: {}, products }), broken)).not.toThrow();
    expect(readDraft(broken)).toBeNull();
  });
});

describe('the choice in a campaign page URL (?amount=, ?items=IDxN,…)', () => {
  it('reads an amount, or items whose sum becomes the amount', () => {
    expect(choiceFromUrl(new URLSearchParams('amount=5000'), products)).toEqual({ amount: '5000', qty: {} });
    expect(choiceFromUrl(new URLSearchParams('amount=200'), products)).toEqual({ amount: '200', qty: {} });
    expect(choiceFromUrl(new URLSearchParams('amount=1&items=11x2,12x1'), products)).toEqual({ amount: '2899', qty: { 11: 2, 12: 1 } });
  });

  it('ignores what is not a plain amount or a known item', () => {
    for (const q of ['', 'amount=', 'amount=abc', 'amount=12.5', 'amount=123456789', 'items=99x2', 'items=11x0', 'items=11']) {
      expect(choiceFromUrl(new URLSearchParams(q), products), q).toBeNull();
    }
    expect(parseItems('11x2,,junk,12x1000', products)).toEqual({ 11: 2 });
    expect(parseItems('12x999', products)).toEqual({ 12: 999 });
  });
});
