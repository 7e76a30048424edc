// The monthly sweep: every 15 minutes (in the job queue's `critical` group, beside no email), the notice of each month coming up and each reminder
// month's UPI order, and the job that sends those emails. Safe in several processes at once:
// every send is claimed by a unique row written in the transaction that enqueues it.

import {
  dueAt,
  EMANDATE_AUTO_DEBIT_LIMIT_PAISE,
  formatDate,
  formatINR,
  localPath,
  monthlyMessages as mm,
  NOTICE_LEAD_MS,
  NOTICE_WINDOW_MS,
  nextPeriod,
  periodLabel,
  REMINDER_UNPAID_MONTHS_TO_HALT,
  serverText,
  upiUri,
} from '@sahyog/core';
import { schema as s } from '@sahyog/db';
import { and, eq, gt, inArray, lte } from 'drizzle-orm';
import { isLanguage, runInLanguage } from '../../platform/language.ts';
import { type Mail, MONTHLY_MAIL_QUEUE, type MonthlyParts } from './service.ts';

export const MONTHLY_SWEEP_QUEUE = 'monthly-sweep';
/** How often the sweep looks for notices and reminders due. */
export const SWEEP_EVERY_MS = 15 * 60_000;
/** Gifts read at a time by the sweep, which loops until none is due. */
export const SWEEP_BATCH = 500;

/** A changed gift's sentence, in the mail's language (a job queued before this change carries it written). */
function changeText(payload: Record<string, unknown>): string {
  switch (payload.action) {
    case 'amount':
      return mm.amountChanged(formatINR(Number(payload.amountPaise ?? 0)));
    case 'pause':
      return mm.paused;
    case 'resume':
      return mm.resumed;
    case 'cancel':
      return mm.cancelled;
    default:
      return String(payload.change ?? '');
  }
}

