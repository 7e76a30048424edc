// The referral plan's arithmetic against cases worked by hand (each income kind, rounding both
// ways, the matching cap, a bonus step either side of its threshold, a self-referral), and as a
// property over random trees, sales and plans: no income without a sale line, never more than
// the plan's share of sales, recomputation gives the same rows, refunds reverse exactly.
import { describe, expect, it } from 'vitest';
import {
  incomeDisclosure,
  monthIncomes,
  type PlanMember,
  planOn,
  planProblems,
  type ReferralPlan,
  reversalOf,
  type SaleLine,
  tdsOnCredit,
} from './referral.ts';

const plan: ReferralPlan = {
  version: 1,
  appliesFrom: '2026-04-01',
  poolBp: 1500,
  directBp: 500,
  levelBp: [200, 100],
  bonus: [
    { thresholdPaise: 10_000_00, bp: 100 },
    { thresholdPaise: 50_000_00, bp: 200 },
  ],
  matching: { enabled: true, bp: 300, capPaise: 500_00 },
};

const member = (id: number, sponsorId: number | null, leg: 'L' | 'R' | null, identity: string[] = [`pan:M${id}`]): PlanMember => ({
  id,
  sponsorId,
  leg,
  active: true,
  identity,
});
const sale = (lineId: number, valuePaise: number, referrerId: number | null, day = '2026-05-03', buyer: string[] = [`mobile:buyer${lineId}`]): SaleLine => ({
  lineId,
  day,
  valuePaise,
  referrerId,
  buyerIdentity: buyer,
  vendorIdentity: ['pan:VENDOR'],
});

// A at the top; B (left) and C (right) under A; D (left) under B.
const tree = [member(1, null, null), member(2, 1, 'L'), member(3, 1, 'R'), member(4, 2, 'L')];
const byKind = (rows: ReturnType<typeof monthIncomes>['incomes']) => rows.map((r) => `${r.kind}:${r.memberId}:${r.lineId ?? '-'}:${r.amountPaise}`).sort();

describe('a month worked by hand', () => {
  it('pays direct, level, bonus and matching as the plan says, rounding half up to the paisa', () => {
    const { incomes, flagged } = monthIncomes(
      tree,
      [
        // ₹12,000 through D: D 5 % = ₹600; B (level 1) 2 % = ₹240; A (level 2) 1 % = ₹120.
        sale(1, 12_000_00, 4),
        // ₹999.99 through C: C 5 % = 4,999.95 paise → 5,000; A (level 1) 2 % = 1,999.98 → 2,000.
        sale(2, 999_99, 3, '2026-05-04'),
        // ₹3.33 through B: B 5 % = 16.65 → 17; A 2 % = 6.66 → 7.
        sale(3, 3_33, 2, '2026-05-05'),
        // No referrer: nobody earns.
        sale(5, 7_000_00, null),
      ],
      [plan],
    );
    expect(flagged).toEqual([]);
    expect(byKind(incomes)).toEqual(
      [
        'direct:4:1:60000',
        'level:2:1:24000',
        'level:1:1:12000',
        'direct:3:2:5000',
        'level:1:2:2000',
        'direct:2:3:17',
        'level:1:3:7',
        // D's own customers bought ₹12,000 ≥ ₹10,000: the 1 % step, ₹120. C (₹999.99) and B (₹3.33) reach none.
        'bonus:4:-:12000',
        // A's legs: left (B and D) ₹12,000.03, right (C) ₹999.99; 3 % of the weaker = 2,999.97 → 3,000.
        // B's right leg is empty: nothing to match.
        'matching:1:-:3000',
      ].sort(),
    );
    expect(incomes.every((r) => r.planVersion === 1)).toBe(true);
  });

  it('a bonus step is reached at its threshold and not a paisa below; the higher step pays on the whole month', () => {
    const at = monthIncomes(tree, [sale(1, 10_000_00, 3)], [plan]).incomes.find((r) => r.kind === 'bonus');
    const below = monthIncomes(tree, [sale(1, 9_999_99, 3)], [plan]).incomes.find((r) => r.kind === 'bonus');
    const high = monthIncomes(tree, [sale(1, 30_000_00, 3), sale(2, 30_000_00, 3, '2026-05-20')], [plan]).incomes.find((r) => r.kind === 'bonus');
    expect(at?.amountPaise).toBe(100_00);
    expect(below).toBeUndefined();
    // ₹60,000 ≥ ₹50,000: 2 % of all of it, ₹1,200.
    expect(high).toMatchObject({ memberId: 3, amountPaise: 1_200_00, lines: [1, 2] });
  });

  it('matching is capped per month, and is nothing while staff leave it off', () => {
    // A's left leg ₹50,000 (B), right leg ₹30,000 (C): 3 % of ₹30,000 = ₹900, capped at ₹500.
    const lines = [sale(1, 50_000_00, 2), sale(2, 30_000_00, 3)];
    expect(monthIncomes(tree, lines, [plan]).incomes.find((r) => r.kind === 'matching')).toMatchObject({ memberId: 1, amountPaise: 500_00 });
    const off = { ...plan, matching: { ...plan.matching, enabled: false } };
    expect(monthIncomes(tree, lines, [off]).incomes.some((r) => r.kind === 'matching')).toBe(false);
  });

  it('a member who is the buyer (or the seller) under another account earns nothing on the line, nor does anyone above; staff see it', () => {
    const d = member(4, 2, 'L', ['pan:ABCDE1234F', 'mobile:9876543210']);
    const people = [...tree.slice(0, 3), d];
    const self = monthIncomes(people, [sale(1, 12_000_00, 4, '2026-05-03', ['mobile:9876543210'])], [plan]);
    expect(self.incomes).toEqual([]);
    expect(self.flagged).toEqual([{ lineId: 1, memberId: 4, reason: 'same-as-buyer' }]);
    // The sponsor two levels up selling it as a vendor under the same PAN.
    const seller = monthIncomes([member(1, null, null, ['pan:VENDOR']), ...tree.slice(1)], [sale(2, 5_000_00, 4)], [plan]);
    expect(seller.incomes).toEqual([]);
    expect(seller.flagged).toEqual([{ lineId: 2, memberId: 1, reason: 'same-as-vendor' }]);
  });

  it('a sale earns by the plan on its day: a later version applies only from its own', () => {
    const v2 = { ...plan, version: 2, appliesFrom: '2026-05-15', directBp: 400 };
    const rows = monthIncomes(tree, [sale(1, 1_000_00, 3, '2026-05-14'), sale(2, 1_000_00, 3, '2026-05-15')], [plan, v2]).incomes;
    expect(rows.filter((r) => r.kind === 'direct').map((r) => [r.lineId, r.planVersion, r.amountPaise])).toEqual([
      [1, 1, 50_00],
      [2, 2, 40_00],
    ]);
    expect(planOn('2026-03-31', [plan, v2])).toBeUndefined();
  });
});

