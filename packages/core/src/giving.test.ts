import { describe, expect, it } from 'vitest';
import { CHECKOUT_FIELD_ORDER, tipForOption } from './checkout.ts';
import { fieldErrors } from './errors.ts';
import { canTransition, checkoutForm, ORDER_STATUSES, parseItems, upiAmount, upiUri } from './giving.ts';

describe('order states', () => {
  // Written out by hand from the issue: created → pending → paid | failed | cancelled, then
  // refunded; a capture after a failed or cancelled attempt is still money received.
  const allowed = new Set([
    'created>pending',
    'created>paid',
    'created>failed',
    'created>cancelled',
    'pending>paid',
    'pending>failed',
    'pending>cancelled',
    'failed>paid',
    'cancelled>paid',
    'paid>refunded',
  ]);
  for (const from of ORDER_STATUSES)
    for (const to of ORDER_STATUSES)
      it(`${from} → ${to} is ${allowed.has(`${from}>${to}`) ? 'allowed' : 'refused'}`, () => {
        expect(canTransition(from, to)).toBe(allowed.has(`${from}>${to}`));
      });
});

describe('tips', () => {
  it('are 0, 12, 15 and 20 % of the base (each option its own value), Other is typed', () => {
    expect([0, 1, 2, 3].map((o) => tipForOption(3000_00, String(o)))).toEqual([0, 360_00, 450_00, 600_00]);
    expect(tipForOption(3000_00, '4')).toBeNull();
    // 15 % of ₹9,999 is ₹1,499.85: exact in paise.
    expect(tipForOption(9999_00, '2')).toBe(1499_85);
    // Never more than the percentage: 12 % of 333 paise is 39.96, so 39.
    expect(tipForOption(333, '1')).toBe(39);
  });
});

describe('UPI links', () => {
  it('carry the exact amount with two decimals, and encode every value', () => {
    expect(upiAmount(3450_00)).toBe('3450.00');
    expect(upiAmount(1499_85)).toBe('1499.85');
    expect(upiAmount(5)).toBe('0.05');
    const uri = upiUri({ vpa: 'seva@upi', payeeName: 'Sahyog & Sons Foundation', reference: 'SGABC', totalPaise: 300_05, note: 'Donation SGABC' });
    expect(uri).toBe('upi://pay?pa=seva@upi&pn=Sahyog%20%26%20Sons%20Foundation&tr=SGABC&tn=Donation%20SGABC&am=300.05&cu=INR');
  });
  it('keep the payee’s @ literal and carry the merchant category code when one is set', () => {
    const uri = upiUri({ vpa: 'seva.trust@okaxis', payeeName: 'Seva', merchantCode: '8398', reference: 'SGABC', totalPaise: 300_00, note: 'Donation SGABC' });
    expect(uri).toContain('pa=seva.trust@okaxis&');
    expect(uri).not.toContain('%40');
    expect(new URL(uri).searchParams.get('mc')).toBe('8398');
    expect(upiUri({ vpa: 'a@b', payeeName: 'X', merchantCode: '', reference: 'R', totalPaise: 100, note: 'n' })).not.toContain('mc=');
  });
  it('keep the note short', () => {
    const uri = new URL(upiUri({ vpa: 'a@b', payeeName: 'X', reference: 'R', totalPaise: 100, note: 'n'.repeat(80) }));
    expect(uri.searchParams.get('tn')).toHaveLength(50);
  });
});

describe('the checkout form', () => {
  const base = { campaign: 'c', amount: '3000', method: 'simulator', idempotency_key: 'key-12345678' };
  it('answers the spec’s messages in its order: name, email, number', () => {
    const r = checkoutForm.safeParse({ ...base, user_name: '', user_email: '', user_mobile: '' });
    expect(r.success).toBe(false);
    const errors = r.success ? {} : fieldErrors(r.error);
    const ordered = CHECKOUT_FIELD_ORDER.map((k) => errors[k]).filter(Boolean);
    expect(ordered.slice(0, 3)).toEqual(['Please enter name', 'Please enter email', 'Please enter number']);
  });
  it('computes the tip from the option, and the urgent amount from a preset or a typed one', () => {
    const donor = { user_name: 'A', user_email: 'a@example.in', user_mobile: '9876543210' };
    const twenty = checkoutForm.parse({ ...base, ...donor, tip: '3', urgent: '1000' });
    expect(twenty.order).toMatchObject({ amountPaise: 3000_00, tipPaise: 600_00, urgentPaise: 1000_00 });
    const other = checkoutForm.parse({ ...base, ...donor, tip: '4', tip_other: '101.50', urgent: 'other', urgent_other: '2500' });
    expect(other.order).toMatchObject({ tipPaise: 101_50, urgentPaise: 2500_00 });
    expect(checkoutForm.parse({ ...base, ...donor }).order).toMatchObject({ tipPaise: 0, urgentPaise: 0, whatsappUpdates: false });
    expect(checkoutForm.parse({ ...base, ...donor, whatsapp: 'on', hide_name: 'on' }).order).toMatchObject({ whatsappUpdates: true, hideName: true });
  });
  it('refuses an amount under ₹300 and an unreadable tip', () => {
    const donor = { user_name: 'A', user_email: 'a@example.in', user_mobile: '9876543210' };
    const low = checkoutForm.safeParse({ ...base, ...donor, amount: '299' });
    expect(low.success ? {} : fieldErrors(low.error)).toMatchObject({ amount: 'Minimum donation amount is ₹300' });
    // Exactly ₹300 is the minimum itself, so the form takes it.
    expect(checkoutForm.parse({ ...base, ...donor, amount: '300' }).order.amountPaise).toBe(300_00);
    const tip = checkoutForm.safeParse({ ...base, ...donor, tip: '4', tip_other: 'lots' });
    expect(tip.success ? {} : fieldErrors(tip.error)).toHaveProperty('tip_other');
  });
});

describe('product items from the campaign page', () => {
  it('reads id x quantity pairs and drops zero quantities', () => {
    expect(parseItems('12x2,13x0,7x1')).toEqual([
      { productId: 12, quantity: 2 },
      { productId: 7, quantity: 1 },
    ]);
    expect(parseItems('')).toEqual([]);
    expect(parseItems('12x')).toBeNull();
    expect(parseItems('1x1;drop table')).toBeNull();
  });
});
