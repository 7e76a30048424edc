// The spending API (issue 26): a campaign's approved spending for anyone; proposing and
// correcting for its campaigner (or staff); staff's queue, decisions and the foundation's funds.
import { AppError, foundationAddInput, STAFF_ROLES, spendDecisionInput, spendInput, spendingItemView, spendingText as st } from '@sahyog/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireViewer } from '../../platform/auth.ts';
import { route } from '../../platform/http.ts';
import type { SpendingService } from './service.ts';

const tags = ['spending'];
const slugOrId = z.object({ slugOrId: z.string().min(1).max(200) });
// Digits only: "0x3" and "1e0" are not another address of item 3.
const idText = z
  .string()
  .regex(/^[1-9]\d{0,12}$/, st.notFound)
  .transform(Number);
const isStaff = (role: string) => (STAFF_ROLES as readonly string[]).includes(role);
const figures = z.object({ spentPaise: z.number().int(), foundationAddedPaise: z.number().int() });

export function spendingRoutes(app: FastifyInstance, spending: SpendingService): void {
  route(app, {
    method: 'GET',
    url: '/api/v1/campaigns/:slugOrId/spending',
    summary: 'A campaign’s approved spending, in the order it was made',
    tags,
    params: slugOrId,
    response: z.array(spendingItemView),
    errors: [404],
    handler: async ({ params }) => {
      const list = await spending.publicList(params.slugOrId);
      if (!list) throw AppError.notFound(st.campaignNotFound);
      return list;
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/v1/spending/:id/history',
    summary: 'An approved spending item with the earlier versions it corrected, oldest first',
    tags,
    params: z.object({ id: idText }),
    response: z.array(spendingItemView),
    errors: [404],
    handler: async ({ params }) => {
      const list = await spending.history(params.id);
      if (!list.length || list.at(-1)?.status !== 'approved') throw AppError.notFound(st.notFound);
      return list;
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/v1/campaigns/:slugOrId/spending',
    summary: 'The campaign’s campaigner (or staff) proposes a spend; staff approve it before it is public',
    tags,
    auth: 'viewer',
    params: slugOrId,
    body: spendInput,
    response: spendingItemView,
    success: [201],
    errors: [403, 404, 422],
    handler: async ({ params, body }, req) => {
      const { user } = requireViewer(req);
      return spending.propose({ userId: user.id, staff: isStaff(user.role) }, params.slugOrId, body);
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/v1/campaigns/:slugOrId/spending/:id/corrections',
    summary: 'A correction of an approved spend: approved like any, it replaces the earlier one, which stays as history',
    tags,
    auth: 'viewer',
    params: slugOrId.extend({ id: idText }),
    body: spendInput,
    response: spendingItemView,
    success: [201],
    errors: [403, 404, 422],
    handler: async ({ params, body }, req) => {
      const { user } = requireViewer(req);
      return spending.propose({ userId: user.id, staff: isStaff(user.role) }, params.slugOrId, body, params.id);
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/v1/admin/spending',
    summary: 'Proposed spending waiting for staff, oldest first, each with its campaign',
    tags,
    response: z.array(spendingItemView.extend({ campaign: z.object({ slug: z.string(), title: z.string() }) })),
    handler: async () => spending.queue(),
  });

  route(app, {
    method: 'POST',
    url: '/api/v1/admin/spending/:id/decision',
    summary: 'Approve (a second staff member too above the set amount; refused if spending would pass what was raised and added) or reject with a reason',
    tags,
    params: z.object({ id: idText }),
    body: spendDecisionInput,
    response: spendingItemView,
    errors: [404, 409, 422],
    handler: async ({ params, body }, req) => spending.decide(requireViewer(req).user.id, params.id, body),
  });

  route(app, {
    method: 'POST',
    url: '/api/v1/admin/campaigns/:slugOrId/foundation-funds',
    summary: 'Money the foundation puts into a campaign from its own funds (spending may use it), with a note',
    tags,
    params: slugOrId,
    body: foundationAddInput,
    response: figures.extend({ id: z.number().int() }),
    success: [201],
    errors: [404, 422],
    handler: async ({ params, body }, req) => spending.addFunds(requireViewer(req).user.id, params.slugOrId, body),
  });
}
