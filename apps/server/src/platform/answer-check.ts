// In the test suite every JSON answer of a declared route is read back through the schema its
// route declares, and an answer carrying a field the schema does not declare fails the request
// (issue 38: the console's application list answered a campaign's `title` its document did not
// name). Such a field is unreviewed data on the wire: a client generated from the document never
// sees it, and the next one added may be private. Off outside tests (SAHYOG_CHECK_ANSWERS=1 in
// vitest.config.ts): the check costs a parse of every answer.
import type { z } from 'zod';

export const checkAnswers = process.env.SAHYOG_CHECK_ANSWERS === '1';

/**
 * The paths of fields in `wire` (an answer as JSON.parse reads it) that `schema` drops when it
 * parses it: what the schema does not declare. Records, loose objects and unknown values keep
 * their keys, so they name nothing. An answer the schema refuses outright is left to the API
 * fuzz, which checks each answer against the published document.
 */
export function undeclaredFields(schema: z.ZodType, wire: unknown): string[] {
  const parsed = schema.safeParse(wire);
  return parsed.success ? dropped(wire, parsed.data, '') : [];
}

function dropped(raw: unknown, kept: unknown, path: string): string[] {
  if (Array.isArray(raw) && Array.isArray(kept)) return raw.flatMap((v, i) => dropped(v, kept[i], `${path}[${i}]`));
  if (!isObject(raw) || !isObject(kept)) return [];
  return Object.keys(raw).flatMap((k) => (k in kept ? dropped(raw[k], kept[k], `${path}.${k}`) : [`${path}.${k}`.replace(/^\./, '')]));
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
