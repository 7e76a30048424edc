// The challenges' public side (issue 42; decision 0067): the list and a challenge's page (the
// board of entered totals, teams, raised-by-challenge read from the gifts), joining, logging
// progress with an optional photo, and the certificate on reaching the goal. Staff's side is
// admin.ts; pledges and their conversion into gifts are pledges.ts.
import {
  AppError,
  type ChallengeSummary,
  type ChallengeView,
  challengeMessages as cm,
  challengeText as ct,
  type EntryPage,
  formatUnits,
  type JoinInput,
  type LogInput,
  type MyEntry,
  type SitemapEntry,
} from '@sahyog/core';
import { type Db, schema as s } from '@sahyog/db';
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { runInLanguage } from '../../platform/language.ts';
import type { PrivateStorage } from '../../platform/storage.ts';
import type {} from '../credentials/index.ts';
import { readyPhoto, storePhoto } from './photos.ts';
import { type ChallengeRow, challengeStore, type EntryRow, isOpen, localized } from './store.ts';

export function challengesService(deps: { app: FastifyInstance; db: Db; storage: PrivateStorage }) {
  const { app, db, storage } = deps;
  const store = challengeStore(db);

  async function mustFind(slug: string): Promise<ChallengeRow> {
    const c = await store.bySlug(slug);
    if (!c) throw AppError.notFound(cm.notFound);
    return c;
  }

  function refuseUnlessOpen(c: ChallengeRow): void {
    const state = isOpen(c);
    if (state === 'early') throw AppError.invalid({ units: cm.notStarted });
    if (state === 'ended') throw AppError.invalid({ units: cm.ended });
  }

  async function summary(c: ChallengeRow): Promise<ChallengeSummary> {
    const t = localized(c);
    return {
      id: c.id,
      slug: c.slug,
      title: t.title,
      unit: t.unit,
      goalCenti: c.goalCenti,
      startsAt: c.startsAt.toISOString(),
      endsAt: c.endsAt.toISOString(),
      closed: isOpen(c) === 'ended',
      participants: await store.participants(c.id),
    };
  }

  async function myEntry(c: ChallengeRow, entry: EntryRow): Promise<MyEntry> {
    const teams = await store.teams(c.id);
    const teamTotals = await store.teamTotals(c.id);
    const logs = await store.logs(entry.id);
    return {
      entryId: entry.id,
      totalCenti: await store.total(entry.id),
      teamName: entry.teamId === null ? null : (teams.find((t) => t.id === entry.teamId)?.name ?? null),
      teamTotalCenti: entry.teamId === null ? null : (teamTotals.get(entry.teamId) ?? 0),
      displayName: entry.displayName,
      hidden: entry.hiddenAt !== null,
      certificatePath: entry.certificatePath,
      logs: logs.map((l) => ({ id: l.id, unitsCenti: l.unitsCenti, note: l.note, hasPhoto: l.photoKey !== null, createdAt: l.createdAt.toISOString() })),
    };
  }

  /**
   * The goal reached: a certificate through credentials, once per key (a second call answers the
   * first). Called after the log commits and again at close, so a crash or credentials being
   * down only delays it; the entry keeps the certificate's page once issued.
   */
  async function certify(c: ChallengeRow, entry: EntryRow): Promise<void> {
    if (entry.certificateId || entry.hiddenAt) return;
    if ((await store.total(entry.id)) < c.goalCenti) return;
    const user = await app.auth.user(entry.userId);
    const goal = formatUnits(c.goalCenti);
    const both = <T>(fn: () => T) => ({ en: runInLanguage('en', fn), hi: runInLanguage('hi', fn) });
    const title = { en: c.title, hi: c.titleHi || c.title };
    const issued = await app.credentials.issue({
      kind: 'challenge',
      key: `challenge:${c.id}:user:${entry.userId}`,
      userId: entry.userId,
      name: user.fullName,
      email: user.email,
      title,
      description: both(() => cm.certificateDescription(goal, localized(c).unit, localized(c).title)),
      issuedBy: null,
    });
    await db.update(s.challengeEntries).set({ certificateId: issued.id, certificatePath: issued.verifyPath }).where(eq(s.challengeEntries.id, entry.id));
  }

  const api = {
    store,
    certify,
    /** Each challenge's page, for /sitemap.xml (an entry's page names a person: never listed). */
    async sitemap(): Promise<SitemapEntry[]> {
      const rows = await db.select({ slug: s.challenges.slug }).from(s.challenges).orderBy(desc(s.challenges.startsAt)).limit(5_000);
      return rows.map((r) => ({ path: `/challenges/${r.slug}` }));
    },

    async list(): Promise<ChallengeSummary[]> {
      const rows = await db.select().from(s.challenges).orderBy(desc(s.challenges.startsAt)).limit(50);
      return Promise.all(rows.map(summary));
    },

    async bySlug(slug: string, viewerId: number | null): Promise<ChallengeView | null> {
      const c = await store.bySlug(slug);
      if (!c) return null;
      const campaign = await app.catalog.campaign(String(c.campaignId));
      const teams = await store.teams(c.id);
      const teamTotals = await store.teamTotals(c.id);
      const names = new Map(teams.map((t) => [t.id, t.name]));
      const mine = viewerId === null ? undefined : await store.entryOf(c.id, viewerId);
      return {
        ...(await summary(c)),
        story: localized(c).story,
        maxPerLogCenti: c.maxPerLogCenti,
        campaign: { slug: campaign?.slug ?? '', title: campaign?.title ?? '' },
        teams: teams.map((t) => ({ id: t.id, name: t.name, totalCenti: teamTotals.get(t.id) ?? 0 })),
        leaderboard: await store.leaderboard(c.id, names),
        raisedPaise: await app.payments.paidAmountOf(await store.orderReferences(c.id)),
        mine: mine ? await myEntry(c, mine) : null,
        open: isOpen(c) === 'open',
      };
    },

    /** A participant's page for pledges: their entered total only; a hidden entry is still found, but takes no pledge. */
    async entryPage(slug: string, entryId: number, viewerId: number | null): Promise<EntryPage | null> {
      const c = await store.bySlug(slug);
      const entry = c ? await store.entry(c.id, entryId) : undefined;
      if (!c || !entry) return null;
      const challenge = await api.bySlug(slug, viewerId);
      if (!challenge) return null;
      const teams = await store.teams(c.id);
      const [n] = await db.select({ n: sql<number>`count(*)::int` }).from(s.challengePledges).where(eq(s.challengePledges.entryId, entry.id));
      const own = viewerId === entry.userId;
      return {
        challenge,
        entry: {
          entryId: entry.id,
          name: entry.displayName || ct.supporter,
          team: entry.teamId === null ? null : (teams.find((t) => t.id === entry.teamId)?.name ?? null),
          totalCenti: await store.total(entry.id),
          hidden: entry.hiddenAt !== null,
          pledges: n?.n ?? 0,
        },
        pledgeable: isOpen(c) !== 'ended' && !entry.hiddenAt && !own,
        own,
      };
    },

    async join(userId: number, slug: string, input: JoinInput): Promise<MyEntry> {
      const c = await mustFind(slug);
      if (isOpen(c) === 'ended') throw AppError.invalid({ displayName: cm.ended });
      if (input.team !== null && !(await store.teams(c.id)).some((t) => t.id === input.team)) throw AppError.invalid({ team: cm.teamUnknown });
      // Joining twice is answering the entry one has (the unique index decides a race).
      await db
        .insert(s.challengeEntries)
        .values({ challengeId: c.id, userId, teamId: input.team, displayName: input.displayName || null })
        .onConflictDoNothing();
      const entry = await store.entryOf(c.id, userId);
      if (!entry) throw new Error('entry missing after join');
      return myEntry(c, entry);
    },

    /** Only for oneself (the entry is looked up by the signed-in person, never by an id sent). */
    async log(userId: number, slug: string, input: LogInput, photo: { fileName: string; bytes: Uint8Array } | null): Promise<MyEntry> {
      const c = await mustFind(slug);
      const entry = await store.entryOf(c.id, userId);
      if (!entry) throw AppError.invalid({ units: cm.notJoined });
      refuseUnlessOpen(c);
      if (input.units > c.maxPerLogCenti) throw AppError.invalid({ units: cm.unitsTooMany(formatUnits(c.maxPerLogCenti), localized(c).unit) });
      // The photo is judged and re-encoded before anything is written: a bad one writes nothing.
      const ready = await readyPhoto(photo);
      const key = ready ? await storePhoto(storage, c.id, ready) : null;
      await db
        .insert(s.challengeLogs)
        .values({ entryId: entry.id, unitsCenti: input.units, note: input.note, photoKey: key, photoSha256: ready?.sha256 ?? null });
      await certify(c, entry).catch((e) => app.log.warn({ err: e, entry: entry.id }, 'challenge certificate not issued yet'));
      const fresh = (await store.entryOf(c.id, userId)) ?? entry;
      return myEntry(c, fresh);
    },

    /** A log's photo: its participant's own, or staff's; anyone else's id is null (404). */
    async photo(userId: number, logId: number, staff: boolean): Promise<{ bytes: Buffer; contentType: string } | null> {
      const [row] = await db
        .select({ key: s.challengeLogs.photoKey, owner: s.challengeEntries.userId })
        .from(s.challengeLogs)
        .innerJoin(s.challengeEntries, eq(s.challengeEntries.id, s.challengeLogs.entryId))
        .where(sql`${s.challengeLogs.id} = ${logId}`)
        .limit(1);
      if (!row?.key || (!staff && row.owner !== userId)) return null;
      const bytes = await storage.get(row.key);
      return bytes ? { bytes, contentType: 'image/jpeg' } : null;
    },
  };
  return api;
}

export type ChallengesService = ReturnType<typeof challengesService>;
