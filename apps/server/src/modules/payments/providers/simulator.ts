// The payment simulator: a page where the donor chooses what the "bank" answers. Development and
// tests only (PAYMENT_SIMULATOR=on, refused in production by the config).
import { AppError, emailText, givingMessages as gm, type OrderView, paymentMethodLabels, RECEIPT_MODES } from '@sahyog/core';
import type { OrdersService } from '../orders.ts';
import type { PaymentMethodInfo, PaymentProvider } from './types.ts';

export const simulatorInfo: PaymentMethodInfo = {
  method: 'simulator',
  label: paymentMethodLabels.simulator,
  receiptMode: RECEIPT_MODES.simulator,
  describe: () => emailText.paidSimulator,
  // Its "bank" gives money back at once, as a gateway's Refunds API would.
  refundedByProvider: true,
};

export function simulatorProvider(publicUrl: string): PaymentProvider {
  return {
    ...simulatorInfo,
    checkoutExtras: async (order) => ({ simulatorUrl: `${publicUrl}/pay/${order.reference}` }),
    // The same key gives back once, as Razorpay's idempotency key does: the id names it.
    refund: async (order, amountPaise, idempotencyKey) => ({ id: `sim_rfnd_${order.reference}_${amountPaise}_${idempotencyKey ?? Date.now()}` }),
  };
}

/** The simulator's "bank": the donor's choice on its page settles the order as a real answer would. */
export function simulatorBank(orders: Pick<OrdersService, 'row' | 'get' | 'settlePaid' | 'settleFailed'>, enabled: boolean) {
  return async function simulate(reference: string, outcome: 'success' | 'failure'): Promise<OrderView> {
    const o = await orders.row(reference);
    if (!enabled || !o || o.method !== 'simulator') throw AppError.notFound(gm.orderNotFound);
    if (outcome === 'success') await orders.settlePaid(reference, 'simulator');
    else {
      const r = await orders.settleFailed(reference, 'simulator', 'Declined in the payment simulator');
      if (!r.changed && r.order.status !== 'failed') throw new AppError('order_state', gm.orderState);
    }
    return (await orders.get(reference)) as OrderView;
  };
}
