// The campaign page's amount choice (spec §4): presets, a typed amount, or product quantities.
// Typing resets quantities; changing a quantity sets the amount to Σ qty × price.
import {
  AMOUNT_INPUT_MAX,
  CAMPAIGN_DEFAULT_RUPEES,
  CAMPAIGN_PRESETS_RUPEES,
  type CampaignProduct,
  campaignMessages,
  formatINR,
  layoutText,
  MIN_DONATION_RUPEES,
  messages,
  PAISE_PER_RUPEE,
  taxText,
} from '@sahyog/core';
import { type Ref, useId, useState } from 'react';
import {
  type AmountChoice,
  amountForQuantities,
  amountRupees,
  buildDraft,
  type DraftDonor,
  formatItems,
  type Quantities,
  saveDraft,
} from '../lib/checkout-draft.ts';
import { localPath } from '../lib/links.tsx';
import { useSettings } from '../root.tsx';
import { langOf } from './ContentLanguage.tsx';
import { PaymentMethods } from './PaymentMethods.tsx';

export function validateAmount(value: string): string | null {
  if (value.trim() === '') return messages.enterAmount;
  if (amountRupees(value) < MIN_DONATION_RUPEES) return messages.minimumDonation;
  return null;
}

export function useCampaignAmount(products: CampaignProduct[], initial?: AmountChoice | null) {
  const [amount, setAmountRaw] = useState(initial?.amount ?? String(CAMPAIGN_DEFAULT_RUPEES));
  const [qty, setQty] = useState<Quantities>(initial?.qty ?? {});
  const [error, setError] = useState<string | null>(null);
  return {
    amount,
    qty,
    error,
    setError,
    /** A whole valid amount, for labels such as the sticky bar's "Donate ₹3,000". */
    validPaise: validateAmount(amount) === null ? amountRupees(amount) * PAISE_PER_RUPEE : null,
    preset(rupees: number) {
      setAmountRaw(String(rupees));
      setQty({});
      setError(null);
    },
    type(value: string) {
      // As typed ("1,50,000", "₹5000"): the checkout reads it with core's one amount rule.
      const v = value.slice(0, AMOUNT_INPUT_MAX);
      setAmountRaw(v);
      setQty({});
      setError(v === '' ? null : validateAmount(v));
    },
    setQuantity(id: number, n: number) {
      const next = { ...qty, [id]: Math.max(0, n) };
      setQty(next);
      setAmountRaw(String(amountForQuantities(next, products)));
      setError(null);
    },
    /** Back on the page (a reload, Back from the checkout): the choice the donor had made. */
    restore(choice: AmountChoice) {
      setAmountRaw(choice.amount);
      setQty(choice.qty);
      setError(null);
    },
  };
}

export type CampaignAmount = ReturnType<typeof useCampaignAmount>;

