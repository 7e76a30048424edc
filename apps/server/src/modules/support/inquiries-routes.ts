// "Ask the seller" (issue 41): the buyer's side under /api/v1/shop/inquiries, the vendor's under
// /api/v1/seller/inquiries; thin wiring of inquiries.ts. Someone else's thread is not found.
import {
  AppError,
  askInput,
  buyerInquirySummary,
  buyerInquiryView,
  found,
  inquiryParam,
  inquiryReplyInput,
  inquiryReportInput,
  inquiryText as it,
  vendorInquirySummary,
  vendorInquiryView,
} from '@sahyog/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireViewer } from '../../platform/auth.ts';
import { route } from '../../platform/http.ts';
import type { InquiriesService } from './inquiries.ts';

export function inquiriesRoutes(app: FastifyInstance, inquiries: InquiriesService): void {
  const tags = ['Ask the seller'];
  const notFound = () => AppError.notFound(it.notFound);

  route(app, {
    method: 'POST',
    url: '/api/v1/shop/inquiries',
    summary:
      'A signed-in buyer asks an approved shop (`shop`: its slug) or about one of its listed products (`product`: its slug). The vendor sees the buyer’s first name, and the account’s proven mobile only with `sharePhone`. At most 10 new questions a day per buyer and 30 an hour per network (429).',
    tags,
    auth: 'viewer',
    body: askInput,
    response: buyerInquiryView,
    success: [201],
    errors: [409, 422, 429],
    handler: async ({ body }, req) => inquiries.ask(requireViewer(req).user.id, body, req.ip),
  });

  route(app, {
    method: 'GET',
    url: '/api/v1/shop/inquiries',
    summary: 'The signed-in buyer’s questions to sellers, newest activity first',
    tags,
    auth: 'viewer',
    response: z.array(buyerInquirySummary),
    handler: async (_input, req) => inquiries.buyerList(requireViewer(req).user.id),
  });

  route(app, {
    method: 'GET',
    url: '/api/v1/shop/inquiries/:id',
    summary: 'One of the buyer’s threads with its messages (anyone else’s is not found)',
    tags,
    auth: 'viewer',
    params: inquiryParam,
    response: buyerInquiryView,
    errors: [404],
    handler: async ({ params }, req) => found(await inquiries.buyerThread(requireViewer(req).user.id, params.id), it.notFound),
  });

  route(app, {
    method: 'POST',
    url: '/api/v1/shop/inquiries/:id/messages',
    summary: 'The buyer writes again in their thread (refused once the vendor reported it: 409)',
    tags,
    auth: 'viewer',
    params: inquiryParam,
    body: inquiryReplyInput,
    response: buyerInquiryView,
    success: [201],
    errors: [404, 409, 422, 429],
    handler: async ({ params, body }, req) => inquiries.buyerReply(requireViewer(req).user.id, params.id, body.body),
  });

  route(app, {
    method: 'GET',
    url: '/api/v1/seller/inquiries',
    summary: 'The signed-in vendor’s inbox: buyers’ questions to its shop, newest activity first (no shop: 403)',
    tags,
    auth: 'viewer',
    response: z.array(vendorInquirySummary),
    errors: [403],
    handler: async (_input, req) => inquiries.vendorList(requireViewer(req).user.id),
  });

  route(app, {
    method: 'GET',
    url: '/api/v1/seller/inquiries/:id',
    summary: 'One thread of the vendor’s shop: the buyer’s first name, their phone only when shared (another shop’s is not found)',
    tags,
    auth: 'viewer',
    params: inquiryParam,
    response: vendorInquiryView,
    errors: [404],
    handler: async ({ params }, req) => {
      const thread = await inquiries.vendorThread(requireViewer(req).user.id, params.id);
      if (!thread) throw notFound();
      return thread;
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/v1/seller/inquiries/:id/messages',
    summary: 'The vendor answers in its shop’s thread; the buyer is emailed',
    tags,
    auth: 'viewer',
    params: inquiryParam,
    body: inquiryReplyInput,
    response: vendorInquiryView,
    success: [201],
    errors: [404, 409, 422, 429],
    handler: async ({ params, body }, req) => inquiries.vendorReply(requireViewer(req).user.id, params.id, body.body),
  });

  route(app, {
    method: 'POST',
    url: '/api/v1/seller/inquiries/:id/report',
    summary: 'The vendor reports abuse: the thread becomes a help desk ticket for staff and the buyer can write to it no more',
    tags,
    auth: 'viewer',
    params: inquiryParam,
    body: inquiryReportInput,
    response: vendorInquiryView,
    errors: [404, 409, 422],
    handler: async ({ params, body }, req) => inquiries.report(requireViewer(req).user.id, params.id, body.reason),
  });
}
