// Refunds under the policy: the donor asks within two days of paying and before any receipt is
// issued; staff decide. A refund goes through the provider (Razorpay's Refunds API for gateway
// payments; for UPI and the simulator staff send the money and record the transfer's reference)
// and then through orders.refund, whose one transaction moves the order, the donation and the
// campaign's figures together. The request is claimed (`refunding`) before the gateway is asked,
// so two presses cannot give the money back twice.
import {
  AppError,
  currentLanguage,
  decodeCursor,
  formatINR,
  type ListPage,
  pagingMessages,
  type RefundDecision,
  type RefundRequestInput,
  type RefundView,
  refundMessages as rm,
  type Settings,
  STAFF_LANGUAGE,
  serverText,
  timeIdKey,
  withinRefundWindow,
} from '@sahyog/core';
import { type Db, schema as s } from '@sahyog/db';
import { and, asc, eq, gte, isNull, or, sql } from 'drizzle-orm';
import type { AuditLog } from '../../platform/audit.ts';
import { refuseOwnDecision } from '../../platform/duties.ts';
import { cursorTime, pageOf, pageSize } from '../../platform/keyset.ts';
import { isLanguage, runInLanguage } from '../../platform/language.ts';
import { listeners } from '../../platform/listeners.ts';
import type { MessagingService } from '../messaging/index.ts';
import type { PaymentsService } from '../payments/index.ts';

export interface RefundsDeps {
  db: Db;
  payments: Pick<PaymentsService, 'recordRefund' | 'provider' | 'info'>;
  messaging: Pick<MessagingService, 'send'>;
  settings: () => Promise<Settings>;
  audit: Pick<AuditLog, 'record'>;
  now?: () => Date;
}

/** A cursor of this queue: (waiting?, created at, id). */
function refundKey(after: string | undefined): { waiting: boolean; at: string; id: number } | null {
  if (!after) return null;
  const key = decodeCursor(after);
  const rest = key && typeof key[0] === 'boolean' ? timeIdKey(key.slice(1)) : null;
  if (!key || !rest) throw AppError.invalid({ after: pagingMessages.badCursor });
  return { waiting: key[0] === true, ...rest };
}

/** A new request as the modules that join it read it (the help desk). */
export interface RefundRequested {
  id: number;
  donationId: number;
  donorEmail: string;
  donorName: string;
  reference: string;
  reason: string;
  language: string;
}

