// RazorpayX's payout webhook (decision 0051), served only where its keys are set. Its address keeps
// the shop's path it was registered with at RazorpayX before payouts served every payee kind.
import { givingMessages as gm } from '@sahyog/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok, PRIVATE_NO_STORE } from '../../platform/http.ts';
import { documented } from '../../platform/openapi.ts';
import type { RazorpayXPayouts } from './razorpayx-payouts.ts';

export const RAZORPAYX_WEBHOOK_URL = '/api/v1/shop/payouts/razorpayx/webhook';

/** For the document only: the handler reads the raw text, checks its signature, then parses. */
const webhookBody = z.looseObject({
  event: z.string().describe('payout.processed, payout.updated, payout.reversed, payout.failed, payout.rejected …; others are acknowledged and ignored'),
  payload: z.looseObject({}),
});

export function razorpayXRoutes(app: FastifyInstance, payouts: RazorpayXPayouts): void {
  // The HMAC covers the exact bytes RazorpayX sent, so this route keeps the body as text, in a
  // scope of its own (as payments' Razorpay webhook does).
  app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));
    scope.route({
      method: 'POST',
      url: RAZORPAYX_WEBHOOK_URL,
      ...documented({
        method: 'POST',
        url: RAZORPAYX_WEBHOOK_URL,
        summary:
          'RazorpayX payout webhooks (RazorpayX calls it, signed with X-Razorpay-Signature): a processed payout marks the withdrawal paid with its UTR; a failed, rejected or reversed one puts the amount back in the payee’s account. Repeating one changes nothing.',
        tags: ['Shop payouts'],
        body: webhookBody,
        response: z.object({ changed: z.boolean().describe('false when the event changed nothing (a repeat, a late event, not ours)') }),
        auth: 'anyone',
        errors: [400],
      }),
      handler: async (req, reply) => {
        reply.header('cache-control', PRIVATE_NO_STORE);
        const signature = req.headers['x-razorpay-signature'];
        const raw = typeof req.body === 'string' ? req.body : '';
        const answer = await payouts.receiveWebhook(raw, typeof signature === 'string' ? signature : undefined, req.ip);
        return reply.type('application/json; charset=utf-8').send(JSON.stringify(ok(answer, gm.webhookReceived)));
      },
    });
  });
}
