// One payouts service for every payee (issue 44 part 3, decision 0072). A pretend payee kind
// ("club", as a later programme would register its members) is paid by the same rules the
// shop's vendors are, without a line of the payouts module written for it: the minimum and what is
// withdrawable, checked before anything is written; never decided by the payee's own account; a
// second staff member above the kind's amount; no money while the payee may not be paid; its
// journal accounts moved as worked by hand; the payee told once per decision. And migration 0056
// moves vendor_payouts' rows keeping their ids (the journal, the audit log and RazorpayX name them).
import { AppError, journalAccounts as acct, buyingText as bt, dutiesText, formatINR, shopConsoleText as sc } from '@sahyog/core';
import { schema as s } from '@sahyog/db';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type {} from '../../apps/server/src/modules/payouts/index.ts';
import { registerUser } from '../support/accounts.ts';
import { getApp } from '../support/app.ts';
import { getDb } from '../support/db.ts';
import { databaseBefore } from '../support/migrations.ts';

const KIND = 'club';
const MEMBER = 1 + Math.floor(Math.random() * 1_000_000);
const suspended = new Set<number>();
const told: { id: number; event: string; data: Record<string, string> }[] = [];
let owner: number;
let staffA: number;
let staffB: number;

/** The AppError a call is refused with (its code and field errors). */
async function refusal(p: Promise<unknown>): Promise<AppError> {
  const e = await p.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(AppError);
  return e as AppError;
}

beforeAll(async () => {
  const app = await getApp();
  owner = (await registerUser()).id;
  staffA = (await registerUser({ role: 'admin' })).id;
  staffB = (await registerUser({ role: 'admin' })).id;
  app.payouts.registerPayee(KIND, {
    audit: { prefix: 'club.payout', subjectType: 'club-payout' },
    secondApprovalPaise: 1000_00,
    account: async () => ({
      displayName: 'Member',
      email: 'm@example.org',
      bankAccountName: 'A Member',
      bankAccountNumber: '12345678901',
      ifsc: 'SBIN0000001',
      bankName: null,
    }),
    owners: async () => [owner],
    async mayBePaid(id) {
      if (suspended.has(id)) throw new AppError('vendor_state', 'suspended');
    },
    withdrawable: async (tx, id) => ({ withdrawablePaise: Math.max(0, await app.journal.balance(acct.payee(KIND, id), tx)), heldPaise: 0 }),
    tell: async (id, event, data) => {
      told.push({ id, event, data });
    },
  });
  // What the club's programme owes the member: ₹2,500.
  await app.journal.post(await getDb(), {
    source: `club-credit:${MEMBER}`,
    lines: [{ line: 'commission', debit: acct.commission, credit: acct.payee(KIND, MEMBER), amountPaise: 2500_00 }],
  });
});

const account = async (name: string) => (await getApp()).journal.balance(name);
const own = () => account(acct.payee(KIND, MEMBER));
const pending = () => account(acct.payeePayoutPending(KIND, MEMBER));
const rows = async () =>
  (await getDb())
    .select()
    .from(s.payouts)
    .where(and(eq(s.payouts.payeeKind, KIND), eq(s.payouts.payeeId, MEMBER)));

