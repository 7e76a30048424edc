// What the checkout page shows and works out in the browser: payment method names, the tip
// presets' arithmetic, the order of its messages and its words. Kept apart from giving.ts, whose
// zod schemas cost a phone's browser a few hundred milliseconds to build: the checkout loads
// those only when the donor starts on the form (apps/web/app/lib/forms.ts, lazySchema).
import { TIP_OPTIONS } from './constants.ts';
import { percentOf } from './money.ts';

export const PAYMENT_METHODS = ['simulator', 'upi', 'razorpay'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const paymentMethodLabels: Record<PaymentMethod, { title: string; hint: string }> = {
  razorpay: { title: 'UPI, cards, net banking', hint: 'Pay securely through Razorpay.' },
  upi: { title: 'UPI QR code', hint: 'Scan with any UPI app, then enter the 12-digit UTR.' },
  simulator: { title: 'Payment simulator', hint: 'Development only: choose success or failure, no money moves.' },
};

export type TipOption = (typeof TIP_OPTIONS)[number]['value'];

/** The tip for a preset option, in paise (floored: a tip never overcharges); null for Other. */
export function tipForOption(basePaise: number, option: string): number | null {
  const o = TIP_OPTIONS.find((t) => t.value === option);
  if (!o || o.percent === null) return null;
  return percentOf(basePaise, o.percent);
}

/** The checkout's fields in the order its toasts follow (spec §5). */
export const CHECKOUT_FIELD_ORDER = ['user_name', 'user_email', 'user_mobile', 'amount', 'tip_other', 'urgent_other', 'pan', 'address', 'method'] as const;

/** Words on the checkout, pay and result pages (translators: one place to look). */
export const checkoutText = {
  title: 'Checkout',
  donateOnce: 'Donate Once',
  yourGift: 'Your donation',
  items: 'Items you are giving',
  change: 'Change',
  tipLegend: 'Support the platform (optional)',
  tipHint: 'We charge campaigns 0% platform fee. A tip, if you choose one, keeps the platform running. It is not part of your gift to the campaign.',
  tipNone: 'No tip',
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
  successBody: 'Thank you for your generosity. A receipt is on its way to your email.',
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
} as const;
