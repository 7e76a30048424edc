// The referral programme's rules (issue 45), the same for the server, the bench and the tests:
// what a month's consumer sales earn the members who brought them, by the plan in force on each
// sale's day. Lawful by construction (Consumer Protection (Direct Selling) Rules 2021): the only
// input that makes income is a paid shop order line sold to a consumer; there is no joining fee
// and nothing is earned for enrolling anyone; a donation is not a sale and never reaches here.
// Pure functions over plain data: the same inputs give the same rows (a month recomputed is the
// same month), each row naming the line and the plan version that caused it.
import { mulDivRound } from './gst.ts';

/** The kinds of income, each from sales only. */
export const INCOME_KINDS = ['direct', 'level', 'bonus', 'matching'] as const;
export type IncomeKind = (typeof INCOME_KINDS)[number];

/** Levels above the referring member that may earn on a sale: a small fixed depth, never more. */
export const MAX_LEVELS = 5;

/** One version of the plan, edited by staff as dated data (it applies to sales from its day on). */
export interface ReferralPlan {
  version: number;
  /** The IST day (YYYY-MM-DD) from which sales earn by this version. */
  appliesFrom: string;
  /** The share of a line's value the plan may ever pay out in all, in basis points: every rate below fits inside it. */
  poolBp: number;
  /** To the member whose own customer bought (the direct earner). */
  directBp: number;
  /** To the direct earner's sponsors: [level 1 (the sponsor), level 2, …], at most MAX_LEVELS. */
  levelBp: readonly number[];
  /**
   * On a member's own customers' sales in a month, once they reach a threshold: the highest
   * step reached applies to the whole month's own sales.
   */
  bonus: readonly { thresholdPaise: number; bp: number }[];
  /**
   * On the weaker placement leg's consumer sales in the month, capped per member and month. Off
   * unless staff turn it on: fed by anything but consumer sales it would reward recruiting.
   */
  matching: { enabled: boolean; bp: number; capPaise: number };
}

/** What is wrong with a plan, in staff's words (empty when it may be used). */
export function planProblems(p: ReferralPlan): string[] {
  const out: string[] = [];
  const bp = (n: number) => Number.isInteger(n) && n >= 0 && n <= 10_000;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(p.appliesFrom)) out.push('The plan needs the day it applies from.');
  if (![p.poolBp, p.directBp, ...p.levelBp, ...p.bonus.map((b) => b.bp), p.matching.bp].every(bp)) out.push('Every rate is a percentage from 0 to 100.');
  if (p.levelBp.length > MAX_LEVELS) out.push(`At most ${MAX_LEVELS} levels earn on a sale.`);
  const steps = p.bonus.map((b) => b.thresholdPaise);
  if (steps.some((t, i) => !Number.isSafeInteger(t) || t <= 0 || (i > 0 && t <= (steps[i - 1] as number)))) out.push('Bonus thresholds rise step by step.');
  if (!Number.isSafeInteger(p.matching.capPaise) || p.matching.capPaise < 0) out.push('The matching cap is an amount of zero or more.');
  // Whatever a line can pay in the worst case (every level filled, the highest bonus, matching
  // counted on it) stays inside the pool: no sale pays out more than the plan promised to share.
  const worst = p.directBp + p.levelBp.reduce((a, b) => a + b, 0) + Math.max(0, ...p.bonus.map((b) => b.bp)) + (p.matching.enabled ? p.matching.bp : 0);
  if (worst > p.poolBp) out.push('Direct, level, the highest bonus and matching together exceed the share of sales the plan pays out.');
  return out;
}

/** The plan in force on an IST day: the latest version applying from that day or before. */
export function planOn(day: string, plans: readonly ReferralPlan[]): ReferralPlan | undefined {
  let best: ReferralPlan | undefined;
  for (const p of plans)
    if (p.appliesFrom <= day && (!best || p.appliesFrom > best.appliesFrom || (p.appliesFrom === best.appliesFrom && p.version > best.version))) best = p;
  return best;
}

