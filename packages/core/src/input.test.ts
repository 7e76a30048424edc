import { describe, expect, it } from 'vitest';
import { registerInput } from './accounts.ts';
import { applicationInput } from './applications.ts';
import { CATEGORIES } from './constants.ts';
import { contactInput } from './contact.ts';
import { checkoutForm, donorInput } from './giving.ts';
import { isEmailAddress, MOBILE_INPUT_MAX, MOBILE_INPUT_PATTERN, mobileField, parseMobile } from './input.ts';
import { monthlyForm } from './monthly-form.ts';
import { newsletterInput } from './newsletter.ts';

const typedMobiles = [
  '9876543210',
  '98765 43210',
  '+91 98765 43210',
  '098765 43210',
  '+91-98765-43210',
  '91 9876543210',
  '+919876543210',
  '919876543210',
  '09876543210',
  ' 98765-43210 ',
  '987 654 3210',
];
const notMobiles = [
  '',
  '98765',
  '987654321',
  '98765432101',
  '5876543210',
  '0123456789',
  '+91 58765 43210',
  '+92 98765 43210',
  '+1 98765 43210',
  '0091 98765 43210',
  '98765  43210',
  '98765.43210',
  '(98765) 43210',
  '98765 4321O',
  '+91 98765 432100',
  '9876543210,9876543211',
  '९८७६५४३२१०',
];

describe('parseMobile: an Indian mobile as typed', () => {
  it.each(typedMobiles)('reads %j as the ten digits', (typed) => {
    expect(parseMobile(typed)).toBe('9876543210');
  });

  it.each(notMobiles)('refuses %j', (typed) => {
    expect(parseMobile(typed)).toBeNull();
  });

  it('keeps a ten-digit number that starts with 91 or 0-free as it is', () => {
    expect(parseMobile('9198765432')).toBe('9198765432');
    expect(parseMobile('6000000000')).toBe('6000000000');
  });

  it('fits every typed form in the field, and the browser pattern agrees with the parser', () => {
    for (const typed of typedMobiles) expect(typed.length).toBeLessThanOrEqual(MOBILE_INPUT_MAX);
    // The browser anchors a pattern and compiles it with the v flag.
    const browser = new RegExp(`^(?:${MOBILE_INPUT_PATTERN})$`, 'v');
    for (const typed of typedMobiles) expect(browser.test(typed), typed).toBe(true);
    for (const typed of notMobiles.filter((t) => t !== '')) expect(browser.test(typed), typed).toBe(false);
  });

  it('a field answers its own messages: required, then not a mobile', () => {
    const f = mobileField({ field: 'Mobile', required: 'Please enter number', invalid: 'Mobile number must be 10 digits' });
    expect(f.safeParse('+91 98765 43210')).toEqual({ success: true, data: '9876543210' });
    expect(f.safeParse('  ').error?.issues[0]?.message).toBe('Please enter number');
    expect(f.safeParse('5876543210').error?.issues[0]?.message).toBe('Mobile number must be 10 digits');
  });

  it('every form that asks for a mobile stores the ten digits', () => {
    const typed = '+91 98765 43210';
    expect(registerInput.parse({ fullName: 'A', email: 'a@example.com', password: 'secret123', confirmPassword: 'secret123', phone: typed }).phone).toBe(
      '9876543210',
    );
    expect(
      applicationInput.parse({ cause: CATEGORIES[0]?.id, fullName: 'A', campaignerName: 'A', campaignerEmail: 'a@example.com', campaignerMobile: typed })
        .campaignerMobile,
    ).toBe('9876543210');
    expect(donorInput.parse({ name: 'A', email: 'a@example.com', mobile: typed }).mobile).toBe('9876543210');
    const contact = contactInput.safeParse({ fullname: 'A', mobileno: typed, emailid: 'a@example.com', subject: 'S', 'your-message': 'M' });
    expect(contact.data?.mobileno).toBe('9876543210');
    const monthly = monthlyForm.parse({
      donationcampaignid: '1',
      fullName: 'A',
      emailId: 'a@example.com',
      mobileNo: '098765 43210',
      donationcampaignamount: '1,000',
    });
    expect(monthly.mobile).toBe('9876543210');
    expect(monthly.amountPaise).toBe(1000_00);
  });
});

const goodEmails = ['a@example.com', 'First.Last@example.co.in', 'donor+gifts@mail.example.org', 'x_y-z%1@sub-domain.example.in', 'a1@b2.io'];
const badEmails = [
  'victim@example.com,attacker',
  'victim@example.com, attacker@example.com',
  'victim@example.com;attacker@example.com',
  'two words@example.com',
  'a@exa mple.com',
  'a@@example.com',
  'a@b@example.com',
  '"quoted"@example.com',
  "o'brien@example.com",
  'a@example',
  'a@example.c',
  'a@example.123',
  'a@localhost',
  '@example.com',
  'a@',
  'a.@example.com',
  '.a@example.com',
  'a..b@example.com',
  'a@-example.com',
  'a@example-.com',
  'a@example..com',
  'a@[127.0.0.1]',
  'a@127.0.0.1',
  'a(comment)@example.com',
  '<a@example.com>',
  'Name <a@example.com>',
  'a@example.com\nBcc: b@example.com',
  'a@exämple.com',
  `${'a'.repeat(65)}@example.com`,
  `a@${'b'.repeat(250)}.com`,
];

describe('isEmailAddress: one address, never a list', () => {
  it.each(goodEmails)('accepts %j', (email) => {
    expect(isEmailAddress(email)).toBe(true);
  });

  it.each(badEmails)('refuses %j', (email) => {
    expect(isEmailAddress(email)).toBe(false);
  });

  it('every email field refuses the comma address with its Email Invalid message', () => {
    const bad = 'victim@example.com,attacker';
    expect(registerInput.safeParse({ fullName: 'A', email: bad, password: 'secret123', confirmPassword: 'secret123', phone: '9876543210' }).success).toBe(
      false,
    );
    expect(newsletterInput.safeParse({ email: bad }).success).toBe(false);
    expect(donorInput.safeParse({ name: 'A', email: bad, mobile: '9876543210' }).success).toBe(false);
    expect(
      checkoutForm.safeParse({
        user_name: 'A',
        user_email: bad,
        user_mobile: '9876543210',
        campaign: 'x',
        amount: '3000',
        method: 'upi',
        idempotency_key: 'key-12345678',
      }).success,
    ).toBe(false);
  });
});
