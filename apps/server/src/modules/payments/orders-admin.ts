// The console's Donations screen (issue 11): search orders by reference, UTR, email or mobile
// (orders-export.ts exports what was found); mark a payment that never came as failed; and
// import a bank statement whose UPI credits confirm the donations waiting for them. A credit
// confirms only a pending UPI order holding its UTR and exactly its amount, through the same
// verify() a staff member's click uses, so the ledger, the thank-you and the audit row happen
// once whichever way it was matched.
import {
  AppError,
  CsvError,
  type DonationRow,
  type DonationSearch,
  type DonationsFound,
  donationsMessages as dm,
  formatINR,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_LINES,
  type ImportOutcome,
  type ListPage,
  likePrefix,
  parseCsv,
  searchShape,
  statementLines,
} from '@sahyog/core';
import { type Db, schema as s } from '@sahyog/db';
import { and, desc, eq, gt, like, or, type SQL, sql } from 'drizzle-orm';
import type { AuditLog } from '../../platform/audit.ts';
import { cursorTime, olderThan, pageOf, pageSize, timeIdCursor } from '../../platform/keyset.ts';
import { ttlCache } from '../../platform/ttl-cache.ts';
import type { OrdersService } from './orders.ts';
import type { Seller } from './seller.ts';

/** How long the broad lists' counts are kept without a payment or refund here. */
const FOUND_TTL_MS = 30_000;

