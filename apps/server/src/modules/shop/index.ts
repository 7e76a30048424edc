import { type BuyingApi, monthsSince } from '@sahyog/core';
import { defineModule } from '../../platform/modules.ts';
import { privateStorage } from '../../platform/storage.ts';
import type {} from '../auth/index.ts';
import type {} from '../content/index.ts';
import type {} from '../journal/index.ts';
import type {} from '../messaging/index.ts';
import type {} from '../payments/index.ts';
import type {} from '../payouts/index.ts';
import type {} from '../privacy/index.ts';
import type {} from '../products/index.ts';
import type {} from '../vendors/index.ts';
import { type AddressBook, addressBook } from './addresses.ts';
import { type CartService, cartService } from './cart.ts';
import { cartOwners } from './cart-owner.ts';
import { shopInvoices } from './invoices.ts';
import { type VendorLedger, vendorLedger } from './ledger.ts';
import { payouts, type ShopPayouts } from './payouts.ts';
import { type Purchases, purchases } from './purchases.ts';
import { type WithholdingRates, withholdingRates } from './rates.ts';
import { orderReview } from './review.ts';
import { shopBuyingRoutes, shopMoneyRoutes } from './routes.ts';
import { statementCsv } from './statement.ts';

export type { DisputeOpened } from './purchases.ts';

export interface ShopService {
  cart: CartService;
  addresses: AddressBook;
  purchases: Purchases;
  ledger: VendorLedger;
  /** Vendors' withdrawals: payouts of the payee kind 'vendor' (the payouts module, decision 0072). */
  payouts: ShopPayouts;
  rates: WithholdingRates;
  api: BuyingApi;
}

declare module 'fastify' {
  interface FastifyInstance {
    shop: ShopService;
  }
}

/**
 * Buying from the shop and paying its vendors (issue 25) [carts, cart_items, addresses,
 * shop_orders, shop_order_lines, withholding_rates, …]: the cart,
 * delivery addresses, checkout through payments (purpose 'shop'), one order per vendor moved by
 * its vendor, stock held through products while a payment is pending; each vendor's double-entry
 * ledger (posted to the journal), withdrawals (payouts of the payee kind 'vendor'), and the
 * withholding rates as dated data.
 */
export const shopModule = defineModule(
  'shop',
  ['auth', 'messaging', 'content', 'payments', 'journal', 'payouts', 'vendors', 'products', 'privacy'],
  (app, { db, jobs, config, audit, limiter }) => {
    const siteName = async () => (await app.content.settings()).foundationName;
    const cart = cartService({ db, holds: app.products.holds, vendors: app.vendors });
    const addresses = addressBook(db);
    const ledger = vendorLedger({ db, deliveryAssumedDays: config.SHOP_DELIVERY_ASSUMED_DAYS, journal: app.journal, payouts: app.payouts });
    const rates = withholdingRates({ db, audit });
    const minimumPaise = async () => (await app.content.settings()).shopMinPayoutRupees * 100;
    const buying = purchases({
      db,
      payments: app.payments,
      holds: app.products.holds,
      cart,
      addresses,
      vendors: app.vendors,
      auth: app.auth,
      messaging: app.messaging,
      privacy: app.privacy,
      jobs,
      audit,
      publicUrl: app.publicUrl,
      siteName,
      log: app.log,
      ledger,
      rates,
      invoices: shopInvoices({ db, operator: async () => ({ name: await siteName(), gstin: null }) }),
      privateFiles: privateStorage(config),
      deliveryAssumedDays: config.SHOP_DELIVERY_ASSUMED_DAYS,
      limiter,
      limits: {
        openPerAccount: config.SHOP_OPEN_PURCHASES_PER_ACCOUNT,
        openPerNetwork: config.SHOP_OPEN_PURCHASES_PER_NETWORK,
        checkoutsPerHour: config.SHOP_CHECKOUT_RATE_PER_HOUR,
        utrHoldHours: config.SHOP_UTR_HOLD_HOURS,
      },
    });
    const withdrawals = payouts({
      db,
      payouts: app.payouts,
      ledger,
      vendors: app.vendors,
      minimumPaise,
      tell: (vendorId, event, data) => buying.tellVendor(vendorId, event, data),
      secondApprovalPaise: config.SHOP_PAYOUT_SECOND_APPROVAL_RUPEES * 100,
    });
    const api: BuyingApi = {
      cart: cart.view,
      addToCart: cart.add,
      setQuantity: cart.setQuantity,
      removeFromCart: cart.remove,
      joinCart: cart.join,
      methods: () => app.payments.methods,
      addresses: addresses.list,
      addAddress: addresses.add,
      cartOwner: cartOwners({ join: cart.join, secureCookies: config.secureCookies }),
      checkout: buying.checkout,
      purchase: buying.purchase,
      orders: buying.orders,
      order: buying.order,
      buyerCancel: buying.buyerCancel,
      confirmReceived: buying.confirmReceived,
      releaseRefund: buying.releaseRefund,
      sellerOrders: buying.sellerOrders,
      sellerMove: buying.sellerMove,
      async sellerMoney(userId) {
        const vendor = await app.vendors.forUser(userId);
        if (!vendor) return null;
        const [money, byMonth, list, minimum, held] = await Promise.all([
          ledger.money(vendor.id),
          ledger.byMonth(vendor.id),
          ledger.payouts(vendor.id),
          minimumPaise(),
          ledger.held(vendor.id),
        ]);
        return {
          money,
          byMonth,
          payouts: list,
          minimumPaise: minimum,
          held,
          deliveryAssumedDays: config.SHOP_DELIVERY_ASSUMED_DAYS,
          statementMonths: monthsSince(vendor.createdAt, new Date()),
        };
      },
      requestPayout: withdrawals.request,
      async statementCsv(userId, month) {
        const vendor = await app.vendors.forUser(userId);
        // A month before the shop was made (or after this one) has no statement.
        if (!vendor || !monthsSince(vendor.createdAt, new Date(), 1200).includes(month)) return null;
        return statementCsv(await ledger.statement(vendor.id, month), vendor.displayName, month);
      },
      adminOrders: buying.adminOrders,
      recordRefund: buying.recordRefund,
      document: buying.document,
      requestReturn: buying.requestReturn,
      returnPhoto: buying.returnPhoto,
      openDispute: buying.openDispute,
      adminDisputes: buying.adminDisputes,
      decideDispute: buying.decideDispute,
      decideReturn: buying.decideReturn,
      ...orderReview(db, audit),
      adminPayouts: withdrawals.list,
      payoutAccount: withdrawals.payoutAccount,
      claimPayout: withdrawals.claimPayout,
      decidePayout: withdrawals.decide,
      releasePayout: withdrawals.release,
      payoutsThroughRazorpayX: () => app.payouts.razorpayx !== undefined,
      payoutSecondApprovalPaise: () => config.SHOP_PAYOUT_SECOND_APPROVAL_RUPEES * 100,
      rates: rates.list,
      addRate: rates.add,
    };
    const shop: ShopService = { cart, addresses, purchases: buying, ledger, payouts: withdrawals, rates, api };
    app.decorate('shop', shop);
    shopBuyingRoutes(app, shop, config.secureCookies);
    shopMoneyRoutes(app, shop);
  },
);
