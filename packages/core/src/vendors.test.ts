// The GSTIN's check character and the application's cross-field checks, against GSTINs the
// companies publish on their invoices and filings (not computed by the code under test).
import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter, gstStateCode, INDIAN_STATES, isGstin, maskAccount, vendorApplicationInput, vendorMessages as vm } from './vendors.ts';

// Published GSTINs: Reliance Industries Ltd (Mumbai) and Tata Consultancy Services (Mumbai).
const PUBLISHED = ['27AAACR5055K1Z7', '27AAACT2727Q1ZW'];

describe('GSTIN check character', () => {
  it.each(PUBLISHED)('%s: the 15th character is the one CBIC’s scheme gives', (g) => {
    expect(gstinCheckCharacter(g.slice(0, 14))).toBe(g[14]);
    expect(isGstin(g)).toBe(true);
  });

  it('worked by hand for 27AAACR5055K1Z: the digits sum to 173, 173 mod 36 = 29, 36 − 29 = 7', () => {
    // Values ×1, ×2 alternately; each product's quotient and remainder by 36 added:
    // 2, 14, 10, 20, 10, 24, 27, 10, 0, 10, 5, (K=20×2=40 → 1+4=5), 1, (Z=35×2=70 → 1+34=35) = 173.
    expect(gstinCheckCharacter('27AAACR5055K1Z')).toBe('7');
  });

  it.each(PUBLISHED)('%s with any other last character, or two characters swapped, fails', (g) => {
    for (const c of '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ') if (c !== g[14]) expect(isGstin(g.slice(0, 14) + c)).toBe(false);
    // A transposition of two neighbouring PAN digits changes the check.
    const swapped = `${g.slice(0, 7)}${g[8]}${g[7]}${g.slice(9)}`;
    if (swapped !== g) expect(isGstin(swapped)).toBe(false);
  });

  it('the format: 2 digits, a PAN, an entity character, Z, a check character', () => {
    expect(isGstin('27aaacr5055k1z7')).toBe(false);
    expect(isGstin('27AAACR5055K1Y7')).toBe(false);
    expect(isGstin('27AAACR5055K0Z7')).toBe(false);
    expect(isGstin('27AAACR5055K1Z')).toBe(false);
  });
});

describe('states and their GST codes', () => {
  it('36 states and union territories, each code once, as the GST portal numbers them', () => {
    expect(INDIAN_STATES).toHaveLength(36);
    expect(new Set(INDIAN_STATES.map((s) => s.code)).size).toBe(36);
    expect(gstStateCode('Maharashtra')).toBe('27');
    expect(gstStateCode('Karnataka')).toBe('29');
    expect(gstStateCode('Delhi')).toBe('07');
    expect(gstStateCode('Ladakh')).toBe('38');
    expect(gstStateCode('Andhra Pradesh')).toBe('37');
    expect(gstStateCode('Telangana')).toBe('36');
    expect(gstStateCode('Atlantis')).toBeNull();
  });
});

describe('the application', () => {
  const base = {
    legalName: 'Reliance Industries Limited',
    displayName: 'R Shop',
    addressLine: 'Maker Chambers IV, Nariman Point',
    city: 'Mumbai',
    state: 'Maharashtra',
    pinCode: '400021',
    supportEmail: 'Help@Example.in',
    supportPhone: '+91 98200 12345',
    returnPolicy: '7 days',
    pan: 'aaacr5055k',
    gstin: '27aaacr5055k1z7',
    bankAccountName: 'R',
    bankAccountNumber: '1234 5678 9012',
    bankAccountConfirm: '123456789012',
    ifsc: 'sbin0000001',
  };
  const errors = (over: Record<string, unknown>) => {
    const r = vendorApplicationInput.safeParse({ ...base, ...over });
    return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it('reads what people type: upper case, spaces in the account number, +91 in the phone', () => {
    const r = vendorApplicationInput.parse(base);
    expect(r).toMatchObject({
      pan: 'AAACR5055K',
      gstin: '27AAACR5055K1Z7',
      ifsc: 'SBIN0000001',
      bankAccountNumber: '123456789012',
      supportPhone: '9820012345',
      supportEmail: 'help@example.in',
    });
    expect(vendorApplicationInput.parse({ ...base, gstin: '' }).gstin).toBeUndefined();
  });

  it('refuses a GSTIN of another state or another PAN, a bad PIN code, account numbers that differ', () => {
    expect(errors({ state: 'Gujarat' }).gstin).toBe(vm.gstinState);
    expect(errors({ pan: 'AAACT2727Q' }).gstin).toBe(vm.gstinPan);
    expect(errors({ gstin: '27AAACR5055K1Z8' }).gstin).toBe(vm.gstinChecksum);
    expect(errors({ pinCode: '040002' }).pinCode).toBe(vm.pinCodeInvalid);
    expect(errors({ pinCode: '40002' }).pinCode).toBe(vm.pinCodeInvalid);
    expect(errors({ bankAccountConfirm: '123456789013' }).bankAccountConfirm).toBe(vm.bankAccountMismatch);
    expect(errors({ bankAccountNumber: '12345678', bankAccountConfirm: '12345678' }).bankAccountNumber).toBe(vm.bankAccountInvalid);
    expect(errors({ ifsc: 'SBIN1000001' }).ifsc).toBe(vm.ifscFormat);
    expect(errors({ state: 'Atlantis' }).state).toBe(vm.stateRequired);
  });

  it('masks an account number to its last four digits', () => {
    expect(maskAccount('123456789012')).toBe('•••• 9012');
  });
});
