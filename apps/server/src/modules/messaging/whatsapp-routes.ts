// WhatsApp's webhook (decision 0064): Meta's GET subscribes it (the verify token echoed back) and
// each POST is signed with X-Hub-Signature-256 over the raw bytes, proven before anything is read.
// Served only where the Cloud API's keys are set; elsewhere it answers 404 in plain words.
import { AppError, whatsappText as wt } from '@sahyog/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok, PRIVATE_NO_STORE, parseWith } from '../../platform/http.ts';
import { documented } from '../../platform/openapi.ts';
import { whatsappSignatureValid } from '../../platform/whatsapp-cloud.ts';
import type { MessagingService } from './service.ts';

export const WHATSAPP_WEBHOOK_URL = '/api/v1/messaging/whatsapp/webhook';

/** Meta's webhooks are small (a batch of statuses); a megabyte leaves room and stops a flood. */
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

const verifyQuery = z.object({
  'hub.mode': z.string().max(20).optional(),
  'hub.verify_token': z.string().max(200).optional(),
  'hub.challenge': z.string().max(200).optional(),
});

/** For the document only: the handler proves the signature over the raw bytes, then reads it. */
const webhookBody = z.looseObject({
  object: z.literal('whatsapp_business_account'),
  entry: z.array(z.looseObject({ changes: z.array(z.looseObject({ field: z.string(), value: z.looseObject({}) })) })),
});

const outcome = z.object({
  statuses: z.number().int().describe('Delivery statuses that moved one of our messages on'),
  messages: z.number().int().describe('Messages people sent us'),
  stopped: z.number().int().describe('STOPs among them'),
  started: z.number().int().describe('STARTs among them'),
});

export function whatsappRoutes(
  app: FastifyInstance,
  messaging: MessagingService,
  keys: { appSecret?: string | undefined; verifyToken?: string | undefined },
): void {
  const configured = () => {
    if (!keys.appSecret) throw AppError.notFound(wt.notConfigured);
    return keys.appSecret;
  };
  app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_req, body, done) => done(null, body));
    scope.route({
      method: 'GET',
      url: WHATSAPP_WEBHOOK_URL,
      ...documented({
        method: 'GET',
        url: WHATSAPP_WEBHOOK_URL,
        summary: 'WhatsApp webhook subscription (Meta calls it once): answers hub.challenge when hub.verify_token is WHATSAPP_VERIFY_TOKEN',
        tags: ['WhatsApp'],
        query: verifyQuery,
        response: { type: 'text/plain', description: 'The hub.challenge, as sent', binary: false },
        auth: 'anyone',
        errors: [403, 404, 422],
      }),
      handler: async (req, reply) => {
        configured();
        const q = parseWith(verifyQuery, req.query);
        if (!keys.verifyToken || q['hub.mode'] !== 'subscribe' || q['hub.verify_token'] !== keys.verifyToken) {
          throw AppError.forbidden(wt.verifyRefused);
        }
        return reply
          .header('cache-control', PRIVATE_NO_STORE)
          .type('text/plain; charset=utf-8')
          .send(q['hub.challenge'] ?? '');
      },
    });
    scope.route({
      method: 'POST',
      url: WHATSAPP_WEBHOOK_URL,
      ...documented({
        method: 'POST',
        url: WHATSAPP_WEBHOOK_URL,
        summary:
          'WhatsApp Cloud API webhook (Meta calls it, signed with X-Hub-Signature-256): delivery statuses of our messages, and messages people send: STOP and START, replies to help desk tickets',
        tags: ['WhatsApp'],
        body: webhookBody,
        response: outcome,
        auth: 'anyone',
        errors: [400, 404],
      }),
      handler: async (req, reply) => {
        const secret = configured();
        const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        const signature = req.headers['x-hub-signature-256'];
        if (!whatsappSignatureValid(secret, raw, typeof signature === 'string' ? signature : undefined)) {
          req.log.warn({ ip: req.ip, bytes: raw.length }, 'WhatsApp webhook signature does not match');
          throw new AppError('bad_signature', wt.badSignature);
        }
        let body: unknown;
        try {
          body = JSON.parse(raw.toString('utf8'));
        } catch {
          throw new AppError('bad_request', wt.notJson);
        }
        const answer = await messaging.receiveWhatsApp(body);
        return reply
          .header('cache-control', PRIVATE_NO_STORE)
          .type('application/json; charset=utf-8')
          .send(JSON.stringify(ok(answer, wt.received)));
      },
    });
  });
}
