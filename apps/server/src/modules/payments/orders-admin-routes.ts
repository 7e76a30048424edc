import { donationRow, donationSearchQuery, donationsFound, referenceParam } from '@sahyog/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireRole } from '../../platform/auth.ts';
import { PRIVATE_NO_STORE, parseWith, route } from '../../platform/http.ts';
import { documented } from '../../platform/openapi.ts';
import type { OrdersAdmin } from './orders-admin.ts';

export function ordersAdminRoutes(app: FastifyInstance, donations: OrdersAdmin): void {
  const tags = ['Staff console'];
  route(app, {
    method: 'GET',
    url: '/api/v1/admin/orders',
    summary: 'Donations by reference, UTR, email or mobile (`q`, a prefix) and `status`, newest first, 100 a page (staff)',
    tags,
    query: donationSearchQuery,
    response: z.array(donationRow),
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
  const csvFile = { type: 'text/csv', description: 'One donation a line, formula-safe cells', binary: false };
  app.get(csvUrl, documented({ method: 'GET', url: csvUrl, auth: 'staff', ...csvDoc, response: csvFile }), async (req, reply) => {
    requireRole(req, ['staff', 'admin']);
    // A search the list refuses is refused here too (422 with the field): it exported every donor.
    const csv = await donations.exportCsv(parseWith(donationSearchQuery, req.query));
    return reply
      .header('cache-control', PRIVATE_NO_STORE)
      .header('content-disposition', 'attachment; filename="donations.csv"')
      .type('text/csv; charset=utf-8')
      .send(csv);
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
