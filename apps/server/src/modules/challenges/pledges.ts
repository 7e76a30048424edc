// Pledges and what they become (issue 42; decision 0067). A friend pledges ₹ per unit with a cap
// on a participant's entry. When the challenge closes (the end job, or staff's "close now"),
// each pledge's amount is frozen once, min(units × rate, cap) in whole paise (core's
// pledgeAmountPaise), and becomes a pending gift order to the linked campaign through payments,
// exactly as the checkout makes one: the pledger pays it from the emailed/SMSed /pay link (UPI or
// Razorpay) and it is receipted as any gift. Never twice: the order's idempotency key is the
// pledge's (`challenge-pledge:<id>`), so a run that crashed between making the order and marking
// the pledge finds that same order on retry, and the messages are sent `once` per pledge.
import {
  AppError,
  type CloseResult,
  challengeMessages as cm,
  challengeText as ct,
  currentLanguage,
  formatINR,
  formatUnits,
  localPath,
  type OrderInput,
  type PledgeInput,
  pledgeAmountPaise,
} from '@sahyog/core';
import { type Db, schema as s } from '@sahyog/db';
import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AuditLog } from '../../platform/audit.ts';
import type { JobQueue } from '../../platform/jobs.ts';
import { isLanguage, runInLanguage } from '../../platform/language.ts';
import { networkKey, type RateLimiter } from '../../platform/rate-limit.ts';
import type { ChallengesService } from './service.ts';
import { type ChallengeRow, challengeStore, isOpen, localized } from './store.ts';

export const CHALLENGES_CLOSE_QUEUE = 'challenges-close';
const CLOSE_EVERY_MS = 15 * 60_000;
const PLEDGES_PER_NETWORK_PER_HOUR = 30;
const p = s.challengePledges;

export const pledgeOrderKey = (pledgeId: number) => `challenge-pledge:${pledgeId}`;

