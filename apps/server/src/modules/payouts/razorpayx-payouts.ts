// Payouts paid through RazorpayX (decision 0051; any payee kind since decision 0072), when its keys are set. Staff's
// approval sends a requested withdrawal to RazorpayX's Payouts API: status `processing`, with one
// X-Payout-Idempotency key made at approval and sent on every attempt, so repeating the approval,
// or two at once, makes one payout. RazorpayX's signed webhooks (or the poll, for one that never
// came) settle it: processed → `paid` with the bank's UTR (the payee's payout-pending → bank);
// failed, rejected, cancelled or reversed → `reversed`, the amount back in the payee's account. Each move
// is checked on the locked row, so a webhook delivered twice, late or out of order changes nothing
// more. Audited (the system as actor) and told to the payee as staff's own decisions are.
import { randomUUID } from 'node:crypto';
import { AppError, buyingText as bt, givingMessages as gm, shopConsoleText as sc, unstorableTextPath } from '@sahyog/core';
import { type Db, schema as s } from '@sahyog/db';
import { and, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import { z } from 'zod';
import type { JobQueue } from '../../platform/jobs.ts';
import { signedWebhookJson } from '../../platform/webhooks.ts';
import { type RazorpayX, RazorpayXError, type RazorpayXPayout, razorpayXName, razorpayXPayoutEntity } from './razorpayx.ts';
import type { PayoutProvider, PayoutsService } from './service.ts';

const p = s.payouts;
type Row = typeof p.$inferSelect;

// The queue keeps the name it had under the shop, so a poll waiting in a deployed database still runs.
export const RAZORPAYX_POLL_QUEUE = 'shop-razorpayx-poll';
/** The poll asks RazorpayX about payouts still processing this long after their last news. */
const POLL_EVERY_MS = 30 * 60_000;
const POLL_AFTER_MS = 20 * 60_000;

/** RazorpayX's statuses that end a payout without paying it: the money stays (or is back) with us. */
const NOT_PAID = new Set(['reversed', 'failed', 'rejected', 'cancelled']);

/** A UTR as banks give it; anything else is kept out of the row (and of the payee's message). */
const cleanUtr = (utr: string | null | undefined) => (utr && /^[A-Za-z0-9-]{1,64}$/.test(utr) ? utr : null);

export interface RazorpayXLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface RazorpayXPayoutsDeps {
  db: Db;
  rx: RazorpayX;
  payouts: Pick<PayoutsService, 'kind' | 'settle' | 'returnPaid' | 'record' | 'tellDecision'>;
  jobs: JobQueue;
  log: RazorpayXLog;
}

const webhookBody = z.looseObject({
  event: z.string().min(1).max(100),
  payload: z.looseObject({ payout: z.looseObject({ entity: z.unknown() }).optional() }).optional(),
});

export function razorpayXPayouts(deps: RazorpayXPayoutsDeps) {
  const { db, rx, payouts, log } = deps;

  /** What a payout's move tells its payee, sent once the move is committed. */
  type Told = { event: 'payout-paid' | 'payout-rejected'; row: Row } | null;

  async function told(t: Told): Promise<void> {
    if (t) await payouts.tellDecision(t.row, t.event);
  }

  /**
   * Applies what RazorpayX says of a payout (a webhook's entity, the create call's answer, a
   * fetch). The withdrawal is ours by the payout id we stored or, before that is stored, by its
   * reference_id (our id); the amount must be the withdrawal's. Returns whether anything changed.
   */
  async function apply(e: RazorpayXPayout, source: 'webhook' | 'api' | 'poll', ourId?: number): Promise<boolean> {
    const ref = ourId ?? (e.reference_id && /^[0-9]{1,15}$/.test(e.reference_id) ? Number(e.reference_id) : undefined);
    let [found] = await db
      .select()
      .from(p)
      .where(ourId === undefined ? eq(p.providerPayoutId, e.id) : eq(p.id, ourId))
      .limit(1);
    // A webhook may come before the create call's answer is stored: then by our reference.
    if (!found && ref !== undefined) {
      [found] = await db
        .select()
        .from(p)
        .where(and(eq(p.id, ref), eq(p.provider, 'razorpayx'), isNull(p.providerPayoutId)))
        .limit(1);
    }
    const ids = { razorpayxPayoutId: e.id, referenceId: e.reference_id, status: e.status, source };
    if (!found) {
      // Another integration on the same RazorpayX account; nothing of ours to move.
      log.warn(ids, 'RazorpayX payout for no withdrawal of ours');
      return false;
    }
    if (e.amount !== found.amountPaise || (e.currency !== undefined && e.currency !== 'INR')) {
      log.error(
        { ...ids, payoutId: found.id, amount: e.amount, amountPaise: found.amountPaise },
        'RazorpayX payout amount differs from the withdrawal: left for staff',
      );
      return false;
    }
    const utr = cleanUtr(e.utr);
    const result = await db.transaction(async (tx): Promise<{ changed: boolean; told: Told }> => {
      const [row] = await tx.select().from(p).where(eq(p.id, found.id)).for('update');
      if (!row) return { changed: false, told: null };
      if (row.providerPayoutId && row.providerPayoutId !== e.id) {
        log.error({ ...ids, payoutId: row.id, storedPayoutId: row.providerPayoutId }, 'A second RazorpayX payout for one withdrawal: left for staff');
        return { changed: false, told: null };
      }
      const now = new Date();
      const seen = { providerPayoutId: e.id, providerStatus: e.status, updatedAt: now };
      const save = async (set: Partial<Row>) => {
        const [saved] = await tx.update(p).set(set).where(eq(p.id, row.id)).returning();
        if (!saved) throw new Error('payout update returned nothing');
        return saved;
      };
      const record = (action: 'paid' | 'reversed', before: Record<string, unknown>, after: Record<string, unknown>) =>
        payouts.record(row, { actorId: null, action, subjectId: row.id, before, after: { ...after, razorpayxPayoutId: e.id, via: source } }, tx);
      const reason = () => e.status_details?.description?.trim() || e.failure_reason?.trim() || bt.payoutNotCompleted;

      if (row.status === 'processing') {
        if (e.status === 'processed') {
          const saved = await save({ ...seen, status: 'paid', utr });
          await payouts.settle(tx, row, true);
          await record('paid', { status: 'processing' }, { status: 'paid', utr });
          // Without a UTR yet (it may come in payout.updated), the payee hears once it does.
          return { changed: true, told: utr ? { event: 'payout-paid', row: saved } : null };
        }
        if (NOT_PAID.has(e.status)) {
          const saved = await save({ ...seen, status: 'reversed', note: reason().slice(0, 300) });
          await payouts.settle(tx, row, false);
          await record('reversed', { status: 'processing' }, { status: 'reversed', razorpayxStatus: e.status, note: saved.note });
          return { changed: true, told: { event: 'payout-rejected', row: saved } };
        }
        // queued, pending, scheduled, processing: still on its way.
        if (row.providerPayoutId === e.id && row.providerStatus === e.status) return { changed: false, told: null };
        await save(seen);
        return { changed: true, told: null };
      }
      if (row.status === 'paid') {
        // The UTR came after the payout was processed (payout.updated).
        if (e.status === 'processed' && !row.utr && utr) {
          const saved = await save({ ...seen, utr });
          return { changed: true, told: { event: 'payout-paid', row: saved } };
        }
        // Processed, then sent back by the beneficiary's bank: the money is in our account again.
        if (e.status === 'reversed') {
          const saved = await save({ ...seen, status: 'reversed', note: reason().slice(0, 300) });
          await payouts.returnPaid(tx, row);
          await record('reversed', { status: 'paid', utr: row.utr }, { status: 'reversed', razorpayxStatus: e.status, note: saved.note });
          return { changed: true, told: { event: 'payout-rejected', row: saved } };
        }
      }
      // Reversed already, or a late or repeated event: processed and reversed are RazorpayX's last
      // states, and nothing after them moves the money again.
      return { changed: false, told: null };
    });
    await told(result.told);
    return result.changed;
  }

  /** A fund account for the payee's bank details (RazorpayX answers the same one for the same details). */
  async function fundAccountFor(row: Row): Promise<string> {
    const account = await payouts.kind(row.payeeKind).account(row.payeeId);
    if (!account) throw AppError.notFound('Shop not found');
    const fallback = `${row.payeeKind} ${row.payeeId}`;
    const contact = await rx.createContact({
      name: razorpayXName(account.displayName, 50, fallback),
      email: account.email,
      referenceId: `${row.payeeKind}-${row.payeeId}`,
    });
    const fund = await rx.createFundAccount({
      contactId: contact.id,
      name: razorpayXName(account.bankAccountName, 120, fallback),
      ifsc: account.ifsc,
      accountNumber: account.bankAccountNumber,
    });
    return fund.id;
  }

  const gatewayFailed = (err: unknown, context: Record<string, unknown>): never => {
    if (err instanceof AppError) throw err;
    log.error(
      { ...context, status: err instanceof RazorpayXError ? err.status : undefined, err: (err as Error).message },
      'RazorpayX refused or did not answer',
    );
    throw new AppError('gateway_unavailable', sc.razorpayXNoAnswer);
  };

  async function pollLate(): Promise<number> {
    const before = new Date(Date.now() - POLL_AFTER_MS);
    const rows = await db
      .select()
      .from(p)
      .where(and(eq(p.status, 'processing'), eq(p.provider, 'razorpayx'), isNotNull(p.providerPayoutId), lt(p.updatedAt, before)))
      .limit(200);
    let changed = 0;
    for (const row of rows) {
      try {
        if (await apply(await rx.fetchPayout(row.providerPayoutId as string), 'poll', row.id)) changed++;
      } catch (err) {
        log.warn({ payoutId: row.id, err: (err as Error).message }, 'RazorpayX poll: payout not fetched');
      }
    }
    return changed;
  }

  deps.jobs.register(
    RAZORPAYX_POLL_QUEUE,
    async () => {
      try {
        const n = await pollLate();
        if (n) log.info({ settled: n }, 'RazorpayX payouts settled by the poll');
      } finally {
        await deps.jobs.ensureWaiting(RAZORPAYX_POLL_QUEUE, POLL_EVERY_MS);
      }
    },
    { group: 'critical' },
  );

  const provider = {
    name: 'razorpayx' as const,
    apply,

    /**
     * Staff's approval: the withdrawal goes to RazorpayX. A requested one is claimed (processing,
     * its idempotency key made, audited); one already processing is sent again with the same key
     * and body, which RazorpayX answers with the payout it made the first time.
     */
    async pay(staffId: number, id: number): Promise<Row> {
      const [first] = await db.select().from(p).where(eq(p.id, id)).limit(1);
      if (!first) throw AppError.notFound('Withdrawal not found');
      const again = first.status === 'processing' && first.provider === 'razorpayx';
      if (first.status !== 'requested' && !again) throw new AppError('order_state', sc.decidedAlready);
      if (again && first.providerPayoutId) return first;
      if (!again && first.claimedBy !== null) throw new AppError('order_state', sc.payingByHandNoRazorpayX);
      // Nothing is sent for a payee that may not be paid now (a shop suspended since it asked,
      // issue 38), not even a retry.
      await payouts.kind(first.payeeKind).mayBePaid(first.payeeId);
      // No money moves here, so a refusal (bank details RazorpayX will not take) leaves it requested.
      let fundAccountId = first.providerFundAccountId;
      if (!fundAccountId) {
        try {
          fundAccountId = await fundAccountFor(first);
        } catch (err) {
          gatewayFailed(err, { payoutId: id, step: 'fund account' });
        }
      }
      const claimed = await db.transaction(async (tx) => {
        const [row] = await tx.select().from(p).where(eq(p.id, id)).for('update');
        if (!row) throw AppError.notFound('Withdrawal not found');
        if (row.status === 'processing' && row.provider === 'razorpayx') return row;
        if (row.status !== 'requested') throw new AppError('order_state', sc.decidedAlready);
        // Checked again with the row held: a staff member shown the account since is sending it by hand.
        if (row.claimedBy !== null) throw new AppError('order_state', sc.payingByHandNoRazorpayX);
        // And the payee still may be paid, read with the row held: a shop suspended since the check
        // above is refused here, before anything is sent.
        await payouts.kind(row.payeeKind).mayBePaid(row.payeeId, tx);
        const [saved] = await tx
          .update(p)
          .set({
            status: 'processing',
            provider: 'razorpayx',
            providerKey: randomUUID(),
            providerFundAccountId: fundAccountId,
            decidedBy: staffId,
            decidedAt: new Date(),
            updatedAt: new Date(),
          })
          .where(and(eq(p.id, id), eq(p.status, 'requested')))
          .returning();
        if (!saved) throw new Error('payout update returned nothing');
        await payouts.record(
          row,
          { actorId: staffId, action: 'approve', subjectId: id, before: { status: 'requested' }, after: { status: 'processing', via: 'razorpayx' } },
          tx,
        );
        return saved;
      });
      if (claimed.providerPayoutId) return claimed;
      let payout: RazorpayXPayout | undefined;
      try {
        payout = await rx.createPayout({
          fundAccountId: claimed.providerFundAccountId as string,
          amountPaise: claimed.amountPaise,
          referenceId: String(claimed.id),
          idempotencyKey: claimed.providerKey as string,
          notes: { withdrawal: String(claimed.id), [claimed.payeeKind]: String(claimed.payeeId) },
        });
      } catch (err) {
        gatewayFailed(err, { payoutId: id, step: 'payout' });
      }
      await apply(payout as RazorpayXPayout, 'api', claimed.id);
      const [now] = await db.select().from(p).where(eq(p.id, id)).limit(1);
      return now ?? claimed;
    },

    /**
     * A payout webhook: the signature is checked over the raw body before anything parses it;
     * then its payout entity is applied at once (a few rows in one transaction, well within the 5 s
     * RazorpayX waits). Events other than payout.* are acknowledged and left.
     */
    async receiveWebhook(rawBody: string, signature: string | undefined, ip: string): Promise<{ changed: boolean }> {
      const json = signedWebhookJson(rawBody, signature, rx.webhookSignatureValid, () =>
        log.warn({ ip, bytes: rawBody.length }, 'RazorpayX webhook signature does not match'),
      );
      const body = webhookBody.safeParse(json);
      if (!body.success) throw new AppError('bad_request', gm.webhookNoEvent);
      if (unstorableTextPath(json) !== undefined) throw new AppError('bad_request', gm.webhookNotStorable);
      if (!body.data.event.startsWith('payout.')) return { changed: false };
      const entity = razorpayXPayoutEntity.safeParse(body.data.payload?.payout?.entity);
      if (!entity.success) {
        log.error({ event: body.data.event, ip }, 'RazorpayX payout webhook without a payout we understand');
        return { changed: false };
      }
      return { changed: await apply(entity.data, 'webhook') };
    },

    /** Asks RazorpayX about payouts whose news is late (the poll job; tests call it). */
    poll: pollLate,

    /** Keeps the poll waiting (called at start). */
    ensurePoll: () => deps.jobs.ensureWaiting(RAZORPAYX_POLL_QUEUE, POLL_EVERY_MS),
  } satisfies PayoutProvider & Record<string, unknown>;
  return provider;
}

export type RazorpayXPayouts = ReturnType<typeof razorpayXPayouts>;
