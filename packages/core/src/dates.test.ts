import { describe, expect, it } from 'vitest';
import { financialYear, financialYearBounds, formatDate, formatDateTime, formatMonth, indiaDay, monthsSince, timeAgo } from './dates.ts';

describe('formatDate', () => {
  it('shows day, short month and year', () => {
    expect(formatDate('2025-07-18T05:30:00Z')).toBe('18 Jul 2025');
    expect(formatDate(new Date('2025-07-18T05:30:00Z'))).toBe('18 Jul 2025');
  });

  it('uses the India calendar day, not the server one', () => {
    // 20:00 UTC on 18 Jul is 01:30 on 19 Jul in India.
    expect(formatDate('2025-07-18T20:00:00Z')).toBe('19 Jul 2025');
  });

  it('writes September as Sep', () => {
    expect(formatDate('2025-09-05T06:00:00Z')).toBe('5 Sep 2025');
  });

  it('agrees with Intl in India time across the year and at the day boundary', () => {
    const intl = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
    for (let month = 0; month < 12; month++) {
      for (const hhmm of ['18:29', '18:30', '23:59']) {
        const d = new Date(`2024-${String(month + 1).padStart(2, '0')}-28T${hhmm}:00Z`);
        expect(formatDate(d)).toBe(intl.format(d).replace('Sept', 'Sep'));
      }
    }
  });

  it('refuses an invalid date, as Intl did', () => {
    expect(() => formatDate('not a date')).toThrow(RangeError);
  });
});

describe('indiaDay', () => {
  it('gives the India date of an instant', () => {
    expect(indiaDay(new Date('2025-03-31T18:29:59Z'))).toBe('2025-03-31');
    expect(indiaDay(new Date('2025-03-31T18:30:00Z'))).toBe('2025-04-01');
  });
});

describe('financialYear', () => {
  it('starts on 1 April in India time', () => {
    // 19:00 UTC on 31 Mar is 00:30 on 1 Apr in India.
    expect(financialYear(new Date('2025-03-31T19:00:00Z'))).toBe('2025-26');
    // 18:00 UTC on 31 Mar is 23:30 on 31 Mar in India.
    expect(financialYear(new Date('2025-03-31T18:00:00Z'))).toBe('2024-25');
  });

  it('covers April to March', () => {
    expect(financialYear(new Date('2025-04-15T06:00:00Z'))).toBe('2025-26');
    expect(financialYear(new Date('2026-01-15T06:00:00Z'))).toBe('2025-26');
    expect(financialYear(new Date('2009-06-01T06:00:00Z'))).toBe('2009-10');
  });
});

describe('timeAgo', () => {
  const now = new Date('2025-07-18T12:00:00Z');
  const before = (seconds: number) => new Date(now.getTime() - seconds * 1000);

  it('says "just now" under a minute and for clock skew into the future', () => {
    expect(timeAgo(before(0), now)).toBe('just now');
    expect(timeAgo(before(59), now)).toBe('just now');
    expect(timeAgo(before(-120), now)).toBe('just now');
  });

  it('uses the largest whole unit, singular or plural', () => {
    expect(timeAgo(before(60), now)).toBe('1 minute ago');
    expect(timeAgo(before(59 * 60), now)).toBe('59 minutes ago');
    expect(timeAgo(before(2 * 3600), now)).toBe('2 hours ago');
    expect(timeAgo(before(24 * 3600), now)).toBe('1 day ago');
    expect(timeAgo(before(45 * 86400), now)).toBe('1 month ago');
    expect(timeAgo(before(400 * 86400), now)).toBe('1 year ago');
    expect(timeAgo(before(800 * 86400), now)).toBe('2 years ago');
  });

  it('accepts an ISO string', () => {
    expect(timeAgo('2025-07-18T09:00:00Z', now)).toBe('3 hours ago');
  });
});