/** A member as the plan sees one: who sponsored them and on which leg of the sponsor they were placed. */
export interface PlanMember {
  id: number;
  sponsorId: number | null;
  leg: 'L' | 'R' | null;
  /** Whether the member may earn (approved, not suspended): an inactive member's share is not passed up, it is simply not paid. */
  active: boolean;
  /** The identity keys of the person (PAN, bank account, mobile, address, each normalised): the same key twice makes one person. */
  identity: readonly string[];
}

/** A paid shop order line sold to a consumer, with the member whose customer bought it (if any). */
export interface SaleLine {
  lineId: number;
  /** The IST day it was paid. */
  day: string;
  /** What the plan counts of it: the line's value before GST, less nothing (refunds are their own events). */
  valuePaise: number;
  /** The member whose link or code the buyer came through. */
  referrerId: number | null;
  /** Identity keys of the buyer and of the selling vendor: a member who is either earns nothing on it. */
  buyerIdentity: readonly string[];
  vendorIdentity: readonly string[];
}

/** One income row: who earns, of what kind, from which line, by which plan version. */
export interface Income {
  memberId: number;
  kind: IncomeKind;
  /** The line it came from; null for a month's bonus and matching, which name their lines in `lines`. */
  lineId: number | null;
  /** For bonus and matching: the lines whose sales made it. */
  lines?: readonly number[];
  level: number;
  planVersion: number;
  amountPaise: number;
}

/** A line that earned nothing because an earner is the buyer or the seller under another name (staff see it). */
export interface FlaggedLine {
  lineId: number;
  memberId: number;
  reason: 'same-as-buyer' | 'same-as-vendor';
}

const samePerson = (a: readonly string[], b: readonly string[]) => a.some((k) => k !== '' && b.includes(k));

/** The member's sponsors upward, nearest first, up to `depth`; stops at a loop (never in a well-kept tree). */
function sponsorsOf(id: number, byId: ReadonlyMap<number, PlanMember>, depth: number): PlanMember[] {
  const out: PlanMember[] = [];
  const seen = new Set([id]);
  let cur = byId.get(id)?.sponsorId ?? null;
  while (cur !== null && out.length < depth && !seen.has(cur)) {
    const m = byId.get(cur);
    if (!m) break;
    out.push(m);
    seen.add(cur);
    cur = m.sponsorId;
  }
  return out;
}

/**
 * A month's incomes from its sales. Direct and level income per line at the rates of the plan
 * on the line's day; bonus and matching per member for the month at the plan in force on the
 * month's last sale. A line where any earner is the buyer or the vendor earns nothing for anyone
 * and is flagged: the Rewardful rule (same PAN, bank, mobile or address is the same person).
 * Deterministic: rows come out in one order for one input.
 */
