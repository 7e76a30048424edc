// What the checkout page and the API call: order creation with its per-source limit, the UPI
// reference, the simulator, staff verification and the old site's order call. The order rules
// themselves live in orders.ts.
import {
  AppError,
  countField,
  givingMessages as gm,
  legacyOrderInput,
  messages,
  type OrderInput,
  type OrderView,
  orderInput,
  type PendingVerification,
  parseAmount,
  rowIdField,
  serverText,
} from '@sahyog/core';
import type { GivingApi } from '@sahyog/core/context';
import { z } from 'zod';
import { parseWith } from '../../platform/http.ts';
import { type RateLimiter, sourceOf } from '../../platform/rate-limit.ts';
import type { PaymentsService } from '../payments/index.ts';

export interface CheckoutDeps {
  orders: PaymentsService;
  limiter: RateLimiter;
  ratePerMinute: number;
}

// Core's id and quantity rules: "0x1", "1e1", [3] or true are no product and no quantity.
const legacyItem = z.object({
  productId: rowIdField('productId must be a number'),
  quantity: countField('quantity must be a whole number from 1 to 1000', 1, 1000),
});

export function checkoutService({ orders, limiter, ratePerMinute }: CheckoutDeps) {
  async function limit(kind: string, ip: string, perMinute: number): Promise<void> {
    const r = await limiter.hit(`giving:${kind}:${sourceOf(ip)}`, perMinute, 60_000);
    if (!r.allowed) throw AppError.tooMany(serverText.tooManyAttempts);
  }

  const api = {
    paymentMethods: () => orders.methods,

    async createOrder(
      input: OrderInput,
      opts: { idempotencyKey?: string | undefined; userId?: number | null; ip: string },
    ): Promise<{ order: OrderView; replayed: boolean }> {
      await limit('order', opts.ip, ratePerMinute);
      return orders.create(input, opts);
    },

    order: (reference: string) => orders.get(reference),

    async submitUtr(reference: string, utr: string, ip: string): Promise<OrderView> {
      await limit('utr', ip, 20);
      return orders.submitUtr(reference, utr);
    },

    /** The simulator's page: the donor chooses what the "bank" answers. */
    simulate: (reference: string, outcome: 'success' | 'failure'): Promise<OrderView> => orders.simulate(reference, outcome),

    pendingVerifications: (): Promise<PendingVerification[]> => orders.pendingVerifications(),
    verifyOrder: (reference: string, decision: 'paid' | 'rejected', utr: string, staffId: number) => orders.verify(reference, decision, utr, staffId),

    /**
     * POST /publicApi/createOrderDonatePub (spec §3): the old site's payload, paid by UPI with
     * the donor's transaction id, so the order waits for staff verification like any UPI gift.
     */
    async legacyOrder(body: unknown, ip: string): Promise<OrderView> {
      const b = parseWith(legacyOrderInput, body);
      // Core's one amount rule: "1,500", "₹1,500.50"; never "3,00" (a wrong group) or "1e3".
      const rupees = (v: string | number, field: string) => {
        const p = parseAmount(v);
        if (p === null) throw AppError.invalid({ [field]: messages.enterAmount });
        return p;
      };
      const totalPaise = rupees(b.amount, 'amount');
      const urgentPaise = rupees(b.urgent, 'urgent');
      const tipPaise = rupees(b.supportusby, 'supportusby');
      let items: { productId: number; quantity: number }[] = [];
      if (b.otherItems !== undefined && b.otherItems !== '') {
        let raw: unknown = b.otherItems;
        if (typeof raw === 'string') {
          try {
            raw = JSON.parse(raw);
          } catch {
            throw AppError.invalid({ otherItems: gm.itemUnknown });
          }
        }
        const parsed = z.array(legacyItem).safeParse(raw);
        if (!parsed.success) throw AppError.invalid({ otherItems: gm.itemUnknown });
        items = parsed.data;
      }
      const input = parseWith(orderInput, {
        campaign: b.donationId,
        amountPaise: totalPaise - urgentPaise - tipPaise,
        tipPaise,
        urgentPaise,
        totalPaise,
        items,
        donor: { name: b.user_name, email: b.user_email, mobile: b.user_mobile },
        method: 'upi',
      });
      // Checked first so that a used UTR writes nothing (not even an unpaid order).
      if (await orders.utrTaken(b.transaction_id)) throw new AppError('utr_used', gm.utrUsed, { transaction_id: gm.utrUsed });
      const { order } = await api.createOrder(input, { ip });
      return api.submitUtr(order.reference, b.transaction_id, ip);
    },
  };
  return api satisfies GivingApi;
}

export type CheckoutService = ReturnType<typeof checkoutService>;
