// The ticket store (issue 41): opening a ticket with its clock copied from the topic's rule,
// adding messages and files, the state moves and their clock (a wait on the requester pauses it,
// their answer resumes it), and the views each side reads. The requester's view never carries an
// internal note or a staff member's name; staff's view carries all.
import { randomInt } from 'node:crypto';
import {
  currentLanguage,
  type RequesterTicketView,
  type StaffTicketSummary,
  type StaffTicketView,
  supportMessages as sm,
  TICKET_REOPEN_DAYS,
  type TicketAbout,
  type TicketAboutKind,
  type TicketClock,
  type TicketMessageView,
  type TicketRating,
  type TicketSource,
  type TicketState,
  type TicketTopic,
} from '@sahyog/core';
import { type Db, schema as s } from '@sahyog/db';
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { PrivateStorage } from '../../platform/storage.ts';
import type { ClocksService } from './clocks.ts';
import { type ReadyFile, storeFiles } from './files.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type TicketRow = typeof s.supportTickets.$inferSelect;
type MessageRow = typeof s.supportMessages.$inferSelect;

const t = s.supportTickets;
const DAY_MS = 86_400_000;
/** Look-alike-free letters and digits (no 0, 1, I, O): 32 of them, six for a reference. */
const REF_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

export function newTicketReference(): string {
  let out = 'HD-';
  for (let i = 0; i < 6; i++) out += REF_ALPHABET[randomInt(REF_ALPHABET.length)];
  return out;
}

export interface NewTicket {
  requesterId: number | null;
  requesterEmail: string;
  requesterName: string;
  language: string;
  topic: TicketTopic;
  subject: string;
  body: string;
  about: TicketAbout | null;
  source: TicketSource;
  sourceId?: string | null;
  via: 'web' | 'email' | 'whatsapp';
  emailId?: string | null;
  followsId?: number | null;
  whatsapp?: boolean;
  files?: readonly ReadyFile[];
}

