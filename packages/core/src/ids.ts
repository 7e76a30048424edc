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
