// What the foundation owes each vendor (issue 25), double entry in the platform's journal
// (decision 0071: accounts `vendor:<id>`, `foundation:collected`, `foundation:commission`, `tax:tcs`,
// `tax:tds`, `vendor:<id>:payout-pending`, `foundation:bank`): a delivered order's sale is
// credited to the vendor, and the platform's commission, the GST collected at source and the
// income tax deducted at source are debited from it; money given back to a buyer is debited
// (with those three given back in proportion). Withdrawals are the payouts module's (decision
// 0072: payable → "payout pending" → bank, checked under the payee's lock, which a refund here
// takes too); this file tells it what is withdrawable. The payable is always derived from the
// rows. Only what is withdrawable may leave: the payable less
// the sales still inside their return and dispute windows (core's saleFreesAt, issue 38), each
// derived from its order's rows and delivery, never stored.

import { randomUUID } from 'node:crypto';
import {
  AppError,
  journalAccounts as acct,
  atRate,
  DISPUTE_WINDOW_DAYS,
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
import { and, asc, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import type { JournalLine, JournalService } from '../journal/index.ts';
import type { Tx } from '../payments/index.ts';
import type { Payouts } from '../payouts/index.ts';
import { payoutView } from './payouts.ts';

/** A vendor's view of its accounts; each is one of the journal's (`journalName`). */
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

/** The journal's name of one of a vendor's accounts. */
export function journalName(vendorId: number, account: Account): string {
  switch (account) {
    case 'vendor':
      return acct.vendor(vendorId);
    case 'payout-pending':
      return acct.vendorPayoutPending(vendorId);
    case 'collected':
      return acct.collected;
    case 'commission':
      return acct.commission;
    case 'tcs':
      return acct.tcs;
    case 'tds':
      return acct.tds;
    case 'bank':
      return acct.bank;
  }
}

const ACCOUNTS: readonly Account[] = ['vendor', 'collected', 'commission', 'tcs', 'tds', 'payout-pending', 'bank'];
const SALE_KINDS: readonly Kind[] = ['sale', 'commission', 'tcs', 'tds'];
const PAYOUT_KINDS: readonly Kind[] = ['payout', 'payout-paid', 'payout-returned'];

/** The journal's subject (and, for a sale, its source) for an order and a withdrawal. */
const orderSubject = (id: number) => `shop-order:${id}`;
const payoutSubject = (id: number) => `payout:${id}`;

export function vendorLedger(deps: { db: Db; deliveryAssumedDays: number; journal: JournalService; payouts: Pick<Payouts, 'lock' | 'forPayee'> }) {
  const { db, journal } = deps;
  const so = s.shopOrders;
  /** A vendor's two accounts: every posting of the vendor's touches one of them. */
  const own = (vendorId: number) => [acct.vendor(vendorId), acct.vendorPayoutPending(vendorId)];

  /**
   * The vendor's sales not yet withdrawable, each with what it adds to the payable now and when it
   * frees up (null: when its delivery is proven, or its return or dispute is settled). Only orders
   * that could still be held are read: one delivered, and shipped, more than the longest window
   * (plus the assumed days) ago with a tracking number and nothing open has freed for good.
   */
  async function held(vendorId: number, tx: Tx | Db = db, now = new Date()): Promise<HeldSale[]> {
    const longAgo = new Date(now.getTime() - LONGEST_WINDOW_DAYS * DAY_MS);
    const shippedLongAgo = new Date(longAgo.getTime() - deps.deliveryAssumedDays * DAY_MS);
    // The order's id named with its table: from one table drizzle writes a bare "id", which
    // inside these subqueries would be the return's or the dispute's own.
    const orderId = sql.raw('"shop_orders"."id"');
    const openReturn = sql<boolean>`exists (select 1 from ${s.shopReturns} where ${s.shopReturns.shopOrderId} = ${orderId} and ${s.shopReturns.status} in ('requested', 'approved'))`;
    const openDispute = sql<boolean>`exists (select 1 from ${s.shopDisputes} where ${s.shopDisputes.shopOrderId} = ${orderId} and ${s.shopDisputes.status} = 'open')`;
    const orders = await tx
      .select({
        id: so.id,
        reference: so.reference,
        shippedAt: so.shippedAt,
        trackingNumber: so.trackingNumber,
        deliveredAt: so.deliveredAt,
        receivedAt: so.receivedAt,
        returnWindowDays: so.returnWindowDays,
        openReturn,
        openDispute,
        underReview: sql<boolean>`${so.reviewRequestedAt} is not null`,
      })
      .from(so)
      .where(
        and(
          eq(so.vendorId, vendorId),
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
      .orderBy(asc(so.deliveredAt), asc(so.id));
    // What each of those orders added to the payable, from the journal (absent: nothing posted).
    const nets = await journal.balanceBySubject(
      acct.vendor(vendorId),
      orders.map((o) => orderSubject(o.id)),
      tx,
    );
    const out: HeldSale[] = [];
    for (const r of orders) {
      const amountPaise = nets.get(orderSubject(r.id)) ?? 0;
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
    const [payable, sales] = [await journal.balance(acct.vendor(vendorId), tx), await held(vendorId, tx, now)];
    const heldPaise = sales.reduce((n, h) => n + h.amountPaise, 0);
    return { payablePaise: payable, heldPaise, withdrawablePaise: Math.max(0, payable - heldPaise), held: sales };
  }

  const line = (vendorId: number, kind: Kind, debit: Account, credit: Account, amountPaise: number): JournalLine => ({
    line: kind,
    debit: journalName(vendorId, debit),
    credit: journalName(vendorId, credit),
    amountPaise,
  });

  /**
   * Rows in the vendor's terms, posted to the journal. A sale's four and a withdrawal's three are
   * keyed by their order or withdrawal (a replay posts nothing); any other row is an event of its
   * own (a test's or staff's correction).
   */
  async function post(tx: Tx | Db, entries: Entry[]): Promise<void> {
    for (const e of entries) {
      if (e.amountPaise <= 0) continue;
      const subject = e.shopOrderId ? orderSubject(e.shopOrderId) : e.payoutId ? payoutSubject(e.payoutId) : null;
      const source =
        e.shopOrderId && SALE_KINDS.includes(e.kind)
          ? orderSubject(e.shopOrderId)
          : e.payoutId && PAYOUT_KINDS.includes(e.kind)
            ? payoutSubject(e.payoutId)
            : `shop-entry:${randomUUID()}`;
      await journal.post(tx, { source, subject, ...(e.at ? { at: e.at } : {}), lines: [line(e.vendorId, e.kind, e.debit, e.credit, e.amountPaise)] });
    }
  }

  /** Σ credits − Σ debits of each account, over one vendor's postings, in the vendor's terms. */
  async function balances(vendorId: number, tx: Tx | Db = db): Promise<Map<string, number>> {
    const all = await journal.balancesWhere({ touching: own(vendorId) }, tx);
    const out = new Map<string, number>();
    for (const a of ACCOUNTS) {
      const name = journalName(vendorId, a);
      if (all.has(name)) out.set(a, all.get(name) ?? 0);
    }
    return out;
  }

  const byKind = (vendorId: number, tx: Tx | Db = db) => journal.totalsByLine({ touching: own(vendorId) }, tx);

  const service = {
    post,
    balances,
    held,
    withdrawable,

    /** A delivered order's sale and what comes off it, once per order (the journal's key keeps a replay out). */
    async recordSale(tx: Tx, order: { id: number; vendorId: number }, parts: SaleParts, at = new Date()): Promise<void> {
      const v = order.vendorId;
      await journal.post(tx, {
        source: orderSubject(order.id),
        subject: orderSubject(order.id),
        at,
        lines: [
          line(v, 'sale', 'collected', 'vendor', parts.salePaise),
          line(v, 'commission', 'vendor', 'commission', parts.commissionPaise),
          line(v, 'tcs', 'vendor', 'tcs', parts.tcsPaise),
          line(v, 'tds', 'vendor', 'tds', parts.tdsPaise),
        ],
      });
    },

    /**
     * Money given back to the buyer of an order whose sale was recorded: debited from the vendor,
     * and the commission, TCS and TDS on that part given back, in proportion (rounded half up on
     * what is left to give back, so the parts never go back more than once in total). With `key`
     * (the refund's own id) a refund told twice posts once; without, each call is a refund of its own.
     */
    async recordRefund(tx: Tx, order: { id: number; vendorId: number }, amountPaise: number, at = new Date(), key?: string): Promise<void> {
      // The payee's lock: a withdrawal and a refund of one vendor never read the payable at once.
      await deps.payouts.lock(tx, 'vendor', order.vendorId);
      const subject = orderSubject(order.id);
      const keyed = key === undefined ? undefined : `${subject}:refund-of:${key}`;
      if (keyed && (await journal.posted(keyed, tx))) return;
      const got = await journal.totalsByLine({ subject }, tx);
      const sale = got.get('sale') ?? 0;
      const refunded = got.get('refund') ?? 0;
      if (amountPaise <= 0 || refunded + amountPaise > sale) throw new AppError('order_state', 'A refund cannot be more than the sale');
      const back = (part: 'commission' | 'tcs' | 'tds') => {
        const total = got.get(part) ?? 0;
        const done = got.get(`${part}-back`) ?? 0;
        // The share of the whole sale refunded so far, less what went back before.
        return mulDivRound(total, refunded + amountPaise, sale) - done;
      };
      // The n-th refund of the order (under the lock, so two never count the same n).
      const source = keyed ?? `${subject}:refund:${(await journal.postings({ subject, lines: ['refund'] }, tx)).length + 1}`;
      const v = order.vendorId;
      await journal.post(tx, {
        source,
        subject,
        at,
        lines: [
          line(v, 'refund', 'vendor', 'collected', amountPaise),
          line(v, 'commission-back', 'commission', 'vendor', back('commission')),
          line(v, 'tcs-back', 'tcs', 'vendor', back('tcs')),
          line(v, 'tds-back', 'tds', 'vendor', back('tds')),
        ],
      });
    },

    async payable(vendorId: number, tx: Tx | Db = db): Promise<number> {
      return journal.balance(acct.vendor(vendorId), tx);
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

    /** One month's rows (YYYY-MM, India) with the payable after each, oldest first. */
    async statement(vendorId: number, month: string) {
      const from = new Date(`${month}-01T00:00:00+05:30`);
      const to = new Date(from);
      to.setUTCMonth(to.getUTCMonth() + 1);
      const mine = acct.vendor(vendorId);
      const openingPaise = await journal.balanceWhere(mine, { before: from });
      const rows = await journal.postings({ touching: [mine], from, before: to });
      // The orders' references, in one read.
      const orderIds = [...new Set(rows.flatMap((r) => (r.subject?.startsWith('shop-order:') ? [Number(r.subject.slice('shop-order:'.length))] : [])))];
      const refs = new Map(
        orderIds.length
          ? (await db.select({ id: so.id, reference: so.reference }).from(so).where(inArray(so.id, orderIds))).map((o) => [o.id, o.reference])
          : [],
      );
      let balance = openingPaise;
      return {
        openingPaise,
        rows: rows.map((r) => {
          const signed = r.credit === mine ? r.amountPaise : -r.amountPaise;
          balance += signed;
          const orderId = r.subject?.startsWith('shop-order:') ? Number(r.subject.slice('shop-order:'.length)) : null;
          const payoutId = r.subject?.startsWith('payout:') ? Number(r.subject.slice('payout:'.length)) : null;
          return {
            at: r.at,
            kind: r.line as Kind,
            orderReference: orderId === null ? null : (refs.get(orderId) ?? null),
            payoutId,
            amountPaise: signed,
            balancePaise: balance,
          };
        }),
        closingPaise: balance,
      };
    },

    /** Sales and what came off them by month (India), newest first. */
    async byMonth(vendorId: number) {
      const rows = await journal.totalsByMonth({ touching: own(vendorId), lines: ['sale', 'refund', 'commission', 'commission-back'] });
      const months = new Map<string, { month: string; salesPaise: number; refundsPaise: number; commissionPaise: number }>();
      for (const r of rows) {
        const m = months.get(r.month) ?? { month: r.month, salesPaise: 0, refundsPaise: 0, commissionPaise: 0 };
        const n = r.totalPaise;
        if (r.line === 'sale') m.salesPaise += n;
        else if (r.line === 'refund') m.refundsPaise += n;
        else if (r.line === 'commission') m.commissionPaise += n;
        else m.commissionPaise -= n;
        months.set(r.month, m);
      }
      return [...months.values()];
    },

    async payouts(vendorId: number) {
      return (await deps.payouts.forPayee('vendor', vendorId)).map(payoutView);
    },
  };
  return service;
}

export type VendorLedger = ReturnType<typeof vendorLedger>;
