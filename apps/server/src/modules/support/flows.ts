// The other flows in the help desk (issue 41; decision 0063): a contact message, a donor's
// refund request and a buyer's shop dispute each keep their own table, rules and screens, and
// each also opens one ticket of its topic (with that topic's clock), so staff answer people in
// one queue. The ticket is opened by a listener right after the flow's write; the unique
// (source, source_id) index makes a second call (a retried listener) answer the same ticket.
import type { FastifyInstance } from 'fastify';
import type { SupportService } from './service.ts';

/** The subjects staff read in the queue: what the row is, in the requester's words. */
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

export function joinFlows(app: FastifyInstance, support: SupportService): void {
  app.contact.onMessage(async (m) => {
    await support.openFromFlow({
      source: 'contact',
      sourceId: String(m.id),
      topic: 'other',
      requesterId: m.userId,
      requesterEmail: m.email,
      requesterName: m.name,
      language: m.language,
      subject: clip(m.subject || m.message, 150),
      body: m.message,
      about: { kind: 'contact_message', id: String(m.id) },
    });
  });

  app.refunds.onRequest(async (r) => {
    await support.openFromFlow({
      source: 'refund',
      sourceId: String(r.id),
      topic: 'refund',
      requesterId: await app.auth.userIdByEmail(r.donorEmail),
      requesterEmail: r.donorEmail,
      requesterName: r.donorName,
      language: r.language,
      subject: clip(`Refund: ${r.reference}`, 150),
      body: r.reason,
      about: { kind: 'refund_request', id: String(r.id) },
    });
  });

  app.shop.purchases.onDisputeOpened(async (d) => {
    await support.openFromFlow({
      source: 'dispute',
      sourceId: String(d.id),
      topic: 'shop_order',
      requesterId: d.buyerId,
      requesterEmail: d.buyerEmail,
      requesterName: d.buyerName,
      language: d.language,
      subject: clip(`Order ${d.reference}`, 150),
      body: d.reason,
      about: { kind: 'shop_dispute', id: String(d.id) },
    });
  });
}
