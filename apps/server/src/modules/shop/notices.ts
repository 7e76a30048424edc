// The shop's messages (issue 25; out of purchases.ts by issue 44): the email for each step of an
// order, to its buyer or to its seller; the buyer's SMS or WhatsApp for the steps they asked to
// hear of; a vendor's email about its money. An order's messages are a job (SHOP_MAIL_QUEUE)
// enqueued in the move's own transaction, so a move rolled back tells no one, and each message
// is sent once (its `once` key). The moves only name the event: who hears it, on which channel
// and in what words is decided here, in the reader's language.
import { buyingText as bt, formatINR, localPath, type ShopOrderStatus } from '@sahyog/core';
import { eq } from 'drizzle-orm';
import { isLanguage, runInLanguage } from '../../platform/language.ts';
import type { Tx } from '../payments/index.ts';
import { type DisputeRow, linesOfOrder, type PurchasesDeps, type ReturnRow, type ShopOrderRow, sd, so, sr } from './orders-shared.ts';

export const SHOP_MAIL_QUEUE = 'shop-order-mail';

export type Mail =
  | 'paid'
  | 'accepted'
  | 'shipped'
  | 'delivered'
  | 'cancelled'
  | 'new-order'
  | 'return-requested'
  | 'return-update'
  | 'dispute-opened'
  | 'dispute-decided';
/** What the buyer is told by SMS too, when they asked for it at checkout. */
const SMS_EVENTS: ReadonlySet<Mail> = new Set(['paid', 'accepted', 'shipped', 'delivered', 'cancelled', 'return-update', 'dispute-decided']);
/** What the seller hears of first (the rest is the buyer's; a dispute's decision is both sides'). */
const TO_VENDOR: ReadonlySet<Mail> = new Set(['new-order', 'return-requested', 'dispute-opened']);

/** What a message is about besides its order: the return or dispute, and the return's step when it was enqueued. */
export interface MailAbout {
  returnId?: number | undefined;
  step?: string;
  disputeId?: number | undefined;
}

export type NoticesDeps = Pick<PurchasesDeps, 'db' | 'jobs' | 'vendors' | 'auth' | 'messaging' | 'siteName' | 'publicUrl'>;

