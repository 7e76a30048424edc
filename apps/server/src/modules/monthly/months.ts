// A monthly gift's months (subscription_months, issue 44): which payment asks for which month.
// Payments keeps the payment (its state, its reference); monthly keeps the month. Reads of a
// month's payment go through payments' states(), never its table.
import { type Db, schema as s } from '@sahyog/db';
import { and, desc, eq, gte, inArray, TransactionRollbackError } from 'drizzle-orm';
import type { OrderState, PaymentsService, Tx } from '../payments/index.ts';

const m = s.subscriptionMonths;

export interface Month {
  subscriptionId: number;
  period: string;
  orderId: number;
}

export interface MonthWithPayment extends Month {
  payment: OrderState;
}

export function subscriptionMonths(db: Db, payments: Pick<PaymentsService, 'states'>) {
  /** The months' payments, read in one query; a month whose payment is missing is left out. */
  async function withPayments(months: Month[], q: Tx | Db): Promise<MonthWithPayment[]> {
    const states = await payments.states(
      months.map((x) => x.orderId),
      q,
    );
    return months.flatMap((x) => {
      const payment = states.get(x.orderId);
      return payment ? [{ ...x, payment }] : [];
    });
  }

  return {
    /**
     * Records the month and makes its payment in one savepoint: a month that has a payment
     * already (another process, a retried webhook) makes none and answers null, so a month is
     * asked for at most once (the key is the month, decision 0026).
     */
    async open<T extends { id: number }>(q: Tx | Db, subscriptionId: number, period: string, makePayment: (tx: Tx) => Promise<T>): Promise<T | null> {
      return q
        .transaction(async (tx) => {
          const [taken] = await tx
            .select({ orderId: m.orderId })
            .from(m)
            .where(and(eq(m.subscriptionId, subscriptionId), eq(m.period, period)));
          if (taken) return null;
          const made = await makePayment(tx);
          const [row] = await tx.insert(m).values({ subscriptionId, period, orderId: made.id }).onConflictDoNothing().returning({ orderId: m.orderId });
          // Another transaction recorded the month first: its payment stands, this one is undone.
          if (!row) tx.rollback();
          return made;
        })
        .catch((e: unknown) => {
          if (e instanceof TransactionRollbackError) return null;
          throw e;
        });
    },

    /** The month of an order, if it is a monthly gift's. */
    async ofOrder(orderId: number, q: Tx | Db = db): Promise<Month | undefined> {
      const [row] = await q.select({ subscriptionId: m.subscriptionId, period: m.period, orderId: m.orderId }).from(m).where(eq(m.orderId, orderId));
      return row;
    },

    /** The months of these orders (staff's lists name a gift's month). */
    async ofOrders(orderIds: readonly number[], q: Tx | Db = db): Promise<Month[]> {
      if (!orderIds.length) return [];
      return q
        .select({ subscriptionId: m.subscriptionId, period: m.period, orderId: m.orderId })
        .from(m)
        .where(inArray(m.orderId, [...orderIds]));
    },

    /** One month's payment. */
    async payment(subscriptionId: number, period: string, q: Tx | Db = db): Promise<OrderState | undefined> {
      const [row] = await q
        .select({ orderId: m.orderId })
        .from(m)
        .where(and(eq(m.subscriptionId, subscriptionId), eq(m.period, period)));
      return row ? (await payments.states([row.orderId], q)).get(row.orderId) : undefined;
    },

    /** Every month of these gifts with its payment, the latest month first. */
    async ofSubscriptions(ids: readonly number[], q: Tx | Db = db): Promise<MonthWithPayment[]> {
      if (!ids.length) return [];
      const months = await q
        .select({ subscriptionId: m.subscriptionId, period: m.period, orderId: m.orderId })
        .from(m)
        .where(inArray(m.subscriptionId, [...ids]))
        .orderBy(desc(m.period), desc(m.orderId));
      return withPayments(months, q);
    },

    /** A gift's latest months (from `from` on, when given), with their payments, the latest first. */
    async latest(subscriptionId: number, limit: number, from: string | undefined, q: Tx | Db = db): Promise<MonthWithPayment[]> {
      const months = await q
        .select({ subscriptionId: m.subscriptionId, period: m.period, orderId: m.orderId })
        .from(m)
        .where(and(eq(m.subscriptionId, subscriptionId), from === undefined ? undefined : gte(m.period, from)))
        .orderBy(desc(m.period))
        .limit(limit);
      return withPayments(months, q);
    },
  };
}

export type SubscriptionMonths = ReturnType<typeof subscriptionMonths>;
