// Money is integer paise everywhere; rupees exist only at the edges (display, form input).
// No floating point touches an amount: parsing and formatting work on digit strings and integers.

export const PAISE_PER_RUPEE = 100;

/** Groups a non-negative integer string the Indian way: 1234567 -> 12,34,567. */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const last3 = digits.slice(-3);
  let rest = digits.slice(0, -3);
  const parts: string[] = [];
  while (rest.length > 2) {
    parts.unshift(rest.slice(-2));
    rest = rest.slice(0, -2);
  }
  if (rest) parts.unshift(rest);
  return `${parts.join(',')},${last3}`;
}

function assertPaise(paise: number): void {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`paise must be a safe integer, got ${paise}`);
}

/** ₹1,00,000 — whole rupees drop the paise; ₹1,00,000.50 otherwise. */
export function formatINR(paise: number): string {
  assertPaise(paise);
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  const rupees = Math.trunc(abs / PAISE_PER_RUPEE);
  const rem = abs % PAISE_PER_RUPEE;
  const frac = rem === 0 ? '' : `.${String(rem).padStart(2, '0')}`;
  return `${sign}₹${groupIndian(String(rupees))}${frac}`;
}

/**
 * A count with Indian grouping (12,34,567 donors). Written out rather than toLocaleString('en-IN'),
 * which makes the browser load its locale data while the page hydrates.
 */
export function formatCount(n: number): string {
  if (!Number.isSafeInteger(n)) throw new RangeError(`count must be a safe integer, got ${n}`);
  return `${n < 0 ? '-' : ''}${groupIndian(String(Math.abs(n)))}`;
}

/** 1,00,000 without the symbol, for places that print ₹ separately. */
export function formatRupeeNumber(paise: number): string {
  return formatINR(paise).replace('₹', '');
}

/** Compact label for cards: ₹12.5 L, ₹1.2 Cr, otherwise the full amount. */
export function formatINRCompact(paise: number): string {
  assertPaise(paise);
  const rupees = Math.trunc(paise / PAISE_PER_RUPEE);
  const crore = 1_00_00_000;
  const lakh = 1_00_000;
  const fmt = (whole: number, unit: number, suffix: string) => {
    // One decimal, truncated (never rounds a total up).
    const tenths = Math.trunc((whole * 10) / unit);
    const s = tenths % 10 === 0 ? String(tenths / 10) : `${Math.trunc(tenths / 10)}.${tenths % 10}`;
    return `₹${s} ${suffix}`;
  };
  if (rupees >= crore) return fmt(rupees, crore, 'Cr');
  if (rupees >= lakh) return fmt(rupees, lakh, 'L');
  return formatINR(rupees * PAISE_PER_RUPEE);
}

/**
 * Rupees as typed: an optional ₹, Rs, Rs. or INR (a space after it allowed), then the whole
 * rupees as plain digits or grouped with commas — the Indian way (12,34,567: threes at the end,
 * twos before) or the international (1,234,567) — with every group its right size, then at most
 * two decimals. "3,00", "1,5,000", "1e3", "-5", "3 000" and "₹" are not amounts.
 */
const AMOUNT_TYPED = /^(?:(?:₹|Rs\.?|INR)\s?)?(\d{1,13}|\d{1,2}(?:,\d{2})*,\d{3}|\d{1,3}(?:,\d{3})+)(?:\.(\d{1,2}))?$/i;

/** The most rupees any field takes (13 digits keep paise an exact safe integer). */
const MAX_RUPEE_DIGITS = 13;

/**
 * Paise from what a person typed, or null when it is not an amount. `paise: false` (a field of
 * whole rupees) still reads "1,50,000.00", since that is a whole amount, but not "1,50,000.50".
 * A number (a JSON client's) must be a non-negative amount with at most two decimals.
 */
