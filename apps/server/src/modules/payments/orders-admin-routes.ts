import { donationRow, donationSearchQuery, donationsFound, referenceParam } from '@sahyog/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireRole } from '../../platform/auth.ts';
import { sendCsv } from '../../platform/csv-stream.ts';
import { pagedRoute, parseWith, route } from '../../platform/http.ts';
import { documented } from '../../platform/openapi.ts';
import type { OrdersAdmin } from './orders-admin.ts';
import type { OrdersExport } from './orders-export.ts';

export function ordersAdminRoutes(app: FastifyInstance, donations: OrdersAdmin, exporter: OrdersExport): void {
  const tags = ['Staff console'];
  pagedRoute(app, {
    method: 'GET',
    url: '/api/v1/admin/orders',
    summary:
      'Donations by reference, UTR, email or mobile (`q`: the start of one, chosen by its shape) and `status`, newest first, 50 a page; `next` is the cursor for `?after=` (staff)',
    tags,
    query: donationSearchQuery,
    item: donationRow,
    handler: ({ query }) => donations.search(query),
  });
  route(app, {
    method: 'GET',
    url: '/api/v1/admin/orders/found',
    summary: 'How many donations the same search (`q`, `status`, `fund`) finds in all, their total and the part given to the urgent causes fund (staff)',
    tags,
    query: donationSearchQuery,
    response: donationsFound,
    handler: ({ query }) => donations.found(query),
  });
  const csvUrl = '/api/v1/admin/orders.csv';
  const csvDoc = { summary: 'The donations `GET /api/v1/admin/orders` finds, as CSV (staff)', tags, query: donationSearchQuery };
  const csvFile = {
    type: 'text/csv',
    description: 'Every donation found, one a line, newest first, formula-safe cells (streamed; a download cut short is an error, never a shorter file)',
    binary: false,
  };
  app.get(csvUrl, documented({ method: 'GET', url: csvUrl, auth: 'staff', ...csvDoc, response: csvFile }), async (req, reply) => {
    requireRole(req, ['staff', 'admin']);
    // A search the list refuses is refused here too (422 with the field): it exported every donor.
    return sendCsv(reply, 'donations.csv', exporter.csv(parseWith(donationSearchQuery, req.query)));
  });
  route(app, {
    method: 'POST',
    url: '/api/v1/admin/orders/:reference/fail',
    summary: 'Mark a donation whose payment never came as failed, with the reason (staff; audited)',
    tags,
    params: referenceParam,
    body: z.object({ reason: z.string().trim().min(3, 'Please say why (for the donor and the audit log)').max(300) }),
    response: donationRow,
    errors: [404, 409],
    handler: ({ params, body }, req) => donations.markFailed(params.reference, body.reason, requireRole(req, ['staff', 'admin']).user.id),
  });
  // POST /api/v1/admin/orders/import: bank-import.ts (a batch job).
}