export function shopNotices(deps: NoticesDeps) {
  const { db } = deps;
  const base = () => deps.publicUrl.replace(/\/$/, '');
  const inLanguageOf = <T>(language: string, fn: () => T): T => runInLanguage(isLanguage(language) ? language : 'en', fn);

  /** Mail about an order, sent once per order and event, after the move commits. */
  const mail = (tx: Tx, orderId: number, event: Mail, about: MailAbout = {}) =>
    deps.jobs.enqueue(
      SHOP_MAIL_QUEUE,
      { orderId, event, returnId: about.returnId ?? null, step: about.step ?? null, disputeId: about.disputeId ?? null },
      { tx, maxAttempts: 6 },
    );

  deps.jobs.register(SHOP_MAIL_QUEUE, async (payload) => {
    const [o] = await db
      .select()
      .from(so)
      .where(eq(so.id, Number(payload.orderId)))
      .limit(1);
    if (!o) return;
    const event = String(payload.event) as Mail;
    const [returnRow] = payload.returnId
      ? await db
          .select()
          .from(sr)
          .where(eq(sr.id, Number(payload.returnId)))
      : [];
    const [disputeRow] = payload.disputeId
      ? await db
          .select()
          .from(sd)
          .where(eq(sd.id, Number(payload.disputeId)))
      : [];
    const vendor = await deps.vendors.byId(o.vendorId);
    const toVendor = async () => {
      if (!vendor) return;
      const [account, language] = await Promise.all([deps.auth.user(vendor.userId), deps.auth.languageOf(vendor.userId)]);
      await inLanguageOf(language, () => send(o, event, account.email, account.fullName, vendor.displayName, 'vendor', returnRow, disputeRow, payload.step));
    };
    if (TO_VENDOR.has(event)) return toVendor();
    await inLanguageOf(o.language, async () => {
      await send(o, event, o.buyerEmail, o.buyerName, vendor?.displayName ?? '', 'buyer', returnRow, disputeRow, payload.step);
      if ((o.smsUpdates || o.whatsappUpdates) && SMS_EVENTS.has(event)) await sms(o, event, returnRow, disputeRow, payload.step);
    });
    // The seller hears the foundation's decision too.
    if (event === 'dispute-decided') await toVendor();
  });

  /** The state an SMS names, in the buyer's language (set by the caller). */
  function smsState(event: Mail, r?: ReturnRow, d?: DisputeRow, step?: unknown): string {
    if (event === 'return-update') {
      const status = typeof step === 'string' && step in bt.returnStatus ? (step as ReturnRow['status']) : r?.status;
      return status ? bt.returnStatus[status] : '';
    }
    if (event === 'dispute-decided') return d ? bt.disputeStatus[d.status] : '';
    // Shipped says only that: the courier and tracking number are the vendor's words, and an SMS
    // in the foundation's name must not carry them (a "courier" could be "pay COD to 98…").
    return bt.status[event === 'paid' ? 'paid' : (event as ShopOrderStatus)] ?? '';
  }

  /**
   * A short SMS to the buyer's proven mobile (the account's, as it is now), once per order and
   * step; nothing when the account has none any more.
   */
  async function sms(o: ShopOrderRow, event: Mail, r?: ReturnRow, d?: DisputeRow, step?: unknown) {
    if (o.buyerId === null) return;
    const account = await deps.auth.user(o.buyerId).catch(() => null);
    if (!account?.phoneVerified || !account.phone) return;
    const data = { site: await deps.siteName(), reference: o.reference, status: smsState(event, r, d, step) };
    const once = `shop-sms:${o.id}:${event}${r ? `:${r.id}:${String(step ?? r.status)}` : ''}${d ? `:${d.id}` : ''}`;
    // WhatsApp for who asked for it; the SMS where the site has no WhatsApp or the number said STOP.
    if (o.whatsappUpdates) {
      await deps.messaging.sendUpdate(account.phone, { whatsapp: 'shop-order-whatsapp', sms: 'shop-order-sms' }, data, { once });
    } else {
      await deps.messaging.send('sms', account.phone, 'shop-order-sms', data, { once });
    }
  }

  async function send(
    o: ShopOrderRow,
    event: Mail,
    to: string,
    name: string,
    shop: string,
    who: 'buyer' | 'vendor',
    r?: ReturnRow,
    d?: DisputeRow,
    step?: unknown,
  ) {
    const status = (typeof step === 'string' && step in bt.returnStatus ? step : r?.status) as ReturnRow['status'] | undefined;
    const lines = await linesOfOrder(db, o.id);
    const template =
      event === 'new-order'
        ? 'shop-new-order'
        : event === 'return-requested' || event === 'return-update' || event === 'dispute-opened' || event === 'dispute-decided'
          ? (`shop-${event}` as const)
          : (`shop-order-${event}` as const);
    await deps.messaging.send(
      'email',
      to,
      template,
      {
        site: await deps.siteName(),
        name,
        shop,
        reference: o.reference,
        amount: formatINR(o.totalPaise),
        items: lines.map((l) => `${l.quantity} × ${l.title}${l.variantLabel ? ` (${l.variantLabel})` : ''}`).join('\n'),
        courier: o.courier ?? '',
        tracking: o.trackingNumber ?? '',
        reason: o.cancelReason ?? '',
        refund: o.refundDuePaise ? formatINR(o.refundDuePaise) : '',
        returnStatus: status ? bt.returnStatus[status] : '',
        returnReason: r?.reason ?? '',
        returnNote: r?.vendorNote ?? '',
        returnAmount: r ? formatINR(r.amountPaise) : '',
        disputeReason: d?.reason ?? '',
        disputeStatus: d ? bt.disputeStatus[d.status] : '',
        resolution: d?.resolution ?? '',
        disputeRefund: d?.refundPaise ? formatINR(d.refundPaise) : '',
        link: `${base()}${who === 'vendor' ? localPath('/seller/orders') : localPath(`/shop/orders/${o.reference}`)}`,
      },
      { once: `shop-order:${o.id}:${event}${r ? `:${r.id}:${status}` : ''}${d ? `:${d.id}:${who}` : ''}` },
    );
  }

  return {
    mail,

    /** An email to a vendor about its money (a withdrawal paid or refused), in the account's language. */
    async tellVendor(vendorId: number, event: 'payout-paid' | 'payout-rejected', data: Record<string, string>): Promise<void> {
      const vendor = await deps.vendors.byId(vendorId);
      if (!vendor) return;
      const [account, language, site] = await Promise.all([deps.auth.user(vendor.userId), deps.auth.languageOf(vendor.userId), deps.siteName()]);
      await inLanguageOf(language, () =>
        deps.messaging.send('email', account.email, `shop-${event}`, {
          site,
          name: account.fullName,
          shop: vendor.displayName,
          link: `${base()}${localPath('/seller/payouts')}`,
          ...data,
        }),
      );
    },
  };
}

export type ShopNotices = ReturnType<typeof shopNotices>;
