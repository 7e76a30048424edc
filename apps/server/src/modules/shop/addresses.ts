// A buyer's delivery addresses: checked like a vendor's (state from the list of states and union
// territories: it decides CGST+SGST or IGST on the invoice; PIN code's shape), one default.
import { type AddressInput, type AddressView, AppError, buyingText as bt, MAX_ADDRESSES } from '@sahyog/core';
import { type Db, schema as s } from '@sahyog/db';
import { and, asc, desc, eq, sql } from 'drizzle-orm';

const a = s.addresses;
const columns = {
  id: a.id,
  name: a.name,
  phone: a.phone,
  line1: a.line1,
  line2: a.line2,
  city: a.city,
  state: a.state,
  pinCode: a.pinCode,
  isDefault: a.isDefault,
};

export function addressBook(db: Db) {
  return {
    /** The default first, then newest first. */
    list: (userId: number): Promise<AddressView[]> => db.select(columns).from(a).where(eq(a.userId, userId)).orderBy(desc(a.isDefault), desc(a.id)),

    /** One of the buyer's own; null for anyone else's. */
    async own(userId: number, id: number): Promise<AddressView | null> {
      const [row] = await db
        .select(columns)
        .from(a)
        .where(and(eq(a.id, id), eq(a.userId, userId)))
        .limit(1);
      return row ?? null;
    },

    /** Saved; the first address, or one marked so, becomes the default (the earlier default stops being one). */
    async add(userId: number, input: AddressInput): Promise<AddressView> {
      return db.transaction(async (tx) => {
        // The buyer's rows locked: two saves at once cannot both pass the count or both be default.
        const mine = await tx.select({ id: a.id }).from(a).where(eq(a.userId, userId)).orderBy(asc(a.id)).for('update');
        if (mine.length >= MAX_ADDRESSES) throw AppError.invalid({ line1: bt.tooManyAddresses });
        const isDefault = input.isDefault || mine.length === 0;
        if (isDefault)
          await tx
            .update(a)
            .set({ isDefault: false })
            .where(and(eq(a.userId, userId), sql`${a.isDefault}`));
        const [row] = await tx
          .insert(a)
          .values({ ...input, userId, isDefault })
          .returning(columns);
        if (!row) throw new Error('address insert returned nothing');
        return row;
      });
    },
  };
}

export type AddressBook = ReturnType<typeof addressBook>;