export function ticketStore(db: Db, clocks: ClocksService, files: PrivateStorage, userName: (id: number) => Promise<string>) {
  async function refreshDue(tx: Tx, row: TicketRow): Promise<TicketRow> {
    const due = await clocks.dueTimes(tx, row);
    // A promise already kept or broken keeps the due time it was judged by (a holiday added
    // later moves only what is still running).
    const patch = { answerDueAt: row.answeredAt ? row.answerDueAt : due.answerDueAt, resolveDueAt: row.resolvedAt ? row.resolveDueAt : due.resolveDueAt };
    const [updated] = await tx.update(t).set(patch).where(eq(t.id, row.id)).returning();
    return updated ?? row;
  }

  async function addMessage(
    tx: Tx,
    ticketId: number,
    m: {
      author: 'requester' | 'staff' | 'system';
      authorId?: number | null;
      internal?: boolean;
      body: string;
      via: string;
      emailId?: string | null;
      files?: readonly ReadyFile[];
    },
  ): Promise<MessageRow> {
    const [row] = await tx
      .insert(s.supportMessages)
      .values({ ticketId, author: m.author, authorId: m.authorId ?? null, internal: m.internal ?? false, body: m.body, via: m.via, emailId: m.emailId ?? null })
      .returning();
    if (!row) throw new Error('support message insert returned nothing');
    if (m.files?.length) await storeFiles(tx, files, ticketId, row.id, m.files);
    await tx.update(t).set({ updatedAt: new Date() }).where(eq(t.id, ticketId));
    return row;
  }

  async function open(tx: Tx, n: NewTicket): Promise<TicketRow> {
    const rule = await clocks.rule(n.topic, tx);
    const now = new Date();
    for (let attempt = 0; ; attempt++) {
      const [row] = await tx
        .insert(t)
        .values({
          reference: newTicketReference(),
          requesterId: n.requesterId,
          requesterEmail: n.requesterEmail.toLowerCase(),
          requesterName: n.requesterName,
          language: n.language,
          topic: n.topic,
          subject: n.subject,
          state: 'new',
          aboutKind: n.about?.kind ?? null,
          aboutId: n.about?.id ?? null,
          aboutLabel: n.about?.label ?? null,
          aboutPath: n.about?.path ?? null,
          aboutAdminPath: n.about?.adminPath ?? null,
          source: n.source,
          sourceId: n.sourceId ?? null,
          answerAmount: rule?.answerAmount ?? null,
          answerUnit: rule?.answerUnit ?? null,
          resolveAmount: rule?.resolveAmount ?? null,
          resolveUnit: rule?.resolveUnit ?? null,
          followsId: n.followsId ?? null,
          whatsapp: n.whatsapp ?? false,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing({ target: t.reference })
        .returning();
      if (row) {
        await addMessage(tx, row.id, {
          author: 'requester',
          authorId: n.requesterId,
          body: n.body,
          via: n.via,
          emailId: n.emailId ?? null,
          files: n.files ?? [],
        });
        return refreshDue(tx, row);
      }
      // 32^6 references: a clash is rare, two in a row rarer still.
      if (attempt >= 4) throw new Error('no free ticket reference');
    }
  }

  /**
   * The requester writes (on the site or by email). Open and new tickets take it; a wait on them
   * ends (the clock runs again); a ticket resolved within TICKET_REOPEN_DAYS reopens; a closed one,
   * or one resolved longer ago, gets a new ticket that follows it. Answers the ticket written to.
   */
  async function requesterWrites(
    tx: Tx,
    row: TicketRow,
    body: string,
    via: 'web' | 'email' | 'whatsapp',
    opts: { emailId?: string | null; files?: readonly ReadyFile[] } = {},
  ): Promise<TicketRow> {
    const now = new Date();
    const recent = row.resolvedAt && now.getTime() - row.resolvedAt.getTime() <= TICKET_REOPEN_DAYS * DAY_MS;
    if (row.state === 'closed' || (row.state === 'resolved' && !recent)) {
      const next = await open(tx, {
        requesterId: row.requesterId,
        requesterEmail: row.requesterEmail,
        requesterName: row.requesterName,
        language: row.language,
        topic: row.topic as TicketTopic,
        subject: row.subject,
        body,
        about: aboutOf(row),
        source: row.source === 'email' ? 'email' : 'web',
        via,
        emailId: opts.emailId ?? null,
        followsId: row.id,
        whatsapp: row.whatsapp,
        files: opts.files ?? [],
      });
      await addMessage(tx, next.id, { author: 'system', body: sm.followsOn(row.reference), via: 'web' });
      return next;
    }
    await addMessage(tx, row.id, { author: 'requester', authorId: row.requesterId, body, via, emailId: opts.emailId ?? null, files: opts.files ?? [] });
    if (row.state === 'waiting' && row.pausedSince) {
      await tx.insert(s.supportPauses).values({ ticketId: row.id, fromAt: row.pausedSince, toAt: now });
      const [resumed] = await tx.update(t).set({ state: 'open', pausedSince: null, updatedAt: now }).where(eq(t.id, row.id)).returning();
      return refreshDue(tx, resumed ?? row);
    }
    if (row.state === 'resolved') {
      await addMessage(tx, row.id, { author: 'system', body: sm.reopened, via: 'web' });
      const [reopened] = await tx
        .update(t)
        .set({ state: 'open', resolvedAt: null, rating: null, ratingComment: null, ratedAt: null, updatedAt: now })
        .where(eq(t.id, row.id))
        .returning();
      return refreshDue(tx, reopened ?? row);
    }
    return row;
  }

  /** Moves a ticket's state and keeps its clock true: waiting pauses it, leaving waiting resumes it. */
  async function move(tx: Tx, row: TicketRow, to: TicketState, extra: Partial<TicketRow> = {}): Promise<TicketRow> {
    const now = new Date();
    const patch: Partial<TicketRow> = { state: to, updatedAt: now, ...extra };
    if (row.state === 'waiting' && to !== 'waiting' && row.pausedSince) {
      await tx.insert(s.supportPauses).values({ ticketId: row.id, fromAt: row.pausedSince, toAt: now });
      patch.pausedSince = null;
    }
    if (to === 'waiting' && row.state !== 'waiting') patch.pausedSince = now;
    if (to === 'resolved') patch.resolvedAt = row.resolvedAt ?? now;
    if (to === 'closed') {
      patch.closedAt = now;
      patch.resolvedAt = row.resolvedAt ?? now;
    }
    if (to === 'open' && row.state === 'resolved') patch.resolvedAt = null;
    const [moved] = await tx.update(t).set(patch).where(eq(t.id, row.id)).returning();
    return refreshDue(tx, moved ?? row);
  }

  function aboutOf(row: TicketRow): TicketAbout | null {
    if (!row.aboutKind || !row.aboutId) return null;
    return {
      kind: row.aboutKind as TicketAboutKind,
      id: row.aboutId,
      label: row.aboutLabel ?? row.aboutId,
      path: row.aboutPath,
      adminPath: row.aboutAdminPath,
    };
  }

  function clockOf(row: TicketRow, source: string): TicketClock {
    return {
      answerDueAt: row.answeredAt ? null : (row.answerDueAt?.toISOString() ?? null),
      resolveDueAt: row.resolvedAt ? null : (row.resolveDueAt?.toISOString() ?? null),
      answeredAt: row.answeredAt?.toISOString() ?? null,
      resolvedAt: row.resolvedAt?.toISOString() ?? null,
      pausedSince: row.pausedSince?.toISOString() ?? null,
      source,
    };
  }

  async function messageViews(ticketIds: number[], staff: boolean): Promise<TicketMessageView[]> {
    if (ticketIds.length === 0) return [];
    const m = s.supportMessages;
    const rows = await db
      .select()
      .from(m)
      .where(staff ? inArray(m.ticketId, ticketIds) : and(inArray(m.ticketId, ticketIds), eq(m.internal, false)))
      .orderBy(asc(m.createdAt), asc(m.id));
    const ids = rows.map((r) => r.id);
    const files = ids.length
      ? await db.select().from(s.supportAttachments).where(inArray(s.supportAttachments.messageId, ids)).orderBy(asc(s.supportAttachments.id))
      : [];
    const names = new Map<number, string>();
    if (staff) for (const id of new Set(rows.map((r) => r.authorId).filter((x): x is number => x !== null))) names.set(id, await userName(id));
    return rows.map((r) => ({
      id: r.id,
      author: r.author as TicketMessageView['author'],
      authorName:
        r.author === 'system' ? sm.systemName : r.author === 'staff' ? (staff && r.authorId ? (names.get(r.authorId) ?? sm.staffName) : sm.staffName) : '',
      internal: r.internal,
      body: r.body,
      via: (r.via === 'email' || r.via === 'whatsapp' ? r.via : 'web') as TicketMessageView['via'],
      createdAt: r.createdAt.toISOString(),
      attachments: files.filter((f) => f.messageId === r.id).map((f) => ({ id: f.id, fileName: f.fileName, contentType: f.contentType, size: f.size })),
    }));
  }

  async function refOf(id: number | null): Promise<string | null> {
    if (id === null) return null;
    const [r] = await db.select({ reference: t.reference }).from(t).where(eq(t.id, id)).limit(1);
    return r?.reference ?? null;
  }

  async function sourceText(row: TicketRow): Promise<string> {
    return clocks.sourceText(await clocks.rule(row.topic as TicketTopic));
  }

  async function requesterView(row: TicketRow): Promise<RequesterTicketView> {
    const [messages, mergedInto, follows, source] = await Promise.all([
      messageViews([row.id], false),
      refOf(row.mergedIntoId),
      refOf(row.followsId),
      sourceText(row),
    ]);
    for (const msg of messages) if (msg.author === 'requester') msg.authorName = row.requesterName;
    const done = row.state === 'resolved' || row.state === 'closed';
    return {
      id: row.id,
      reference: row.reference,
      subject: row.subject,
      topic: row.topic as TicketTopic,
      state: row.state,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      about: aboutOf(row),
      clock: clockOf(row, source),
      messages,
      canReply: row.state !== 'merged',
      canClose: row.state === 'new' || row.state === 'open' || row.state === 'waiting' || row.state === 'resolved',
      canRate: done && row.rating === null,
      rating: row.rating as TicketRating | null,
      ratingComment: row.ratingComment,
      mergedInto,
      follows,
      whatsapp: row.whatsapp,
    };
  }

  async function staffSummary(row: TicketRow, now = new Date()): Promise<StaffTicketSummary> {
    const source = await sourceText(row);
    const answerLate = !row.answeredAt && row.answerDueAt && row.answerDueAt < now;
    const resolveLate = !row.resolvedAt && row.resolveDueAt && row.resolveDueAt < now;
    return {
      id: row.id,
      reference: row.reference,
      subject: row.subject,
      topic: row.topic as TicketTopic,
      state: row.state,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      requesterName: row.requesterName,
      requesterEmail: row.requesterEmail,
      requesterId: row.requesterId,
      language: row.language,
      source: row.source as TicketSource,
      about: aboutOf(row),
      assignee: row.assigneeId ? { id: row.assigneeId, name: await userName(row.assigneeId) } : null,
      clock: clockOf(row, source),
      overdue: row.state === 'merged' ? null : answerLate ? 'answer' : resolveLate ? 'resolve' : null,
    };
  }

  async function staffView(row: TicketRow): Promise<StaffTicketView> {
    const [summary, messages, mergedInto, follows, related] = await Promise.all([
      staffSummary(row),
      messageViews([row.id], true),
      refOf(row.mergedIntoId),
      refOf(row.followsId),
      db
        .select({ reference: t.reference, subject: t.subject, state: t.state, mergedIntoId: t.mergedIntoId })
        .from(t)
        .where(or(eq(t.mergedIntoId, row.id), eq(t.followsId, row.id))),
    ]);
    for (const msg of messages) if (msg.author === 'requester') msg.authorName = row.requesterName;
    return {
      ...summary,
      messages,
      rating: row.rating as TicketRating | null,
      ratingComment: row.ratingComment,
      mergedInto,
      follows,
      related: related.map((r) => ({
        reference: r.reference,
        subject: r.subject,
        state: r.state,
        relation: r.mergedIntoId === row.id ? 'merged' : 'follow_up',
      })),
      whatsapp: row.whatsapp,
    };
  }

  return { open, addMessage, requesterWrites, move, refreshDue, aboutOf, requesterView, staffSummary, staffView, language: currentLanguage };
}

export type TicketStore = ReturnType<typeof ticketStore>;
