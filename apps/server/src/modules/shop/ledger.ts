// What the foundation owes each vendor (issue 25), double entry: a delivered order's sale is
// credited to the vendor, and the platform's commission, the GST collected at source and the
// income tax deducted at source are debited from it; money given back to a buyer is debited
// (with those three given back in proportion); a withdrawal moves the payable to "payout
// pending" and, once staff record the bank transfer, to the bank. The payable is always derived
// from the rows, and a withdrawal never takes it below zero: it is checked under a per-vendor
// lock in the transaction that writes it. Only what is withdrawable may leave: the payable less
// the sales still inside their return and dispute windows (core's saleFreesAt, issue 38), each
// derived from its order's rows and delivery, never stored.
import {
  AppError,
  atRate,
  buyingText as bt,
  DISPUTE_WINDOW_DAYS,
  formatINR,
  gstStateCode,
  type HeldSale,
  invoiceTotals,
  mulDivRound,
  rateOn,
  saleFreesAt,
  supplyKind,
  type VendorMoney,
  type WithholdingKind,
  type WithholdingRate,
} from '@sahyog/core';
import { type Db, schema as s } from '@sahyog/db';
import { and, asc, desc, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Tx } from '../payments/index.ts';
import { payoutView } from './payouts.ts';

export type Account = 'vendor' | 'collected' | 'commission' | 'tcs' | 'tds' | 'payout-pending' | 'bank';
type Kind = 'sale' | 'commission' | 'tcs' | 'tds' | 'refund' | 'commission-back' | 'tcs-back' | 'tds-back' | 'payout' | 'payout-paid' | 'payout-returned';

interface Entry {
  vendorId: number;
  kind: Kind;
  debit: Account;
  credit: Account;
  amountPaise: number;
  shopOrderId?: number | null;
  payoutId?: number | null;
  at?: Date;
}

/** What the sale of one delivered order is made of, for its rows and its statement. */
export interface SaleParts {
  salePaise: number;
  commissionPaise: number;
  tcsPaise: number;
  tdsPaise: number;
}

type Line = { unitPricePaise: number; quantity: number; gstRateBp: number; hsnCode: string; title: string; commissionBp: number };

/**
 * The parts of a sale, worked out from its lines: commission on each line's price (tax
 * included) at its category's rate then; TCS on the taxable value (GST taken out) for a seller
 * registered under GST; TDS on the taxable value too (CBDT circular 20/2023: GST shown separately
 * on the invoice is left out), each at the rate in force on the day.
 */
export function saleParts(
  lines: readonly Line[],
  seller: { gstin: string | null; state: string },
  buyerState: string,
  day: string,
  rates: readonly WithholdingRate[],
): SaleParts {
  const supply = supplyKind({ gstin: seller.gstin, stateCode: gstStateCode(seller.state) ?? '' }, gstStateCode(buyerState) ?? '');
  const totals = invoiceTotals(
    lines.map((l) => ({ description: l.title, hsnCode: l.hsnCode, quantity: l.quantity, unitPricePaise: l.unitPricePaise, gstRateBp: l.gstRateBp })),
    supply,
  );
  const rate = (kind: WithholdingKind) => rateOn(kind, day, rates) ?? 0;
  return {
    salePaise: totals.grossPaise,
    commissionPaise: lines.reduce((n, l) => n + mulDivRound(l.unitPricePaise * l.quantity, l.commissionBp, 10_000), 0),
    tcsPaise: seller.gstin ? atRate(totals.taxablePaise, rate('gst-tcs')) : 0,
    tdsPaise: atRate(totals.taxablePaise, rate('tds-ecommerce')),
  };
}

/** The longest window a sale waits for after its delivery starts them (a return window is at most 30 days). */
const LONGEST_WINDOW_DAYS = Math.max(DISPUTE_WINDOW_DAYS, 30);
const DAY_MS = 86_400_000;

