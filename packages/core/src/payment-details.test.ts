// Each spelling here was tried by an attacker probe against a trusted campaign (stop 38), or is
// one a donor-facing update writes innocently and must not be taken for a payment detail.
import { describe, expect, it } from 'vitest';
import { asksForPayment, type PaymentDetail, paymentDetailsIn } from './payment-details.ts';

const upi = (value: string): PaymentDetail => ({ kind: 'upi', value });
const account = (value: string): PaymentDetail => ({ kind: 'account', value });
const phone = (value: string): PaymentDetail => ({ kind: 'phone', value });

describe('paymentDetailsIn', () => {
  it('finds UPI IDs, and not email addresses', () => {
    expect(paymentDetailsIn('Send it to kavita.r@okaxis or 98290-41007@ybl.')).toEqual([
      upi('kavita.r@okaxis'),
      upi('98290-41007@ybl'),
      // The handle is a mobile number, next to "send it": a payment app pays that number too.
      upi('9829041007'),
    ]);
    expect(paymentDetailsIn('Write to kavita@gmail.com or help@sahyog.org.in for the photos.')).toEqual([]);
    expect(paymentDetailsIn('Pay HELPKIDS@PAYTM now')).toEqual([upi('helpkids@paytm')]);
    // A payment app's bank, though a dot follows it: the sentence ended.
    expect(paymentDetailsIn('Pay kavita@okaxis.Thanks!')).toEqual([upi('kavita@okaxis')]);
    expect(paymentDetailsIn('Pay _kavita@okaxis')).toEqual([upi('_kavita@okaxis')]);
  });

  it('finds a UPI ID however "@" is written', () => {
    for (const text of [
      'pay kavita @ okaxis today',
      'pay kavita (at) okaxis today',
      'pay kavita[AT]okaxis today',
      'pay kavita[@]okaxis today',
      'pay kavita(@)okaxis today',
      'pay kavita at okaxis today',
      'pay kavita at the rate okaxis today',
      'pay kavita at the rate of okaxis today',
      'pay ｋａｖｉｔａ＠ｏｋａｘｉｓ today',
    ]) {
      expect(paymentDetailsIn(text), text).toEqual([upi('kavita@okaxis')]);
    }
    // Words with "at" in them, and "at" before a word that is no payment app's bank, stay words.
    expect(paymentDetailsIn('We met at the kiln at 5 and ate at noon. Meet me @ the gate.')).toEqual([]);
  });

  it('reads through characters that show nothing and letters that only look Latin', () => {
    for (const hidden of ['\u200b', '\u2060', '\ufe0f', '\u034f', '\u3164', '\u{e0020}', '\u206a', '\u17b4', '\u00ad']) {
      expect(paymentDetailsIn(`pay kavi${hidden}ta${hidden}@ok${hidden}axis`), JSON.stringify(hidden)).toEqual([upi('kavita@okaxis')]);
    }
    // A Cyrillic о and а in the bank part.
    expect(paymentDetailsIn('pay kavita@\u043ek\u0430xis')).toEqual([upi('kavita@okaxis')]);
  });

  it('finds a payment link, and the UPI ID inside one', () => {
    expect(paymentDetailsIn('Tap upi://pay?pa=kavita%40okaxis&pn=Kavita to give')).toEqual([
      { kind: 'link', value: 'upi://pay?pa=kavita%40okaxis&pn=Kavita' },
      upi('kavita@okaxis'),
    ]);
    expect(paymentDetailsIn('Or use https://razorpay.me/@kavitarawat.')).toEqual([{ kind: 'link', value: 'https://razorpay.me/@kavitarawat' }]);
  });

  it('finds an IFSC, with a gap after the bank or an O for its zero', () => {
    expect(paymentDetailsIn('IFSC sbin0001234')).toEqual([{ kind: 'ifsc', value: 'SBIN0001234' }]);
    expect(paymentDetailsIn('IFSC HDFC 0001234, or HDFC-0001235')).toEqual([
      { kind: 'ifsc', value: 'HDFC0001234' },
      { kind: 'ifsc', value: 'HDFC0001235' },
    ]);
    expect(paymentDetailsIn('IFSC HDFCO001234')).toEqual([{ kind: 'ifsc', value: 'HDFC0001234' }]);
    // An eleven-letter word with an O fifth is not one.
    expect(paymentDetailsIn('PHOTOGRAPHS of the class, and photographs of the kiln')).toEqual([]);
  });

  it('finds an account number the ways people write one', () => {
    for (const text of [
      'A/C No. 5010 0234 5678 91',
      'Acc No 50100234567891',
      'Ac no. 50100234567891',
      'Account number is 50100234567891',
      'Account No.:- 50100234567891',
      'Bank account details: 50100234567891',
      'accounts: 50100-2345-67891',
      'Kavita Rawat 50100234567891 SBI',
      'खाता संख्या ५०१००२३४५६७८९१',
      'खाता (A/C) ५०१००२३४५६७८९१',
    ]) {
      expect(paymentDetailsIn(text), text).toEqual([account('50100234567891')]);
    }
    // Amounts, dates and short numbers are not accounts, and "accepted" is not "acc".
    expect(paymentDetailsIn('We spent ₹12,40,000 on 12/11/2026 for 1200 blankets; account of the day: 12345678.')).toEqual([]);
    expect(paymentDetailsIn('The shop accepted 123456789 as the order number')).toEqual([]);
  });

  it('finds Indian mobile numbers however they are written, once each', () => {
    expect(paymentDetailsIn('Call +91 98290 41007, 098290-41007, 919829041007 or 987 654 3210; questions to 7011122233.')).toEqual([
      phone('9829041007'),
      phone('9876543210'),
      phone('7011122233'),
    ]);
    expect(paymentDetailsIn('call ９８２９０４１００７, or फ़ोन करें ९८२९० ४१००८ पर')).toEqual([phone('9829041007'), phone('9829041008')]);
    // Not a mobile: starts with 5.
    expect(paymentDetailsIn('Order 5829041007')).toEqual([]);
  });

  it('reads a mobile number next to a payment app as a UPI ID', () => {
    for (const text of ['GPay / PhonePe 9876543210', 'Paytm: 98765 43210', 'UPI 9876543210', 'पेटीएम करें 9876543210', 'send money to 9876543210']) {
      expect(paymentDetailsIn(text), text).toEqual([upi('9876543210')]);
    }
  });

  it('stops at 20 details', () => {
    const text = Array.from({ length: 30 }, (_, i) => `donor${i}@upi`).join(' ');
    expect(paymentDetailsIn(text)).toHaveLength(20);
  });
});

describe('asksForPayment', () => {
  it('is true for a UPI ID, an IFSC, an account or a link; not for a phone number alone', () => {
    expect(asksForPayment(paymentDetailsIn('Questions? Call 9829041007.'))).toBe(false);
    expect(asksForPayment(paymentDetailsIn('Pay 9829041007@ybl'))).toBe(true);
    expect(asksForPayment(paymentDetailsIn('GPay 9829041007'))).toBe(true);
    expect(asksForPayment(paymentDetailsIn('IFSC HDFC0000123'))).toBe(true);
    expect(asksForPayment(paymentDetailsIn('https://rzp.io/l/kavita'))).toBe(true);
    expect(asksForPayment([])).toBe(false);
  });
});
