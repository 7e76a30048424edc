// The help desk's clocks (issue 41): each topic's rule (support_clocks, with the law or policy it
// comes from), the India holidays the working clocks skip (support_holidays), and a ticket's due
// times, derived again from its opening, its copied rule and its pauses whenever one of them
// changes (never stepped forward by hand, so a holiday added later moves only open promises).
import {
  AppError,
  type ClockPause,
  type ClockRuleView,
  type ClockUnit,
  clockDue,
  currentLanguage,
  type HolidayView,
  supportMessages as sm,
  type TicketTopic,
  type WorkCalendar,
} from '@sahyog/core';
import { type Db, schema as s } from '@sahyog/db';
import { asc, eq } from 'drizzle-orm';
import type { AuditLog } from '../../platform/audit.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type TicketRow = typeof s.supportTickets.$inferSelect;

/** The calendar is read on every due time; staff's edits clear it on this process, others see them within a minute. */
const CALENDAR_TTL_MS = 60_000;

export function clocksService(db: Db, audit: AuditLog) {
  let calendar: { at: number; value: WorkCalendar } | null = null;

  // Reads take the caller's transaction when there is one: PGlite has one connection, and a read
  // outside an open transaction would wait for it for ever.
  async function workCalendar(q: Tx | Db = db): Promise<WorkCalendar> {
    if (calendar && Date.now() - calendar.at < CALENDAR_TTL_MS) return calendar.value;
    const rows = await q.select({ day: s.supportHolidays.day }).from(s.supportHolidays);
    calendar = { at: Date.now(), value: { holidays: new Set(rows.map((r) => r.day)) } };
    return calendar.value;
  }

  async function rule(topic: TicketTopic, q: Tx | Db = db) {
    const [row] = await q.select().from(s.supportClocks).where(eq(s.supportClocks.topic, topic)).limit(1);
    return row ?? null;
  }

  const ruleView = (r: typeof s.supportClocks.$inferSelect): ClockRuleView => ({
    topic: r.topic as TicketTopic,
    answerAmount: r.answerAmount,
    answerUnit: r.answerUnit as ClockUnit | null,
    resolveAmount: r.resolveAmount,
    resolveUnit: r.resolveUnit as ClockUnit | null,
    source: r.source,
    sourceHi: r.sourceHi,
    editable: r.topic === 'other',
  });

  return {
    workCalendar,
    rule,

    /** The rule's source in the reader's language. */
    sourceText: (r: { source: string; sourceHi: string } | null) => (r ? (currentLanguage() === 'hi' && r.sourceHi ? r.sourceHi : r.source) : ''),

    /**
     * The ticket's due times from its opening, its copied clock and its pauses (closed ones from
     * support_pauses, the open one from paused_since). Null where the topic has no such clock, or
     * while the clock stands still.
     */
    async dueTimes(tx: Tx | Db, t: TicketRow, pausedSince: Date | null = t.pausedSince): Promise<{ answerDueAt: Date | null; resolveDueAt: Date | null }> {
      const cal = await workCalendar(tx);
      const closed = await tx.select().from(s.supportPauses).where(eq(s.supportPauses.ticketId, t.id)).orderBy(asc(s.supportPauses.fromAt));
      const pauses: ClockPause[] = closed.map((p) => ({ from: p.fromAt, to: p.toAt }));
      if (pausedSince) pauses.push({ from: pausedSince, to: null });
      const due = (amount: number | null, unit: string | null) => (amount && unit ? clockDue(t.createdAt, amount, unit as ClockUnit, cal, pauses) : null);
      return { answerDueAt: due(t.answerAmount, t.answerUnit), resolveDueAt: due(t.resolveAmount, t.resolveUnit) };
    },

    async clocks(): Promise<ClockRuleView[]> {
      const rows = await db.select().from(s.supportClocks).orderBy(asc(s.supportClocks.topic));
      return rows.map(ruleView);
    },

    async setOther(input: { answerAmount: number; answerUnit: ClockUnit; resolveAmount: number; resolveUnit: ClockUnit }, staffId: number) {
      const before = await rule('other');
      await db.transaction(async (tx) => {
        await tx
          .update(s.supportClocks)
          .set({ ...input, updatedAt: new Date() })
          .where(eq(s.supportClocks.topic, 'other'));
        await audit.record(
          {
            actorId: staffId,
            action: 'support.clock',
            subjectType: 'support_clock',
            subjectId: 'other',
            before: before ? { ...ruleView(before) } : null,
            after: { ...input },
          },
          tx,
        );
      });
      return (await db.select().from(s.supportClocks).orderBy(asc(s.supportClocks.topic))).map(ruleView);
    },

    async holidays(): Promise<HolidayView[]> {
      return db
        .select({ day: s.supportHolidays.day, name: s.supportHolidays.name, nameHi: s.supportHolidays.nameHi })
        .from(s.supportHolidays)
        .orderBy(asc(s.supportHolidays.day));
    },

    async addHoliday(input: HolidayView, staffId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx.insert(s.supportHolidays).values(input).onConflictDoNothing().returning();
        if (!row) throw AppError.invalid({ day: sm.holidayDay });
        await audit.record({ actorId: staffId, action: 'support.holiday.add', subjectType: 'support_holiday', subjectId: input.day, after: { ...input } }, tx);
      });
      calendar = null;
    },

    async removeHoliday(day: string, staffId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx.delete(s.supportHolidays).where(eq(s.supportHolidays.day, day)).returning();
        if (!row) throw AppError.notFound(sm.holidayDay);
        await audit.record(
          { actorId: staffId, action: 'support.holiday.remove', subjectType: 'support_holiday', subjectId: day, before: { ...row }, after: { removed: true } },
          tx,
        );
      });
      calendar = null;
    },
  };
}

export type ClocksService = ReturnType<typeof clocksService>;
