// Staff's side of the help desk (issue 41): one queue ordered by the promise due soonest, the
// ticket with its internal notes, answers (emailed to the requester: the answer alone) and canned
// answers that act on what the ticket is about (resend its receipt, open a refund request for its
// donation, hold its shop order for staff review), assignment, state moves, merging (audited),
// and the met/missed report per topic and month. Every write names the staff member.
import {
  AppError,
  type CannedAnswerInput,
  type CannedAnswerView,
  type ClockReportRow,
  CONSOLE_PAGE_SIZE,
  decodeCursor,
  encodeCursor,
  type QueueFilter,
  type StaffAnswerInput,
  type StaffTicketSummary,
  type StaffTicketView,
  supportMessages as sm,
  TICKET_ACTIVE_STATES,
  TICKET_REFERENCE,
  TICKET_STATES,
  type TicketState,
  type TicketTopic,
} from '@sahyog/core';
import { schema as s } from '@sahyog/db';
import { and, asc, eq, gt, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AuditLog } from '../../platform/audit.ts';
import type { Platform } from '../../platform/modules.ts';
import type { SupportService } from './service.ts';
import type { TicketRow, Tx } from './tickets.ts';

const t = s.supportTickets;
/** A ticket with no clock sorts after every promise (a far date, not null: the key must compare). */
const NO_DUE_MS = 8_640_000_000_000_000;

