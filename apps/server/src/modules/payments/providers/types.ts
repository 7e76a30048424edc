// One interface for every way money reaches the foundation. The order state machine (orders.ts)
// and the modules that sell through it (giving, monthly, later the shop) ask the provider of an
// order's method; none of them branches on the method's name. Adding a way to pay is a new file
// here and one line in index.ts.
import type { OrderView, PaymentMethod } from '@sahyog/core';
import type { schema as s } from '@sahyog/db';

export type OrderRow = typeof s.orders.$inferSelect;

/** The columns of an order a provider reads to show or prepare it. */
export type ProviderOrder = Pick<OrderRow, 'id' | 'reference' | 'status' | 'method' | 'totalPaise' | 'utr' | 'providerOrderId'>;

/** What is said of a method: known for every method, so a past order reads right on a server that no longer offers it. */
export interface PaymentMethodInfo {
  method: PaymentMethod;
  /** How the checkout offers it. */
  label: { title: string; hint: string };
  /** The receipt's "mode of payment" line. */
  receiptMode: string;
  /** How a thank-you names the payment of a paid order. */
  describe(order: Pick<OrderRow, 'utr'>): string;
  /** Whether a person confirms payment by matching a UTR against the bank statement (and refunds by a transfer they record). */
  confirmedByUtr?: boolean;
  /** Whether money goes back through the provider's own refund (the provider must then offer refund()). */
  refundedByProvider?: boolean;
  /**
   * The evidence a demo order of this method carries (the seed's `n`-th, paid or not, started at
   * the provider or not): a matched UTR, made-up gateway ids. What the method's real orders hold.
   */
  demoEvidence?(
    n: number,
    state: { paid: boolean; started: boolean; at: Date },
  ): Partial<Pick<OrderRow, 'utr' | 'utrSubmittedAt' | 'providerOrderId' | 'providerPaymentId'>>;
}

/** A method this server offers: how its orders are shown, prepared and refunded. */
export interface PaymentProvider extends PaymentMethodInfo {
  /** What the order view adds while the order waits to be paid: a QR, a gateway key, a link. */
  checkoutExtras(order: ProviderOrder): Promise<Partial<OrderView>>;
  /**
   * Work the provider needs done before the donor can pay, answering the columns to store (once):
   * Razorpay makes its own order for each of ours. Throws an AppError when it cannot.
   */
  prepare?(order: ProviderOrder): Promise<Partial<Pick<OrderRow, 'providerOrderId'>> | undefined>;
  /**
   * Gives `amountPaise` of a paid order back through the provider, answering its refund id
   * (methods whose info says refundedByProvider). The same `idempotencyKey` (at least 10
   * characters) with the same amount gives back once, however often it is sent.
   */
  refund?(order: OrderRow, amountPaise: number, idempotencyKey?: string): Promise<{ id: string }>;
}
