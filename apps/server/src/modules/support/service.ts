// The help desk's service (issue 41; decision 0063) [support_tickets, support_messages,
// support_pauses, support_attachments, support_inbound]: the requester's side (open, read,
// reply, close, rate; only their own tickets, anyone else's is null → 404), email out (every
// answer, in the requester's language, with the ticket's token and a Message-ID a reply threads
// by) and in (inbound.ts), and the other flows' rows opened as tickets (openFromFlow). Staff's
// side is desk.ts.
import {
  AppError,
  firstName,
  formatDateTime,
  helpPath,
  localPath,
  type RequesterTicketView,
  supportMessages as sm,
  TICKET_MESSAGE_MAX,
  TICKET_REFERENCE,
  TICKET_SUBJECT_MAX,
  TICKETS_PER_ACCOUNT_PER_DAY,
  TICKETS_PER_NETWORK_PER_HOUR,
  type TicketAboutKind,
  type TicketFile,
  type TicketInput,
  type TicketRating,
  type TicketSummary,
  type TicketTopic,
} from '@sahyog/core';
import { schema as s } from '@sahyog/db';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { isLanguage, runInLanguage } from '../../platform/language.ts';
import type { Platform } from '../../platform/modules.ts';
import { networkKey } from '../../platform/rate-limit.ts';
import { privateStorage } from '../../platform/storage.ts';
import { aboutResolver } from './about.ts';
import { clocksService } from './clocks.ts';
import { readyFiles } from './files.ts';
import { type TicketRow, type Tx, ticketStore } from './tickets.ts';

/** A row of another flow (a contact message, a refund request, a dispute, a seller's report) shown as a ticket. */
export interface FlowTicket {
  source: 'contact' | 'refund' | 'dispute' | 'seller_report' | 'missing_child' | 'matrimonial_report';
  /** That flow's row id: one ticket per row (a second call answers the same ticket). */
  sourceId: string;
  topic: TicketTopic;
  requesterId: number | null;
  requesterEmail: string;
  requesterName: string;
  language: string;
  subject: string;
  body: string;
  about?: { kind: TicketAboutKind; id: string };
}

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const t = s.supportTickets;

