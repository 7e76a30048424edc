// Stored in UTC, shown in India time. Intl with an explicit zone keeps server and browser in step.
export const INDIA_TZ = 'Asia/Kolkata';

const dateFmt = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: INDIA_TZ,
});

/** "18 Jul 2025" in India time. */
export function formatDate(value: Date | string): string {
  const d = typeof value === 'string' ? new Date(value) : value;
  // en-GB gives "18 Jul 2025"; some ICU builds write "Sept": normalise to three letters.
  return dateFmt.format(d).replace('Sept', 'Sep');
}

/** ISO date (YYYY-MM-DD) of the India calendar day the instant falls on. */
export function indiaDay(value: Date): string {
  const ist = new Date(value.getTime() + 330 * 60_000);
  return ist.toISOString().slice(0, 10);
}

/** Financial year label "2025-26" for the India date of the instant (April to March). */
export function financialYear(value: Date): string {
  const [y, m] = indiaDay(value).split('-').map(Number) as [number, number];
  const start = m >= 4 ? y : y - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** "2 hours ago" style, for donor lists. */
export function timeAgo(value: Date | string, now: Date = new Date()): string {
  const d = typeof value === 'string' ? new Date(value) : value;
  const s = Math.max(0, Math.floor((now.getTime() - d.getTime()) / 1000));
  if (s < 60) return 'just now';
  const units: [number, string][] = [
    [60 * 60 * 24 * 365, 'year'],
    [60 * 60 * 24 * 30, 'month'],
    [60 * 60 * 24, 'day'],
    [60 * 60, 'hour'],
    [60, 'minute'],
  ];
  for (const [size, name] of units) {
    const n = Math.floor(s / size);
    if (n >= 1) return `${n} ${name}${n === 1 ? '' : 's'} ago`;
  }
  return 'just now';
}
