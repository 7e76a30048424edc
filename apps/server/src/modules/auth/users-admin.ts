// The console's Users screen (issue 11): find accounts, change a role, close or reopen an
// account, end its sessions. Admin only (the routes and pages check the role); every change is
// audited. Guards: an admin cannot change their own role or close their own account, and the
// last admin cannot be demoted or closed, so the console can never lock everyone out.
import { type AdminUserView, AppError, type ListPage, likePrefix, type Role, searchShape, userAdminMessages as um } from '@sahyog/core';
import { type Db, schema as s } from '@sahyog/db';
import { and, count, desc, eq, gt, ilike, inArray, isNull, like, or, type SQL, sql } from 'drizzle-orm';
import type { AuditLog } from '../../platform/audit.ts';
import { cursorTime, olderThan, pageOf, pageSize, timeIdCursor } from '../../platform/keyset.ts';
import { toPublicUser } from './service.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

type UserRow = typeof s.users.$inferSelect;

/**
 * What was typed, by its shape (core searchShape), each asking an index (migration 0018): an
 * email from its start, a mobile from its start, words from the start of the email or anywhere
 * in the name (a trigram index answers ILIKE '%…%' there, from three characters).
 */
function matching(q: string | undefined): SQL | undefined {
  const shape = searchShape(q);
  if (!shape) return undefined;
  const email = (prefix: string) => sql`lower(${s.users.email}) like ${likePrefix(prefix)}`;
  switch (shape.kind) {
    case 'email':
      return email(shape.prefix);
    case 'digits':
      return like(s.users.phone, likePrefix(shape.mobile));
    case 'reference':
    case 'words': {
      const text = shape.prefix.toLowerCase();
      return text.length >= 3 ? or(email(text), ilike(s.users.fullName, `%${likePrefix(text)}`)) : email(text);
    }
  }
}

export function usersAdmin(deps: { db: Db; audit: Pick<AuditLog, 'record'> }) {
  const { db } = deps;

  async function openSessions(userIds: number[]): Promise<Map<number, number>> {
    if (!userIds.length) return new Map();
    const rows = await db
      .select({ userId: s.sessions.userId, n: count() })
      .from(s.sessions)
      .where(and(inArray(s.sessions.userId, userIds), isNull(s.sessions.revokedAt), gt(s.sessions.expiresAt, new Date())))
      .groupBy(s.sessions.userId);
    return new Map(rows.map((r) => [r.userId, r.n]));
  }

  async function views(rows: UserRow[]): Promise<AdminUserView[]> {
    const open = await openSessions(rows.map((r) => r.id));
    return rows.map((u) => ({ ...toPublicUser(u), disabled: u.disabledAt !== null, sessions: open.get(u.id) ?? 0 }));
  }

  async function target(id: number): Promise<UserRow> {
    const [u] = await db.select().from(s.users).where(eq(s.users.id, id)).limit(1);
    if (!u) throw AppError.notFound(um.notFound);
    return u;
  }

  /**
   * Refuses changes that would leave the console without an open admin account. Called inside
   * the change's transaction: the open admins' rows stay locked until it commits, so two admins
   * demoting each other at once are answered one after the other, and the second is refused.
   */
  async function keepsAnAdmin(tx: Tx, u: UserRow): Promise<void> {
    if (u.role !== 'admin' || u.disabledAt) return;
    const admins = await tx
      .select({ id: s.users.id })
      .from(s.users)
      .where(and(eq(s.users.role, 'admin'), isNull(s.users.disabledAt)))
      .for('update');
    if (!admins.some((a) => a.id !== u.id)) throw new AppError('forbidden', um.lastAdmin);
  }

  async function endAll(userId: number): Promise<number> {
    const ended = await db
      .update(s.sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(s.sessions.userId, userId), isNull(s.sessions.revokedAt), gt(s.sessions.expiresAt, new Date())))
      .returning({ id: s.sessions.id });
    return ended.length;
  }

  return {
    /** Newest first, a page at a time. */
    async search(filter: { q?: string | undefined; role?: Role | undefined; after?: string | undefined } = {}): Promise<ListPage<AdminUserView>> {
      const key = timeIdCursor(filter.after);
      const limit = pageSize(undefined);
      const rows = await db
        .select({ row: s.users, cursorAt: cursorTime(s.users.createdAt) })
        .from(s.users)
        .where(and(filter.role ? eq(s.users.role, filter.role) : undefined, matching(filter.q), olderThan(s.users.createdAt, s.users.id, key)))
        .orderBy(desc(s.users.createdAt), desc(s.users.id))
        .limit(limit + 1);
      return pageOf(
        rows,
        limit,
        (r) => [r.cursorAt, r.row.id],
        (page) => views(page.map((r) => r.row)),
      );
    },

    async setRole(actorId: number, userId: number, role: Role): Promise<AdminUserView> {
      if (actorId === userId) throw new AppError('forbidden', um.notSelf);
      const u = await target(userId);
      if (u.role === role) return (await views([u]))[0] as AdminUserView;
      const row = await db.transaction(async (tx) => {
        if (role !== 'admin') await keepsAnAdmin(tx, u);
        const [r] = await tx.update(s.users).set({ role, updatedAt: new Date() }).where(eq(s.users.id, u.id)).returning();
        return r;
      });
      // A role taken away takes effect at once: the sessions that carried it end.
      if (u.role === 'admin' || u.role === 'staff') await endAll(u.id);
      await deps.audit.record({ actorId, action: 'user.role', subjectType: 'user', subjectId: u.id, before: { role: u.role }, after: { role } });
      return (await views([row as UserRow]))[0] as AdminUserView;
    },

    async setDisabled(actorId: number, userId: number, disabled: boolean): Promise<AdminUserView> {
      if (actorId === userId) throw new AppError('forbidden', um.notSelf);
      const u = await target(userId);
      if (disabled === (u.disabledAt !== null)) return (await views([u]))[0] as AdminUserView;
      const row = await db.transaction(async (tx) => {
        if (disabled) await keepsAnAdmin(tx, u);
        const [r] = await tx
          .update(s.users)
          .set({ disabledAt: disabled ? new Date() : null, updatedAt: new Date() })
          .where(eq(s.users.id, u.id))
          .returning();
        return r;
      });
      const ended = disabled ? await endAll(u.id) : 0;
      await deps.audit.record({
        actorId,
        action: disabled ? 'user.disable' : 'user.enable',
        subjectType: 'user',
        subjectId: u.id,
        before: { disabled: u.disabledAt !== null },
        after: { disabled, sessionsEnded: ended },
      });
      return (await views([row as UserRow]))[0] as AdminUserView;
    },

    async endSessions(actorId: number, userId: number): Promise<{ ended: number; user: AdminUserView }> {
      const u = await target(userId);
      const ended = await endAll(u.id);
      await deps.audit.record({ actorId, action: 'user.sessions.end', subjectType: 'user', subjectId: u.id, before: null, after: { sessionsEnded: ended } });
      return { ended, user: (await views([u]))[0] as AdminUserView };
    },
  };
}

export type UsersAdmin = ReturnType<typeof usersAdmin>;
