// Giving once: the order's life, the checkout's arithmetic and the UPI link, shared by the
// browser (the checkout shows the total) and the server (which recomputes and enforces it).
// Messages the spec gives are kept word for word (§5 Checkout), typo included.
import { z } from 'zod';
import { accountMessages, emailField } from './accounts.ts';
import { checkoutMessages, checkoutTotals, PAYMENT_METHODS, type TipOption } from './checkout.ts';
import { MIN_DONATION_RUPEES, TIP_OPTIONS } from './constants.ts';
import { catalogue } from './i18n.ts';
import { mobileField } from './input.ts';
import { PAISE_PER_RUPEE, parseAmount } from './money.ts';
import { text } from './text.ts';

export const givingMessages = /* @__PURE__ */ catalogue('giving', {
  enterName: 'Please enter name',
  enterEmail: 'Please enter email',
  enterNumber: 'Please enter number',
  enterTransactionId: 'Please enter transation id',
  mobileDigits: 'Mobile number must be 10 digits',
  utrFormat: 'The UTR (UPI transaction id) is the 12-digit number in your UPI app’s payment details',
  utrUsed: 'This UTR is already attached to another donation. Please check the number in your UPI app.',
  utrChanged: 'The donor changed this donation’s UTR since the list was loaded. Reload and match the new UTR with the bank statement.',
  verifyUtr: 'Name the UTR you matched with the bank statement.',
  amountWhole: 'Amount must be a whole number of paise',
  amountTooLarge: checkoutMessages.amountTooLarge,
  tipTooLarge: checkoutMessages.tipTooLarge,
  tipOther: checkoutMessages.tipOther,
  urgentInvalid: checkoutMessages.urgentInvalid,
  totalMismatch: 'The total does not add up. Please check the amounts and try again.',
  campaignClosed: 'This campaign is no longer taking donations.',
  campaignUnknown: 'Campaign not found',
  itemsMismatch: 'The amount must equal the chosen products’ total.',
  itemUnknown: 'One of the chosen products is not part of this campaign.',
  methodUnavailable: 'This payment method is not available.',
  orderNotFound: 'Donation not found',
  orderState: 'This donation can no longer be changed that way.',
  shopPurchase: 'Purchase from the shop',
  idempotencyConflict: 'This Idempotency-Key was used for a different donation. Use a new key for a new donation.',
  idempotencyKey: 'Send an Idempotency-Key header (8–100 letters, digits, - or _) with each new donation.',
  badSignature: 'The payment signature does not match.',
  addressLong: 'Address must be at most 300 characters',
  addressForReceipt: 'Please enter your postal address: with your PAN, it is what your tax receipt needs.',
  created: 'Your donation is ready to pay.',
  utrReceived: 'Thank you! We have your UTR and will confirm your donation once the bank credit is verified.',
  paid: 'Thank you! Your donation is confirmed.',
  failed: 'The payment did not go through.',
  verified: 'Payment confirmed.',
  rejected: 'Payment marked as not received.',
  legacyCreated: 'Thank you! Your donation has been recorded and will be confirmed once verified.',
  gatewayUnavailable: 'The payment gateway did not answer. Please try again in a minute.',
  razorpayOrderOrReference: 'Send the donation reference or the razorpay_order_id the checkout answered.',
  razorpayId: 'Razorpay ids are letters, digits and underscores (order_…, pay_…).',
  razorpaySignature: 'Send the razorpay_signature the checkout answered.',
  webhookNotJson: 'The body is not JSON.',
  webhookNoEvent: 'The body names no event.',
  webhookNotStorable: 'The body holds text that cannot be stored (a NUL or half a surrogate pair).',
  webhookReceived: 'Event received.',
  checkoutLoadFailed: 'The payment window could not be loaded. Please check your connection and try again.',
  checkoutDismissed: 'The payment window was closed before the payment finished. No money was taken for this attempt.',
  checkoutUnconfirmed:
    'We could not confirm your payment just now. If money left your account, your donation will be confirmed within a few minutes; you need not pay again.',
});

const gm = givingMessages;

// ----- Order states ---------------------------------------------------------------------------

export const ORDER_STATUSES = ['created', 'pending', 'paid', 'failed', 'cancelled', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * Every move an order may make, in one place. `pending` means the donor says they paid (a UTR)
 * and we wait for proof. A gateway may capture a payment after reporting a failed attempt (the
 * donor retries in the UPI app), so money that arrives is recorded even on a failed or
 * cancelled order; a paid order only ever moves on to refunded.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  created: ['pending', 'paid', 'failed', 'cancelled'],
  pending: ['paid', 'failed', 'cancelled'],
  failed: ['paid'],
  cancelled: ['paid'],
  paid: ['refunded'],
  refunded: [],
};

