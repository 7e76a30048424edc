import { defineModule } from '../../platform/modules.ts';
import type {} from '../auth/index.ts';
import type {} from '../content/index.ts';
import type {} from '../messaging/index.ts';
import type {} from '../payments/index.ts';
import type {} from '../products/index.ts';
import type {} from '../vendors/index.ts';
import { addressBook } from './addresses.ts';
import { cartService } from './cart.ts';
import { purchases } from './purchases.ts';
import { shopBuyingRoutes } from './routes.ts';

export { CART_COOKIE } from './cart.ts';

export type ShopService = ReturnType<typeof shopService>;

function shopService(parts: { cart: ReturnType<typeof cartService>; addresses: ReturnType<typeof addressBook>; purchases: ReturnType<typeof purchases> }) {
  return parts;
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
