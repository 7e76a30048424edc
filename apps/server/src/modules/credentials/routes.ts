// The certificates' JSON API: the public check of an id or an uploaded file, the holder's list,
// and staff's issue, CSV and revoke. The files (did.json, the status list, credential.json, the
// PDF and PNG) are the web app's resource routes, at the addresses the credential names.
import {
  AppError,
  batchStarted,
  CERTIFICATE_KINDS,
  CERTIFICATE_CHECK_MAX as CHECK_UPLOAD_MAX,
  type CredentialsApi,
  certificateInput,
  credentialsText as ct,
  revokeInput,
  STAFF_ROLES,
} from '@sahyog/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireRole, requireViewer } from '../../platform/auth.ts';
import { route } from '../../platform/http.ts';

const bilingual = z.object({ en: z.string(), hi: z.string() });
const fields = z.object({
  id: z.string(),
  kind: z.enum(CERTIFICATE_KINDS),
  recipientName: z.string(),
  title: bilingual,
  description: bilingual,
  issuerName: z.string(),
  issuedOn: z.string(),
  emailHashed: z.boolean(),
});
const checkSchema = z.object({
  proofValid: z.boolean().describe('The Data Integrity proof (eddsa-rdfc-2022) verified against the key in /.well-known/did.json'),
  ours: z.boolean().describe('Issued by this site and on record'),
  revoked: z.object({ at: z.string(), reason: z.string() }).nullable(),
  problem: z.string().nullable(),
});
const viewSchema = z.object({ fields, check: checkSchema, verifyUrl: z.string(), linkedInUrl: z.string() });
const summarySchema = z.object({
  id: z.string(),
  kind: z.enum(CERTIFICATE_KINDS),
  recipientName: z.string(),
  title: z.string(),
  issuedAt: z.string(),
  revokedAt: z.string().nullable(),
  email: z.string().nullable(),
  holderId: z.number().int().nullable(),
});
// Any id that is not one of ours is simply not found (404), a malformed one included.
const idParams = z.object({ id: z.string().max(64) });

export function credentialsRoutes(app: FastifyInstance, api: CredentialsApi): void {
  const tags = ['Certificates'];
  const staff = (req: Parameters<typeof requireRole>[0]) => requireRole(req, STAFF_ROLES).user.id;

  route(app, {
    method: 'GET',
    url: '/api/v1/certificates/:id',
    auth: 'anyone',
    errors: [404],
    summary:
      'A certificate as its verify page shows it: every printed field, read from the signed credential, and the server’s check of its proof and revocation',
    tags,
    params: idParams,
    response: viewSchema,
    handler: async ({ params }) => {
      const v = await api.view(params.id);
      if (!v) throw AppError.notFound(ct.notFound);
      return v;
    },
  });
  route(app, {
    method: 'POST',
    url: '/api/v1/certificates/check',
    auth: 'anyone',
    summary: `Check a credential someone was given: the signed JSON, or a PNG badge with one baked in, as base64 (up to ${CHECK_UPLOAD_MAX / 1024} KB)`,
    tags,
    body: z.object({ file: z.base64({ error: ct.uploadRequired }).max(Math.ceil((CHECK_UPLOAD_MAX * 4) / 3) + 4, ct.uploadRequired) }),
    response: z.object({ fields: fields.nullable(), check: checkSchema }),
    handler: ({ body }) => api.checkUpload(Buffer.from(body.file, 'base64')),
  });
  route(app, {
    method: 'GET',
    url: '/api/v1/me/certificates',
    auth: 'viewer',
    summary: 'The signed-in person’s certificates, newest first',
    tags,
    response: z.array(summarySchema),
    handler: (_input, req) => api.mine(requireViewer(req).user.id),
  });

  route(app, {
    method: 'GET',
    url: '/api/v1/admin/certificates',
    summary: 'Certificates issued, newest first, 50 at a time (staff)',
    tags,
    query: z.object({
      q: z.string().trim().max(100).optional(),
      // The last row's issuedAt, as the list gave it (a page's end), never any date a client makes up.
      before: z.iso.datetime().optional(),
    }),
    response: z.array(summarySchema),
    handler: ({ query }, req) => {
      staff(req);
      return api.list(query);
    },
  });
  route(app, {
    method: 'POST',
    url: '/api/v1/admin/certificates',
    summary: 'Issue a certificate (signed, emailed when an address is given, audited); the same kind, holder and title again issues nothing (staff)',
    tags,
    body: certificateInput,
    response: z.object({ id: z.string(), created: z.boolean() }),
    handler: ({ body }, req) => api.issue(staff(req), body),
  });
  route(app, {
    method: 'POST',
    url: '/api/v1/admin/certificates/batches',
    summary: 'Issue many from a CSV (kind, name, email, title_en, title_hi, description_en, description_hi) as a batch job with a result per line (staff)',
    tags,
    body: z.object({ csv: z.string({ error: ct.csvEmpty }).max(2 * 1024 * 1024, ct.csvTooMany) }),
    response: batchStarted,
    handler: ({ body }, req) => api.startCsv(staff(req), body.csv),
  });
  route(app, {
    method: 'POST',
    url: '/api/v1/admin/certificates/:id/revoke',
    errors: [404],
    summary: 'Revoke with a reason (shown on its page; the signed status list is signed again with its bit set; audited) (staff)',
    tags,
    params: idParams,
    body: revokeInput,
    response: z.object({ revoked: z.literal(true) }),
    handler: async ({ params, body }, req) => {
      await api.revoke(staff(req), params.id, body);
      return { revoked: true as const };
    },
  });
}
