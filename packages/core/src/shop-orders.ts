// Buying from the shop (issue 25): the cart, addresses, checkout and the vendors' orders. A
// purchase is paid through payments like a gift but is never a donation: no tax receipt, no
// campaign figure. One payment for a cart of several vendors' items becomes one order per
// vendor, each moved by its vendor through the states below.
import { z } from 'zod';
import { PAYMENT_METHODS } from './checkout.ts';
import { isIsoDate } from './dates.ts';
import { catalogue } from './i18n.ts';
import { countField, rowIdField, rowIdParam } from './ids.ts';
import { mobileField } from './input.ts';
import { text } from './text.ts';
import { gstStateCode, PIN_CODE_RE } from './vendors.ts';

/** Lines a cart holds, and units of one variation in it (the database checks the same). */
export const CART_MAX_LINES = 50;
export const CART_MAX_QUANTITY = 20;
/** How long a placed order holds its stock while its payment is pending. */
export const HOLD_MINUTES = 30;
/** A guest cart's cookie: 32 URL-safe characters (192 random bits); only its hash is stored. */
export const CART_COOKIE = 'sahyog_cart';
export const CART_TOKEN_RE = /^[A-Za-z0-9_-]{32}$/;
export const CART_COOKIE_DAYS = 30;
/** Days after delivery (or after shipping, for a parcel that never came) a buyer may take an order to the foundation. */
export const DISPUTE_WINDOW_DAYS = 30;
/** Photos a buyer may send with a return, and the largest. */
export const RETURN_MAX_PHOTOS = 3;
export const RETURN_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** Addresses a buyer may keep. */
export const MAX_ADDRESSES = 10;

export const SHOP_ORDER_STATUSES = ['placed', 'paid', 'accepted', 'shipped', 'delivered', 'cancelled'] as const;
export type ShopOrderStatus = (typeof SHOP_ORDER_STATUSES)[number];

/**
 * Every move a vendor's order may make, and who may make it, in one place. A buyer cancels
 * before shipping; a vendor cancels (with a reason) before shipping; an unpaid order's hold
 * expires. Delivered and cancelled are ends.
 */
export const SHOP_ORDER_MOVES = {
  pay: { from: ['placed'], to: 'paid' },
  accept: { from: ['paid'], to: 'accepted' },
  ship: { from: ['accepted'], to: 'shipped' },
  deliver: { from: ['shipped'], to: 'delivered' },
  'buyer-cancel': { from: ['placed', 'paid', 'accepted'], to: 'cancelled' },
  'vendor-cancel': { from: ['paid', 'accepted'], to: 'cancelled' },
  expire: { from: ['placed'], to: 'cancelled' },
} as const satisfies Record<string, { from: readonly ShopOrderStatus[]; to: ShopOrderStatus }>;
export type ShopOrderMove = keyof typeof SHOP_ORDER_MOVES;

export function canMove(status: ShopOrderStatus, move: ShopOrderMove): boolean {
  return (SHOP_ORDER_MOVES[move].from as readonly ShopOrderStatus[]).includes(status);
}

