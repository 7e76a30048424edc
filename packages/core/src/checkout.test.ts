// The checkout's one arithmetic (checkoutTotals), with sums worked out by hand. The page's live
// total and the server's form check both call it, so these are the amounts a donor is charged.
import { describe, expect, it } from 'vitest';
import { amountForProducts, checkoutTotals } from './checkout.ts';
import { checkoutForm } from './giving.ts';

describe('checkoutTotals', () => {
  it('adds a tip and an urgent-cause amount typed the Indian way: ₹3,000 + "1,000" + "1,000" is ₹5,000', () => {
    expect(checkoutTotals({ amount: '3000', tip: '4', tip_other: '1,000', urgent: 'other', urgent_other: '1,000' })).toEqual({
      basePaise: 3000_00,
      tipPaise: 1000_00,
      urgentPaise: 1000_00,
      totalPaise: 5000_00,
      errors: {},
    });
  });

  it('reads ₹, Rs, paise and grouping in the typed amounts', () => {
    const t = checkoutTotals({ amount: '₹1,50,000', tip: '4', tip_other: 'Rs 1,250.50', urgent: 'other', urgent_other: '₹ 2,000' });
    expect([t.basePaise, t.tipPaise, t.urgentPaise, t.totalPaise]).toEqual([150000_00, 1250_50, 2000_00, 153250_50]);
  });

  it('takes 0, 12, 15 and 20 % of the campaign amount only, never of the urgent-cause amount', () => {
    // ₹3,333: 12 % = ₹399.96, 15 % = ₹499.95, 20 % = ₹666.60, each a whole number of paise.
    const tips = ['0', '1', '2', '3'].map((tip) => checkoutTotals({ amount: '3333', tip, urgent: '2000' }));
    expect(tips.map((t) => t.tipPaise)).toEqual([0, 399_96, 499_95, 666_60]);
    expect(tips.map((t) => t.totalPaise)).toEqual([5333_00, 5732_96, 5832_95, 5999_60]);
  });

  it('the 20 % option is 20 %, not the 15 % the old markup sent', () => {
    expect(checkoutTotals({ amount: '5000', tip: '3' }).tipPaise).toBe(1000_00);
  });

  it('a preset urgent amount is its rupees; "not now" is nothing', () => {
    expect(checkoutTotals({ amount: '500', urgent: '3000' }).urgentPaise).toBe(3000_00);
    expect(checkoutTotals({ amount: '500', urgent: '', urgent_other: '1,000' }).urgentPaise).toBe(0);
  });

  it('an Other tip left empty or unreadable is an error and adds nothing to the total', () => {
    for (const tip_other of ['', '  ', '1,00', 'abc', '-5', '1e3']) {
      const t = checkoutTotals({ amount: '3000', tip: '4', tip_other });
      expect(t.errors).toEqual({ tip_other: 'Please enter a tip amount, or choose another option' });
      expect(t.totalPaise).toBe(3000_00);
    }
  });

  it('a tip above the campaign amount is refused on the form, as the order service refuses it', () => {
    expect(checkoutTotals({ amount: '500', tip: '4', tip_other: '500' }).errors).toEqual({});
    const t = checkoutTotals({ amount: '500', tip: '4', tip_other: '500.01' });
    expect(t.errors).toEqual({ tip_other: 'The tip can be at most the donation amount' });
    expect(t.totalPaise).toBe(500_00);
  });

  it('an unreadable urgent amount is an error; the urgent field left empty is nothing', () => {
    expect(checkoutTotals({ amount: '500', urgent: 'other', urgent_other: '1,0000' }).errors).toEqual({
      urgent_other: 'Please enter the urgent-cause amount in rupees',
    });
    expect(checkoutTotals({ amount: '500', urgent: 'other', urgent_other: '' })).toMatchObject({ urgentPaise: 0, errors: {} });
  });

  it('the amount: whole rupees, at least ₹300, and one past ten digits is sent to bank transfer', () => {
    expect(checkoutTotals({ amount: '' }).errors.amount).toBe('Please enter amount');
    expect(checkoutTotals({ amount: '300.50' }).errors.amount).toBe('Please enter amount');
    expect(checkoutTotals({ amount: '299' }).errors.amount).toBe('Minimum donation amount is ₹300');
    expect(checkoutTotals({ amount: '300' }).errors).toEqual({});
    expect(checkoutTotals({ amount: '12345678901' }).errors.amount).toBe(
      'For a gift above ₹10,00,000, please contact us: we will help you give by bank transfer.',
    );
  });
});

describe('the form the server reads', () => {
  const form = {
    user_name: 'Asha Rao',
    user_email: 'asha@example.in',
    user_mobile: '9876543210',
    campaign: 'clean-water',
    amount: '3333',
    tip: '4',
    tip_other: '1,000',
    urgent: 'other',
    urgent_other: '1,000',
    method: 'simulator',
    idempotency_key: 'key-12345678',
  };
  it('asks for the amounts the page showed (₹3,333 + ₹1,000 + ₹1,000), with or without a total sent', () => {
    for (const total of ['', '5333.00']) {
      const r = checkoutForm.safeParse({ ...form, total });
      expect(r.success).toBe(true);
      expect(r.data?.order).toMatchObject({ amountPaise: 3333_00, tipPaise: 1000_00, urgentPaise: 1000_00 });
    }
  });
  it('answers the tip and urgent errors under their fields', () => {
    const r = checkoutForm.safeParse({ ...form, tip_other: '1,00', urgent_other: 'lots' });
    expect(r.success).toBe(false);
    expect(Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]))).toMatchObject({
      tip_other: 'Please enter a tip amount, or choose another option',
      urgent_other: 'Please enter the urgent-cause amount in rupees',
    });
  });
});

describe('amountForProducts', () => {
  it('is Σ quantity × price in whole rupees, rounded down', () => {
    // 2 × ₹1,250 + 3 × ₹99.50 = ₹2,500 + ₹298.50 = ₹2,798.50 → ₹2,798.
    expect(
      amountForProducts([
        { quantity: 2, pricePaise: 1250_00 },
        { quantity: 3, pricePaise: 99_50 },
      ]),
    ).toBe(2798);
    expect(amountForProducts([])).toBe(0);
  });
});
