// Razorpay's two ways of telling us about a payment: the checkout's callback (through the donor's
// browser, signed with the key secret) and webhooks (server to server, signed with the webhook
// secret). Both end in the order service's idempotent settlePaid / settleFailed / refund, so the
// same payment reported twice, or by both paths, counts once (decision 0014).
import { createHash } from 'node:crypto';
import { AppError, givingMessages as gm, type OrderView, type RazorpayVerifyInput, unstorableTextPath } from '@sahyog/core';
import { type Db, schema as s } from '@sahyog/db';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { JobQueue } from '../../../platform/jobs.ts';
import { signedWebhookJson } from '../../../platform/webhooks.ts';
import type { OrderRow, OrdersService } from '../orders.ts';
import type { RazorpayGateway } from './gateway.ts';

export const RAZORPAY_EVENTS_QUEUE = 'razorpay-events';
const PROVIDER = 'razorpay';

export interface RazorpayLog {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface RazorpayPaymentsDeps {
  db: Db;
  jobs: JobQueue;
  orders: OrdersService;
  /** subscription.* events, applied by the module that keeps subscriptions (monthly). */
  subscriptionEvents: SubscriptionEventHandler;
  gateway: RazorpayGateway;
  log: RazorpayLog;
}

// Only the fields we act on; Razorpay adds fields over time, so the rest pass through. `notes`
// is an object, or [] when empty (as Razorpay sends it).
const notes = z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]).optional();
const paymentEntity = z.looseObject({
  id: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  order_id: z.string().nullish(),
  captured: z.boolean().optional(),
  amount_refunded: z.number().int().optional(),
  error_description: z.string().nullish(),
  created_at: z.number().int().optional(),
  invoice_id: z.string().nullish(),
  notes,
});
const subscriptionEntity = z.looseObject({
  id: z.string(),
  status: z.string().optional(),
  charge_at: z.number().int().nullish(),
  current_start: z.number().int().nullish(),
});
export type PaymentEntity = z.infer<typeof paymentEntity>;
export type SubscriptionEntity = z.infer<typeof subscriptionEntity>;
const eventBody = z.looseObject({
  event: z.string().min(1).max(100),
  payload: z
    .looseObject({
      payment: z.looseObject({ entity: paymentEntity }).optional(),
      refund: z.looseObject({ entity: z.looseObject({ id: z.string(), amount: z.number().int(), payment_id: z.string() }) }).optional(),
      subscription: z.looseObject({ entity: subscriptionEntity }).optional(),
    })
    .optional(),
});

/** What processing an event came to. `staff`: left unprocessed and logged for a person to decide. */
export type EventOutcome = { done: true } | { done: false; reason: string; context?: Record<string, unknown> };
type Outcome = EventOutcome;
/** Applies a subscription.* event (its subscription entity and, for a charge, the payment). */
export type SubscriptionEventHandler = (event: string, subscription: SubscriptionEntity, payment: PaymentEntity | undefined) => Promise<EventOutcome>;
const done: Outcome = { done: true };
const staff = (reason: string, context: Record<string, unknown> = {}): Outcome => ({ done: false, reason, context });