export function pledgesService(deps: {
  app: FastifyInstance;
  db: Db;
  jobs: JobQueue;
  limiter: RateLimiter;
  audit: AuditLog;
  publicUrl: string;
  challenges: ChallengesService;
}) {
  const { app, db, jobs, limiter, audit } = deps;
  const store = challengeStore(db);
  const base = deps.publicUrl.replace(/\/$/, '');

  /** Freezes every open pledge's units and amount once (a second run keeps the first's). */
  async function freeze(c: ChallengeRow): Promise<void> {
    const open = await db
      .select({ id: p.id, entryId: p.entryId, rate: p.ratePaise, cap: p.capPaise, hidden: s.challengeEntries.hiddenAt })
      .from(p)
      .innerJoin(s.challengeEntries, eq(s.challengeEntries.id, p.entryId))
      .where(and(eq(s.challengeEntries.challengeId, c.id), isNull(p.amountPaise)));
    const totals = new Map<number, number>();
    for (const row of open) {
      // A hidden entry's units count for nothing: staff hid it for a reason (a false total).
      if (!totals.has(row.entryId)) totals.set(row.entryId, row.hidden ? 0 : await store.total(row.entryId));
      const units = totals.get(row.entryId) ?? 0;
      await db
        .update(p)
        .set({ unitsCenti: units, amountPaise: pledgeAmountPaise(units, row.rate, row.cap) })
        .where(and(eq(p.id, row.id), isNull(p.amountPaise)));
    }
  }

  /** One pledge, after freezing: a gift order (or nothing at ₹0), then its messages, each once. */
  async function convertOne(c: ChallengeRow, pledge: typeof p.$inferSelect, participant: string): Promise<'converted' | 'nothing'> {
    const language = isLanguage(pledge.language) ? pledge.language : 'en';
    return runInLanguage(language, async () => {
      const t = localized(c);
      const site = (await app.content.settings()).foundationName;
      const campaign = await app.catalog.campaign(String(c.campaignId));
      const amount = pledge.amountPaise ?? 0;
      if (amount === 0) {
        await db
          .update(p)
          .set({ state: 'nothing' })
          .where(and(eq(p.id, pledge.id), eq(p.state, 'open')));
        await app.messaging.send(
          'email',
          pledge.email,
          'challenge-pledge-nothing-email',
          {
            site,
            name: pledge.name,
            participant,
            challenge: t.title,
            campaign: campaign?.title ?? '',
            campaignUrl: `${base}${localPath(`/campaigns/${campaign?.slug ?? ''}`)}`,
          },
          { once: `${pledgeOrderKey(pledge.id)}:nothing` },
        );
        await db
          .update(p)
          .set({ toldAt: new Date() })
          .where(and(eq(p.id, pledge.id), isNull(p.toldAt)));
        return 'nothing';
      }
      const input: OrderInput = {
        campaign: String(c.campaignId),
        amountPaise: amount,
        tipPaise: 0,
        urgentPaise: 0,
        items: [],
        donor: { name: pledge.name, email: pledge.email, mobile: pledge.mobile, pan: undefined, address: undefined },
        whatsappUpdates: false,
        hideName: false,
        // The site's default way to pay (Razorpay when configured, the simulator in development,
        // else UPI); the same on every retry, so the idempotent create answers the first order.
        method: app.payments.methods[0] as OrderInput['method'],
      };
      const { order } = await app.payments.create(input, { idempotencyKey: pledgeOrderKey(pledge.id), userId: pledge.pledgerId });
      await db
        .update(p)
        .set({ state: 'converted', orderReference: order.reference })
        .where(and(eq(p.id, pledge.id), isNull(p.orderReference)));
      const payUrl = `${base}${localPath(`/pay/${order.reference}`)}`;
      const data = {
        site,
        name: pledge.name,
        participant,
        challenge: t.title,
        unit: t.unit,
        units: formatUnits(pledge.unitsCenti ?? 0),
        rate: formatINR(pledge.ratePaise),
        cap: formatINR(pledge.capPaise),
        amount: formatINR(amount),
        campaign: campaign?.title ?? '',
        payUrl,
        reference: order.reference,
      };
      await app.messaging.send('email', pledge.email, 'challenge-pledge-pay-email', data, { once: `${pledgeOrderKey(pledge.id)}:email` });
      await app.messaging.send('sms', pledge.mobile, 'challenge-pledge-pay-sms', data, { once: `${pledgeOrderKey(pledge.id)}:sms` });
      await db
        .update(p)
        .set({ toldAt: new Date() })
        .where(and(eq(p.id, pledge.id), isNull(p.toldAt)));
      return 'converted';
    });
  }

  const api = {
    async pledge(viewerId: number | null, slug: string, entryId: number, input: PledgeInput, meta: { ip: string }): Promise<{ id: number }> {
      const c = await store.bySlug(slug);
      const entry = c ? await store.entry(c.id, entryId) : undefined;
      if (!c || !entry) throw AppError.notFound(cm.entryNotFound);
      // Before the start is fine (friends pledge ahead); after the end nothing is taken.
      if (isOpen(c) === 'ended') throw AppError.invalid({ rate: cm.ended });
      if (entry.hiddenAt) throw AppError.invalid({ rate: cm.pledgeHidden });
      // A pledge on one's own entry would reward no one else's effort and would count one's own
      // gift as a friend's on the board: refused, with the way to give directly.
      const participant = await app.auth.user(entry.userId);
      if (viewerId === entry.userId || input.email.toLowerCase() === participant.email.toLowerCase()) throw AppError.invalid({ rate: cm.pledgeSelf });
      const hit = await limiter.hit(networkKey('challenges:pledge', meta.ip), PLEDGES_PER_NETWORK_PER_HOUR, 3_600_000);
      if (!hit.allowed) throw AppError.tooMany(cm.tooManyPledges);
      const [row] = await db
        .insert(p)
        .values({
          entryId: entry.id,
          pledgerId: viewerId,
          name: input.name,
          email: input.email,
          mobile: input.mobile,
          ratePaise: input.rate,
          capPaise: input.cap,
          language: currentLanguage(),
        })
        .returning({ id: p.id });
      if (!row) throw new Error('pledge not stored');
      return row;
    },

    /**
     * Closes the challenge (once) and converts its pledges. Staff may close early; the job closes
     * only ended ones. Safe to run twice or at once: the freeze keeps the first amount, the order
     * is idempotent per pledge, the pledge is marked only where unmarked, messages are sent once.
     */
    async close(staffId: number | null, id: number): Promise<CloseResult> {
      const c0 = await store.byId(id);
      if (!c0) throw AppError.notFound(cm.notFound);
      if (!c0.closedAt) {
        if (staffId === null && isOpen(c0) !== 'ended') return { converted: 0, nothing: 0, failed: 0 };
        await db.transaction(async (tx) => {
          const [row] = await tx
            .update(s.challenges)
            .set({ closedAt: new Date(), closedBy: staffId })
            .where(and(eq(s.challenges.id, id), isNull(s.challenges.closedAt)))
            .returning({ id: s.challenges.id });
          if (row && staffId !== null)
            await audit.record({ actorId: staffId, action: 'challenge.close', subjectType: 'challenge', subjectId: id, after: { closed: true } }, tx);
        });
      }
      const c = (await store.byId(id)) as ChallengeRow;
      await freeze(c);
      const pending = await db
        .select({ pledge: p, displayName: s.challengeEntries.displayName })
        .from(p)
        .innerJoin(s.challengeEntries, eq(s.challengeEntries.id, p.entryId))
        .where(and(eq(s.challengeEntries.challengeId, id), sql`(${p.state} = 'open' or ${p.toldAt} is null)`));
      const result: CloseResult = { converted: 0, nothing: 0, failed: 0 };
      for (const { pledge, displayName } of pending) {
        try {
          const outcome = await convertOne(c, pledge, displayName || runInLanguage(isLanguage(pledge.language) ? pledge.language : 'en', () => ct.supporter));
          result[outcome]++;
        } catch (e) {
          // E.g. the campaign closed meanwhile: the pledge stays open and the next run tries again.
          result.failed++;
          app.log.warn({ err: e, pledge: pledge.id }, 'challenge pledge not converted');
        }
      }
      // Certificates a crash or credentials' absence left out are issued now.
      for (const entry of await db.select().from(s.challengeEntries).where(eq(s.challengeEntries.challengeId, id))) {
        await deps.challenges.certify(c, entry).catch((e) => app.log.warn({ err: e, entry: entry.id }, 'challenge certificate not issued yet'));
      }
      return result;
    },

    /** The end job: every challenge past its end and not closed yet. */
    async closeEnded(now = new Date()): Promise<number> {
      const due = await db
        .select({ id: s.challenges.id })
        .from(s.challenges)
        .where(and(isNull(s.challenges.closedAt), lte(s.challenges.endsAt, now)));
      for (const { id } of due) await api.close(null, id);
      return due.length;
    },

    async ensureCloseSweep(): Promise<void> {
      await jobs.ensureWaiting(CHALLENGES_CLOSE_QUEUE);
    },
  };

  jobs.register(CHALLENGES_CLOSE_QUEUE, async () => {
    try {
      await api.closeEnded();
    } finally {
      await jobs.ensureWaiting(CHALLENGES_CLOSE_QUEUE, CLOSE_EVERY_MS);
    }
  });
  return api;
}

export type PledgesService = ReturnType<typeof pledgesService>;
