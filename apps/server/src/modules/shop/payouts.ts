// Vendors' withdrawals (issue 25): an approved shop asks for some of its payable (at least the
// minimum staff set); staff pay it by bank transfer and record the UTR, or refuse it with a
// reason and the amount goes back to the payable. Each step is audited and emailed. With RazorpayX's
// keys set, staff may instead approve it and RazorpayX pays it (payouts-razorpayx.ts, decision 0051).
// Never decided by the shop's own account, and above SHOP_PAYOUT_SECOND_APPROVAL_RUPEES one staff
// member approves and a different one pays (issue 38, decision 0059). A shop suspended after asking is
// not paid: paying and approving wait until it is approved again (refusing still works), and the
// console's list shows each shop's status and recent returns (issue 38, decision 0055).
import {
  AppError,
  buyingText as bt,
  formatINR,
  maskAccount,
  type PAYOUT_STATUSES,
  type PayoutAccount,
  type PayoutDecisionInput,
  type PayoutRow,
  shopConsoleText as sc,
} from '@sahyog/core';
import { type Db, schema as s } from '@sahyog/db';
import { and, desc, eq, gte, inArray, isNull } from 'drizzle-orm';
import type { AuditLog } from '../../platform/audit.ts';
import { refuseOwnDecision } from '../../platform/duties.ts';
import type { VendorsService } from '../vendors/index.ts';
import type { VendorLedger } from './ledger.ts';
import type { RazorpayXPayouts } from './payouts-razorpayx.ts';

const p = s.vendorPayouts;

/**
 * Money leaves only for a shop that sells now: a withdrawal asked before its shop was suspended
 * waits (staff may still refuse it). Checked by both ways of paying, before anything is sent.
 */
export async function refuseUnlessShopApproved(vendors: Pick<VendorsService, 'byId'>, vendorId: number): Promise<void> {
  const vendor = await vendors.byId(vendorId);
  if (vendor?.status !== 'approved') throw new AppError('vendor_state', sc.shopSuspended);
}

const RECENT_RETURNS_DAYS = 60;

/** A withdrawal as clients read it (times as ISO strings). */
export const payoutView = (r: typeof p.$inferSelect): PayoutRow => ({
  id: r.id,
  vendorId: r.vendorId,
  amountPaise: r.amountPaise,
  status: r.status,
  utr: r.utr,
  note: r.note,
  requestedAt: r.requestedAt.toISOString(),
  decidedAt: r.decidedAt?.toISOString() ?? null,
  provider: r.provider,
  providerPayoutId: r.providerPayoutId,
  awaitingSecondApproval: r.status === 'requested' && r.firstApprovedBy !== null,
});

