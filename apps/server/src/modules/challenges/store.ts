// The challenges' reads [challenges, challenge_teams, challenge_entries, challenge_logs,
// challenge_pledges]: a participant's, a team's and the leaderboard's totals are sums of the logs
// (never a stored counter), and a hidden entry counts for neither the board nor its team.
import { challengeText as ct, inContentLanguage, LEADERBOARD_SIZE, type LeaderRow } from '@sahyog/core';
import { type Db, schema as s } from '@sahyog/db';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type ChallengeRow = typeof s.challenges.$inferSelect;
export type EntryRow = typeof s.challengeEntries.$inferSelect;

const e = s.challengeEntries;
const l = s.challengeLogs;

/** Whether logging and pledging are open at `now`: from the start, inclusive, to the end, exclusive, and not closed. */
export function isOpen(c: ChallengeRow, now = new Date()): 'open' | 'early' | 'ended' {
  if (c.closedAt || now.getTime() >= c.endsAt.getTime()) return 'ended';
  if (now.getTime() < c.startsAt.getTime()) return 'early';
  return 'open';
}

/** The challenge's words in the page's language (its Hindi when staff wrote it). */
export function localized(c: ChallengeRow) {
  return inContentLanguage({ title: c.title, story: c.story, unit: c.unit }, { title: c.titleHi, story: c.storyHi, unit: c.unitHi });
}

export function challengeStore(db: Db | Tx) {
  const totalOf = sql<number>`coalesce(sum(${l.unitsCenti}), 0)::int`;
  return {
    async bySlug(slug: string): Promise<ChallengeRow | undefined> {
      const [row] = await db.select().from(s.challenges).where(eq(s.challenges.slug, slug)).limit(1);
      return row;
    },
    async byId(id: number): Promise<ChallengeRow | undefined> {
      const [row] = await db.select().from(s.challenges).where(eq(s.challenges.id, id)).limit(1);
      return row;
    },
    async entryOf(challengeId: number, userId: number): Promise<EntryRow | undefined> {
      const [row] = await db
        .select()
        .from(e)
        .where(and(eq(e.challengeId, challengeId), eq(e.userId, userId)))
        .limit(1);
      return row;
    },
    async entry(challengeId: number, entryId: number): Promise<EntryRow | undefined> {
      const [row] = await db
        .select()
        .from(e)
        .where(and(eq(e.challengeId, challengeId), eq(e.id, entryId)))
        .limit(1);
      return row;
    },
    async total(entryId: number): Promise<number> {
      const [row] = await db.select({ total: totalOf }).from(l).where(eq(l.entryId, entryId));
      return row?.total ?? 0;
    },
    async teams(challengeId: number) {
      const rows = await db
        .select({ id: s.challengeTeams.id, name: s.challengeTeams.name, nameHi: s.challengeTeams.nameHi })
        .from(s.challengeTeams)
        .where(eq(s.challengeTeams.challengeId, challengeId))
        .orderBy(asc(s.challengeTeams.id));
      return rows.map((t) => ({ id: t.id, name: inContentLanguage({ name: t.name }, { name: t.nameHi }).name }));
    },
    /** Each team's total over its entries not hidden. */
    async teamTotals(challengeId: number): Promise<Map<number, number>> {
      const rows = await db
        .select({ teamId: e.teamId, total: totalOf })
        .from(e)
        .innerJoin(l, eq(l.entryId, e.id))
        .where(and(eq(e.challengeId, challengeId), isNull(e.hiddenAt)))
        .groupBy(e.teamId);
      return new Map(rows.filter((r) => r.teamId !== null).map((r) => [r.teamId as number, r.total]));
    },
    async participants(challengeId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(e)
        .where(and(eq(e.challengeId, challengeId), isNull(e.hiddenAt)));
      return row?.n ?? 0;
    },
    /** Entered totals only: a chosen name or "A supporter", the team, the sum of the logs. */
    async leaderboard(challengeId: number, teamNames: Map<number, string>, limit = LEADERBOARD_SIZE): Promise<LeaderRow[]> {
      const rows = await db
        .select({ entryId: e.id, displayName: e.displayName, teamId: e.teamId, total: totalOf })
        .from(e)
        .innerJoin(l, eq(l.entryId, e.id))
        .where(and(eq(e.challengeId, challengeId), isNull(e.hiddenAt)))
        .groupBy(e.id)
        .orderBy(desc(totalOf), asc(e.id))
        .limit(limit);
      return rows.map((r) => ({
        entryId: r.entryId,
        name: r.displayName || ct.supporter,
        team: r.teamId === null ? null : (teamNames.get(r.teamId) ?? null),
        totalCenti: r.total,
      }));
    },
    async logs(entryId: number) {
      return db
        .select({ id: l.id, unitsCenti: l.unitsCenti, note: l.note, photoKey: l.photoKey, createdAt: l.createdAt })
        .from(l)
        .where(eq(l.entryId, entryId))
        .orderBy(desc(l.id))
        .limit(50);
    },
    async orderReferences(challengeId: number): Promise<string[]> {
      const rows = await db
        .select({ ref: s.challengePledges.orderReference })
        .from(s.challengePledges)
        .innerJoin(e, eq(e.id, s.challengePledges.entryId))
        .where(and(eq(e.challengeId, challengeId), sql`${s.challengePledges.orderReference} is not null`));
      return rows.map((r) => r.ref as string);
    },
  };
}
