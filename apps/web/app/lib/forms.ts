// Form checking shared by the browser (before sending) and page actions (always): the same zod
// schema from core, so both give the same messages in the same order.
import { type AppError, type FieldErrors, type Flash, fieldErrors, isAppError } from '@sahyog/core';
import { type FormEvent, useRef, useState } from 'react';
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

const LAZY = Symbol('lazy schema');

/** A schema the page loads only when the visitor starts on its form (see useClientCheck). */
export type LazySchema<S extends z.ZodType> = { readonly [LAZY]: () => Promise<S> };

/**
 * Wraps an import() of a schema: building zod schemas costs a phone's browser tens to hundreds
 * of milliseconds, which a page that hydrates should not spend before the visitor needs it.
 */
export function lazySchema<S extends z.ZodType>(load: () => Promise<S>): LazySchema<S> {
  return { [LAZY]: load };
}

function isLazy<S extends z.ZodType>(source: S | LazySchema<S>): source is LazySchema<S> {
  return typeof source === 'object' && source !== null && LAZY in source;
}

/**
 * Checks a form in the browser before it is sent, with the schema the action uses. Returns
 * the errors to show beside fields, the one message the spec shows as a toast, and the
 * submit handler (it cancels the submit when something is wrong).
 *
 * A lazy schema starts loading on the form's first focus or touch (`prepare`, for onFocus and
 * onPointerDown). A submission that comes before it has arrived is held until it has, then
 * sent again through the same check, so the visitor sees the same messages either way. If it
 * cannot be loaded (offline, a new deployment), the form goes to the server, whose action
 * checks it with the same schema.
 */
export function useClientCheck<S extends z.ZodType>(
  source: S | LazySchema<S>,
  summary: (errors: FieldErrors) => string | undefined,
  /** The errors the server's answer shows (a form sent without the check), cleared the same way. */
  serverErrors?: FieldErrors,
) {
  // One object per refused submission: the Toaster keys toasts by it, so the same message
  // submitted again shows again.
  const [state, setState] = useState<{ errors: FieldErrors; flash: Flash | null } | null>(null);
  // The fields corrected since the errors were shown, and which errors they were (this
  // submission's object, or the server's answer by its text): a new answer starts afresh.
  const serverKey = serverErrors && Object.keys(serverErrors).length > 0 ? `server:${JSON.stringify(serverErrors)}` : null;
  const [corrected, setCorrected] = useState<{ of: unknown; fields: ReadonlySet<string> }>({ of: null, fields: new Set() });
  const shownOf: unknown = state ?? serverKey;
  const base = state?.errors ?? (serverKey ? (serverErrors ?? null) : null);
  const errors =
    base && corrected.of === shownOf && corrected.fields.size > 0 ? Object.fromEntries(Object.entries(base).filter(([k]) => !corrected.fields.has(k))) : base;
  const loaded = useRef<S | null>(null);
  const loading = useRef<Promise<S | null> | null>(null);
  // A submission held while the schema loads (a second press then adds nothing), and the one
  // resubmission after a failed load, which goes to the server unchecked.
  const held = useRef(false);
  const unchecked = useRef(false);
  const prepare = (): Promise<S | null> | null => {
    if (!isLazy(source) || loaded.current) return null;
    loading.current ??= source[LAZY]().then(
      (s) => {
        loaded.current = s;
        return s;
      },
      () => {
        loading.current = null; // the next focus tries again
        return null;
      },
    );
    return loading.current;
  };
  return {
    errors,
    toast: state?.flash?.message ?? null,
    /** This submission's toast (pass it to <Toaster> as is). */
    flash: state?.flash ?? null,
    prepare,
    /**
     * For the form's onChange: an error whose field now passes the check goes at once, so a
     * corrected number no longer says it is wrong until the next press (issue 39: "mobile must
     * be 10 digits" stayed under a right number). Only the field typed in is cleared (a rule the
     * server alone checks stays said), and nothing new is reported before a submission.
     */
    onChange(e: FormEvent<HTMLFormElement>) {
      const name = (e.target as HTMLInputElement).name;
      if (!base || !name || !base[name]) return;
      const form = e.currentTarget;
      const of = shownOf;
      const run = (schema: S) => {
        const r = check(schema, formObject(new FormData(form)));
        if (!r.ok && r.errors[name]) return;
        setCorrected((prev) => ({ of, fields: new Set([...(prev.of === of ? prev.fields : []), name]) }));
      };
      const current = isLazy(source) ? loaded.current : source;
      if (current) run(current);
      else void prepare()?.then((schema) => schema && run(schema));
    },
    onSubmit(e: FormEvent<HTMLFormElement>) {
      if (unchecked.current) {
        unchecked.current = false;
        return;
      }
      const current = isLazy(source) ? loaded.current : source;
      if (!current) {
        e.preventDefault();
        if (held.current) return;
        held.current = true;
        const form = e.currentTarget;
        const submitter = (e.nativeEvent as SubmitEvent).submitter;
        void prepare()?.then((s) => {
          held.current = false;
          if (!s) unchecked.current = true;
          form.requestSubmit(submitter);
        });
        return;
      }
      const r = check(current, formObject(new FormData(e.currentTarget)));
      if (r.ok) setState(null);
      else {
        e.preventDefault();
        const message = summary(r.errors);
        setState({ errors: r.errors, flash: message ? { type: 'error', message } : null });
      }
    },
  };
}