export function parseAmount(typed: string | number, opts: { paise?: boolean } = {}): number | null {
  if (typeof typed === 'number') {
    if (!Number.isFinite(typed) || typed < 0) return null;
    const p = Math.round(typed * PAISE_PER_RUPEE);
    if (!Number.isSafeInteger(p) || Math.abs(p - typed * PAISE_PER_RUPEE) > 1e-6) return null;
    return opts.paise === false && p % PAISE_PER_RUPEE !== 0 ? null : p;
  }
  const m = AMOUNT_TYPED.exec(typed.trim());
  if (!m?.[1]) return null;
  const whole = m[1].replace(/,/g, '');
  if (whole.length > MAX_RUPEE_DIGITS) return null;
  const fraction = Number((m[2] ?? '').padEnd(2, '0'));
  if (opts.paise === false && fraction !== 0) return null;
  const p = Number(whole) * PAISE_PER_RUPEE + fraction;
  return Number.isSafeInteger(p) ? p : null;
}

/** Whole rupees from a field of whole rupees, or null (see parseAmount). */
export function parseWholeRupees(typed: string): number | null {
  const p = parseAmount(typed, { paise: false });
  return p === null ? null : p / PAISE_PER_RUPEE;
}

/** An amount field's widest typed form: "₹ 10,00,00,00,000.00" with room to spare. */
export const AMOUNT_INPUT_MAX = 24;

export function rupees(n: number): number {
  assertPaise(n);
  return n * PAISE_PER_RUPEE;
}

/** Progress in whole percent, floored and capped at 100 for the bar; 0 when nothing raised. */
export function progressPercent(raisedPaise: number, goalPaise: number): number {
  if (raisedPaise <= 0 || goalPaise <= 0) return 0;
  return Math.min(100, Math.floor((raisedPaise * 100) / goalPaise));
}

/** Percentage share of a base amount in paise, floored to whole paise (a tip never overcharges). */
export function percentOf(basePaise: number, percent: number): number {
  assertPaise(basePaise);
  return Math.floor((basePaise * percent) / 100);
}

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function below100(n: number): string {
  if (n < 20) return ONES[n] ?? '';
  const t = TENS[Math.trunc(n / 10)] ?? '';
  const o = ONES[n % 10] ?? '';
  return o ? `${t} ${o}` : t;
}

function below1000(n: number): string {
  const h = Math.trunc(n / 100);
  const r = n % 100;
  const parts: string[] = [];
  if (h) parts.push(`${ONES[h]} Hundred`);
  if (r) parts.push(below100(r));
  return parts.join(' ');
}

/** Indian-system words for whole rupees: 300000 -> "Three Lakh". */
export function numberToIndianWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError('expected a non-negative integer');
  if (n === 0) return 'Zero';
  const parts: string[] = [];
  const crore = Math.trunc(n / 1_00_00_000);
  let rest = n % 1_00_00_000;
  if (crore) parts.push(`${numberToIndianWords(crore)} Crore`);
  const lakh = Math.trunc(rest / 1_00_000);
  rest %= 1_00_000;
  if (lakh) parts.push(`${below100(lakh)} Lakh`);
  const thousand = Math.trunc(rest / 1000);
  rest %= 1000;
  if (thousand) parts.push(`${below100(thousand)} Thousand`);
  if (rest) parts.push(below1000(rest));
  return parts.join(' ');
}

/** "Rupees Three Thousand Only", with paise when present, as on an 80G receipt. */
export function amountInWords(paise: number): string {
  assertPaise(paise);
  if (paise < 0) throw new RangeError('amount must not be negative');
  const r = Math.trunc(paise / PAISE_PER_RUPEE);
  const p = paise % PAISE_PER_RUPEE;
  const rupeePart = `Rupees ${numberToIndianWords(r)}`;
  return p ? `${rupeePart} and ${below100(p)} Paise Only` : `${rupeePart} Only`;
}

