// A form control with a visible label, optional hint and error text tied by aria-describedby.
import { PASSWORD_MAX, PASSWORD_MIN } from '@sahyog/core';
import type { InputHTMLAttributes } from 'react';

export function Field({
  label,
  name,
  error,
  hint,
  className = '',
  ...input
}: { label: string; name: string; error?: string | undefined; hint?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const id = input.id ?? `f-${name}`;
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="mt-0.5 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`mt-1 min-h-12 w-full rounded-xl border bg-white px-4 text-base ${error ? 'border-red-600' : 'border-stone-400'}`}
        {...input}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A new password and its confirmation (registration, reset), with the shared limits. */
export function NewPasswordFields({
  label = 'Password',
  errors,
  required,
}: {
  label?: string;
  errors: Record<string, string | undefined>;
  required?: boolean;
}) {
  return (
    <>
      <Field
        label={label}
        name="password"
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX}
        hint={`At least ${PASSWORD_MIN} characters`}
        error={errors.password}
        required={required}
      />
      <Field
        label="Confirm Password"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX}
        error={errors.confirmPassword}
        required={required}
      />
    </>
  );
}
