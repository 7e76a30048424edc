// The audit log of the staff console: every change staff make is written here by the service
// that made it, with who, when, from which address, what, and the values before and after.
// The address comes from the request the change happened in (an AsyncLocalStorage entered for
// console and editor requests only), so services need not carry it through their signatures.
import { AsyncLocalStorage } from 'node:async_hooks';
import { auditMessages, type ListPage } from '@sahyog/core';
import type { AuditEventView } from '@sahyog/core/context';
import { type Db, schema as s } from '@sahyog/db';
import { and, desc, eq, lt, type SQL, sql } from 'drizzle-orm';
import { cursorTime, olderThan, pageOf, pageSize, timeIdCursor } from './keyset.ts';

export interface AuditEntry {
  /** The staff member (null: the system, such as an automatic receipt). */
  actorId: number | null;
  /** "verb.noun" style: application.decide, refund.decide, receipt.issue … */
  action: string;
  subjectType: string;
  subjectId: string | number;
  before?: Record<string, unknown> | null | undefined;
  after?: Record<string, unknown> | null | undefined;
}

/** One row as the console reads it (the same shape the page's contract names). */
export type AuditRow = AuditEventView;

const requestScope = new AsyncLocalStorage<{ ip: string }>();

/** Runs the rest of a request with its address known to the audit log. */
export function withAuditScope(ip: string, next: () => void): void {
  requestScope.run({ ip }, next);
}

/** The address of the request this runs in, if it is audited (a batch keeps it for its job). */
export function auditScopeIp(): string | undefined {
  return requestScope.getStore()?.ip;
}

/** Runs `fn` as if in the request from `ip`: a batch job's changes carry the address that started it. */
export function inAuditScope<T>(ip: string | null | undefined, fn: () => Promise<T>): Promise<T> {
  return ip ? requestScope.run({ ip }, fn) : fn();
}

/** URLs whose requests can change data as staff: the console, its API, and the campaign editor. */
export const AUDITED_PATHS = /^\/(admin|api\/v1\/admin|my-campaigns)(\/|$|\?)/;

export function auditLog(db: Db) {
  return {
    async record(e: AuditEntry, tx: Pick<Db, 'insert'> = db): Promise<void> {
      await tx.insert(s.auditEvents).values({
        actorId: e.actorId,
        // The email as it was then: an account renamed or deleted later still reads true here.
        actorEmail: e.actorId === null ? 'system' : sql`coalesce((select ${s.users.email} from ${s.users} where ${s.users.id} = ${e.actorId}), 'unknown')`,
        action: e.action,
        subjectType: e.subjectType,
        subjectId: String(e.subjectId),
        before: e.before ?? null,
        after: e.after ?? null,
        ip: requestScope.getStore()?.ip ?? null,
      });
    },

    /**
     * Newest first, a page at a time; filter by action, subject, actor. Pages by the `after`
     * cursor (its time and id); `beforeId` (an id) is the older API's way, still answered.
     */
    async list(
      filter: {
        action?: string | undefined;
        subjectType?: string | undefined;
        subjectId?: string | undefined;
        actorId?: number | undefined;
        beforeId?: number | undefined;
        after?: string | undefined;
        limit?: number;
      } = {},
    ): Promise<ListPage<AuditRow>> {
      const key = timeIdCursor(filter.after);
      const limit = pageSize(filter.limit);
      const where: (SQL | undefined)[] = [];
      if (filter.action) where.push(eq(s.auditEvents.action, filter.action));
      if (filter.subjectType) where.push(eq(s.auditEvents.subjectType, filter.subjectType));
      if (filter.subjectId) where.push(eq(s.auditEvents.subjectId, filter.subjectId));
      if (filter.actorId) where.push(eq(s.auditEvents.actorId, filter.actorId));
      if (filter.beforeId) where.push(lt(s.auditEvents.id, filter.beforeId));
      where.push(olderThan(s.auditEvents.createdAt, s.auditEvents.id, key));
      const rows = await db
        .select({ row: s.auditEvents, cursorAt: cursorTime(s.auditEvents.createdAt) })
        .from(s.auditEvents)
        .where(and(...where))
        .orderBy(desc(s.auditEvents.createdAt), desc(s.auditEvents.id))
        .limit(limit + 1);
      return pageOf(
        rows,
        limit,
        (r) => [r.cursorAt, r.row.id],
        (page) => page.map(({ row }) => ({ ...row, createdAt: row.createdAt.toISOString() })),
      );
    },

    /**
     * The actions the page's filter offers: the ones the console knows (core's labels), never
     * `select distinct` over the whole log on each load.
     */
    async actions(): Promise<string[]> {
      return Object.keys(auditMessages.actionLabels).sort();
    },
  };
}

export type AuditLog = ReturnType<typeof auditLog>;