export const buyingText = /* @__PURE__ */ catalogue('buying', {
  cartTitle: 'Your cart',
  cartEmpty: 'Your cart is empty.',
  cartEmptyHint: 'Find handmade things in the shop and add them here.',
  browseShop: 'Browse the shop',
  addToCart: 'Add to cart',
  added: 'Added to your cart',
  updated: 'Your cart is updated',
  removed: 'Removed from your cart',
  inCart: (n: number) => (n === 1 ? '1 item in your cart' : `${n} items in your cart`),
  cartLink: 'Cart',
  cartCount: (n: number) => (n === 1 ? 'Cart, 1 item' : `Cart, ${n} items`),
  quantity: 'Quantity',
  update: 'Update',
  remove: 'Remove',
  soldBy: (name: string) => `Sold by ${name}`,
  each: (price: string) => `${price} each`,
  subtotal: 'Subtotal',
  total: 'Total',
  taxIncluded: 'Prices include GST. Delivery is free.',
  notADonation: 'A purchase is not a donation: it gets a GST invoice from each seller, not a tax receipt.',
  checkout: 'Checkout',
  signInToCheckout: 'Sign in to check out',
  onlyLeft: (n: number) => (n === 0 ? 'Out of stock' : `Only ${n} left`),
  unavailable: 'No longer available',
  removeUnavailable: 'Remove what is no longer available to check out.',
  // Addresses
  addressesTitle: 'Delivery address',
  newAddress: 'A new address',
  addressName: 'Full name',
  addressPhone: 'Mobile number',
  addressLine1: 'House, street, area',
  addressLine2: 'Landmark (optional)',
  addressCity: 'City',
  addressState: 'State',
  addressPin: 'PIN code',
  addressDefault: 'Make this my default address',
  saveAddress: 'Save address',
  chooseState: 'Choose a state',
  defaultAddress: 'Default',
  // Checkout
  checkoutTitle: 'Checkout',
  payWith: 'Pay with',
  placeOrder: (amount: string) => `Pay ${amount}`,
  oneVendorOrder: 'One order, shipped by its seller.',
  splitOrders: (n: number) => `${n} orders, one from each seller, paid together.`,
  smsUpdates: 'Also send me an SMS at each step',
  smsUpdatesHint: (mobile: string) => `To your verified mobile ${mobile}: paid, accepted, shipped, delivered. The emails come either way.`,
  whatsappUpdates: 'Order updates on WhatsApp',
  whatsappUpdatesHint: (mobile: string) =>
    `Tick this only if you want them: each step of this order on WhatsApp to your verified mobile ${mobile} (instead of the SMS). Reply STOP on WhatsApp, or press “Stop WhatsApp updates” in your profile, to stop them.`,
  whatsappNeedsProvenMobile: 'WhatsApp updates go to your verified mobile: verify it in your profile first',
  smsNeedsProvenMobile: 'SMS updates go to your verified mobile: verify it on your profile first',
  // Orders
  ordersTitle: 'Your orders',
  noOrders: 'You have not bought anything yet.',
  orderTitle: (ref: string) => `Order ${ref}`,
  orderPlacedOn: (date: string) => `Placed on ${date}`,
  shipTo: 'Ship to',
  payment: 'Payment',
  paidThanks: 'Thank you: your payment is received and each seller has your order.',
  payNow: 'Pay now',
  paymentWaiting: 'We have your payment details and are confirming them; your orders go to the sellers once it is confirmed.',
  paymentNotMade: 'This purchase is not paid: its items are no longer held for you.',
  orderSteps: 'Order steps',
  documents: 'GST documents',
  documentKinds: { 'tax-invoice': 'Tax invoice', 'bill-of-supply': 'Bill of supply', 'credit-note': 'Credit note' } as Record<string, string>,
  documentLink: (kind: string, number: string) => `${kind} ${number} (PDF)`,
  steps: { placed: 'Ordered', paid: 'Paid', accepted: 'Accepted', shipped: 'Shipped', delivered: 'Delivered' },
  notYet: 'not yet',
  tracking: (courier: string, number: string) => `${courier}, tracking number ${number}`,
  cancelledBecause: (reason: string) => `Cancelled: ${reason}`,
  cancelOrder: 'Cancel this order',
  cancelReasonLabel: 'Why are you cancelling? (optional)',
  orderCancelled: 'Your order is cancelled. A paid order is refunded to the way you paid.',
  status: {
    placed: 'Waiting for payment',
    paid: 'Paid, waiting for the seller',
    accepted: 'Accepted by the seller',
    shipped: 'Shipped',
    delivered: 'Delivered',
    cancelled: 'Cancelled',
  } as Record<ShopOrderStatus, string>,
  expiredReason: 'Not paid in time',
  utrNotVerified: (hours: number) =>
    `Your UPI payment could not be confirmed within ${hours} hours, so the items went back on sale. If the money reaches us, the order goes ahead while the items are still there; otherwise the whole amount is refunded.`,
  tooManyUnpaid: (n: number) =>
    `You already have ${n === 1 ? 'an unpaid order' : `${n} unpaid orders`} waiting. Pay for one or cancel it (My orders) before ordering again.`,
  tooManyUnpaidNetwork: 'Too many unpaid orders are waiting from your internet connection. Pay for one or cancel it, or try again later.',
  tooManyCheckouts: 'Too many checkouts in a short time. Please wait a while and try again.',
  paymentFailed: 'The payment did not go through',
  cancelledByBuyer: 'Cancelled by the buyer',
  paidTooLate: 'Paid after the item was no longer held for you: the whole amount is being refunded',
  refundDue: (amount: string) => `Refund of ${amount} to the way you paid`,
  // Errors
  variantUnknown: 'This item is not on sale',
  quantityInvalid: `Choose a quantity from 1 to ${CART_MAX_QUANTITY}`,
  cartFull: `A cart holds at most ${CART_MAX_LINES} different items`,
  notEnoughStock: (title: string, left: number) => (left === 0 ? `${title} is out of stock` : `Only ${left} of ${title} left`),
  cartChanged: 'Your cart changed: check it and pay again.',
  payBlocked: 'Some items are no longer available as you chose them: change them in your cart to pay.',
  addressRequired: 'Please choose a delivery address',
  addressUnknown: 'This address is not one of yours',
  tooManyAddresses: `You can keep at most ${MAX_ADDRESSES} addresses`,
  nameRequired: 'Please enter the name to deliver to',
  nameTooLong: 'Please keep the name under 100 characters',
  phoneRequired: 'Please enter a mobile number for the courier',
  phoneInvalid: 'Please enter a 10-digit Indian mobile number',
  line1Required: 'Please enter the house, street and area',
  lineTooLong: 'Please keep each address line under 200 characters',
  cityRequired: 'Please enter the city',
  stateRequired: 'Please choose the state',
  pinInvalid: 'A PIN code is 6 digits and does not start with 0',
  orderNotFound: 'Order not found',
  orderState: 'This order can no longer be changed that way.',
  reasonRequired: 'Please say why you cancel the order: the buyer reads it',
  reasonTooLong: 'Please keep the reason under 300 characters',
  courierRequired: 'Please enter the courier',
  trackingRequired: 'Please enter the tracking number',
  trackingInvalid: 'A tracking number has 4 to 40 letters, digits or dashes',
  idempotencyConflict: 'This checkout key was used for another cart',
  refundThroughProvider: 'This order’s money goes back through its payment provider, not by a bank transfer',
  // Seller
  sellerOrdersTitle: 'Orders',
  sellerOrdersLead: 'Accept a paid order, ship it with a tracking number, and mark it delivered.',
  sellerNoOrders: 'No orders yet.',
  accept: 'Accept',
  ship: 'Mark shipped',
  deliver: 'Mark delivered',
  cancelAsVendor: 'Cancel with a reason',
  courierLabel: 'Courier',
  trackingLabel: 'Tracking number',
  reasonLabel: 'Reason',
  filterAll: 'All',
  orderMoved: (status: string) => `Order is now: ${status}`,
  // Returns
  returnTitle: 'Return this order',
  returnLead: (days: number) =>
    `You can ask for a return within ${days} days of delivery. The seller approves it, you send the parcel back, and once it arrives the money goes back to the way you paid.`,
  returnUntil: (date: string) => `You can ask until ${date}.`,
  returnReason: 'What is wrong with it?',
  returnReasonRequired: 'Please say what is wrong: the seller reads it',
  returnAsk: 'Ask for a return',
  returnAsked: 'Your return is asked for: the seller answers by email.',
  returnWindowOver: (days: number) => (days === 0 ? 'This seller does not take returns' : `Returns are accepted within ${days} days of delivery`),
  returnWindow: (days: number) => (days === 0 ? 'No returns' : days === 1 ? 'Returns within 1 day of delivery' : `Returns within ${days} days of delivery`),
  returnPhotos: 'Photos (optional: up to 3, JPEG or PNG, 5 MB in all)',
  returnPhotoInvalid: 'A photo must be a JPEG or PNG of at most 5 MB',
  returnTooManyPhotos: 'Send at most 3 photos',
  returnPhotosTitle: 'Photos from the buyer',
  returnPhoto: (n: number) => `Photo ${n}`,
  returnNotDelivered: 'Only a delivered order can be returned',
  returnOpen: 'This order has a return in progress',
  returnDecided: 'This order’s return was decided already',
  longReasonTooLong: 'Please keep it under 1,000 characters',
  returnStatus: {
    requested: 'Return asked for',
    approved: 'Return approved: send the parcel back',
    rejected: 'Return refused',
    received: 'Return received',
    refunded: 'Refunded',
  } as Record<'requested' | 'approved' | 'rejected' | 'received' | 'refunded', string>,
  returnRefund: (amount: string) => `${amount} back to the way you paid`,
  approveReturn: 'Approve the return',
  rejectReturn: 'Refuse the return',
  receivedReturn: 'Parcel received: refund',
  returnNoteLabel: 'Note to the buyer',
  returnNoteRequired: 'Please say why you refuse: the buyer reads it',
  returnNotFound: 'Return not found',
  returnMoved: (status: string) => `Return: ${status}`,
  // Disputes: the buyer asks the foundation to step in
  disputeTitle: 'Ask the foundation to step in',
  disputeLead:
    'If the parcel has not come, came damaged, or the seller refused a return you think is fair, tell us. Our team reads the order and both sides, and answers you and the seller by email.',
  disputeReason: 'What happened?',
  disputeReasonRequired: 'Please tell us what happened, in a few words at least',
  disputeAsk: 'Send to the foundation',
  disputeOpened: 'Sent: our team looks into it and answers by email.',
  disputeNotAllowed: 'Only a shipped or delivered order can be taken to the foundation',
  disputeWindowOver: (days: number) => `An order can be taken to the foundation within ${days} days of delivery`,
  disputeReturnOpen: 'This order has a return in progress: the seller answers it first',
  disputeExists: 'This order is with the foundation already',
  disputeStatus: {
    open: 'With the foundation',
    refunded: 'Refunded by the foundation',
    closed: 'Closed by the foundation',
  } as Record<'open' | 'refunded' | 'closed', string>,
  disputeSays: (text: string) => `The foundation says: ${text}`,
  // Payouts
  payoutsTitle: 'Payouts',
  payoutsLead: 'What the foundation owes your shop for delivered orders, after its commission and the taxes it must withhold.',
  payable: 'Payable now',
  sales: 'Sales delivered',
  commission: 'Commission',
  tcs: 'GST collected at source (TCS)',
  tds: 'Income tax deducted at source (TDS)',
  refunds: 'Refunds',
  payoutsPaid: 'Withdrawn',
  payoutsPending: 'Waiting to be paid',
  withdraw: 'Withdraw',
  withdrawAmount: 'Amount (₹)',
  withdrawHint: (min: string) => `The smallest withdrawal is ${min}. It goes to the bank account on your shop's details.`,
  withdrawAsked: (amount: string) => `Asked to withdraw ${amount}: our team pays it to your bank account and emails you the bank's reference.`,
  belowMinimum: (min: string) => `The smallest withdrawal is ${min}`,
  moreThanPayable: (payable: string) => `You can withdraw at most ${payable}`,
  amountInvalid: 'Please enter an amount in rupees, like 1500 or 1,500.50',
  notApprovedToWithdraw: 'Only an approved shop can withdraw',
  // Held sales (issue 38)
  moreThanWithdrawable: (max: string, held: string) =>
    `You can withdraw at most ${max} now: ${held} of your sales is still within its buyers’ return and dispute windows`,
  withdrawableNow: 'Withdrawable now',
  heldTotal: 'Held until the buyers’ windows close',
  heldTitle: 'Sales not yet withdrawable',
  heldLead: (disputeDays: number, assumedDays: number) =>
    `A sale can be withdrawn once its return window and the ${disputeDays}-day dispute window have closed, counted from the delivery: when the buyer confirms it, or ${assumedDays} days after shipping with a tracking number.`,
  heldFreesOn: (date: string) => `Free from ${date}`,
  heldReasons: {
    unproven: 'Waiting for the buyer to confirm delivery',
    return: 'A return is open',
    dispute: 'The buyer asked the foundation to step in',
    review: 'The foundation is looking into this order',
  } as Record<'unproven' | 'return' | 'dispute' | 'review', string>,
  ownShopInCart: 'You cannot buy from your own shop: remove your own products from the cart',
  confirmReceived: 'I received it',
  confirmReceivedHint: 'Tell us once the parcel is with you: the seller is paid sooner, and your return window is counted from now.',
  receivedThanks: 'Thank you: we have noted that your order arrived.',
  receivedOn: (date: string) => `You confirmed delivery on ${date}`,
  receivedNotShipped: 'Only an order on its way can be confirmed as received',
  payoutStatus: {
    requested: 'Requested',
    processing: 'Being paid',
    paid: 'Paid',
    rejected: 'Refused',
    reversed: 'Returned by the bank',
  } as Record<(typeof PAYOUT_STATUSES)[number], string>,
  /** A RazorpayX transfer that failed or came back, when RazorpayX gave no reason. */
  payoutNotCompleted: 'The bank transfer did not go through',
  noPayouts: 'No withdrawals yet.',
  statements: 'Monthly statements',
  statementCsv: (month: string) => `Statement for ${month} (CSV)`,
  byMonth: 'Sales by month',
  statementColumns: {
    shop: 'Shop',
    month: 'Month',
    date: 'Date (IST)',
    entry: 'Entry',
    order: 'Order',
    withdrawal: 'Withdrawal',
    credit: 'Credit (₹)',
    debit: 'Debit (₹)',
    after: 'Payable after (₹)',
    opening: 'Opening payable',
    closing: 'Closing payable',
  },
  statementEntries: {
    sale: 'Sale',
    commission: 'Commission',
    tcs: 'GST TCS',
    tds: 'Income-tax TDS',
    refund: 'Refund to buyer',
    'commission-back': 'Commission given back',
    'tcs-back': 'GST TCS given back',
    'tds-back': 'Income-tax TDS given back',
    payout: 'Withdrawal',
    'payout-returned': 'Withdrawal refused, amount back',
  } as Record<string, string>,
  month: 'Month',
  requestedOn: 'Asked on',
  utrLabel: 'Bank reference (UTR)',
});

