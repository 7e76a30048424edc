// What a receipt writes back on the donation it is for: that it was issued (the donation leaves
// staff's queue), and the tax details the donor gave or staff corrected (the Form 10BD statement
// prints them from the donation). The receipts module asks for these in its own transaction,
// with the donation's row already locked by it; giving owns the row, so giving writes it.
import { type Db, schema as s } from '@sahyog/db';
import { eq } from 'drizzle-orm';
import type { Tx } from './ledger.ts';

export interface DonationTaxDetails {
  donorName?: string;
  donorPan: string | null;
  donorAadhaar: string | null;
  donorAddress: string;
  /** When the donor asked for a receipt (kept when already set). */
  receiptRequestedAt?: Date;
}

export const donationReceipts = {
  async markReceiptIssued(tx: Tx, donationId: number, at: Date): Promise<void> {
    await tx.update(s.donations).set({ receiptIssuedAt: at }).where(eq(s.donations.id, donationId));
  },
  async saveTaxDetails(q: Tx | Db, donationId: number, details: DonationTaxDetails): Promise<void> {
    await q.update(s.donations).set(details).where(eq(s.donations.id, donationId));
  },
};

export type DonationReceipts = typeof donationReceipts;