export function AmountPicker({
  campaignId,
  campaignSlug,
  products,
  donor,
  state,
  submitRef,
  idPrefix = 'amount',
}: {
  campaignId: number;
  campaignSlug: string;
  products: CampaignProduct[];
  /** The signed-in donor's details for the checkout draft; null when signed out. */
  donor: DraftDonor | null;
  state: CampaignAmount;
  /** The sticky bar watches this button: while it is on screen the bar is not needed. */
  submitRef?: Ref<HTMLButtonElement>;
  idPrefix?: string;
}) {
  const errId = useId();
  const taxShort = useSettings()?.taxLaw.shortName ?? '';
  const items = formatItems(state.qty);
  return (
    // In the page's language: a gift begun on /hi/campaigns/… is made, paid and thanked in Hindi.
    <form
      method="get"
      action={localPath('/checkout')}
      noValidate
      onSubmit={(e) => {
        const err = validateAmount(state.amount);
        if (err) {
          e.preventDefault();
          state.setError(err);
          return;
        }
        saveDraft(buildDraft({ campaignId, amount: state.amount, qty: state.qty, products, donor }));
      }}
      className="space-y-4"
    >
      <input type="hidden" name="campaign" value={campaignSlug} />
      <fieldset>
        <legend className="text-sm font-semibold">{layoutText.chooseAmount}</legend>
        <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
          {CAMPAIGN_PRESETS_RUPEES.map((r) => (
            <button
              key={r}
              type="button"
              aria-pressed={state.amount === String(r)}
              onClick={() => state.preset(r)}
              className={`min-h-12 rounded-xl border text-base font-semibold tabular-nums ${state.amount === String(r) ? 'border-accent-700 bg-accent-50 text-accent-800 ring-1 ring-accent-700' : 'border-line bg-white hover:border-accent-700'}`}
            >
              {formatINR(r * PAISE_PER_RUPEE)}
            </button>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor={idPrefix} className="text-sm font-semibold">
          {layoutText.ownAmount}
        </label>
        <input
          type="text"
          id={idPrefix}
          name="amount"
          inputMode="numeric"
          autoComplete="off"
          maxLength={AMOUNT_INPUT_MAX}
          value={state.amount}
          aria-invalid={state.error ? true : undefined}
          aria-describedby={state.error ? errId : undefined}
          onChange={(e) => state.type(e.target.value)}
          className="mt-1 min-h-12 w-full rounded-xl border border-stone-400 bg-white px-4 text-lg font-semibold tabular-nums"
        />
        {state.error ? (
          <p id={errId} role="alert" className="mt-1 text-sm font-medium text-red-700">
            {state.error}
          </p>
        ) : null}
      </div>
      {items ? <input type="hidden" name="items" value={items} /> : null}
      <button ref={submitRef} type="submit" className="btn-primary min-h-12 w-full text-lg">
        {campaignMessages.donateNow}
      </button>
      {/* Under the button rather than above it: on a laptop screen the sticky box must still show Donate Now. */}
      <PaymentMethods />
      <p className="text-center text-sm text-muted">{taxText.benefitAndFee(taxShort)}</p>
    </form>
  );
}

export function ProductRows({ products, state }: { products: CampaignProduct[]; state: CampaignAmount }) {
  return (
    <ul className="space-y-3">
      {products.map((p) => {
        const n = state.qty[p.id] ?? 0;
        const pct = p.stock > 0 ? Math.min(100, Math.floor((p.collected * 100) / p.stock)) : 0;
        return (
          <li
            key={p.id}
            className="grid grid-cols-[72px_minmax(0,1fr)] gap-x-4 gap-y-3 rounded-2xl border border-line bg-white p-4 sm:grid-cols-[88px_minmax(0,1fr)_auto]"
          >
            <img
              src={p.image}
              alt=""
              width={88}
              height={88}
              loading="lazy"
              className="h-[72px] w-[72px] rounded-xl bg-accent-50 object-cover sm:h-[88px] sm:w-[88px]"
            />
            <div className="min-w-0">
              <p className="font-semibold leading-snug" {...langOf(p)}>
                {p.title}
              </p>
              <p className="text-sm text-muted">{layoutText.each(formatINR(p.pricePaise))}</p>
              <div className="mt-2 h-1.5 w-full overflow-hidden rounded-full bg-stone-200" aria-hidden="true">
                <div className="h-full bg-accent-600" style={{ width: `${pct}%` }} />
              </div>
              <p className="mt-1 text-xs text-muted">{layoutText.quantityObtained(p.collected, p.stock)}</p>
            </div>
            {/* biome-ignore lint/a11y/useSemanticElements: a fieldset would bring a legend and borders the stepper does not need */}
            <div
              className="col-span-2 flex items-center justify-end gap-1 sm:col-span-1 sm:self-center"
              role="group"
              aria-label={layoutText.quantityOf(p.title)}
            >
              <button
                type="button"
                disabled={n === 0}
                onClick={() => state.setQuantity(p.id, n - 1)}
                aria-label={layoutText.fewer(p.title)}
                className="inline-flex h-11 w-11 items-center justify-center rounded-full border border-line text-xl disabled:opacity-40"
              >
                −
              </button>
              <output aria-live="polite" className="w-8 text-center font-semibold tabular-nums">
                {n}
              </output>
              <button
                type="button"
                onClick={() => state.setQuantity(p.id, n + 1)}
                aria-label={layoutText.more(p.title)}
                className="inline-flex h-11 w-11 items-center justify-center rounded-full border border-line text-xl"
              >
                +
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
