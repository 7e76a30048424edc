// Form checking shared by the browser (before sending) and page actions (always): the same zod
// schema from core, so both give the same messages in the same order.
import { type AppError, type FieldErrors, type Flash, fieldErrors, isAppError } from '@sahyog/core';
import { type FormEvent, useState } from 'react';
import type { z } from 'zod';

export type { FieldErrors };

export function formObject(fd: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of fd) if (typeof v === 'string') out[k] = v;
  return out;
}

export function check<S extends z.ZodType>(schema: S, values: unknown): { ok: true; data: z.output<S> } | { ok: false; errors: FieldErrors } {
  const r = schema.safeParse(values);
  return r.success ? { ok: true, data: r.data } : { ok: false, errors: fieldErrors(r.error) };
}

/**
 * In a page action's `catch`: the AppError a form shows (as field errors and a toast), or the
 * error rethrown when it is not one a visitor can act on (a bug, the database, a 5xx), so that
 * the error page shows it and it is logged.
 */
export function expected(e: unknown): AppError {
  if (isAppError(e) && e.status < 500) return e;
  throw e;
}

/** The first message in the form's field order: the one the spec shows as a toast. */
export function firstInOrder(errors: FieldErrors, order: readonly string[]): string | undefined {
  for (const k of order) if (errors[k]) return errors[k];
  return Object.values(errors)[0];
}

/**
 * Page forms answer 200 with their errors: showing the form again is the success of that
 * request (the JSON API answers 4xx). Browsers would also log a 4xx page as a console error.
 */
export const reshow = { status: 200 } as const;

/**
 * Checks a form in the browser before it is sent, with the schema the action uses. Returns
 * the errors to show beside fields, the one message the spec shows as a toast, and the
 * submit handler (it cancels the submit when something is wrong).
 */
export function useClientCheck<S extends z.ZodType>(schema: S, summary: (errors: FieldErrors) => string | undefined) {
  // One object per refused submission: the Toaster keys toasts by it, so the same message
  // submitted again shows again.
  const [state, setState] = useState<{ errors: FieldErrors; flash: Flash | null } | null>(null);
  return {
    errors: state?.errors ?? null,
    toast: state?.flash?.message ?? null,
    /** This submission's toast (pass it to <Toaster> as is). */
    flash: state?.flash ?? null,
    onSubmit(e: FormEvent<HTMLFormElement>) {
      const r = check(schema, formObject(new FormData(e.currentTarget)));
      if (r.ok) setState(null);
      else {
        e.preventDefault();
        const message = summary(r.errors);
        setState({ errors: r.errors, flash: message ? { type: 'error', message } : null });
      }
    },
  };
}
