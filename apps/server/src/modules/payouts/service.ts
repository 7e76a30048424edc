// What the foundation pays out, to any payee (issue 44 part 3, decision 0072). A payee is a party
// of a kind a module registers at start-up (the shop's vendors now; referral members next): the
// module says where its money may be paid (the bank account it verified), who may never decide
// it (the payee's own people), whether money may leave now (a suspended shop's waits), what is
// withdrawable now, and how the payee hears of a decision. Everything else is here once, for
// every kind: the withdrawal under the payee's lock, never past what is withdrawable; staff's
// decision, never by the payee's own account; a second approver above the kind's threshold; the
// journal's postings (`<kind>:<id>` → `<kind>:<id>:payout-pending` → `foundation:bank`, or back);
// and the two ways money leaves, behind PayoutProvider: a bank transfer staff make and record
// with its UTR (manual), or RazorpayX's Payouts API (razorpayx-payouts.ts).
import {
  AppError,
  journalAccounts as acct,
  buyingText as bt,
  formatINR,
  type PAYOUT_STATUSES,
  type PayoutDecisionInput,
  shopConsoleText as sc,
} from '@sahyog/core';
import { type Db, schema as s } from '@sahyog/db';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AuditLog } from '../../platform/audit.ts';
import { refuseOwnDecision } from '../../platform/duties.ts';
import type { JournalService, Tx } from '../journal/index.ts';

const p = s.payouts;
export type PayoutRecord = typeof p.$inferSelect;
export type PayeeEvent = 'payout-paid' | 'payout-rejected';

/** The bank account a payee is paid to, as its module verified it. */
export interface PayeeAccount {
  displayName: string;
  email: string;
  bankAccountName: string;
  bankAccountNumber: string;
  ifsc: string;
  bankName: string | null;
}

/** What a module says of its payees when it registers their kind. */
export interface PayeeKind {
  /** The audit log's names for this kind's payouts: actions `<prefix>.request` …, and the subject type. */
  audit: { prefix: string; subjectType: string };
  /** Above this, one staff member approves and a different one pays. */
  secondApprovalPaise: number;
  /** The verified account to pay; undefined when the payee has none. */
  account(id: number): Promise<PayeeAccount | null | undefined>;
  /** The accounts that may never decide this payee's payouts (its owner's). */
  owners(id: number): Promise<readonly (number | null | undefined)[]>;
  /**
   * Throws when no money may leave for this payee now (asked before paying or approving; refusing
   * always works). With `tx`, asked again in the transaction that claims the payout, and what it
   * read held there: a suspension at that moment either came first (and refuses it) or waits.
   */
  mayBePaid(id: number, tx?: Tx): Promise<void>;
  /** What may be withdrawn now, read in the request's transaction under the payee's lock. */
  withdrawable(tx: Tx, id: number, now: Date): Promise<{ withdrawablePaise: number; heldPaise: number }>;
  /** Tells the payee of a decision, once it is committed. */
  tell(id: number, event: PayeeEvent, data: Record<string, string>): Promise<void>;
}

/** One way money leaves: staff's decision `paid` is a bank transfer made by hand, `approve` RazorpayX. */
export interface PayoutProvider {
  readonly name: 'manual' | 'razorpayx';
  /** Pays (or sends to be paid) a requested payout whose guards have passed; answers its row. */
  pay(staffId: number, id: number, input: PayoutDecisionInput): Promise<PayoutRecord>;
}

/** The key space of the per-payee lock (pg_advisory_xact_lock's first number is the kind's hash). */
const lockKey = (kind: string) => `payee-lock:${kind}`;

/** How long a staff member's claim stands before an admin may free it (release). */
export const CLAIM_RELEASE_AFTER_MS = 24 * 3_600_000;

