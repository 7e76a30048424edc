// Monthly giving (issue 9): a subscription, its months and what each month sends. A month's money
// always arrives as an order of that subscription and month (orders.subscription_id, period:
// unique), confirmed through settlePaid like any gift, so the ledger, the thank-you, receipts and
// refunds need nothing new. Two ways to be paid:
// - gateway: Razorpay Subscriptions charge a mandate (UPI Autopay, e-mandate, card) and report
//   by signed webhook; `subscription.charged` becomes that month's paid order, once.
// - reminder: without a gateway, a sweep on the job queue sends a notice a day ahead, then a
//   fresh UPI order for the month, paid and verified like a one-time UPI gift.
// Every send is claimed by a unique row written in the transaction that enqueues it, so a month
// is never charged, asked or noticed twice, whichever process sweeps.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  AppError,
  anchorDayOf,
  canMoveSubscription,
  currentLanguage,
  emailText,
  firstDueAfter,
  GATEWAY_TOTAL_COUNT,
  type ListPage,
  MANAGE_TOKEN_RE,
  MONTH_GIVEN_STATUSES,
  monthlyMessages as mm,
  periodOf,
  REMINDER_UNPAID_MONTHS_TO_HALT,
  type Settings,
  SUBSCRIPTION_REFERENCE_RE,
  type SubscriptionStatus,
  type SubscriptionView,
  serverText,
} from '@sahyog/core';
import { type Db, schema as s } from '@sahyog/db';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AuditLog } from '../../platform/audit.ts';
import type { JobQueue } from '../../platform/jobs.ts';
import { cursorTime, olderThan, pageOf, pageSize, timeIdCursor } from '../../platform/keyset.ts';
import { type RateLimiter, sourceOf } from '../../platform/rate-limit.ts';
import { countsCache } from '../../platform/ttl-cache.ts';
import type { MessagingService } from '../messaging/index.ts';
import type { PaymentsService, RazorpayGateway, Tx } from '../payments/index.ts';
import { type SubscriptionMonths, subscriptionMonths } from './months.ts';
import { monthlyRazorpay } from './razorpay.ts';
import { monthlySweep } from './sweep.ts';

export type SubscriptionRow = typeof s.subscriptions.$inferSelect;

export const MONTHLY_MAIL_QUEUE = 'monthly-mail';

export interface NewSubscription {
  campaignId: number;
  name: string;
  email: string;
  mobile: string;
  amountPaise: number;
  whatsappUpdates: boolean;
}

