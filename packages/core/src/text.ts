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
 * The dotted path of the first string (or key) in a JSON value that PostgreSQL cannot store in
 * text or JSON: half a surrogate pair, or NUL (unless `nul: false`, for callers whose text()
 * schemas name it better). Undefined when there is none; '' for the value itself.
 */
export function unstorableTextPath(value: unknown, opts: { nul?: boolean } = {}, path = ''): string | undefined {
  const bad = (text: string) => !isWellFormedText(text) || (opts.nul !== false && text.includes('\u0000'));
  if (typeof value === 'string') return bad(value) ? path : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, inner] of Object.entries(value)) {
    if (bad(key)) return path;
    const found = unstorableTextPath(inner, opts, path ? `${path}.${key}` : key);
    if (found !== undefined) return found;
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