export function payouts(deps: {
  db: Db;
  ledger: VendorLedger;
  vendors: Pick<VendorsService, 'forUser' | 'byId' | 'payoutAccount'>;
  audit: Pick<AuditLog, 'record'>;
  minimumPaise: () => Promise<number>;
  tell: (vendorId: number, event: 'payout-paid' | 'payout-rejected', data: Record<string, string>) => Promise<void>;
  /** Set when RazorpayX's keys are: staff's 'approve' pays through it (payouts-razorpayx.ts). */
  razorpayx?: RazorpayXPayouts | undefined;
  /** A withdrawal above this needs two staff members (SHOP_PAYOUT_SECOND_APPROVAL_RUPEES; issue 38). */
  secondApprovalPaise: number;
}) {
  const { db, ledger } = deps;

  /**
   * The second pair of eyes above the amount, as spending has: the first staff member's
   * 'approve' is recorded and pays nothing; only a different staff member's 'approve'
   * (RazorpayX) or 'paid' (bank transfer) then pays it. Answers the row when this call was the
   * first approval (nothing more to do), null when the decision may go on.
   */
  async function secondPair(staffId: number, id: number, decision: 'paid' | 'approve') {
    return db.transaction(async (tx) => {
      const [row] = await tx.select().from(p).where(eq(p.id, id)).for('update');
      if (!row) throw AppError.notFound('Withdrawal not found');
      // Being paid or decided: the decision's own checks answer (a resend, or "decided already").
      if (row.status !== 'requested') return null;
      if (row.firstApprovedBy === null) {
        // A UTR means the money left already: above the amount it must be approved before it is sent.
        if (decision === 'paid') throw new AppError('order_state', sc.approveFirst);
        const [saved] = await tx
          .update(p)
          .set({ firstApprovedBy: staffId, firstApprovedAt: new Date(), updatedAt: new Date() })
          .where(and(eq(p.id, id), eq(p.status, 'requested'), isNull(p.firstApprovedBy)))
          .returning();
        if (!saved) throw new Error('payout update returned nothing');
        await deps.audit.record(
          {
            actorId: staffId,
            action: 'shop.payout.first-approve',
            subjectType: 'vendor-payout',
            subjectId: id,
            before: { status: 'requested' },
            after: { status: 'requested', firstApprovedBy: staffId, amountPaise: row.amountPaise },
          },
          tx,
        );
        return saved;
      }
      // The same staff member approving twice is one approval, not two.
      if (row.firstApprovedBy === staffId) throw new AppError('order_state', sc.secondApprover);
      return null;
    });
  }

  return {
    /** The signed-in vendor asks for `amountPaise` of its payable. */
    async request(userId: number, amountPaise: number) {
      const vendor = await deps.vendors.forUser(userId);
      if (vendor?.status !== 'approved') throw new AppError('vendor_state', bt.notApprovedToWithdraw);
      const minimum = await deps.minimumPaise();
      const id = await db.transaction((tx) => ledger.requestPayout(tx, vendor.id, amountPaise, minimum));
      await deps.audit.record({
        actorId: userId,
        action: 'shop.payout.request',
        subjectType: 'vendor-payout',
        subjectId: id,
        after: { vendorId: vendor.id, amountPaise },
      });
      return id;
    },

    /** Staff's decision on a requested withdrawal; a decided one cannot be decided again. */
    async decide(staffId: number, id: number, input: PayoutDecisionInput) {
      const [current] = await db.select({ vendorId: p.vendorId, amountPaise: p.amountPaise }).from(p).where(eq(p.id, id)).limit(1);
      if (!current) throw AppError.notFound('Withdrawal not found');
      // Nobody decides a withdrawal to their own shop (issue 38).
      const vendor = await deps.vendors.byId(current.vendorId);
      await refuseOwnDecision(deps.audit, staffId, [vendor?.userId], { action: `shop.payout.${input.decision}`, subjectType: 'vendor-payout', subjectId: id });
      // A suspended shop's withdrawal waits (refusing it still works).
      if (input.decision !== 'rejected') await refuseUnlessShopApproved(deps.vendors, current.vendorId);
      if (input.decision !== 'rejected' && current.amountPaise > deps.secondApprovalPaise) {
        const firstApproval = await secondPair(staffId, id, input.decision);
        if (firstApproval) return payoutView(firstApproval);
      }
      if (input.decision === 'approve') {
        if (!deps.razorpayx) throw new AppError('order_state', sc.razorpayXOff);
        return payoutView(await deps.razorpayx.approve(staffId, id));
      }
      const row = await db.transaction(async (tx) => {
        const [payout] = await tx.select().from(p).where(eq(p.id, id)).for('update');
        if (!payout) throw AppError.notFound('Withdrawal not found');
        if (payout.status !== 'requested') throw new AppError('order_state', 'This withdrawal is decided already');
        const [saved] = await tx
          .update(p)
          .set(
            input.decision === 'paid'
              ? { status: 'paid', utr: input.utr, decidedBy: staffId, decidedAt: new Date() }
              : { status: 'rejected', note: input.note, decidedBy: staffId, decidedAt: new Date() },
          )
          .where(and(eq(p.id, id), eq(p.status, 'requested')))
          .returning();
        if (!saved) throw new Error('payout update returned nothing');
        await ledger.settlePayout(tx, payout, input.decision === 'paid');
        await deps.audit.record(
          {
            actorId: staffId,
            action: `shop.payout.${input.decision}`,
            subjectType: 'vendor-payout',
            subjectId: id,
            before: { status: 'requested' },
            after: input,
          },
          tx,
        );
        return saved;
      });
      const view = payoutView(row);
      await deps.tell(row.vendorId, input.decision === 'paid' ? 'payout-paid' : 'payout-rejected', {
        amount: formatINR(row.amountPaise),
        utr: row.utr ?? '',
        reason: row.note ?? '',
      });
      return view;
    },

    /** The console's list: waiting ones first, newest first. */
    async list(status?: (typeof PAYOUT_STATUSES)[number]) {
      const rows = await db
        .select()
        .from(p)
        .where(status ? eq(p.status, status) : undefined)
        .orderBy(desc(p.requestedAt))
        .limit(200);
      // Staff pay by bank transfer: each row says to which account (its number masked; the whole
      // number is asked for one withdrawal at a time, payoutAccount below, and audited), and the shop's
      // status now.
      const shops = new Map<number, { name: string; status: string; payTo: PayoutAccount | undefined }>();
      for (const vendorId of new Set(rows.map((r) => r.vendorId))) {
        const [a, v] = await Promise.all([deps.vendors.payoutAccount(vendorId), deps.vendors.byId(vendorId)]);
        shops.set(vendorId, {
          name: v?.displayName ?? a?.displayName ?? '',
          status: v?.status ?? '',
          payTo: a ? { accountName: a.bankAccountName, accountNumber: maskAccount(a.bankAccountNumber), ifsc: a.ifsc, bank: a.bankName } : undefined,
        });
      }
      // Each shop's returns of the last weeks beside its withdrawals: a shop whose sales come back
      // is one to look at before paying.
      const since = new Date(Date.now() - RECENT_RETURNS_DAYS * 86_400_000);
      const returns = shops.size
        ? await db
            .select({
              vendorId: s.shopOrders.vendorId,
              reference: s.shopOrders.reference,
              status: s.shopReturns.status,
              amountPaise: s.shopReturns.amountPaise,
              requestedAt: s.shopReturns.requestedAt,
            })
            .from(s.shopReturns)
            .innerJoin(s.shopOrders, eq(s.shopOrders.id, s.shopReturns.shopOrderId))
            .where(and(inArray(s.shopOrders.vendorId, [...shops.keys()]), gte(s.shopReturns.requestedAt, since)))
            .orderBy(desc(s.shopReturns.requestedAt))
        : [];
      const byShop = new Map<number, { reference: string; status: string; amountPaise: number; requestedAt: string }[]>();
      for (const r of returns) {
        const list = byShop.get(r.vendorId) ?? [];
        if (list.length < 5) list.push({ reference: r.reference, status: r.status, amountPaise: r.amountPaise, requestedAt: r.requestedAt.toISOString() });
        byShop.set(r.vendorId, list);
      }
      return rows.map((r) => ({
        ...payoutView(r),
        vendorName: shops.get(r.vendorId)?.name ?? '',
        payTo: shops.get(r.vendorId)?.payTo,
        secondApprovalNeeded: r.amountPaise > deps.secondApprovalPaise,
        firstApprovedBy: r.firstApprovedBy,
        shopStatus: shops.get(r.vendorId)?.status ?? '',
        recentReturns: byShop.get(r.vendorId) ?? [],
      }));
    },

    /** The whole account a withdrawal still to be paid goes to, for the staff member paying it: audited. */
    async payoutAccount(staffId: number, id: number): Promise<PayoutAccount> {
      const [payout] = await db.select().from(p).where(eq(p.id, id)).limit(1);
      if (!payout) throw AppError.notFound('Withdrawal not found');
      if (payout.status !== 'requested') throw new AppError('order_state', 'This withdrawal is decided already');
      const a = await deps.vendors.payoutAccount(payout.vendorId);
      if (!a) throw AppError.notFound('Withdrawal not found');
      await deps.audit.record({ actorId: staffId, action: 'vendor.bank_view', subjectType: 'vendor', subjectId: payout.vendorId, after: { payoutId: id } });
      return { accountName: a.bankAccountName, accountNumber: a.bankAccountNumber, ifsc: a.ifsc, bank: a.bankName };
    },
  };
}

export type Payouts = ReturnType<typeof payouts>;
