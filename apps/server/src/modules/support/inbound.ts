// Replies by email (issue 41): a raw RFC 5322 message posted to the inbound endpoint (by a mail
// provider's inbound webhook or a local postfix pipe) is read once per Message-ID, threaded to a
// ticket by In-Reply-To/References (our Message-IDs name their ticket) and then by the subject's
// "[#HD-…]" token, and added as the requester's message only when its sender owns that ticket.
// Mail from anyone else opens and changes nothing; a robot's mail (auto-reply, bounce) is never
// taken, or two robots would write to each other for ever. Every message's outcome is kept.
import { createHash } from 'node:crypto';
import { TICKET_REFERENCE, type TicketFile } from '@sahyog/core';
import { schema as s } from '@sahyog/db';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/modules.ts';
import { readyFiles } from './files.ts';
import { type InboundMail, parseInboundMail } from './inbound-mail.ts';
import type { SupportService } from './service.ts';
import type { TicketRow } from './tickets.ts';

export const INBOUND_OUTCOMES = [
  'threaded',
  'opened',
  'duplicate',
  'automated',
  'no_sender',
  'not_owner',
  'unknown_sender',
  'empty',
  'bad_files',
  'forged',
] as const;
export type InboundOutcome = (typeof INBOUND_OUTCOMES)[number];

const t = s.supportTickets;

export function inboundMail(deps: Platform & { app: FastifyInstance }, support: SupportService) {
  const { db, app } = deps;

  /** The ticket a reply names: our Message-ID it answers, a stored one, else the subject's token. */
  async function threadOf(mail: InboundMail): Promise<TicketRow | null> {
    const ids = [mail.inReplyTo, ...mail.references.slice().reverse()].filter((x): x is string => Boolean(x));
    for (const id of ids) {
      const ref = /^<(HD-[2-9A-HJ-NP-Z]{6})\./.exec(id)?.[1];
      if (ref) {
        const [row] = await db.select().from(t).where(eq(t.reference, ref)).limit(1);
        if (row) return row;
      }
    }
    if (ids.length) {
      const [byStored] = await db
        .select({ ticketId: s.supportMessages.ticketId })
        .from(s.supportMessages)
        .where(inArray(s.supportMessages.emailId, ids))
        .limit(1);
      if (byStored) {
        const [row] = await db.select().from(t).where(eq(t.id, byStored.ticketId)).limit(1);
        if (row) return row;
      }
    }
    if (mail.refToken && TICKET_REFERENCE.test(mail.refToken)) {
      const [row] = await db.select().from(t).where(eq(t.reference, mail.refToken)).limit(1);
      return row ?? null;
    }
    return null;
  }

  /** Whether the sender owns the ticket: the address it was opened with, or its account's address now. */
  async function owns(row: TicketRow, sender: string): Promise<boolean> {
    if (row.requesterEmail === sender) return true;
    if (row.requesterId === null) return false;
    return (await app.auth.user(row.requesterId)).email.toLowerCase() === sender;
  }

  return {
    async receive(raw: Buffer): Promise<{ outcome: InboundOutcome; ticket: string | null }> {
      const mail = await parseInboundMail(raw);
      // A message without a Message-ID is known by its bytes: the same post twice is one message.
      const messageId = mail.messageId ?? `<sha256.${createHash('sha256').update(raw).digest('hex')}@inbound>`;
      const [claimed] = await db
        .insert(s.supportInbound)
        .values({ messageId, sender: mail.from ?? '', outcome: 'pending' })
        .onConflictDoNothing({ target: s.supportInbound.messageId })
        .returning();
      if (!claimed) {
        const [seen] = await db.select().from(s.supportInbound).where(eq(s.supportInbound.messageId, messageId)).limit(1);
        const ref = seen?.ticketId ? (await db.select({ r: t.reference }).from(t).where(eq(t.id, seen.ticketId)).limit(1))[0]?.r : null;
        return { outcome: 'duplicate', ticket: ref ?? null };
      }
      const settle = async (outcome: InboundOutcome, ticket: TicketRow | null) => {
        await db
          .update(s.supportInbound)
          .set({ outcome, ticketId: ticket?.id ?? null })
          .where(eq(s.supportInbound.id, claimed.id));
        return { outcome, ticket: outcome === 'threaded' || outcome === 'opened' ? (ticket?.reference ?? null) : null };
      };
      if (mail.automated) return settle('automated', null);
      // Whoever it says it is from, the receiving server found it forged: it writes to no one's ticket.
      if (mail.forged) return settle('forged', null);
      if (!mail.from) return settle('no_sender', null);
      if (!mail.text.trim() && mail.attachments.length === 0) return settle('empty', null);
      let files: Awaited<ReturnType<typeof readyFiles>>;
      try {
        files = await readyFiles(mail.attachments.map((a): TicketFile => ({ fileName: a.fileName, bytes: a.content })));
      } catch {
        return settle('bad_files', null);
      }
      const body = mail.text.trim() || '—';
      const found = await threadOf(mail);
      if (found) {
        // A [#ref] or a header naming someone else's ticket is refused without a word to anyone.
        if (!(await owns(found, mail.from))) return settle('not_owner', found);
        const row = await db.transaction(async (tx) =>
          support.store.requesterWrites(tx, await support.liveRow(tx, await support.lockRow(tx, found.id)), body, 'email', { emailId: messageId, files }),
        );
        if (row.id !== found.id) await support.mailOpened(row);
        return settle('threaded', row);
      }
      // A new conversation by email: only from an account's address (the help desk is for signed-in people).
      const userId = await app.auth.userIdByEmail(mail.from);
      if (userId === null) return settle('unknown_sender', null);
      const user = await app.auth.user(userId);
      const language = await app.auth.languageOf(userId);
      const row = await db.transaction((tx) =>
        support.store.open(tx, {
          requesterId: userId,
          requesterEmail: user.email,
          requesterName: user.fullName,
          language: language === 'hi' ? 'hi' : 'en',
          topic: 'other',
          subject: (mail.subject || body).replace(/^\s*((re|fwd?|aw|sv)\s*:\s*)+/i, '').slice(0, 150) || '—',
          body,
          about: null,
          source: 'email',
          via: 'email',
          emailId: messageId,
          files,
        }),
      );
      await support.mailOpened(row);
      return settle('opened', row);
    },
  };
}

export type InboundService = ReturnType<typeof inboundMail>;
