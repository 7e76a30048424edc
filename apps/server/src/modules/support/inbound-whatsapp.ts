// Replies on WhatsApp (decision 0064): a message from a number whose account chose answers on
// WhatsApp joins that person's latest such ticket, as a reply by email does (a resolved ticket
// reopens within 7 days, later a linked follow-up starts). Each WhatsApp message id is taken once
// (Meta repeats webhooks); a number with no such ticket opens and changes nothing.
import { TICKET_MESSAGE_MAX } from '@sahyog/core';
import { schema as s } from '@sahyog/db';
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/modules.ts';
import type { WhatsAppInbound } from '../messaging/index.ts';
import type { SupportService } from './service.ts';

const t = s.supportTickets;

export function inboundWhatsApp(deps: Platform & { app: FastifyInstance }, support: SupportService) {
  const { db, app } = deps;
  return async (m: WhatsAppInbound): Promise<'threaded' | 'duplicate' | 'unknown_sender'> => {
    const [claimed] = await db
      .insert(s.supportInbound)
      .values({ messageId: `whatsapp:${m.messageId}`, sender: m.phone, outcome: 'pending' })
      .onConflictDoNothing({ target: s.supportInbound.messageId })
      .returning();
    if (!claimed) return 'duplicate';
    const settle = async (outcome: 'threaded' | 'unknown_sender', ticketId: number | null) => {
      await db.update(s.supportInbound).set({ outcome, ticketId }).where(eq(s.supportInbound.id, claimed.id));
      return outcome;
    };
    const owners = await app.auth.userIdsByProvenPhone(m.phone);
    if (!owners.length) return settle('unknown_sender', null);
    const [found] = await db
      .select()
      .from(t)
      .where(and(inArray(t.requesterId, owners), eq(t.whatsapp, true), ne(t.state, 'merged')))
      .orderBy(desc(t.updatedAt), desc(t.id))
      .limit(1);
    if (!found) return settle('unknown_sender', null);
    const row = await db.transaction(async (tx) =>
      support.store.requesterWrites(tx, await support.liveRow(tx, await support.lockRow(tx, found.id)), m.text.slice(0, TICKET_MESSAGE_MAX), 'whatsapp', {}),
    );
    if (row.id !== found.id) await support.mailOpened(row);
    return settle('threaded', row.id);
  };
}
