import type { BuyingApi, PaymentMethod } from '@sahyog/core';
import { defineModule } from '../../platform/modules.ts';
import type {} from '../auth/index.ts';
import type {} from '../content/index.ts';
import type {} from '../messaging/index.ts';
import type {} from '../payments/index.ts';
import type {} from '../products/index.ts';
import type {} from '../vendors/index.ts';
import { type AddressBook, addressBook } from './addresses.ts';
import { type CartService, cartService } from './cart.ts';
import { type Purchases, purchases } from './purchases.ts';
import { shopBuyingRoutes } from './routes.ts';

export interface ShopService {
  cart: CartService;
  addresses: AddressBook;
  purchases: Purchases;
  api: BuyingApi;
}

function shopService(parts: {
  cart: ReturnType<typeof cartService>;
  addresses: ReturnType<typeof addressBook>;
  purchases: ReturnType<typeof purchases>;
  methods: () => readonly PaymentMethod[];
}): ShopService {
  const { cart, addresses, purchases: p } = parts;
  /** What pages call (core's BuyingApi). */
  const api: BuyingApi = {
    cart: cart.view,
    addToCart: cart.add,
    setQuantity: cart.setQuantity,
    removeFromCart: cart.remove,
    joinCart: cart.join,
    methods: parts.methods,
    addresses: addresses.list,
    addAddress: addresses.add,
    checkout: p.checkout,
    purchase: p.purchase,
    orders: p.orders,
    order: p.order,
    buyerCancel: p.buyerCancel,
    sellerOrders: p.sellerOrders,
    sellerMove: p.sellerMove,
  };
  return { cart, addresses, purchases: p, api };
}

declare module 'fastify' {
  interface FastifyInstance {
    shop: ShopService;
  }
}

/**
 * Buying from the shop (issue 25) [carts, cart_items, addresses, shop_orders, shop_order_lines]:
 * the cart, delivery addresses, checkout through payments (purpose 'shop'), one order per vendor
 * moved by its vendor, stock held through products while a payment is pending.
 */
export const shopModule = defineModule('shop', ['auth', 'messaging', 'content', 'payments', 'vendors', 'products'], (app, { db, jobs, config, audit }) => {
  const cart = cartService({ db, holds: app.products.holds, vendors: app.vendors });
  const addresses = addressBook(db);
  const shop = shopService({
    cart,
    addresses,
    methods: () => app.payments.methods,
    purchases: purchases({
      db,
      payments: app.payments,
      holds: app.products.holds,
      cart,
      addresses,
      vendors: app.vendors,
      auth: app.auth,
      messaging: app.messaging,
      jobs,
      audit,
      publicUrl: app.publicUrl,
      siteName: async () => (await app.content.settings()).foundationName,
      log: app.log,
    }),
  });
  app.decorate('shop', shop);
  shopBuyingRoutes(app, shop, config.secureCookies);
});