const bt = buyingText;

/** The console's shop money pages (issue 25). */
export const shopConsoleText = /* @__PURE__ */ catalogue('shopConsole', {
  ordersTitle: 'Shop orders',
  ordersLead: 'Every vendor’s orders, newest first. Look one up by its reference.',
  searchLabel: 'Order reference',
  state: 'State',
  search: 'Find',
  vendor: 'Seller',
  buyer: 'Buyer',
  noOrders: 'No orders match.',
  payoutsTitle: 'Vendor payouts',
  payoutsLead:
    'Pay each requested withdrawal by bank transfer to the shop’s account, then record the bank’s UTR here; or refuse it with a reason the vendor reads.',
  amount: 'Amount',
  requested: 'Requested',
  markPaid: 'Record as paid',
  refuse: 'Refuse',
  reason: 'Reason',
  noPayouts: 'No withdrawals.',
  payTo: 'Pay to',
  payToAccount: (name: string, account: string, ifsc: string, bank: string) => `${name} · account ${account} · IFSC ${ifsc}${bank ? ` (${bank})` : ''}`,
  showAccount: 'Show the whole account number to pay',
  showAccountNote: '(recorded in the audit log; while you pay it, nobody else can refuse it or send it through RazorpayX)',
  decided: 'Saved',
  refundDue: (amount: string) => `Refund due: ${amount}. A UPI payment is given back by bank transfer: record its UTR.`,
  recordRefund: 'Record refund',
  refundRecorded: 'Refund recorded',
  ratesTitle: 'TCS and TDS rates',
  ratesLead:
    'What the foundation collects (GST TCS, CGST Act section 52) and deducts (income-tax TDS on e-commerce) from vendors’ sales, each from the day it applies. Add a row when the law changes; a sale uses the rate of its delivery day.',
  kind: 'For',
  kinds: { 'gst-tcs': 'GST TCS', 'tds-ecommerce': 'Income-tax TDS' } as Record<string, string>,
  rate: 'Rate (%)',
  from: 'From (YYYY-MM-DD)',
  source: 'Source (notification or section)',
  addRate: 'Add rate',
  rateAdded: 'Rate added',
  utrRequired: 'Please enter the bank transfer’s UTR',
  utrInvalid: 'A UTR has 6 to 30 letters and digits',
  refuseReasonRequired: 'Please say why: the vendor reads it',
  refuseReasonTooLong: 'Please keep the reason under 300 characters',
  rateKindRequired: 'Choose what the rate is for',
  ratePercentInvalid: 'Enter the rate as a percentage, like 0.5',
  rateTooHigh: 'A withholding rate is at most 20 %',
  rateFromInvalid: 'Enter the day it applies from as YYYY-MM-DD',
  rateSourceRequired: 'Name the notification or section it comes from',
  rateSourceTooLong: 'Please keep the source under 300 characters',
  rateExists: 'A rate for this from that day exists already',
  refundsDue: 'Refunds to give back by bank transfer',
  refundsDueLead: 'Paid by UPI, so no gateway can give the money back: transfer it to the buyer and record the bank’s UTR.',
  disputesTitle: 'Disputes',
  disputesLead:
    'Buyers who asked the foundation to step in. Read the order, its return and both sides, then refund the buyer (the seller’s payable gives back its share) or close it with a note both read.',
  buyerSays: 'The buyer says',
  sellerSaid: 'The seller said',
  refundBuyer: (amount: string) => `Refund ${amount} to the buyer`,
  closeDispute: 'Close without a refund',
  resolutionLabel: 'Note to the buyer and the seller',
  resolutionRequired: 'Please write the note both sides read',
  decisionRequired: 'Choose to refund the buyer or to close it',
  resolutionTooLong: 'Please keep the note under 1,000 characters',
  noDisputes: 'No disputes.',
  disputeDecided: 'Decision saved and sent to both sides',
  disputeNotFound: 'Dispute not found',
  disputeDecidedAlready: 'This dispute is decided already',
  opened: 'Opened',
  disputeStates: { open: 'Open', refunded: 'Refunded', closed: 'Closed' } as Record<'open' | 'refunded' | 'closed', string>,
  // Payouts through RazorpayX (decision 0051)
  payoutsLeadRazorpayX:
    'Approve a requested withdrawal and RazorpayX pays it to the shop’s bank account; the bank’s UTR is recorded when RazorpayX confirms the transfer. A transfer that fails or comes back puts the amount back in the payable. Or refuse it with a reason the vendor reads.',
  payThroughRazorpayX: 'Approve and pay through RazorpayX',
  sendAgain: 'Send to RazorpayX again',
  sendAgainHint: 'RazorpayX has not confirmed receiving this one. Sending it again never pays twice.',
  sentToRazorpayX: 'Sent to RazorpayX: the UTR is recorded when the bank confirms the transfer',
  paidByHand: 'Paid by bank transfer instead? Record its UTR',
  razorpayXPayout: 'RazorpayX payout',
  razorpayXOff: 'RazorpayX is not set up on this server: pay by bank transfer and record its UTR',
  razorpayXNoAnswer: 'RazorpayX did not take the payout. It waits as “Being paid”; try again in a minute (it is never paid twice).',
  decidedAlready: 'This withdrawal is decided already',
  // One staff member paying by hand at a time (issue 44: a transfer and RazorpayX could both pay)
  payingByHandOther: 'Another staff member is paying this withdrawal by hand: only they can refuse it or release it',
  payingByHandNoRazorpayX: 'A staff member is paying this withdrawal by hand: record its UTR, or release it, before RazorpayX pays it',
  releaseNotYours: 'Only the staff member paying it by hand, or an admin, can release this withdrawal',
  notBeingPaidByHand: 'Nobody is paying this withdrawal by hand',
  payingByHandSince: (since: string) =>
    `Being paid by hand by another staff member since ${since}: nobody else can refuse it or send it through RazorpayX until they record its UTR or release it.`,
  payingByHandYou: 'You are paying this by hand: record its UTR once the bank has sent it.',
  releaseClaim: 'I am not paying this: release it',
  claimFirst: 'Ask to pay it by hand first: the account is shown to the staff member who will transfer it',
  releaseTooSoon: 'Another staff member asked to pay this by hand less than a day ago: ask them first (an admin may release it after a day)',
  payAccountHidden: 'This shop has a withdrawal waiting: its whole account number is shown on the payouts page, to the staff member who pays it',
  payByHand: 'Pay by bank transfer: show the whole account number',
  released: 'Released: another staff member, or RazorpayX, may pay it now',
  // Two staff members above SHOP_PAYOUT_SECOND_APPROVAL_RUPEES (issue 38)
  needsTwo: (amount: string) => `Above ${amount} two staff members decide: one approves, another pays.`,
  approveOnce: 'Approve (another staff member then pays it)',
  awaitingSecondApproval: 'Waiting for a second approval',
  approvedOnceByYou: 'You approved it once: another staff member pays it.',
  approvedOnceByOther: 'Approved once by a colleague: you may pay it.',
  firstApproved: 'Approved once: another staff member pays it',
  approveFirst: 'Above this amount two staff members decide: approve it first, then another staff member pays it',
  secondApprover: 'You approved it once: another staff member must pay it',
  // Issue 38: refunds past the payable, suspended shops
  refundHeld: (shortfall: string) =>
    `Held for staff: giving this back takes the seller’s payable ${shortfall} below zero (the sale was withdrawn already). Refund the buyer anyway, or ask the seller first.`,
  releaseRefund: 'Refund the buyer anyway',
  refundReleased: 'The refund is on its way to the buyer',
  refundHeldFirst: 'This refund is held for staff: release it first',
  refundNotHeld: 'This refund is not held',
  shopSuspended: 'This shop is suspended: its withdrawals wait until it is approved again (or refuse them)',
  shopState: 'Shop',
  shopStates: { submitted: 'Waiting for review', approved: 'Approved', rejected: 'Refused', suspended: 'Suspended' } as Record<string, string>,
  recentReturns: 'Returns in the last 60 days',
  noRecentReturns: 'No returns in the last 60 days',
});
const sc = shopConsoleText;

