import { givingMessages as gm, orderView, razorpayVerifyInput } from '@sahyog/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok, PRIVATE_NO_STORE, route } from '../../../platform/http.ts';
import { documented } from '../../../platform/openapi.ts';
import type { RazorpayPayments } from './events.ts';

export const RAZORPAY_WEBHOOK_URL = '/api/v1/payments/razorpay/webhook';

/** For the document only: the handler reads the raw text, checks its signature, then parses. */
const webhookBody = z.looseObject({
  event: z.string().describe('payment.captured, order.paid, payment.failed, refund.processed …; others are stored and ignored'),
  payload: z.looseObject({}),
});

export function razorpayRoutes(app: FastifyInstance, payments: RazorpayPayments): void {
  const tags = ['Giving'];
  route(app, {
    method: 'POST',
    url: '/api/v1/payments/razorpay/verify',
    summary:
      'Razorpay checkout’s success callback: send what it answered (razorpay_order_id, razorpay_payment_id, razorpay_signature) and our reference. Checked against the gateway order we created for that reference; repeating it changes nothing.',
    tags,
    body: razorpayVerifyInput,
    response: orderView,
    errors: [400, 404, 409],
    handler: ({ body }, req) => payments.verifyCheckout(body, req.ip),
  });

  // The HMAC covers the exact bytes Razorpay sent, so this one route keeps the body as text: an
  // encapsulated scope with its own JSON parser leaves every other route's parsing as it is.
  app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));
    scope.route({
      method: 'POST',
      url: RAZORPAY_WEBHOOK_URL,
      ...documented({
        method: 'POST',
        url: RAZORPAY_WEBHOOK_URL,
        summary:
          'Razorpay webhooks (Razorpay calls it, signed with X-Razorpay-Signature). Stored once per x-razorpay-event-id and answered at once; the order is updated right after, on the job queue.',
        tags,
        body: webhookBody,
        response: z.object({ duplicate: z.boolean().describe('true when this event id was received before (nothing more is done)') }),
        auth: 'anyone',
        errors: [400],
      }),
      handler: async (req, reply) => {
        reply.header('cache-control', PRIVATE_NO_STORE);
        const header = (name: string) => {
          const v = req.headers[name];
          return typeof v === 'string' ? v : undefined;
        };
        const raw = typeof req.body === 'string' ? req.body : '';
        const answer = await payments.receiveWebhook(raw, { signature: header('x-razorpay-signature'), eventId: header('x-razorpay-event-id') }, req.ip);
        return reply.type('application/json; charset=utf-8').send(JSON.stringify(ok(answer, gm.webhookReceived)));
      },
    });
  });
}
