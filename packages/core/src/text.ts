// Every text a person or client sends starts here. Control characters have no place in a name,
// an email or a PAN; PostgreSQL refuses NUL outright (a 500 before this helper existed), and
// the others hide text from staff who read it later. Multi-line fields keep tab and newlines.
import { z } from 'zod';
import { catalogue } from './i18n.ts';

const TAB = 9;
const LF = 10;
const CR = 13;
const DEL = 0x7f;

export const textMessages = /* @__PURE__ */ catalogue('text', {
  controlCharacters: (field: string) => `${field} contains characters that are not allowed`,
});

/**
 * Names schemas give their fields (`text({ field })`) that no other catalogue holds word for
 * word: a message made with one at load ("Reason contains characters that are not allowed") is
 * read back in the request's language through them (i18n.ts `inLanguage`).
 */
export const fieldNames = /* @__PURE__ */ catalogue('fieldNames', {
  aadhaar: 'Aadhaar',
  item: 'Item',
  message: 'Message',
  mobile: 'Mobile number',
  note: 'Note',
  otp: 'OTP',
  pan: 'PAN',
  quote: 'Quote',
  reason: 'Reason',
  sectionCode: 'Section code',
  shortName: 'Short name',
  summary: 'Summary',
  text: 'Text',
  utr: 'UTR',
  update: 'Update',
  updateHi: 'Update in Hindi',
  updateTitleHi: 'Update title in Hindi',
});

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** False when the string holds half of a surrogate pair (String.prototype.isWellFormed, ES2024). */
export function isWellFormedText(value: string): boolean {
  return !LONE_SURROGATE.test(value);
}

/**
 * How deep a request's JSON may nest (objects and lists inside each other). No form or API body
 * of ours goes past 6; a body 10,000 deep (20 KB, issue 38) overflowed the recursive walk below
 * and answered 500 on every JSON route. Refused before any walk, with this in the message.
 */
export const MAX_JSON_DEPTH = 32;

/**
 * Whether a JSON value nests deeper than `max` (a string or number is depth 0, `{}` and `[]` 1).
 * Iterative: a value of any depth is measured without the call stack.
 */
export function jsonDeeperThan(value: unknown, max = MAX_JSON_DEPTH): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [v, depth] = stack.pop() as [unknown, number];
    if (v === null || typeof v !== 'object') continue;
    if (depth + 1 > max) return true;
    for (const inner of Object.values(v)) if (inner !== null && typeof inner === 'object') stack.push([inner, depth + 1]);
  }
  return false;
}

/**
 * The dotted path of the first string (or key) in a JSON value that PostgreSQL cannot store in
 * text or JSON: half a surrogate pair, or NUL (unless `nul: false`, for callers whose text()
 * schemas name it better), or anything nested deeper than MAX_JSON_DEPTH (PostgreSQL's own
 * parser gives up on deep JSON too). Undefined when there is none; '' for the value itself.
 * Iterative, first in document order: a body of any depth is walked without the call stack.
 */
export function unstorableTextPath(value: unknown, opts: { nul?: boolean } = {}, path = ''): string | undefined {
  const bad = (text: string) => !isWellFormedText(text) || (opts.nul !== false && text.includes('\u0000'));
  // Each entry: the value, its path, its depth, and the key it sits under with its parent's path.
  const stack: [unknown, string, number, string | undefined, string][] = [[value, path, 0, undefined, '']];
  while (stack.length) {
    const [v, at, depth, key, parent] = stack.pop() as [unknown, string, number, string | undefined, string];
    if (key !== undefined && bad(key)) return parent;
    if (typeof v === 'string') {
      if (bad(v)) return at;
      continue;
    }
    if (v === null || typeof v !== 'object') continue;
    if (depth >= MAX_JSON_DEPTH) return at;
    const entries = Object.entries(v);
    // Pushed last to first, so the first entry is looked at first (the path named is the first bad one).
    for (let i = entries.length - 1; i >= 0; i--) {
      const [k, inner] = entries[i] as [string, unknown];
      stack.push([inner, at ? `${at}.${k}` : k, depth + 1, k, at]);
    }
  }
  return undefined;
}

/**
 * C0 controls, DEL and the bidi controls; a multi-line field allows tab, line feed and carriage return. Also half of
 * a surrogate pair (JSON may carry "\ud800"): no character at all, UTF-8 cannot encode it and
 * PostgreSQL refuses it in JSON (the audit log's before/after), which was a 500.
 */
export function hasControlCharacters(value: string, opts: { multiline?: boolean } = {}): boolean {
  if (!isWellFormedText(value)) return true;
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c === DEL) return true;
    if (c < 0x20 && !(opts.multiline && (c === TAB || c === LF || c === CR))) return true;
    // Bidi embeddings, overrides and isolates: "Pune\u202e" prints backwards on a shipping label
    // or an invoice and can make one name look like another. Hindi needs none of them (ZWJ and
    // ZWNJ, which it does use, stay allowed).
    if ((c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069)) return true;
  }
  return false;
}

/**
 * A string schema that refuses control characters before anything else runs (trim, length,
 * pattern), so a NUL byte is a field error, never a database error. Chain the usual checks.
 */
export function text(opts: { field: string; required?: string; multiline?: boolean }) {
  const message = textMessages.controlCharacters(opts.field);
  return z.string(opts.required ? { error: opts.required } : undefined).refine((v) => !hasControlCharacters(v, opts), { message, abort: true });
}

/** A phone number as shown: its spaces non-breaking, so "+91 98285 00100" never wraps inside. */
export const phoneText = (phone: string): string => phone.replace(/ /g, '\u00a0');
