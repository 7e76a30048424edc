// The shop's buying API (issue 25): thin wiring of cart.ts, addresses.ts and purchases.ts. The
// cart answers guests (by its cookie) and buyers; checking out, orders and addresses need a
// signed-in buyer; a vendor moves only its own orders.
import {
  AppError,
  addressInput,
  addressView,
  bankUtrInput,
  buyingText as bt,
  buyerCancelInput,
  type CartOwner,
  cartItemInput,
  cartQuantityInput,
  cartView,
  checkoutInput,
  DISPUTE_STATUSES,
  disputeDecisionInput,
  disputeInput,
  disputeSummary,
  found,
  idempotencyHeader,
  PAYOUT_STATUSES,
  payoutDecisionInput,
  payoutInput,
  purchaseView,
  RETURN_MAX_PHOTOS,
  returnDecisionInput,
  returnInput,
  rowIdParam,
  SHOP_ORDER_STATUSES,
  STAFF_ROLES,
  sellerOrderView,
  shipInput,
  shopOrderParam,
  shopOrderView,
  variantParam,
  vendorCancelInput,
  withholdingRateInput,
} from '@sahyog/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireViewer } from '../../platform/auth.ts';
import { PRIVATE_NO_STORE, parseWith, route } from '../../platform/http.ts';
import { documented } from '../../platform/openapi.ts';
import { cartOwners } from './cart-owner.ts';
import type { ShopService } from './index.ts';

