// Where a campaign's money went (issue 26): the spending rules every side shares. The allocation
// of each gift to what it paid for is derived, never stored: first in, first out within the
// campaign, by the gifts' and the spends' own dates and ids (so the same spending approved in any
// order gives the same answer), a refunded gift taking no part (its share goes to the next gift).

/** One gift's money for the campaign (what it gave the campaign, without tips or costs). */
export interface PooledGift {
  id: number;
  /** ISO time it was paid. */
  paidAt: string;
  amountPaise: number;
  /** A refunded gift paid for nothing: the spending it would have met falls to later gifts. */
  refunded?: boolean;
}

/** An approved spend, in the order it was made. */
export interface PooledSpend {
  id: number;
  /** YYYY-MM-DD, the day it was paid. */
  spentOn: string;
  amountPaise: number;
  /** "120" of "120 blankets", when the spend is a count of things. */
  quantity?: number | null;
}

export interface GiftShare {
  spendId: number;
  /** The part of the spend this gift paid. */
  amountPaise: number;
  /**
   * The part of the spend's quantity it paid for, in thousandths (6 of 120 blankets → 6000): whole
   * numbers show as they are, a part as one decimal (formatShare).
   */
  quantityMilli: number | null;
}

/** Each gift's shares of the spending, in spend order; a gift not yet spent has none. */
export function allocateGifts(gifts: readonly PooledGift[], spends: readonly PooledSpend[]): Map<number, GiftShare[]> {
  const pool = gifts
    .filter((g) => !g.refunded && g.amountPaise > 0)
    .slice()
    .sort((a, b) => (a.paidAt < b.paidAt ? -1 : a.paidAt > b.paidAt ? 1 : a.id - b.id))
    .map((g) => ({ id: g.id, left: g.amountPaise }));
  const order = spends
    .filter((s) => s.amountPaise > 0)
    .slice()
    .sort((a, b) => (a.spentOn < b.spentOn ? -1 : a.spentOn > b.spentOn ? 1 : a.id - b.id));
  const out = new Map<number, GiftShare[]>();
  let i = 0;
  for (const s of order) {
    let owed = s.amountPaise;
    while (owed > 0 && i < pool.length) {
      const g = pool[i] as { id: number; left: number };
      const take = Math.min(owed, g.left);
      const quantityMilli = s.quantity ? Number((BigInt(s.quantity) * 1000n * BigInt(take) + BigInt(s.amountPaise) / 2n) / BigInt(s.amountPaise)) : null;
      out.set(g.id, [...(out.get(g.id) ?? []), { spendId: s.id, amountPaise: take, quantityMilli }]);
      g.left -= take;
      owed -= take;
      if (g.left === 0) i++;
    }
    // Spending beyond the gifts (what the foundation added) is nobody's gift: nothing to share.
  }
  return out;
}

/** A share of a quantity as people say it: "6", "2.5" (one decimal, rounded half up). */
export function formatShare(quantityMilli: number): string {
  const tenths = Math.floor((quantityMilli + 50) / 100);
  return tenths % 10 === 0 ? String(tenths / 10) : `${Math.floor(tenths / 10)}.${tenths % 10}`;
}
