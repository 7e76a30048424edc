// The gift-to-spending allocation against examples worked by hand: first in, first out within a
// campaign, partial spends across gifts, a refunded gift releasing its share, quantities shared
// in proportion, and the same answer whatever order the spending was approved in.
import { describe, expect, it } from 'vitest';
import { type Area, allocateGifts, formatShare, keptAreas, type PooledGift, type PooledSpend, redactionInput, sharesOfGift } from './spending.ts';

const gift = (id: number, day: string, rupees: number, refunded = false): PooledGift => ({
  id,
  paidAt: `${day}T10:00:00.000Z`,
  amountPaise: rupees * 100,
  refunded,
});
const spend = (id: number, day: string, rupees: number, quantity: number | null = null): PooledSpend => ({
  id,
  spentOn: day,
  amountPaise: rupees * 100,
  quantity,
});

describe('allocating gifts to spending', () => {
  it('the first gift pays the first spend: ₹3,000 of 120 blankets bought for ₹60,000 is 6 blankets', () => {
    // Gifts: A ₹3,000 (12 Nov), B ₹57,000 (13 Nov), C ₹10,000 (14 Nov). Spend: 120 blankets, ₹60,000 (15 Nov).
    // A's ₹3,000 is 3,000/60,000 = 5 % of 120 = 6 blankets; B's ₹57,000 the other 114; C is unspent.
    const shares = allocateGifts(
      [gift(1, '2026-11-12', 3000), gift(2, '2026-11-13', 57000), gift(3, '2026-11-14', 10000)],
      [spend(10, '2026-11-15', 60000, 120)],
    );
    expect(shares.get(1)).toEqual([{ spendId: 10, amountPaise: 3000_00, quantityMilli: 6000 }]);
    expect(shares.get(2)).toEqual([{ spendId: 10, amountPaise: 57000_00, quantityMilli: 114000 }]);
    expect(shares.get(3)).toBeUndefined();
  });

  it('a gift spread over two spends, and a spend over two gifts', () => {
    // A ₹5,000, B ₹5,000. Spends: medicine ₹3,000 (1 Dec), food ₹4,000 (2 Dec).
    // Medicine: ₹3,000 from A. Food: the ₹2,000 A has left, then ₹2,000 from B; B keeps ₹3,000.
    const shares = allocateGifts([gift(1, '2026-11-20', 5000), gift(2, '2026-11-21', 5000)], [spend(20, '2026-12-01', 3000), spend(21, '2026-12-02', 4000)]);
    expect(shares.get(1)).toEqual([
      { spendId: 20, amountPaise: 3000_00, quantityMilli: null },
      { spendId: 21, amountPaise: 2000_00, quantityMilli: null },
    ]);
    expect(shares.get(2)).toEqual([{ spendId: 21, amountPaise: 2000_00, quantityMilli: null }]);
  });

  it('a refunded gift pays for nothing: the next gift takes its place', () => {
    // A ₹2,000 refunded, B ₹2,000, C ₹2,000; a spend of ₹3,000: B pays ₹2,000, C ₹1,000.
    const shares = allocateGifts(
      [gift(1, '2026-11-01', 2000, true), gift(2, '2026-11-02', 2000), gift(3, '2026-11-03', 2000)],
      [spend(30, '2026-11-05', 3000, 30)],
    );
    expect(shares.get(1)).toBeUndefined();
    expect(shares.get(2)).toEqual([{ spendId: 30, amountPaise: 2000_00, quantityMilli: 20000 }]);
    expect(shares.get(3)).toEqual([{ spendId: 30, amountPaise: 1000_00, quantityMilli: 10000 }]);
  });

  it('spending beyond the gifts (the foundation’s own money) belongs to no gift', () => {
    const shares = allocateGifts([gift(1, '2026-11-01', 1000)], [spend(40, '2026-11-02', 2500, 5)]);
    // ₹1,000 of ₹2,500 for 5 kits: 2 kits.
    expect(shares.get(1)).toEqual([{ spendId: 40, amountPaise: 1000_00, quantityMilli: 2000 }]);
    expect([...shares.keys()]).toEqual([1]);
  });

  it('gives the same answer whatever order the spending and the gifts arrive in', () => {
    const gifts = [
      gift(1, '2026-10-01', 1234),
      gift(2, '2026-10-01', 777),
      gift(3, '2026-10-03', 5000),
      gift(4, '2026-10-02', 250, true),
      gift(5, '2026-10-04', 999),
    ];
    const spends = [spend(7, '2026-10-05', 1500, 3), spend(8, '2026-10-05', 2000, 7), spend(9, '2026-10-06', 900), spend(6, '2026-10-07', 2500, 11)];
    const expected = allocateGifts(gifts, spends);
    const shuffle = <T>(xs: readonly T[], seed: number) =>
      xs
        .map((x, i) => ({ x, k: (i * 7919 + seed * 104729) % 101 }))
        .sort((a, b) => a.k - b.k)
        .map((p) => p.x);
    for (let seed = 1; seed <= 20; seed++) expect(allocateGifts(shuffle(gifts, seed), shuffle(spends, seed + 3))).toEqual(expected);
    // And every rupee spent is accounted for up to what the gifts hold (₹1,234 + ₹777 + ₹5,000 + ₹999).
    const total = [...expected.values()].flat().reduce((n, s) => n + s.amountPaise, 0);
    expect(total).toBe(Math.min(1500 + 2000 + 900 + 2500, 1234 + 777 + 5000 + 999) * 100);
  });

  it('one gift’s shares from its place in the pool are the shares the whole allocation gives it', () => {
    let seed = 42;
    const rand = (n: number) => {
      // In 32 bits (Math.imul): in doubles the product passes 2^53, its low bits go to zero and
      // every draw came out 0 (no spending at all: the check compared empty lists).
      seed = (Math.imul(seed, 1103515245) + 12345) & 0x7fffffff;
      return seed % n;
    };
    let shares = 0;
    let split = 0;
    for (let round = 0; round < 80; round++) {
      const gifts = Array.from({ length: 1 + rand(12) }, (_, i) =>
        gift(i + 1, `2026-10-${String(1 + rand(28)).padStart(2, '0')}`, 1 + rand(5000), rand(6) === 0),
      );
      const spends = Array.from({ length: rand(8) }, (_, i) =>
        spend(100 + i, `2026-11-${String(1 + rand(28)).padStart(2, '0')}`, 1 + rand(9000), rand(2) ? 1 + rand(200) : null),
      );
      const all = allocateGifts(gifts, spends);
      const order = gifts.filter((g) => !g.refunded).sort((a, b) => (a.paidAt < b.paidAt ? -1 : a.paidAt > b.paidAt ? 1 : a.id - b.id));
      let before = 0;
      for (const g of order) {
        const mine = all.get(g.id) ?? [];
        expect(sharesOfGift(before, g.amountPaise, spends), `round ${round} gift ${g.id}`).toEqual(mine);
        before += g.amountPaise;
        shares += mine.length;
        if (mine.length > 1 || (mine[0] && mine[0].amountPaise < g.amountPaise)) split++;
      }
    }
    // The rounds exercised what can go wrong: many shares, gifts split over spends or spent in part.
    expect(shares).toBeGreaterThan(100);
    expect(split).toBeGreaterThan(30);
  });

  it('says a share as people do: whole numbers alone, a part with one decimal, never more than it is', () => {
    expect(formatShare(6000)).toBe('6');
    expect(formatShare(2400)).toBe('2.4');
    expect(formatShare(2449)).toBe('2.4');
    expect(formatShare(2499)).toBe('2.4');
    expect(formatShare(999)).toBe('0.9');
    // Ten and more are counted whole: 33.3 meals is "33", 127.5 sets "127".
    expect(formatShare(33_333)).toBe('33');
    expect(formatShare(127_500)).toBe('127');
    expect(formatShare(9_960)).toBe('9.9');
  });
});

