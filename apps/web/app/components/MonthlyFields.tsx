// The monthly form's pieces, shared by /monthly-donation (twice), the checkout's Monthly tab and
// the manage page: the donor's three fields (spec §3 names), the amount box checked on every key
// press (spec §5), and the WhatsApp updates box (ticked by default).
import { AMOUNT_INPUT_MAX, consentNotices, monthlyAmountProblem, monthlyText as t } from '@sahyog/core';
import { useId, useState } from 'react';
import { Field, MobileField } from './Field.tsx';

type Values = Record<string, string>;
type Errors = Record<string, string | undefined>;

/** Full name, email and mobile, with `idPrefix` keeping ids unique when a page has two forms. */
export function MonthlyDonorFields({
  values,
  errors,
  prefill,
  idPrefix = '',
}: {
  values: Values;
  errors: Errors;
  prefill: { name: string; email: string; mobile: string };
  idPrefix?: string;
}) {
  // Field makes `f-<name>` ids; a page with two forms gives each its own prefix.
  const id = (name: string) => (idPrefix ? { id: `${idPrefix}-${name}` } : {});
  return (
    <>
      <Field
        {...id('name')}
        label={t.fullName}
        name="fullName"
        autoComplete="name"
        maxLength={100}
        defaultValue={values.fullName ?? prefill.name}
        error={errors.fullName}
        required
      />
      <Field
        {...id('email')}
        label={t.email}
        name="emailId"
        type="email"
        autoComplete="email"
        maxLength={254}
        defaultValue={values.emailId ?? prefill.email}
        error={errors.emailId}
        required
      />
      <MobileField {...id('mobile')} label={t.mobile} name="mobileNo" defaultValue={values.mobileNo ?? prefill.mobile} error={errors.mobileNo} />
    </>
  );
}

/** The amount box's state: what it holds, and whether the donor has touched it yet. */
export function useMonthlyAmount(initial: string) {
  const [amount, setAmount] = useState(initial);
  const [typed, setTyped] = useState(false);
  return {
    amount,
    typed,
    /** A key press or a preset: from now on the box's message follows it. */
    choose: (value: string) => {
      setAmount(value);
      setTyped(true);
    },
    /** "Enter Amount" empties the box without a message until the donor types. */
    clear: () => {
      setAmount('');
      setTyped(false);
    },
  };
}

/**
 * The amount in whole rupees, as typed ("1,000", "₹1,000": core's one amount rule reads it);
 * once the donor has typed (or chosen a preset), its message follows every key press; before
 * that, the server's message shows.
 */
export function MonthlyAmountField({
  state,
  serverError,
  label = t.otherAmount,
  name = 'donationcampaignamount',
  id,
  className,
  hint,
}: {
  state: ReturnType<typeof useMonthlyAmount>;
  serverError?: string | undefined;
  label?: string;
  name?: string;
  id?: string | undefined;
  className?: string;
  hint?: string;
}) {
  return (
    <Field
      {...(id ? { id } : {})}
      className={className}
      label={label}
      name={name}
      inputMode="numeric"
      autoComplete="off"
      maxLength={AMOUNT_INPUT_MAX}
      hint={hint}
      value={state.amount}
      onChange={(e) => state.choose(e.target.value)}
      error={state.typed ? (monthlyAmountProblem(state.amount) ?? undefined) : serverError}
      required
    />
  );
}

/**
 * "Send me updates on WhatsApp": unticked until the donor ticks it (DPDP Act s.6 asks for a clear
 * affirmative action; the spec's "ticked by default" is a defect we fix, decision 0064), with the
 * notice the consent record keeps under it.
 */
export function WhatsappBox({ name, label, checked }: { name: string; label: string; checked: boolean }) {
  // Unique on the page: the monthly page may show the box in more than one form.
  const hint = `${name}-notice-${useId().replace(/:/g, '')}`;
  // The notice describes the box (aria-describedby) and is not part of its name.
  return (
    <div className="flex items-start gap-3">
      <input
        type="checkbox"
        id={`${hint}-box`}
        name={name}
        defaultChecked={checked}
        aria-describedby={hint}
        className="mt-3 h-5 w-5 shrink-0 accent-accent-700"
      />
      <div className="min-w-0">
        <label htmlFor={`${hint}-box`} className="flex min-h-11 items-center">
          {label}
        </label>
        <p id={hint} className="text-sm text-muted">
          {consentNotices['whatsapp-updates'].text}
        </p>
      </div>
    </div>
  );
}