export function razorpayPayments({ db, jobs, orders, subscriptionEvents, gateway, log }: RazorpayPaymentsDeps) {
  jobs.register(
    RAZORPAY_EVENTS_QUEUE,
    async (payload) => {
      await applyStored(Number(payload.eventRowId));
    },
    { group: 'critical' },
  );

  /**
   * The order a payment belongs to: its Razorpay order id is the one we stored when creating it.
   * A payment made without an order (another integration on the same account) can still name
   * our reference in its notes; the amount check below keeps that from confirming anything else.
   */
  async function orderOf(payment: PaymentEntity): Promise<OrderRow | undefined> {
    if (payment.order_id) return orders.byProviderOrder(payment.order_id);
    const ref = !Array.isArray(payment.notes) && typeof payment.notes?.reference === 'string' ? payment.notes.reference : undefined;
    const o = ref ? await orders.row(ref) : undefined;
    return o?.method === 'razorpay' ? o : undefined;
  }

  /** Money is counted only when it is exactly what the donor was asked for. */
  function amountMatches(order: OrderRow, payment: PaymentEntity): boolean {
    return payment.amount === order.totalPaise && payment.currency === 'INR';
  }

  async function captured(payment: PaymentEntity): Promise<Outcome> {
    const order = await orderOf(payment);
    // A monthly charge is paid against a subscription's invoice, not an order of ours; its
    // `subscription.charged` event is what counts it.
    if (!order && payment.invoice_id) return done;
    if (!order) return staff('payment for no order of ours', { paymentId: payment.id, razorpayOrderId: payment.order_id });
    const ids = { reference: order.reference, paymentId: payment.id };
    if (!amountMatches(order, payment)) {
      return staff('captured amount differs from the order total', {
        ...ids,
        amount: payment.amount,
        currency: payment.currency,
        totalPaise: order.totalPaise,
      });
    }
    const r = await orders.settlePaid(order.reference, 'razorpay:webhook', { paymentId: payment.id });
    // A second payment for an order already paid by another (the donor paid twice): the order is
    // right, but the money has to go back, which is a person's decision in the dashboard.
    if (!r.changed && r.order.providerPaymentId && r.order.providerPaymentId !== payment.id) {
      return staff('second payment for an order already paid', { ...ids, paidBy: r.order.providerPaymentId });
    }
    return done;
  }

  async function failed(payment: PaymentEntity): Promise<Outcome> {
    const order = await orderOf(payment);
    // A failed attempt moves no money: nothing for anyone to do if it is not ours.
    if (!order) return done;
    // settleFailed leaves a paid order paid, so a late failure report changes nothing.
    await orders.settleFailed(order.reference, 'razorpay:webhook', payment.error_description || gm.failed);
    return done;
  }

  async function refunded(payment: PaymentEntity): Promise<Outcome> {
    // Razorpay refunds payments it never captured by itself; none of them paid an order.
    if (payment.captured === false) return done;
    const order = await orderOf(payment);
    if (!order) return staff('refund of a payment for no order of ours', { paymentId: payment.id });
    const ids = { reference: order.reference, paymentId: payment.id };
    // The refund of a duplicate payment leaves the order that another payment paid as it is.
    if (order.providerPaymentId && order.providerPaymentId !== payment.id) return done;
    if ((payment.amount_refunded ?? 0) < payment.amount) {
      return staff('partial refund', { ...ids, refundedPaise: payment.amount_refunded, amount: payment.amount });
    }
    if (order.status !== 'paid' && order.status !== 'refunded') {
      // The capture's own event has not been processed yet (events arrive out of order), but a
      // refund proves the capture: count it first so that the refund takes it back.
      if (!amountMatches(order, payment)) return staff('refunded payment differs from the order total', { ...ids, amount: payment.amount });
      await orders.settlePaid(order.reference, 'razorpay:webhook', { paymentId: payment.id });
    }
    await orders.refund(order.reference, 'razorpay:webhook');
    return done;
  }

  async function apply(body: z.infer<typeof eventBody>): Promise<Outcome> {
    const payment = body.payload?.payment?.entity;
    // A monthly gift's events: its state, and each month's charge (modules/monthly).
    if (body.event.startsWith('subscription.')) {
      const sub = body.payload?.subscription?.entity;
      return sub ? subscriptionEvents(body.event, sub, payment) : staff('subscription event without a subscription');
    }
    switch (body.event) {
      case 'payment.captured':
      case 'order.paid':
        return payment ? captured(payment) : staff('event without a payment');
      case 'payment.failed':
        return payment ? failed(payment) : staff('event without a payment');
      case 'refund.processed':
        return payment ? refunded(payment) : staff('event without a payment');
      default:
        // Kept for the record; nothing here acts on it.
        return done;
    }
  }

  /** The job: applies one stored event, once. Throws (and is retried) only on our own faults. */
  async function applyStored(eventRowId: number): Promise<void> {
    const [ev] = await db.select().from(s.paymentEvents).where(eq(s.paymentEvents.id, eventRowId)).limit(1);
    if (!ev || ev.processedAt) return;
    const parsed = eventBody.safeParse(ev.payload);
    const outcome = parsed.success ? await apply(parsed.data) : staff('payload not understood');
    if (!outcome.done) {
      // processed_at stays empty: the event waits for a person (select … where processed_at is null).
      log.error({ provider: PROVIDER, eventId: ev.eventId, event: ev.event, ...outcome.context }, `Razorpay event left for staff: ${outcome.reason}`);
      return;
    }
    await db.update(s.paymentEvents).set({ processedAt: new Date() }).where(eq(s.paymentEvents.id, ev.id));
  }

  return {
    /**
     * The checkout's success callback. The signature is checked against the gateway order id we
     * stored for this order, so a genuine signature for some other order confirms nothing here.
     */
    async verifyCheckout(input: RazorpayVerifyInput, ip: string): Promise<OrderView> {
      const order = input.reference ? await orders.row(input.reference) : await orders.byProviderOrder(input.razorpay_order_id ?? '');
      if (order?.method !== 'razorpay') throw AppError.notFound(gm.orderNotFound);
      const stored = order.providerOrderId;
      if (!stored || !gateway.checkoutSignatureValid(stored, input.razorpay_payment_id, input.razorpay_signature)) {
        // Ids only: the signature itself is worthless to a reader, and the secret never leaves.
        log.warn(
          { reference: order.reference, razorpayOrderId: stored, sentOrderId: input.razorpay_order_id, paymentId: input.razorpay_payment_id, ip },
          'Razorpay checkout signature does not match',
        );
        throw new AppError('bad_signature', gm.badSignature);
      }
      const r = await orders.settlePaid(order.reference, 'razorpay:checkout', { paymentId: input.razorpay_payment_id });
      if (!r.changed && r.order.providerPaymentId && r.order.providerPaymentId !== input.razorpay_payment_id) {
        log.warn(
          { reference: order.reference, paymentId: input.razorpay_payment_id, paidBy: r.order.providerPaymentId },
          'Razorpay: second payment for an order already paid',
        );
      }
      return (await orders.get(order.reference)) as OrderView;
    },

    /**
     * A webhook delivery: checked over the raw body before anything parses it, stored once per
     * event id with its processing job (one transaction), answered at once. Razorpay retries a
     * delivery that is not answered 2xx within 5 s, so the work happens afterwards on the queue.
     */
    async receiveWebhook(
      rawBody: string,
      headers: { signature?: string | undefined; eventId?: string | undefined },
      ip: string,
    ): Promise<{ duplicate: boolean }> {
      const json = signedWebhookJson(rawBody, headers.signature, gateway.webhookSignatureValid, () =>
        log.warn({ eventId: headers.eventId, ip, bytes: rawBody.length }, 'Razorpay webhook signature does not match'),
      );
      const body = z.looseObject({ event: z.string().min(1).max(100) }).safeParse(json);
      if (!body.success) throw new AppError('bad_request', gm.webhookNoEvent);
      // Stored as jsonb, which refuses NUL and half a surrogate pair (a 500, then a 422): signed
      // or not, such a body is one we cannot keep, and it says so with the webhook's 400.
      if (unstorableTextPath(json) !== undefined) throw new AppError('bad_request', gm.webhookNotStorable);
      // Razorpay sends x-razorpay-event-id on every delivery, but the signature covers only the
      // body: the same signed bytes under another id (or none) are the same event, stored once.
      const bodySha256 = createHash('sha256').update(rawBody).digest('hex');
      const eventId = headers.eventId?.slice(0, 100) || `sha256:${bodySha256}`;
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(s.paymentEvents)
          .values({ provider: PROVIDER, eventId, event: body.data.event, payload: json as Record<string, unknown>, bodySha256 })
          .onConflictDoNothing()
          .returning({ id: s.paymentEvents.id });
        if (!row) return { duplicate: true };
        await jobs.enqueue(RAZORPAY_EVENTS_QUEUE, { eventRowId: row.id }, { tx, maxAttempts: 8 });
        return { duplicate: false };
      });
    },

    applyStored,
  };
}

export type RazorpayPayments = ReturnType<typeof razorpayPayments>;