describe('financialYearBounds', () => {
  it('runs from 1 April 00:00 IST to the next 1 April 00:00 IST', () => {
    const fy = financialYearBounds('2026-27');
    expect(fy?.start.toISOString()).toBe('2026-03-31T18:30:00.000Z');
    expect(fy?.end.toISOString()).toBe('2027-03-31T18:30:00.000Z');
    // Each bound agrees with financialYear on either side of it.
    expect(financialYear(new Date((fy?.start.getTime() ?? 0) - 1))).toBe('2025-26');
    expect(financialYear(fy?.start ?? new Date(0))).toBe('2026-27');
    expect(financialYear(new Date((fy?.end.getTime() ?? 0) - 1))).toBe('2026-27');
  });

  it('refuses what is not a financial year', () => {
    for (const bad of ['2026-28', '2026', '26-27', '2026-27x', '1999-00x']) expect(financialYearBounds(bad)).toBeNull();
    expect(financialYearBounds('1999-00')?.end.toISOString()).toBe('2000-03-31T18:30:00.000Z');
  });
});

describe('formatDateTime', () => {
  it('says the India date and the time on a 12-hour clock', () => {
    expect(formatDateTime(new Date('2025-07-18T09:35:00Z'))).toBe('18 Jul 2025, 3:05 pm');
    expect(formatDateTime('2025-07-17T18:30:00Z')).toBe('18 Jul 2025, 12:00 am');
    expect(formatDateTime('2025-07-18T06:29:00Z')).toBe('18 Jul 2025, 11:59 am');
  });
});

describe('dates in Hindi', () => {
  it('write the month as Intl hi-IN does, and "2 घंटे पहले"', async () => {
    await import('./hi/index.ts');
    const { setLanguageSource } = await import('./i18n.ts');
    setLanguageSource(() => 'hi');
    try {
      const d = new Date('2026-11-26T09:35:00Z');
      expect(formatDate(d)).toBe(new Intl.DateTimeFormat('hi-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(d));
      for (let m = 0; m < 12; m++) {
        const day = new Date(Date.UTC(2026, m, 10, 6));
        expect(formatDate(day)).toBe(
          new Intl.DateTimeFormat('hi-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(day),
        );
      }
      const now = new Date('2026-11-26T12:00:00Z');
      expect(timeAgo(new Date('2026-11-26T10:00:00Z'), now)).toBe(new Intl.RelativeTimeFormat('hi').format(-2, 'hour'));
      expect(timeAgo(new Date('2026-11-26T11:00:00Z'), now)).toBe('1 घंटा पहले');
      expect(formatMonth('2026-11')).toBe(`${new Intl.DateTimeFormat('hi-IN', { month: 'long' }).format(new Date(Date.UTC(2026, 10, 10)))} 2026`);
    } finally {
      setLanguageSource(() => 'en');
    }
    expect(formatDate(new Date('2026-11-26T09:35:00Z'))).toBe('26 Nov 2026');
  });
});

describe('a calendar month', () => {
  it('reads "Nov 2026", and anything that is no month stays as it was', () => {
    expect(formatMonth('2026-11')).toBe('Nov 2026');
    expect(formatMonth('2025-01')).toBe('Jan 2025');
    for (const odd of ['2026-13', '2026-00', '2026-1', 'Nov']) expect(formatMonth(odd)).toBe(odd);
  });
});

describe('the months since a day', () => {
  it('starts at the month the day falls in, India time, newest first', () => {
    const now = new Date('2026-12-01T06:00:00Z');
    // 31 Oct 19:00 UTC is already 1 Nov in India: October is not one of them.
    expect(monthsSince(new Date('2026-10-31T19:00:00Z'), now)).toEqual(['2026-12', '2026-11']);
    // 31 Oct 18:00 UTC is 23:30 on 31 Oct in India: October is.
    expect(monthsSince(new Date('2026-10-31T18:00:00Z'), now)).toEqual(['2026-12', '2026-11', '2026-10']);
    expect(monthsSince(now, now)).toEqual(['2026-12']);
  });
  it('crosses a year and stops at the most asked for', () => {
    const now = new Date('2027-02-10T06:00:00Z');
    expect(monthsSince(new Date('2026-11-15T06:00:00Z'), now)).toEqual(['2027-02', '2027-01', '2026-12', '2026-11']);
    expect(monthsSince(new Date('2020-01-01T06:00:00Z'), now)).toHaveLength(12);
    expect(monthsSince(new Date('2020-01-01T06:00:00Z'), now).at(-1)).toBe('2026-03');
  });
});