describe('a plan staff may save', () => {
  it('fits inside its share of sales, with a small fixed depth and rising bonus steps', () => {
    expect(planProblems(plan)).toEqual([]);
    expect(planProblems({ ...plan, poolBp: 1299 })).toEqual([
      'Direct, level, the highest bonus and matching together exceed the share of sales the plan pays out.',
    ]);
    expect(planProblems({ ...plan, poolBp: 1300 })).toEqual([]);
    expect(planProblems({ ...plan, poolBp: 5000, levelBp: [100, 100, 100, 100, 100, 100] })).toEqual(['At most 5 levels earn on a sale.']);
    expect(
      planProblems({
        ...plan,
        bonus: [
          { thresholdPaise: 5_00, bp: 1 },
          { thresholdPaise: 5_00, bp: 2 },
        ],
      }),
    ).toEqual(['Bonus thresholds rise step by step.']);
  });
});

describe('refunds and tax', () => {
  it('a refund in parts takes back exactly the income, however it is split', () => {
    // ₹240 earned on a ₹12,000 line, refunded ₹1,000.01 then ₹5,000 then the rest.
    const parts = [
      reversalOf(240_00, 12_000_00, 0, 1_000_01),
      reversalOf(240_00, 12_000_00, 1_000_01, 6_000_01),
      reversalOf(240_00, 12_000_00, 6_000_01, 12_000_00),
    ];
    expect(parts).toEqual([20_00, 100_00, 120_00]);
    expect(reversalOf(17, 3_33, 0, 3_33)).toBe(17);
  });

  it('TDS: none up to ₹20,000 in the year, 2 % of the whole year once past it, 20 % without a valid PAN', () => {
    const day = '2026-06-10';
    expect(tdsOnCredit({ yearCreditedBeforePaise: 19_000_00, creditPaise: 1_000_00, yearDeductedPaise: 0, hasValidPan: true, day })).toBe(0);
    // ₹20,000.01 in the year: 2 % of it all = 40,000.02 paise → 40,000.
    expect(tdsOnCredit({ yearCreditedBeforePaise: 20_000_00, creditPaise: 1, yearDeductedPaise: 0, hasValidPan: true, day })).toBe(400_00);
    // The next ₹1,000: 2 % of ₹21,000.01 less the ₹400 taken = ₹20.
    expect(tdsOnCredit({ yearCreditedBeforePaise: 20_000_01, creditPaise: 1_000_00, yearDeductedPaise: 400_00, hasValidPan: true, day })).toBe(20_00);
    expect(tdsOnCredit({ yearCreditedBeforePaise: 20_000_00, creditPaise: 1_000_00, yearDeductedPaise: 0, hasValidPan: false, day })).toBe(4_200_00);
  });

  it("the income disclosure's median, quartiles and share who earned nothing", () => {
    // Eight members' years: 0, 0, 0, ₹10, ₹20, ₹30, ₹40, ₹1,000.
    const d = incomeDisclosure([0, 0, 1_000_00, 10_00, 20_00, 0, 30_00, 40_00]);
    expect(d).toMatchObject({
      members: 8,
      earnedNothing: 3,
      earnedNothingBp: 3750,
      // Between the 4th and 5th (₹10 and ₹20): ₹15.
      medianPaise: 15_00,
      // At 1.75 of 7: between 0 and 0 → 0; at 5.25: ₹30 + 0.25 × ₹10 = ₹32.50.
      lowerQuartilePaise: 0,
      upperQuartilePaise: 32_50,
      meanPaise: 137_50,
      highestPaise: 1_000_00,
    });
  });
});