/** An id in a path: core's rowIdParam (digits only: "0x3", "1e0", "+1" and " 1" are no ids). */
const pathId = (name: string) => rowIdParam(`${name} must be a number`);
export function shopBuyingRoutes(app: FastifyInstance, shop: ShopService, secureCookies: boolean): void {
  const tags = ['Shop orders'];

  /** Whose cart a request opens (cart-owner.ts, the same function the pages use). */
  const cartOwner = cartOwners({ join: shop.cart.join, secureCookies });
  async function ownerOf(req: FastifyRequest, reply: FastifyReply, make: boolean): Promise<CartOwner | null> {
    const { owner, cookies } = await cartOwner(req.headers.cookie, req.viewer?.user.id ?? null, make);
    for (const c of cookies) reply.header('set-cookie', c);
    return owner;
  }
  const emptyCart = { lines: [], count: 0, totalPaise: 0, ready: false };

  route(app, {
    method: 'GET',
    url: '/api/v1/shop/cart/items',
    summary: 'The cart: a guest’s (by its cookie) or the signed-in buyer’s, priced and checked against stock now',
    tags,
    response: cartView,
    handler: async (_input, req, reply) => {
      const owner = await ownerOf(req, reply, false);
      return owner ? shop.cart.view(owner) : emptyCart;
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/v1/shop/cart/items',
    summary: 'Add a variation to the cart (quantities add up, at most 20 of one)',
    tags,
    body: cartItemInput,
    response: cartView,
    errors: [422],
    handler: async ({ body }, req, reply) => shop.cart.add((await ownerOf(req, reply, true)) as CartOwner, body),
  });

  route(app, {
    method: 'PATCH',
    url: '/api/v1/shop/cart/items/:variantId',
    summary: 'Change a line’s quantity',
    tags,
    params: variantParam,
    body: cartQuantityInput,
    response: cartView,
    errors: [404, 422],
    handler: async ({ params, body }, req, reply) => {
      const owner = await ownerOf(req, reply, false);
      if (!owner) throw found(null, bt.variantUnknown);
      return shop.cart.setQuantity(owner, params.variantId, body.quantity);
    },
  });

  route(app, {
    method: 'DELETE',
    url: '/api/v1/shop/cart/items/:variantId',
    summary: 'Remove a line from the cart',
    tags,
    params: variantParam,
    response: cartView,
    handler: async ({ params }, req, reply) => {
      const owner = await ownerOf(req, reply, false);
      return owner ? shop.cart.remove(owner, params.variantId) : emptyCart;
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/v1/me/addresses',
    summary: 'The signed-in buyer’s delivery addresses, the default first',
    tags,
    response: z.array(addressView),
    handler: async (_input, req) => shop.addresses.list(requireViewer(req).user.id),
  });

  route(app, {
    method: 'POST',
    url: '/api/v1/me/addresses',
    summary: 'Save a delivery address (the first, or one marked so, is the default)',
    tags,
    body: addressInput,
    response: addressView,
    success: [201],
    errors: [422],
    handler: async ({ body }, req) => shop.addresses.add(requireViewer(req).user.id, body),
  });

  route(app, {
    method: 'POST',
    url: '/api/v1/shop/orders',
    summary:
      'Check out the signed-in buyer’s cart: one payment, one order per vendor, stock held until it is paid. Send a fresh `Idempotency-Key` per checkout: a retry with it answers the same purchase. An account (and a network) may leave only a few purchases unpaid at once (409 `unpaid_purchases`) and check out only so often (429).',
    tags,
    auth: 'viewer',
    headers: idempotencyHeader,
    body: checkoutInput,
    response: purchaseView,
    success: [200, 201],
    errors: [409, 422, 429],
    handler: async ({ body, headers }, req, reply) => {
      const { purchase, replayed } = await shop.purchases.checkout(requireViewer(req).user.id, body, headers['Idempotency-Key'], req.ip);
      reply.code(replayed ? 200 : 201);
      return purchase;
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/v1/shop/orders',
    summary: 'The signed-in buyer’s orders, newest first',
    tags,
    auth: 'viewer',
    response: z.array(shopOrderView),
    handler: async (_input, req) => shop.purchases.orders(requireViewer(req).user.id),
  });

  route(app, {
    method: 'GET',
    url: '/api/v1/shop/orders/:reference',
    summary: 'One of the signed-in buyer’s orders (anyone else’s is not found)',
    tags,
    auth: 'viewer',
    params: shopOrderParam,
    response: shopOrderView,
    errors: [404],
    handler: async ({ params }, req) => found(await shop.purchases.order(requireViewer(req).user.id, params.reference), bt.orderNotFound),
  });

  route(app, {
    method: 'POST',
    url: '/api/v1/shop/orders/:reference/cancel',
    summary: 'The buyer cancels an order before it ships (unpaid: the whole purchase)',
    tags,
    auth: 'viewer',
    params: shopOrderParam,
    body: buyerCancelInput,
    response: shopOrderView,
    errors: [404, 409],
    handler: async ({ params, body }, req) => shop.purchases.buyerCancel(requireViewer(req).user.id, params.reference, body.reason),
  });

  route(app, {
    method: 'POST',
    url: '/api/v1/shop/orders/:reference/received',
    summary: 'The buyer says the parcel arrived: a shipped order is delivered by it, and its windows run from then (once)',
    tags,
    auth: 'viewer',
    params: shopOrderParam,
    response: shopOrderView,
    errors: [404, 409],
    handler: async ({ params }, req) => shop.purchases.confirmReceived(requireViewer(req).user.id, params.reference),
  });

  // A GST document as issued (the stored bytes): its order's buyer, its vendor or staff.
  const docParams = shopOrderParam.extend({ id: pathId('id') });
  const document = async (req: FastifyRequest, reply: FastifyReply) => {
    const { user } = requireViewer(req);
    const { reference, id } = parseWith(docParams, req.params);
    const file = await shop.api.document({ userId: user.id, staff: (STAFF_ROLES as readonly string[]).includes(user.role) }, reference, id);
    if (!file) throw AppError.notFound(bt.orderNotFound);
    return reply
      .header('cache-control', PRIVATE_NO_STORE)
      .header('content-disposition', `attachment; filename="${file.number.replace(/[^A-Za-z0-9-]/g, '-')}.pdf"`)
      .header('x-content-type-options', 'nosniff')
      .type('application/pdf')
      .send(file.pdf);
  };
  const docUrl = '/api/v1/shop/orders/:reference/documents/:id';
  app.get(
    docUrl,
    documented({
      method: 'GET',
      url: docUrl,
      auth: 'viewer',
      summary: 'An order’s GST invoice, bill of supply or credit note as issued, for its buyer, its seller or staff',
      tags,
      params: docParams,
      errors: [404],
      response: { type: 'application/pdf', description: 'The document as issued (the stored bytes)', binary: true },
    }),
    document,
  );

  route(app, {
    method: 'POST',
    url: '/api/v1/shop/orders/:reference/returns',
    summary:
      'The buyer asks to return a delivered order within the seller’s return window, with a reason and up to 3 photos as base64 JPEG or PNG (about 700 KB in all in a JSON body; the order’s page takes 5 MB)',
    tags,
    auth: 'viewer',
    params: shopOrderParam,
    body: returnInput,
    response: shopOrderView,
    success: [201],
    errors: [404, 422],
    handler: async ({ params, body }, req) =>
      shop.api.requestReturn(requireViewer(req).user.id, params.reference, {
        reason: body.reason,
        photos: body.photos.map((p) => Buffer.from(p, 'base64')),
      }),
  });

  const photoParams = shopOrderParam.extend({ n: pathId('n').refine((n) => n <= RETURN_MAX_PHOTOS, 'n is a photo’s number') });
  const photoUrl = '/api/v1/shop/orders/:reference/returns/photos/:n';
  app.get(
    photoUrl,
    documented({
      method: 'GET',
      url: photoUrl,
      auth: 'viewer',
      summary: 'A photo the buyer sent with the order’s return (n from 1), for its buyer, its seller or staff',
      tags,
      params: photoParams,
      errors: [404],
      response: { type: 'image/jpeg', description: 'The photo, re-encoded as JPEG', binary: true },
    }),
    async (req, reply) => {
      const { user } = requireViewer(req);
      const { reference, n } = parseWith(photoParams, req.params);
      const photo = await shop.api.returnPhoto({ userId: user.id, staff: (STAFF_ROLES as readonly string[]).includes(user.role) }, reference, n);
      if (!photo) throw AppError.notFound(bt.orderNotFound);
      return reply.header('cache-control', PRIVATE_NO_STORE).header('x-content-type-options', 'nosniff').type('image/jpeg').send(photo);
    },
  );

  route(app, {
    method: 'POST',
    url: '/api/v1/shop/orders/:reference/disputes',
    summary: 'The buyer asks the foundation to step in on a shipped or delivered order (within 30 days of delivery), with what happened',
    tags,
    auth: 'viewer',
    params: shopOrderParam,
    body: disputeInput,
    response: shopOrderView,
    success: [201],
    errors: [404, 422],
    handler: async ({ params, body }, req) => shop.api.openDispute(requireViewer(req).user.id, params.reference, body.reason),
  });

  route(app, {
    method: 'POST',
    url: '/api/v1/seller/orders/:reference/return',
    summary: 'The vendor approves or refuses a return, or says its parcel arrived (the stock goes back and the buyer is refunded)',
    tags,
    auth: 'viewer',
    params: shopOrderParam,
    body: returnDecisionInput,
    response: sellerOrderView,
    errors: [404, 409, 422],
    handler: async ({ params, body }, req) => shop.api.decideReturn(requireViewer(req).user.id, params.reference, body),
  });

  route(app, {
    method: 'GET',
    url: '/api/v1/seller/orders',
    summary: 'The signed-in vendor’s paid orders, newest first (by status)',
    tags,
    auth: 'viewer',
    query: z.object({ status: z.enum(SHOP_ORDER_STATUSES).optional() }),
    response: z.array(sellerOrderView),
    handler: async ({ query }, req) => shop.purchases.sellerOrders(requireViewer(req).user.id, query),
  });

  const moves = [
    ['accept', 'Accept a paid order', z.object({})],
    ['ship', 'Ship an accepted order with its courier and tracking number', shipInput],
    ['deliver', 'Mark a shipped order delivered', z.object({})],
    ['cancel', 'Cancel a paid order before it ships, with a reason the buyer reads', vendorCancelInput],
  ] as const;
  for (const [name, summary, body] of moves) {
    route(app, {
      method: 'POST',
      url: `/api/v1/seller/orders/:reference/${name}`,
      summary,
      tags,
      auth: 'viewer',
      params: shopOrderParam,
      body,
      response: sellerOrderView,
      errors: [404, 409, 422],
      handler: async ({ params, body: input }, req) =>
        shop.purchases.sellerMove(requireViewer(req).user.id, params.reference, name === 'cancel' ? 'vendor-cancel' : name, input as Record<string, string>),
    });
  }
}

/** The vendor's money and staff's side of it: withdrawals, their decisions, the withholding rates. */
export function shopMoneyRoutes(app: FastifyInstance, shop: ShopService): void {
  const tags = ['Shop payouts'];
  const payoutAccount = z.object({ accountName: z.string(), accountNumber: z.string(), ifsc: z.string(), bank: z.string().nullable() });
  const payoutRow = z.object({
    id: z.number().int(),
    vendorId: z.number().int(),
    vendorName: z.string().optional(),
    payTo: payoutAccount.optional().describe('The console list: the shop’s bank account, its number masked'),
    amountPaise: z.number().int(),
    status: z.enum(PAYOUT_STATUSES),
    utr: z.string().nullable(),
    note: z.string().nullable(),
    requestedAt: z.string(),
    decidedAt: z.string().nullable(),
    provider: z.string().nullable().describe('razorpayx when approved to be paid through RazorpayX; null when paid or refused by hand'),
    providerPayoutId: z.string().nullable().describe('RazorpayX’s payout id (pout_…) once it took the payout'),
    awaitingSecondApproval: z.boolean().describe('requested and approved once: a different staff member pays it (above SHOP_PAYOUT_SECOND_APPROVAL_RUPEES)'),
    secondApprovalNeeded: z.boolean().optional().describe('staff’s list: the amount needs two staff members, one to approve and another to pay'),
    firstApprovedBy: z.number().int().nullable().optional().describe('staff’s list: the staff member who approved it first'),
    payingByHand: z
      .object({ staffId: z.number().int(), since: z.string() })
      .nullable()
      .optional()
      .describe(
        'staff’s list: the staff member shown the whole account to pay it by hand, and since when; nobody else refuses it or pays it through RazorpayX meanwhile',
      ),
    shopStatus: z.string().optional().describe('The shop’s status now (the console’s list): a suspended shop’s withdrawals are not paid'),
    recentReturns: z
      .array(z.object({ reference: z.string(), status: z.string(), amountPaise: z.number().int(), requestedAt: z.string() }))
      .optional()
      .describe('The shop’s returns asked in the last 60 days (the console’s list)'),
  });
  const money = z.object({
    salePaise: z.number().int(),
    commissionPaise: z.number().int(),
    tcsPaise: z.number().int(),
    tdsPaise: z.number().int(),
    refundsPaise: z.number().int(),
    payoutsPaise: z.number().int(),
    pendingPayoutsPaise: z.number().int(),
    payablePaise: z.number().int(),
    heldPaise: z.number().int().describe('Sales still inside their buyers’ return and dispute windows'),
    withdrawablePaise: z.number().int().describe('The payable less what is held (never below zero): what a withdrawal may ask for now'),
  });

  route(app, {
    method: 'GET',
    url: '/api/v1/seller/payouts',
    summary: 'The signed-in vendor’s payable (sales − commission − TCS − TDS − refunds − withdrawals), sales by month and withdrawals',
    tags,
    auth: 'viewer',
    response: z.object({
      money,
      minimumPaise: z.number().int(),
      byMonth: z.array(z.object({ month: z.string(), salesPaise: z.number().int(), refundsPaise: z.number().int(), commissionPaise: z.number().int() })),
      payouts: z.array(payoutRow),
      statementMonths: z.array(z.string()).describe('Months (YYYY-MM, India) with a statement: since the shop was made, newest first'),
      held: z.array(
        z.object({
          reference: z.string(),
          amountPaise: z.number().int(),
          freesAt: z.string().nullable().describe('When its windows close; null while it waits for the buyer’s confirmation, a return or a dispute'),
          reason: z.enum(['windows', 'unproven', 'return', 'dispute', 'review']),
        }),
      ),
      deliveryAssumedDays: z.number().int(),
    }),
    errors: [404],
    handler: async (_input, req) => found(await shop.api.sellerMoney(requireViewer(req).user.id), bt.notApprovedToWithdraw),
  });

  route(app, {
    method: 'POST',
    url: '/api/v1/seller/payouts',
    summary: 'Withdraw some of the payable to the shop’s bank account (at least the minimum staff set)',
    tags,
    auth: 'viewer',
    body: payoutInput,
    response: z.object({ id: z.number().int() }),
    success: [201],
    errors: [409, 422],
    handler: async ({ body }, req) => ({ id: await shop.api.requestPayout(requireViewer(req).user.id, body.amount) }),
  });

  route(app, {
    method: 'POST',
    url: '/api/v1/admin/shop/orders/:reference/release-refund',
    summary: 'Release a refund held because it took the seller’s payable below zero: it goes to the buyer (issue 38)',
    tags,
    params: shopOrderParam,
    response: sellerOrderView,
    errors: [404, 409],
    handler: async ({ params }, req) => shop.api.releaseRefund(requireViewer(req).user.id, params.reference),
  });

  route(app, {
    method: 'POST',
    url: '/api/v1/admin/shop/orders/:reference/refund',
    summary: 'Record a cancelled order’s refund given back by bank transfer (a UPI payment), with its UTR',
    tags,
    params: shopOrderParam,
    body: bankUtrInput,
    response: sellerOrderView,
    errors: [404, 409, 422],
    handler: async ({ params, body }, req) => shop.api.recordRefund(requireViewer(req).user.id, params.reference, body.utr),
  });

  route(app, {
    method: 'GET',
    url: '/api/v1/admin/shop/disputes',
    summary: 'Buyers’ disputes, open ones first, each with its order as staff see it (by status)',
    tags,
    query: z.object({ status: z.enum(DISPUTE_STATUSES).optional() }),
    response: z.array(disputeSummary.extend({ order: sellerOrderView })),
    handler: async ({ query }) => shop.api.adminDisputes(query.status),
  });

  route(app, {
    method: 'POST',
    url: '/api/v1/admin/shop/disputes/:id/decision',
    summary:
      'Refund the buyer what the order has not given back (a delivered order’s seller gives back its share; a shipped one that never came is cancelled), or close it; a note both sides read',
    tags,
    params: z.object({ id: pathId('id') }),
    body: disputeDecisionInput,
    response: disputeSummary,
    errors: [404, 409, 422],
    handler: async ({ params, body }, req) => shop.api.decideDispute(requireViewer(req).user.id, params.id, body),
  });

  route(app, {
    method: 'GET',
    url: '/api/v1/admin/shop/payouts',
    summary: 'Vendors’ withdrawals, newest first (by status)',
    tags,
    query: z.object({ status: z.enum(PAYOUT_STATUSES).optional() }),
    response: z.array(payoutRow),
    handler: async ({ query }) => shop.api.adminPayouts(query.status),
  });

  route(app, {
    method: 'POST',
    url: '/api/v1/admin/shop/payouts/:id/account',
    summary:
      'The staff member will pay a requested withdrawal by bank transfer: it is claimed for them (nobody else refuses it or sends it through RazorpayX until they record it, refuse it or release it) and its whole bank account is answered (audited). 403 for one’s own shop; 409 when decided, held by another staff member, the shop is suspended, or above SHOP_PAYOUT_SECOND_APPROVAL_RUPEES before a different staff member approved it',
    tags,
    params: z.object({ id: rowIdParam('Withdrawal not found') }),
    response: payoutAccount,
    errors: [403, 404, 409],
    handler: async ({ params }, req) => shop.api.claimPayout(requireViewer(req).user.id, params.id),
  });

  route(app, {
    method: 'GET',
    url: '/api/v1/admin/shop/payouts/:id/account',
    summary:
      'The whole bank account of a requested withdrawal the staff member holds to pay by hand (POST claims it first), shown again (audited); 409 for anyone else’s',
    tags,
    params: z.object({ id: rowIdParam('Withdrawal not found') }),
    response: payoutAccount,
    errors: [404, 409],
    handler: async ({ params }, req) => shop.api.payoutAccount(requireViewer(req).user.id, params.id),
  });

  route(app, {
    method: 'POST',
    url: '/api/v1/admin/shop/payouts/:id/release',
    summary:
      'The staff member paying a withdrawal by hand (shown its whole account) is not paying it after all: anyone may pay or refuse it again. Only they, or an admin, may release it (403); 409 when nobody is paying it by hand or it is decided',
    tags,
    params: z.object({ id: pathId('id') }),
    response: payoutRow,
    errors: [403, 404, 409],
    handler: async ({ params }, req) => {
      const { user } = requireViewer(req);
      return shop.api.releasePayout({ id: user.id, admin: user.role === 'admin' }, params.id);
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/v1/admin/shop/payouts/:id/decision',
    summary:
      'Record a withdrawal paid (with the bank transfer’s UTR), refuse it with a reason (the amount goes back to the payable), or, with RazorpayX set up, approve it: RazorpayX pays it (status processing) and its webhook records the UTR. Approving again sends the same payout, never a second one; 502 when RazorpayX did not take it (approve again). Above SHOP_PAYOUT_SECOND_APPROVAL_RUPEES the first approve only records the approval (awaitingSecondApproval) and a different staff member pays it (409 for the same one, or for paid before any approval). 403 own_decision for a withdrawal to the staff member’s own shop',
    tags,
    params: z.object({ id: pathId('id') }),
    body: payoutDecisionInput,
    response: payoutRow,
    errors: [404, 409, 422, 502],
    handler: async ({ params, body }, req) => shop.api.decidePayout(requireViewer(req).user.id, params.id, body),
  });

  const rateRow = z.object({
    id: z.number().int(),
    kind: z.string(),
    rateBp: z.number().int(),
    effectiveFrom: z.string(),
    source: z.string(),
    createdAt: z.string(),
  });
  route(app, {
    method: 'GET',
    url: '/api/v1/admin/shop/rates',
    summary: 'The GST TCS and income-tax TDS rates with the days they apply from',
    tags,
    response: z.array(rateRow),
    handler: async () => shop.api.rates(),
  });

  route(app, {
    method: 'POST',
    url: '/api/v1/admin/shop/rates',
    summary: 'Add a rate from a day (a change in the law); earlier rates stay for the sales they applied to',
    tags,
    auth: 'admin',
    body: withholdingRateInput,
    response: rateRow,
    success: [201],
    errors: [422],
    handler: async ({ body }, req) => shop.api.addRate(requireViewer(req).user.id, body),
  });
}