// ----- Input ----------------------------------------------------------------------------------

/** A checkbox as a form or a JSON client sends it. */
const checkbox = z
  .union([z.boolean(), z.literal('on'), z.literal('true'), z.literal('')])
  .optional()
  .transform((v) => v === true || v === 'on' || v === 'true');

/** The one quantity rule of the cart (add and change): 1 to CART_MAX_QUANTITY, a whole number. */
export const cartQuantity = countField(bt.quantityInvalid, 1, CART_MAX_QUANTITY);

export const cartItemInput = z.object({
  variantId: rowIdField(bt.variantUnknown),
  quantity: cartQuantity.default(1),
});
export type CartItemInput = z.infer<typeof cartItemInput>;
export const cartQuantityInput = z.object({ quantity: cartQuantity });
export const variantParam = z.object({ variantId: rowIdParam(bt.variantUnknown) });

const line = (field: string, required: string | undefined) => {
  const t = text({ field, ...(required ? { required } : {}) })
    .trim()
    .max(200, bt.lineTooLong);
  return required ? t.min(1, required) : t;
};

export const addressInput = z.object({
  name: text({ field: 'Full name', required: bt.nameRequired }).trim().min(1, bt.nameRequired).max(100, bt.nameTooLong),
  phone: mobileField({ field: 'Mobile number', required: bt.phoneRequired, invalid: bt.phoneInvalid }),
  line1: line('Address', bt.line1Required),
  line2: line('Landmark', undefined).default(''),
  city: text({ field: 'City', required: bt.cityRequired }).trim().min(1, bt.cityRequired).max(100, bt.nameTooLong),
  state: text({ field: 'State', required: bt.stateRequired })
    .trim()
    .refine((v) => gstStateCode(v) !== null, bt.stateRequired),
  pinCode: text({ field: 'PIN code', required: bt.pinInvalid }).trim().regex(PIN_CODE_RE, bt.pinInvalid),
  isDefault: checkbox,
});
export type AddressInput = z.infer<typeof addressInput>;