/** A small seeded generator: the same seed, the same cases. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('over random trees, sales and plans', () => {
  it('no income without a sale line, never above the plan’s share, the same rows when recomputed, refunds reverse exactly', () => {
    for (let seed = 1; seed <= 150; seed++) {
      const r = prng(seed);
      const int = (lo: number, hi: number) => lo + Math.floor(r() * (hi - lo + 1));
      const n = int(1, 40);
      const members: PlanMember[] = Array.from({ length: n }, (_, i) => ({
        id: i + 1,
        sponsorId: i === 0 ? null : int(1, i),
        leg: i === 0 ? null : r() < 0.5 ? 'L' : 'R',
        active: r() < 0.9,
        identity: [`pan:${int(1, n + 5)}`],
      }));
      const levels = Array.from({ length: int(0, 5) }, () => int(0, 300));
      const bonusBp = int(0, 300);
      const matching = { enabled: r() < 0.5, bp: int(0, 300), capPaise: int(0, 5_000_00) };
      const p: ReferralPlan = {
        version: seed,
        appliesFrom: '2026-04-01',
        poolBp: 0,
        directBp: int(0, 800),
        levelBp: levels,
        bonus: [{ thresholdPaise: int(1, 20_000_00), bp: bonusBp }],
        matching,
      };
      p.poolBp = p.directBp + levels.reduce((a, b) => a + b, 0) + bonusBp + (matching.enabled ? matching.bp : 0);
      expect(planProblems(p)).toEqual([]);
      const lines: SaleLine[] = Array.from({ length: int(0, 60) }, (_, i) => ({
        lineId: 1000 + i,
        day: `2026-05-${String(int(1, 28)).padStart(2, '0')}`,
        valuePaise: int(1, 2_00_000_00),
        referrerId: r() < 0.85 ? int(1, n) : null,
        buyerIdentity: [`pan:${int(1, 3 * n + 5)}`],
        vendorIdentity: [`pan:${int(1, 3 * n + 5)}`],
      }));
      const a = monthIncomes(members, lines, [p]);
      const lineIds = new Set(lines.map((l) => l.lineId));
      const flaggedIds = new Set(a.flagged.map((f) => f.lineId));
      for (const row of a.incomes) {
        const from = row.lineId === null ? (row.lines ?? []) : [row.lineId];
        expect(from.length).toBeGreaterThan(0);
        for (const id of from) {
          expect(lineIds.has(id)).toBe(true);
          expect(flaggedIds.has(id)).toBe(false);
        }
        expect(row.amountPaise).toBeGreaterThan(0);
      }
      // Each row rounds by half a paisa at most: the sum stays within the pool's share plus that.
      const total = a.incomes.reduce((s, x) => s + x.amountPaise, 0);
      const value = lines.reduce((s, l) => s + l.valuePaise, 0);
      expect(total * 10_000).toBeLessThanOrEqual(value * p.poolBp + a.incomes.length * 5_000);
      // Recomputed, in another order: the same rows.
      const shuffled = [...lines].sort(() => r() - 0.5);
      expect(monthIncomes([...members].reverse(), shuffled, [p])).toEqual(a);
      // A line's incomes, refunded in random parts, come back exactly.
      for (const row of a.incomes.filter((x) => x.lineId !== null).slice(0, 5)) {
        const v = lines.find((l) => l.lineId === row.lineId)?.valuePaise ?? 0;
        let before = 0;
        let back = 0;
        while (before < v) {
          const after = Math.min(v, before + int(1, v));
          back += reversalOf(row.amountPaise, v, before, after);
          before = after;
        }
        expect(back).toBe(row.amountPaise);
      }
    }
  });
});
