// After a delivery (issue 25; out of purchases.ts by issue 44): the buyer's return (asked for
// within the seller's window, with photos kept privately; approved, refused or received by the
// seller) and the buyer's dispute (taken to the foundation once an order has shipped, decided by
// staff). What either makes the order owe goes through refunds.ts in the deciding transaction.
// The rules of when each may be asked are here as plain functions, since the views show them too.
import { randomBytes } from 'node:crypto';
import {
  AppError,
  buyingText as bt,
  DISPUTE_WINDOW_DAYS,
  type DisputeDecisionInput,
  disputeWindowOpen,
  RETURN_PHOTO_MAX_BYTES,
  type ReturnDecisionInput,
  returnWindowOpen,
  type SellerOrderView,
  type ShopOrderView,
  shopConsoleText as sc,
} from '@sahyog/core';
import type { Db } from '@sahyog/db';
import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Sharp } from 'sharp';
import { refuseOwnDecision } from '../../platform/duties.ts';
import { listeners } from '../../platform/listeners.ts';
import { encodeJpeg } from '../../platform/photos.ts';
import type { Tx } from '../payments/index.ts';
import type { ShopNotices } from './notices.ts';
import {
  auditOrder,
  buyersRow,
  buyersWhere,
  type DisputeRow,
  linesOfOrder,
  lockedWhere,
  move,
  type PurchasesDeps,
  type ReturnRow,
  type ShopOrderRow,
  sd,
  so,
  sr,
  vendorsOrder,
} from './orders-shared.ts';
import type { ShopRefunds } from './refunds.ts';
import type { ShopViews } from './views.ts';

/** A return photo as the buyer sent it: bytes, checked and re-encoded before it is kept. */
export interface ReturnRequest {
  reason: string;
  photos: Uint8Array[];
}

/** A new dispute as the modules that join it read it (the help desk). */
export interface DisputeOpened {
  id: number;
  reference: string;
  buyerId: number;
  buyerEmail: string;
  buyerName: string;
  reason: string;
  language: string;
}

/** What a return photo may be: the sizes a phone's camera gives, kept at most 1600 px wide. */
const RETURN_PHOTO_RULES = {
  maxBytes: RETURN_PHOTO_MAX_BYTES,
  // 24 MP: what a phone's camera takes; more is a picture built to be costly to decode.
  maxPixels: 24_000_000,
  min: { width: 200, height: 200 },
  messages: { tooLarge: bt.returnPhotoInvalid, type: bt.returnPhotoInvalid, tooSmall: bt.returnPhotoInvalid, unreadable: bt.returnPhotoInvalid },
};
const fitReturnPhoto = (img: Sharp) => img.resize({ width: 1600, height: 1600, fit: 'inside', withoutEnlargement: true });

export const returnView = (r: ReturnRow | undefined) =>
  r ? { id: r.id, status: r.status, amountPaise: r.amountPaise, reason: r.reason, vendorNote: r.vendorNote, photos: r.photos.length } : null;
export const disputeView = (d: DisputeRow | undefined) =>
  d ? { id: d.id, status: d.status, reason: d.reason, resolution: d.resolution, refundPaise: d.refundPaise, openedAt: d.openedAt.toISOString() } : null;

/**
 * Delivered, within the seller's window (as it was when bought) counted by core's rule from a
 * delivery the seller cannot just assert, and no return asked for before (a refused one ends it too).
 */
export const returnable = (o: ShopOrderRow, r: ReturnRow | undefined, deliveryAssumedDays: number, now = new Date()) =>
  o.status === 'delivered' && returnWindowOpen(o, now, deliveryAssumedDays) && !r;

/**
 * The buyer may take an order to the foundation once it has shipped, until some weeks after
 * delivery; not while a return is open (the seller answers that first), and once only.
 */
export function disputeRefusal(
  o: ShopOrderRow,
  r: ReturnRow | undefined,
  d: DisputeRow | undefined,
  deliveryAssumedDays: number,
  now = new Date(),
): string | null {
  if (d) return bt.disputeExists;
  if (o.status !== 'shipped' && o.status !== 'delivered') return bt.disputeNotAllowed;
  if (o.refundDuePaise >= o.totalPaise) return bt.disputeNotAllowed;
  if (!disputeWindowOpen(o, now, deliveryAssumedDays)) return bt.disputeWindowOver(DISPUTE_WINDOW_DAYS);
  if (r && (r.status === 'requested' || r.status === 'approved' || r.status === 'received')) return bt.disputeReturnOpen;
  return null;
}