export function monthIncomes(
  members: readonly PlanMember[],
  lines: readonly SaleLine[],
  plans: readonly ReferralPlan[],
): { incomes: Income[]; flagged: FlaggedLine[] } {
  const byId = new Map(members.map((m) => [m.id, m]));
  const incomes: Income[] = [];
  const flagged: FlaggedLine[] = [];
  // Per member: own customers' sales (for bonus), and the lines counted on them.
  const own = new Map<number, { paise: number; lines: number[] }>();
  let lastPlan: ReferralPlan | undefined;
  const sorted = [...lines].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : a.lineId - b.lineId));
  const counted: SaleLine[] = [];
  for (const line of sorted) {
    const plan = planOn(line.day, plans);
    const direct = line.referrerId === null ? undefined : byId.get(line.referrerId);
    if (!plan || !direct || line.valuePaise <= 0) continue;
    lastPlan = plan;
    const chain = [direct, ...sponsorsOf(direct.id, byId, plan.levelBp.length)];
    const culprit = chain.find((m) => samePerson(m.identity, line.buyerIdentity) || samePerson(m.identity, line.vendorIdentity));
    if (culprit) {
      flagged.push({
        lineId: line.lineId,
        memberId: culprit.id,
        reason: samePerson(culprit.identity, line.buyerIdentity) ? 'same-as-buyer' : 'same-as-vendor',
      });
      continue;
    }
    counted.push(line);
    chain.forEach((m, i) => {
      const bp = i === 0 ? plan.directBp : (plan.levelBp[i - 1] ?? 0);
      const amountPaise = mulDivRound(line.valuePaise, bp, 10_000);
      if (m.active && amountPaise > 0)
        incomes.push({ memberId: m.id, kind: i === 0 ? 'direct' : 'level', lineId: line.lineId, level: i, planVersion: plan.version, amountPaise });
    });
    const o = own.get(direct.id) ?? { paise: 0, lines: [] };
    o.paise += line.valuePaise;
    o.lines.push(line.lineId);
    own.set(direct.id, o);
  }
  if (!lastPlan) return { incomes, flagged };
  const plan = lastPlan;
  for (const [memberId, o] of [...own].sort((a, b) => a[0] - b[0])) {
    const step = [...plan.bonus].reverse().find((b) => o.paise >= b.thresholdPaise);
    const amountPaise = step ? mulDivRound(o.paise, step.bp, 10_000) : 0;
    if (byId.get(memberId)?.active && amountPaise > 0)
      incomes.push({ memberId, kind: 'bonus', lineId: null, lines: o.lines, level: 0, planVersion: plan.version, amountPaise });
  }
  if (plan.matching.enabled && plan.matching.bp > 0) {
    // Each leg's business: the own-customer sales of every member placed in it, however deep.
    const legs = new Map<number, { L: number; R: number; lines: { L: number[]; R: number[] } }>();
    for (const [memberId, o] of own) {
      let child = byId.get(memberId);
      const seen = new Set<number>();
      while (child && child.sponsorId !== null && !seen.has(child.id)) {
        seen.add(child.id);
        if (child.leg) {
          const l = legs.get(child.sponsorId) ?? { L: 0, R: 0, lines: { L: [], R: [] } };
          l[child.leg] += o.paise;
          l.lines[child.leg].push(...o.lines);
          legs.set(child.sponsorId, l);
        }
        child = byId.get(child.sponsorId);
      }
    }
    for (const [memberId, l] of [...legs].sort((a, b) => a[0] - b[0])) {
      const weaker = l.L <= l.R ? 'L' : 'R';
      const amountPaise = Math.min(plan.matching.capPaise, mulDivRound(l[weaker], plan.matching.bp, 10_000));
      if (byId.get(memberId)?.active && amountPaise > 0)
        incomes.push({
          memberId,
          kind: 'matching',
          lineId: null,
          lines: [...l.lines[weaker]].sort((a, b) => a - b),
          level: 0,
          planVersion: plan.version,
          amountPaise,
        });
    }
  }
  return { incomes, flagged };
}

/**
 * What a refund takes back of one income: of an income `incomePaise` on a line worth
 * `valuePaise`, refunded `beforePaise` so far and now `afterPaise` in all. Worked on the running
 * total, so the parts of a line refunded bit by bit add up to exactly the income it had.
 */
export function reversalOf(incomePaise: number, valuePaise: number, beforePaise: number, afterPaise: number): number {
  if (valuePaise <= 0) return 0;
  const at = (refunded: number) => mulDivRound(incomePaise, Math.min(refunded, valuePaise), valuePaise);
  return at(afterPaise) - at(beforePaise);
}