/**
 * A one-time order still `created` this long after it was made was left at the checkout: it is
 * cancelled, so lists of gifts waiting show only live ones. Money that arrives later is still
 * recorded (cancelled → paid). A week leaves a donor who paid by UPI time to enter the UTR.
 */
export const ORDER_ABANDONED_AFTER_DAYS = 7;

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

// ----- Amounts --------------------------------------------------------------------------------

export const MIN_DONATION_PAISE = MIN_DONATION_RUPEES * PAISE_PER_RUPEE;
export const MAX_ITEMS = 50;

/** "3600.00": the rupee amount a UPI link's `am` carries (two decimals, no grouping). */
export function upiAmount(paise: number): string {
  return `${Math.trunc(paise / PAISE_PER_RUPEE)}.${String(paise % PAISE_PER_RUPEE).padStart(2, '0')}`;
}

/**
 * upi://pay link for an exact amount (NPCI's linking spec): payee address and name, the payee's
 * merchant category code when one is set (`mc`; 8398 for a charity), our order reference as
 * `tr`, a short note, the amount in rupees with two decimals, INR. The payee address keeps its
 * `@` as it is: some UPI apps do not decode `%40` there and refuse the payee.
 */
export function upiUri(p: { vpa: string; payeeName: string; merchantCode?: string; reference: string; totalPaise: number; note: string }): string {
  const q = [
    ['pa', p.vpa],
    ['pn', p.payeeName],
    ...(p.merchantCode ? [['mc', p.merchantCode]] : []),
    ['tr', p.reference],
    ['tn', p.note.slice(0, 50)],
    ['am', upiAmount(p.totalPaise)],
    ['cu', 'INR'],
  ];
  return `upi://pay?${q.map(([k, v]) => `${k}=${encodeURIComponent(v ?? '').replace(/%40/g, '@')}`).join('&')}`;
}

// ----- Schemas --------------------------------------------------------------------------------

export const PAN_RE = /^[A-Z]{5}\d{4}[A-Z]$/;
export const UTR_RE = /^\d{12}$/;
export const REFERENCE_RE = /^SG[0-9A-HJKMNP-TV-Z]{14}$/;
export const IDEMPOTENCY_KEY_RE = /^[A-Za-z0-9_-]{8,100}$/;

/** A fresh key per new order or monthly gift: a retry with the same key answers the same one (decision 0015). */
export const idempotencyHeader = z.object({
  'Idempotency-Key': z.string({ error: givingMessages.idempotencyKey }).regex(IDEMPOTENCY_KEY_RE, givingMessages.idempotencyKey),
});

const paise = (field: string) =>
  z
    .number({ error: `${field} must be a number of paise` })
    .int(gm.amountWhole)
    .safe(gm.amountWhole);

/**
 * A campaign named by slug or id. Its text reaches a query, so it is a text() field: control
 * characters are a field error, never a database error (NUL) or a 500 on the checkout page.
 */
const campaignRef = z.union([text({ field: 'Campaign' }).trim().min(1).max(120), z.number().int().positive()], { error: gm.campaignUnknown }).transform(String);

export const donorInput = z.object({
  name: text({ field: 'Name', required: gm.enterName }).trim().min(1, gm.enterName).max(100, accountMessages.tooLong('Name', 100)),
  email: emailField(gm.enterEmail),
  mobile: mobileField({ field: 'Mobile', required: gm.enterNumber, invalid: gm.mobileDigits }),
  pan: text({ field: 'PAN' })
    .trim()
    .toUpperCase()
    .regex(/^([A-Z]{5}\d{4}[A-Z])?$/, accountMessages.panInvalid)
    .optional()
    .transform((v) => v || undefined),
  address: text({ field: 'Address', multiline: true })
    .trim()
    .max(300, gm.addressLong)
    .optional()
    .transform((v) => v || undefined),
});
export type DonorInput = z.output<typeof donorInput>;

