// Payments for any purpose (issue 44): a module that takes money registers its purpose at
// start-up and is told of its own orders only. A pretend "membership fee", registered here and
// nowhere in payments' code, is opened, paid through the simulator's HTTP page, given back in
// part (retried: once) and then whole, each refund told once with what went back in all; a
// refund past what was paid is refused before any money moves; an unregistered purpose opens
// nothing; a purpose cannot be registered twice. The fee's module keeps its money in the one
// journal as any module would (its own accounts, keyed by the payment's events): the fee posts
// when paid and each refund reverses what it gave back, with no journal or payments code for it.
import { schema as s } from '@sahyog/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderRow, RefundEvent } from '../../apps/server/src/modules/payments/index.ts';
import { call, registerUser, type TestUser } from '../support/accounts.ts';
import { getApp } from '../support/app.ts';
import { getDb } from '../support/db.ts';
import { unique } from '../support/factories.ts';

// The test app is shared by the files of a worker: a purpose of this file's own.
const PURPOSE = `membership-${Math.random().toString(36).slice(2, 8)}`;
const heard: string[] = [];
// The fee module's own account in the journal: what members paid and kept paid.
const FEES = `foundation:fees-${PURPOSE}`;
const BANK = `foundation:bank-${PURPOSE}`;
const refunds: RefundEvent[] = [];
let member: TestUser;

beforeAll(async () => {
  const app = await getApp();
  app.payments.register(PURPOSE, {
    async onPaid(tx, order) {
      // Told inside the transaction that paid it: the row it sees is paid already.
      const [row] = await tx.select({ status: s.orders.status }).from(s.orders).where(eq(s.orders.id, order.id));
      heard.push(`paid:${order.reference}:${row?.status}`);
      await app.journal.post(tx, {
        source: `fee:${order.id}`,
        subject: `fee:${order.id}`,
        lines: [{ line: 'paid', debit: BANK, credit: FEES, amountPaise: order.totalPaise }],
      });
    },
    async onEnded(_tx, order) {
      heard.push(`ended:${order.reference}:${order.status}`);
    },
    async onRefunded(tx, order, refund) {
      heard.push(`refunded:${order.reference}:${refund.amountPaise}:${refund.refundedPaise}:${refund.whole}`);
      refunds.push(refund);
      await app.journal.post(tx, {
        source: `payment-refund:${refund.id}`,
        subject: `fee:${order.id}`,
        lines: [{ line: 'refunded', debit: FEES, credit: BANK, amountPaise: refund.amountPaise }],
      });
    },
  });
  member = await registerUser({ fullName: 'Fee Payer' });
});

async function openFee(totalPaise: number): Promise<OrderRow> {
  const app = await getApp();
  const row = await (await getDb()).transaction((tx) =>
    app.payments.open(tx, PURPOSE, {
      reference: app.payments.newReference(),
      idempotencyKey: unique('fee-key'),
      requestHash: unique('fee'),
      userId: member.id,
      totalPaise,
      buyer: { name: 'Fee Payer', email: member.email, mobile: '9876543210' },
      method: 'simulator',
    }),
  );
  if (!row) throw new Error('no order opened');
  return row;
}

const simulate = (reference: string, outcome: 'success' | 'failure') => call('POST', `/api/v1/payments/simulator/${reference}`, { body: { outcome } });
const refundRows = async (orderId: number) =>
  (await getDb()).select().from(s.paymentRefunds).where(eq(s.paymentRefunds.orderId, orderId)).orderBy(s.paymentRefunds.id);

