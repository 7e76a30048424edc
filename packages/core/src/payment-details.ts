// Payment details written into a campaigner's text: a UPI ID, an IFSC, a bank account number, a
// payment link or a mobile number (every UPI app pays one). An update that gives them asks donors
// to pay somewhere we cannot see: no receipt, not counted, and the way a stolen campaigner's
// account is cashed in (a probe's update said "re-pay at …"). Found here, they are shown to staff
// when they review the update, hold back a trusted campaign's update for review, and warn donors
// on the page. Patterns, not a model: they are written for how people in India write these
// (an attacker probe's 66 spellings, tests/…/payment-details.test.ts), and staff judge the rest.
import { z } from 'zod';

export const PAYMENT_DETAIL_KINDS = ['upi', 'ifsc', 'account', 'link', 'phone'] as const;
export type PaymentDetailKind = (typeof PAYMENT_DETAIL_KINDS)[number];
export const paymentDetail = z.object({ kind: z.enum(PAYMENT_DETAIL_KINDS), value: z.string() });
export type PaymentDetail = z.infer<typeof paymentDetail>;

const MAX_FOUND = 20;

/**
 * The bank part of UPI IDs that payment apps hand out. A handle@word is a UPI ID whenever the word
 * is one of these (even "name@okaxis.Thanks", which would otherwise read as an email address),
 * and "name at okaxis" is joined only for these, so "we met at noon" stays words.
 */
const UPI_BANKS =
  'okaxis|okhdfcbank|okicici|oksbi|ybl|ibl|axl|paytm|ptyes|ptaxis|pthdfc|ptsbi|apl|yapl|rapl|upi|icici|sbi|hdfcbank|axisbank|kotak|kmbl|barodampay|aubank|idfcbank|idfcfirst|indus|federal|fbl|rbl|yesbank|yesbankltd|jupiteraxis|freecharge|airtel|jio|postbank|pnb|cnrb|boi|unionbank|ubi|idbi|kvb|citi|hsbc|dbs|slice|naviaxis|superyes|abfspay|waicici|wahdfcbank|waaxis|wasbi|timecosmos|fam|ikwik|mahb|centralbank|indianbank|iob|uco|dlb|tjsb|equitas|ujjivan|bandhan';

/** Letters that look like Latin ones (Cyrillic and Greek), read as those. */
const LOOKALIKES: Record<string, string> = {
  а: 'a',
  е: 'e',
  о: 'o',
  р: 'p',
  с: 'c',
  у: 'y',
  х: 'x',
  і: 'i',
  ј: 'j',
  ԁ: 'd',
  ѕ: 's',
  к: 'k',
  м: 'm',
  н: 'h',
  т: 't',
  в: 'b',
  ӏ: 'l',
  А: 'A',
  В: 'B',
  Е: 'E',
  К: 'K',
  М: 'M',
  Н: 'H',
  О: 'O',
  Р: 'P',
  С: 'C',
  Т: 'T',
  У: 'Y',
  Х: 'X',
  І: 'I',
  ο: 'o',
  α: 'a',
  ν: 'v',
  ι: 'i',
  κ: 'k',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  Ο: 'O',
  Α: 'A',
  Β: 'B',
  Ε: 'E',
  Κ: 'K',
  Μ: 'M',
  Ν: 'N',
  Ρ: 'P',
  Τ: 'T',
  Χ: 'X',
  Υ: 'Y',
};
const LOOKALIKE_RE = new RegExp(`[${Object.keys(LOOKALIKES).join('')}]`, 'g');

/**
 * The text as a reader sees it: compatibility forms folded (fullwidth ＠ and digits), characters
 * that show nothing dropped (format characters, variation selectors, fillers, tags), lookalike
 * letters and Indian-script digits read as Latin ones, and the ways of writing "@" joined.
 */
function asRead(text: string): string {
  return (
    text
      .normalize('NFKC')
      // biome-ignore lint/suspicious/noMisleadingCharacterClass: each is removed on its own, none is meant to combine
      .replace(/[\p{Cf}\u034f\u115f\u1160\u17b4\u17b5\u180b-\u180f\u3164\uffa0\ufe00-\ufe0f\u{e0000}-\u{e0fff}]/gu, '')
      .replace(LOOKALIKE_RE, (c) => LOOKALIKES[c] ?? c)
      // Devanagari, Bengali, Gurmukhi, Gujarati, Odia, Tamil, Telugu, Kannada and Malayalam digits.
      // (each block's zero is at …66, so the digit is the code point's last hex digit less 6).
      .replace(/[\u0966-\u096f\u09e6-\u09ef\u0a66-\u0a6f\u0ae6-\u0aef\u0b66-\u0b6f\u0be6-\u0bef\u0c66-\u0c6f\u0ce6-\u0cef\u0d66-\u0d6f]/g, (d) =>
        String(((d.codePointAt(0) ?? 6) - 6) % 16),
      )
      // Written to hide: "name (@) bank", "name [at] bank", "name at the rate bank".
      .replace(/\s*(?:[([{]\s*(?:@|at)\s*[)\]}]|\bat\s+the\s+rate(?:\s+of)?\b)\s*/gi, '@')
      // Written loosely, joined only before a payment app's bank ("meet me @ the gate" stays words).
      .replace(new RegExp(`([\\w.-]{2,})(?:\\s+at\\s+|\\s*@\\s+|\\s+@\\s*)(${UPI_BANKS})\\b`, 'gi'), '$1@$2')
  );
}