export function payoutsService(deps: { db: Db; journal: JournalService; audit: Pick<AuditLog, 'record'> }) {
  const { db, journal } = deps;
  const kinds = new Map<string, PayeeKind>();
  const providers = new Map<PayoutProvider['name'], PayoutProvider>();

  function kindOf(name: string): PayeeKind {
    const k = kinds.get(name);
    if (!k) throw new Error(`no payee kind '${name}' is registered`);
    return k;
  }

  /** A payout's one posting of `line` (a replayed webhook posts nothing: the key is the payout's). */
  const postPayout = (tx: Tx | Db, row: Pick<PayoutRecord, 'id' | 'payeeKind' | 'payeeId' | 'amountPaise'>, line: string, debit: string, credit: string) =>
    journal.post(tx, {
      source: `payout:${row.id}`,
      subject: `payout:${row.id}`,
      lines: [{ line, debit, credit, amountPaise: row.amountPaise }],
    });
  const own = (row: Pick<PayoutRecord, 'payeeKind' | 'payeeId'>) => acct.payee(row.payeeKind, row.payeeId);
  const pending = (row: Pick<PayoutRecord, 'payeeKind' | 'payeeId'>) => acct.payeePayoutPending(row.payeeKind, row.payeeId);

  async function byId(id: number): Promise<PayoutRecord> {
    const [row] = await db.select().from(p).where(eq(p.id, id)).limit(1);
    if (!row) throw AppError.notFound('Withdrawal not found');
    return row;
  }

  const record = (
    row: Pick<PayoutRecord, 'payeeKind'>,
    entry: Omit<Parameters<AuditLog['record']>[0], 'action' | 'subjectType'> & { action: string },
    tx?: Tx,
  ) => {
    const k = kindOf(row.payeeKind);
    return deps.audit.record({ ...entry, action: `${k.audit.prefix}.${entry.action}`, subjectType: k.audit.subjectType }, tx);
  };

  /**
   * Refuses (and audits the refusal of) anything a staff member does to a payout of their own
   * payee: nobody decides, claims or frees a payment to themselves. Answers the payee's kind.
   */
  async function notTheirOwn(staffId: number, payout: PayoutRecord, action: string): Promise<PayeeKind> {
    const k = kindOf(payout.payeeKind);
    await refuseOwnDecision(deps.audit, staffId, await k.owners(payout.payeeId), {
      action: `${k.audit.prefix}.${action}`,
      subjectType: k.audit.subjectType,
      subjectId: payout.id,
    });
    return k;
  }

  const tellDecision = (row: PayoutRecord, event: PayeeEvent) =>
    kindOf(row.payeeKind).tell(row.payeeId, event, { amount: formatINR(row.amountPaise), utr: row.utr ?? '', reason: row.note ?? '' });

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
        await record(
          row,
          {
            actorId: staffId,
            action: 'first-approve',
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

  /** Paid by a bank transfer staff made (its UTR), or refused with a reason: the amount goes back. */
  const manual: PayoutProvider = {
    name: 'manual',
    async pay(staffId, id, input) {
      const row = await db.transaction(async (tx) => {
        const [payout] = await tx.select().from(p).where(eq(p.id, id)).for('update');
        if (!payout) throw AppError.notFound('Withdrawal not found');
        if (payout.status !== 'requested') throw new AppError('order_state', 'This withdrawal is decided already');
        // Refused while another staff member may be sending it: the amount would be back in the
        // payee's balance to ask for again, with the transfer still on its way.
        if (input.decision === 'rejected' && payout.claimedBy !== null && payout.claimedBy !== staffId) throw new AppError('order_state', sc.payingByHandOther);
        if (input.decision === 'paid') await kindOf(payout.payeeKind).mayBePaid(payout.payeeId, tx);
        const [saved] = await tx
          .update(p)
          .set(
            input.decision === 'paid'
              ? { status: 'paid', utr: input.utr, decidedBy: staffId, decidedAt: new Date() }
              : { status: 'rejected', note: input.decision === 'rejected' ? input.note : null, decidedBy: staffId, decidedAt: new Date() },
          )
          .where(and(eq(p.id, id), eq(p.status, 'requested')))
          .returning();
        if (!saved) throw new Error('payout update returned nothing');
        await service.settle(tx, payout, input.decision === 'paid');
        await record(payout, { actorId: staffId, action: input.decision, subjectId: id, before: { status: 'requested' }, after: input }, tx);
        return saved;
      });
      await tellDecision(row, input.decision === 'paid' ? 'payout-paid' : 'payout-rejected');
      return row;
    },
  };
  providers.set('manual', manual);

  const service = {
    /** A module says, at start-up, that it pays parties of `kind` and how (once per kind). */
    registerPayee(kind: string, k: PayeeKind): void {
      if (!/^[a-z][a-z-]{0,30}$/.test(kind)) throw new Error(`payee kind '${kind}' is not a name`);
      if (kinds.has(kind)) throw new Error(`payee kind '${kind}' is registered already`);
      kinds.set(kind, k);
    },

    /** RazorpayX (with its keys) registers itself as the provider staff's 'approve' uses. */
    addProvider(provider: PayoutProvider): void {
      providers.set(provider.name, provider);
    },
    provider: (name: PayoutProvider['name']) => providers.get(name),
    kind: kindOf,
    byId,

    /**
     * The payee's lock: a withdrawal and anything else that reads its account to decide (the
     * shop's refund of a sale) never read it at once.
     */
    async lock(tx: Tx, kind: string, id: number): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${lockKey(kind)}), ${id})`);
    },

    /**
     * Asks for `amountPaise` of what the payee may withdraw now, at least `minimumPaise`: under the
     * payee's lock, so two requests at once (or a request and a refund) cannot both pass the check.
     * The amount moves from the payee's account to its payout-pending one. Answers the payout's id.
     */
    async open(tx: Tx, kind: string, id: number, amountPaise: number, minimumPaise: number, now = new Date()): Promise<number> {
      const k = kindOf(kind);
      // Whole paise above zero, whatever minimum staff set (a minimum of ₹0 must not let ₹0 or less through).
      if (!Number.isSafeInteger(amountPaise) || amountPaise < Math.max(1, minimumPaise))
        throw AppError.invalid({ amount: bt.belowMinimum(formatINR(Math.max(1, minimumPaise))) });
      await service.lock(tx, kind, id);
      const w = await k.withdrawable(tx, id, now);
      if (amountPaise > w.withdrawablePaise)
        throw AppError.invalid({
          amount: w.heldPaise
            ? bt.moreThanWithdrawable(formatINR(w.withdrawablePaise), formatINR(w.heldPaise))
            : bt.moreThanPayable(formatINR(w.withdrawablePaise)),
        });
      const [row] = await tx.insert(p).values({ payeeKind: kind, payeeId: id, amountPaise }).returning();
      if (!row) throw new Error('payout insert returned nothing');
      // A new payout's id has never posted: a posting already under `payout:<id>` (an id handed out
      // twice) would be kept and this one's skipped, leaving the money in the payee's account to be
      // asked for again. Refused whole instead (the transaction rolls back).
      if ((await postPayout(tx, row, 'payout', own(row), pending(row))) !== 1) throw new Error(`payout ${row.id} has postings already`);
      return row.id;
    },

    /** The payee's own request, audited with who asked. */
    async request(actorId: number, kind: string, id: number, amountPaise: number, minimumPaise: number): Promise<number> {
      // Audited in the same transaction: a payout never exists without who asked for it.
      return db.transaction(async (tx) => {
        const payoutId = await service.open(tx, kind, id, amountPaise, minimumPaise);
        await record({ payeeKind: kind }, { actorId, action: 'request', subjectId: payoutId, after: { [`${kind}Id`]: id, amountPaise } }, tx);
        return payoutId;
      });
    },

    /** The money left the bank (paid) or the payout was refused (the amount is the payee's again). */
    async settle(tx: Tx, row: Pick<PayoutRecord, 'id' | 'payeeKind' | 'payeeId' | 'amountPaise'>, paid: boolean): Promise<void> {
      if (paid) await postPayout(tx, row, 'payout-paid', pending(row), acct.bank);
      else await postPayout(tx, row, 'payout-returned', pending(row), own(row));
    },

    /** A transfer reported paid and then sent back by the payee's bank: the amount is the payee's again. */
    async returnPaid(tx: Tx, row: Pick<PayoutRecord, 'id' | 'payeeKind' | 'payeeId' | 'amountPaise'>): Promise<void> {
      await postPayout(tx, row, 'payout-returned', acct.bank, own(row));
    },

    /**
     * Staff's decision on a requested payout; a decided one cannot be decided again. Nobody decides
     * one to themselves; money waits while the payee may not be paid; above the kind's amount two
     * staff members; then the provider the decision names pays it.
     */
    async decide(staffId: number, id: number, input: PayoutDecisionInput): Promise<PayoutRecord> {
      const current = await byId(id);
      const k = await notTheirOwn(staffId, current, input.decision);
      if (input.decision !== 'rejected') await k.mayBePaid(current.payeeId);
      if (input.decision !== 'rejected' && current.amountPaise > k.secondApprovalPaise) {
        const firstApproval = await secondPair(staffId, id, input.decision);
        if (firstApproval) return firstApproval;
      }
      if (input.decision === 'approve') {
        const rx = providers.get('razorpayx');
        if (!rx) throw new AppError('order_state', sc.razorpayXOff);
        return rx.pay(staffId, id, input);
      }
      return manual.pay(staffId, id, input);
    },

    /** Payouts of one kind (and status), newest first: the console's list. */
    async list(kind: string, status?: (typeof PAYOUT_STATUSES)[number], limit = 200): Promise<PayoutRecord[]> {
      return db
        .select()
        .from(p)
        .where(and(eq(p.payeeKind, kind), status ? eq(p.status, status) : undefined))
        .orderBy(desc(p.requestedAt))
        .limit(limit);
    },

    /** One payee's payouts, newest first. */
    async forPayee(kind: string, id: number, limit = 50): Promise<PayoutRecord[]> {
      return db
        .select()
        .from(p)
        .where(and(eq(p.payeeKind, kind), eq(p.payeeId, id)))
        .orderBy(desc(p.requestedAt))
        .limit(limit);
    },

    /** Several payouts by id, in one read. */
    async byIds(ids: readonly number[]): Promise<PayoutRecord[]> {
      return ids.length
        ? db
            .select()
            .from(p)
            .where(inArray(p.id, [...ids]))
        : [];
    },

    /**
     * Claims a payout still to be paid for the staff member who will transfer it by hand, and
     * answers the whole account it goes to (audited by the caller's kind). Until they record the
     * transfer, refuse it or release it, nobody else may refuse it and RazorpayX may not pay it
     * (a transfer and a RazorpayX payout of one withdrawal both left the bank before). A POST:
     * a link followed from elsewhere must never claim one. Refused, writing nothing, for the
     * payee's own account, for a payee that may not be paid now, and above the kind's amount
     * until a different staff member approved it first (the second pair of eyes comes before
     * anyone can send the money).
     */
    async claimToPay(staffId: number, id: number): Promise<PayeeAccount> {
      const payout = await byId(id);
      const k = await notTheirOwn(staffId, payout, 'claim');
      const a = await k.account(payout.payeeId);
      if (!a) throw AppError.notFound('Withdrawal not found');
      await db.transaction(async (tx) => {
        const [row] = await tx.select().from(p).where(eq(p.id, id)).for('update');
        if (row?.status !== 'requested') throw new AppError('order_state', sc.decidedAlready);
        if (row.claimedBy !== null && row.claimedBy !== staffId) throw new AppError('order_state', sc.payingByHandOther);
        if (row.amountPaise > k.secondApprovalPaise && (row.firstApprovedBy === null || row.firstApprovedBy === staffId))
          throw new AppError('order_state', row.firstApprovedBy === null ? sc.approveFirst : sc.secondApprover);
        await k.mayBePaid(row.payeeId, tx);
        if (row.claimedBy === null) await tx.update(p).set({ claimedBy: staffId, claimedAt: new Date(), updatedAt: new Date() }).where(eq(p.id, id));
        await deps.audit.record(
          { actorId: staffId, action: `${payout.payeeKind}.bank_view`, subjectType: payout.payeeKind, subjectId: payout.payeeId, after: { payoutId: id } },
          tx,
        );
      });
      return a;
    },

    /** The whole account of a payout this staff member holds (claimToPay), shown again (audited); anyone else's: refused. */
    async accountToPay(staffId: number, id: number): Promise<PayeeAccount> {
      const payout = await byId(id);
      if (payout.status !== 'requested') throw new AppError('order_state', sc.decidedAlready);
      if (payout.claimedBy !== staffId) throw new AppError('order_state', payout.claimedBy === null ? sc.claimFirst : sc.payingByHandOther);
      const a = await kindOf(payout.payeeKind).account(payout.payeeId);
      if (!a) throw AppError.notFound('Withdrawal not found');
      await deps.audit.record({
        actorId: staffId,
        action: `${payout.payeeKind}.bank_view`,
        subjectType: payout.payeeKind,
        subjectId: payout.payeeId,
        after: { payoutId: id },
      });
      return a;
    },

    /** Payees of a kind with a payout still open (requested or being paid): their accounts are shown only through claimToPay. */
    async payeesWithOpenPayouts(kind: string, ids: readonly number[]): Promise<Set<number>> {
      if (!ids.length) return new Set();
      const rows = await db
        .selectDistinct({ id: p.payeeId })
        .from(p)
        .where(and(eq(p.payeeKind, kind), inArray(p.payeeId, [...ids]), inArray(p.status, ['requested', 'processing'])));
      return new Set(rows.map((r) => r.id));
    },

    /** The staff member paying a payout by hand (or an admin) says they are not: anyone may pay it again. */
    async release(staffId: number, id: number, opts: { admin: boolean }): Promise<PayoutRecord> {
      const payout = await byId(id);
      await notTheirOwn(staffId, payout, 'release');
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(p).where(eq(p.id, id)).for('update');
        if (!row) throw AppError.notFound('Withdrawal not found');
        if (row.status !== 'requested') throw new AppError('order_state', sc.decidedAlready);
        if (row.claimedBy === null) throw new AppError('order_state', sc.notBeingPaidByHand);
        if (row.claimedBy !== staffId && !opts.admin) throw AppError.forbidden(sc.releaseNotYours);
        // An admin frees a colleague's claim only once a day has passed: a transfer by hand is sent
        // the same day, and freed sooner it could go out a second time through RazorpayX.
        if (row.claimedBy !== staffId && (row.claimedAt?.getTime() ?? 0) > Date.now() - CLAIM_RELEASE_AFTER_MS)
          throw new AppError('order_state', sc.releaseTooSoon);
        const [saved] = await tx.update(p).set({ claimedBy: null, claimedAt: null, updatedAt: new Date() }).where(eq(p.id, id)).returning();
        await record(row, { actorId: staffId, action: 'release', subjectId: id, before: { claimedBy: row.claimedBy }, after: { claimedBy: null } }, tx);
        return saved as PayoutRecord;
      });
    },

    /** For RazorpayX's moves: the audit record and the payee's message of one payout. */
    record,
    tellDecision,
  };
  return service;
}

export type PayoutsService = ReturnType<typeof payoutsService>;