export function refundsService(deps: RefundsDeps) {
  const requested = listeners<RefundRequested>('refund.requested');
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  async function row(id: number) {
    const [r] = await db
      .select({ request: s.refundRequests, order: s.orders, campaignTitle: s.campaigns.title })
      .from(s.refundRequests)
      .innerJoin(s.orders, eq(s.orders.id, s.refundRequests.orderId))
      .innerJoin(s.campaigns, eq(s.campaigns.id, s.orders.campaignId))
      .where(eq(s.refundRequests.id, id))
      .limit(1);
    return r;
  }

  type Row = NonNullable<Awaited<ReturnType<typeof row>>>;
  const view = ({ request: r, order: o, campaignTitle }: Row): RefundView => ({
    id: r.id,
    status: r.status,
    reason: r.reason,
    donorName: o.donorName,
    donorEmail: r.donorEmail,
    reference: o.reference,
    method: o.method,
    totalPaise: o.totalPaise,
    campaignTitle,
    paidAt: (o.paidAt ?? o.createdAt).toISOString(),
    createdAt: r.createdAt.toISOString(),
    feePaise: r.feePaise,
    refundPaise: r.refundPaise,
    note: r.note,
  });

  /** Written in the language the donor gave in (staff decide from an English console). */
  async function tell(email: string, language: string, template: 'refund-done' | 'refund-declined', data: Record<string, string>) {
    const site = (await deps.settings()).foundationName;
    await runInLanguage(isLanguage(language) ? language : 'en', () => deps.messaging.send('email', email, template, { site, ...data }));
  }

  /** Puts a claimed request back, when the gateway failed or a check refused it. */
  const release = (id: number) =>
    db
      .update(s.refundRequests)
      .set({ status: 'requested' })
      .where(and(eq(s.refundRequests.id, id), eq(s.refundRequests.status, 'refunding')));

  return {
    /** Another module joins each new request (the help desk's ticket). */
    onRequest: requested.on,

    /** Requests since `after` as onRequest hands them, for the help desk's sweep. */
    async since(after: Date, limit = 500): Promise<RefundRequested[]> {
      const rows = await db
        .select({ r: s.refundRequests, donorName: s.orders.donorName, reference: s.orders.reference, language: s.orders.language })
        .from(s.refundRequests)
        .innerJoin(s.orders, eq(s.orders.id, s.refundRequests.orderId))
        .where(gte(s.refundRequests.createdAt, after))
        .orderBy(asc(s.refundRequests.createdAt), asc(s.refundRequests.id))
        .limit(limit);
      return rows.map(({ r, ...o }) => ({ id: r.id, donationId: r.donationId, donorEmail: r.donorEmail, reason: r.reason, ...o }));
    },

    /** The donor's written request for one of their paid gifts. */
    async request(email: string, donationId: number, input: RefundRequestInput): Promise<RefundView> {
      const [d] = await db
        .select({ donation: s.donations, receiptId: s.receipts.id })
        .from(s.donations)
        .leftJoin(s.receipts, and(eq(s.receipts.donationId, s.donations.id), isNull(s.receipts.cancelledAt)))
        .where(and(eq(s.donations.id, donationId), eq(s.donations.donorEmail, email)))
        .limit(1);
      if (!d?.donation.orderId) throw AppError.notFound(serverText.donationNotFound);
      if (d.donation.status !== 'paid') throw new AppError('refund_state', rm.notPaid);
      if (d.receiptId) throw new AppError('refund_state', rm.receiptIssued);
      if (!withinRefundWindow(d.donation.paidAt ?? d.donation.createdAt, now())) throw new AppError('refund_state', rm.tooLate);
      const [made] = await db
        .insert(s.refundRequests)
        .values({ orderId: d.donation.orderId, donationId: d.donation.id, donorEmail: email, reason: input.reason })
        .onConflictDoNothing({ target: s.refundRequests.orderId })
        .returning({ id: s.refundRequests.id });
      if (!made) throw new AppError('refund_state', rm.alreadyRequested);
      const r = await row(made.id);
      if (!r) throw new Error('refund request vanished');
      const settings = await deps.settings();
      // To staff, in the staff's language (the donor may have asked from a Hindi page).
      await runInLanguage(STAFF_LANGUAGE, () =>
        deps.messaging.send('email', settings.email, 'refund-requested', {
          site: settings.foundationName,
          name: r.order.donorName,
          email,
          reference: r.order.reference,
          amount: formatINR(r.order.totalPaise),
          reason: input.reason,
        }),
      );
      await requested.emit({
        id: r.request.id,
        donationId: d.donation.id,
        donorEmail: email,
        donorName: r.order.donorName,
        reference: r.order.reference,
        reason: input.reason,
        language: currentLanguage(),
      });
      return view(r);
    },

    /** Staff's queue: waiting requests first, then the decided ones; oldest first in each, a page at a time. */
    async list(after?: string): Promise<ListPage<RefundView>> {
      const limit = pageSize(undefined);
      const waitingFirst = sql<boolean>`${s.refundRequests.status} = 'requested'`;
      const key = refundKey(after);
      const from = key ? sql`(${s.refundRequests.createdAt}, ${s.refundRequests.id}) > (${key.at}::timestamptz, ${key.id})` : undefined;
      const rows = await db
        .select({ request: s.refundRequests, order: s.orders, campaignTitle: s.campaigns.title, cursorAt: cursorTime(s.refundRequests.createdAt) })
        .from(s.refundRequests)
        .innerJoin(s.orders, eq(s.orders.id, s.refundRequests.orderId))
        .innerJoin(s.campaigns, eq(s.campaigns.id, s.orders.campaignId))
        .where(!key ? undefined : key.waiting ? or(and(waitingFirst, from), sql`not ${waitingFirst}`) : and(sql`not ${waitingFirst}`, from))
        .orderBy(sql`${waitingFirst} desc`, asc(s.refundRequests.createdAt), asc(s.refundRequests.id))
        .limit(limit + 1);
      return pageOf(
        rows,
        limit,
        (r) => [r.request.status === 'requested', r.cursorAt, r.request.id],
        (page) => page.map(view),
      );
    },

    async waiting(): Promise<number> {
      const [r] = await db.select({ n: sql<number>`count(*)::int` }).from(s.refundRequests).where(eq(s.refundRequests.status, 'requested'));
      return Number(r?.n ?? 0);
    },

    async decide(id: number, decision: RefundDecision, staffId: number): Promise<RefundView> {
      const current = await row(id);
      if (!current) throw AppError.notFound(rm.notFound);
      // Nobody decides the refund of their own gift (issue 38), either way.
      await refuseOwnDecision(deps.audit, staffId, [current.order.userId], {
        action: decision.decision === 'reject' ? 'refund.decline' : 'refund.refund',
        subjectType: 'refund',
        subjectId: id,
      });
      if (decision.decision === 'reject') {
        const [moved] = await db
          .update(s.refundRequests)
          .set({ status: 'rejected', note: decision.note ?? '', decidedBy: staffId, decidedAt: now() })
          .where(and(eq(s.refundRequests.id, id), eq(s.refundRequests.status, 'requested')))
          .returning({ id: s.refundRequests.id });
        if (!moved) throw new AppError('refund_state', rm.decided);
        await deps.audit.record({
          actorId: staffId,
          action: 'refund.decline',
          subjectType: 'refund',
          subjectId: id,
          before: { status: 'requested' },
          after: { status: 'rejected', note: decision.note ?? '' },
        });
        await tell(current.request.donorEmail, current.order.language, 'refund-declined', {
          name: current.order.donorName,
          reference: current.order.reference,
          note: decision.note ?? '',
        });
        const after = await row(id);
        if (!after) throw new Error('refund request vanished');
        return view(after);
      }
      const order = current.order;
      if (decision.feePaise >= order.totalPaise) throw AppError.invalid({ feePaise: rm.feeTooHigh });
      // UPI to our account goes back by a transfer staff make; a gateway payment through it.
      const manual = deps.payments.info(order.method)?.confirmedByUtr === true;
      if (manual && !decision.reference) throw AppError.invalid({ reference: rm.referenceRequired });
      // The claim takes the donation's row, as issuing a receipt does, and looks for a receipt
      // with the row held: a receipt being issued finishes first and this refuses, or this
      // claims first and the issue sees the refund under way. One of the two always loses.
      await db.transaction(async (tx) => {
        await tx.select({ id: s.donations.id }).from(s.donations).where(eq(s.donations.id, current.request.donationId)).for('update');
        const [receipt] = await tx
          .select({ id: s.receipts.id })
          .from(s.receipts)
          .where(and(eq(s.receipts.donationId, current.request.donationId), isNull(s.receipts.cancelledAt)))
          .limit(1);
        if (receipt) throw new AppError('refund_state', rm.receiptIssued);
        const [claimed] = await tx
          .update(s.refundRequests)
          .set({ status: 'refunding' })
          .where(and(eq(s.refundRequests.id, id), eq(s.refundRequests.status, 'requested')))
          .returning({ id: s.refundRequests.id });
        if (!claimed) throw new AppError('refund_state', rm.decided);
      });
      const refundPaise = order.totalPaise - decision.feePaise;
      let providerRefundId: string | null = null;
      try {
        if (deps.payments.info(order.method)?.refundedByProvider) {
          // A method this server no longer offers cannot give money back through it.
          const provider = deps.payments.provider(order.method);
          if (!provider?.refund) throw new AppError('gateway_unavailable', serverText.gatewayNotConfigured);
          providerRefundId = (await provider.refund(order, refundPaise, `gift-refund-${id}`)).id;
        }
      } catch (err) {
        await release(id);
        throw err;
      }
      // Payments records what went back and moves the order to refunded; giving hears it there.
      await deps.payments.recordRefund(order.reference, {
        key: `gift-refund-${id}`,
        amountPaise: refundPaise,
        providerRefundId,
        by: `staff:${staffId}`,
        whole: true,
      });
      await db
        .update(s.refundRequests)
        .set({
          status: 'refunded',
          feePaise: decision.feePaise,
          refundPaise,
          providerRefundId,
          manualReference: manual ? (decision.reference ?? null) : null,
          note: decision.note ?? null,
          decidedBy: staffId,
          decidedAt: now(),
        })
        .where(eq(s.refundRequests.id, id));
      await deps.audit.record({
        actorId: staffId,
        action: 'refund.refund',
        subjectType: 'refund',
        subjectId: id,
        before: { status: 'requested', order: order.reference, totalPaise: order.totalPaise },
        after: {
          status: 'refunded',
          feePaise: decision.feePaise,
          refundPaise,
          providerRefundId,
          manualReference: manual ? (decision.reference ?? null) : null,
        },
      });
      await tell(current.request.donorEmail, order.language, 'refund-done', {
        name: order.donorName,
        reference: order.reference,
        amount: formatINR(refundPaise),
        fee: formatINR(decision.feePaise),
      });
      const after = await row(id);
      if (!after) throw new Error('refund request vanished');
      return view(after);
    },
  };
}

export type RefundsService = ReturnType<typeof refundsService>;
