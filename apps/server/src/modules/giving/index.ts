import { readFileSync } from 'node:fs';
import { financialYear, type PaymentMethod, regimeFor } from '@sahyog/core';
import { defineModule } from '../../platform/modules.ts';
import type {} from '../content/index.ts';
import type {} from '../messaging/index.ts';
import type {} from '../privacy/index.ts';
import { type CheckoutService, checkoutService } from './checkout.ts';
import { type DemoGifts, demoGifts } from './demo-gifts.ts';
import { type DonationsAdmin, donationsAdmin } from './donations-admin.ts';
import { donationsAdminRoutes } from './donations-admin-routes.ts';
import { type OrdersService, ordersService } from './orders.ts';
import { type RazorpayGateway, razorpayGateway } from './razorpay.ts';
import { razorpayPayments } from './razorpay-events.ts';
import { razorpayRoutes } from './razorpay-routes.ts';
import { checkSigner } from './receipt-pdf.ts';
import { type ReceiptsService, receiptsService } from './receipts.ts';
import { receiptsRoutes } from './receipts-routes.ts';
import { type RefundsService, refundsService } from './refunds.ts';
import { refundsRoutes } from './refunds-routes.ts';
import { givingRoutes } from './routes.ts';
import { givingService } from './service.ts';
import { type StatementService, statementService } from './statement.ts';
import { statementRoutes } from './statement-routes.ts';
import { type SubscriptionsService, subscriptionsService } from './subscriptions.ts';
import { subscriptionsRoutes } from './subscriptions-routes.ts';

export type { NewDonation } from './service.ts';
export type GivingService = ReturnType<typeof givingService> &
  CheckoutService &
  DemoGifts & {
    orders: OrdersService;
    receipts: ReceiptsService;
    statement: StatementService;
    refunds: RefundsService;
    subscriptions: SubscriptionsService;
    donations: DonationsAdmin;
  };

declare module 'fastify' {
  interface FastifyInstance {
    giving: GivingService;
  }
}

/** Donations, orders and payments, and the campaign figures they make. */
export const givingModule = defineModule('giving', ['messaging', 'content', 'privacy'], (app, { db, jobs, config, limiter, audit }) => {
  const gateway: RazorpayGateway | undefined =
    config.RAZORPAY_KEY_ID && config.RAZORPAY_KEY_SECRET && config.RAZORPAY_WEBHOOK_SECRET
      ? razorpayGateway({
          keyId: config.RAZORPAY_KEY_ID,
          keySecret: config.RAZORPAY_KEY_SECRET,
          webhookSecret: config.RAZORPAY_WEBHOOK_SECRET,
          apiUrl: config.RAZORPAY_API_URL,
        })
      : undefined;
  // The default method first: the gateway when configured, else the simulator (outside
  // production), and UPI by QR code always, as it needs nothing but the foundation's UPI id.
  const methods: PaymentMethod[] = [...(gateway ? ['razorpay' as const] : []), ...(config.PAYMENT_SIMULATOR === 'on' ? ['simulator' as const] : []), 'upi'];
  // The certificate is read once at start: a missing or unreadable file stops the server here
  // rather than at the first receipt.
  const signer = config.RECEIPT_SIGNING_P12 ? { p12: readFileSync(config.RECEIPT_SIGNING_P12), password: config.RECEIPT_SIGNING_PASSWORD ?? '' } : undefined;
  if (signer) checkSigner(signer);
  const receipts = receiptsService({ db, settings: () => app.content.settings(), messaging: app.messaging, publicUrl: config.PUBLIC_URL, audit, signer });
  // The site's settings name the tax law in force today from giving's regimes (content cannot
  // read giving's table, and giving depends on content).
  app.content.useTaxLaw(async () => {
    const r = regimeFor(await receipts.regimes(), financialYear(new Date()));
    return r ? { shortName: r.shortName || r.section, section: r.section, actName: r.actName } : undefined;
  });
  const statement = statementService({ db, settings: () => app.content.settings(), regimes: receipts.regimes });
  const orders = ordersService({
    db,
    jobs,
    messaging: app.messaging,
    settings: () => app.content.settings(),
    publicUrl: config.PUBLIC_URL,
    methods,
    limitPaise: config.DONATION_LIMIT_RUPEES * 100,
    gateway,
    onPublicChange: () => app.publicCache.clear(),
    privacy: app.privacy,
    afterPaid: async (orderId) => {
      await subscriptions.onOrderPaid(orderId);
      await receipts.autoIssue(orderId);
    },
    audit,
    log: app.log,
  });
  const subscriptions = subscriptionsService({
    db,
    jobs,
    orders,
    gateway,
    messaging: app.messaging,
    settings: () => app.content.settings(),
    publicUrl: config.PUBLIC_URL,
    limitPaise: config.DONATION_LIMIT_RUPEES * 100,
    audit,
    limiter,
    ratePerMinute: config.ORDER_RATE_PER_MINUTE,
    log: app.log,
  });
  const refunds = refundsService({ db, orders, gateway, messaging: app.messaging, settings: () => app.content.settings(), audit });
  const checkout = checkoutService({ orders, limiter, ratePerMinute: config.ORDER_RATE_PER_MINUTE, simulator: config.PAYMENT_SIMULATOR === 'on' });
  const giving: GivingService = Object.assign(givingService(db), checkout, demoGifts(db), {
    orders,
    receipts,
    statement,
    refunds,
    subscriptions,
    donations: donationsAdmin({ db, orders, audit }),
  });
  app.decorate('giving', giving);
  givingRoutes(app, giving, { simulator: config.PAYMENT_SIMULATOR === 'on' });
  receiptsRoutes(app, receipts);
  statementRoutes(app, statement);
  refundsRoutes(app, refunds);
  subscriptionsRoutes(app, subscriptions);
  donationsAdminRoutes(app, giving.donations);
  if (gateway) razorpayRoutes(app, razorpayPayments({ db, jobs, orders, subscriptions, gateway, log: app.log }));
});
