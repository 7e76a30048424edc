// Each case worked by hand on India time (UTC+05:30), then written as the UTC instant.
import { describe, expect, it } from 'vitest';
import { clockDue, indiaDate, isWorkingInstant, metClock } from './support-clock.ts';

/** An India wall-clock time as the instant it is. */
const ist = (local: string) => new Date(`${local}+05:30`);
const none = { holidays: new Set<string>() };
const mondayOff = { holidays: new Set(['2026-12-07']) };

describe('the working clock', () => {
  it('48 working hours from Friday 17:00 before a holiday Monday: due Tuesday week 11:00', () => {
    // Fri 4 Dec 17–18 = 1 h; Sat, Sun, Mon (holiday) nothing; Tue 8 → 10, Wed 9 → 19, Thu 10 →
    // 28, Fri 11 → 37, Mon 14 → 46; Tue 15 09:00 + 2 h = 11:00 India = 05:30 UTC.
    expect(clockDue(ist('2026-12-04T17:00:00'), 48, 'working_hours', mondayOff)?.toISOString()).toBe('2026-12-15T05:30:00.000Z');
  });

  it('the same ticket paused Tuesday 10:00 to Wednesday 15:00 is pushed by the 14 working hours inside the pause', () => {
    // Tue 10–18 = 8 h and Wed 09–15 = 6 h paused: from Tue 15 11:00, 7 h to 18:00, then Wed 16 09:00 + 7 h = 16:00 India.
    const pauses = [{ from: ist('2026-12-08T10:00:00'), to: ist('2026-12-09T15:00:00') }];
    expect(clockDue(ist('2026-12-04T17:00:00'), 48, 'working_hours', mondayOff, pauses)?.toISOString()).toBe('2026-12-16T10:30:00.000Z');
  });

  it('7 working days opened on a Saturday start on Monday 09:00 and end the seventh working day at 18:00', () => {
    // Mon 7 – Fri 11 (5 days), Mon 14, Tue 15: Tue 18:00 India = 12:30 UTC.
    expect(clockDue(ist('2026-12-05T10:00:00'), 7, 'working_days', none)?.toISOString()).toBe('2026-12-15T12:30:00.000Z');
  });

  it('starts counting at the next working minute: 18:00 is after hours, 17:59 is not; 08:59 waits for 09:00', () => {
    expect(clockDue(ist('2026-12-04T18:00:00'), 1, 'working_hours', none)?.toISOString()).toBe(ist('2026-12-07T10:00:00').toISOString());
    // 17:59–18:00 is one minute; the other 59 on Monday from 09:00.
    expect(clockDue(ist('2026-12-04T17:59:00'), 1, 'working_hours', none)?.toISOString()).toBe(ist('2026-12-07T09:59:00').toISOString());
    expect(clockDue(ist('2026-12-07T08:59:00'), 1, 'working_hours', none)?.toISOString()).toBe(ist('2026-12-07T10:00:00').toISOString());
    expect(clockDue(ist('2026-12-07T09:00:00'), 1, 'working_hours', none)?.toISOString()).toBe(ist('2026-12-07T10:00:00').toISOString());
  });

  it('skips a holiday on a Friday; a whole day ends at 18:00 the same day', () => {
    const fridayOff = { holidays: new Set(['2026-12-11']) };
    expect(clockDue(ist('2026-12-10T09:00:00'), 9, 'working_hours', fridayOff)?.toISOString()).toBe(ist('2026-12-10T18:00:00').toISOString());
    expect(clockDue(ist('2026-12-10T09:00:00'), 10, 'working_hours', fridayOff)?.toISOString()).toBe(ist('2026-12-14T10:00:00').toISOString());
    expect(clockDue(ist('2026-12-10T09:00:00'), 10, 'working_hours', none)?.toISOString()).toBe(ist('2026-12-11T10:00:00').toISOString());
  });

  it('knows working instants on India time', () => {
    expect(isWorkingInstant(ist('2026-12-04T09:00:00'), none)).toBe(true);
    expect(isWorkingInstant(ist('2026-12-04T08:59:59'), none)).toBe(false);
    expect(isWorkingInstant(ist('2026-12-04T17:59:59'), none)).toBe(true);
    expect(isWorkingInstant(ist('2026-12-04T18:00:00'), none)).toBe(false);
    expect(isWorkingInstant(ist('2026-12-05T12:00:00'), none)).toBe(false); // Saturday
    expect(isWorkingInstant(ist('2026-12-07T12:00:00'), mondayOff)).toBe(false);
    // 23:00 UTC on the 6th is already the 7th in India.
    expect(indiaDate(new Date('2026-12-06T23:00:00Z'))).toBe('2026-12-07');
    expect(indiaDate(new Date('2026-12-06T18:29:59Z'))).toBe('2026-12-06');
  });
});

