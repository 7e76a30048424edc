import { impact, myDonation, profilePatch, publicUser, receiptRequestInput, receiptView, rowIdParam, subscriptionView } from '@sahyog/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireViewer } from '../../platform/auth.ts';
import { route } from '../../platform/http.ts';
import type { AccountsService } from './service.ts';

export function accountsRoutes(app: FastifyInstance, accounts: AccountsService): void {
  const tags = ['My account'];
  route(app, {
    method: 'GET',
    url: '/api/v1/me',
    summary: 'The signed-in donor: profile and impact',
    tags,
    response: publicUser.extend({ impact }),
    handler: async (_i, req) => {
      const { user } = requireViewer(req);
      const [profile, totals] = await Promise.all([accounts.profile(user.id), accounts.impact(user)]);
      return { ...profile, impact: totals };
    },
  });
  route(app, {
    method: 'PATCH',
    url: '/api/v1/me',
    summary: 'Edit name, phone, postal address and PAN',
    tags,
    body: profilePatch,
    response: publicUser,
    handler: ({ body }, req) => accounts.updateProfile(requireViewer(req).user.id, body),
  });
  route(app, {
    method: 'GET',
    url: '/api/v1/me/donations',
    summary: "The donor's donations (one-time and monthly), newest first",
    tags,
    response: z.array(myDonation),
    handler: (_i, req) => accounts.donations(requireViewer(req).user),
  });
  route(app, {
    method: 'GET',
    url: '/api/v1/me/subscriptions',
    summary: "The donor's monthly gifts (subscriptions), newest first",
    tags,
    response: z.array(subscriptionView),
    handler: (_i, req) => accounts.subscriptions(requireViewer(req).user),
  });
  route(app, {
    method: 'POST',
    url: '/api/v1/me/donations/:id/receipt-request',
    errors: [409],
    summary:
      'Ask for the tax receipt (80G up to FY 2025-26, section 133 after) of one of your paid donations. Send `pan` or `aadhaar` and `address` when the donation has none (422 names what is missing); sent before the receipt is issued they replace the donation’s, after it a different one is refused (409: staff correct an issued receipt); with automatic issuing on, `receipt` is the issued receipt',
    tags,
    params: z.object({
      id: rowIdParam('id must be a number', Number.MAX_SAFE_INTEGER),
    }),
    body: receiptRequestInput.optional(),
    response: z.object({ requested: z.literal(true), receipt: receiptView.nullable() }),
    handler: ({ params, body }, req) => accounts.requestReceipt(requireViewer(req).user, params.id, body ?? {}),
  });
}
