import { type Db, schema as s } from '@sahyog/db';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { defineModule } from '../../platform/modules.ts';
import type {} from '../content/index.ts';
import { type AbandonedSweep, abandonedSweep } from './abandoned-sweep.ts';
import { type BankImport, bankImport, bankImportRoutes } from './bank-import.ts';
import { type DemoGift, importDemoOrders } from './demo-orders.ts';
import { type OrdersService, ordersService, type Tx } from './orders.ts';
import { type OrdersAdmin, ordersAdmin } from './orders-admin.ts';
import { ordersAdminRoutes } from './orders-admin-routes.ts';
import { ordersExport } from './orders-export.ts';
import { razorpayProvider } from './providers/razorpay.ts';
import { simulatorBank, simulatorProvider } from './providers/simulator.ts';
import type { PaymentProvider } from './providers/types.ts';
import { upiProvider } from './providers/upi.ts';
import { razorpayPayments, type SubscriptionEventHandler } from './razorpay/events.ts';
import { type RazorpayGateway, razorpayGateway } from './razorpay/gateway.ts';
import { razorpayRoutes } from './razorpay/routes.ts';

export type { DemoGift } from './demo-orders.ts';
export type {
  OrderItem,
  OrderLabel,
  OrderLabeller,
  OrderListener,
  OrderRow,
  OrderState,
  OrdersService,
  PurposeRegistration,
  RefundEvent,
  RefundListener,
  Tx,
} from './orders.ts';
export type { PaymentProvider } from './providers/types.ts';
export type { EventOutcome, PaymentEntity, SubscriptionEntity, SubscriptionEventHandler } from './razorpay/events.ts';
export type { RazorpayGateway } from './razorpay/gateway.ts';
export type { Seller, Subject, SubjectTable } from './seller.ts';

export type PaymentsService = OrdersService &
  AbandonedSweep & {
    /** The Razorpay account, when configured: monthly gifts use its Subscriptions API. */
    gateway: RazorpayGateway | undefined;
    /** Razorpay's subscription.* webhook events go to the one module that keeps subscriptions. */
    onSubscriptionEvent(fn: SubscriptionEventHandler): void;
    /** The simulator's page settles its order (404 unless the simulator is on). */
    simulate: ReturnType<typeof simulatorBank>;
    /** The console's Donations screen: the orders, their CSV, marking failed, the bank statement. */
    admin: OrdersAdmin & BankImport;
    /** The demo seed's orders, in bulk in the caller's transaction (giving.importDemoGifts). */
    importDemoOrders(tx: Tx | Db, purpose: string, gifts: readonly DemoGift[], first?: number): Promise<Map<string, number>>;
    /** Of these orders, the gift amounts (no tip, no add-on) of those paid now: challenges' raised-by-challenge. */
    paidAmountOf(references: readonly string[]): Promise<number>;
  };

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentsService;
  }
}

/**
 * Orders and the ways to pay them: the order state machine, the providers behind one interface,
 * Razorpay's callback and webhooks. It sells nothing itself: what an order bought is counted by
 * the module that sold it, told through onPaid / onRefunded in the order's own transaction.
 */
export const paymentsModule = defineModule('payments', ['content'], (app, { db, jobs, config, audit, batches }) => {
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
  const providers: PaymentProvider[] = [
    ...(gateway ? [razorpayProvider(gateway)] : []),
    ...(config.PAYMENT_SIMULATOR === 'on' ? [simulatorProvider(config.PUBLIC_URL)] : []),
    upiProvider({ publicUrl: config.PUBLIC_URL, settings: () => app.content.settings() }),
  ];
  const orders = ordersService({
    db,
    providers,
    limitPaise: config.DONATION_LIMIT_RUPEES * 100,
    onPublicChange: () => app.publicCache.clear(),
    audit,
  });
  let subscriptionEvents: SubscriptionEventHandler | undefined;
  const payments: PaymentsService = Object.assign(orders, abandonedSweep({ db, jobs, log: app.log }), {
    gateway,
    onSubscriptionEvent(fn: SubscriptionEventHandler) {
      subscriptionEvents = fn;
    },
    simulate: simulatorBank(orders, config.PAYMENT_SIMULATOR === 'on'),
    admin: Object.assign(ordersAdmin({ db, orders, audit }), bankImport({ db, orders, batches, audit })),
    // Each method's own evidence for a demo order (a UTR, gateway ids), told by its provider's info.
    importDemoOrders: (tx: Tx | Db, purpose: string, gifts: readonly DemoGift[], first = 0) => importDemoOrders(tx, purpose, gifts, first, orders.info),
    async paidAmountOf(references: readonly string[]) {
      if (!references.length) return 0;
      const [row] = await db
        .select({ sum: sql<string>`coalesce(sum(${s.orders.amountPaise}), 0)` })
        .from(s.orders)
        .where(and(inArray(s.orders.reference, [...references]), eq(s.orders.status, 'paid')));
      return Number(row?.sum ?? 0);
    },
  });
  app.decorate('payments', payments);
  ordersAdminRoutes(app, payments.admin, ordersExport({ admin: payments.admin, batchRows: config.EXPORT_BATCH_ROWS }));
  bankImportRoutes(app, payments.admin);
  if (gateway) {
    razorpayRoutes(
      app,
      razorpayPayments({
        db,
        jobs,
        orders,
        subscriptionEvents: (...args) => (subscriptionEvents ? subscriptionEvents(...args) : noSubscriptions()),
        gateway,
        log: app.log,
      }),
    );
  }
});

const noSubscriptions = async () => ({ done: false as const, reason: 'subscription event with no module to take it' });
