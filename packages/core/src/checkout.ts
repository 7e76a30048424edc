// What the checkout page shows and works out in the browser: payment method names, the tip
// presets' arithmetic, the order of its messages and its words. Kept apart from giving.ts, whose
// zod schemas cost a phone's browser a few hundred milliseconds to build: the checkout loads
// those only when the donor starts on the form (apps/web/app/lib/forms.ts, lazySchema).
import { MIN_DONATION_RUPEES, TIP_OPTIONS } from './constants.ts';
import { catalogue } from './i18n.ts';
import { messages } from './messages.ts';
import { formatINR, PAISE_PER_RUPEE, parseAmount, parseWholeRupees, percentOf } from './money.ts';
import type { ReceiptOutlook } from './receipts.ts';

export const PAYMENT_METHODS = ['simulator', 'upi', 'razorpay'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const paymentMethodLabels: Record<PaymentMethod, { title: string; hint: string }> = /* @__PURE__ */ catalogue('paymentMethods', {
  razorpay: { title: 'UPI, cards, net banking', hint: 'Pay securely through Razorpay.' },
  upi: { title: 'UPI QR code', hint: 'Scan with any UPI app, then enter the 12-digit UTR.' },
  simulator: { title: 'Payment simulator', hint: 'Development only: choose success or failure, no money moves.' },
});

export type TipOption = (typeof TIP_OPTIONS)[number]['value'];

/**
 * The tip for a preset option, in paise; null for Other. A percentage of the campaign amount only
 * (not of the urgent-cause amount), floored to the paisa so a tip never charges more than the
 * percentage the donor chose. The form's amount is whole rupees, so 12, 15 or 20 % of it is
 * always a whole number of paise (20 % of ₹3,333 is ₹666.60 exactly) and the floor never bites
 * there; it decides only for a base with paise.
 */
export function tipForOption(basePaise: number, option: string): number | null {
  const o = TIP_OPTIONS.find((t) => t.value === option);
  if (!o || o.percent === null) return null;
  return percentOf(basePaise, o.percent);
}

/** A tip may be as large as the gift to the campaign, never larger (the form and the API alike). */
export function tipWithinGift(tipPaise: number, basePaise: number): boolean {
  return tipPaise <= basePaise;
}

/** Default upper limit of one donation's total (configurable on the server): ₹10,00,000. */
export const DEFAULT_DONATION_LIMIT_PAISE = 10_00_000 * PAISE_PER_RUPEE;

/** What one donation costs the donor: the campaign amount, the tip and the urgent-cause amount. */
export function orderTotal(p: { amountPaise: number; tipPaise: number; urgentPaise: number }): number {
  return p.amountPaise + p.tipPaise + p.urgentPaise;
}

/**
 * The campaign page's amount for the chosen products: Σ quantity × price, rounded down to whole
 * rupees, as the amount box holds whole rupees. The order service checks an order's items by the
 * same rule.
 */
export function amountForProducts(lines: readonly { quantity: number; pricePaise: number }[]): number {
  const paise = lines.reduce((sum, l) => sum + l.quantity * l.pricePaise, 0);
  return Math.floor(paise / PAISE_PER_RUPEE);
}

/** The checkout's words about its amounts (givingMessages carries the same texts). */
export const checkoutMessages = /* @__PURE__ */ catalogue('checkout', {
  enterAmount: messages.enterAmount,
  minimumDonation: messages.minimumDonation,
  amountTooLarge: (limit: string) => `For a gift above ${limit}, please contact us: we will help you give by bank transfer.`,
  tipTooLarge: 'The tip can be at most the donation amount',
  tipOther: 'Please enter a tip amount, or choose another option',
  urgentInvalid: 'Please enter the urgent-cause amount in rupees',
});

/** The checkout's amount fields as posted or typed (the spec's names; strings as the donor typed them). */
export interface CheckoutAmountFields {
  /** Whole rupees of the gift to the campaign. */
  amount?: string | undefined;
  /** A TIP_OPTIONS value; Other reads tip_other. */
  tip?: string | undefined;
  tip_other?: string | undefined;
  /** '' (not now), a preset's rupees, or 'other', which reads urgent_other. */
  urgent?: string | undefined;
  urgent_other?: string | undefined;
}

export interface CheckoutTotals {
  basePaise: number;
  tipPaise: number;
  urgentPaise: number;
  totalPaise: number;
  /** By field name, in words for the donor; an amount in error counts as 0 in the sums above. */
  errors: Partial<Record<'amount' | 'tip_other' | 'urgent_other', string>>;
}

/**
 * The checkout's arithmetic, once: the page's live total in the browser and the form's check on
 * the server both call this, so what the donor sees is what the order asks for. Every typed
 * amount is read by core's one amount rule (parseAmount: "1,000", "₹1,50,000", "1000.50").
 */
export function checkoutTotals(f: CheckoutAmountFields): CheckoutTotals {
  const errors: CheckoutTotals['errors'] = {};
  const typed = (f.amount ?? '').trim();
  // Whole rupees; more than ten digits (₹10 billion) is beyond every limit, refused before any sum.
  const read = parseWholeRupees(typed);
  const amountRupees = read !== null && read < 10 ** 10 ? read : null;
  if (amountRupees === null && (read !== null || /^\d{11,}$/.test(typed)))
    errors.amount = checkoutMessages.amountTooLarge(formatINR(DEFAULT_DONATION_LIMIT_PAISE));
  else if (amountRupees === null) errors.amount = checkoutMessages.enterAmount;
  else if (amountRupees < MIN_DONATION_RUPEES) errors.amount = checkoutMessages.minimumDonation;
  const basePaise = (amountRupees ?? 0) * PAISE_PER_RUPEE;

  let tipPaise = tipForOption(basePaise, f.tip ?? '0');
  if (tipPaise === null) {
    const other = (f.tip_other ?? '').trim();
    tipPaise = other === '' ? null : parseAmount(other);
    if (tipPaise === null) errors.tip_other = checkoutMessages.tipOther;
    else if (!tipWithinGift(tipPaise, basePaise)) {
      errors.tip_other = checkoutMessages.tipTooLarge;
      tipPaise = null;
    }
  }

  const urgentTyped = ((f.urgent === 'other' ? f.urgent_other : f.urgent) ?? '').trim();
  const urgentPaise = urgentTyped === '' ? 0 : parseAmount(urgentTyped);
  if (urgentPaise === null) errors.urgent_other = checkoutMessages.urgentInvalid;

  const parts = { amountPaise: basePaise, tipPaise: tipPaise ?? 0, urgentPaise: urgentPaise ?? 0 };
  return { basePaise, tipPaise: parts.tipPaise, urgentPaise: parts.urgentPaise, totalPaise: orderTotal(parts), errors };
}

/** The checkout's fields in the order its toasts follow (spec §5). */
export const CHECKOUT_FIELD_ORDER = ['user_name', 'user_email', 'user_mobile', 'amount', 'tip_other', 'urgent_other', 'pan', 'address', 'method'] as const;

/** Words on the checkout, pay and result pages (translators: one place to look). */
export const checkoutText = /* @__PURE__ */ catalogue('checkoutText', {
  title: 'Checkout',
  donateOnce: 'Donate Once',
  yourGift: 'Your donation',
  items: 'Items you are giving',
  change: 'Change',
  tipLegend: 'Support the platform (optional)',
  tipHint: 'We charge campaigns 0% platform fee. A tip, if you choose one, keeps the platform running. It is not part of your gift to the campaign.',
  tipNone: 'No tip',
  /** The tip's Other chip (TIP_OPTIONS' label stays the spec's English value). */
  tipOtherChip: 'Other',
  tipOtherLabel: 'Tip amount (₹)',
  urgentLegend: 'Also help our urgent causes (optional)',
  urgentHint: 'Goes to whichever verified campaign needs it most this week.',
  urgentNone: 'Not now',
  urgentOther: 'Other',
  urgentOtherLabel: 'Urgent-cause amount (₹)',
  detailsLegend: 'Your details',
  name: 'Full Name',
  email: 'Email',
  emailHint: 'Your receipt and updates come here.',
  mobile: 'Mobile Number (10 Digit)',
  receiptLegend: (short: string) => `${short} tax receipt (optional)`,
  receiptHint: (short: string) => `Give your PAN and postal address now to get your ${short} receipt without asking later.`,
  pan: 'PAN',
  address: 'Postal address',
  whatsapp: 'Send me updates on WhatsApp',
  hideName: 'Hide my name from the donor lists',
  methodLegend: 'How would you like to pay?',
  continueToPay: 'Continue To Pay',
  agree: 'By continuing you agree to our',
  terms: 'Terms & Conditions',
  privacy: 'Privacy Policy',
  and: 'and',
  total: 'Total',
  campaignAmount: 'To the campaign',
  tip: 'Tip to the platform',
  urgent: 'Urgent causes',
  closed: 'This campaign is no longer taking donations. Thank you for wanting to help.',
  browse: 'See other campaigns',
  backToCampaign: 'Back to the campaign',
  noCampaign: 'Choose a campaign to give to first.',
  payTitle: 'Complete your donation',
  reference: 'Reference',
  simulatorTitle: 'Payment simulator',
  simulatorHint: 'This is a development site: no money moves. Choose what the bank answers.',
  simulateSuccess: 'Pay successfully',
  simulateFailure: 'Fail the payment',
  upiTitle: 'Pay by UPI',
  upiScan: 'Scan this QR code with any UPI app (Google Pay, PhonePe, Paytm, BHIM …). The amount is filled in.',
  upiOpen: 'Pay with a UPI app',
  upiOpenHint: 'Opens Google Pay, PhonePe, Paytm or BHIM on this phone with the amount filled in.',
  upiScanElsewhere: 'Paying from another phone? Scan this QR code with any UPI app. The amount is filled in.',
  upiPayee: 'Paying',
  upiUtrLegend: 'After paying, enter the UTR',
  upiUtrHint: 'The 12-digit UPI transaction id (UTR) in your app’s payment details.',
  transactionId: 'UTR / Transaction id',
  submitUtr: 'Submit',
  razorpayTitle: 'Pay securely with Razorpay',
  razorpayHint: 'UPI, cards, net banking and wallets. You return here once the payment is done.',
  razorpayPay: 'Pay',
  razorpayNoScript: 'Paying through Razorpay needs JavaScript. Please turn it on, or go back and choose UPI.',
  chooseAnother: 'Choose another way to pay',
  successBody: 'Thank you for your generosity. A thank-you is on its way to your email.',
  /** What will happen about the gift's tax receipt (receipts' outlook), said as it will happen. */
  successReceipt: {
    issued: (short: string) => `Your ${short} receipt is issued and on its way to your email.`,
    issuing: (short: string) => `Your ${short} receipt is being issued: it will reach your email in a few minutes.`,
    requested: (short: string) =>
      `We have your ${short} receipt request. Our team checks it and emails you the receipt; you can also download it from your profile once it is issued.`,
    'needs-address': (short: string) =>
      `We have your ${short} receipt request, but the receipt needs your postal address: sign in with this email and add it on your profile.`,
    none: (short: string) => `Need a ${short} receipt? Sign in with this email and request it from your profile with your PAN.`,
  } satisfies Record<ReceiptOutlook, (short: string) => string>,
  backHome: 'Back to Home',
  redirecting: (s: number) => `Taking you to the home page in ${s} s.`,
  stayHere: 'Stay on this page',
  pendingTitle: 'Thank you! Your payment is being verified',
  pendingBody: 'We match every UPI payment with our bank statement, usually within one working day. We will email you as soon as it is confirmed.',
  unpaidTitle: 'Your donation is not paid yet',
  continuePaying: 'Continue to pay',
  tryAgain: 'Try Again',
  orderMissing: 'We could not find that donation.',
  verifyTitle: 'Verify UPI payments',
  verifyHint: 'Match each UTR and amount with the bank statement before confirming. Confirming counts the donation toward its campaign and thanks the donor.',
  verifyNone: 'No UPI payments are waiting for verification.',
  confirmPaid: 'Confirm paid',
  rejectPaid: 'Not received',
});