describe('plain clocks', () => {
  it('24 hours across a three-hour pause end three hours later', () => {
    const pauses = [{ from: ist('2026-12-04T12:00:00'), to: ist('2026-12-04T15:00:00') }];
    expect(clockDue(ist('2026-12-04T10:00:00'), 24, 'hours', none, pauses)?.toISOString()).toBe('2026-12-05T07:30:00.000Z');
    expect(clockDue(ist('2026-12-04T10:00:00'), 24, 'hours', none)?.toISOString()).toBe('2026-12-05T04:30:00.000Z');
  });

  it('a month from 31 January ends on the last day of February (28 or 29); 15 days are 15 × 24 h', () => {
    expect(clockDue(ist('2027-01-31T10:00:00'), 1, 'months', none)?.toISOString()).toBe(ist('2027-02-28T10:00:00').toISOString());
    expect(clockDue(ist('2028-01-31T10:00:00'), 1, 'months', none)?.toISOString()).toBe(ist('2028-02-29T10:00:00').toISOString());
    // 23:30 India on the 31st is 18:00 UTC the same day: the month is India's.
    expect(clockDue(ist('2027-03-31T23:30:00'), 1, 'months', none)?.toISOString()).toBe(ist('2027-04-30T23:30:00').toISOString());
    expect(clockDue(ist('2026-12-04T10:00:00'), 15, 'days', none)?.toISOString()).toBe(ist('2026-12-19T10:00:00').toISOString());
  });

  it('a month is pushed later by the paused time before it', () => {
    // 31 Jan 2027 10:00 + 1 month = 28 Feb 10:00; paused 1 Feb 10:00 to 3 Feb 10:00 (48 h) → 2 Mar 10:00 India.
    const pauses = [{ from: ist('2027-02-01T10:00:00'), to: ist('2027-02-03T10:00:00') }];
    expect(clockDue(ist('2027-01-31T10:00:00'), 1, 'months', none, pauses)?.toISOString()).toBe('2027-03-02T04:30:00.000Z');
    // A pause after 28 Feb 10:00 came too late to move it.
    const late = [{ from: ist('2027-02-28T11:00:00'), to: ist('2027-03-03T11:00:00') }];
    expect(clockDue(ist('2027-01-31T10:00:00'), 1, 'months', none, late)?.toISOString()).toBe('2027-02-28T04:30:00.000Z');
  });

  it('gives up after a bounded scan when the calendar has no working day (all holidays)', () => {
    const every = new Set<string>();
    for (let d = 0; d < 800; d++) every.add(new Date(Date.UTC(2026, 11, 1 + d)).toISOString().slice(0, 10));
    const began = Date.now();
    expect(clockDue(ist('2026-12-04T10:00:00'), 1, 'working_hours', { holidays: every })).toBeNull();
    expect(Date.now() - began).toBeLessThan(500);
  });

  it('an open pause before the due time stops the clock; one after it changes nothing', () => {
    expect(clockDue(ist('2026-12-04T10:00:00'), 24, 'hours', none, [{ from: ist('2026-12-04T11:00:00'), to: null }])).toBeNull();
    expect(clockDue(ist('2026-12-04T10:00:00'), 1, 'hours', none, [{ from: ist('2026-12-04T12:00:00'), to: null }])?.toISOString()).toBe(
      ist('2026-12-04T11:00:00').toISOString(),
    );
    expect(clockDue(ist('2026-12-04T10:00:00'), 0, 'hours', none)).toBeNull();
  });
});

describe('met or missed', () => {
  const due = ist('2026-12-05T10:00:00');
  it('done at the due instant is met, a millisecond later is missed', () => {
    expect(metClock(due, due, due)).toBe('met');
    expect(metClock(due, new Date(due.getTime() + 1), due)).toBe('missed');
    expect(metClock(due, new Date(due.getTime() - 1), due)).toBe('met');
  });
  it('not done: running until the due time, missed after', () => {
    expect(metClock(due, null, due)).toBe('running');
    expect(metClock(due, null, new Date(due.getTime() + 1))).toBe('missed');
    expect(metClock(null, null, due)).toBe('running');
  });
});
