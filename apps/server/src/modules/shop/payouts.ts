// Vendors' withdrawals (issue 25), as payouts of the payee kind 'vendor' (decision 0072): an
// approved shop asks for some of its payable (at least the minimum staff set); staff pay it by
// bank transfer and record the UTR, or refuse it with a reason and the amount goes back to the
// payable; with RazorpayX's keys set staff may instead approve it and RazorpayX pays it. The
// payouts module holds the rules for every payee (never the shop's own account deciding, two staff
// members above SHOP_PAYOUT_SECOND_APPROVAL_RUPEES, the per-payee lock, the journal's postings);
// this file says what a vendor is to it: its verified bank account, its owner, that a suspended
// shop is not paid (paying and approving wait until it is approved again; refusing still works,
// issue 38), what is withdrawable (the ledger's payable less held sales), and how it is told. The
// console's list shows each shop's status and recent returns (decision 0055).
import {
  AppError,
  buyingText as bt,
  maskAccount,
  type PAYOUT_STATUSES,
  type PayoutAccount,
  type PayoutDecisionInput,
  type PayoutRow,
  shopConsoleText as sc,
} from '@sahyog/core';
import { type Db, schema as s } from '@sahyog/db';
import { and, desc, eq, gte, inArray } from 'drizzle-orm';
import type { PayeeAccount, PayeeEvent, PayoutRecord, Payouts } from '../payouts/index.ts';
import type { VendorsService } from '../vendors/index.ts';
import type { VendorLedger } from './ledger.ts';

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
export const payoutView = (r: PayoutRecord): PayoutRow => ({
  id: r.id,
  vendorId: r.payeeId,
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
  payouts: Payouts;
  ledger: VendorLedger;
  vendors: Pick<VendorsService, 'forUser' | 'byId' | 'byIds' | 'payoutAccount' | 'payoutAccounts' | 'heldStatus' | 'hideBankWhile'>;
  minimumPaise: () => Promise<number>;
  tell: (vendorId: number, event: PayeeEvent, data: Record<string, string>) => Promise<void>;
  /** A withdrawal above this needs two staff members (SHOP_PAYOUT_SECOND_APPROVAL_RUPEES; issue 38). */
  secondApprovalPaise: number;
}) {
  const { db } = deps;
  deps.payouts.registerPayee('vendor', {
    audit: { prefix: 'shop.payout', subjectType: 'vendor-payout' },
    secondApprovalPaise: deps.secondApprovalPaise,
    async account(vendorId) {
      const a = await deps.vendors.payoutAccount(vendorId);
      return (
        a && {
          displayName: a.displayName,
          email: a.supportEmail,
          bankAccountName: a.bankAccountName,
          bankAccountNumber: a.bankAccountNumber,
          ifsc: a.ifsc,
          bankName: a.bankName,
        }
      );
    },
    owners: async (vendorId) => [(await deps.vendors.byId(vendorId))?.userId],
    async mayBePaid(vendorId, tx) {
      if (!tx) return refuseUnlessShopApproved(deps.vendors, vendorId);
      if ((await deps.vendors.heldStatus(tx, vendorId)) !== 'approved') throw new AppError('vendor_state', sc.shopSuspended);
    },
    withdrawable: (tx, vendorId, now) => deps.ledger.withdrawable(vendorId, tx, now),
    tell: deps.tell,
  });

  const accountView = (a: PayeeAccount): PayoutAccount => ({
    accountName: a.bankAccountName,
    accountNumber: a.bankAccountNumber,
    ifsc: a.ifsc,
    bank: a.bankName,
  });
  // While a withdrawal waits, the shop's page shows its account masked: it is shown whole only to
  // the staff member who claims the withdrawal to pay it.
  deps.vendors.hideBankWhile(async (vendorId) => (await deps.payouts.payeesWithOpenPayouts('vendor', [vendorId])).has(vendorId));

  /** A vendor's withdrawal by its id (a payout of another kind is none of the shop's). */
  async function withdrawal(id: number): Promise<PayoutRecord> {
    const [row] = await deps.payouts.byIds([id]);
    if (row?.payeeKind !== 'vendor') throw AppError.notFound('Withdrawal not found');
    return row;
  }

  return {
    /** The signed-in vendor asks for `amountPaise` of its payable. */
    async request(userId: number, amountPaise: number) {
      const vendor = await deps.vendors.forUser(userId);
      if (vendor?.status !== 'approved') throw new AppError('vendor_state', bt.notApprovedToWithdraw);
      return deps.payouts.request(userId, 'vendor', vendor.id, amountPaise, await deps.minimumPaise());
    },

    /** Staff's decision on a requested withdrawal; a decided one cannot be decided again. */
    async decide(staffId: number, id: number, input: PayoutDecisionInput) {
      await withdrawal(id);
      return payoutView(await deps.payouts.decide(staffId, id, input));
    },

    /** The console's list: waiting ones first, newest first. */
    async list(status?: (typeof PAYOUT_STATUSES)[number]) {
      const rows = (await deps.payouts.list('vendor', status)).map((r) => ({ ...r, vendorId: r.payeeId }));
      // Staff pay by bank transfer: each row says to which account (its number masked; the whole
      // number is asked for one withdrawal at a time, payoutAccount below, and audited), and the shop's
      // status now.
      // Every shop on the page in one read each: its account and its status.
      const shops = new Map<number, { name: string; status: string; payTo: PayoutAccount | undefined }>();
      const ids = [...new Set(rows.map((r) => r.vendorId))];
      const [accounts, records] = await Promise.all([deps.vendors.payoutAccounts(ids), deps.vendors.byIds(ids)]);
      for (const vendorId of ids) {
        const [a, v] = [accounts.get(vendorId), records.get(vendorId)];
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
        payingByHand: r.status === 'requested' && r.claimedBy !== null ? { staffId: r.claimedBy, since: (r.claimedAt ?? r.requestedAt).toISOString() } : null,
        shopStatus: shops.get(r.vendorId)?.status ?? '',
        recentReturns: byShop.get(r.vendorId) ?? [],
      }));
    },

    /** The whole account of a withdrawal this staff member holds to pay by hand, shown again: audited. */
    async payoutAccount(staffId: number, id: number): Promise<PayoutAccount> {
      await withdrawal(id);
      return accountView(await deps.payouts.accountToPay(staffId, id));
    },

    /** A staff member will pay it by hand: it is theirs to pay, and its whole account is shown (audited). */
    async claimPayout(staffId: number, id: number): Promise<PayoutAccount> {
      await withdrawal(id);
      return accountView(await deps.payouts.claimToPay(staffId, id));
    },

    /** The staff member paying it by hand (or an admin) is not: it may be paid another way. */
    async release(staff: { id: number; admin: boolean }, id: number) {
      await withdrawal(id);
      return payoutView(await deps.payouts.release(staff.id, id, { admin: staff.admin }));
    },
  };
}

export type ShopPayouts = ReturnType<typeof payouts>;
