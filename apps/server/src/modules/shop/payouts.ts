// Vendors' withdrawals (issue 25): an approved shop asks for some of its payable (at least the
// minimum staff set); staff pay it by bank transfer and record the UTR, or refuse it with a
// reason and the amount goes back to the payable. Each step is audited and emailed. With RazorpayX's
// keys set, staff may instead approve it and RazorpayX pays it (payouts-razorpayx.ts, decision 0051).
// Never decided by the shop's own account, and above SHOP_PAYOUT_SECOND_APPROVAL_RUPEES one staff
// member approves and a different one pays (issue 38, decision 0059).
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
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { AuditLog } from '../../platform/audit.ts';
import { refuseOwnDecision } from '../../platform/duties.ts';
import type { VendorsService } from '../vendors/index.ts';
import type { VendorLedger } from './ledger.ts';
import type { RazorpayXPayouts } from './payouts-razorpayx.ts';

const p = s.vendorPayouts;

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
      // number is asked for one withdrawal at a time, payoutAccount below, and audited).
      const shops = new Map<number, { name: string; payTo: PayoutAccount | undefined }>();
      for (const vendorId of new Set(rows.map((r) => r.vendorId))) {
        const a = await deps.vendors.payoutAccount(vendorId);
        shops.set(vendorId, {
          name: a?.displayName ?? '',
          payTo: a ? { accountName: a.bankAccountName, accountNumber: maskAccount(a.bankAccountNumber), ifsc: a.ifsc, bank: a.bankName } : undefined,
        });
      }
      return rows.map((r) => ({
        ...payoutView(r),
        vendorName: shops.get(r.vendorId)?.name ?? '',
        payTo: shops.get(r.vendorId)?.payTo,
        secondApprovalNeeded: r.amountPaise > deps.secondApprovalPaise,
        firstApprovedBy: r.firstApprovedBy,
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
