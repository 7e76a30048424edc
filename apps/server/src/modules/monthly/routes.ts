import {
  AppError,
  afterQuery,
  idempotencyHeader,
  MANAGE_TOKEN_RE,
  monthlyMessages as mm,
  monthlyAmountInput,
  monthlyRupees,
  newSubscriptionInput,
  PAISE_PER_RUPEE,
  SUBSCRIPTION_STATUSES,
  subscriptionView,
} from '@sahyog/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireRole, requireViewer } from '../../platform/auth.ts';
import { pagedRoute, route } from '../../platform/http.ts';
import type { SubscriptionsService } from './service.ts';

const referenceParam = z.object({ reference: z.string().regex(/^SB[0-9A-HJKMNP-TV-Z]{14}$/, mm.notFound) });
const keyQuery = z.object({ key: z.string().regex(MANAGE_TOKEN_RE, mm.linkInvalid) });
const donorAction = z.object({
  action: z.enum(['pause', 'resume', 'cancel', 'amount'], { error: 'action must be pause, resume, cancel or amount' }),
  /** Whole rupees, for `amount`. */
  amount: z.string().optional(),
  /** The manage link's key; without it, the signed-in donor whose gift it is. */
  key: z.string().regex(MANAGE_TOKEN_RE, mm.linkInvalid).optional(),
});

/** Whole rupees as typed (checked like the form's box), in paise. */
function amountOf(action: string, amount: string | undefined): number | undefined {
  if (action !== 'amount') return undefined;
  const r = monthlyAmountInput.safeParse({ amount: amount ?? '' });
  if (!r.success) throw AppError.invalid({ amount: r.error.issues[0]?.message ?? mm.minimum });
  return monthlyRupees(r.data.amount) * PAISE_PER_RUPEE;
}

export function subscriptionsRoutes(app: FastifyInstance, subs: SubscriptionsService): void {
  const tags = ['Monthly giving'];
  route(app, {
    method: 'POST',
    url: '/api/v1/subscriptions',
    summary:
      'Start a monthly gift (at least ₹300 a month). Send a fresh `Idempotency-Key` header. `next` is where the donor goes: the first month’s UPI payment page, or the Razorpay mandate approval when a gateway is configured.',
    tags,
    headers: idempotencyHeader,
    body: newSubscriptionInput,
    response: z.object({ subscription: subscriptionView, next: z.string() }),
    success: [201],
    errors: [429, 502],
    handler: async ({ body, headers }, req) => {
      return subs.start(body, { idempotencyKey: headers['Idempotency-Key'], userId: req.viewer?.user.id ?? null, ip: req.ip });
    },
  });
  route(app, {
    method: 'GET',
    url: '/api/v1/subscriptions/:reference',
    summary: 'A monthly gift, by the manage link’s `key` (every monthly email carries it)',
    tags,
    params: referenceParam,
    query: keyQuery,
    response: subscriptionView,
    errors: [410],
    handler: async ({ params, query }) => {
      const v = await subs.manage(params.reference, query.key);
      if (!v) throw new AppError('link_invalid', mm.linkInvalid);
      return v;
    },
  });
  route(app, {
    method: 'POST',
    url: '/api/v1/subscriptions/:reference/actions',
    summary:
      'Pause, resume, cancel, or change the amount (`amount` in whole rupees) of a monthly gift: with the manage link’s `key`, or signed in as its donor. Lowering the amount keeps the gift going.',
    tags,
    params: referenceParam,
    body: donorAction,
    response: subscriptionView,
    // 401: no key and not signed in.
    errors: [401, 404, 409, 410, 502],
    handler: async ({ params, body }, req) => {
      const amount = amountOf(body.action, body.amount);
      const email = body.key ? undefined : requireViewer(req).user.email;
      return subs.actAsDonor(params.reference, { key: body.key, email }, body.action, amount);
    },
  });
  route(app, {
    method: 'POST',
    url: '/api/v1/subscriptions/:reference/razorpay/verify',
    summary:
      'Razorpay subscription checkout’s success callback: send razorpay_payment_id, razorpay_subscription_id and razorpay_signature (over payment_id|subscription_id). Checked against the subscription we created; repeating it changes nothing.',
    tags,
    params: referenceParam,
    body: z.object({
      razorpay_payment_id: z.string().min(1).max(100),
      razorpay_subscription_id: z.string().max(100).optional(),
      razorpay_signature: z.string().min(1).max(200),
    }),
    response: subscriptionView,
    errors: [400, 404],
    handler: ({ params, body }, req) =>
      subs.verifyAuthorisation({ reference: params.reference, paymentId: body.razorpay_payment_id, signature: body.razorpay_signature }, req.ip),
  });
  pagedRoute(app, {
    method: 'GET',
    url: '/api/v1/admin/subscriptions',
    summary: 'Monthly gifts with their state and next charge, newest first, 50 a page; `next` is the cursor for `?after=` (staff)',
    tags,
    query: z.object({ status: z.enum(SUBSCRIPTION_STATUSES).optional(), after: afterQuery }),
    item: subscriptionView,
    handler: ({ query }) => subs.list({ status: query.status, after: query.after }),
  });
  route(app, {
    method: 'POST',
    url: '/api/v1/admin/subscriptions/:reference/actions',
    summary: 'Pause, resume or cancel a monthly gift on the donor’s behalf (staff; written to the audit log, and the donor is emailed)',
    tags,
    params: referenceParam,
    body: z.object({ action: z.enum(['pause', 'resume', 'cancel'], { error: 'action must be pause, resume or cancel' }) }),
    response: subscriptionView,
    errors: [404, 409, 502],
    handler: ({ params, body }, req) => subs.act(params.reference, body.action, { kind: 'staff', id: requireRole(req, ['staff', 'admin']).user.id }),
  });
}
