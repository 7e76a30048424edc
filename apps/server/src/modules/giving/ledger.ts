// The only code that writes donations, and that moves the campaign figures they make (through the
// catalog's keeper, below). Each function runs inside the caller's transaction, so a donation and
// its campaign's raised amount, backers and product counts always change together (and a crash
// leaves neither). A gift's payment reaches
// it through the gift purpose's onPaid / onRefunded (registered with payments), in the order's own transaction.
import { type Db, schema as s } from '@sahyog/db';
import { eq } from 'drizzle-orm';
import type { OrderItem, OrderListener, PurposeRegistration, RefundListener, Tx } from '../payments/index.ts';
import { figuresMoved } from './figures-cache.ts';

export type { Tx };
export type DonationRow = typeof s.donations.$inferSelect;
export type NewDonation = Omit<typeof s.donations.$inferInsert, 'id'>;

/**
 * A paid order makes its one donation (donations.order_id is unique, so even a bug cannot count it
 * twice); a refunded one takes it back. `subscriptionReference` names the monthly gift an order is a month of.
 */
export function countPayments(subscriptionReference: (tx: Tx, orderId: number) => Promise<string | null>): Pick<PurposeRegistration, 'onPaid' | 'onRefunded'> {
  const onPaid: OrderListener = async (tx, row) => {
    // A gift always names its campaign (orders_gift_has_campaign); payments tells giving of gifts only.
    if (row.campaignId === null) throw new Error(`gift order ${row.reference} has no campaign`);
    await addDonation(
      tx,
      {
        campaignId: row.campaignId,
        orderId: row.id,
        donorName: row.donorName,
        donorEmail: row.donorEmail,
        donorMobile: row.donorMobile,
        donorPan: row.donorPan,
        donorAddress: row.donorAddress,
        amountPaise: row.amountPaise,
        tipPaise: row.tipPaise,
        urgentPaise: row.urgentPaise,
        anonymous: row.hideName,
        status: 'paid',
        reference: row.reference,
        method: row.method,
        paidAt: row.paidAt,
        // A PAN given at checkout is a receipt request (the checkout says so): the gift joins
        // staff's queue as it is paid, or gets its receipt at once when receipts issue
        // automatically (receipts' afterThanks). No PAN, no request: the profile offers one.
        receiptRequestedAt: row.donorPan ? (row.paidAt ?? new Date()) : null,
        subscriptionId: await subscriptionReference(tx, row.id),
      },
      row.items,
    );
  };
  const onRefunded: RefundListener = async (tx, row, refund) => {
    // A gift goes back whole (refunds module); were part of one ever given back, the donation
    // would still stand until the rest went.
    if (!refund.whole) return;
    const [d] = await tx.select().from(s.donations).where(eq(s.donations.orderId, row.id)).for('update').limit(1);
    if (d) await refundDonation(tx, d, row.items);
  };
  return { onPaid, onRefunded };
}

/** Inserts a donation; a paid one raises its campaign's total and backers, and its products' counts. */
export async function addDonation(tx: Tx | Db, values: NewDonation, items: readonly OrderItem[] = []): Promise<DonationRow> {
  const [row] = await tx
    .insert(s.donations)
    .values({ ...values, paidAt: values.paidAt !== undefined ? values.paidAt : values.status === 'paid' ? new Date() : null })
    .returning();
  if (!row) throw new Error('donation insert returned nothing');
  if (row.status === 'paid') await moveFigures(tx, row.campaignId, row.amountPaise, 1, items);
  return row;
}

/** A paid donation given back: its campaign's figures go down by what it had added. */
export async function refundDonation(tx: Tx, donation: DonationRow, items: readonly OrderItem[]): Promise<void> {
  if (donation.status !== 'paid') return;
  await tx.update(s.donations).set({ status: 'refunded' }).where(eq(s.donations.id, donation.id));
  await moveFigures(tx, donation.campaignId, -donation.amountPaise, -1, items);
}

/**
 * What a paid or refunded donation does to its campaign's figures (raised, backers, a product's
 * collected count). The catalog owns those columns and is registered after giving, so it hands
 * its keeper in at start-up (keepFiguresWith); giving only says how much moved, in the donation's
 * own transaction, so the two still change together and a crash leaves neither.
 */
export interface CampaignFigures {
  move(tx: Tx | Db, change: { campaignId: number; amountPaise: number; backers: number; items: readonly OrderItem[] }): Promise<void>;
  /** Sets campaigns' raised and backers to what their paid donations add up to (the demo seed's bulk gifts). */
  set(tx: Tx | Db, totals: readonly { campaignId: number; raisedPaise: number; backers: number }[]): Promise<void>;
}

let figures: CampaignFigures | undefined;

/** The catalog's keeper of campaign figures; the one every app in this process shares (it keeps no state of its own). */
export function keepFiguresWith(keeper: CampaignFigures): void {
  figures = keeper;
}

export function campaignFigures(): CampaignFigures {
  // A donation counted with no one to keep its campaign's figures would leave them wrong for
  // good: refuse it (the transaction rolls back) rather than drift.
  if (!figures) throw new Error('no campaign figures keeper: the catalog module keeps them and must be registered');
  return figures;
}

async function moveFigures(tx: Tx | Db, campaignId: number, amountPaise: number, backers: number, items: readonly OrderItem[]): Promise<void> {
  figuresMoved();
  await campaignFigures().move(tx, { campaignId, amountPaise, backers, items });
}