export function vendorLedger(deps: { db: Db; deliveryAssumedDays: number }) {
  const { db } = deps;
  const l = s.vendorLedger;
  const so = s.shopOrders;

  /**
   * The vendor's sales not yet withdrawable, each with what it adds to the payable now and when it
   * frees up (null: when its delivery is proven, or its return or dispute is settled). Only orders
   * that could still be held are read: one delivered, and shipped, more than the longest window
   * (plus the assumed days) ago with a tracking number and nothing open has freed for good.
   */
  async function held(vendorId: number, tx: Tx | Db = db, now = new Date()): Promise<HeldSale[]> {
    const longAgo = new Date(now.getTime() - LONGEST_WINDOW_DAYS * DAY_MS);
    const shippedLongAgo = new Date(longAgo.getTime() - deps.deliveryAssumedDays * DAY_MS);
    const openReturn = sql<boolean>`exists (select 1 from ${s.shopReturns} where ${s.shopReturns.shopOrderId} = ${so.id} and ${s.shopReturns.status} in ('requested', 'approved'))`;
    const openDispute = sql<boolean>`exists (select 1 from ${s.shopDisputes} where ${s.shopDisputes.shopOrderId} = ${so.id} and ${s.shopDisputes.status} = 'open')`;
    const rows = await tx
      .select({
        reference: so.reference,
        shippedAt: so.shippedAt,
        trackingNumber: so.trackingNumber,
        deliveredAt: so.deliveredAt,
        receivedAt: so.receivedAt,
        returnWindowDays: so.returnWindowDays,
        openReturn,
        openDispute,
        underReview: sql<boolean>`${so.reviewRequestedAt} is not null`,
        net: sql<string>`sum(case when ${l.credit} = 'vendor' then ${l.amountPaise} when ${l.debit} = 'vendor' then -${l.amountPaise} else 0 end)::bigint`,
      })
      .from(l)
      .innerJoin(so, eq(so.id, l.shopOrderId))
      .where(
        and(
          eq(l.vendorId, vendorId),
          or(
            isNull(so.deliveredAt),
            gte(so.deliveredAt, longAgo),
            isNull(so.shippedAt),
            gte(so.shippedAt, shippedLongAgo),
            sql`coalesce(trim(${so.trackingNumber}), '') = ''`,
            openReturn,
            openDispute,
            sql`${so.reviewRequestedAt} is not null`,
          ),
        ),
      )
      .groupBy(so.id)
      .orderBy(asc(so.deliveredAt), asc(so.id));
    const out: HeldSale[] = [];
    for (const r of rows) {
      const amountPaise = Number(r.net);
      if (amountPaise <= 0) continue;
      const frees = saleFreesAt(r, deps.deliveryAssumedDays);
      const reason = r.underReview ? 'review' : r.openDispute ? 'dispute' : r.openReturn ? 'return' : frees === null ? 'unproven' : 'windows';
      if (reason === 'windows' && frees && frees.getTime() <= now.getTime()) continue;
      out.push({ reference: r.reference, amountPaise, freesAt: reason === 'windows' && frees ? frees.toISOString() : null, reason });
    }
    return out;
  }

  /** What the vendor may withdraw now: the payable less what is held, never below zero. */
  async function withdrawable(vendorId: number, tx: Tx | Db = db, now = new Date()) {
    const [payable, sales] = [(await balances(vendorId, tx)).get('vendor') ?? 0, await held(vendorId, tx, now)];
    const heldPaise = sales.reduce((n, h) => n + h.amountPaise, 0);
    return { payablePaise: payable, heldPaise, withdrawablePaise: Math.max(0, payable - heldPaise), held: sales };
  }

  async function post(tx: Tx | Db, entries: Entry[]): Promise<void> {
    const rows = entries.filter((e) => e.amountPaise > 0);
    if (rows.length) await tx.insert(l).values(rows).onConflictDoNothing();
  }

  /** Σ credits − Σ debits of each account, for one vendor. */
  async function balances(vendorId: number, tx: Tx | Db = db): Promise<Map<string, number>> {
    const sum = sql<string>`sum(${l.amountPaise})::bigint`;
    const [credits, debits] = await Promise.all([
      tx.select({ account: l.credit, total: sum }).from(l).where(eq(l.vendorId, vendorId)).groupBy(l.credit),
      tx.select({ account: l.debit, total: sum }).from(l).where(eq(l.vendorId, vendorId)).groupBy(l.debit),
    ]);
    const out = new Map<string, number>();
    for (const c of credits) out.set(c.account, (out.get(c.account) ?? 0) + Number(c.total));
    for (const d of debits) out.set(d.account, (out.get(d.account) ?? 0) - Number(d.total));
    return out;
  }

  async function byKind(vendorId: number, tx: Tx | Db = db): Promise<Map<string, number>> {
    const rows = await tx
      .select({ kind: l.kind, total: sql<string>`sum(${l.amountPaise})::bigint` })
      .from(l)
      .where(eq(l.vendorId, vendorId))
      .groupBy(l.kind);
    return new Map(rows.map((r) => [r.kind, Number(r.total)]));
  }

  const service = {
    post,
    balances,
    held,
    withdrawable,

    /** A delivered order's sale and what comes off it, once per order (the unique index keeps a replay out). */
    async recordSale(tx: Tx, order: { id: number; vendorId: number }, parts: SaleParts, at = new Date()): Promise<void> {
      const base = { vendorId: order.vendorId, shopOrderId: order.id, at };
      await post(tx, [
        { ...base, kind: 'sale', debit: 'collected', credit: 'vendor', amountPaise: parts.salePaise },
        { ...base, kind: 'commission', debit: 'vendor', credit: 'commission', amountPaise: parts.commissionPaise },
        { ...base, kind: 'tcs', debit: 'vendor', credit: 'tcs', amountPaise: parts.tcsPaise },
        { ...base, kind: 'tds', debit: 'vendor', credit: 'tds', amountPaise: parts.tdsPaise },
      ]);
    },

    /**
     * Money given back to the buyer of an order whose sale was recorded: debited from the vendor,
     * and the commission, TCS and TDS on that part given back, in proportion (rounded half up on
     * what is left to give back, so the parts never go back more than once in total).
     */
    async recordRefund(tx: Tx, order: { id: number; vendorId: number }, amountPaise: number, at = new Date()): Promise<void> {
      // The withdrawal lock: a withdrawal and a refund of one vendor never read the payable at once.
      await tx.execute(sql`select pg_advisory_xact_lock(${PAYOUT_LOCK}, ${order.vendorId})`);
      const rows = await tx
        .select({ kind: l.kind, total: sql<string>`sum(${l.amountPaise})::bigint` })
        .from(l)
        .where(eq(l.shopOrderId, order.id))
        .groupBy(l.kind);
      const got = new Map(rows.map((r) => [r.kind, Number(r.total)]));
      const sale = got.get('sale') ?? 0;
      const refunded = got.get('refund') ?? 0;
      if (amountPaise <= 0 || refunded + amountPaise > sale) throw new AppError('order_state', 'A refund cannot be more than the sale');
      const back = (part: 'commission' | 'tcs' | 'tds') => {
        const total = got.get(part) ?? 0;
        const done = got.get(`${part}-back`) ?? 0;
        // The share of the whole sale refunded so far, less what went back before.
        return mulDivRound(total, refunded + amountPaise, sale) - done;
      };
      const base = { vendorId: order.vendorId, shopOrderId: order.id, at };
      await post(tx, [
        { ...base, kind: 'refund', debit: 'vendor', credit: 'collected', amountPaise },
        { ...base, kind: 'commission-back', debit: 'commission', credit: 'vendor', amountPaise: back('commission') },
        { ...base, kind: 'tcs-back', debit: 'tcs', credit: 'vendor', amountPaise: back('tcs') },
        { ...base, kind: 'tds-back', debit: 'tds', credit: 'vendor', amountPaise: back('tds') },
      ]);
    },

    async payable(vendorId: number, tx: Tx | Db = db): Promise<number> {
      return (await balances(vendorId, tx)).get('vendor') ?? 0;
    },

    /**
     * How far below zero the payable is (0 when it is not), read under the withdrawal lock the
     * refund just took: a refund that leaves a shortfall is the foundation's money, so staff decide it.
     */
    async shortfall(tx: Tx, vendorId: number): Promise<number> {
      return Math.max(0, -(await service.payable(vendorId, tx)));
    },

    async money(vendorId: number): Promise<VendorMoney> {
      const k = await byKind(vendorId);
      const g = (kind: string) => k.get(kind) ?? 0;
      const b = await balances(vendorId);
      const w = await withdrawable(vendorId);
      return {
        salePaise: g('sale'),
        commissionPaise: g('commission') - g('commission-back'),
        tcsPaise: g('tcs') - g('tcs-back'),
        tdsPaise: g('tds') - g('tds-back'),
        refundsPaise: g('refund'),
        payoutsPaise: g('payout') - g('payout-returned'),
        pendingPayoutsPaise: b.get('payout-pending') ?? 0,
        payablePaise: b.get('vendor') ?? 0,
        heldPaise: w.heldPaise,
        withdrawablePaise: w.withdrawablePaise,
      };
    },

    /**
     * Asks for `amountPaise` of what is withdrawable now. The vendor's rows are locked (an advisory
     * lock per vendor) so two requests at once, or a request and a refund, cannot both pass the check.
     */
    async requestPayout(tx: Tx, vendorId: number, amountPaise: number, minimumPaise: number, now = new Date()): Promise<number> {
      await tx.execute(sql`select pg_advisory_xact_lock(${PAYOUT_LOCK}, ${vendorId})`);
      const w = await withdrawable(vendorId, tx, now);
      if (amountPaise < minimumPaise) throw AppError.invalid({ amount: bt.belowMinimum(formatINR(minimumPaise)) });
      if (amountPaise > w.withdrawablePaise)
        throw AppError.invalid({
          amount: w.heldPaise
            ? bt.moreThanWithdrawable(formatINR(w.withdrawablePaise), formatINR(w.heldPaise))
            : bt.moreThanPayable(formatINR(w.withdrawablePaise)),
        });
      const [p] = await tx.insert(s.vendorPayouts).values({ vendorId, amountPaise }).returning({ id: s.vendorPayouts.id });
      if (!p) throw new Error('payout insert returned nothing');
      await post(tx, [{ vendorId, kind: 'payout', debit: 'vendor', credit: 'payout-pending', amountPaise, payoutId: p.id }]);
      return p.id;
    },

    /** Staff paid it (the bank's UTR) or refused it (the amount goes back to the payable). */
    async settlePayout(tx: Tx, payout: { id: number; vendorId: number; amountPaise: number }, paid: boolean): Promise<void> {
      await post(tx, [
        paid
          ? { vendorId: payout.vendorId, kind: 'payout-paid', debit: 'payout-pending', credit: 'bank', amountPaise: payout.amountPaise, payoutId: payout.id }
          : {
              vendorId: payout.vendorId,
              kind: 'payout-returned',
              debit: 'payout-pending',
              credit: 'vendor',
              amountPaise: payout.amountPaise,
              payoutId: payout.id,
            },
      ]);
    },

    /**
     * A transfer RazorpayX reported processed and then reversed (the bank sent it back to the
     * foundation's account): the amount leaves the bank and is the vendor's payable again.
     */
    async returnPaidPayout(tx: Tx, payout: { id: number; vendorId: number; amountPaise: number }): Promise<void> {
      await post(tx, [
        { vendorId: payout.vendorId, kind: 'payout-returned', debit: 'bank', credit: 'vendor', amountPaise: payout.amountPaise, payoutId: payout.id },
      ]);
    },

    /** One month's rows (YYYY-MM, India) with the payable after each, oldest first. */
    async statement(vendorId: number, month: string) {
      const from = new Date(`${month}-01T00:00:00+05:30`);
      const to = new Date(from);
      to.setUTCMonth(to.getUTCMonth() + 1);
      const [opening] = await db
        .select({
          balance: sql<
            string | null
          >`sum(case when ${l.credit} = 'vendor' then ${l.amountPaise} when ${l.debit} = 'vendor' then -${l.amountPaise} else 0 end)::bigint`,
        })
        .from(l)
        .where(and(eq(l.vendorId, vendorId), lt(l.at, from)));
      const rows = await db
        .select({ entry: l, reference: s.shopOrders.reference })
        .from(l)
        .leftJoin(s.shopOrders, eq(s.shopOrders.id, l.shopOrderId))
        .where(and(eq(l.vendorId, vendorId), gte(l.at, from), lt(l.at, to), sql`'vendor' in (${l.debit}, ${l.credit})`))
        .orderBy(asc(l.at), asc(l.id));
      let balance = Number(opening?.balance ?? 0);
      const openingPaise = balance;
      return {
        openingPaise,
        rows: rows.map(({ entry: r, reference }) => {
          const signed = r.credit === 'vendor' ? r.amountPaise : -r.amountPaise;
          balance += signed;
          return { at: r.at, kind: r.kind as Kind, orderReference: reference, payoutId: r.payoutId, amountPaise: signed, balancePaise: balance };
        }),
        closingPaise: balance,
      };
    },

    /** Sales and what came off them by month (India), newest first. */
    async byMonth(vendorId: number) {
      const month = sql<string>`to_char(${l.at} at time zone 'Asia/Kolkata', 'YYYY-MM')`;
      const rows = await db
        .select({ month, kind: l.kind, total: sql<string>`sum(${l.amountPaise})::bigint` })
        .from(l)
        .where(and(eq(l.vendorId, vendorId), inArray(l.kind, ['sale', 'refund', 'commission', 'commission-back'])))
        .groupBy(month, l.kind)
        .orderBy(desc(month));
      const months = new Map<string, { month: string; salesPaise: number; refundsPaise: number; commissionPaise: number }>();
      for (const r of rows) {
        const m = months.get(r.month) ?? { month: r.month, salesPaise: 0, refundsPaise: 0, commissionPaise: 0 };
        const n = Number(r.total);
        if (r.kind === 'sale') m.salesPaise += n;
        else if (r.kind === 'refund') m.refundsPaise += n;
        else if (r.kind === 'commission') m.commissionPaise += n;
        else m.commissionPaise -= n;
        months.set(r.month, m);
      }
      return [...months.values()];
    },

    async payouts(vendorId: number) {
      const rows = await db.select().from(s.vendorPayouts).where(eq(s.vendorPayouts.vendorId, vendorId)).orderBy(desc(s.vendorPayouts.requestedAt)).limit(50);
      return rows.map(payoutView);
    },
  };
  return service;
}

/** The key space of the per-vendor payout lock (pg_advisory_xact_lock's first number). */
const PAYOUT_LOCK = 25_001;

export type VendorLedger = ReturnType<typeof vendorLedger>;
