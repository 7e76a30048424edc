import {
  AppError,
  found,
  givingMessages as gm,
  idempotencyHeader,
  orderInput,
  orderView,
  pendingVerification,
  referenceParam,
  utrInput,
  verifyInput,
} from '@sahyog/core';
import type { FastifyInstance } from 'fastify';
import QRCode from 'qrcode';
import { z } from 'zod';
import { requireRole } from '../../platform/auth.ts';
import { PRIVATE_NO_STORE, route } from '../../platform/http.ts';
import { documented } from '../../platform/openapi.ts';
import type { GivingService } from './index.ts';

export function givingRoutes(app: FastifyInstance, giving: GivingService, opts: { simulator: boolean }): void {
  const tags = ['Giving'];
  route(app, {
    method: 'POST',
    url: '/api/v1/orders',
    summary:
      'Create a one-time donation order. Send a fresh `Idempotency-Key` header per donation: a retry with the same key and body answers the same order; the same key with another body is a 409.',
    tags,
    headers: idempotencyHeader,
    body: orderInput,
    response: orderView,
    success: [200, 201],
    errors: [409, 429, 502],
    handler: async ({ body, headers }, req, reply) => {
      const key = headers['Idempotency-Key'];
      const { order, replayed } = await giving.createOrder(body, { idempotencyKey: key, userId: req.viewer?.user.id ?? null, ip: req.ip });
      reply.code(replayed ? 200 : 201);
      if (replayed) reply.header('idempotent-replayed', 'true');
      return order;
    },
  });
  route(app, {
    method: 'GET',
    url: '/api/v1/orders/:reference',
    summary: 'An order’s state and amounts, by the reference its creation answered',
    tags,
    params: referenceParam,
    response: orderView,
    errors: [404],
    handler: async ({ params }) => found(await giving.order(params.reference), gm.orderNotFound),
  });
  route(app, {
    method: 'POST',
    url: '/api/v1/orders/:reference/utr',
    summary: 'A UPI order: the 12-digit UTR the donor’s app shows; the order then waits for staff verification',
    tags,
    params: referenceParam,
    body: utrInput,
    response: orderView,
    errors: [404, 409, 429],
    handler: ({ params, body }, req) => giving.submitUtr(params.reference, body.utr, req.ip),
  });
  // Binary, so not through route(): the QR of the order's upi://pay link, for the exact total.
  const qr = '/api/v1/orders/:reference/qr.png';
  const qrDoc = { summary: 'The QR code of a UPI order’s upi://pay link, for its exact total', tags, params: referenceParam, errors: [404] };
  const qrFile = { type: 'image/png', description: 'A PNG a UPI app scans', binary: true };
  app.get(qr, documented({ method: 'GET', url: qr, auth: 'anyone', ...qrDoc, response: qrFile }), async (req, reply) => {
    reply.header('cache-control', PRIVATE_NO_STORE);
    const { reference } = referenceParam.safeParse(req.params).data ?? { reference: '' };
    const order = reference ? await giving.order(reference) : null;
    if (!order?.upiUri) throw AppError.notFound(gm.orderNotFound);
    const png = await QRCode.toBuffer(order.upiUri, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 360 });
    return reply.type('image/png').send(png);
  });
  if (opts.simulator) {
    route(app, {
      method: 'POST',
      url: '/api/v1/payments/simulator/:reference',
      summary: 'The payment simulator (never in production): the donor chooses success or failure',
      tags,
      params: referenceParam,
      body: z.object({ outcome: z.enum(['success', 'failure'], { error: 'outcome must be "success" or "failure"' }) }),
      response: orderView,
      errors: [404, 409],
      handler: ({ params, body }) => giving.simulate(params.reference, body.outcome),
    });
  }
  route(app, {
    method: 'GET',
    url: '/api/v1/admin/orders/pending',
    summary: 'UPI orders waiting for staff to match their UTR with the bank statement, oldest first',
    tags: ['Staff'],
    response: z.array(pendingVerification),
    handler: () => giving.pendingVerifications(),
  });
  route(app, {
    method: 'POST',
    url: '/api/v1/admin/orders/:reference/verify',
    summary:
      'Staff confirm a UPI payment (paid) or mark it not received (rejected), naming the UTR they matched with the bank statement; a UTR the donor has changed since is a 409 (utr_changed); repeating a decision changes nothing',
    tags: ['Staff'],
    params: referenceParam,
    body: verifyInput,
    response: orderView,
    errors: [404, 409],
    handler: ({ params, body }, req) => giving.verifyOrder(params.reference, body.decision, body.utr, requireRole(req, ['staff', 'admin']).user.id),
  });
  // The old site's clients send amounts as JSON numbers or strings. Parsed the usual way, `1e3`
  // would arrive as 1000; this one route keeps every number as the text the client wrote, so
  // the amount is read by core's one amount rule ("1e3" and "3,00" are not amounts).
  app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, text, done) => {
      try {
        done(null, parseJsonKeepingNumbers(String(text)));
      } catch {
        done(Object.assign(new Error('The body is not valid JSON'), { statusCode: 400 }), undefined);
      }
    });
    legacyOrderRoute(scope, giving);
  });
}

/**
 * JSON with every number left as its source text (`1e3` stays "1e3"); a `__proto__` or
 * `constructor` key is refused, as Fastify's own parser does.
 */
export function parseJsonKeepingNumbers(text: string): unknown {
  if (text.trim() === '') throw new Error('empty body');
  return JSON.parse(text, (key, value, context?: { source?: string }) => {
    if (key === '__proto__' || key === 'constructor') throw new Error('forbidden key');
    return typeof value === 'number' && context?.source !== undefined ? context.source : value;
  });
}

function legacyOrderRoute(app: FastifyInstance, giving: GivingService): void {
  route(app, {
    method: 'POST',
    url: '/publicApi/createOrderDonatePub',
    summary: 'The old site’s order call (spec §3), kept for its clients: a UPI donation with its transaction id, answered as { success, message }',
    tags: ['Giving'],
    body: z.looseObject({}),
    envelope: false,
    success: [201],
    response: z.object({ success: z.literal(true), message: z.string(), reference: z.string() }),
    errors: [409, 429],
    handler: async ({ body }, req, reply) => {
      const order = await giving.legacyOrder(body, req.ip);
      reply.code(201);
      return { success: true as const, message: gm.legacyCreated, reference: order.reference };
    },
  });
}