describe('a payee kind registered by another module', () => {
  it('asks within the minimum and what is withdrawable, and nothing is written when it is refused', async () => {
    const app = await getApp();
    const below = await refusal(app.payouts.request(owner, KIND, MEMBER, 499_99, 500_00));
    expect(below.fields).toEqual({ amount: bt.belowMinimum(formatINR(500_00)) });
    const above = await refusal(app.payouts.request(owner, KIND, MEMBER, 2500_01, 500_00));
    expect(above.fields).toEqual({ amount: bt.moreThanPayable(formatINR(2500_00)) });
    // With no minimum set, nothing at or below zero and no part of a paisa gets through either.
    for (const amount of [0, -1_00, 1.5]) {
      const e = await refusal(app.payouts.request(owner, KIND, MEMBER, amount, 0));
      expect(e.fields).toEqual({ amount: bt.belowMinimum(formatINR(1)) });
    }
    expect(await rows()).toEqual([]);
    expect([await own(), await pending()]).toEqual([2500_00, 0]);
  });

  it('is paid by a staff member who is not the payee, and the journal moves as worked by hand', async () => {
    const app = await getApp();
    const id = await app.payouts.request(owner, KIND, MEMBER, 500_00, 500_00);
    expect([await own(), await pending()]).toEqual([2000_00, 500_00]);
    // The payee's own account never decides it, not even to refuse it.
    const mine = await refusal(app.payouts.decide(owner, id, { decision: 'paid', utr: 'UTR0000000001' }));
    expect([mine.code, mine.message]).toEqual(['own_decision', dutiesText.ownDecision]);
    expect((await app.payouts.byId(id)).status).toBe('requested');
    // While the payee may not be paid, paying waits; refusing would still work.
    suspended.add(MEMBER);
    expect((await refusal(app.payouts.decide(staffA, id, { decision: 'paid', utr: 'UTR0000000001' }))).code).toBe('vendor_state');
    suspended.delete(MEMBER);
    const bankBefore = await account(acct.bank);
    const paid = await app.payouts.decide(staffA, id, { decision: 'paid', utr: 'UTR0000000001' });
    expect([paid.status, paid.utr, paid.decidedBy]).toEqual(['paid', 'UTR0000000001', staffA]);
    expect([await own(), await pending(), (await account(acct.bank)) - bankBefore]).toEqual([2000_00, 0, 500_00]);
    expect(told.filter((t) => t.id === MEMBER)).toEqual([
      { id: MEMBER, event: 'payout-paid', data: { amount: formatINR(500_00), utr: 'UTR0000000001', reason: '' } },
    ]);
    // Decided once: a second decision is refused and moves nothing.
    await refusal(app.payouts.decide(staffB, id, { decision: 'rejected', note: 'again' }));
    expect([await own(), await pending()]).toEqual([2000_00, 0]);
    const audit = await (await getDb())
      .select()
      .from(s.auditEvents)
      .where(and(eq(s.auditEvents.subjectType, 'club-payout'), eq(s.auditEvents.subjectId, String(id))));
    // The payee's own attempt is on the record as refused; the suspension's wait changed nothing.
    expect(audit.map((a) => a.action).sort()).toEqual(['club.payout.paid', 'club.payout.request', 'duty.refused']);
  });

  it('above its amount needs two staff members; a refusal gives the amount back', async () => {
    const app = await getApp();
    const big = await app.payouts.request(owner, KIND, MEMBER, 1000_01, 500_00);
    // A UTR means the money left: above the amount it must be approved first.
    expect((await refusal(app.payouts.decide(staffA, big, { decision: 'paid', utr: 'UTR0000000002' }))).message).toBe(sc.approveFirst);
    const first = await app.payouts.decide(staffA, big, { decision: 'approve' });
    expect([first.status, first.firstApprovedBy]).toEqual(['requested', staffA]);
    expect((await refusal(app.payouts.decide(staffA, big, { decision: 'paid', utr: 'UTR0000000002' }))).message).toBe(sc.secondApprover);
    expect((await app.payouts.decide(staffB, big, { decision: 'paid', utr: 'UTR0000000002' })).status).toBe('paid');
    expect([await own(), await pending()]).toEqual([2000_00 - 1000_01, 0]);
    // At the amount exactly, one staff member is enough (₹1,000 more owed first).
    await app.journal.post(await getDb(), {
      source: `club-credit-2:${MEMBER}`,
      lines: [{ line: 'commission', debit: acct.commission, credit: acct.payee(KIND, MEMBER), amountPaise: 1000_00 }],
    });
    const atLimit = await app.payouts.request(owner, KIND, MEMBER, 1000_00, 500_00);
    expect([await own(), await pending()]).toEqual([999_99, 1000_00]);
    const paidAtLimit = await app.payouts.decide(staffA, atLimit, { decision: 'paid', utr: 'UTR0000000003' });
    expect([paidAtLimit.status, paidAtLimit.firstApprovedBy]).toEqual(['paid', null]);
    // A refusal gives the amount back to the payee's account.
    const last = await app.payouts.request(owner, KIND, MEMBER, 999_99, 500_00);
    const refused = await app.payouts.decide(staffA, last, { decision: 'rejected', note: 'Bank details do not match' });
    expect([refused.status, refused.note]).toEqual(['rejected', 'Bank details do not match']);
    expect([await own(), await pending()]).toEqual([999_99, 0]);
    expect(told.at(-1)).toEqual({ id: MEMBER, event: 'payout-rejected', data: { amount: formatINR(999_99), utr: '', reason: 'Bank details do not match' } });
    expect((await app.journal.trialBalance()).totalPaise).toBe(0);
  });

  it('refuses to open a payout whose id already posted (an id handed out twice), writing nothing', async () => {
    const app = await getApp();
    const db = await getDb();
    const peek = (await db.execute(sql`select case when is_called then last_value + 1 else last_value end as n from payouts_id_seq`)) as unknown as {
      rows: { n: string }[];
    };
    const next = Number(peek.rows[0]?.n);
    // What a lost row would leave: its posting under the id the sequence hands out next.
    await app.journal.post(db, {
      source: `payout:${next}`,
      subject: `payout:${next}`,
      lines: [{ line: 'payout', debit: acct.payee('vendor', 999_999), credit: acct.payeePayoutPending('vendor', 999_999), amountPaise: 1 }],
    });
    const before = [await own(), await pending(), (await rows()).length];
    await expect(app.payouts.request(owner, KIND, MEMBER, 500_00, 500_00)).rejects.toThrow(/has postings already/);
    expect([await own(), await pending(), (await rows()).length]).toEqual(before);
    // The next id is clean again: the same request goes through once.
    const again = await app.payouts.request(owner, KIND, MEMBER, 500_00, 500_00);
    expect(again).toBeGreaterThan(next);
    expect(await pending()).toBe((before[1] ?? 0) + 500_00);
    await app.payouts.decide(staffA, again, { decision: 'rejected', note: 'test' });
  });

  it('the shop cannot decide or read a payout of another kind through its own console', async () => {
    const app = await getApp();
    const id = await app.payouts.request(owner, KIND, MEMBER, 500_00, 500_00);
    expect((await refusal(app.shop.payouts.decide(staffA, id, { decision: 'rejected', note: 'no' }))).code).toBe('not_found');
    expect((await refusal(app.shop.payouts.payoutAccount(staffA, id))).code).toBe('not_found');
    expect((await app.shop.payouts.list()).some((r) => r.id === id)).toBe(false);
    expect(() => app.payouts.registerPayee(KIND, app.payouts.kind(KIND))).toThrow(/registered already/);
  });
});