export function deskService(deps: Platform & { app: FastifyInstance }, support: SupportService) {
  const { db, app } = deps;
  const audit: AuditLog = deps.audit;
  const { store, clocks } = support;

  /** The promise that matters now: the answer's until answered, then the resolution's. */
  const dueKey = sql<string>`coalesce(case when ${t.answeredAt} is null then ${t.answerDueAt} end, case when ${t.resolvedAt} is null then ${t.resolveDueAt} end)`;

  async function byRef(reference: string): Promise<TicketRow | null> {
    if (!TICKET_REFERENCE.test(reference)) return null;
    const [row] = await db.select().from(t).where(eq(t.reference, reference)).limit(1);
    return row ?? null;
  }

  async function mustRow(reference: string): Promise<TicketRow> {
    const row = await byRef(reference);
    if (!row) throw AppError.notFound(sm.notFound);
    return row;
  }

  /**
   * A ticket staff may act on: never their own. Who asked does not answer, resolve, assign or
   * merge it (the met/missed report, and canned actions such as a refund, would be theirs to work).
   */
  async function mustHandle(reference: string, staffId: number | null): Promise<TicketRow> {
    const row = await mustRow(reference);
    if (row.requesterId !== null && row.requesterId === staffId) throw AppError.forbidden(sm.ownTicket);
    return row;
  }

  const cannedView = (r: typeof s.supportCanned.$inferSelect): CannedAnswerView => ({
    id: r.id,
    title: r.title,
    body: r.body,
    bodyHi: r.bodyHi,
    action: r.action as CannedAnswerView['action'],
    setState: r.setState === 'waiting' || r.setState === 'resolved' ? r.setState : null,
  });

  /** A canned answer's action, run before the answer is written: when it cannot run, nothing is sent. Answers the thread's note. */
  async function act(row: TicketRow, action: CannedAnswerView['action'], staffId: number): Promise<string | null> {
    if (action === 'none') return null;
    const kind = row.aboutKind;
    const id = row.aboutId ?? '';
    if (action === 'resend_receipt') {
      let receiptId = kind === 'receipt' ? Number(id) : null;
      if (kind === 'donation' && row.requesterId) {
        const gifts = await app.accounts.donations(await app.auth.user(row.requesterId));
        receiptId = gifts.find((g) => String(g.id) === id)?.receipt?.id ?? null;
        if (receiptId === null) throw AppError.invalid({ cannedId: sm.actionFailed(sm.receiptMissing) });
      }
      if (!receiptId) throw AppError.invalid({ cannedId: sm.actionNeedsAbout });
      const receipt = await app.receipts.resend(receiptId, staffId);
      return sm.resentReceipt(receipt.number);
    }
    if (action === 'open_refund') {
      if (kind !== 'donation') throw AppError.invalid({ cannedId: sm.actionNeedsAbout });
      const made = await app.refunds.request(row.requesterEmail, Number(id), { reason: `${row.reference}: ${row.subject}`.padEnd(10, '.') });
      // The refund's own ticket (its flow opens one) folds into this one: one conversation.
      const [own] = await db
        .select()
        .from(t)
        .where(and(eq(t.source, 'refund'), eq(t.sourceId, String(made.id))))
        .limit(1);
      if (own && own.id !== row.id) await mergeRows(own, row, staffId);
      return sm.openedRefund(made.reference);
    }
    if (kind !== 'shop_order') throw AppError.invalid({ cannedId: sm.actionNeedsAbout });
    await app.shop.api.markForReview(staffId, id, row.reference);
    return sm.markedForReview(id);
  }

  async function mergeRows(from: TicketRow, into: TicketRow, staffId: number): Promise<void> {
    await db.transaction(async (tx: Tx) => {
      const a = await support.lockRow(tx, from.id);
      const b = await support.lockRow(tx, into.id);
      await store.addMessage(tx, b.id, { author: 'system', body: sm.mergedNote(a.reference), via: 'web' });
      await store.addMessage(tx, a.id, { author: 'system', body: sm.mergedAway(b.reference), via: 'web' });
      await store.move(tx, a, 'merged', { mergedIntoId: b.id });
      await audit.record(
        {
          actorId: staffId,
          action: 'support.merge',
          subjectType: 'support_ticket',
          subjectId: a.reference,
          before: { state: a.state },
          after: { mergedInto: b.reference },
        },
        tx,
      );
    });
  }

  return {
    async queue(staffId: number, filter: QueueFilter): Promise<{ items: StaffTicketSummary[]; next: string | null; counts: Record<TicketState, number> }> {
      const where: SQL[] = [];
      if (filter.topic) where.push(eq(t.topic, filter.topic));
      const state = filter.state ?? 'active';
      where.push(state === 'active' ? inArray(t.state, [...TICKET_ACTIVE_STATES]) : eq(t.state, state));
      if (filter.assignee === 'me') where.push(eq(t.assigneeId, staffId));
      if (filter.assignee === 'none') where.push(isNull(t.assigneeId));
      const q = filter.q?.trim();
      if (q) {
        const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        where.push(or(eq(t.reference, q.toUpperCase()), ilike(t.requesterEmail, like), ilike(t.subject, like)) as SQL);
      }
      const key = decodeCursor(filter.after);
      const dueMs = sql<number>`coalesce(extract(epoch from ${dueKey}) * 1000, ${NO_DUE_MS})`;
      if (key && typeof key[0] === 'number' && typeof key[1] === 'number') {
        where.push(sql`(${dueMs}, ${t.id}) > (${key[0]}, ${key[1]})`);
      }
      const rows = await db
        .select({ row: t, due: dueMs })
        .from(t)
        .where(and(...where))
        .orderBy(asc(dueMs), asc(t.id))
        .limit(CONSOLE_PAGE_SIZE + 1);
      const page = rows.slice(0, CONSOLE_PAGE_SIZE);
      const last = page.at(-1);
      const countRows = await db.select({ state: t.state, n: sql<number>`count(*)::int` }).from(t).groupBy(t.state);
      const counts = Object.fromEntries(TICKET_STATES.map((st) => [st, Number(countRows.find((c) => c.state === st)?.n ?? 0)])) as Record<TicketState, number>;
      const now = new Date();
      return {
        items: await Promise.all(page.map((r) => store.staffSummary(r.row, now))),
        next: rows.length > CONSOLE_PAGE_SIZE && last ? encodeCursor([Number(last.due), last.row.id]) : null,
        counts,
      };
    },

    async staffTicket(reference: string): Promise<StaffTicketView | null> {
      const row = await byRef(reference);
      return row ? store.staffView(row) : null;
    },

    /** `staffId` null is the system (the demo seed): it answers, but runs no canned action. */
    async answer(reference: string, staffId: number | null, input: StaffAnswerInput): Promise<StaffTicketView> {
      const found = await mustHandle(reference, staffId);
      if (found.state === 'merged' || found.state === 'closed') throw AppError.invalid({ body: sm.notActive });
      const canned = input.cannedId ? (await db.select().from(s.supportCanned).where(eq(s.supportCanned.id, input.cannedId)).limit(1))[0] : undefined;
      if (input.cannedId && !canned) throw AppError.invalid({ cannedId: sm.cannedNotFound });
      // The action first: if the receipt cannot be sent, the answer saying it was is not sent either.
      if (canned && canned.action !== 'none' && !input.internal && staffId === null) throw new Error('a canned action is run by a member of staff');
      const note = canned && !input.internal && staffId !== null ? await act(found, canned.action as CannedAnswerView['action'], staffId) : null;
      const to: TicketState = input.internal ? found.state : (input.state ?? (canned?.setState as TicketState | null) ?? 'open');
      const { row, messageId } = await db.transaction(async (tx: Tx) => {
        const locked = await support.lockRow(tx, found.id);
        const msg = await store.addMessage(tx, locked.id, { author: 'staff', authorId: staffId, internal: input.internal, body: input.body, via: 'web' });
        if (note) await store.addMessage(tx, locked.id, { author: 'system', internal: true, body: note, via: 'web' });
        await audit.record(
          {
            actorId: staffId,
            action: 'support.answer',
            subjectType: 'support_ticket',
            subjectId: locked.reference,
            before: { state: locked.state },
            after: { internal: input.internal, state: input.internal ? locked.state : to, cannedId: canned?.id ?? null },
          },
          tx,
        );
        let next = locked;
        if (!input.internal) {
          const extra: Partial<TicketRow> = locked.answeredAt ? {} : { answeredAt: new Date() };
          next = await store.move(tx, locked, to === 'new' ? 'open' : to, extra);
        }
        return { row: next, messageId: msg.id };
      });
      // Internal notes reach no one outside the console: no email, no WhatsApp.
      if (!input.internal) await support.mailAnswer(row, messageId, input.body);
      return store.staffView(row);
    },

    async assignToSelf(reference: string, staffId: number): Promise<StaffTicketView> {
      const found = await mustHandle(reference, staffId);
      const row = await db.transaction(async (tx: Tx) => {
        const [updated] = await tx.update(t).set({ assigneeId: staffId }).where(eq(t.id, found.id)).returning();
        await audit.record(
          {
            actorId: staffId,
            action: 'support.assign',
            subjectType: 'support_ticket',
            subjectId: found.reference,
            before: { assigneeId: found.assigneeId },
            after: { assigneeId: staffId },
          },
          tx,
        );
        return updated ?? found;
      });
      return store.staffView(row);
    },

    async setState(reference: string, staffId: number, state: 'open' | 'waiting' | 'resolved' | 'closed'): Promise<StaffTicketView> {
      const found = await mustHandle(reference, staffId);
      if (found.state === 'merged' || found.state === state || (found.state === 'closed' && state !== 'open')) throw AppError.invalid({ state: sm.stateMove });
      const row = await db.transaction(async (tx: Tx) => {
        const locked = await support.lockRow(tx, found.id);
        const moved = await store.move(tx, locked, state);
        await audit.record(
          {
            actorId: staffId,
            action: 'support.state',
            subjectType: 'support_ticket',
            subjectId: found.reference,
            before: { state: locked.state },
            after: { state },
          },
          tx,
        );
        return moved;
      });
      return store.staffView(row);
    },

    async merge(reference: string, intoReference: string, staffId: number): Promise<StaffTicketView> {
      const from = await mustHandle(reference, staffId);
      const into = await byRef(intoReference.trim().toUpperCase());
      if (!into) throw AppError.invalid({ into: sm.mergeTarget });
      if (into.id === from.id) throw AppError.invalid({ into: sm.mergeSelf });
      if (from.state === 'merged' || into.state === 'merged' || into.state === 'closed') throw AppError.invalid({ into: sm.mergeTarget });
      if (into.requesterEmail !== from.requesterEmail) throw AppError.invalid({ into: sm.mergeRequester });
      await mergeRows(from, into, staffId);
      return store.staffView(await mustRow(into.reference));
    },

    async report(months = 12): Promise<ClockReportRow[]> {
      const month = sql<string>`to_char(${t.createdAt} at time zone 'Asia/Kolkata', 'YYYY-MM')`;
      const now = new Date();
      const rows = await db
        .select({
          month,
          topic: t.topic,
          opened: sql<number>`count(*)::int`,
          answerCounted: sql<number>`count(*) filter (where ${t.answerDueAt} is not null and (${t.answeredAt} is not null or ${t.answerDueAt} < ${now}))::int`,
          answerMet: sql<number>`count(*) filter (where ${t.answerDueAt} is not null and ${t.answeredAt} <= ${t.answerDueAt})::int`,
          resolveCounted: sql<number>`count(*) filter (where ${t.resolveDueAt} is not null and (${t.resolvedAt} is not null or ${t.resolveDueAt} < ${now}))::int`,
          resolveMet: sql<number>`count(*) filter (where ${t.resolveDueAt} is not null and ${t.resolvedAt} <= ${t.resolveDueAt})::int`,
        })
        .from(t)
        .where(and(gt(t.createdAt, new Date(now.getTime() - (months + 1) * 31 * 86_400_000)), sql`${t.state} <> 'merged'`))
        .groupBy(month, t.topic)
        .orderBy(sql`1 desc`, asc(t.topic));
      return rows.map((r) => ({ ...r, topic: r.topic as TicketTopic, opened: Number(r.opened) }));
    },

    async waiting(): Promise<{ waiting: number; overdue: number }> {
      const now = new Date();
      const [r] = await db
        .select({
          waiting: sql<number>`count(*) filter (where ${t.state} in ('new', 'open'))::int`,
          overdue: sql<number>`count(*) filter (where ${t.state} in ('new', 'open', 'waiting') and ${dueKey} < ${now})::int`,
        })
        .from(t);
      return { waiting: Number(r?.waiting ?? 0), overdue: Number(r?.overdue ?? 0) };
    },

    async canned(): Promise<CannedAnswerView[]> {
      return (await db.select().from(s.supportCanned).orderBy(asc(s.supportCanned.title), asc(s.supportCanned.id))).map(cannedView);
    },

    async saveCanned(id: number | null, input: CannedAnswerInput, staffId: number | null): Promise<CannedAnswerView> {
      return db.transaction(async (tx: Tx) => {
        const values = { title: input.title, body: input.body, bodyHi: input.bodyHi, action: input.action, setState: input.setState };
        const [row] = id
          ? await tx.update(s.supportCanned).set(values).where(eq(s.supportCanned.id, id)).returning()
          : await tx.insert(s.supportCanned).values(values).returning();
        if (!row) throw AppError.notFound(sm.cannedNotFound);
        await audit.record({ actorId: staffId, action: 'support.canned.save', subjectType: 'support_canned', subjectId: row.id, after: values }, tx);
        return cannedView(row);
      });
    },

    async deleteCanned(id: number, staffId: number): Promise<void> {
      await db.transaction(async (tx: Tx) => {
        const [row] = await tx.delete(s.supportCanned).where(eq(s.supportCanned.id, id)).returning();
        if (!row) throw AppError.notFound(sm.cannedNotFound);
        await audit.record(
          {
            actorId: staffId,
            action: 'support.canned.delete',
            subjectType: 'support_canned',
            subjectId: id,
            before: { ...cannedView(row) },
            after: { removed: true },
          },
          tx,
        );
      });
    },

    clocks: () => clocks.clocks(),
    async setOtherClock(input: Parameters<typeof clocks.setOther>[0], staffId: number) {
      return clocks.setOther(input, staffId);
    },
    holidays: () => clocks.holidays(),
    async addHoliday(input: { day: string; name: string; nameHi: string }, staffId: number) {
      await clocks.addHoliday(input, staffId);
      await redoActiveDueTimes();
      return clocks.holidays();
    },
    async removeHoliday(day: string, staffId: number) {
      await clocks.removeHoliday(day, staffId);
      await redoActiveDueTimes();
      return clocks.holidays();
    },
  };

  /** A holiday added or removed moves the promises still running (a met or missed one stays as it was). */
  async function redoActiveDueTimes(): Promise<void> {
    const rows = await db
      .select()
      .from(t)
      .where(inArray(t.state, [...TICKET_ACTIVE_STATES]));
    for (const row of rows) await db.transaction((tx: Tx) => store.refreshDue(tx, row).then(() => undefined));
  }
}

export type DeskService = ReturnType<typeof deskService>;
