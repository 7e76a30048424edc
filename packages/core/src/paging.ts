// Keyset paging for the console's lists (issue 22): a page ends with an opaque cursor naming
// the last row's sort key (its time to the microsecond and its id, or the list's own key), and
// the next page starts strictly after it. Unlike an offset, a row inserted meanwhile neither
// repeats nor hides a row on the next page, and the database walks an index from the key
// instead of counting past every row before it. Pure: the server's services, the pages and the
// tests share it.
import { z } from 'zod';
import { catalogue } from './i18n.ts';

/**
 * Rows on one page of a console list (and the most the admin API answers at once). 25, not 50:
 * at a million donations a console page's time is its server render, which grows with its rows;
 * 25 rows kept ten staff at once under 100 ms p99 on two cores (decision 0044). "Next page" and
 * the search find the rest.
 */
export const CONSOLE_PAGE_SIZE = 25;

/** One page of a list, and the cursor of the page after it (null: this is the last). */
export interface ListPage<T> {
  items: T[];
  next: string | null;
}

/** A sort key's parts: a timestamp as text (microseconds kept), a number, a flag. */
export type CursorKey = readonly (string | number | boolean)[];

const MAX_CURSOR = 200;

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(s: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(s)) return null;
  try {
    const bin = atob(s.replace(/-/g, '+').replace(/_/g, '/'));
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(bin, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}

export function encodeCursor(key: CursorKey): string {
  return toBase64Url(JSON.stringify(key));
}

/** The key a cursor names, or null for anything we did not make (a page then starts at the top). */
export function decodeCursor(cursor: string | null | undefined): CursorKey | null {
  if (!cursor || cursor.length > MAX_CURSOR) return null;
  const text = fromBase64Url(cursor);
  if (text === null) return null;
  try {
    const v: unknown = JSON.parse(text);
    if (!Array.isArray(v) || v.length === 0 || v.length > 4) return null;
    if (!v.every((p) => typeof p === 'boolean' || (typeof p === 'number' && Number.isSafeInteger(p)) || (typeof p === 'string' && p.length <= 40))) return null;
    return v;
  } catch {
    return null;
  }
}

/** A timestamp as the database writes it in a cursor: ISO 8601 in UTC with microseconds. */
export const CURSOR_TIME_RE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** The usual key, (time, id): null when the cursor holds anything else. */
export function timeIdKey(key: CursorKey | null): { at: string; id: number } | null {
  if (key?.length !== 2) return null;
  const [at, id] = key;
  if (typeof at !== 'string' || !CURSOR_TIME_RE.test(at) || typeof id !== 'number' || id < 0) return null;
  return { at, id };
}

export const pagingMessages = /* @__PURE__ */ catalogue('paging', {
  badCursor: 'This page link is out of date or was changed. Start again from the first page.',
  firstPage: 'First page',
  nextPage: 'Next page',
  pages: 'More pages',
  /** After a list's count when more pages follow: "50 campaigns on this page". */
  onThisPage: ' on this page',
});

/**
 * The `after` query parameter of the admin API's lists: a cursor we made, or a field error
 * (a client that pages with a broken cursor is told, never silently sent back to the top).
 */
export const afterQuery = z
  .string()
  .max(MAX_CURSOR, pagingMessages.badCursor)
  .refine((v) => decodeCursor(v) !== null, pagingMessages.badCursor)
  .optional()
  .describe('The `next` cursor of the page before (omit for the first page)');

/** This list's address with the cursor of another page (the search kept; no cursor: the first page). */
export function pageHref(path: string, search: string, after: string | null, param = 'after'): string {
  const params = new URLSearchParams(search);
  params.delete(param);
  params.delete('page');
  if (after) params.set(param, after);
  const s = params.toString();
  return `${path}${s ? `?${s}` : ''}`;
}

/**
 * What a console search box's text is, by its shape, so each list asks one index instead of
 * matching every column anywhere inside (`ILIKE '%…%'` read every row): a reference (SG…, SB…)
 * or its start; an email address or its start (lower case, as stored); digits, a UTR or mobile
 * (or their start; a +91 before a mobile is dropped); anything else, words: the start of an
 * email address, or a name by trigram similarity where the list has names.
 */
export type SearchShape =
  | { kind: 'reference'; prefix: string }
  | { kind: 'email'; prefix: string }
  | { kind: 'digits'; prefix: string; mobile: string }
  | { kind: 'words'; text: string; prefix: string };

export function searchShape(q: string | null | undefined): SearchShape | null {
  const text = (q ?? '').trim().slice(0, 100);
  if (!text) return null;
  if (/^S[GB][0-9A-HJKMNP-TV-Z]{0,14}$/i.test(text)) return { kind: 'reference', prefix: text.toUpperCase() };
  if (text.includes('@')) return { kind: 'email', prefix: text.toLowerCase() };
  if (/^\+?[\d\s-]+$/.test(text) && /\d/.test(text)) {
    const prefix = text.replace(/\D/g, '');
    const mobile = (text.startsWith('+91') || (prefix.length === 12 && prefix.startsWith('91'))) && prefix.length > 2 ? prefix.slice(2) : prefix;
    return { kind: 'digits', prefix, mobile };
  }
  return { kind: 'words', text: text.toLowerCase(), prefix: text.toLowerCase() };
}

/** A LIKE pattern matching what starts with `text` (its %, _ and \ taken literally). */
export function likePrefix(text: string): string {
  return `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The query of a list that only pages. */
export const afterOnlyQuery = z.object({ after: afterQuery });
