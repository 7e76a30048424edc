// The hourly sweep that cancels one-time orders left at the checkout, so the console's lists and
// the donor's history do not fill with attempts nobody will pay. A job on the durable queue that
// schedules its own next run (jobs.ensureWaiting), whichever process runs it.
import { ORDER_ABANDONED_AFTER_DAYS } from '@sahyog/core';
import { type Db, schema as s } from '@sahyog/db';
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { JobQueue } from '../../platform/jobs.ts';

export const ABANDONED_ORDERS_QUEUE = 'giving-abandoned-orders';
const ABANDONED_SWEEP_EVERY_MS = 60 * 60_000;
/** Orders cancelled by one statement; the job repeats it until fewer are left. */
export const ABANDONED_BATCH = 1000;

export function abandonedSweep(deps: { db: Db; jobs: JobQueue; log?: { info(obj: object, msg: string): void } }) {
  const { db, jobs } = deps;
  const sweep = {
    /** Keeps the hourly job waiting (called at start). */
    async ensureAbandonedSweep(): Promise<void> {
      await jobs.ensureWaiting(ABANDONED_ORDERS_QUEUE);
    },

    /**
     * Cancels one-time orders still `created` ORDER_ABANDONED_AFTER_DAYS after they were made, a
     * thousand at a time (each its own statement) until none is left: one limited batch an hour
     * fell behind a day's abandoned checkouts at volume. Months of monthly gifts are the monthly
     * sweep's, and a UTR waiting for staff (`pending`) is never abandoned. Returns how many were
     * cancelled.
     */
    async cancelAbandoned(now = new Date(), batchSize = ABANDONED_BATCH): Promise<number> {
      let total = 0;
      for (;;) {
        const n = await cancelBatch(now, batchSize);
        total += n;
        if (n < batchSize) return total;
      }
    },
  };

  async function cancelBatch(now: Date, batchSize: number): Promise<number> {
    const before = new Date(now.getTime() - ORDER_ABANDONED_AFTER_DAYS * 24 * 60 * 60_000);
    // The status is checked again as each row is updated, so a UTR sent meanwhile wins.
    const rows = await db
      .update(s.orders)
      .set({ status: 'cancelled', updatedAt: now, failureReason: `not paid within ${ORDER_ABANDONED_AFTER_DAYS} days`, settledBy: 'system:abandoned' })
      .where(
        and(
          eq(s.orders.status, 'created'),
          inArray(
            s.orders.id,
            db
              .select({ id: s.orders.id })
              .from(s.orders)
              .where(and(eq(s.orders.status, 'created'), eq(s.orders.purpose, 'gift'), eq(s.orders.standing, false), lt(s.orders.createdAt, before)))
              .limit(batchSize),
          ),
        ),
      )
      .returning({ id: s.orders.id });
    return rows.length;
  }
  jobs.register(
    ABANDONED_ORDERS_QUEUE,
    async () => {
      try {
        const n = await sweep.cancelAbandoned();
        if (n) deps.log?.info({ cancelled: n }, 'orders left at the checkout cancelled');
      } finally {
        // The next run, whatever happened to this one.
        await jobs.ensureWaiting(ABANDONED_ORDERS_QUEUE, ABANDONED_SWEEP_EVERY_MS);
      }
    },
    { group: 'critical' },
  );
  return sweep;
}

export type AbandonedSweep = ReturnType<typeof abandonedSweep>;
