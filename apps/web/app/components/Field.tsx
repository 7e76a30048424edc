// A form control with a visible label, optional hint and error text tied by aria-describedby.
import { layoutText, MOBILE_INPUT_MAX, MOBILE_INPUT_PATTERN, PASSWORD_MAX, PASSWORD_MIN } from '@sahyog/core';
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';

type Common = { label: string; name: string; error?: string | undefined; hint?: string | undefined; className?: string };

/** The label, hint and error around one control, tied to it by id and aria-describedby. */
function Labelled({ id, label, hint, error, className = '', children }: Omit<Common, 'name'> & { id: string; children: ReactNode }) {
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
      {children}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** What every control gets: its id, error state and description, and the shared look. */
function controlProps(id: string, name: string, error: string | undefined, hint: string | undefined, extra = '') {
  return {
    id,
    name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined,
    className: `mt-1 w-full rounded-xl border bg-white px-4 text-base ${error ? 'border-red-600' : 'border-stone-400'} ${extra}`,
  } as const;
}

export function Field({ label, name, error, hint, className, ...input }: Common & Omit<InputHTMLAttributes<HTMLInputElement>, 'className'>) {
  const id = input.id ?? `f-${name}`;
  return (
    <Labelled id={id} label={label} hint={hint} error={error} className={className}>
      {/* An explicit type, text unless told: validators and screen readers read it. */}
      <input {...controlProps(id, name, error, hint, 'min-h-12')} {...input} type={input.type ?? 'text'} />
    </Labelled>
  );
}

/**
 * An Indian mobile number as people type it ("98765 43210", "+91 98765 43210"): the phone's
 * dial pad (it has + and space), the browser's saved number (`tel`: `tel-national` is not
 * allowed on type=tel), room for the spaces and +91, and core's own grammar as the pattern.
 */
export function MobileField(props: Common & Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'type'>) {
  return <Field type="tel" inputMode="tel" autoComplete="tel" maxLength={MOBILE_INPUT_MAX} pattern={MOBILE_INPUT_PATTERN} required {...props} />;
}

export function TextAreaField({ label, name, error, hint, className, ...area }: Common & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'>) {
  const id = area.id ?? `f-${name}`;
  return (
    <Labelled id={id} label={label} hint={hint} error={error} className={className}>
      <textarea {...controlProps(id, name, error, hint, 'py-3')} {...area} />
    </Labelled>
  );
}

export function SelectField({
  label,
  name,
  error,
  hint,
  className,
  children,
  ...select
}: Common & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'> & { children: ReactNode }) {
  const id = select.id ?? `f-${name}`;
  return (
    <Labelled id={id} label={label} hint={hint} error={error} className={className}>
      <select {...controlProps(id, name, error, hint, 'min-h-12')} {...select}>
        {children}
      </select>
    </Labelled>
  );
}

/** A new password and its confirmation (registration, reset), with the shared limits. */
export function NewPasswordFields({ label, errors, required }: { label?: string; errors: Record<string, string | undefined>; required?: boolean }) {
  return (
    <>
      <Field
        label={label ?? layoutText.password}
        name="password"
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX}
        hint={layoutText.passwordHint(PASSWORD_MIN)}
        error={errors.password}
        required={required}
      />
      <Field
        label={layoutText.confirmPassword}
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
