// What buyers see of a shop, as one set of fields: the application to sell and the approved
// vendor's profile (/seller/shop) ask the same things the same way.
import { INDIAN_STATES, RETURN_WINDOW_DAYS, RETURN_WINDOW_MAX_DAYS, vendorMessages as vm } from '@sahyog/core';
import type { FieldErrors } from '../lib/forms.ts';
import { Field, MobileField, SelectField, TextAreaField } from './Field.tsx';

type Values = Record<string, string | null | undefined>;

/** A group of fields under its own heading: a fieldset, so screen readers say which part it is. */
export function FormSection({ legend, children }: { legend: string; children: React.ReactNode }) {
  return (
    <fieldset className="rounded-2xl border border-line bg-white p-5 sm:p-6">
      <legend className="px-1 text-lg font-semibold">{legend}</legend>
      <div className="mt-2 grid gap-5 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/**
 * The legal name, PAN and GSTIN: asked on applying, and changed by staff against a new document
 * (/admin/vendors/:id), with the same words and limits in both places.
 */
export function VendorTaxFields({ values, errors }: { values: Values; errors: FieldErrors }) {
  const v = (k: string) => values[k] ?? '';
  return (
    <FormSection legend={vm.sectionTax}>
      <Field
        label={vm.legalNameLabel}
        hint={vm.legalNameHint}
        name="legalName"
        defaultValue={v('legalName')}
        error={errors.legalName}
        required
        maxLength={100}
        className="sm:col-span-2"
      />
      <Field
        label={vm.panLabel}
        hint={vm.panHint}
        name="pan"
        defaultValue={v('pan')}
        error={errors.pan}
        required
        maxLength={10}
        autoCapitalize="characters"
        spellCheck={false}
      />
      <Field
        label={vm.gstinLabel}
        hint={vm.gstinHint}
        name="gstin"
        defaultValue={v('gstin')}
        error={errors.gstin}
        maxLength={15}
        autoCapitalize="characters"
        spellCheck={false}
      />
    </FormSection>
  );
}

/** The bank account payouts go to, typed twice (never shown back in full), and its IFSC. */
/** `keepHint`: staff's change of details, where the account number may be left blank to keep it. */
export function VendorBankFields({ values, errors, keepHint }: { values: Values; errors: FieldErrors; keepHint?: string }) {
  const v = (k: string) => values[k] ?? '';
  return (
    <FormSection legend={vm.sectionBank}>
      <Field
        label={vm.bankAccountNameLabel}
        name="bankAccountName"
        defaultValue={v('bankAccountName')}
        error={errors.bankAccountName}
        required
        maxLength={100}
        className="sm:col-span-2"
      />
      <Field
        label={vm.bankAccountNumberLabel}
        name="bankAccountNumber"
        error={errors.bankAccountNumber}
        hint={keepHint}
        required={!keepHint}
        inputMode="numeric"
        maxLength={24}
        autoComplete="off"
      />
      <Field
        label={vm.bankAccountConfirmLabel}
        name="bankAccountConfirm"
        error={errors.bankAccountConfirm}
        required={!keepHint}
        inputMode="numeric"
        maxLength={24}
        autoComplete="off"
      />
      <Field
        label={vm.ifscLabel}
        hint={vm.ifscHint}
        name="ifsc"
        defaultValue={v('ifsc')}
        error={errors.ifsc}
        required
        maxLength={11}
        autoCapitalize="characters"
        spellCheck={false}
      />
    </FormSection>
  );
}

export function VendorProfileFields({ values, errors }: { values: Values; errors: FieldErrors }) {
  const v = (k: string) => values[k] ?? '';
  const stateNames = vm.stateNames;
  return (
    <>
      <FormSection legend={vm.sectionBusiness}>
        <Field
          label={vm.displayNameLabel}
          hint={vm.displayNameHint}
          name="displayName"
          defaultValue={v('displayName')}
          error={errors.displayName}
          required
          maxLength={100}
          autoComplete="organization"
          className="sm:col-span-2"
        />
        <TextAreaField
          label={vm.aboutLabel}
          hint={vm.aboutHint}
          name="about"
          defaultValue={v('about')}
          error={errors.about}
          rows={4}
          maxLength={2000}
          className="sm:col-span-2"
        />
      </FormSection>
      <FormSection legend={vm.sectionAddress}>
        <TextAreaField
          label={vm.addressLineLabel}
          name="addressLine"
          defaultValue={v('addressLine')}
          error={errors.addressLine}
          rows={2}
          maxLength={300}
          required
          autoComplete="street-address"
          className="sm:col-span-2"
        />
        <Field label={vm.cityLabel} name="city" defaultValue={v('city')} error={errors.city} required maxLength={100} autoComplete="address-level2" />
        <SelectField label={vm.stateLabel} name="state" defaultValue={v('state')} error={errors.state} required>
          <option value="">{vm.statePlaceholder}</option>
          {INDIAN_STATES.map((s) => (
            <option key={s.code} value={s.name}>
              {stateNames[s.code] ?? s.name}
            </option>
          ))}
        </SelectField>
        <Field
          label={vm.pinCodeLabel}
          name="pinCode"
          defaultValue={v('pinCode')}
          error={errors.pinCode}
          required
          inputMode="numeric"
          pattern="[1-9][0-9]{5}"
          maxLength={6}
          autoComplete="postal-code"
        />
      </FormSection>
      <FormSection legend={vm.sectionContact}>
        <Field
          label={vm.supportEmailLabel}
          name="supportEmail"
          type="email"
          defaultValue={v('supportEmail')}
          error={errors.supportEmail}
          required
          autoComplete="email"
        />
        <MobileField label={vm.supportPhoneLabel} name="supportPhone" defaultValue={v('supportPhone')} error={errors.supportPhone} />
        <TextAreaField
          label={vm.returnPolicyLabel}
          hint={vm.returnPolicyHint}
          name="returnPolicy"
          defaultValue={v('returnPolicy')}
          error={errors.returnPolicy}
          rows={3}
          maxLength={2000}
          required
          className="sm:col-span-2"
        />
        <Field
          label={vm.returnWindowLabel}
          hint={vm.returnWindowHint}
          name="returnWindowDays"
          type="number"
          inputMode="numeric"
          min={0}
          max={RETURN_WINDOW_MAX_DAYS}
          defaultValue={v('returnWindowDays') || String(RETURN_WINDOW_DAYS)}
          error={errors.returnWindowDays}
          required
        />
      </FormSection>
    </>
  );
}

/** The logo and header pictures (optional on applying; replaced when a new one is sent). */
/** `chooseAgain`: the form came back refused, and a browser never keeps a chosen file: say so. */
export function VendorPictureFields({
  errors,
  current,
  chooseAgain = false,
}: {
  errors: FieldErrors;
  current?: { logo: string | null; headerImage: string | null };
  chooseAgain?: boolean;
}) {
  return (
    <FormSection legend={vm.sectionPictures}>
      <div>
        {current?.logo ? (
          <img src={current.logo} alt={vm.currentLogo} width={96} height={96} className="mb-2 size-24 rounded-xl border border-line object-cover" />
        ) : null}
        <Field
          label={vm.logoLabel}
          hint={chooseAgain ? `${vm.chooseFileAgain} ${vm.picturesHint}` : vm.picturesHint}
          name="logo"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          error={errors.logo}
          className="[&_input]:py-2.5"
        />
      </div>
      <div>
        {current?.headerImage ? (
          <img
            src={current.headerImage}
            alt={vm.currentHeader}
            width={320}
            height={100}
            className="mb-2 h-24 w-full rounded-xl border border-line object-cover"
          />
        ) : null}
        <Field
          label={vm.headerLabel}
          hint={chooseAgain ? `${vm.chooseFileAgain} ${vm.picturesHint}` : vm.picturesHint}
          name="headerImage"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          error={errors.headerImage}
          className="[&_input]:py-2.5"
        />
      </div>
    </FormSection>
  );
}
