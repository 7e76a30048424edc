// The only code that writes donations and the campaign figures they make. Each function runs
// inside the caller's transaction, so a donation and its campaign's raised amount, backers and
// product counts always change together (and a crash leaves neither).
import { type Db, schema as s } from '@sahyog/db';
import { and, eq, sql } from 'drizzle-orm';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type { Tx };
export type DonationRow = typeof s.donations.$inferSelect;
export type NewDonation = Omit<typeof s.donations.$inferInsert, 'id'>;
export type OrderItem = { productId: number; quantity: number; pricePaise: number };

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

async function moveFigures(tx: Tx | Db, campaignId: number, amountPaise: number, backers: number, items: readonly OrderItem[]): Promise<void> {
  await tx
    .update(s.campaigns)
    .set({ raisedPaise: sql`${s.campaigns.raisedPaise} + ${amountPaise}`, backers: sql`${s.campaigns.backers} + ${backers}` })
    .where(eq(s.campaigns.id, campaignId));
  for (const item of items) {
    const delta = backers > 0 ? item.quantity : -item.quantity;
    await tx
      .update(s.campaignProducts)
      .set({ collected: sql`greatest(0, ${s.campaignProducts.collected} + ${delta})` })
      .where(and(eq(s.campaignProducts.id, item.productId), eq(s.campaignProducts.campaignId, campaignId)));
  }
}
