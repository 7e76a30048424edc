// The thank-you for a paid gift: an email and an SMS, sent from the job queue once the payment's
// transaction has committed (the job is enqueued inside it, so a gift is thanked exactly when it
// counts). Then what follows a thank-you in the modules after giving (monthly's next month,
// receipts' automatic receipt), in the order they registered.
import { emailText, formatDate, formatINR, inContentLanguage, localPath, type Settings } from '@sahyog/core';
import { type Db, schema as s } from '@sahyog/db';
import { eq } from 'drizzle-orm';
import type { JobQueue } from '../../platform/jobs.ts';
import { isLanguage, runInLanguage } from '../../platform/language.ts';
import type { MessagingService } from '../messaging/index.ts';
import type { OrderListener, PaymentsService } from '../payments/index.ts';
import type { PrivacyService } from '../privacy/index.ts';

export const THANKS_QUEUE = 'giving-thanks';

/** What giving shows of a monthly gift without reading monthly's tables. */
export interface MonthlyLinks {
  /** The manage link line for the thank-you of a monthly gift's month ('' for any other order). */
  manageLineOf(orderId: number): Promise<string>;
}

export interface ThanksDeps {
  db: Db;
  jobs: JobQueue;
  payments: Pick<PaymentsService, 'byId' | 'info' | 'stopUpdates'>;
  messaging: Pick<MessagingService, 'send' | 'sendUpdate'>;
  privacy: Pick<PrivacyService, 'record' | 'onWithdraw'>;
  settings: () => Promise<Settings>;
  publicUrl: string;
}

export function givingThanks(deps: ThanksDeps) {
  const { db, jobs, payments } = deps;
  const afterThanks: ((orderId: number) => Promise<void>)[] = [];
  let monthly: MonthlyLinks | undefined;

  /** A gift was paid: its thank-you is queued in the same transaction (giving registers it with payments). */
  const onPaid: OrderListener = async (tx, order) => {
    await jobs.enqueue(THANKS_QUEUE, { orderId: order.id }, { tx, maxAttempts: 6 });
  };

  jobs.register(THANKS_QUEUE, async (payload) => {
    const order = await payments.byId(Number(payload.orderId));
    if (order?.status !== 'paid') return;
    // The thank-you is written in the language the donor gave in.
    await runInLanguage(isLanguage(order.language) ? order.language : 'en', () => thank(order));
  });

  async function thank(order: NonNullable<Awaited<ReturnType<typeof payments.byId>>>) {
    // Only gifts are thanked here (payments tells giving of its own purpose's orders).
    const [c] = await db
      .select({ title: s.campaigns.title, titleHi: s.campaigns.titleHi, slug: s.campaigns.slug })
      .from(s.campaigns)
      .where(eq(s.campaigns.id, order.campaignId ?? 0));
    const settings = await deps.settings();
    const extras = [
      order.tipPaise ? `\n${emailText.tipLine(formatINR(order.tipPaise))}` : '',
      order.urgentPaise ? `\n${emailText.urgentLine(formatINR(order.urgentPaise))}` : '',
    ].join('');
    const data = {
      site: settings.foundationName,
      name: order.donorName,
      // The campaign's Hindi title in a Hindi thank-you, when it has one.
      campaign: c ? inContentLanguage({ title: c.title }, { title: c.titleHi }).title : '',
      amount: formatINR(order.amountPaise),
      extras,
      total: formatINR(order.totalPaise),
      reference: order.reference,
      date: formatDate(order.paidAt ?? new Date()),
      mode: payments.info(order.method)?.describe(order) ?? order.method,
      // A monthly gift's thank-you carries its manage link, as every monthly email does.
      manage: monthly ? await monthly.manageLineOf(order.id) : '',
      // The site's pages in the donor's language (/hi/profile for a gift made in Hindi).
      profileUrl: `${deps.publicUrl}${localPath('/profile')}`,
      // The law in force today names the receipt (a gift is thanked within moments of paying).
      short: settings.taxLaw.shortName,
      campaignUrl: `${deps.publicUrl}${localPath(`/campaigns/${c?.slug ?? ''}`)}`,
    };
    // The box the donor ticked is a consent to updates, recorded once the gift is real (a
    // retried job records nothing new: one record per order).
    // The same tick is also the consent to the channel, with the notice under the box and the
    // number it covers (a STOP from that number withdraws it; decision 0064).
    if (order.whatsappUpdates) {
      await deps.privacy.record({ purpose: 'campaign-updates', email: order.donorEmail, userId: order.userId, subject: `order:${order.reference}` });
      await deps.privacy.record({
        purpose: 'whatsapp-updates',
        email: order.donorEmail,
        userId: order.userId,
        subject: `order:${order.reference}`,
        phone: order.donorMobile,
      });
    }
    // Keyed by the order: a job retried after a failure half way (the database restarted between
    // the two) sends neither twice.
    await deps.messaging.send('email', order.donorEmail, 'donation-thanks-email', data, { once: `thanks-email:${order.id}` });
    // Who asked for WhatsApp gets the thank-you there instead of the SMS (the SMS again after a STOP).
    if (order.whatsappUpdates) {
      await deps.messaging.sendUpdate(order.donorMobile, { whatsapp: 'donation-thanks-whatsapp', sms: 'donation-thanks-sms' }, data, {
        once: `thanks-sms:${order.id}`,
      });
    } else {
      await deps.messaging.send('sms', order.donorMobile, 'donation-thanks-sms', data, { once: `thanks-sms:${order.id}` });
    }
    for (const fn of afterThanks) await fn(order.id);
  }

  // Withdrawn from the profile: that gift's campaign stops writing to the donor.
  deps.privacy.onWithdraw('campaign-updates', async (c) => {
    await payments.stopUpdates(c.subject.replace(/^order:/, ''));
  });
  // The WhatsApp consent of a gift: that gift's updates stop (its one flag covers both channels).
  deps.privacy.onWithdraw('whatsapp-updates', async (c) => {
    if (c.subject.startsWith('order:')) await payments.stopUpdates(c.subject.slice('order:'.length));
  });

  return {
    onPaid,
    /** Runs after a paid gift's thank-you was sent (monthly's next month, the automatic receipt). */
    afterThanks(fn: (orderId: number) => Promise<void>): void {
      afterThanks.push(fn);
    },
    /** The monthly module says how its gifts are linked to from giving's emails. */
    useMonthly(links: MonthlyLinks): void {
      monthly = links;
    },
  };
}

export type GivingThanks = ReturnType<typeof givingThanks>;