export const checkoutInput = z.object({
  addressId: rowIdField(bt.addressRequired),
  method: z.enum(PAYMENT_METHODS, { error: 'Please choose how to pay' }),
  smsUpdates: checkbox,
  // Unticked unless the buyer ticks it (DPDP s.6: a clear affirmative action; decision 0064).
  whatsappUpdates: checkbox,
});
export type CheckoutInput = z.infer<typeof checkoutInput>;

/** Rupees as typed ("1,500.50"), to paise; the form's own message otherwise. */
export const payoutInput = z.object({
  amount: z
    .string({ error: bt.amountInvalid })
    .trim()
    .transform((v, ctx) => {
      const clean = v.replace(/,/g, '');
      if (!/^\d{1,9}(\.\d{1,2})?$/.test(clean)) {
        ctx.addIssue({ code: 'custom', message: bt.amountInvalid });
        return z.NEVER;
      }
      const [r, p = ''] = clean.split('.');
      return Number(r) * 100 + Number(p.padEnd(2, '0'));
    }),
});

/** processing: approved and sent to RazorpayX; reversed: RazorpayX could not pay it (back in the payable). */
export const PAYOUT_STATUSES = ['requested', 'processing', 'paid', 'rejected', 'reversed'] as const;
/** A bank transfer's reference as staff copy it (NEFT, RTGS or IMPS). */
export const BANK_UTR_RE = /^[A-Za-z0-9]{6,30}$/;
const bankUtr = z.string({ error: sc.utrRequired }).trim().regex(BANK_UTR_RE, sc.utrInvalid);
/** Staff's record of a refund given back by bank transfer. */
export const bankUtrInput = z.object({ utr: bankUtr });
export const payoutDecisionInput = z.discriminatedUnion('decision', [
  z.object({
    decision: z.literal('paid'),
    utr: bankUtr,
  }),
  // Pay it through RazorpayX (only where it is configured): the UTR comes with its webhook.
  z.object({ decision: z.literal('approve') }),
  z.object({
    decision: z.literal('rejected'),
    note: text({ field: 'Reason', required: sc.refuseReasonRequired }).trim().min(1, sc.refuseReasonRequired).max(300, sc.refuseReasonTooLong),
  }),
]);
export type PayoutDecisionInput = z.infer<typeof payoutDecisionInput>;

