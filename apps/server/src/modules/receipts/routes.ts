import {
  afterOnlyQuery as afterOnly,
  BULK_ISSUE_MAX,
  batchStarted,
  pendingReceipt,
  receiptCorrectionInput,
  receiptFileName,
  receiptView,
  rowIdParam,
  STAFF_ROLES,
  taxRegime,
  taxRegimeInput,
} from '@sahyog/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireRole, requireViewer } from '../../platform/auth.ts';
import { PRIVATE_NO_STORE, pagedRoute, parseWith, route } from '../../platform/http.ts';
import { documented } from '../../platform/openapi.ts';
import type { BulkIssue } from './bulk-issue.ts';
import type { ReceiptsService } from './service.ts';

const idParam = z.object({ id: rowIdParam('id must be a number') });

export function receiptsRoutes(app: FastifyInstance, receipts: ReceiptsService, bulk: BulkIssue): void {
  const tags = ['Tax receipts'];

  // The PDF as issued (the stored bytes): a file, not an envelope. Its donor (by the email they
  // proved) or staff.
  const pdf = async (req: FastifyRequest, reply: FastifyReply) => {
    const { user } = requireViewer(req);
    // parseWith: a bad id is our 422 with the field (a thrown ZodError was a 500).
    const { id } = parseWith(idParam, req.params);
    const file = await receipts.pdf({ email: user.email, staff: (STAFF_ROLES as readonly string[]).includes(user.role) }, id);
    return reply
      .header('cache-control', PRIVATE_NO_STORE)
      .header('content-disposition', `attachment; filename="${receiptFileName(file.number)}"`)
      .type('application/pdf')
      .send(file.bytes);
  };
  const pdfUrl = '/api/v1/me/receipts/:id/pdf';
  const pdfFile = { type: 'application/pdf', description: 'The tax receipt as issued (the stored bytes)', binary: true };
  const pdfDoc = { summary: 'A tax receipt’s PDF as issued, for its donor or staff', tags, params: idParam, errors: [404] };
  app.get(pdfUrl, documented({ method: 'GET', url: pdfUrl, auth: 'viewer', ...pdfDoc, response: pdfFile }), pdf);

  pagedRoute(app, {
    method: 'GET',
    url: '/api/v1/admin/receipts/pending',
    summary: 'Paid donations whose donor asked for a tax receipt not yet issued, oldest request first, 50 a page; `next` is the cursor for `?after=` (staff)',
    tags,
    query: afterOnly,
    item: pendingReceipt,
    handler: ({ query }) => receipts.pending(query.after),
  });
  pagedRoute(app, {
    method: 'GET',
    url: '/api/v1/admin/receipts',
    summary: 'Issued receipts, newest first, 50 a page; `next` is the cursor for `?after=` (staff)',
    tags,
    query: afterOnly,
    item: receiptView,
    handler: ({ query }) => receipts.issued(query.after),
  });
  route(app, {
    method: 'POST',
    url: '/api/v1/admin/receipts/issue',
    errors: [404, 409],
    summary: 'Issue the receipts of these donations, in this order (one per donation; an issued one is returned as it is) (staff)',
    tags,
    body: z.object({ donationIds: z.array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER)).min(1).max(200) }),
    response: z.array(receiptView),
    handler: ({ body }, req) => receipts.issue(body.donationIds, requireRole(req, STAFF_ROLES).user.id),
  });
  route(app, {
    method: 'POST',
    url: '/api/v1/admin/receipts/batches',
    success: [201],
    summary: `Start issuing the receipts of these donations (up to ${BULK_ISSUE_MAX.toLocaleString('en-IN')}, in this order), or with \`all\` every waiting one that can be, as a batch job; answers at once with the batch, whose progress and per-donation results GET /api/v1/admin/batches/{id} shows (staff; audited per receipt)`,
    tags,
    body: z.union([
      z.object({ donationIds: z.array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER)).min(1).max(BULK_ISSUE_MAX) }),
      z.object({ all: z.literal(true) }),
    ]),
    response: batchStarted,
    handler: ({ body }, req) => {
      const by = requireRole(req, STAFF_ROLES).user.id;
      return 'all' in body ? bulk.issueAllBatch(by) : bulk.issueBatch(body.donationIds, by);
    },
  });
  route(app, {
    method: 'POST',
    url: '/api/v1/admin/receipts/:id/correct',
    errors: [404, 409],
    summary:
      'Correct an issued receipt (name, PAN, Aadhaar, address): it is cancelled and kept, and a new receipt with a new number replaces it and is emailed to the donor (staff; audited)',
    tags,
    params: z.object({ id: rowIdParam('id must be a number') }),
    body: receiptCorrectionInput,
    response: receiptView,
    handler: ({ params, body }, req) => receipts.correct(params.id, body, requireRole(req, STAFF_ROLES).user.id),
  });
  route(app, {
    method: 'POST',
    url: '/api/v1/admin/receipts/:id/resend',
    errors: [404, 429],
    summary: 'Email an issued receipt to its donor again (staff; audited; once a minute per receipt)',
    tags,
    // Receipts' ids are PostgreSQL integers: a larger number is a 422, not an error from the database (a 500).
    params: idParam,
    response: receiptView,
    handler: ({ params }, req) => receipts.resend(params.id, requireRole(req, STAFF_ROLES).user.id),
  });
  route(app, {
    method: 'GET',
    url: '/api/v1/admin/tax-regimes',
    summary: 'The tax law’s names (Act, section, forms, rule) by first financial year (staff)',
    tags,
    response: z.array(taxRegime),
    handler: () => receipts.regimes(),
  });
  route(app, {
    method: 'PUT',
    url: '/api/v1/admin/tax-regimes/:id',
    errors: [404],
    summary: 'Correct the names of one regime; receipts already issued keep what they printed (staff)',
    tags,
    params: idParam,
    body: taxRegimeInput,
    response: taxRegime,
    handler: ({ params, body }, req) => receipts.saveRegime(params.id, body, requireRole(req, STAFF_ROLES).user.id),
  });
}
