// Payment details written into a campaigner's text: a UPI ID, an IFSC, a bank account number or a
// mobile number (every UPI app pays one). An update that gives them asks donors to pay somewhere
// we cannot see: no receipt, not counted, and the way a stolen campaigner's account is cashed in
// (a probe's update said "re-pay at …"). Found here, they are shown to staff when they review the
// update, hold back a trusted campaign's update for review, and warn donors on the page.
import { z } from 'zod';

export const PAYMENT_DETAIL_KINDS = ['upi', 'ifsc', 'account', 'phone'] as const;
export type PaymentDetailKind = (typeof PAYMENT_DETAIL_KINDS)[number];
export const paymentDetail = z.object({ kind: z.enum(PAYMENT_DETAIL_KINDS), value: z.string() });
export type PaymentDetail = z.infer<typeof paymentDetail>;

const MAX_FOUND = 20;

const PATTERNS: { kind: PaymentDetailKind; re: RegExp; value: (m: RegExpMatchArray) => string }[] = [
  // A UPI ID is handle@bank, the bank part one word (okaxis, ybl, paytm): an email's domain has a
  // dot (name@gmail.com), so a dot and a letter after the word mean an email, not a UPI ID.
  {
    kind: 'upi',
    re: /(?<![\w.@-])([a-z0-9][\w.-]{1,255})@([a-z][a-z0-9]{1,63})(?![\w@-]|\.[a-z0-9])/gi,
    value: (m) => `${m[1]}@${m[2]}`.toLowerCase(),
  },
  // An IFSC: four letters of the bank, a zero, six letters or digits of the branch.
  { kind: 'ifsc', re: /(?<![a-z0-9])([a-z]{4}0[a-z0-9]{6})(?![a-z0-9])/gi, value: (m) => (m[1] ?? '').toUpperCase() },
  // A bank account: 9 to 18 digits (spaces or dashes between groups allowed) after "account",
  // "A/C" or its Hindi (खाता, अकाउंट).
  {
    kind: 'account',
    re: /(?:\b(?:a\/c|acc(?:oun)?t)|खाता|अकाउंट)\.?\)?(?:\s*(?:no\.?|number|num|#|संख्या|नंबर))?\s*[:\-–]?\s*((?:\d[\s-]?){8,17}\d)(?!\d)/gi,
    value: (m) => (m[1] ?? '').replace(/[\s-]/g, ''),
  },
  // An Indian mobile number, with or without +91 or a leading 0, written in one or two groups.
  {
    kind: 'phone',
    re: /(?<![\d+])(?:(?:\+|00)?91[\s-]?|0)?([6-9]\d{4})[\s-]?(\d{5})(?!\d)/g,
    value: (m) => `${m[1]}${m[2]}`,
  },
];

/**
 * The text as a reader sees it: compatibility forms folded (fullwidth ＠ and digits, as NFKC
 * does), invisible characters dropped, and "name (at) bank" or "name @ bank" joined, so a detail
 * written to slip past the patterns is still found.
 */
function asRead(text: string): string {
  return (
    text
      .normalize('NFKC')
      // Devanagari digits (a Hindi update writes ९८२९० ४१००७) read as the digits they are.
      .replace(/[\u0966-\u096f]/g, (d) => String((d.codePointAt(0) ?? 0x966) - 0x966))
      .replace(/[\u00ad\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff]/g, '')
      .replace(/\s*(?:[([{]\s*at\s*[)\]}]|\s@\s|@\s|\s@)\s*/gi, '@')
  );
}

/** Every payment detail in `text`, each once, in the order the kinds are listed; at most 20. */
export function paymentDetailsIn(written: string): PaymentDetail[] {
  const text = asRead(written);
  const found: PaymentDetail[] = [];
  const seen = new Set<string>();
  // An account number is also a run of digits a phone pattern could take: digits inside an
  // account number found first are not read again as a phone.
  const accountDigits = new Set<string>();
  for (const { kind, re, value } of PATTERNS) {
    for (const m of text.matchAll(re)) {
      const v = value(m);
      if (kind === 'account') accountDigits.add(v);
      if (kind === 'phone' && [...accountDigits].some((a) => a.includes(v))) continue;
      const key = `${kind}:${v}`;
      if (seen.has(key)) continue;
      seen.add(key);
      found.push({ kind, value: v });
      if (found.length >= MAX_FOUND) return found;
    }
  }
  return found;
}

/** Whether donors are warned on the page: a phone number alone may be only for questions. */
export const asksForPayment = (details: readonly PaymentDetail[]): boolean => details.some((d) => d.kind !== 'phone');
