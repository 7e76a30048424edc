// The server's half of keyset paging (core paging.ts has the cursor itself): the key's time as
// the cursor carries it, the condition "after this key" that an index on (time, id) answers,
// and the page cut from one row more than it shows.
import { AppError, CONSOLE_PAGE_SIZE, type CursorKey, decodeCursor, encodeCursor, type ListPage, pagingMessages, timeIdKey } from '@sahyog/core';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * A timestamp column as a cursor holds it: UTC with microseconds. A JavaScript Date keeps only
 * milliseconds, and a key cut to them would skip or repeat rows made in the same millisecond.
 */
export function cursorTime(col: AnyColumn | SQL): SQL<string> {
  return sql<string>`to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

/** A cursor's (time, id) key; a cursor we did not make, or another list's, is a field error. */
export function timeIdCursor(after: string | undefined): { at: string; id: number } | null {
  if (after === undefined || after === '') return null;
  const key = timeIdKey(decodeCursor(after));
  if (!key) throw AppError.invalid({ after: pagingMessages.badCursor });
  return key;
}

/** Rows after the key in a list ordered by (time desc, id desc), as the index on (time, id) reads it. */
export function olderThan(time: AnyColumn, id: AnyColumn, key: { at: string; id: number } | null): SQL | undefined {
  return key ? sql`(${time}, ${id}) < (${key.at}::timestamptz, ${key.id})` : undefined;
}

/** Rows after the key in a list ordered by (time asc, id asc). */
export function newerThan(time: AnyColumn, id: AnyColumn, key: { at: string; id: number } | null): SQL | undefined {
  return key ? sql`(${time}, ${id}) > (${key.at}::timestamptz, ${key.id})` : undefined;
}

/**
 * The page from rows read with `limit + 1`: the extra row only says there is a next page, whose
 * cursor is the last shown row's key.
 */
export function pageOf<R, T>(rows: R[], limit: number, key: (r: R) => CursorKey, view: (rs: R[]) => T[]): ListPage<T>;
export function pageOf<R, T>(rows: R[], limit: number, key: (r: R) => CursorKey, view: (rs: R[]) => Promise<T[]>): Promise<ListPage<T>>;
export function pageOf<R, T>(rows: R[], limit: number, key: (r: R) => CursorKey, view: (rs: R[]) => T[] | Promise<T[]>): ListPage<T> | Promise<ListPage<T>> {
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  const next = rows.length > limit && last !== undefined ? encodeCursor(key(last)) : null;
  const items = view(shown);
  return items instanceof Promise ? items.then((i) => ({ items: i, next })) : { items, next };
}

/** A page size a caller asked for, within the console's bound. */
export function pageSize(asked: number | undefined, max = CONSOLE_PAGE_SIZE): number {
  return Math.max(1, Math.min(asked ?? max, max));
}
