// Buying from the shop (issue 25): a cart becomes one payment and one order per vendor, each
// order moved by its vendor, looked after when it comes back, and refunded through the
// provider that took the money. This file only puts the parts together (issue 44 split them
// out of one closure here) and answers the one service shop/index.ts exposes; each part owns
// one stage and says why in its header:
//   checkout.ts    the cart to its orders; payments' listeners for a shop payment paid or ended
//   fulfilment.ts  the seller's and buyer's moves, the invoice on shipping, the sale posted on delivery
//   aftercare.ts   returns and disputes, and the rules of when either may be asked
//   refunds.ts     what an order owes back, its job, staff's transfer and release
//   hold-sweep.ts  stock held by purchases never paid, given up every minute
//   notices.ts     every email, SMS and WhatsApp message about an order or a vendor's money
//   views.ts       the buyer's, seller's and staff's lists and orders, a few reads per list
//   orders-shared.ts  the deps, rows and the lock / move / lines every part uses alike
import { shopAftercare } from './aftercare.ts';
import { shopCheckout } from './checkout.ts';
import { shopFulfilment } from './fulfilment.ts';
import { holdSweep } from './hold-sweep.ts';
import { shopNotices } from './notices.ts';
import type { PurchasesDeps } from './orders-shared.ts';
import { shopRefunds } from './refunds.ts';
import { shopViews } from './views.ts';

export type { DisputeOpened, ReturnRequest } from './aftercare.ts';
export { SHOP_HOLDS_QUEUE } from './hold-sweep.ts';
export { SHOP_MAIL_QUEUE } from './notices.ts';
export type { CheckoutLimits, PurchasesDeps } from './orders-shared.ts';
export { SHOP_REFUND_QUEUE } from './refunds.ts';

export function purchases(deps: PurchasesDeps) {
  const notices = shopNotices(deps);
  const views = shopViews(deps);
  const refunds = shopRefunds(deps, views, notices);
  const { checkout } = shopCheckout(deps, views, notices, refunds);
  const fulfilment = shopFulfilment(deps, views, notices, refunds);
  const aftercare = shopAftercare(deps, views, notices, refunds);
  const sweep = holdSweep(deps, notices);
  return {
    checkout,
    purchase: views.purchase,
    orders: views.orders,
    order: views.order,
    sellerOrders: views.sellerOrders,
    adminOrders: views.adminOrders,
    adminDisputes: views.adminDisputes,
    buyerCancel: fulfilment.buyerCancel,
    document: fulfilment.document,
    sellerMove: fulfilment.sellerMove,
    confirmReceived: fulfilment.confirmReceived,
    onDisputeOpened: aftercare.onDisputeOpened,
    disputesSince: aftercare.disputesSince,
    requestReturn: aftercare.requestReturn,
    returnPhoto: aftercare.returnPhoto,
    decideReturn: aftercare.decideReturn,
    openDispute: aftercare.openDispute,
    decideDispute: aftercare.decideDispute,
    recordRefund: refunds.recordRefund,
    releaseRefund: refunds.releaseRefund,
    expireHolds: sweep.expireHolds,
    ensureHoldsSweep: sweep.ensureHoldsSweep,
    tellVendor: notices.tellVendor,
  };
}

export type Purchases = ReturnType<typeof purchases>;