/** Boxes as a line each of the redaction form ("left top width height"). */
const areasText = (areas: readonly Area[]) => areas.map((a) => `${a.x} ${a.y} ${a.w} ${a.h}`).join('\n');

describe('keptAreas', () => {
  it('keeps two decimals, widening each box outward, never past the picture', () => {
    expect(keptAreas([{ x: 10.004, y: 20.006, w: 50.001, h: 4.001 }])).toEqual([{ x: 10, y: 20, w: 50.01, h: 4.01 }]);
    expect(keptAreas([{ x: 99.995, y: 0, w: 0.005, h: 100 }])).toEqual([{ x: 99.99, y: 0, w: 0.01, h: 100 }]);
    // Every kept box covers what was drawn.
    for (const a of [
      { x: 1.239, y: 7.771, w: 3.333, h: 9.999 },
      { x: 0.001, y: 99.5, w: 12.345, h: 0.499 },
    ]) {
      const [k] = keptAreas([a]);
      if (!k) throw new Error('no box kept');
      expect(k.x).toBeLessThanOrEqual(a.x);
      expect(k.y).toBeLessThanOrEqual(a.y);
      expect(k.x + k.w).toBeGreaterThanOrEqual(a.x + a.w - 1e-9);
      expect(k.y + k.h).toBeGreaterThanOrEqual(a.y + a.h - 1e-9);
      expect(k.x + k.w).toBeLessThanOrEqual(100.001);
    }
  });

  it('keeps a box already on two decimals as it is, however often it is saved again', () => {
    let boxes = [
      { x: 10, y: 20, w: 50.01, h: 4.01 },
      { x: 33.33, y: 0.07, w: 66.67, h: 0.29 },
    ];
    for (let i = 0; i < 5; i++) boxes = keptAreas(redactionInput.parse({ areas: areasText(boxes) }).areas);
    expect(boxes).toEqual([
      { x: 10, y: 20, w: 50.01, h: 4.01 },
      { x: 33.33, y: 0.07, w: 66.67, h: 0.29 },
    ]);
  });

  it('drops anything but the four numbers, and reads back from the form as the same boxes', () => {
    const kept = keptAreas([{ x: 5, y: 6, w: 7, h: 8, note: 'x' } as never]);
    expect(kept).toEqual([{ x: 5, y: 6, w: 7, h: 8 }]);
    const text = areasText(
      keptAreas([
        { x: 10.004, y: 20.006, w: 50.001, h: 4.001 },
        { x: 5, y: 60, w: 40, h: 5 },
      ]),
    );
    expect(text).toBe('10 20 50.01 4.01\n5 60 40 5');
    expect(redactionInput.parse({ areas: text }).areas).toEqual([
      { x: 10, y: 20, w: 50.01, h: 4.01 },
      { x: 5, y: 60, w: 40, h: 5 },
    ]);
  });
});
