// The spending API (issue 26): a campaign's approved spending for anyone; proposing and
// correcting for its campaigner (or staff); staff's queue, decisions and the foundation's funds.
import {
  AppError,
  foundationAddInput,
  redactionInput,
  rowIdParam,
  type SpendFileName,
  STAFF_ROLES,
  spendApiInput,
  spendDecisionInput,
  spendingCategoryInput,
  spendingItemView,
  spendingText as st,
} from '@sahyog/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireViewer } from '../../platform/auth.ts';
import { PRIVATE_NO_STORE, pagedRoute, parseWith, route } from '../../platform/http.ts';
import { documented } from '../../platform/openapi.ts';
import { PUBLIC_SPENDING_PAGE, type SpendingService } from './service.ts';

const tags = ['spending'];
const slugOrId = z.object({ slugOrId: z.string().min(1).max(200) });
// Digits only: "0x3" and "1e0" are not another address of item 3 (items are bigserial).
const idText = rowIdParam(st.notFound, Number.MAX_SAFE_INTEGER);
const isStaff = (role: string) => (STAFF_ROLES as readonly string[]).includes(role);
const figures = z.object({ spentPaise: z.number().int(), foundationAddedPaise: z.number().int() });
const filesOf = (body: { bill?: string | undefined; photos: string[] }) => ({
  bill: body.bill ? Buffer.from(body.bill, 'base64') : null,
  photos: body.photos.map((p) => Buffer.from(p, 'base64')),
});

