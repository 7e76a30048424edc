// The help desk's clock (issue 41): when a promise falls due, counted on India time (UTC+05:30,
// no daylight saving, so by offset and never by the machine's zone). "Hours" and "days" are
// plain elapsed time; "months" are calendar months on India's wall clock; working units count
// only 09:00–18:00 on Monday to Friday, the holidays staff keep excepted. Time while the ticket
// waits on its requester never counts. Pure: the server stores what these answer, the tests
// check them against cases worked by hand.
import { type ClockUnit, WORKING_DAY_END_HOUR, WORKING_DAY_START_HOUR, WORKING_HOURS_PER_DAY, WORKING_WEEKDAYS } from './support.ts';

export interface ClockPause {
  from: Date;
  /** null: still paused. */
  to: Date | null;
}

export interface WorkCalendar {
  /** India dates, 'YYYY-MM-DD'. */
  holidays: ReadonlySet<string>;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const IST_OFFSET_MS = 5.5 * HOUR_MS;
/** The furthest a working clock looks ahead: past this, the calendar must be wrong (a year of holidays). */
const MAX_SCAN_DAYS = 400;

/** The India date of an instant, 'YYYY-MM-DD'. */
export function indiaDate(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** Midnight India time of the India day `days` after the one `at` falls on. */
function indiaMidnight(at: Date, days = 0): number {
  const shifted = at.getTime() + IST_OFFSET_MS;
  return Math.floor(shifted / DAY_MS) * DAY_MS + days * DAY_MS - IST_OFFSET_MS;
}

function isWorkingDay(midnight: number, calendar: WorkCalendar): boolean {
  const day = new Date(midnight + IST_OFFSET_MS);
  const iso = day.getUTCDay() === 0 ? 7 : day.getUTCDay();
  return (WORKING_WEEKDAYS as readonly number[]).includes(iso) && !calendar.holidays.has(day.toISOString().slice(0, 10));
}

/** Whether `at` falls in working time: an India working day, 09:00 ≤ time < 18:00. */
export function isWorkingInstant(at: Date, calendar: WorkCalendar): boolean {
  const midnight = indiaMidnight(at);
  const into = at.getTime() - midnight;
  return isWorkingDay(midnight, calendar) && into >= WORKING_DAY_START_HOUR * HOUR_MS && into < WORKING_DAY_END_HOUR * HOUR_MS;
}

/** The same India wall-clock time `months` calendar months later, on the month's last day when it is shorter. */
function addIndiaMonths(start: Date, months: number): number {
  const local = new Date(start.getTime() + IST_OFFSET_MS);
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const day = Math.min(local.getUTCDate(), lastDay);
  const time = local.getTime() - Date.UTC(y, local.getUTCMonth(), local.getUTCDate());
  return Date.UTC(y, m, day) + time - IST_OFFSET_MS;
}

/** The spans that count, in order, from `start`: one endless span, or each working day's hours. */
function* countingSpans(start: number, working: boolean, calendar: WorkCalendar): Generator<[number, number]> {
  if (!working) {
    yield [start, Number.POSITIVE_INFINITY];
    return;
  }
  for (let d = 0; d <= MAX_SCAN_DAYS; d++) {
    const midnight = indiaMidnight(new Date(start), d);
    if (!isWorkingDay(midnight, calendar)) continue;
    const from = Math.max(start, midnight + WORKING_DAY_START_HOUR * HOUR_MS);
    const to = midnight + WORKING_DAY_END_HOUR * HOUR_MS;
    if (from < to) yield [from, to];
  }
}

/**
 * When `amount` units of counting time have passed since `start`: paused spans never count, and
 * for working units neither does anything outside working hours. Null while an open pause holds
 * the clock before it is due (it stands still), and for an amount that is not a positive count.
 */
export function clockDue(start: Date, amount: number, unit: ClockUnit, calendar: WorkCalendar, pauses: readonly ClockPause[] = []): Date | null {
  if (!Number.isFinite(amount) || amount <= 0) return null;
  const s = start.getTime();
  const working = unit === 'working_hours' || unit === 'working_days';
  let remaining =
    unit === 'hours'
      ? amount * HOUR_MS
      : unit === 'days'
        ? amount * DAY_MS
        : unit === 'months'
          ? addIndiaMonths(start, amount) - s
          : unit === 'working_hours'
            ? amount * HOUR_MS
            : amount * WORKING_HOURS_PER_DAY * HOUR_MS;
  // Pauses as sorted, merged spans from the start on (an open one runs for ever).
  const spans = pauses
    .map((p) => [Math.max(s, p.from.getTime()), p.to ? p.to.getTime() : Number.POSITIVE_INFINITY] as [number, number])
    .filter(([a, b]) => b > a)
    .sort((x, y) => x[0] - y[0]);
  const merged: [number, number][] = [];
  for (const p of spans) {
    const last = merged.at(-1);
    if (last && p[0] <= last[1]) last[1] = Math.max(last[1], p[1]);
    else merged.push([p[0], p[1]]);
  }
  for (const [from, to] of countingSpans(s, working, calendar)) {
    // The parts of this span no pause covers, in order.
    let cursor = from;
    for (const [pa, pb] of merged) {
      if (pb <= cursor || pa >= to) continue;
      if (pa > cursor) {
        if (pa - cursor >= remaining) return new Date(cursor + remaining);
        remaining -= pa - cursor;
      }
      if (pb === Number.POSITIVE_INFINITY) return null;
      cursor = Math.max(cursor, pb);
      if (cursor >= to) break;
    }
    if (cursor < to) {
      if (to - cursor >= remaining) return new Date(cursor + remaining);
      remaining -= to - cursor;
    }
  }
  return null;
}

/** Whether a promise was kept: done at or before its due time; not done and past it is missed. */
export function metClock(due: Date | null, doneAt: Date | null, now: Date): 'met' | 'missed' | 'running' {
  if (due === null) return doneAt ? 'met' : 'running';
  if (doneAt) return doneAt.getTime() <= due.getTime() ? 'met' : 'missed';
  return now.getTime() > due.getTime() ? 'missed' : 'running';
}
