// A row's id as an address or a form spells it. Digits only, so "0x1", "1e0", "+1", "01" and " 1"
// are not other addresses of row 1 (rules keyed on the path would miss them), and within the
// column's type: a 32-bit id past 2,147,483,647 is a row that cannot exist, not a database error.
import { z } from 'zod';

/** The largest value of PostgreSQL's integer (serial) columns. */
export const INT4_MAX = 2_147_483_647;

/** The id `text` names, or null when it is no id of a column that holds up to `max`. */
export function rowId(text: string | undefined | null, max: number = INT4_MAX): number | null {
  if (!text || !/^[1-9]\d{0,15}$/.test(text)) return null;
  const n = Number(text);
  return n <= max ? n : null;
}

/** A path parameter that is a row's id (see rowId); anything else fails with `message`. */
export const rowIdParam = (message: string, max: number = INT4_MAX) =>
  z.string().transform((text, ctx) => {
    const id = rowId(text, max);
    if (id === null) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return id;
  });

/** A whole number from a JSON body (a number) or a form (its digits); null for anything else. */
function wholeNumber(value: unknown, max: number): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 && value <= max ? value : null;
  if (typeof value === 'string') {
    if (value === '0') return 0;
    return rowId(value, max);
  }
  return null;
}

/**
 * A row's id in a body: a JSON whole number, or a form's digits (see rowId). Never "0x1", "1e1",
 * " 1", [3] or true, which a coerced number took as ids 1, 10, 1, 3 and 1 (issue 38).
 */
export const rowIdField = (message: string, max: number = INT4_MAX) =>
  z.union([z.number(), z.string()], { error: message }).transform((value, ctx) => {
    const id = wholeNumber(value, max);
    if (id === null || id < 1) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return id;
  });

/**
 * How many of something, from `min` to `max`: a JSON whole number or a form's digits, the one
 * rule for every quantity a client sends (the cart's add and change, the old site's order
 * lines): not 1.5, "2.0", "1e1", "0x2", [3] or true.
 */
export const countField = (message: string, min: number, max: number) =>
  z.union([z.number(), z.string()], { error: message }).transform((value, ctx) => {
    const n = wholeNumber(value, max);
    if (n === null || n < min) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return n;
  });