const PATTERNS: { kind: PaymentDetailKind; re: RegExp; value: (m: RegExpMatchArray) => string }[] = [
  // A payment link: upi://pay?pa=… (its UPI ID is found below too), or a payment page.
  {
    kind: 'link',
    re: /\b(?:upi:\/\/pay\S*|(?:https?:\/\/)?(?:www\.)?(?:razorpay\.me|rzp\.io|paytm\.me|p\.paytm\.me|phon\.pe|gpay\.app\.goo\.gl|pay\.google\.com|instamojo\.com|imjo\.in|cashfree\.com\/pay|payu\.in\/pay|paypal\.me)(?:\/\S*)?)/gi,
    value: (m) => m[0].replace(/[).,;]+$/, ''),
  },
  // A UPI ID is handle@bank, the bank part one word (okaxis, ybl, paytm). An email's domain has a
  // dot (name@gmail.com): a dot and a letter after the word mean an email, unless the word is a
  // payment app's bank (then the dot ends a sentence).
  {
    kind: 'upi',
    re: new RegExp(`(?<![\\w.@-])([\\w][\\w.-]{1,255})(?:@|%40)(?:(${UPI_BANKS})\\b|([a-z][a-z0-9]{1,63})(?![\\w@-]|\\.[a-z0-9]))`, 'gi'),
    value: (m) => `${m[1]}@${m[2] ?? m[3]}`.toLowerCase(),
  },
  // An IFSC: four letters of the bank, a zero (or an O written for it, when the branch part has a
  // digit, so "PHOTOGRAPHS" is not one), six letters or digits; a space or dash after the bank.
  {
    kind: 'ifsc',
    re: /(?<![a-z0-9])([a-z]{4})[\s-]?(0|o(?=[a-z0-9]{0,5}\d))([a-z0-9]{6})(?![a-z0-9])/gi,
    value: (m) => `${m[1]}0${m[3]}`.toUpperCase(),
  },
  // A bank account: 9 to 18 digits (spaces or dashes between groups allowed) a few words after
  // "account", "acc", "A/C", "ac no" or their Hindi (खाता, अकाउंट).
  {
    kind: 'account',
    re: /(?:\b(?:a\/c|acc|accts?|accounts?)\b|\bac(?=\s*(?:no|number|num|#))|खाता|अकाउंट)[^\d\n]{0,30}?((?:\d[\s-]?){8,17}\d)(?!\d)/gi,
    value: (m) => (m[1] ?? '').replace(/[\s-]/g, ''),
  },
  // A run of 11 to 18 digits with no keyword: an account number (or an Aadhaar number), never an
  // amount (those have commas) or a phone (ten digits).
  // A mobile number written with 91 or 0 before it is left to the phone pattern.
  { kind: 'account', re: /(?<![\d,.])(?!91[6-9]\d{9}(?!\d)|0[6-9]\d{9}(?!\d))(\d{11,18})(?![\d,])/g, value: (m) => m[1] ?? '' },
  // An Indian mobile number, with or without +91 or a leading 0, its ten digits in any grouping.
  {
    kind: 'phone',
    re: /(?<![\d+])(?:(?:\+|00)?91[\s-]?|0)?([6-9](?:[\s-]?\d){9})(?![\d])/g,
    value: (m) => (m[1] ?? '').replace(/[\s-]/g, ''),
  },
];

/** Words that turn a mobile number into a place to pay: the number is then a UPI ID. */
const PAY_WORDS =
  /\b(?:g\s?pay|google\s?pay|phone\s?pe|paytm|bhim|upi|pay(?:ment)?s?\s+(?:to|on|at)|send\s+(?:money|it)|transfer)\b|भुगतान|पेटीएम|फ़ोनपे|फोनपे|गूगल\s?पे/i;

/** Every payment detail in `text`, each once, in the order the kinds are listed; at most 20. */
export function paymentDetailsIn(written: string): PaymentDetail[] {
  const text = asRead(written);
  const found: PaymentDetail[] = [];
  const seen = new Set<string>();
  // Digits already read as an account are not read again as a phone (or a second account).
  const accountDigits: string[] = [];
  const add = (kind: PaymentDetailKind, value: string) => {
    const key = `${kind}:${value}`;
    if (seen.has(key)) return;
    seen.add(key);
    found.push({ kind, value });
  };
  for (const { kind, re, value } of PATTERNS) {
    for (const m of text.matchAll(re)) {
      const v = value(m);
      if (kind === 'account') {
        if (accountDigits.some((a) => a.includes(v))) continue;
        accountDigits.push(v);
      }
      if (kind === 'phone') {
        if (accountDigits.some((a) => a.includes(v))) continue;
        // "GPay 98290 41007": the number is where the money goes.
        const near = text.slice(Math.max(0, (m.index ?? 0) - 40), (m.index ?? 0) + m[0].length + 40);
        if (PAY_WORDS.test(near)) {
          add('upi', v);
          continue;
        }
      }
      add(kind, v);
      if (found.length >= MAX_FOUND) return found;
    }
  }
  return found;
}

/** Whether donors are warned and a trusted campaign's update held: a phone number alone may be only for questions. */
export const asksForPayment = (details: readonly PaymentDetail[]): boolean => details.some((d) => d.kind !== 'phone');