export function supportService(deps: Platform & { app: FastifyInstance }) {
  const { app, db, limiter, config } = deps;
  const storage = privateStorage(config);
  const clocks = clocksService(db, deps.audit);
  const userName = async (id: number) => (await app.auth.user(id)).fullName;
  const store = ticketStore(db, clocks, storage, userName);
  const about = aboutResolver({
    user: (id) => app.auth.user(id),
    donations: (user) => app.accounts.donations(user),
    campaigns: (id) => app.catalog.campaigner.mine(id),
    boughtOrders: (id) => app.shop.api.orders(id),
    soldOrders: (id) => app.shop.api.sellerOrders(id),
  });
  const base = config.PUBLIC_URL.replace(/\/$/, '');
  const mailDomain = new URL(config.PUBLIC_URL).hostname || 'localhost';
  const siteName = async () => (await app.content.settings()).foundationName;

  /** Our Message-IDs name their ticket, so a reply's References find it even from another message of ours. */
  const newMessageId = (reference: string, tag: string) =>
    `<${reference}.${tag}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}@${mailDomain}>`;

  async function ownRow(userId: number, reference: string): Promise<TicketRow | null> {
    if (!TICKET_REFERENCE.test(reference)) return null;
    const [row] = await db
      .select()
      .from(t)
      .where(and(eq(t.reference, reference), eq(t.requesterId, userId)))
      .limit(1);
    return row ?? null;
  }

  async function mustOwn(userId: number, reference: string): Promise<TicketRow> {
    const row = await ownRow(userId, reference);
    if (!row) throw AppError.notFound(sm.notFound);
    return row;
  }

  /** A merged ticket's writes go to the one it was folded into (followed to the end of the chain). */
  async function liveRow(tx: Tx, row: TicketRow): Promise<TicketRow> {
    let current = row;
    for (let i = 0; i < 10 && current.state === 'merged' && current.mergedIntoId; i++) {
      const [next] = await tx.select().from(t).where(eq(t.id, current.mergedIntoId)).for('update').limit(1);
      if (!next) break;
      current = next;
    }
    return current;
  }

  async function lockRow(tx: Tx, id: number): Promise<TicketRow> {
    const [row] = await tx.select().from(t).where(eq(t.id, id)).for('update').limit(1);
    if (!row) throw AppError.notFound(sm.notFound);
    return row;
  }

  /** Runs `fn` in the ticket's language: emails, and the labels made for it, read as its requester reads. */
  const inTicketLanguage = <T>(row: TicketRow, fn: () => Promise<T>) => runInLanguage(isLanguage(row.language) ? row.language : 'en', fn);

  async function mailOpened(row: TicketRow): Promise<void> {
    const due = row.answerDueAt ?? row.resolveDueAt;
    await inTicketLanguage(row, async () =>
      app.messaging.send('email', row.requesterEmail, 'support-opened', {
        site: await siteName(),
        name: firstName(row.requesterName) || row.requesterName,
        reference: row.reference,
        subject: row.subject,
        due: due ? sm.dueBy(formatDateTime(due.toISOString())) : '',
        link: `${base}${localPath(helpPath(row.reference))}`,
        messageId: newMessageId(row.reference, 'opened'),
      }),
    );
  }

  /** An answer by email: that answer only, never the thread (which holds internal notes) or a name of staff's. */
  async function mailAnswer(row: TicketRow, messageRowId: number, body: string): Promise<void> {
    const messageId = newMessageId(row.reference, String(messageRowId));
    const [last] = await db
      .select({ emailId: s.supportMessages.emailId })
      .from(s.supportMessages)
      .where(and(eq(s.supportMessages.ticketId, row.id), eq(s.supportMessages.author, 'requester')))
      .orderBy(desc(s.supportMessages.id))
      .limit(1);
    await inTicketLanguage(row, async () => {
      const data = {
        site: await siteName(),
        name: firstName(row.requesterName) || row.requesterName,
        reference: row.reference,
        subject: row.subject,
        message: body,
        state: sm.stateLine(row.state),
        link: `${base}${localPath(helpPath(row.reference))}`,
        messageId,
        inReplyTo: last?.emailId ?? '',
        references: last?.emailId ?? '',
      };
      await app.messaging.send('email', row.requesterEmail, 'support-answer', data);
      // Who chose answers on WhatsApp gets each one there too, at the account's proven mobile now.
      const phone = row.whatsapp && row.requesterId !== null ? await provenMobile(row.requesterId) : null;
      if (phone) await app.messaging.sendUpdate(phone, { whatsapp: 'support-answer-whatsapp' }, data, { once: `support-answer-wa:${messageRowId}` });
    });
    await db.update(s.supportMessages).set({ emailId: messageId }).where(eq(s.supportMessages.id, messageRowId));
  }

  async function provenMobile(userId: number): Promise<string | null> {
    const user = await app.auth.user(userId).catch(() => null);
    return user?.phoneVerified && user.phone ? user.phone : null;
  }

  async function countOpening(userId: number, ip: string): Promise<void> {
    const [account, network] = await Promise.all([
      limiter.hit(`support:open:user:${userId}`, TICKETS_PER_ACCOUNT_PER_DAY, DAY_MS),
      limiter.hit(networkKey('support:open', ip), TICKETS_PER_NETWORK_PER_HOUR, HOUR_MS),
    ]);
    if (!account.allowed) throw new AppError('rate_limited', sm.tooManyTickets, { body: sm.tooManyTickets });
    if (!network.allowed) throw new AppError('rate_limited', sm.tooManyFromNetwork, { body: sm.tooManyFromNetwork });
  }

  // A ticket's WhatsApp consent withdrawn: its answers go by email only.
  app.privacy.onWithdraw('whatsapp-updates', async (c) => {
    if (c.subject.startsWith('ticket:'))
      await db
        .update(t)
        .set({ whatsapp: false })
        .where(eq(t.reference, c.subject.slice('ticket:'.length)));
  });

  const service = {
    store,
    clocks,
    about,
    storage,
    mailAnswer,
    mailOpened,
    lockRow,
    liveRow,

    async mine(userId: number): Promise<TicketSummary[]> {
      const rows = await db.select().from(t).where(eq(t.requesterId, userId)).orderBy(desc(t.updatedAt), desc(t.id)).limit(200);
      return rows.map((r) => ({
        id: r.id,
        reference: r.reference,
        subject: r.subject,
        topic: r.topic as TicketTopic,
        state: r.state,
        createdAt: r.createdAt.toISOString(),
        updatedAt: r.updatedAt.toISOString(),
      }));
    },

    aboutChoices: (userId: number) => about.choices(userId),

    async open(userId: number, input: TicketInput, files: TicketFile[], meta: { ip: string }): Promise<RequesterTicketView> {
      // Everything is judged before anything is written or counted: a refused file leaves no ticket.
      const thing = input.about ? await about.resolve(userId, input.about) : null;
      if (input.about && !thing) throw AppError.invalid({ about: sm.aboutNotFound });
      const ready = await readyFiles(files);
      const user = await app.auth.user(userId);
      if (input.whatsapp && !user.phoneVerified) throw AppError.invalid({ whatsapp: sm.whatsappNeedsPhone });
      await countOpening(userId, meta.ip);
      const language = await app.auth.languageOf(userId);
      const row = await db.transaction((tx) =>
        store.open(tx, {
          requesterId: userId,
          requesterEmail: user.email,
          requesterName: user.fullName,
          language: isLanguage(language) ? language : 'en',
          topic: input.topic,
          subject: input.subject,
          body: input.body,
          about: thing,
          source: 'web',
          via: 'web',
          whatsapp: input.whatsapp ?? false,
          files: ready,
        }),
      );
      // Answers on WhatsApp are a consent to the channel for this number (a STOP withdraws it).
      if (row.whatsapp) {
        await app.privacy.record({
          purpose: 'whatsapp-updates',
          email: user.email,
          userId,
          subject: `ticket:${row.reference}`,
          phone: user.phone,
          ip: meta.ip,
        });
      }
      await mailOpened(row);
      return store.requesterView(row);
    },

    async ticket(userId: number, reference: string): Promise<RequesterTicketView | null> {
      const row = await ownRow(userId, reference);
      return row ? store.requesterView(row) : null;
    },

    async reply(userId: number, reference: string, body: string, files: TicketFile[], meta: { ip: string }): Promise<RequesterTicketView> {
      const found = await mustOwn(userId, reference);
      const ready = await readyFiles(files);
      // A reply that would start a new ticket counts like opening one.
      if (found.state === 'closed' || found.state === 'resolved') await countOpening(userId, meta.ip);
      const row = await db.transaction(async (tx) => store.requesterWrites(tx, await liveRow(tx, await lockRow(tx, found.id)), body, 'web', { files: ready }));
      if (row.id !== found.id && row.followsId) await mailOpened(row);
      return store.requesterView(row);
    },

    async close(userId: number, reference: string): Promise<RequesterTicketView> {
      const found = await mustOwn(userId, reference);
      const row = await db.transaction(async (tx) => {
        const locked = await lockRow(tx, found.id);
        if (locked.state === 'closed' || locked.state === 'merged') throw AppError.invalid({ state: sm.closedNoReply });
        await store.addMessage(tx, locked.id, { author: 'system', body: sm.closedByRequester, via: 'web' });
        return store.move(tx, locked, 'closed');
      });
      return store.requesterView(row);
    },

    async rate(userId: number, reference: string, rating: TicketRating, comment: string): Promise<RequesterTicketView> {
      const found = await mustOwn(userId, reference);
      const row = await db.transaction(async (tx) => {
        const locked = await lockRow(tx, found.id);
        if ((locked.state !== 'resolved' && locked.state !== 'closed') || locked.rating !== null) throw AppError.invalid({ rating: sm.notRatable });
        const [rated] = await tx
          .update(t)
          .set({ rating, ratingComment: comment || null, ratedAt: new Date() })
          .where(eq(t.id, locked.id))
          .returning();
        return rated ?? locked;
      });
      return store.requesterView(row);
    },

    async attachment(userId: number, reference: string, attachmentId: number) {
      const row = await ownRow(userId, reference);
      if (!row) return null;
      return fileOf(row.id, attachmentId, false);
    },

    async staffAttachment(reference: string, attachmentId: number) {
      if (!TICKET_REFERENCE.test(reference)) return null;
      const [row] = await db.select({ id: t.id }).from(t).where(eq(t.reference, reference)).limit(1);
      return row ? fileOf(row.id, attachmentId, true) : null;
    },

    /** Which of these rows of a flow already have their ticket (the flows' sweep). */
    async ticketsFrom(source: string, sourceIds: string[]): Promise<Set<string>> {
      if (!sourceIds.length) return new Set();
      const rows = await db
        .select({ sourceId: t.sourceId })
        .from(t)
        .where(and(eq(t.source, source), inArray(t.sourceId, sourceIds)));
      return new Set(rows.flatMap((r) => (r.sourceId ? [r.sourceId] : [])));
    },

    /** Opens (once) the ticket that shows another flow's row in the help desk; answers its reference. */
    async openFromFlow(input: FlowTicket, tx?: Tx): Promise<{ id: number; reference: string }> {
      const run = async (q: Tx) => {
        const [existing] = await q
          .select()
          .from(t)
          .where(and(eq(t.source, input.source), eq(t.sourceId, input.sourceId)))
          .limit(1);
        if (existing) return { row: existing, created: false };
        const thing = input.about ? about.label(input.about.kind, input.about.id, null) : null;
        const row = await store.open(q, {
          requesterId: input.requesterId,
          requesterEmail: input.requesterEmail,
          requesterName: input.requesterName,
          language: isLanguage(input.language) ? input.language : 'en',
          topic: input.topic,
          subject: input.subject.slice(0, TICKET_SUBJECT_MAX),
          body: input.body.slice(0, TICKET_MESSAGE_MAX),
          about: thing,
          source: input.source,
          sourceId: input.sourceId,
          via: 'web',
        });
        return { row, created: true };
      };
      const { row } = tx ? await run(tx) : await db.transaction(run);
      return { id: row.id, reference: row.reference };
    },
  };

  async function fileOf(ticketId: number, attachmentId: number, staff: boolean) {
    const a = s.supportAttachments;
    const [file] = await db
      .select({ fileName: a.fileName, contentType: a.contentType, storageKey: a.storageKey, internal: s.supportMessages.internal })
      .from(a)
      .innerJoin(s.supportMessages, eq(s.supportMessages.id, a.messageId))
      .where(and(eq(a.id, attachmentId), eq(a.ticketId, ticketId)))
      .limit(1);
    if (!file || (file.internal && !staff)) return null;
    const bytes = await storage.get(file.storageKey);
    return bytes ? { fileName: file.fileName, contentType: file.contentType, bytes } : null;
  }

  return service;
}

export type SupportService = ReturnType<typeof supportService>;