// ---- Hindi amounts in words (the receipt of a donor who gave in Hindi) ----
// Hindi names every number from 1 to 99 by its own word (४५ is पैंतालीस, not "चालीस पाँच"),
// so they are a table, not a rule. Spellings follow the common printed forms (CLDR's Hindi
// spell-out list agrees with each one; some have variants in use: पन्द्रह, तिरपन, -नवे for -नबे).
// Native review wanted.
// biome-ignore format: ten words a line, as one counts them
const HI_BELOW_100 = [
  'शून्य', 'एक', 'दो', 'तीन', 'चार', 'पाँच', 'छह', 'सात', 'आठ', 'नौ',
  'दस', 'ग्यारह', 'बारह', 'तेरह', 'चौदह', 'पंद्रह', 'सोलह', 'सत्रह', 'अठारह', 'उन्नीस',
  'बीस', 'इक्कीस', 'बाईस', 'तेईस', 'चौबीस', 'पच्चीस', 'छब्बीस', 'सत्ताईस', 'अट्ठाईस', 'उनतीस',
  'तीस', 'इकतीस', 'बत्तीस', 'तैंतीस', 'चौंतीस', 'पैंतीस', 'छत्तीस', 'सैंतीस', 'अड़तीस', 'उनतालीस',
  'चालीस', 'इकतालीस', 'बयालीस', 'तैंतालीस', 'चौवालीस', 'पैंतालीस', 'छियालीस', 'सैंतालीस', 'अड़तालीस', 'उनचास',
  'पचास', 'इक्यावन', 'बावन', 'तिरेपन', 'चौवन', 'पचपन', 'छप्पन', 'सत्तावन', 'अट्ठावन', 'उनसठ',
  'साठ', 'इकसठ', 'बासठ', 'तिरेसठ', 'चौंसठ', 'पैंसठ', 'छियासठ', 'सड़सठ', 'अड़सठ', 'उनहत्तर',
  'सत्तर', 'इकहत्तर', 'बहत्तर', 'तिहत्तर', 'चौहत्तर', 'पचहत्तर', 'छिहत्तर', 'सतहत्तर', 'अठहत्तर', 'उनासी',
  'अस्सी', 'इक्यासी', 'बयासी', 'तिरासी', 'चौरासी', 'पचासी', 'छियासी', 'सत्तासी', 'अट्ठासी', 'नवासी',
  'नब्बे', 'इक्यानबे', 'बानबे', 'तिरानबे', 'चौरानबे', 'पंचानबे', 'छियानबे', 'सत्तानबे', 'अट्ठानबे', 'निन्यानबे',
] as const;

/** Hindi words for 0–99 (the table above). */
export function hindiBelow100(n: number): string {
  const word = HI_BELOW_100[n];
  if (word === undefined) throw new RangeError('expected 0 to 99');
  return word;
}

/** Indian-system Hindi words for a whole number: 300000 -> "तीन लाख", 12,34,56,789 -> "बारह करोड़ चौंतीस लाख …". */
export function numberToHindiWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError('expected a non-negative integer');
  if (n < 100) return hindiBelow100(n);
  const parts: string[] = [];
  const crore = Math.trunc(n / 1_00_00_000);
  let rest = n % 1_00_00_000;
  // Above 99 crore the count of crores is itself said in words ("एक सौ बीस करोड़"), as in English.
  if (crore) parts.push(`${numberToHindiWords(crore)} करोड़`);
  const lakh = Math.trunc(rest / 1_00_000);
  rest %= 1_00_000;
  if (lakh) parts.push(`${hindiBelow100(lakh)} लाख`);
  const thousand = Math.trunc(rest / 1000);
  rest %= 1000;
  if (thousand) parts.push(`${hindiBelow100(thousand)} हज़ार`);
  const hundred = Math.trunc(rest / 100);
  rest %= 100;
  if (hundred) parts.push(`${hindiBelow100(hundred)} सौ`);
  if (rest) parts.push(hindiBelow100(rest));
  return parts.join(' ');
}

/** "तीन हज़ार रुपये मात्र" (with "और … पैसे" when there are paise): amountInWords for a Hindi receipt. */
export function amountInHindiWords(paise: number): string {
  assertPaise(paise);
  if (paise < 0) throw new RangeError('amount must not be negative');
  const r = Math.trunc(paise / PAISE_PER_RUPEE);
  const p = paise % PAISE_PER_RUPEE;
  // One rupee is रुपया; any other count (zero included) रुपये. पैसा/पैसे likewise.
  const rupees = `${numberToHindiWords(r)} ${r === 1 ? 'रुपया' : 'रुपये'}`;
  return p ? `${rupees} और ${hindiBelow100(p)} ${p === 1 ? 'पैसा' : 'पैसे'} मात्र` : `${rupees} मात्र`;
}
