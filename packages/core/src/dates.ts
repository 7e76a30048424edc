// Stored in UTC, shown in India time. India keeps UTC+05:30 all year (no daylight saving), so
// the offset is added by hand: server and browser agree without Intl, whose time-zone formatter
// costs a phone's browser tens of milliseconds to build while the campaign page hydrates.
import { catalogue, currentLanguage } from './i18n.ts';

export const INDIA_TZ = 'Asia/Kolkata';

const IST_OFFSET_MS = 330 * 60_000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
// Hindi months as Intl's hi-IN writes them in full ("26 नवंबर 2026"; dates.test.ts compares);
// its short forms ("नव॰") read poorly on a phone.
export const MONTHS_HI = ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'] as const;

/** "2 hours ago" in each language; Hindi counts 0 and 1 as one (CLDR's plural rule for hi). */
export const timeAgoText = /* @__PURE__ */ catalogue('timeAgo', {
  justNow: 'just now',
  ago: (n: number, unit: 'year' | 'month' | 'day' | 'hour' | 'minute') => `${n} ${unit}${n === 1 ? '' : 's'} ago`,
});

function inIndia(value: Date): Date {
  const t = value.getTime();
  if (Number.isNaN(t)) throw new RangeError('Invalid time value');
  return new Date(t + IST_OFFSET_MS);
}

/** "Nov 2026" ("नवंबर 2026" in Hindi) for a calendar month written "2026-11"; anything else as it is. */
export function formatMonth(yearMonth: string): string {
  const m = /^(\d{4})-(\d{2})$/.exec(yearMonth);
  const index = m ? Number(m[2]) - 1 : -1;
  if (!m || index < 0 || index > 11) return yearMonth;
  return `${(currentLanguage() === 'hi' ? MONTHS_HI : MONTHS)[index]} ${m[1]}`;
}

/** "18 Jul 2025" in India time. */
export function formatDate(value: Date | string): string {
  const ist = inIndia(typeof value === 'string' ? new Date(value) : value);
  const months = currentLanguage() === 'hi' ? MONTHS_HI : MONTHS;
  return `${ist.getUTCDate()} ${months[ist.getUTCMonth()]} ${ist.getUTCFullYear()}`;
}

/** "18 Jul 2025, 3:05 pm" in India time. */
export function formatDateTime(value: Date | string): string {
  const ist = inIndia(typeof value === 'string' ? new Date(value) : value);
  const h = ist.getUTCHours();
  const min = String(ist.getUTCMinutes()).padStart(2, '0');
  return `${formatDate(value)}, ${h % 12 || 12}:${min} ${h < 12 ? 'am' : 'pm'}`;
}

/** ISO date (YYYY-MM-DD) of the India calendar day the instant falls on. */
export function indiaDay(value: Date): string {
  return inIndia(value).toISOString().slice(0, 10);
}

/** Financial year label "2025-26" for the India date of the instant (April to March). */
export function financialYear(value: Date): string {
  const [y, m] = indiaDay(value).split('-').map(Number) as [number, number];
  const start = m >= 4 ? y : y - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** A financial year's label as we write it ("2026-27"): the second year follows the first. */
export const FINANCIAL_YEAR_RE = /^(\d{4})-(\d{2})$/;

/**
 * The instants a financial year spans: from 1 April 00:00 IST (inclusive) to the next 1 April
 * 00:00 IST (exclusive). Null for a label that is not a financial year.
 */
export function financialYearBounds(label: string): { start: Date; end: Date } | null {
  const m = FINANCIAL_YEAR_RE.exec(label);
  if (!m) return null;
  const first = Number(m[1]);
  if ((first + 1) % 100 !== Number(m[2])) return null;
  const start = new Date(Date.UTC(first, 3, 1) - IST_OFFSET_MS);
  const end = new Date(Date.UTC(first + 1, 3, 1) - IST_OFFSET_MS);
  return { start, end };
}

/** "2 hours ago" style, for donor lists. */
export function timeAgo(value: Date | string, now: Date = new Date()): string {
  const d = typeof value === 'string' ? new Date(value) : value;
  const s = Math.max(0, Math.floor((now.getTime() - d.getTime()) / 1000));
  if (s < 60) return timeAgoText.justNow;
  const units: [number, 'year' | 'month' | 'day' | 'hour' | 'minute'][] = [
    [60 * 60 * 24 * 365, 'year'],
    [60 * 60 * 24 * 30, 'month'],
    [60 * 60 * 24, 'day'],
    [60 * 60, 'hour'],
    [60, 'minute'],
  ];
  for (const [size, name] of units) {
    const n = Math.floor(s / size);
    if (n >= 1) return timeAgoText.ago(n, name);
  }
  return timeAgoText.justNow;
}

/** A real calendar date written YYYY-MM-DD (no 31 April, no 29 February outside leap years). */
export function isIsoDate(v: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = new Date(Date.UTC(y, mo - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === mo - 1 && t.getUTCDate() === d;
}

/**
 * The calendar months (India, "YYYY-MM") from the one `since` falls in to the one `now` falls
 * in, newest first, at most `max`: a seller's statements start in the month their shop was made,
 * never before it.
 */
export function monthsSince(since: Date, now: Date, max = 12): string[] {
  const from = inIndia(since);
  const to = inIndia(now);
  const out: string[] = [];
  for (let y = to.getUTCFullYear(), m = to.getUTCMonth(); out.length < max; m--) {
    if (m < 0) {
      m = 11;
      y--;
    }
    if (y < from.getUTCFullYear() || (y === from.getUTCFullYear() && m < from.getUTCMonth())) break;
    out.push(`${y}-${String(m + 1).padStart(2, '0')}`);
  }
  return out;
}