export interface SubscriptionsDeps {
  db: Db;
  jobs: JobQueue;
  orders: Pick<PaymentsService, 'settlePaid' | 'newReference' | 'openMonth' | 'cancelUnpaid' | 'states'>;
  gateway?: RazorpayGateway | undefined;
  messaging: Pick<MessagingService, 'send' | 'sendUpdate'>;
  settings: () => Promise<Settings>;
  publicUrl: string;
  limitPaise: number;
  audit: Pick<AuditLog, 'record'>;
  limiter: RateLimiter;
  /** New monthly gifts a network may start a minute (each may create a gateway plan). */
  ratePerMinute: number;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

export type Mail = 'welcome' | 'notice' | 'reminder' | 'changed' | 'halted';

/** Who asked for a change: the donor (signed in, or by the manage link) or a staff member. */
export type Actor = { kind: 'donor' } | { kind: 'staff'; id: number };

function tokenMatches(stored: string, given: string): boolean {
  const a = Buffer.from(stored);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Changes one gift's link may ask for in an hour (pause, resume, cancel, amount). */
const DONOR_ACTIONS_PER_HOUR = 10;
/** How long a resent start-a-gift form still leads to the gift's own next step. */
const REPLAY_WINDOW_MS = 30 * 60_000;

/** The dashboard's monthly figures: counted once per 30 s, dropped when a gift is made or moves on this process. */
const monthlyCounts = countsCache<{ started: number; cancelled: number; active: number }>();

export function subscriptionsService(deps: SubscriptionsDeps) {
  const { db, jobs } = deps;
  const months = subscriptionMonths(db, deps.orders);
  const countsSince = monthlyCounts.of(async (iso) => {
    const since = new Date(iso);
    const [r] = await db
      .select({
        started: sql<number>`count(*) filter (where ${s.subscriptions.createdAt} >= ${since} and ${s.subscriptions.status} not in ('created'))`.mapWith(Number),
        cancelled: sql<number>`count(*) filter (where ${s.subscriptions.cancelledAt} >= ${since})`.mapWith(Number),
        active: sql<number>`count(*) filter (where ${s.subscriptions.status} = 'active')`.mapWith(Number),
      })
      .from(s.subscriptions);
    return r ?? { started: 0, cancelled: 0, active: 0 };
  });
  const newReference = deps.orders.newReference;
  const newSubscriptionReference = () => `SB${newReference().slice(2)}`;

  const manageUrl = (sub: Pick<SubscriptionRow, 'reference' | 'manageToken'>) => `${deps.publicUrl}/subscriptions/${sub.reference}?key=${sub.manageToken}`;

  // ---- reading ----

  async function byReference(reference: string): Promise<SubscriptionRow | undefined> {
    if (!SUBSCRIPTION_REFERENCE_RE.test(reference)) return undefined;
    const [row] = await db.select().from(s.subscriptions).where(eq(s.subscriptions.reference, reference)).limit(1);
    return row;
  }

  async function views(rows: SubscriptionRow[]): Promise<SubscriptionView[]> {
    if (!rows.length) return [];
    const ids = rows.map((r) => r.id);
    const [campaigns, all] = await Promise.all([
      db
        .select({ id: s.campaigns.id, slug: s.campaigns.slug, title: s.campaigns.title })
        .from(s.campaigns)
        .where(inArray(s.campaigns.id, [...new Set(rows.map((r) => r.campaignId))])),
      months.ofSubscriptions(ids),
    ]);
    const campaign = new Map(campaigns.map((c) => [c.id, c]));
    const paidBy = new Map<number, number>();
    // The latest month still open is the one a donor pays next (months come latest first).
    const openBy = new Map<number, string>();
    for (const m of all) {
      if (m.payment.status === 'paid') paidBy.set(m.subscriptionId, (paidBy.get(m.subscriptionId) ?? 0) + 1);
      if ((m.payment.status === 'created' || m.payment.status === 'pending') && !openBy.has(m.subscriptionId))
        openBy.set(m.subscriptionId, m.payment.reference);
    }
    return rows.map((r) => ({
      reference: r.reference,
      status: r.status,
      mode: r.mode,
      amountPaise: r.amountPaise,
      campaign: campaign.get(r.campaignId) ?? { id: r.campaignId, slug: '', title: '' },
      donorName: r.donorName,
      donorEmail: r.donorEmail,
      nextDueAt: r.nextDueAt?.toISOString() ?? null,
      nextPeriod: r.nextPeriod,
      createdAt: r.createdAt.toISOString(),
      cancelledAt: r.cancelledAt?.toISOString() ?? null,
      paidMonths: paidBy.get(r.id) ?? 0,
      payReference: r.status === 'cancelled' || r.status === 'completed' ? null : (openBy.get(r.id) ?? null),
    }));
  }

  async function view(row: SubscriptionRow): Promise<SubscriptionView> {
    return (await views([row]))[0] as SubscriptionView;
  }

  // ---- the month's order and messages ----

  /**
   * The month's UPI order, made at most once per subscription and month (the unique index
   * answers a second attempt with nothing). Answers the order's reference, or null if it existed.
   */
  async function monthOrder(q: Tx | Db, sub: SubscriptionRow, period: string, method: 'upi' | 'razorpay', extra: { providerPaymentId?: string } = {}) {
    return months.open(q, sub.id, period, (tx) =>
      deps.orders.openMonth(tx, {
        requestHash: createHash('sha256').update(`${sub.reference}|${period}`).digest('hex'),
        campaignId: sub.campaignId,
        userId: sub.userId,
        amountPaise: sub.amountPaise,
        donorName: sub.donorName,
        donorEmail: sub.donorEmail,
        donorMobile: sub.donorMobile,
        whatsappUpdates: sub.whatsappUpdates,
        method,
        language: sub.language,
        ...extra,
      }),
    );
  }

  /** The months a stopped gift asked for and were not paid: not owed any more. */
  async function cancelUnpaidMonths(tx: Tx, sub: SubscriptionRow, reason: string, by: string): Promise<number> {
    const asked = await months.ofSubscriptions([sub.id], tx);
    return deps.orders.cancelUnpaid(
      tx,
      asked.map((m) => m.orderId),
      reason,
      by,
    );
  }

  /** Claims (sub, period, kind) and queues its mail in the same transaction: once, or not at all. */
  async function claimMail(tx: Tx, sub: SubscriptionRow, period: string, kind: Mail, due: Date, extra: Record<string, unknown> = {}): Promise<boolean> {
    const [row] = await tx
      .insert(s.subscriptionNotices)
      .values({ subscriptionId: sub.id, period, kind, dueAt: due, amountPaise: sub.amountPaise })
      .onConflictDoNothing()
      .returning({ id: s.subscriptionNotices.id });
    if (!row) return false;
    await jobs.enqueue(MONTHLY_MAIL_QUEUE, { subscriptionId: sub.id, period, kind, ...extra }, { tx, maxAttempts: 6 });
    return true;
  }

  // ---- moving states ----

  /**
   * The gift's last REMINDER_UNPAID_MONTHS_TO_HALT months were all asked for and none given.
   * Months before an earlier halt do not count: a resumed gift starts afresh.
   */
  async function unpaidStreak(tx: Tx, sub: SubscriptionRow): Promise<boolean> {
    const [halted] = await tx
      .select({ period: s.subscriptionNotices.period })
      .from(s.subscriptionNotices)
      .where(and(eq(s.subscriptionNotices.subscriptionId, sub.id), eq(s.subscriptionNotices.kind, 'halted')))
      .orderBy(desc(s.subscriptionNotices.period))
      .limit(1);
    const last = await months.latest(sub.id, REMINDER_UNPAID_MONTHS_TO_HALT, halted?.period, tx);
    return last.length === REMINDER_UNPAID_MONTHS_TO_HALT && !last.some((m) => (MONTH_GIVEN_STATUSES as readonly string[]).includes(m.payment.status));
  }

  /**
   * Stops a reminder gift nobody is paying: no more notices or reminders, the months asked for
   * are not owed any more, and the donor is told once, with the link to resume.
   */
  async function halt(tx: Tx, sub: SubscriptionRow, now: Date): Promise<void> {
    const row = await move(tx, sub, 'halted', { nextDueAt: null });
    await cancelUnpaidMonths(tx, sub, 'monthly gift stopped: months unpaid', 'monthly');
    await claimMail(tx, row, sub.nextPeriod ?? periodOf(now), 'halted', now);
    deps.log.info({ reference: sub.reference, months: REMINDER_UNPAID_MONTHS_TO_HALT }, 'monthly gift halted: recent months unpaid');
  }

  /** Moves a locked subscription if SUBSCRIPTION_TRANSITIONS allows it; the same state is no move. */
  async function move(tx: Tx, sub: SubscriptionRow, to: SubscriptionStatus, set: Partial<typeof s.subscriptions.$inferInsert> = {}): Promise<SubscriptionRow> {
    if (sub.status !== to && !canMoveSubscription(sub.status, to)) throw new AppError('subscription_state', mm.state);
    const [row] = await tx
      .update(s.subscriptions)
      .set({ ...set, status: to, updatedAt: new Date() })
      .where(eq(s.subscriptions.id, sub.id))
      .returning();
    monthlyCounts.changed();
    if (!row) throw new Error('subscription update returned nothing');
    return row;
  }

  async function locked(tx: Tx, where: ReturnType<typeof eq>): Promise<SubscriptionRow | undefined> {
    const [row] = await tx.select().from(s.subscriptions).where(where).for('update').limit(1);
    return row;
  }

  async function gatewayCall<T>(f: (g: RazorpayGateway) => Promise<T>): Promise<T> {
    const g = deps.gateway;
    if (!g) throw new AppError('gateway_unavailable', mm.gatewayUnavailable);
    try {
      return await f(g);
    } catch (e) {
      deps.log.error({ err: e instanceof Error ? e.message : String(e) }, 'Razorpay subscription call failed');
      throw new AppError('gateway_unavailable', mm.gatewayUnavailable);
    }
  }

  /** What the sweep (sweep.ts) and the gateway's events (razorpay.ts) share with the service. */
  const parts: MonthlyParts = { db, jobs, deps, months, manageUrl, byReference, view, monthOrder, claimMail, unpaidStreak, halt, move, locked };

  const service = {
    mode: (): 'gateway' | 'reminder' => (deps.gateway ? 'gateway' : 'reminder'),

    /** Which payment asks for which month (giving and payments ask through here, never the table). */
    months,

    /**
     * A new monthly gift. Reminder mode: its first month's UPI order, to pay now. Gateway mode: a
     * Razorpay plan and subscription whose mandate the donor approves next. The same
     * idempotency key answers the same gift.
     */
    async create(
      input: NewSubscription,
      opts: { userId?: number | null; idempotencyKey?: string | undefined; now?: Date } = {},
    ): Promise<{ subscription: SubscriptionView; next: string }> {
      const fields: Record<string, string> = {};
      if (!Number.isSafeInteger(input.amountPaise) || input.amountPaise > deps.limitPaise) fields.amountPaise = mm.amountTooLarge;
      else if (input.amountPaise < 300_00) fields.amountPaise = mm.minimum;
      const [campaign] = await db
        .select({ id: s.campaigns.id, title: s.campaigns.title, status: s.campaigns.status, endsAt: s.campaigns.endsAt })
        .from(s.campaigns)
        .where(eq(s.campaigns.id, input.campaignId))
        .limit(1);
      if (campaign?.status !== 'published' || (campaign.endsAt && campaign.endsAt.getTime() < Date.now())) fields.campaignId = mm.causeUnavailable;
      if (Object.keys(fields).length) throw AppError.invalid(fields);
      // The client's key with what it asked: a resent form is the same gift, but the same page
      // sent again with another amount or cause (Back, change, send) is a new one.
      const key = opts.idempotencyKey
        ? `${opts.idempotencyKey}:${createHash('sha256')
            .update(JSON.stringify([input.campaignId, input.amountPaise, input.email, input.mobile, input.name, opts.userId ?? null]))
            .digest('base64url')
            .slice(0, 22)}`
        : undefined;
      if (key) {
        const [existing] = await db.select().from(s.subscriptions).where(eq(s.subscriptions.idempotencyKey, key)).limit(1);
        if (existing) return { subscription: await view(existing), next: await service.replayNextStep(existing) };
      }
      const now = opts.now ?? new Date();
      const reference = newSubscriptionReference();
      const mode = service.mode();
      let provider: { planId: string; subscriptionId: string } | undefined;
      if (mode === 'gateway') {
        provider = await gatewayCall(async (g) => {
          const plan = await g.createPlan({
            amountPaise: input.amountPaise,
            name: `Monthly gift to ${campaign?.title ?? ''}`.slice(0, 100),
            notes: { reference },
          });
          const sub = await g.createSubscription({
            planId: plan.id,
            totalCount: GATEWAY_TOTAL_COUNT,
            notes: { reference, campaign_id: String(input.campaignId) },
          });
          return { planId: plan.id, subscriptionId: sub.id };
        });
      }
      const row = await db.transaction(async (tx) => {
        const [sub] = await tx
          .insert(s.subscriptions)
          .values({
            reference,
            idempotencyKey: key ?? null,
            campaignId: input.campaignId,
            userId: opts.userId ?? null,
            donorName: input.name,
            donorEmail: input.email,
            donorMobile: input.mobile,
            amountPaise: input.amountPaise,
            whatsappUpdates: input.whatsappUpdates,
            mode,
            anchorDay: anchorDayOf(now),
            providerPlanId: provider?.planId ?? null,
            providerSubscriptionId: provider?.subscriptionId ?? null,
            manageToken: randomBytes(32).toString('base64url'),
            // The page's language: every monthly email and each month's order are written in it.
            language: currentLanguage(),
          })
          .onConflictDoNothing({ target: s.subscriptions.idempotencyKey })
          .returning();
        monthlyCounts.changed();
        if (!sub) return undefined;
        if (mode === 'reminder') await monthOrder(tx, sub, periodOf(now), 'upi');
        return sub;
      });
      if (!row) {
        // The same key won a race: answer its gift.
        const [existing] = await db
          .select()
          .from(s.subscriptions)
          .where(eq(s.subscriptions.idempotencyKey, key ?? ''))
          .limit(1);
        if (!existing) throw new Error('idempotent subscription insert found nothing');
        return { subscription: await view(existing), next: await service.replayNextStep(existing) };
      }
      return { subscription: await view(row), next: await service.nextStep(row) };
    },

    /** Where the donor goes next: the month's payment page, the mandate's approval, or the manage page. */
    /**
     * Where a resent form goes. Soon after the gift is made (a double press, Back and send) it is
     * the same next step; later the resent request is no way to learn the manage key, which only
     * the donor's email carries (attacker probe F7): the gift's page without it asks for the link.
     */
    async replayNextStep(sub: SubscriptionRow, now = new Date()): Promise<string> {
      if (now.getTime() - sub.createdAt.getTime() <= REPLAY_WINDOW_MS) return service.nextStep(sub);
      const v = await view(sub);
      return v.payReference ? `/pay/${v.payReference}` : `/subscriptions/${sub.reference}`;
    },

    async nextStep(sub: SubscriptionRow): Promise<string> {
      if (sub.mode === 'gateway' && sub.status === 'created') return `/subscriptions/${sub.reference}/authorise?key=${sub.manageToken}`;
      const v = await view(sub);
      return v.payReference ? `/pay/${v.payReference}` : `/subscriptions/${sub.reference}?key=${sub.manageToken}`;
    },

    row: byReference,

    /** A new gift from a page or the API: limited per network, as orders are. */
    async start(input: NewSubscription, opts: { userId?: number | null; idempotencyKey?: string | undefined; ip: string }) {
      const r = await deps.limiter.hit(`giving:subscription:${sourceOf(opts.ip)}`, deps.ratePerMinute, 60_000);
      if (!r.allowed) throw AppError.tooMany(serverText.tooManyAttempts);
      return service.create(input, opts);
    },

    /** The manage link's page: the gift, if the key is its own. */
    async manage(reference: string, key: string): Promise<SubscriptionView | null> {
      const row = await service.withKey(reference, key);
      return row ? view(row) : null;
    },

    /** A change asked by the manage link's holder, or by the signed-in donor whose gift it is. */
    async actAsDonor(
      reference: string,
      proof: { key?: string | undefined; email?: string | undefined },
      action: 'pause' | 'resume' | 'cancel' | 'amount',
      amountPaise?: number,
    ): Promise<SubscriptionView> {
      const row = proof.key ? await service.withKey(reference, proof.key) : await byReference(reference);
      // Someone else's gift answers as a gift that does not exist (no hint that the reference is real).
      if (!row || (!proof.key && (!proof.email || row.donorEmail !== proof.email))) {
        throw proof.key ? new AppError('link_invalid', mm.linkInvalid) : AppError.notFound(mm.notFound);
      }
      // A donor changes a gift a few times, not dozens: each change may make a plan at the
      // gateway and sends an email.
      const r = await deps.limiter.hit(`giving:subscription-action:${row.reference}`, DONOR_ACTIONS_PER_HOUR, 60 * 60_000);
      if (!r.allowed) throw AppError.tooMany(mm.tooManyChanges);
      return service.act(reference, action, { kind: 'donor' }, amountPaise);
    },

    /** What the mandate's approval page needs (the manage key proves it is the donor's). */
    async authorisation(reference: string, key: string) {
      const row = await service.withKey(reference, key);
      if (row?.mode !== 'gateway' || !row.providerSubscriptionId || !deps.gateway) return null;
      const [c] = await db.select({ title: s.campaigns.title }).from(s.campaigns).where(eq(s.campaigns.id, row.campaignId));
      return {
        reference: row.reference,
        status: row.status,
        keyId: deps.gateway.keyId,
        subscriptionId: row.providerSubscriptionId,
        amountPaise: row.amountPaise,
        campaignTitle: c?.title ?? '',
        donor: { name: row.donorName, email: row.donorEmail, mobile: row.donorMobile },
      };
    },

    async get(reference: string): Promise<SubscriptionView | null> {
      const row = await byReference(reference);
      return row ? view(row) : null;
    },

    /** The gift the manage link names, if the link is its own. */
    async withKey(reference: string, key: string): Promise<SubscriptionRow | null> {
      const row = await byReference(reference);
      if (!row || !MANAGE_TOKEN_RE.test(key) || !tokenMatches(row.manageToken, key)) return null;
      return row;
    },

    /** The signed-in donor's gifts (by their proven email, as donations are). */
    async forDonor(email: string): Promise<SubscriptionView[]> {
      const rows = await db.select().from(s.subscriptions).where(eq(s.subscriptions.donorEmail, email)).orderBy(desc(s.subscriptions.id)).limit(100);
      return views(rows);
    },

    /** The console's list: newest first, of one state or all, a page at a time. */
    async list(filter: { status?: SubscriptionStatus | undefined; limit?: number; after?: string | undefined } = {}): Promise<ListPage<SubscriptionView>> {
      const key = timeIdCursor(filter.after);
      const limit = pageSize(filter.limit);
      const rows = await db
        .select({ row: s.subscriptions, cursorAt: cursorTime(s.subscriptions.createdAt) })
        .from(s.subscriptions)
        .where(and(filter.status ? eq(s.subscriptions.status, filter.status) : undefined, olderThan(s.subscriptions.createdAt, s.subscriptions.id, key)))
        .orderBy(desc(s.subscriptions.createdAt), desc(s.subscriptions.id))
        .limit(limit + 1);
      return pageOf(
        rows,
        limit,
        (r) => [r.cursorAt, r.row.id],
        (page) => views(page.map((r) => r.row)),
      );
    },

    /** New and cancelled monthly gifts since an instant (the console's dashboard). */
    counts(since: Date): Promise<{ started: number; cancelled: number; active: number }> {
      return countsSince(since.toISOString());
    },

    /**
     * Pause, resume, cancel or change the amount. The gateway is told first: if it refuses,
     * nothing changes here. Staff actions are audited.
     */
    async act(
      reference: string,
      action: 'pause' | 'resume' | 'cancel' | 'amount',
      actor: Actor,
      amountPaise?: number,
      now = new Date(),
    ): Promise<SubscriptionView> {
      const sub = await byReference(reference);
      if (!sub) throw AppError.notFound(mm.notFound);
      const to: SubscriptionStatus = action === 'pause' ? 'paused' : action === 'resume' ? 'active' : action === 'cancel' ? 'cancelled' : sub.status;
      if (action === 'amount') {
        if (amountPaise === undefined || !Number.isSafeInteger(amountPaise) || amountPaise < 300_00) throw AppError.invalid({ amount: mm.minimum });
        if (amountPaise > deps.limitPaise) throw AppError.invalid({ amount: mm.amountTooLarge });
        if (sub.status === 'cancelled' || sub.status === 'completed') throw new AppError('subscription_state', mm.state);
        // The same amount changes nothing: no plan at the gateway, no email.
        if (amountPaise === sub.amountPaise) return view(sub);
      } else if (sub.status === to) {
        return view(sub);
      } else if (!canMoveSubscription(sub.status, to) || (action === 'resume' && sub.status === 'created')) {
        throw new AppError('subscription_state', mm.state);
      }
      let planId: string | undefined;
      let providerSubscriptionId: string | undefined;
      if (sub.mode === 'gateway' && sub.providerSubscriptionId && sub.status === 'created' && action === 'amount' && amountPaise !== undefined) {
        // Not approved yet: the mandate the donor is about to approve is for the old plan's
        // amount. A new plan and subscription replace it (the old one is cancelled, so its link
        // cannot be approved later), and the approval page opens the new one.
        const old = sub.providerSubscriptionId;
        const fresh = await gatewayCall(async (g) => {
          const plan = await g.createPlan({ amountPaise, name: `Monthly gift ${sub.reference}`, notes: { reference: sub.reference } });
          const created = await g.createSubscription({
            planId: plan.id,
            totalCount: GATEWAY_TOTAL_COUNT,
            notes: { reference: sub.reference, campaign_id: String(sub.campaignId) },
          });
          await g.cancelSubscription(old);
          return { planId: plan.id, subscriptionId: created.id };
        });
        planId = fresh.planId;
        providerSubscriptionId = fresh.subscriptionId;
      } else if (sub.mode === 'gateway' && sub.providerSubscriptionId && sub.status !== 'created') {
        const id = sub.providerSubscriptionId;
        if (action === 'pause') await gatewayCall((g) => g.pauseSubscription(id));
        if (action === 'resume') await gatewayCall((g) => g.resumeSubscription(id));
        if (action === 'cancel') await gatewayCall((g) => g.cancelSubscription(id));
        if (action === 'amount' && amountPaise !== undefined) {
          planId = await gatewayCall(async (g) => {
            const plan = await g.createPlan({ amountPaise, name: `Monthly gift ${sub.reference}`, notes: { reference: sub.reference } });
            await g.changeSubscriptionPlan(id, plan.id);
            return plan.id;
          });
        }
      } else if (sub.mode === 'gateway' && sub.providerSubscriptionId && action === 'cancel') {
        // Never approved: cancelling at the gateway keeps its link from being used later.
        const id = sub.providerSubscriptionId;
        await gatewayCall((g) => g.cancelSubscription(id));
      }
      const by = actor.kind === 'staff' ? `staff:${actor.id}` : 'donor';
      const updated = await db.transaction(async (tx) => {
        const cur = await locked(tx, eq(s.subscriptions.id, sub.id));
        if (!cur) throw AppError.notFound(mm.notFound);
        let row: SubscriptionRow;
        if (action === 'amount') {
          const [r] = await tx
            .update(s.subscriptions)
            .set({
              amountPaise,
              providerPlanId: planId ?? cur.providerPlanId,
              providerSubscriptionId: providerSubscriptionId ?? cur.providerSubscriptionId,
              updatedAt: new Date(),
            })
            .where(eq(s.subscriptions.id, cur.id))
            .returning();
          row = r as SubscriptionRow;
        } else if (action === 'pause') {
          row = await move(tx, cur, 'paused', { pausedAt: now });
        } else if (action === 'cancel') {
          row = await move(tx, cur, 'cancelled', { cancelledAt: now, cancelledBy: by, nextDueAt: null, nextPeriod: null });
          // The month asked for and not yet paid is not owed any more.
          await cancelUnpaidMonths(tx, cur, 'monthly gift cancelled', by);
        } else {
          // Resumed: the next month is the first whose day still leaves a day's notice.
          const [asked] = await months.latest(cur.id, 1, undefined, tx);
          const next = cur.mode === 'reminder' ? firstDueAfter(now, cur.anchorDay, asked?.period) : null;
          row = await move(tx, cur, 'active', { pausedAt: null, nextPeriod: next?.period ?? cur.nextPeriod, nextDueAt: next?.at ?? cur.nextDueAt });
        }
        // What changed, written when the mail is (in the donor's words, not the staff console's).
        await jobs.enqueue(
          MONTHLY_MAIL_QUEUE,
          { subscriptionId: row.id, period: row.nextPeriod ?? periodOf(now), kind: 'changed', action, amountPaise: amountPaise ?? 0 },
          { tx, maxAttempts: 6 },
        );
        return { before: cur, row };
      });
      if (actor.kind === 'staff') {
        await deps.audit.record({
          actorId: actor.id,
          action: `subscription.${action}`,
          subjectType: 'subscription',
          subjectId: sub.reference,
          before: { status: updated.before.status, amountPaise: updated.before.amountPaise },
          after: { status: updated.row.status, amountPaise: updated.row.amountPaise },
        });
      }
      return view(updated.row);
    },

    /** A monthly gift's thank-you carries its manage link, as every monthly email does. */
    async manageLine(subscriptionId: number): Promise<string> {
      const [sub] = await db
        .select({ reference: s.subscriptions.reference, token: s.subscriptions.manageToken })
        .from(s.subscriptions)
        .where(eq(s.subscriptions.id, subscriptionId));
      return sub ? `${emailText.manageLine(sub.reference, manageUrl({ reference: sub.reference, manageToken: sub.token }))}\n` : '';
    },

    /**
     * A month's order was paid (the thank-you job calls this). The first month makes a reminder
     * gift active and schedules the next month.
     */
    async onOrderPaid(orderId: number, now = new Date()): Promise<void> {
      const month = await months.ofOrder(orderId);
      if (!month) return;
      const { period, subscriptionId } = month;
      await db.transaction(async (tx) => {
        const sub = await locked(tx, eq(s.subscriptions.id, subscriptionId));
        if (sub?.mode !== 'reminder' || sub.status !== 'created') return;
        const next = firstDueAfter(now, sub.anchorDay, period);
        const row = await move(tx, sub, 'active', { nextPeriod: next.period, nextDueAt: next.at });
        await claimMail(tx, row, period, 'welcome', now);
      });
    },

    ...monthlySweep(parts),
    ...monthlyRazorpay(parts),
  };

  return service;
}

/** The service's own pieces, passed to the files that hold the rest of it. */
export interface MonthlyParts {
  db: Db;
  jobs: JobQueue;
  deps: SubscriptionsDeps;
  months: SubscriptionMonths;
  manageUrl(sub: Pick<SubscriptionRow, 'reference' | 'manageToken'>): string;
  byReference(reference: string): Promise<SubscriptionRow | undefined>;
  view(row: SubscriptionRow): Promise<SubscriptionView>;
  monthOrder(
    tx: Tx | Db,
    sub: SubscriptionRow,
    period: string,
    method: 'upi' | 'razorpay',
    extra?: { providerPaymentId?: string },
  ): Promise<{ id: number; reference: string } | null>;
  claimMail(tx: Tx, sub: SubscriptionRow, period: string, kind: Mail, due: Date, extra?: Record<string, unknown>): Promise<boolean>;
  unpaidStreak(tx: Tx, sub: SubscriptionRow): Promise<boolean>;
  halt(tx: Tx, sub: SubscriptionRow, now: Date): Promise<void>;
  move(tx: Tx, sub: SubscriptionRow, to: SubscriptionStatus, set?: Partial<typeof s.subscriptions.$inferInsert>): Promise<SubscriptionRow>;
  locked(tx: Tx, where: ReturnType<typeof eq>): Promise<SubscriptionRow | undefined>;
}

export type SubscriptionsService = ReturnType<typeof subscriptionsService>;