/** POST /api/v1/orders. Limits that depend on configuration are checked by the service. */
export const orderInput = z.object({
  campaign: campaignRef,
  amountPaise: paise('amountPaise').min(MIN_DONATION_PAISE, 'Minimum donation amount is ₹300'),
  tipPaise: paise('tipPaise').min(0, 'tipPaise cannot be negative').default(0),
  urgentPaise: paise('urgentPaise').min(0, 'urgentPaise cannot be negative').default(0),
  /** When sent, it must equal amount + tip + urgent (what the donor saw on Continue To Pay). */
  totalPaise: paise('totalPaise').optional(),
  items: z
    // Products' ids are PostgreSQL integers: a larger one was a 500 from the database.
    .array(z.object({ productId: z.number().int().positive().max(2_147_483_647), quantity: z.number().int().min(1).max(1000) }))
    .max(MAX_ITEMS)
    .default([]),
  donor: donorInput,
  whatsappUpdates: z.boolean().default(true),
  hideName: z.boolean().default(false),
  method: z.enum(PAYMENT_METHODS, { error: gm.methodUnavailable }),
});
export type OrderInput = z.output<typeof orderInput>;

export const utrInput = z.object({
  utr: text({ field: 'UTR', required: gm.enterTransactionId }).trim().min(1, gm.enterTransactionId).regex(UTR_RE, gm.utrFormat),
});

/**
 * Staff's decision on a UPI payment names the UTR they matched (or could not find) in the bank
 * statement: a donor may correct a pending UTR, and a decision about the one staff saw must not
 * settle the order under another (one credit would then confirm two orders).
 */
export const verifyInput = z.object({
  decision: z.enum(['paid', 'rejected'], { error: 'decision must be "paid" or "rejected"' }),
  utr: text({ field: 'UTR', required: gm.verifyUtr }).trim().regex(UTR_RE, gm.utrFormat),
});

/** The pay page's form: the spec's field name for the same UTR. */
export const utrForm = z.object({ transaction_id: utrInput.shape.utr });

export const referenceParam = z.object({ reference: z.string().regex(REFERENCE_RE, gm.orderNotFound) });

const razorpayId = text({ field: 'Razorpay id', required: gm.razorpayId }).regex(/^[A-Za-z0-9_]{1,64}$/, gm.razorpayId);

/**
 * POST /api/v1/payments/razorpay/verify: what Razorpay's checkout hands the browser on success,
 * and which of our orders it is for (the reference, or else the gateway order id).
 */
export const razorpayVerifyInput = z
  .object({
    reference: z.string().regex(REFERENCE_RE, gm.orderNotFound).optional(),
    razorpay_order_id: razorpayId.optional(),
    razorpay_payment_id: razorpayId,
    razorpay_signature: text({ field: 'razorpay_signature', required: gm.razorpaySignature }).min(1, gm.razorpaySignature).max(200, gm.razorpaySignature),
  })
  .refine((b) => b.reference !== undefined || b.razorpay_order_id !== undefined, { path: ['reference'], message: gm.razorpayOrderOrReference });
export type RazorpayVerifyInput = z.output<typeof razorpayVerifyInput>;

/** Rupees typed in a form ("3000", "1,50,000.50", "₹300") to paise; '' is 0; null when unreadable. */
export function formRupees(value: string | undefined): number | null {
  const v = (value ?? '').trim();
  if (v === '') return 0;
  return parseAmount(v);
}

/** `items=12x2,13x1` from the campaign page's donate form. */
export function parseItems(value: string | undefined): { productId: number; quantity: number }[] | null {
  const v = (value ?? '').trim();
  if (v === '') return [];
  const out: { productId: number; quantity: number }[] = [];
  for (const part of v.split(',')) {
    const m = /^(\d{1,9})x(\d{1,4})$/.exec(part.trim());
    if (!m) return null;
    const quantity = Number(m[2]);
    if (quantity > 0) out.push({ productId: Number(m[1]), quantity });
  }
  return out.length > MAX_ITEMS ? null : out;
}

/**
 * The checkout form (Donate Once) as posted, with or without JavaScript. Field names are the
 * spec's (user_name, user_email, user_mobile); the messages come in the spec's order.
 */