export const WITHHOLDING_KINDS = ['gst-tcs', 'tds-ecommerce'] as const;
/** A new dated rate, as staff type it: a percentage with up to two decimals ("0.5", "0.1"). */
export const withholdingRateInput = z.object({
  kind: z.enum(WITHHOLDING_KINDS, { error: sc.rateKindRequired }),
  ratePercent: z
    .string({ error: sc.ratePercentInvalid })
    .trim()
    .regex(/^\d{1,2}(\.\d{1,2})?$/, sc.ratePercentInvalid)
    .transform((v) => Math.round(Number(v) * 100))
    .refine((bp) => bp <= 2000, sc.rateTooHigh),
  effectiveFrom: z.string({ error: sc.rateFromInvalid }).trim().refine(isIsoDate, sc.rateFromInvalid),
  source: text({ field: 'Source', required: sc.rateSourceRequired }).trim().min(5, sc.rateSourceRequired).max(300, sc.rateSourceTooLong),
});
export type WithholdingRateInput = z.infer<typeof withholdingRateInput>;

/** A photo as the API takes it: base64 of a JPEG or PNG (the bytes are checked by the server). */
const photoBase64 = z
  .string({ error: bt.returnPhotoInvalid })
  .max(Math.ceil((RETURN_PHOTO_MAX_BYTES * 4) / 3) + 4, bt.returnPhotoInvalid)
  .regex(/^[A-Za-z0-9+/]+={0,2}$/, bt.returnPhotoInvalid);
export const returnInput = z.object({
  reason: text({ field: 'Reason', required: bt.returnReasonRequired, multiline: true }).trim().min(3, bt.returnReasonRequired).max(1000, bt.longReasonTooLong),
  photos: z.array(photoBase64).max(RETURN_MAX_PHOTOS, bt.returnTooManyPhotos).default([]),
});
export type ReturnInput = z.infer<typeof returnInput>;
export const disputeInput = z.object({
  reason: text({ field: 'Reason', required: bt.disputeReasonRequired, multiline: true })
    .trim()
    .min(10, bt.disputeReasonRequired)
    .max(1000, bt.longReasonTooLong),
});
export const disputeDecisionInput = z.object({
  decision: z.enum(['refund', 'close'], { error: sc.decisionRequired }),
  note: text({ field: 'Note', required: sc.resolutionRequired, multiline: true }).trim().min(1, sc.resolutionRequired).max(1000, sc.resolutionTooLong),
});
export type DisputeDecisionInput = z.infer<typeof disputeDecisionInput>;
export const returnDecisionInput = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('approve'), note: text({ field: 'Note' }).trim().max(300, bt.reasonTooLong).default('') }),
  z.object({
    decision: z.literal('reject'),
    note: text({ field: 'Note', required: bt.returnNoteRequired }).trim().min(1, bt.returnNoteRequired).max(300, bt.reasonTooLong),
  }),
  z.object({ decision: z.literal('received') }),
]);
export type ReturnDecisionInput = z.infer<typeof returnDecisionInput>;

export const SHOP_ORDER_REFERENCE_RE = /^SO[0-9A-HJKMNP-TV-Z]{12}$/;
export const shopOrderParam = z.object({ reference: z.string().regex(SHOP_ORDER_REFERENCE_RE, bt.orderNotFound) });

export const shipInput = z.object({
  courier: text({ field: 'Courier', required: bt.courierRequired }).trim().min(1, bt.courierRequired).max(60, bt.courierRequired),
  trackingNumber: text({ field: 'Tracking number', required: bt.trackingRequired })
    .trim()
    .min(1, bt.trackingRequired)
    .regex(/^[A-Za-z0-9-]{4,40}$/, bt.trackingInvalid),
});
export type ShipInput = z.infer<typeof shipInput>;

export const vendorCancelInput = z.object({
  reason: text({ field: 'Reason', required: bt.reasonRequired }).trim().min(1, bt.reasonRequired).max(300, bt.reasonTooLong),
});
export const buyerCancelInput = z.object({
  reason: text({ field: 'Reason' }).trim().max(300, bt.reasonTooLong).default(''),
});

// ----- What clients see -----------------------------------------------------------------------

export const shipTo = z.object({
  name: z.string(),
  phone: z.string(),
  line1: z.string(),
  line2: z.string(),
  city: z.string(),
  state: z.string(),
  pinCode: z.string(),
});
export type ShipTo = z.infer<typeof shipTo>;

export const addressView = shipTo.extend({ id: z.number().int(), isDefault: z.boolean() });
export type AddressView = z.infer<typeof addressView>;

export const cartLine = z.object({
  variantId: z.number().int(),
  productSlug: z.string(),
  title: z.string(),
  variantLabel: z.string(),
  image: z.string().nullable(),
  pricePaise: z.number().int(),
  mrpPaise: z.number().int(),
  quantity: z.number().int(),
  lineTotalPaise: z.number().int(),
  /** Whether this many can be bought now (on sale and in stock). */
  available: z.boolean(),
  /** Units left, when the item is on sale. */
  stock: z.number().int().nullable(),
  vendor: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
});
export type CartLine = z.infer<typeof cartLine>;

export const cartView = z.object({
  lines: z.array(cartLine),
  /** Units in the cart. */
  count: z.number().int(),
  totalPaise: z.number().int(),
  /** Every line can be bought as it is. */
  ready: z.boolean(),
});
export type CartView = z.infer<typeof cartView>;

export const shopOrderLine = z.object({
  productSlug: z.string().nullable(),
  title: z.string(),
  variantLabel: z.string(),
  sku: z.string(),
  hsnCode: z.string(),
  gstRateBp: z.number().int(),
  unitPricePaise: z.number().int(),
  quantity: z.number().int(),
  lineTotalPaise: z.number().int(),
});