/** Income-tax deducted at source on commission, as dated data (decision 0073 records the sections checked). */
export interface TdsRate {
  from: string;
  /** With a valid PAN. */
  bp: number;
  /** Without a valid PAN: 20 % (s.206AA of the 1961 Act; s.397(2)(b) of the 2025 Act; decision 0073). */
  noPanBp: number;
  /** No deduction while the year's credits stay at or under this. */
  thresholdPaise: number;
  /** The section (and, from 1 April 2026, the table entry) the deduction is made under. */
  section: string;
}

export const TDS_RATES: readonly TdsRate[] = [
  { from: '2024-10-01', bp: 200, noPanBp: 2000, thresholdPaise: 15_000_00, section: 's.194H, Income-tax Act 1961' },
  { from: '2025-04-01', bp: 200, noPanBp: 2000, thresholdPaise: 20_000_00, section: 's.194H, Income-tax Act 1961' },
  { from: '2026-04-01', bp: 200, noPanBp: 2000, thresholdPaise: 20_000_00, section: 's.393(1), Table Sl. No. 1(ii), Income-tax Act 2025' },
];

export const tdsRateOn = (day: string, table: readonly TdsRate[] = TDS_RATES): TdsRate | undefined => {
  let best: TdsRate | undefined;
  for (const r of table) if (r.from <= day && (!best || r.from > best.from)) best = r;
  return best;
};

/**
 * The TDS on a credit of commission: once the year's credits pass the threshold, tax is due on
 * all of them (the earlier ones included), so this credit bears what is due on the year so far
 * less what was deducted already. Never negative: a reversal lowers the year's credits but gives
 * back no tax here (it is set off in the year's statement).
 */
export function tdsOnCredit(a: { yearCreditedBeforePaise: number; creditPaise: number; yearDeductedPaise: number; hasValidPan: boolean; day: string }): number {
  const rate = tdsRateOn(a.day);
  if (!rate || a.creditPaise <= 0) return 0;
  const total = a.yearCreditedBeforePaise + a.creditPaise;
  if (total <= rate.thresholdPaise) return 0;
  const due = mulDivRound(total, a.hasValidPan ? rate.bp : rate.noPanBp, 10_000);
  return Math.max(0, due - a.yearDeductedPaise);
}

/** How many members earned what in a year: the income disclosure's figures, from each member's total (zeros included). */
export interface IncomeDisclosure {
  members: number;
  earnedNothing: number;
  /** Share of members who earned nothing, in basis points. */
  earnedNothingBp: number;
  medianPaise: number;
  lowerQuartilePaise: number;
  upperQuartilePaise: number;
  meanPaise: number;
  highestPaise: number;
}

/** The value at quantile q of sorted numbers (linear between neighbours), rounded half up to the paisa. */
function quantile(sorted: readonly number[], q: number): number {
  if (!sorted.length) return 0;
  const at = (sorted.length - 1) * q;
  const lo = Math.floor(at);
  const hi = Math.ceil(at);
  const a = sorted[lo] as number;
  const b = sorted[hi] as number;
  return Math.round(a + (b - a) * (at - lo));
}

export function incomeDisclosure(totalsPaise: readonly number[]): IncomeDisclosure {
  const sorted = [...totalsPaise].map((n) => Math.max(0, n)).sort((a, b) => a - b);
  const n = sorted.length;
  const nothing = sorted.filter((v) => v === 0).length;
  const sum = sorted.reduce((a, b) => a + b, 0);
  return {
    members: n,
    earnedNothing: nothing,
    earnedNothingBp: n ? mulDivRound(nothing, 10_000, n) : 0,
    medianPaise: quantile(sorted, 0.5),
    lowerQuartilePaise: quantile(sorted, 0.25),
    upperQuartilePaise: quantile(sorted, 0.75),
    meanPaise: n ? mulDivRound(sum, 1, n) : 0,
    highestPaise: sorted[n - 1] ?? 0,
  };
}

/** A referral code: 8 characters of Crockford's base32, read aloud or typed without doubt. */
export const REFERRAL_CODE_RE = /^[0-9A-HJKMNP-TV-Z]{8}$/;