export const checkoutForm = z
  .object({
    user_name: donorInput.shape.name,
    user_email: donorInput.shape.email,
    user_mobile: donorInput.shape.mobile,
    campaign: text({ field: 'Campaign', required: gm.campaignUnknown }).trim().min(1, gm.campaignUnknown).max(120),
    amount: z.string().default(''),
    items: z.string().default(''),
    tip: z.enum(TIP_OPTIONS.map((t) => t.value) as [TipOption, ...TipOption[]]).default('0'),
    tip_other: z.string().default(''),
    urgent: z.string().default(''),
    urgent_other: z.string().default(''),
    total: z.string().default(''),
    pan: donorInput.shape.pan,
    address: donorInput.shape.address,
    whatsapp: z.string().optional(),
    hide_name: z.string().optional(),
    keep_pan: z.string().optional(),
    method: z.enum(PAYMENT_METHODS, { error: gm.methodUnavailable }),
    idempotency_key: z.string().regex(IDEMPOTENCY_KEY_RE, gm.idempotencyKey),
  })
  .transform((f, ctx) => {
    // The same arithmetic as the page's live total (checkoutTotals), so the two cannot disagree.
    const sums = checkoutTotals(f);
    for (const [field, message] of Object.entries(sums.errors)) ctx.addIssue({ code: 'custom', path: [field], message });
    const items = parseItems(f.items);
    if (items === null) ctx.addIssue({ code: 'custom', path: ['items'], message: gm.itemUnknown });
    // A PAN here asks for a tax receipt, which also prints the donor's address: ask for it now
    // rather than leave a request staff cannot issue.
    if (f.pan && !f.address) ctx.addIssue({ code: 'custom', path: ['address'], message: gm.addressForReceipt });
    const totalPaise = f.total.trim() === '' ? undefined : formRupees(f.total);
    if (totalPaise === null) ctx.addIssue({ code: 'custom', path: ['total'], message: gm.totalMismatch });
    return {
      idempotencyKey: f.idempotency_key,
      order: {
        campaign: f.campaign,
        amountPaise: sums.basePaise,
        tipPaise: sums.tipPaise,
        urgentPaise: sums.urgentPaise,
        ...(totalPaise != null ? { totalPaise } : {}),
        items: items ?? [],
        donor: { name: f.user_name, email: f.user_email, mobile: f.user_mobile, pan: f.pan, address: f.address },
        whatsappUpdates: f.whatsapp === 'on' || f.whatsapp === 'true' || f.whatsapp === '1',
        hideName: f.hide_name === 'on' || f.hide_name === 'true' || f.hide_name === '1',
        method: f.method,
      } satisfies OrderInput,
      // The signed-in donor ticked "keep this PAN on my profile" (off unless ticked).
      keepPan: Boolean(f.pan) && (f.keep_pan === 'on' || f.keep_pan === 'true' || f.keep_pan === '1'),
    };
  });

/**
 * The old site's order call (POST /publicApi/createOrderDonatePub, spec §3): amount is base +
 * tip + urgent in rupees, supportusby the tip, urgent the urgent-cause amount, donationId the
 * campaign, transaction_id the donor's UPI reference, otherItems a JSON string of items.
 */
export const legacyOrderInput = z.object({
  user_name: donorInput.shape.name,
  user_email: donorInput.shape.email,
  user_mobile: z.union([z.string(), z.number()], { error: gm.enterNumber }).transform(String).pipe(donorInput.shape.mobile),
  transaction_id: z.union([z.string(), z.number()], { error: gm.enterTransactionId }).transform(String).pipe(utrInput.shape.utr),
  amount: z.union([z.number(), z.string()], { error: 'Please enter amount' }),
  urgent: z.union([z.number(), z.string()]).default(0),
  supportusby: z.union([z.number(), z.string()]).default(0),
  donationId: campaignRef,
  otherItems: z.union([z.string(), z.array(z.unknown())]).optional(),
});

// ----- What clients see -----------------------------------------------------------------------

export const orderView = z.object({
  reference: z.string(),
  /** A gift, or a purchase from the shop (never a donation). */
  purpose: z.string().min(1),
  status: z.enum(ORDER_STATUSES),
  method: z.enum(PAYMENT_METHODS),
  campaign: z.object({ slug: z.string(), title: z.string() }),
  amountPaise: z.number().int(),
  tipPaise: z.number().int(),
  urgentPaise: z.number().int(),
  totalPaise: z.number().int(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** The UTR the donor entered (UPI), shown back to them. */
  utr: z.string().nullable(),
  /** The campaign's items the gift buys (empty for a plain amount or a shop purchase). */
  items: z.array(z.object({ productId: z.number().int(), quantity: z.number().int() })),
  /** What the method needs to take the payment (absent once the order is settled). */
  simulatorUrl: z.string().optional(),
  upiUri: z.string().optional(),
  qrImageUrl: z.string().optional(),
  razorpayKeyId: z.string().optional(),
  razorpayOrderId: z.string().optional(),
});
export type OrderView = z.infer<typeof orderView>;

/** A UPI order waiting for staff to match its UTR with the bank statement. */
export const pendingVerification = z.object({
  reference: z.string(),
  utr: z.string(),
  totalPaise: z.number().int(),
  donorName: z.string(),
  donorEmail: z.string(),
  donorMobile: z.string(),
  campaignTitle: z.string(),
  submittedAt: z.string(),
});
export type PendingVerification = z.infer<typeof pendingVerification>;