describe('a purpose registered outside payments', () => {
  it('is paid, refunded in part (once, however often retried) and then whole, its module told each time', async () => {
    const app = await getApp();
    const fee = await openFee(1_000_00);
    expect(fee).toMatchObject({ purpose: PURPOSE, status: 'created', totalPaise: 1_000_00 });

    const paid = await simulate(fee.reference, 'success');
    expect(paid.status).toBe(200);
    expect(paid.body.data).toMatchObject({ status: 'paid', purpose: PURPOSE });
    // Paid twice over (a second tap, a late webhook): told once.
    await simulate(fee.reference, 'success');
    expect(heard.filter((h) => h.startsWith(`paid:${fee.reference}`))).toEqual([`paid:${fee.reference}:paid`]);
    // Posted once: ₹1,000 held as fees, the bank ₹1,000 in; the journal still sums to nothing.
    expect(await app.journal.balance(FEES)).toBe(1_000_00);
    expect(await app.journal.balance(BANK)).toBe(-1_000_00);
    expect((await app.journal.trialBalance()).totalPaise).toBe(0);

    // ₹300 back of ₹1,000: the order stays paid; the same key again gives nothing more.
    const row = (await app.payments.row(fee.reference)) as OrderRow;
    const first = await app.payments.refundPart(row, 300_00, `fee-part-${fee.id}`);
    expect(first?.id).toMatch(/^sim_rfnd_/);
    await app.payments.refundPart(row, 300_00, `fee-part-${fee.id}`);
    expect((await app.payments.row(fee.reference))?.status).toBe('paid');
    expect(heard.filter((h) => h.startsWith(`refunded:${fee.reference}`))).toEqual([`refunded:${fee.reference}:30000:30000:false`]);
    // The part reverses exactly ₹300, once: ₹700 of fees kept.
    expect(await app.journal.balance(FEES)).toBe(700_00);

    // More than the ₹700 left is refused before the provider is asked, and records nothing.
    const over = await app.payments.refundPart(row, 700_01, `fee-over-${fee.id}`).catch((e: { status?: number }) => e.status);
    expect(over).toBe(409);
    expect((await refundRows(fee.id)).map((r) => r.amountPaise)).toEqual([300_00]);

    // The rest goes back whole: ₹700, the order refunded, ₹1,000 back in all.
    const whole = await app.payments.refund(fee.reference, 'staff:test');
    expect(whole.changed).toBe(true);
    expect(whole.order.status).toBe('refunded');
    expect(heard.filter((h) => h.startsWith(`refunded:${fee.reference}`))).toEqual([
      `refunded:${fee.reference}:30000:30000:false`,
      `refunded:${fee.reference}:70000:100000:true`,
    ]);
    expect((await refundRows(fee.id)).map((r) => r.amountPaise)).toEqual([300_00, 700_00]);
    // Reversed in full: nothing kept, the bank back where it was, two reversals and the posting.
    expect(await app.journal.balance(FEES)).toBe(0);
    expect(await app.journal.balance(BANK)).toBe(0);
    expect((await app.journal.postings({ subject: `fee:${fee.id}` })).map((p) => [p.line, p.amountPaise])).toEqual([
      ['paid', 1_000_00],
      ['refunded', 300_00],
      ['refunded', 700_00],
    ]);
    expect((await app.journal.trialBalance()).totalPaise).toBe(0);
    // Whole again: nothing; a part after the whole: refused.
    expect((await app.payments.refund(fee.reference, 'staff:test')).changed).toBe(false);
    const late = await app.payments
      .recordRefund(fee.reference, { key: `fee-late-${fee.id}`, amountPaise: 1_00, by: 'staff:test' })
      .catch((e: { status?: number }) => e.status);
    expect(late).toBe(409);
    expect(heard.filter((h) => h.startsWith(`refunded:${fee.reference}`))).toHaveLength(2);
  });

  it('a fee whose payment fails is ended, told once; it cannot be refunded', async () => {
    const app = await getApp();
    const fee = await openFee(250_00);
    expect((await simulate(fee.reference, 'failure')).body.data).toMatchObject({ status: 'failed' });
    expect(heard.filter((h) => h.includes(fee.reference))).toEqual([`ended:${fee.reference}:failed`]);
    const refused = await app.payments
      .recordRefund(fee.reference, { key: `fee-failed-${fee.id}`, amountPaise: 1_00, by: 'staff:test' })
      .catch((e: { status?: number }) => e.status);
    expect(refused).toBe(409);
    expect(await refundRows(fee.id)).toEqual([]);
  });

  it('an unregistered purpose opens nothing, and a purpose is registered once', async () => {
    const app = await getApp();
    const db = await getDb();
    const before = await db.select({ id: s.orders.id }).from(s.orders);
    await expect(
      db.transaction((tx) =>
        app.payments.open(tx, 'never-registered', {
          reference: app.payments.newReference(),
          idempotencyKey: unique('fee-key'),
          requestHash: unique('fee'),
          userId: member.id,
          totalPaise: 100_00,
          buyer: { name: 'Fee Payer', email: member.email, mobile: '9876543210' },
          method: 'simulator',
        }),
      ),
    ).rejects.toThrow(/never-registered/);
    expect(await db.select({ id: s.orders.id }).from(s.orders)).toHaveLength(before.length);
    expect(() => app.payments.register(PURPOSE, {})).toThrow(/registered with payments already/);
    expect(() => app.payments.register('gift', {})).toThrow(/registered with payments already/);
  });
});
