// The help desk's tickets (issue 41; decision 0063). Being written: see the issue.
import type { TicketAboutKind, TicketTopic } from '@sahyog/core';
import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/modules.ts';

/** A row of another flow (a contact message, a refund request, a dispute, a seller's report) shown as a ticket. */
export interface FlowTicket {
  source: 'contact' | 'refund' | 'dispute' | 'seller_report';
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

export function supportService(deps: Platform & { app: FastifyInstance }) {
  void deps;
  return {
    /** Opens (once) the ticket that shows another flow's row in the help desk; answers its reference. */
    async openFromFlow(input: FlowTicket): Promise<{ id: number; reference: string }> {
      void input;
      throw new Error('not yet');
    },
  };
}

export type SupportService = ReturnType<typeof supportService>;