export function monthlySweep(parts: MonthlyParts) {
  const { db, jobs, deps, months, manageUrl, locked, monthOrder, claimMail, unpaidStreak, halt } = parts;

  jobs.register(
    MONTHLY_MAIL_QUEUE,
    async (payload) => {
      const [sub] = await db
        .select()
        .from(s.subscriptions)
        .where(eq(s.subscriptions.id, Number(payload.subscriptionId)))
        .limit(1);
      if (!sub) return;
      // Written in the language the donor signed up in.
      await runInLanguage(isLanguage(sub.language) ? sub.language : 'en', () => mail(sub, payload));
    },
    { group: 'bulk' },
  );

  async function mail(sub: typeof s.subscriptions.$inferSelect, payload: Record<string, unknown>) {
    const kind = String(payload.kind) as Mail;
    const period = String(payload.period);
    const [c] = await db.select({ title: s.campaigns.title }).from(s.campaigns).where(eq(s.campaigns.id, sub.campaignId));
    const settings = await deps.settings();
    const [notice] = await db
      .select()
      .from(s.subscriptionNotices)
      .where(and(eq(s.subscriptionNotices.subscriptionId, sub.id), eq(s.subscriptionNotices.period, period), eq(s.subscriptionNotices.kind, kind)))
      .limit(1);
    const amountPaise = notice?.amountPaise ?? sub.amountPaise;
    const data: Record<string, string> = {
      site: settings.foundationName,
      name: sub.donorName,
      campaign: c?.title ?? '',
      amount: formatINR(amountPaise),
      reference: sub.reference,
      month: periodLabel(period),
      date: formatDate(notice?.dueAt ?? new Date()),
      manageUrl: manageUrl(sub),
      how: sub.mode === 'gateway' ? serverText.chargedToMandate : serverText.upiLinkThatDay,
      largeNote: amountPaise > EMANDATE_AUTO_DEBIT_LIMIT_PAISE && sub.mode === 'gateway' ? `\n${serverText.approveLargeDebit}` : '',
      change: changeText(payload),
      months: String(REMINDER_UNPAID_MONTHS_TO_HALT),
      payUrl: '',
      upiLink: '',
    };
    if (kind === 'reminder') {
      const o = await months.payment(sub.id, period);
      // Paid or gone before the mail went out: nothing to ask for.
      if (o?.status !== 'created') return;
      data.payUrl = `${deps.publicUrl}${localPath(`/pay/${o.reference}`)}`;
      data.upiLink = upiUri({
        vpa: settings.upiId,
        payeeName: settings.upiPayeeName,
        merchantCode: settings.upiMerchantCode,
        reference: o.reference,
        totalPaise: o.totalPaise,
        note: `Monthly ${sub.reference}`,
      });
      if (sub.whatsappUpdates) await deps.messaging.sendUpdate(sub.donorMobile, { whatsapp: 'monthly-reminder-whatsapp', sms: 'monthly-reminder-sms' }, data);
    }
    await deps.messaging.send('email', sub.donorEmail, `monthly-${kind}-email`, data);
  }

  const sweep = {
    /**
     * Notices and reminders due at `now`. First the notice of each month coming up (at least a
     * day ahead: a reminder whose notice went out late waits a day after it), then each month's
     * reminder order. Safe to run in several processes at once.
     */
    async sweep(now = new Date(), opts: { batchSize?: number } = {}): Promise<{ notices: number; reminders: number }> {
      let notices = 0;
      let reminders = 0;
      const batchSize = opts.batchSize ?? SWEEP_BATCH;
      // Until nothing is due, a batch at a time in order of id (one limited batch a run did 48,000
      // a day at most). Each gift is visited once a run: one moved on to a month still due waits
      // for the next run, as it did, instead of being walked through several months at once.
      for (let after = 0; ; ) {
        const soon = await db
          .select({ id: s.subscriptions.id })
          .from(s.subscriptions)
          .where(
            and(
              inArray(s.subscriptions.status, ['active', 'authenticated']),
              lte(s.subscriptions.nextDueAt, new Date(now.getTime() + NOTICE_WINDOW_MS)),
              gt(s.subscriptions.id, after),
            ),
          )
          .orderBy(s.subscriptions.id)
          .limit(batchSize);
        if (!soon.length) break;
        after = soon[soon.length - 1]?.id ?? after;
        const counts = await sweepBatch(soon, now);
        notices += counts.notices;
        reminders += counts.reminders;
        if (soon.length < batchSize) break;
      }
      return { notices, reminders };
    },

    /** Keeps one sweep job waiting in the queue (called at start; each sweep queues the next). */
    async ensureSweepScheduled(delayMs = 0): Promise<void> {
      await jobs.ensureWaiting(MONTHLY_SWEEP_QUEUE, delayMs);
    },

    // ---- the gateway ----
  };

  /** Each gift of a batch in its own transaction: one that fails to lock or write holds up no other. */
  async function sweepBatch(soon: { id: number }[], now: Date): Promise<{ notices: number; reminders: number }> {
    let notices = 0;
    let reminders = 0;
    for (const { id } of soon) {
      const sent = await db.transaction(async (tx) => {
        const sub = await locked(tx, eq(s.subscriptions.id, id));
        // Checked again under the lock: another sweep may have moved it on to next month meanwhile.
        if (!sub?.nextPeriod || !sub.nextDueAt || (sub.status !== 'active' && sub.status !== 'authenticated')) return { notice: false, reminder: false };
        if (sub.nextDueAt.getTime() - now.getTime() > NOTICE_WINDOW_MS) return { notice: false, reminder: false };
        if (sub.mode === 'reminder' && sub.status === 'active' && (await unpaidStreak(tx, sub))) {
          await halt(tx, sub, now);
          return { notice: false, reminder: false };
        }
        let due = sub.nextDueAt;
        const notice = await claimMail(tx, sub, sub.nextPeriod, 'notice', due);
        if (notice && sub.mode === 'reminder' && due.getTime() - now.getTime() < NOTICE_LEAD_MS) {
          // Sent late (the server was down): the reminder waits a full day after this notice.
          due = new Date(now.getTime() + NOTICE_LEAD_MS);
          await tx
            .update(s.subscriptionNotices)
            .set({ dueAt: due })
            .where(
              and(eq(s.subscriptionNotices.subscriptionId, sub.id), eq(s.subscriptionNotices.period, sub.nextPeriod), eq(s.subscriptionNotices.kind, 'notice')),
            );
          await tx.update(s.subscriptions).set({ nextDueAt: due }).where(eq(s.subscriptions.id, sub.id));
        }
        if (sub.mode !== 'reminder' || sub.status !== 'active' || due.getTime() > now.getTime()) return { notice, reminder: false };
        // Due: the month's order and its reminder, then the next month.
        const made = await monthOrder(tx, sub, sub.nextPeriod, 'upi');
        const reminder = made ? await claimMail(tx, sub, sub.nextPeriod, 'reminder', due) : false;
        const following = nextPeriod(sub.nextPeriod);
        await tx
          .update(s.subscriptions)
          .set({ nextPeriod: following, nextDueAt: dueAt(following, sub.anchorDay), updatedAt: new Date() })
          .where(eq(s.subscriptions.id, sub.id));
        return { notice, reminder };
      });
      if (sent.notice) notices++;
      if (sent.reminder) reminders++;
    }
    return { notices, reminders };
  }

  jobs.register(
    MONTHLY_SWEEP_QUEUE,
    async () => {
      try {
        await sweep.sweep(new Date());
      } finally {
        // The next sweep, whatever happened to this one.
        await sweep.ensureSweepScheduled(SWEEP_EVERY_MS);
      }
    },
    { group: 'critical' },
  );

  return sweep;
}
