// Issuing receipts in bulk as a batch job (decision 0038): "Issue selected" and "Issue all" store
// the donations and answer at once with the batch; the job issues them one by one in the order
// given (numbers follow the staff's list), each in its own transaction, and records each result.
// Issuing is idempotent (an issued receipt is returned as it is, with no second email), so a line
// done again after a restart changes nothing.
import { AppError, type BatchStarted, BULK_ISSUE_MAX, receiptMessages as rm } from '@sahyog/core';
import { type Db, schema as s } from '@sahyog/db';
import { and, asc, eq, isNotNull, isNull, or } from 'drizzle-orm';
import type { BatchRunner } from '../../platform/batches.ts';
import type { ReceiptsService } from './service.ts';

export function bulkIssue(deps: { db: Db; receipts: Pick<ReceiptsService, 'issueOne'>; batches: BatchRunner }) {
  const { db, receipts, batches } = deps;
  batches.register('receipt-issue', {
    async run(input, { createdBy }) {
      try {
        const { receipt, fresh } = await receipts.issueOne(Number(input.donationId), createdBy);
        return fresh
          ? { status: 'issued', ok: true, message: rm.bulkIssued, reference: receipt.number }
          : { status: 'already-issued', ok: true, message: rm.bulkAlreadyIssued, reference: receipt.number };
      } catch (e) {
        // Refused for this donation (a refund under way, no PAN or address …): said on its line.
        if (e instanceof AppError && e.status < 500) return { status: e.code, ok: false, message: e.message };
        throw e;
      }
    },
  });

  return {
    /** Starts issuing these donations' receipts, in this order (each once). */
    async issueBatch(donationIds: number[], by: number): Promise<BatchStarted> {
      const ids = [...new Set(donationIds)];
      if (!ids.length) throw AppError.invalid({ donationIds: rm.pendingEmpty });
      if (ids.length > BULK_ISSUE_MAX) throw AppError.invalid({ donationIds: rm.bulkTooMany(BULK_ISSUE_MAX) });
      return batches.start(
        'receipt-issue',
        by,
        ids.map((donationId, i) => ({ line: i + 1, input: { donationId } })),
      );
    },

    /** Starts issuing every receipt asked for that can be (PAN or Aadhaar, and an address), oldest request first. */
    async issueAllBatch(by: number): Promise<BatchStarted> {
      const rows = await db
        .select({ id: s.donations.id })
        .from(s.donations)
        .where(
          and(
            isNotNull(s.donations.receiptRequestedAt),
            eq(s.donations.status, 'paid'),
            isNull(s.donations.receiptIssuedAt),
            or(isNotNull(s.donations.donorPan), isNotNull(s.donations.donorAadhaar)),
            isNotNull(s.donations.donorAddress),
          ),
        )
        .orderBy(asc(s.donations.receiptRequestedAt), asc(s.donations.id))
        .limit(BULK_ISSUE_MAX);
      return this.issueBatch(
        rows.map((r) => r.id),
        by,
      );
    },
  };
}

export type BulkIssue = ReturnType<typeof bulkIssue>;