export const DISPUTE_STATUSES = ['open', 'refunded', 'closed'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];
export const disputeSummary = z.object({
  id: z.number().int(),
  status: z.enum(DISPUTE_STATUSES),
  reason: z.string(),
  resolution: z.string().nullable(),
  refundPaise: z.number().int(),
  openedAt: z.string(),
});
export type DisputeSummary = z.infer<typeof disputeSummary>;

export const shopOrderView = z.object({
  reference: z.string(),
  status: z.enum(SHOP_ORDER_STATUSES),
  vendor: z.object({ name: z.string(), slug: z.string().nullable() }),
  lines: z.array(shopOrderLine),
  totalPaise: z.number().int(),
  shipTo,
  courier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  cancelReason: z.string().nullable(),
  /** What is owed back for a paid order cancelled before shipping. */
  refundDuePaise: z.number().int(),
  /** What of it has gone back (through the provider, or by staff's bank transfer). */
  refundedPaise: z.number().int(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  acceptedAt: z.string().nullable(),
  shippedAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  /** When the buyer confirmed it arrived (issue 38). */
  receivedAt: z.string().nullable(),
  /** Whether its buyer may still say "I received it". */
  confirmable: z.boolean(),
  /** A refund held for staff: how far it takes the seller's payable below zero (0: not held). */
  refundShortfallPaise: z.number().int(),
  cancelledAt: z.string().nullable(),
  /** Its latest return, if any. */
  return: z
    .object({
      id: z.number().int(),
      status: z.enum(['requested', 'approved', 'rejected', 'received', 'refunded']),
      amountPaise: z.number().int(),
      reason: z.string(),
      vendorNote: z.string().nullable(),
      /** How many photos the buyer sent (each read at …/returns/photos/:n by its buyer, vendor or staff). */
      photos: z.number().int(),
    })
    .nullable(),
  /** Whether its buyer may ask for a return now, and the window the seller gave when it was bought. */
  returnable: z.boolean(),
  returnWindowDays: z.number().int(),
  /** Its latest dispute (the buyer asked the foundation to step in), if any. */
  dispute: disputeSummary.nullable(),
  /** Whether its buyer may take it to the foundation now. */
  disputable: z.boolean(),
  smsUpdates: z.boolean(),
  /** Its GST documents: the invoice (or bill of supply) from shipping, a credit note per refund. */
  documents: z.array(z.object({ id: z.number().int(), kind: z.string(), number: z.string(), issuedOn: z.string(), totalPaise: z.number().int() })),
  /** The payment this order was paid with (shared with the purchase's other vendors' orders). */
  payment: z.object({
    reference: z.string(),
    status: z.string(),
    method: z.string(),
    /** Whether money owed back is a bank transfer staff make and record (UPI), not a gateway's refund. */
    refundByHand: z.boolean(),
  }),
});
export type ShopOrderView = z.infer<typeof shopOrderView>;

/** What a seller sees of an order: the buyer's delivery details, never their other orders. */
export const sellerOrderView = shopOrderView.extend({ buyerName: z.string() });
export type SellerOrderView = z.infer<typeof sellerOrderView>;

export const purchaseView = z.object({
  payment: z.object({ reference: z.string(), status: z.string(), totalPaise: z.number().int(), payUrl: z.string().nullable() }),
  orders: z.array(shopOrderView),
});
export type PurchaseView = z.infer<typeof purchaseView>;

/** A vendor's money: payable = sales − commission − TCS − TDS − refunds − payouts. */
export interface VendorMoney {
  salePaise: number;
  commissionPaise: number;
  tcsPaise: number;
  tdsPaise: number;
  refundsPaise: number;
  payoutsPaise: number;
  pendingPayoutsPaise: number;
  payablePaise: number;
  /** Sales still inside their buyers' return and dispute windows (issue 38). */
  heldPaise: number;
  /** The payable less what is held, never below zero: what a withdrawal may ask for now. */
  withdrawablePaise: number;
}

/** A delivered sale not yet withdrawable: what it adds to the payable and when it frees up. */
export interface HeldSale {
  reference: string;
  amountPaise: number;
  /** ISO time its windows close; null while it waits for something else (see `reason`). */
  freesAt: string | null;
  reason: 'windows' | 'unproven' | 'return' | 'dispute' | 'review';
}

/** Where staff send a withdrawal by bank transfer: the account number masked unless asked for (audited). */
export interface PayoutAccount {
  accountName: string;
  accountNumber: string;
  ifsc: string;
  bank: string | null;
}

export interface PayoutRow {
  id: number;
  vendorId: number;
  vendorName?: string;
  /** The console's list: the shop's bank account, its number masked. */
  payTo?: PayoutAccount;
  amountPaise: number;
  status: (typeof PAYOUT_STATUSES)[number];
  utr: string | null;
  note: string | null;
  requestedAt: string;
  decidedAt: string | null;
  /** 'razorpayx' when approved to be paid through RazorpayX; null by hand. */
  provider: string | null;
  /** RazorpayX's payout id (pout_…) once it took the payout. */
  providerPayoutId: string | null;
  /** Requested, approved once, and waiting for a second staff member (above the second-approval amount). */
  awaitingSecondApproval: boolean;
  /** Staff's list only: whether its amount needs two staff members, and who approved it first. */
  secondApprovalNeeded?: boolean;
  firstApprovedBy?: number | null;
  /** Staff's list: who was shown the whole account to pay it by hand, and since when (nobody else refuses it or sends it through RazorpayX meanwhile). */
  payingByHand?: { staffId: number; since: string } | null;
  /** The console's list: the shop's status now and its recent returns (issue 38). */
  shopStatus?: string;
  recentReturns?: { reference: string; status: string; amountPaise: number; requestedAt: string }[];
}

export interface SellerMoneyView {
  money: VendorMoney;
  minimumPaise: number;
  byMonth: { month: string; salesPaise: number; refundsPaise: number; commissionPaise: number }[];
  payouts: PayoutRow[];
  /** The months a statement can be had for (since the shop was made, at most twelve), newest first. */
  statementMonths: string[];
  held: HeldSale[];
  /** The delivery's assumed days after shipping (SHOP_DELIVERY_ASSUMED_DAYS), for the page's words. */
  deliveryAssumedDays: number;
}

/** The console's dispute: with its order as staff see it (buyer, lines, return, documents). */
export interface DisputeRow extends DisputeSummary {
  order: SellerOrderView;
}

export interface WithholdingRateRow {
  id: number;
  kind: string;
  rateBp: number;
  effectiveFrom: string;
  source: string;
  createdAt: string;
}

export interface BuyingApi {
  cart(owner: CartOwner): Promise<CartView>;
  addToCart(owner: CartOwner, input: CartItemInput): Promise<CartView>;
  setQuantity(owner: CartOwner, variantId: number, quantity: number): Promise<CartView>;
  removeFromCart(owner: CartOwner, variantId: number): Promise<CartView>;
  /** A guest's cart joins the buyer's (at sign-in); its token opens nothing after. */
  joinCart(token: string, userId: number): Promise<void>;
  /**
   * Whose cart a request opens, from its Cookie header and the signed-in buyer (null for a guest):
   * the one function the API and the pages share; `make` mints a guest's cookie. The Set-Cookie
   * lines go with the answer.
   */
  cartOwner(cookieHeader: string | null | undefined, userId: number | null, make: boolean): Promise<{ owner: CartOwner | null; cookies: string[] }>;
  /** The payment methods a buyer may choose, the default first. */
  methods(): readonly import('./checkout.ts').PaymentMethod[];
  addresses(userId: number): Promise<AddressView[]>;
  addAddress(userId: number, input: AddressInput): Promise<AddressView>;
  /** `ip`: the client's address, for the per-network caps (null only where there is no client: the seed). */
  checkout(userId: number, input: CheckoutInput, idempotencyKey: string | undefined, ip: string | null): Promise<{ purchase: PurchaseView; replayed: boolean }>;
  purchase(userId: number, paymentReference: string): Promise<PurchaseView | null>;
  orders(userId: number): Promise<ShopOrderView[]>;
  order(userId: number, reference: string): Promise<ShopOrderView | null>;
  buyerCancel(userId: number, reference: string, reason: string): Promise<ShopOrderView>;
  /** The buyer says the parcel arrived: a shipped order is delivered by it (issue 38). */
  confirmReceived(userId: number, reference: string): Promise<ShopOrderView>;
  /** Staff release a refund held because it took the seller's payable below zero. */
  releaseRefund(staffId: number, reference: string): Promise<SellerOrderView>;
  sellerOrders(userId: number, filter?: { status?: ShopOrderStatus | undefined }): Promise<SellerOrderView[]>;
  sellerMove(
    userId: number,
    reference: string,
    move: 'accept' | 'ship' | 'deliver' | 'vendor-cancel',
    input?: { courier?: string; trackingNumber?: string; reason?: string },
  ): Promise<SellerOrderView>;
  recordRefund(staffId: number, reference: string, utr: string): Promise<SellerOrderView>;
  /** Every vendor's orders for staff: by state, one reference, or those owing their buyer money (`owed`). */
  adminOrders(filter?: { status?: ShopOrderStatus | undefined; q?: string | undefined; owed?: boolean | undefined }): Promise<SellerOrderView[]>;
  /** Photos are the bytes as uploaded (JPEG or PNG); the server checks and re-encodes them. */
  requestReturn(userId: number, reference: string, input: { reason: string; photos: Uint8Array[] }): Promise<ShopOrderView>;
  returnPhoto(who: { userId: number; staff: boolean }, reference: string, n: number): Promise<Buffer | null>;
  openDispute(userId: number, reference: string, reason: string): Promise<ShopOrderView>;
  /** Staff hold an order's sale from the vendor's withdrawable money while they look into it (a help desk ticket asked). */
  markForReview(staffId: number, reference: string, ticket: string): Promise<void>;
  clearReview(staffId: number, reference: string): Promise<void>;
  adminDisputes(status?: DisputeStatus): Promise<DisputeRow[]>;
  decideDispute(staffId: number, id: number, input: DisputeDecisionInput): Promise<DisputeSummary>;
  decideReturn(userId: number, reference: string, input: ReturnDecisionInput): Promise<SellerOrderView>;
  /** An order's GST document as stored, for its buyer, its vendor or staff; null for anyone else. */
  document(who: { userId: number; staff: boolean }, reference: string, id: number): Promise<{ number: string; pdf: Buffer } | null>;
  /** The signed-in vendor's money; null without a shop. */
  sellerMoney(userId: number): Promise<SellerMoneyView | null>;
  requestPayout(userId: number, amountPaise: number): Promise<number>;
  /** One month's statement as CSV (YYYY-MM); null without a shop. */
  statementCsv(userId: number, month: string): Promise<string | null>;
  adminPayouts(status?: (typeof PAYOUT_STATUSES)[number]): Promise<PayoutRow[]>;
  /** The whole account a requested withdrawal is to be paid to, for the staff member paying it (audited). */
  /** The account of a withdrawal the staff member holds to pay by hand, shown again. */
  payoutAccount(staffId: number, payoutId: number): Promise<PayoutAccount>;
  /** The staff member will pay it by hand: claimed for them, its whole account shown. */
  claimPayout(staffId: number, payoutId: number): Promise<PayoutAccount>;
  decidePayout(staffId: number, id: number, input: PayoutDecisionInput): Promise<PayoutRow>;
  /** The staff member paying it by hand (or an admin) is not paying it after all. */
  releasePayout(staff: { id: number; admin: boolean }, id: number): Promise<PayoutRow>;
  /** Whether staff's approval pays through RazorpayX (its keys are set; decision 0051). */
  payoutsThroughRazorpayX(): boolean;
  /** Withdrawals above this many paise need two staff members (SHOP_PAYOUT_SECOND_APPROVAL_RUPEES). */
  payoutSecondApprovalPaise(): number;
  rates(): Promise<WithholdingRateRow[]>;
  addRate(staffId: number, input: WithholdingRateInput): Promise<WithholdingRateRow>;
}

/** Whose cart: a guest's by its cookie's token, or a signed-in buyer's. */
export type CartOwner = { userId: number } | { token: string };
