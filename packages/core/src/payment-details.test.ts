import { describe, expect, it } from 'vitest';
import { asksForPayment, paymentDetailsIn } from './payment-details.ts';

describe('paymentDetailsIn', () => {
  it('finds UPI IDs, and not email addresses', () => {
    expect(paymentDetailsIn('Send it to kavita.r@okaxis or 98290-41007@ybl.')).toEqual([
      { kind: 'upi', value: 'kavita.r@okaxis' },
      { kind: 'upi', value: '98290-41007@ybl' },
      // The UPI ID's handle is a mobile number: a payment app pays that number too.
      { kind: 'phone', value: '9829041007' },
    ]);
    expect(paymentDetailsIn('Write to kavita@gmail.com or help@sahyog.org.in for the photos.')).toEqual([]);
    expect(paymentDetailsIn('Pay HELPKIDS@PAYTM now')).toEqual([{ kind: 'upi', value: 'helpkids@paytm' }]);
  });

  it('finds them written to slip past: spaced, "(at)", fullwidth, or with invisible characters', () => {
    const upi = [{ kind: 'upi', value: 'kavita@okaxis' }];
    expect(paymentDetailsIn('pay kavita @ okaxis today')).toEqual(upi);
    expect(paymentDetailsIn('pay kavita (at) okaxis today')).toEqual(upi);
    expect(paymentDetailsIn('pay kavita[AT]okaxis today')).toEqual(upi);
    expect(paymentDetailsIn('pay ｋａｖｉｔａ＠ｏｋａｘｉｓ today')).toEqual(upi);
    expect(paymentDetailsIn('pay kavi\u200bta@ok\u2060axis today')).toEqual(upi);
    expect(paymentDetailsIn('call ９８２９０４１００７')).toEqual([{ kind: 'phone', value: '9829041007' }]);
    expect(paymentDetailsIn('फ़ोन करें ९८२९० ४१००७ पर')).toEqual([{ kind: 'phone', value: '9829041007' }]);
    expect(paymentDetailsIn('खाता (A/C) ३०२१४४५५६६७७')).toEqual([{ kind: 'account', value: '302144556677' }]);
    // Words with "at" in them are left alone.
    expect(paymentDetailsIn('We met at the kiln at 5 and ate at noon.')).toEqual([]);
  });

  it('finds an IFSC and an account number written with spaces or dashes', () => {
    expect(paymentDetailsIn('Bank: SBI, A/C No. 3021 4455 6677, IFSC sbin0001234')).toEqual([
      { kind: 'ifsc', value: 'SBIN0001234' },
      { kind: 'account', value: '302144556677' },
    ]);
    expect(paymentDetailsIn('account number: 50100-234-56789')).toEqual([{ kind: 'account', value: '5010023456789' }]);
    // Eight digits are too few for an account, and a date or an amount is not one.
    expect(paymentDetailsIn('We spent ₹12,40,000 on 12/11/2026 for 1200 blankets; account of the day: 12345678.')).toEqual([]);
  });

  it('finds Indian mobile numbers however they are written, once each', () => {
    expect(paymentDetailsIn('Call +91 98290 41007, 098290-41007 or 9829041007; GPay 7011122233.')).toEqual([
      { kind: 'phone', value: '9829041007' },
      { kind: 'phone', value: '7011122233' },
    ]);
    // Not a mobile: starts with 5, or is part of a longer number.
    expect(paymentDetailsIn('Order 5829041007 and receipt 198290410071')).toEqual([]);
  });

  it('stops at 20 details', () => {
    const text = Array.from({ length: 30 }, (_, i) => `donor${i}@upi`).join(' ');
    expect(paymentDetailsIn(text)).toHaveLength(20);
  });
});

describe('asksForPayment', () => {
  it('is true for a UPI ID, an IFSC or an account, not for a phone number alone', () => {
    expect(asksForPayment(paymentDetailsIn('Questions? Call 9829041007.'))).toBe(false);
    expect(asksForPayment(paymentDetailsIn('Pay 9829041007@ybl'))).toBe(true);
    expect(asksForPayment(paymentDetailsIn('IFSC HDFC0000123'))).toBe(true);
    expect(asksForPayment([])).toBe(false);
  });
});
