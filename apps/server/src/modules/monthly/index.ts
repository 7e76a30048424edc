import { schema as s } from '@sahyog/db';
import { eq } from 'drizzle-orm';
import { defineModule } from '../../platform/modules.ts';
import type {} from '../content/index.ts';
import type {} from '../giving/index.ts';
import type {} from '../messaging/index.ts';
import type {} from '../payments/index.ts';
import type {} from '../privacy/index.ts';
import { subscriptionsRoutes } from './routes.ts';
import { type SubscriptionsService, subscriptionsService } from './service.ts';

export type { Actor, NewSubscription, SubscriptionRow, SubscriptionsService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    monthly: SubscriptionsService;
  }
}

/**
 * Monthly giving (decision 0026): a subscription and its months, each month an order of payments
 * confirmed like any gift; notices and UPI reminders from a sweep; Razorpay Subscriptions by webhook.
 */
export const monthlyModule = defineModule('monthly', ['messaging', 'content', 'payments', 'giving', 'privacy'], (app, { db, jobs, config, limiter, audit }) => {
  const monthly = subscriptionsService({
    db,
    jobs,
    orders: app.payments,
    gateway: app.payments.gateway,
    messaging: app.messaging,
    settings: () => app.content.settings(),
    publicUrl: config.PUBLIC_URL,
    limitPaise: config.DONATION_LIMIT_RUPEES * 100,
    audit,
    limiter,
    ratePerMinute: config.ORDER_RATE_PER_MINUTE,
    log: app.log,
  });
  app.payments.onSubscriptionEvent((event, sub, payment) => monthly.applyGatewayEvent(event, sub, payment));
  app.giving.useMonthly({
    async referenceOf(tx, orderId) {
      const month = await monthly.months.ofOrder(orderId, tx);
      if (!month) return null;
      const [sub] = await tx.select({ reference: s.subscriptions.reference }).from(s.subscriptions).where(eq(s.subscriptions.id, month.subscriptionId));
      return sub?.reference ?? null;
    },
    async manageLineOf(orderId) {
      const month = await monthly.months.ofOrder(orderId);
      return month ? monthly.manageLine(month.subscriptionId) : '';
    },
  });
  // Staff's donation lists and exports name a month's gift by its month.
  app.payments.labelOrders(async (ids) => new Map((await monthly.months.ofOrders(ids)).map((m) => [m.orderId, { period: m.period }])));
  // A month paid: the first makes a reminder gift active (after the thank-you, before the receipt).
  app.giving.afterThanks((orderId) => monthly.onOrderPaid(orderId));
  // A month's WhatsApp consent withdrawn: the gift's later reminders go by email only (its
  // months copy the subscription's box, so the subscription is where it stops).
  app.privacy.onWithdraw('whatsapp-updates', async (c) => {
    if (!c.subject.startsWith('order:')) return;
    const order = await app.payments.row(c.subject.slice('order:'.length));
    const month = order ? await monthly.months.ofOrder(order.id) : undefined;
    if (month) await db.update(s.subscriptions).set({ whatsappUpdates: false }).where(eq(s.subscriptions.id, month.subscriptionId));
  });
  app.decorate('monthly', monthly);
  subscriptionsRoutes(app, monthly);
});
