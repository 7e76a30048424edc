// Razorpay Subscriptions: the mandate's authorisation callback and the subscription.* webhook
// events (stored and signature-checked by payments, handed here): a state moves only forward, and
// a month's charge becomes that month's order, paid once through payments' settlePaid.
import { AppError, canMoveSubscription, monthlyMessages as mm, periodOf, type SubscriptionStatus, type SubscriptionView } from '@sahyog/core';
import { schema as s } from '@sahyog/db';
import { eq } from 'drizzle-orm';
import type { EventOutcome } from '../payments/index.ts';
import type { MonthlyParts } from './service.ts';

export function monthlyRazorpay(parts: MonthlyParts) {
  const { db, deps, months, byReference, view, locked, move, monthOrder, claimMail } = parts;
  return {
    /** The subscription checkout's success callback: signed over `payment_id|subscription_id`. */
    async verifyAuthorisation(input: { reference: string; paymentId: string; signature: string }, ip: string): Promise<SubscriptionView> {
      const sub = await byReference(input.reference);
      if (sub?.mode !== 'gateway' || !sub.providerSubscriptionId) throw AppError.notFound(mm.notFound);
      const g = deps.gateway;
      if (!g?.subscriptionSignatureValid(sub.providerSubscriptionId, input.paymentId, input.signature)) {
        deps.log.warn({ reference: sub.reference, paymentId: input.paymentId, ip }, 'Razorpay subscription signature does not match');
        throw new AppError('bad_signature', mm.badSignature);
      }
      const row = await db.transaction(async (tx) => {
        const cur = await locked(tx, eq(s.subscriptions.id, sub.id));
        if (!cur) throw AppError.notFound(mm.notFound);
        if (cur.status !== 'created') return cur;
        const r = await move(tx, cur, 'authenticated');
        await claimMail(tx, r, periodOf(new Date()), 'welcome', new Date());
        return r;
      });
      return view(row);
    },

    /**
     * One `subscription.*` webhook event (already stored once per event id and signature-checked).
     * Replaying it changes nothing: states only move forward as the machine allows, and a month's
     * charge is one order (unique per month) confirmed through the idempotent settlePaid.
     */
    async applyGatewayEvent(
      event: string,
      entity: { id: string; status?: string | undefined; charge_at?: number | null | undefined; current_start?: number | null | undefined },
      payment?: { id: string; amount: number; currency: string; order_id?: string | null | undefined; created_at?: number | undefined },
    ): Promise<EventOutcome> {
      const [sub] = await db.select().from(s.subscriptions).where(eq(s.subscriptions.providerSubscriptionId, entity.id)).limit(1);
      if (!sub) return { done: false, reason: 'subscription event for no subscription of ours', context: { subscriptionId: entity.id } };
      const next = entity.charge_at ? new Date(entity.charge_at * 1000) : null;
      const target: Partial<Record<string, SubscriptionStatus>> = {
        'subscription.authenticated': 'authenticated',
        'subscription.activated': 'active',
        'subscription.charged': 'active',
        'subscription.paused': 'paused',
        'subscription.resumed': 'active',
        'subscription.halted': 'halted',
        'subscription.cancelled': 'cancelled',
        'subscription.completed': 'completed',
      };
      const to = target[event];
      let outcome: EventOutcome = { done: true };
      await db.transaction(async (tx) => {
        const cur = await locked(tx, eq(s.subscriptions.id, sub.id));
        if (!cur || !to) return;
        const schedule = next ? { nextDueAt: next, nextPeriod: periodOf(next) } : {};
        // Only Razorpay's own `resumed` ends a pause: an `activated` or `charged` event that
        // arrives late, or again under another event id (the id is not signed), must not undo a
        // pause the donor or staff asked for.
        const undoesPause = cur.status === 'paused' && to === 'active' && event !== 'subscription.resumed';
        if (!undoesPause && (cur.status === to || canMoveSubscription(cur.status, to))) {
          const set: Partial<typeof s.subscriptions.$inferInsert> =
            to === 'cancelled' || to === 'completed'
              ? { cancelledAt: cur.cancelledAt ?? new Date(), cancelledBy: cur.cancelledBy ?? 'razorpay', nextDueAt: null, nextPeriod: null }
              : to === 'paused'
                ? { pausedAt: cur.pausedAt ?? new Date() }
                : schedule;
          await move(tx, cur, to, set);
        } else if (event !== 'subscription.charged') {
          // An older event arriving after a newer one (cancelled, then a late `activated`): kept, not applied.
          deps.log.warn({ reference: cur.reference, from: cur.status, event }, 'Razorpay subscription event out of order: not applied');
        }
      });
      if (event === 'subscription.charged') {
        if (!payment) return { done: false, reason: 'charge without a payment', context: { subscriptionId: entity.id } };
        if (payment.currency !== 'INR' || payment.amount < 300_00) {
          return {
            done: false,
            reason: 'charge in another currency or below the minimum',
            context: { reference: sub.reference, amount: payment.amount, currency: payment.currency },
          };
        }
        // The month the cycle started in (IST); without it, the month the payment was made.
        const at = entity.current_start ?? payment.created_at ?? Math.floor(Date.now() / 1000);
        const period = periodOf(new Date(at * 1000));
        const made = await monthOrder(db, { ...sub, amountPaise: payment.amount }, period, 'razorpay', { providerPaymentId: payment.id });
        const order = await months.payment(sub.id, period);
        if (!order) throw new Error('month order missing after insert');
        if (!made && order.providerPaymentId !== payment.id) {
          // Two charges in one month: the second is real money with no month to go to.
          outcome = {
            done: false,
            reason: 'second charge in one month',
            context: { reference: sub.reference, period, paymentId: payment.id, paidBy: order.providerPaymentId },
          };
          return outcome;
        }
        await deps.orders.settlePaid(order.reference, 'razorpay:webhook', { paymentId: payment.id });
      }
      return outcome;
    },
  };
}
