// The other flows in the help desk (issue 41; decision 0063): a contact message, a donor's
// refund request and a buyer's shop dispute each keep their own table, rules and screens, and
// each also opens one ticket of its topic (with that topic's clock), so staff answer people in
// one queue. The ticket is opened by a listener right after the flow's write; the unique
// (source, source_id) index makes a second call (a retried listener) answer the same ticket.
// A crash between the flow's write and its listener would leave a row without a ticket: the
// sweep below reads each flow's recent rows (through that flow's module) and opens the missing.
import type { FastifyInstance } from 'fastify';
import type { JobQueue } from '../../platform/jobs.ts';
import type { ContactReceived } from '../contact/index.ts';
import type { RefundRequested } from '../refunds/index.ts';
import type { DisputeOpened } from '../shop/index.ts';
import type { FlowTicket, SupportService } from './service.ts';

export const FLOWS_SWEEP_QUEUE = 'support-flows-sweep';
/** Every quarter of an hour: a ticket's clock then starts at most that late. */
export const FLOWS_SWEEP_EVERY_MS = 15 * 60 * 1000;
/** How far back a sweep looks: a longer outage than this is staff's to see in each flow's own screen. */
export const FLOWS_SWEEP_DAYS = 7;

/** The subjects staff read in the queue: what the row is, in the requester's words. */
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

const fromContact = (m: ContactReceived): FlowTicket => ({
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

const fromRefund = (r: RefundRequested, requesterId: number | null): FlowTicket => ({
  source: 'refund',
  sourceId: String(r.id),
  topic: 'refund',
  requesterId,
  requesterEmail: r.donorEmail,
  requesterName: r.donorName,
  language: r.language,
  subject: clip(`Refund: ${r.reference}`, 150),
  body: r.reason,
  about: { kind: 'refund_request', id: String(r.id) },
});

const fromDispute = (d: DisputeOpened): FlowTicket => ({
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

export function joinFlows(app: FastifyInstance, support: SupportService, jobs: JobQueue) {
  app.contact.onMessage(async (m) => {
    await support.openFromFlow(fromContact(m));
  });
  app.refunds.onRequest(async (r) => {
    await support.openFromFlow(fromRefund(r, await app.auth.userIdByEmail(r.donorEmail)));
  });
  app.shop.purchases.onDisputeOpened(async (d) => {
    await support.openFromFlow(fromDispute(d));
  });

  /** Opens the tickets a missed listener left out; answers how many it opened. */
  async function sweep(now = new Date()): Promise<number> {
    const since = new Date(now.getTime() - FLOWS_SWEEP_DAYS * 24 * 60 * 60 * 1000);
    const [contacts, refunds, disputes] = await Promise.all([app.contact.since(since), app.refunds.since(since), app.shop.purchases.disputesSince(since)]);
    const wanted: FlowTicket[] = [
      ...contacts.map(fromContact),
      ...(await Promise.all(refunds.map(async (r) => fromRefund(r, await app.auth.userIdByEmail(r.donorEmail))))),
      ...disputes.map(fromDispute),
    ];
    let opened = 0;
    for (const source of ['contact', 'refund', 'dispute'] as const) {
      const ofSource = wanted.filter((w) => w.source === source);
      const have = await support.ticketsFrom(
        source,
        ofSource.map((w) => w.sourceId),
      );
      for (const w of ofSource) {
        if (have.has(w.sourceId)) continue;
        try {
          await support.openFromFlow(w);
          opened++;
        } catch (err) {
          // The listener opened it at the same moment (the unique index), or one row is odd: the rest go on.
          app.log.warn({ err, source, sourceId: w.sourceId }, 'the flows sweep could not open a ticket');
        }
      }
    }
    return opened;
  }

  jobs.register(FLOWS_SWEEP_QUEUE, async () => {
    try {
      await sweep();
    } finally {
      await jobs.ensureWaiting(FLOWS_SWEEP_QUEUE, FLOWS_SWEEP_EVERY_MS);
    }
  });

  return {
    sweep,
    /** Keeps one sweep waiting (main.ts at start; each run queues the next). */
    ensureFlowsSweep: () => jobs.ensureWaiting(FLOWS_SWEEP_QUEUE),
  };
}

export type FlowsSweep = ReturnType<typeof joinFlows>;
