import type { SupportApi } from '@sahyog/core';
import { inboundMailSecret } from '../../platform/config.ts';
import { defineModule } from '../../platform/modules.ts';
import type {} from '../accounts/index.ts';
import type {} from '../auth/index.ts';
import type {} from '../catalog/index.ts';
import type {} from '../contact/index.ts';
import type {} from '../messaging/index.ts';
import type {} from '../receipts/index.ts';
import type {} from '../refunds/index.ts';
import type {} from '../shop/index.ts';
import { type DeskService, deskService } from './desk.ts';
import { type FlowsSweep, joinFlows } from './flows.ts';
import { inboundMail } from './inbound.ts';
import { inboundWhatsApp } from './inbound-whatsapp.ts';
import { inquiriesFor } from './inquiries.ts';
import { inquiriesRoutes } from './inquiries-routes.ts';
import { supportRoutes } from './routes.ts';
import { type SupportService, supportService } from './service.ts';

export { INBOUND_EMAIL_URL } from './routes.ts';
export type { SupportService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    support: SupportService & { desk: DeskService; api: SupportApi; flows: FlowsSweep };
  }
}

/**
 * The help desk (issue 41; decision 0063): tickets with the law's clocks, staff's queue, email in
 * and out, and "Ask the seller". Registered after the flows it gathers (contact, refunds, the
 * shop's disputes): it listens to them and opens a ticket for each of their rows.
 */
export const supportModule = defineModule(
  'support',
  ['messaging', 'auth', 'accounts', 'catalog', 'contact', 'refunds', 'shop', 'receipts', 'giving', 'vendors', 'products', 'privacy'],
  (app, platform) => {
    const support = supportService({ app, ...platform });
    const desk = deskService({ app, ...platform }, support);
    const inbound = inboundMail({ app, ...platform }, support);
    // The pages' contract (core's SupportApi): the requester's calls and staff's, in one object.
    const api: SupportApi = {
      mine: support.mine,
      aboutChoices: support.aboutChoices,
      open: support.open,
      ticket: support.ticket,
      reply: support.reply,
      close: support.close,
      rate: support.rate,
      attachment: support.attachment,
      staffAttachment: support.staffAttachment,
      queue: desk.queue,
      staffTicket: desk.staffTicket,
      answer: desk.answer,
      assignToSelf: desk.assignToSelf,
      setState: desk.setState,
      merge: desk.merge,
      report: desk.report,
      waiting: desk.waiting,
      canned: desk.canned,
      saveCanned: desk.saveCanned,
      deleteCanned: desk.deleteCanned,
      clocks: desk.clocks,
      setOtherClock: desk.setOtherClock,
      holidays: desk.holidays,
      addHoliday: desk.addHoliday,
      removeHoliday: desk.removeHoliday,
    };
    const flows = joinFlows(app, support, platform.jobs);
    app.decorate('support', Object.assign(support, { desk, api, flows }));
    const whatsappReply = inboundWhatsApp({ app, ...platform }, support);
    app.messaging.onWhatsApp(async (m) => {
      await whatsappReply(m);
    });
    supportRoutes(app, support, desk, inbound, inboundMailSecret(platform.config));
    inquiriesRoutes(app, inquiriesFor(app, support));
  },
);