export function spendingRoutes(app: FastifyInstance, spending: SpendingService): void {
  pagedRoute(app, {
    method: 'GET',
    url: '/api/v1/campaigns/:slugOrId/spending',
    summary: `A campaign’s approved spending, in the order it was made, ${PUBLIC_SPENDING_PAGE} a page; \`next\` is the cursor for \`?after=\``,
    tags,
    // Public and the same for everyone: kept by the page cache until spending changes.
    cache: true,
    params: slugOrId,
    query: z.object({ after: z.string().max(200).optional() }),
    item: spendingItemView,
    errors: [404, 422],
    handler: async ({ params, query }) => {
      const page = await spending.publicList(params.slugOrId, query.after);
      if (!page) throw AppError.notFound(st.campaignNotFound);
      return page;
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/v1/spending/:id/history',
    summary: 'An approved spending item with the earlier versions it corrected, oldest first',
    tags,
    cache: true,
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
    summary:
      'The campaign’s campaigner (or staff) proposes a spend, with its bill (base64 PDF, JPEG or PNG) and up to 3 photos (base64 JPEG or PNG), about 700 KB in all in JSON (the campaign’s page takes 5 MB); staff redact the bill and approve the spend before it is public',
    tags,
    auth: 'viewer',
    params: slugOrId,
    body: spendApiInput,
    response: spendingItemView,
    success: [201],
    errors: [403, 404, 422],
    handler: async ({ params, body }, req) => {
      const { user } = requireViewer(req);
      return spending.propose({ userId: user.id, staff: isStaff(user.role) }, params.slugOrId, body, filesOf(body));
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/v1/campaigns/:slugOrId/spending/:id/corrections',
    summary: 'A correction of an approved spend: approved like any, it replaces the earlier one, which stays as history',
    tags,
    auth: 'viewer',
    params: slugOrId.extend({ id: idText }),
    body: spendApiInput,
    response: spendingItemView,
    success: [201],
    errors: [403, 404, 422],
    handler: async ({ params, body }, req) => {
      const { user } = requireViewer(req);
      return spending.propose({ userId: user.id, staff: isStaff(user.role) }, params.slugOrId, body, filesOf(body), params.id);
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/v1/admin/spending',
    summary: 'Spending waiting for staff, oldest first, each with its campaign: proposed items, and approved ones whose bill waits for its redaction',
    tags,
    response: z.array(
      spendingItemView.extend({
        campaign: z.object({ slug: z.string(), title: z.string() }),
        areas: z
          .array(z.object({ x: z.number(), y: z.number(), w: z.number(), h: z.number() }))
          .describe("The boxes of its last redaction (percent of the bill's picture)"),
      }),
    ),
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

  const category = z.object({ id: z.number().int(), name: z.string(), nameHi: z.string(), sort: z.number().int() });
  route(app, {
    method: 'GET',
    url: '/api/v1/admin/spending-categories',
    summary: 'What spending can be for: the categories campaigners choose from, in their order',
    tags,
    response: z.array(category),
    handler: async () => spending.categories(),
  });
  route(app, {
    method: 'POST',
    url: '/api/v1/admin/spending-categories',
    summary: 'Add a category of spending (its name unique whatever its case, a Hindi name, an order); audited',
    tags,
    body: spendingCategoryInput,
    response: category,
    success: [201],
    errors: [422],
    handler: async ({ body }, req) => spending.saveCategory(requireViewer(req).user.id, null, body),
  });
  route(app, {
    method: 'PATCH',
    url: '/api/v1/admin/spending-categories/:id',
    summary: 'Rename or reorder a category of spending (every payment under it shows the new name); audited',
    tags,
    params: z.object({ id: rowIdParam(st.notFound) }),
    body: spendingCategoryInput,
    response: category,
    errors: [404, 422],
    handler: async ({ params, body }, req) => spending.saveCategory(requireViewer(req).user.id, params.id, body),
  });

  route(app, {
    method: 'POST',
    url: '/api/v1/admin/spending/:id/redaction',
    summary:
      'Black out areas of the bill’s picture (boxes in percent of its width and height; an empty list only with nothingPrivate: true), added to the last redaction’s boxes unless startOver: true. Only the redacted picture is ever published, once the item is approved',
    tags,
    params: z.object({ id: idText }),
    body: redactionInput,
    response: spendingItemView,
    errors: [404, 409, 422],
    handler: async ({ params, body }, req) => spending.redact(requireViewer(req).user.id, params.id, body.areas, { startOver: body.startOver }),
  });

  const shareView = z.object({
    spendId: z.number().int(),
    amountPaise: z.number().int(),
    quantityMilli: z.number().int().nullable(),
    date: z.string(),
    description: z.string(),
    unit: z.string().nullable(),
    category: z.string(),
    spendPaise: z.number().int(),
    billUrl: z.string().nullable(),
    billThumbUrl: z.string().nullable(),
    /** A payment approved without a bill: staff's reason (null when it has a bill). */
    noBillReason: z.string().nullable(),
  });
  route(app, {
    method: 'GET',
    url: '/api/v1/gifts/:donationId/:token',
    summary:
      'One gift’s story on the private link emailed when it was first spent: the gift, its campaign and its shares of the approved spending (first in, first out), each with its redacted bill',
    tags,
    params: z.object({ donationId: idText, token: z.string().regex(/^[A-Za-z0-9_-]{20,40}$/, st.giftLinkInvalid) }),
    response: z.object({
      donationId: z.number().int(),
      amountPaise: z.number().int(),
      campaign: z.object({ slug: z.string(), title: z.string() }),
      shares: z.array(shareView),
    }),
    errors: [404],
    handler: async ({ params }) => {
      const story = await spending.giftByLink(params.donationId, params.token);
      if (!story) throw AppError.notFound(st.giftLinkInvalid);
      return story;
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/v1/me/gift-stories',
    summary:
      'What each of the signed-in donor’s paid gifts bought: its shares of the campaigns’ approved spending, first in first out (a gift not yet spent has none)',
    tags,
    auth: 'viewer',
    response: z.array(z.object({ donationId: z.number().int(), shares: z.array(shareView) })),
    handler: async (_input, req) => spending.storiesOf(requireViewer(req).user.email),
  });

  // A spend's private files: staff (and the campaign's campaigner) only, never cached.
  const privateFile = (url: string, summary: string, params: z.ZodType<{ id: number; name: SpendFileName }>) =>
    app.get(
      url,
      documented({
        method: 'GET',
        url,
        auth: 'viewer',
        summary,
        tags,
        params,
        errors: [404],
        response: { type: 'application/pdf or image/jpeg', description: 'The file', binary: true },
      }),
      async (req, reply) => {
        const { user } = requireViewer(req);
        const { id, name } = parseWith(params, req.params);
        const file = await spending.privateFile({ userId: user.id, staff: isStaff(user.role) }, id, name);
        if (!file) throw AppError.notFound(st.notFound);
        reply.header('cache-control', PRIVATE_NO_STORE).header('x-content-type-options', 'nosniff').type(file.type);
        // A PDF is downloaded, never shown inside our site's origin.
        if (file.type === 'application/pdf') reply.header('content-disposition', `attachment; filename="bill-${id}.pdf"`);
        return reply.send(file.bytes);
      },
    );
  privateFile(
    '/api/v1/spending/:id/bill/:version',
    'A bill’s private files for staff and the campaign’s campaigner: the original as sent (PDF or JPEG), the picture staff redact, or the redaction before it is public. The public see only billUrl',
    z.object({ id: idText, version: z.enum(['original', 'preview', 'redacted'], { error: st.notFound }) }).transform((p) => ({ id: p.id, name: p.version })),
  );
  privateFile(
    '/api/v1/spending/:id/photos/:n',
    'A photo sent with a spend (n from 1), for staff and the campaign’s campaigner; the public see photoUrls once the spend is approved',
    z.object({ id: idText, n: z.enum(['1', '2', '3'], { error: st.notFound }) }).transform((p) => ({ id: p.id, name: `photo-${p.n}` as SpendFileName })),
  );
}