type AftercareDeps = Pick<PurchasesDeps, 'db' | 'holds' | 'vendors' | 'audit' | 'invoices' | 'privateFiles' | 'deliveryAssumedDays'>;

export function shopAftercare(
  deps: AftercareDeps,
  views: Pick<ShopViews, 'buyersOrder' | 'viewOf'>,
  notices: Pick<ShopNotices, 'mail'>,
  refunds: Pick<ShopRefunds, 'oweBack'>,
) {
  const { db, holds } = deps;
  const disputeOpened = listeners<DisputeOpened>('shop.dispute_opened');

  /** Throws the reason an order cannot be returned now, if there is one. */
  async function returnRefusal(q: Tx | Db, o: ShopOrderRow): Promise<void> {
    if (o.status !== 'delivered') throw AppError.invalid({ reason: bt.returnNotDelivered });
    const [earlier] = await q.select({ status: sr.status }).from(sr).where(eq(sr.shopOrderId, o.id)).limit(1);
    if (earlier) throw AppError.invalid({ reason: earlier.status === 'rejected' || earlier.status === 'refunded' ? bt.returnDecided : bt.returnOpen });
    const [disputed] = await q.select({ id: sd.id }).from(sd).where(eq(sd.shopOrderId, o.id)).limit(1);
    if (disputed) throw AppError.invalid({ reason: bt.disputeExists });
    if (!returnable(o, undefined, deps.deliveryAssumedDays)) throw AppError.invalid({ reason: bt.returnWindowOver(o.returnWindowDays) });
  }

  return {
    /** Another module joins each new dispute (the help desk's ticket). */
    onDisputeOpened: disputeOpened.on,
    /** Disputes opened since `after` as onDisputeOpened hands them, for the help desk's sweep. */
    async disputesSince(after: Date, limit = 500): Promise<DisputeOpened[]> {
      const rows = await db
        .select({
          id: sd.id,
          reason: sd.reason,
          reference: so.reference,
          buyerId: so.buyerId,
          buyerEmail: so.buyerEmail,
          buyerName: so.buyerName,
          language: so.language,
        })
        .from(sd)
        .innerJoin(so, eq(so.id, sd.shopOrderId))
        .where(and(sql`${sd.openedAt} >= ${after.toISOString()}::timestamptz`, isNotNull(so.buyerId)))
        .orderBy(asc(sd.openedAt), asc(sd.id))
        .limit(limit);
      return rows.map((r) => ({ ...r, buyerId: r.buyerId as number }));
    },

    /**
     * The buyer asks to return a delivered order (all of it) within the seller's window, with a
     * reason and up to three photos. The photos are checked by their bytes and re-encoded (no
     * location or camera data is kept), stored privately, and removed again if the request fails.
     */
    async requestReturn(userId: number, reference: string, input: ReturnRequest): Promise<ShopOrderView> {
      const found = await buyersRow(db, userId, reference);
      if (!found) throw AppError.notFound(bt.orderNotFound);
      // Whether it may be returned at all, before any photo is decoded (decoding is the costly
      // part: a small file can be a huge picture); asked again on the locked row below.
      await returnRefusal(db, found);
      const photos = [];
      for (const [i, bytes] of input.photos.entries()) photos.push(await encodeJpeg(bytes, `photos.${i}`, RETURN_PHOTO_RULES, fitReturnPhoto));
      const stored: string[] = [];
      try {
        for (const photo of photos) {
          const key = `returns/${found.id}-${randomBytes(12).toString('hex')}`;
          await deps.privateFiles.put(key, photo.jpeg);
          stored.push(key);
        }
        await db.transaction(async (tx) => {
          const [o] = await lockedWhere(tx, buyersWhere(userId, reference));
          if (!o) throw AppError.notFound(bt.orderNotFound);
          await returnRefusal(tx, o);
          const lines = await linesOfOrder(tx, o.id);
          const [made] = await tx
            .insert(sr)
            .values({
              shopOrderId: o.id,
              lines: lines.map((l) => ({ lineId: l.id, quantity: l.quantity })),
              amountPaise: o.totalPaise - o.refundDuePaise,
              reason: input.reason,
              photos: stored,
            })
            .returning({ id: sr.id });
          await notices.mail(tx, o.id, 'return-requested', { returnId: made?.id });
        });
      } catch (e) {
        for (const key of stored) await deps.privateFiles.remove(key).catch(() => {});
        throw e;
      }
      return views.buyersOrder(userId, reference);
    },

    /**
     * A photo of an order's latest return (n from 1), for its buyer, its vendor or staff; anyone
     * else gets null, as a photo that does not exist.
     */
    async returnPhoto(who: { userId: number; staff: boolean }, reference: string, n: number): Promise<Buffer | null> {
      const [o] = await db.select({ id: so.id, buyerId: so.buyerId, vendorId: so.vendorId }).from(so).where(eq(so.reference, reference)).limit(1);
      if (!o) return null;
      if (!who.staff && o.buyerId !== who.userId) {
        const vendor = await deps.vendors.forUser(who.userId);
        if (vendor?.id !== o.vendorId) return null;
      }
      const [r] = await db.select({ photos: sr.photos }).from(sr).where(eq(sr.shopOrderId, o.id)).orderBy(desc(sr.id)).limit(1);
      const key = Number.isInteger(n) && n >= 1 ? r?.photos[n - 1] : undefined;
      return key ? deps.privateFiles.get(key) : null;
    },

    /**
     * The vendor approves or refuses a return, or says its parcel arrived: then the stock goes
     * back, the amount is owed to the buyer (the vendor's ledger gives back the sale's share and a
     * credit note is issued, in the same transaction), and the refund goes out from the queue
     * through the provider that took the money; a UPI payment's waits for staff's bank transfer.
     */
    async decideReturn(userId: number, reference: string, input: ReturnDecisionInput): Promise<SellerOrderView> {
      const { vendor, o } = await vendorsOrder(deps, userId, reference);
      const from = input.decision === 'received' ? 'approved' : 'requested';
      const to = input.decision === 'approve' ? 'approved' : input.decision === 'reject' ? 'rejected' : 'received';
      const operator = input.decision === 'received' ? await deps.invoices.operator() : { name: '', gstin: null };
      await db.transaction(async (tx) => {
        const [r] = await tx
          .select()
          .from(sr)
          .where(and(eq(sr.shopOrderId, o.id), eq(sr.status, from)))
          .for('update');
        if (!r) throw new AppError('order_state', bt.orderState);
        const now = new Date();
        await tx
          .update(sr)
          .set(input.decision === 'received' ? { status: to, receivedAt: now } : { status: to, decidedAt: now, vendorNote: input.note || null })
          .where(eq(sr.id, r.id));
        if (input.decision === 'received') {
          const [order] = await lockedWhere(tx, eq(so.id, o.id));
          if (!order) throw AppError.notFound(bt.orderNotFound);
          const lines = await linesOfOrder(tx, o.id);
          const back = new Map(r.lines.map((l) => [l.lineId, l.quantity]));
          const returned = lines.filter((l) => back.has(l.id)).map((l) => ({ ...l, quantity: back.get(l.id) ?? 0 }));
          await holds.giveBack(tx, returned);
          await refunds.oweBack(tx, order, r.amountPaise, returned, vendor, operator, now);
        }
        // The step in the job: by the time it runs the return may have moved on (received → refunded).
        await notices.mail(tx, o.id, 'return-update', { returnId: r.id, step: to });
      });
      await auditOrder(deps, userId, `shop-return.${input.decision}`, reference, { after: { status: to } });
      return views.viewOf(o.id);
    },

    /** The buyer asks the foundation to step in on a shipped or delivered order. */
    async openDispute(userId: number, reference: string, reason: string): Promise<ShopOrderView> {
      const opened = await db.transaction(async (tx) => {
        const [o] = await lockedWhere(tx, buyersWhere(userId, reference));
        if (!o) throw AppError.notFound(bt.orderNotFound);
        const [r] = await tx.select().from(sr).where(eq(sr.shopOrderId, o.id)).orderBy(desc(sr.id)).limit(1);
        const [d] = await tx.select().from(sd).where(eq(sd.shopOrderId, o.id)).orderBy(desc(sd.id)).limit(1);
        const refusal = disputeRefusal(o, r, d, deps.deliveryAssumedDays);
        if (refusal) throw AppError.invalid({ reason: refusal });
        const [made] = await tx.insert(sd).values({ shopOrderId: o.id, reason }).returning({ id: sd.id });
        await notices.mail(tx, o.id, 'dispute-opened', { disputeId: made?.id });
        return made
          ? { id: made.id, reference: o.reference, buyerId: userId, buyerEmail: o.buyerEmail, buyerName: o.buyerName, reason, language: o.language }
          : null;
      });
      if (opened) await disputeOpened.emit(opened);
      return views.buyersOrder(userId, reference);
    },

    /**
     * Staff decide a dispute: refund the buyer what the order has not yet given back, or close it
     * with a note. A delivered order's refund comes out of its vendor's ledger with a credit
     * note; a shipped one that never arrived is cancelled (the goods left the seller: no stock
     * comes back, and the sale was never the vendor's). Both sides are emailed; audited.
     */
    async decideDispute(staffId: number, id: number, input: DisputeDecisionInput) {
      const [pre] = await db.select({ shopOrderId: sd.shopOrderId }).from(sd).where(eq(sd.id, id)).limit(1);
      if (!pre) throw AppError.notFound(sc.disputeNotFound);
      const [preOrder] = await db
        .select({ vendorId: so.vendorId, buyerId: so.buyerId, reference: so.reference })
        .from(so)
        .where(eq(so.id, pre.shopOrderId))
        .limit(1);
      const vendor = preOrder ? await deps.vendors.byId(preOrder.vendorId) : null;
      if (!vendor || !preOrder) throw AppError.notFound(sc.disputeNotFound);
      // Staff who bought the order, or own the shop that sold it, leave its dispute to a colleague (issue 38).
      await refuseOwnDecision(deps.audit, staffId, [preOrder.buyerId, vendor.userId], {
        action: `shop-dispute.${input.decision}`,
        subjectType: 'shop-order',
        subjectId: preOrder.reference,
      });
      const operator = await deps.invoices.operator();
      const refunded = await db.transaction(async (tx) => {
        const [d] = await tx.select().from(sd).where(eq(sd.id, id)).for('update');
        if (!d) throw AppError.notFound(sc.disputeNotFound);
        if (d.status !== 'open') throw new AppError('order_state', sc.disputeDecidedAlready);
        const [o] = await lockedWhere(tx, eq(so.id, d.shopOrderId));
        if (!o) throw AppError.notFound(sc.disputeNotFound);
        const now = new Date();
        let amount = 0;
        if (input.decision === 'refund') {
          amount = o.totalPaise - o.refundDuePaise;
          if (amount <= 0 || (o.status !== 'shipped' && o.status !== 'delivered')) throw new AppError('order_state', bt.orderState);
          const lines = await linesOfOrder(tx, o.id);
          const owed =
            o.status === 'shipped' ? await move(tx, o, 'cancelled', { cancelledAt: now, cancelledBy: 'staff', cancelReason: input.note.slice(0, 300) }) : o;
          await refunds.oweBack(tx, owed, amount, lines, vendor, operator, now);
        }
        await tx
          .update(sd)
          .set({
            status: input.decision === 'refund' ? 'refunded' : 'closed',
            resolution: input.note,
            refundPaise: amount,
            resolvedBy: staffId,
            resolvedAt: now,
          })
          .where(eq(sd.id, d.id));
        await notices.mail(tx, o.id, 'dispute-decided', { disputeId: d.id });
        const after = { status: input.decision === 'refund' ? 'refunded' : 'closed', refundPaise: amount };
        await auditOrder(deps, staffId, `shop-dispute.${input.decision}`, o.reference, { before: { status: 'open' }, after }, tx);
        return amount;
      });
      const [row] = await db.select().from(sd).where(eq(sd.id, id));
      return { ...(disputeView(row) as NonNullable<ReturnType<typeof disputeView>>), refundPaise: refunded };
    },
  };
}
