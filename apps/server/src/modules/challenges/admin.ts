// Staff's side of challenges (issue 42): create (with teams), the list and one challenge with its
// participants and pledges, hide an entry (audited), close now (pledges.ts converts).
import {
  type AdminChallengeRow,
  type AdminEntryRow,
  type AdminPledgeRow,
  AppError,
  type ChallengeInput,
  challengeMessages as cm,
  challengeText as ct,
} from '@sahyog/core';
import { type Db, schema as s } from '@sahyog/db';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AuditLog } from '../../platform/audit.ts';
import { challengeStore, isOpen } from './store.ts';

/** 00:00 in India (UTC+5:30, no daylight saving) of a YYYY-MM-DD day. */
export function indiaMidnight(day: string, plusDays = 0): Date {
  const d = new Date(`${day}T00:00:00+05:30`);
  return new Date(d.getTime() + plusDays * 86_400_000);
}

const slugOf = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '') || 'challenge';

export function challengesAdmin(deps: { app: FastifyInstance; db: Db; audit: AuditLog }) {
  const { app, db, audit } = deps;
  const store = challengeStore(db);

  async function row(c: typeof s.challenges.$inferSelect): Promise<AdminChallengeRow> {
    const campaign = await app.catalog.campaign(String(c.campaignId));
    const [n] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(s.challengePledges)
      .innerJoin(s.challengeEntries, eq(s.challengeEntries.id, s.challengePledges.entryId))
      .where(eq(s.challengeEntries.challengeId, c.id));
    return {
      id: c.id,
      slug: c.slug,
      title: c.title,
      unit: c.unit,
      goalCenti: c.goalCenti,
      startsAt: c.startsAt.toISOString(),
      endsAt: c.endsAt.toISOString(),
      closed: isOpen(c) === 'ended',
      participants: await store.participants(c.id),
      campaignTitle: campaign?.title ?? '',
      pledges: n?.n ?? 0,
      raisedPaise: await app.payments.paidAmountOf(await store.orderReferences(c.id)),
    };
  }

  return {
    async create(staffId: number | null, input: ChallengeInput): Promise<{ id: number; slug: string }> {
      const campaign = await app.catalog.campaign(input.campaign);
      if (!campaign) throw AppError.invalid({ campaign: cm.campaignRequired });
      const slug = slugOf(input.title);
      if (await store.bySlug(slug)) throw AppError.invalid({ title: cm.slugTaken });
      return db.transaction(async (tx) => {
        const [c] = await tx
          .insert(s.challenges)
          .values({
            slug,
            title: input.title,
            titleHi: input.titleHi,
            story: input.story,
            storyHi: input.storyHi,
            unit: input.unit,
            unitHi: input.unitHi,
            goalCenti: input.goal,
            maxPerLogCenti: input.maxPerLog,
            // The last day is a whole India day: open until 00:00 IST after it.
            startsAt: indiaMidnight(input.startsOn),
            endsAt: indiaMidnight(input.endsOn, 1),
            campaignId: campaign.id,
            createdBy: staffId,
          })
          .onConflictDoNothing({ target: s.challenges.slug })
          .returning({ id: s.challenges.id, slug: s.challenges.slug });
        if (!c) throw AppError.invalid({ title: cm.slugTaken });
        if (input.teams.length) await tx.insert(s.challengeTeams).values(input.teams.map((name) => ({ challengeId: c.id, name })));
        await audit.record({ actorId: staffId, action: 'challenge.create', subjectType: 'challenge', subjectId: c.id, after: { ...input } }, tx);
        return c;
      });
    },

    async adminList(): Promise<AdminChallengeRow[]> {
      const rows = await db.select().from(s.challenges).orderBy(desc(s.challenges.id)).limit(100);
      return Promise.all(rows.map(row));
    },

    async adminOne(id: number): Promise<{ challenge: AdminChallengeRow; entries: AdminEntryRow[]; pledges: AdminPledgeRow[] } | null> {
      const c = await store.byId(id);
      if (!c) return null;
      const teams = new Map((await store.teams(c.id)).map((t) => [t.id, t.name]));
      const e = s.challengeEntries;
      const l = s.challengeLogs;
      const entries = await db
        .select({
          entryId: e.id,
          displayName: e.displayName,
          teamId: e.teamId,
          hiddenAt: e.hiddenAt,
          hiddenReason: e.hiddenReason,
          total: sql<number>`coalesce(sum(${l.unitsCenti}), 0)::int`,
          logs: sql<number>`count(${l.id})::int`,
        })
        .from(e)
        .leftJoin(l, eq(l.entryId, e.id))
        .where(eq(e.challengeId, id))
        .groupBy(e.id)
        .orderBy(e.id);
      const pledges = await db
        .select()
        .from(s.challengePledges)
        .innerJoin(e, eq(e.id, s.challengePledges.entryId))
        .where(eq(e.challengeId, id))
        .orderBy(s.challengePledges.id);
      return {
        challenge: await row(c),
        entries: entries.map((x) => ({
          entryId: x.entryId,
          name: x.displayName || ct.supporter,
          displayName: x.displayName,
          team: x.teamId === null ? null : (teams.get(x.teamId) ?? null),
          totalCenti: x.total,
          hidden: x.hiddenAt !== null,
          hiddenReason: x.hiddenReason,
          logs: x.logs,
        })),
        pledges: pledges.map(({ challenge_pledges: pl }) => ({
          id: pl.id,
          entryId: pl.entryId,
          name: pl.name,
          ratePaise: pl.ratePaise,
          capPaise: pl.capPaise,
          state: pl.state,
          amountPaise: pl.amountPaise,
          orderReference: pl.orderReference,
        })),
      };
    },

    async hideEntry(staffId: number, entryId: number, reason: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .update(s.challengeEntries)
          .set({ hiddenAt: new Date(), hiddenBy: staffId, hiddenReason: reason })
          .where(and(eq(s.challengeEntries.id, entryId), isNull(s.challengeEntries.hiddenAt)))
          .returning({ id: s.challengeEntries.id });
        if (!row) {
          const [exists] = await tx.select({ id: s.challengeEntries.id }).from(s.challengeEntries).where(eq(s.challengeEntries.id, entryId));
          if (!exists) throw AppError.notFound(cm.entryNotFound);
          return;
        }
        await audit.record({ actorId: staffId, action: 'challenge.entry.hide', subjectType: 'challenge_entry', subjectId: entryId, after: { reason } }, tx);
      });
      app.publicCache.clear();
    },
  };
}

export type ChallengesAdmin = ReturnType<typeof challengesAdmin>;