export function ordersAdmin(deps: { db: Db; orders: OrdersService; seller: () => Seller; audit: Pick<AuditLog, 'record'> }) {
  const { db, orders, seller } = deps;

  /**
   * What was typed, by its shape (core searchShape): each shape asks the index made for it
   * (migration 0018), never every column anywhere inside. Emails and mobiles match from their
   * start; a reference or UTR from its start too, so a pasted one is found whole.
   */
  function matching(q: string | undefined): SQL | undefined {
    const shape = searchShape(q);
    if (!shape) return undefined;
    switch (shape.kind) {
      case 'reference':
        return like(s.orders.reference, likePrefix(shape.prefix));
      case 'email':
      case 'words':
        return sql`lower(${s.orders.donorEmail}) like ${likePrefix(shape.prefix)}`;
      case 'digits':
        return or(like(s.orders.utr, likePrefix(shape.prefix)), like(s.orders.donorMobile, likePrefix(shape.mobile)));
    }
  }

  /** The search's conditions: text, status, and the urgent causes fund (gifts with an urgent add-on). */
  function where(filter: DonationSearch): SQL | undefined {
    return and(
      matching(filter.q),
      filter.status ? eq(s.orders.status, filter.status) : undefined,
      filter.fund === 'urgent' ? gt(s.orders.urgentPaise, 0) : undefined,
    );
  }

  /** Newest first, from the cursor's key on; `limit` rows (one more to know a next page exists). */
  async function readRows(filter: DonationSearch & { after?: string | undefined }, limit: number) {
    const key = timeIdCursor(filter.after);
    const rows = await db
      .select({
        id: s.orders.id,
        cursorAt: cursorTime(s.orders.createdAt),
        reference: s.orders.reference,
        createdAt: s.orders.createdAt,
        paidAt: s.orders.paidAt,
        status: s.orders.status,
        method: s.orders.method,
        donorName: s.orders.donorName,
        donorEmail: s.orders.donorEmail,
        donorMobile: s.orders.donorMobile,
        subjectId: s.orders.campaignId,
        totalPaise: s.orders.totalPaise,
        amountPaise: s.orders.amountPaise,
        tipPaise: s.orders.tipPaise,
        urgentPaise: s.orders.urgentPaise,
        utr: s.orders.utr,
        period: s.orders.period,
      })
      .from(s.orders)
      .where(and(where(filter), olderThan(s.orders.createdAt, s.orders.id, key)))
      .orderBy(desc(s.orders.createdAt), desc(s.orders.id))
      .limit(limit);
    return rows;
  }

  async function views(list: Awaited<ReturnType<typeof readRows>>): Promise<DonationRow[]> {
    // What each order bought is the seller's to name: one lookup for the page.
    const names = await seller().names(list.map((r) => r.subjectId));
    return list.map(({ subjectId, id: _id, cursorAt: _at, ...r }) => ({
      ...r,
      campaignTitle: names.get(subjectId)?.title ?? '',
      createdAt: r.createdAt.toISOString(),
      paidAt: r.paidAt?.toISOString() ?? null,
    }));
  }

  /** One page of the search, newest first, and the cursor of the next. */
  async function search(filter: DonationSearch & { after?: string | undefined; limit?: number } = {}): Promise<ListPage<DonationRow>> {
    const limit = pageSize(filter.limit);
    return pageOf(await readRows(filter, limit + 1), limit, (r) => [r.cursorAt, r.id], views);
  }

  async function count(filter: DonationSearch): Promise<DonationsFound> {
    const [r] = await db
      .select({
        total: sql<number>`count(*)::int`,
        totalPaise: sql<number>`coalesce(sum(${s.orders.totalPaise}), 0)::bigint`,
        urgentPaise: sql<number>`coalesce(sum(${s.orders.urgentPaise}), 0)::bigint`,
      })
      .from(s.orders)
      .where(where(filter));
    return { total: Number(r?.total ?? 0), totalPaise: Number(r?.totalPaise ?? 0), urgentPaise: Number(r?.urgentPaise ?? 0) };
  }

  let settledAt = 0;
  const settled = async () => {
    settledAt = Date.now();
  };
  orders.onPaid(settled);
  orders.onRefunded(settled);
  const broadCounts = ttlCache((key) => count(JSON.parse(key) as DonationSearch), { ttlMs: FOUND_TTL_MS, changedAt: () => settledAt });

  return {
    search,
    /** The search's conditions, for the export (orders-export.ts) to find the same donations. */
    where,

    /**
     * How many the search finds in all (the list shows a page of them) and what they add up to.
     * A search by text or another status finds fewer rows and is counted each time; the broad
     * lists (all, paid, and the urgent fund of either: up to every order) are counted once per
     * process and kept 30 s, dropped when an order is paid or refunded here (decision 0036).
     */
    async found(filter: DonationSearch = {}): Promise<DonationsFound> {
      if (searchShape(filter.q) || (filter.status && filter.status !== 'paid')) return count(filter);
      return broadCounts(JSON.stringify({ status: filter.status ?? null, fund: filter.fund ?? null }));
    },

    /** A created or pending payment that never came. */
    async markFailed(reference: string, reason: string, staffId: number): Promise<DonationRow> {
      const r = await orders.settleFailed(reference, `staff:${staffId}`, reason, (o) => {
        if (o.status !== 'created' && o.status !== 'pending')
          throw new AppError('order_state', 'Only a donation waiting for its payment can be marked failed.');
      });
      if (r.changed) {
        await deps.audit.record({
          actorId: staffId,
          action: 'order.fail',
          subjectType: 'order',
          subjectId: reference,
          before: { status: 'pending' },
          after: { status: 'failed', reason },
        });
      }
      const [row] = (await search({ q: reference, limit: 1 })).items;
      if (!row) throw AppError.notFound('Donation not found');
      return row;
    },

    /**
     * A statement's credits against the UPI donations waiting for them. Each line is answered:
     * matched (and confirmed), wrong amount, unknown UTR, already settled, duplicate in the file,
     * no UTR. Importing the same file again confirms nothing twice.
     */
    async importStatement(csv: string, staffId: number): Promise<{ outcomes: ImportOutcome[]; matched: number }> {
      if (Buffer.byteLength(csv) > IMPORT_MAX_BYTES) throw AppError.invalid({ file: dm.importTooLarge });
      let rows: string[][];
      try {
        rows = parseCsv(csv);
      } catch (e) {
        if (e instanceof CsvError) throw AppError.invalid({ file: e.message });
        throw e;
      }
      if (rows.length > IMPORT_MAX_LINES + 5) throw AppError.invalid({ file: dm.importTooManyLines });
      const lines = statementLines(rows);
      if (lines === 'no-columns') throw AppError.invalid({ file: dm.importNoColumns });
      if (lines === 'no-direction') throw AppError.invalid({ file: dm.importNoDirection });
      const seen = new Set<string>();
      const outcomes: ImportOutcome[] = [];
      for (const l of lines) {
        if (l.amountPaise === null) continue; // debits and balance lines are not credits
        const base = { line: l.line, utr: l.utr, amountPaise: l.amountPaise };
        if (!l.utr) {
          outcomes.push({ ...base, outcome: 'no-utr', reference: null, message: dm.outcomes.noUtr });
          continue;
        }
        if (seen.has(l.utr)) {
          outcomes.push({ ...base, outcome: 'duplicate', reference: null, message: dm.outcomes.duplicate });
          continue;
        }
        seen.add(l.utr);
        const [o] = await db
          .select({ reference: s.orders.reference, status: s.orders.status, method: s.orders.method, totalPaise: s.orders.totalPaise })
          .from(s.orders)
          .where(eq(s.orders.utr, l.utr))
          .limit(1);
        if (!o || !orders.info(o.method)?.confirmedByUtr || (o.status !== 'pending' && o.status !== 'paid')) {
          outcomes.push({ ...base, outcome: 'unknown-utr', reference: null, message: dm.outcomes.unknownUtr });
        } else if (o.status === 'paid') {
          outcomes.push({ ...base, outcome: 'already-settled', reference: o.reference, message: dm.outcomes.alreadySettled });
        } else if (o.totalPaise !== l.amountPaise) {
          outcomes.push({
            ...base,
            outcome: 'wrong-amount',
            reference: o.reference,
            message: dm.outcomes.wrongAmount(formatINR(o.totalPaise), formatINR(l.amountPaise)),
          });
        } else {
          try {
            await orders.verify(o.reference, 'paid', l.utr, staffId);
            outcomes.push({ ...base, outcome: 'matched', reference: o.reference, message: dm.outcomes.matched });
          } catch (e) {
            // The donor corrected the UTR between our read and the lock: a person looks at it.
            if (e instanceof AppError && (e.code === 'utr_changed' || e.code === 'order_state')) {
              outcomes.push({ ...base, outcome: 'changed', reference: o.reference, message: dm.outcomes.changed });
            } else throw e;
          }
        }
      }
      const matched = outcomes.filter((o) => o.outcome === 'matched').length;
      await deps.audit.record({
        actorId: staffId,
        action: 'orders.import',
        subjectType: 'bank-statement',
        subjectId: new Date().toISOString().slice(0, 10),
        before: null,
        after: { lines: outcomes.length, matched, unmatched: outcomes.length - matched },
      });
      return { outcomes, matched };
    },
  };
}

export type OrdersAdmin = ReturnType<typeof ordersAdmin>;
