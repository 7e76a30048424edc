// What Indians type into a form, read one way everywhere: a mobile number with its spaces and
// +91, an amount in Indian (or international) grouping with ₹ (money.ts), an email address. Every zod
// schema and every form field goes through these three rules (decision 0030), so the checkout,
// the API and the console never disagree about what a number or an address is.
import { z } from 'zod';
import { text } from './text.ts';

// ----- Mobile numbers -------------------------------------------------------------------------

/**
 * An Indian mobile as typed: an optional country or trunk prefix (+91, 91, 0) and ten digits,
 * the first 6–9, with at most one space or hyphen between any two of them ("98765 43210",
 * "+91 98765 43210", "098765 43210", "+91-98765-43210", "91 9876543210").
 */
const MOBILE_TYPED = /^(?:(?:\+91|91|0)[\s-]?)?([6-9](?:[\s-]?\d){9})$/;

/** The longest mobile a person types with separators: "+91 - 98765 - 43210" fits. */
export const MOBILE_INPUT_MAX = 20;

/**
 * The same grammar for an input's `pattern` attribute (the browser anchors it and compiles it
 * with the `v` flag, where a literal hyphen in a class must be escaped).
 */
export const MOBILE_INPUT_PATTERN = String.raw`\s*(?:(?:\+91|91|0)[\s\-]?)?[6-9](?:[\s\-]?\d){9}\s*`;

/** The ten digits of an Indian mobile, or null when `typed` is not one. */
export function parseMobile(typed: string): string | null {
  const m = MOBILE_TYPED.exec(typed.trim());
  return m?.[1] ? m[1].replace(/[\s-]/g, '') : null;
}

/**
 * A mobile field: required with the form's own message, then read by parseMobile; anything else
 * is the field's `invalid` message. The output is the ten digits, as stored.
 */
export function mobileField(opts: { field: string; required: string; invalid: string }) {
  return text({ field: opts.field, required: opts.required })
    .trim()
    .min(1, opts.required)
    .max(MOBILE_INPUT_MAX, opts.invalid)
    .transform((v, ctx) => {
      const digits = parseMobile(v);
      if (digits === null) {
        ctx.addIssue({ code: 'custom', message: opts.invalid });
        return z.NEVER;
      }
      return digits;
    });
}

/** An optional mobile (the console's team list): '' stays '', anything else must be a mobile. */
export function optionalMobileField(opts: { field: string; invalid: string }) {
  return text({ field: opts.field })
    .trim()
    .max(MOBILE_INPUT_MAX, opts.invalid)
    .transform((v, ctx) => {
      if (v === '') return '';
      const digits = parseMobile(v);
      if (digits === null) {
        ctx.addIssue({ code: 'custom', message: opts.invalid });
        return z.NEVER;
      }
      return digits;
    });
}

// ----- Amounts --------------------------------------------------------------------------------
// parseAmount and parseWholeRupees live with the rest of money's rules, in money.ts.

// ----- Email addresses ------------------------------------------------------------------------

/**
 * One address, as a person gives theirs: a local part of letters, digits and . _ % + - (no dot
 * first, last or doubled), one @, and a domain of at least two labels (letters, digits and
 * inner hyphens), the last one letters only and two or more. No spaces, commas, quotes, second @,
 * IP literals or comments: a field takes one address, never a list or a header's worth of text.
 */
const EMAIL_LOCAL = /^[A-Za-z0-9_%+-]+(?:\.[A-Za-z0-9_%+-]+)*$/;
const EMAIL_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

export const EMAIL_MAX = 254;

export function isEmailAddress(value: string): boolean {
  if (value.length > EMAIL_MAX) return false;
  const at = value.indexOf('@');
  if (at <= 0 || at !== value.lastIndexOf('@')) return false;
  const local = value.slice(0, at);
  const labels = value.slice(at + 1).split('.');
  if (local.length > 64 || !EMAIL_LOCAL.test(local)) return false;
  const tld = labels[labels.length - 1] ?? '';
  return labels.length >= 2 && labels.every((l) => EMAIL_LABEL.test(l)) && /^[A-Za-z]{2,63}$/.test(tld);
}