describe('migration 0056', () => {
  it("moves vendor_payouts' rows to payouts of the kind 'vendor', ids kept, and new ones follow every id handed out", async () => {
    // A database at the migration before, filled as the old code filled it, then migrated.
    const handle = await databaseBefore('0056_');
    try {
      const db = handle.db;
      await db.execute(sql`set session_replication_role = replica`);
      await db.execute(
        sql.raw(`insert into vendor_payouts (id, vendor_id, amount_paise, status, utr, note, provider, provider_payout_id, requested_at) values
          (3, 7, 50000, 'paid', 'UTR3', null, null, null, '2026-10-01T10:00:00Z'),
          (8, 9, 120000, 'reversed', null, 'Account closed', 'razorpayx', 'pout_X8', '2026-11-02T10:00:00Z'),
          (12, 7, 70001, 'requested', null, null, null, null, '2026-11-30T10:00:00Z')`),
      );
      // Ids handed out past the last row: one whose insert rolled back (the old sequence is at 14)
      // and one only the journal remembers (payout:20).
      await db.execute(sql`select setval('vendor_payouts_id_seq', 14)`);
      await db.execute(
        sql.raw(
          `insert into journal_postings (source, line, debit, credit, amount_paise, subject) values ('payout:20', 'payout', 'vendor:7', 'vendor:7:payout-pending', 300, 'payout:20')`,
        ),
      );
      await db.execute(sql`set session_replication_role = origin`);
      await handle.migrateRest();
      const moved = (await db.execute(
        sql`select id, payee_kind, payee_id, amount_paise::int as amount, status, utr, note, provider, provider_payout_id from payouts order by id`,
      )) as unknown as { rows: Record<string, unknown>[] };
      expect(moved.rows).toEqual([
        { id: 3, payee_kind: 'vendor', payee_id: 7, amount: 50000, status: 'paid', utr: 'UTR3', note: null, provider: null, provider_payout_id: null },
        {
          id: 8,
          payee_kind: 'vendor',
          payee_id: 9,
          amount: 120000,
          status: 'reversed',
          utr: null,
          note: 'Account closed',
          provider: 'razorpayx',
          provider_payout_id: 'pout_X8',
        },
        { id: 12, payee_kind: 'vendor', payee_id: 7, amount: 70001, status: 'requested', utr: null, note: null, provider: null, provider_payout_id: null },
      ]);
      const next = (await db.execute(sql`insert into payouts (payee_kind, payee_id, amount_paise) values ('vendor', 7, 100) returning id`)) as unknown as {
        rows: { id: number }[];
      };
      expect(next.rows[0]?.id).toBe(21);
      const gone = (await db.execute(sql`select to_regclass('vendor_payouts') as t`)) as unknown as { rows: { t: string | null }[] };
      expect(gone.rows[0]?.t).toBeNull();
    } finally {
      await handle.close();
    }
  });
});
