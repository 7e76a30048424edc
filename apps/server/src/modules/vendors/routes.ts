import {
  afterQuery,
  apiVendorApplication,
  found,
  KYC_KINDS,
  rowIdParam,
  STAFF_ROLES,
  VENDOR_STATUSES,
  vendorDecisionInput,
  vendorLegalInput,
  vendorProfileInput,
  vendorMessages as vm,
} from '@sahyog/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireRole, requireViewer } from '../../platform/auth.ts';
import { PRIVATE_NO_STORE, pagedRoute, parseWith, route } from '../../platform/http.ts';
import { documented } from '../../platform/openapi.ts';
import type { VendorsService } from './service.ts';

const id = rowIdParam('id must be a number');
const idParam = z.object({ id });
const docParam = z.object({ docId: id });
const vendorDocParam = z.object({ id, docId: id });

const status = z.enum(VENDOR_STATUSES);
const document = z.object({
  id: z.number().int(),
  kind: z.enum(KYC_KINDS),
  fileName: z.string(),
  contentType: z.string(),
  bytes: z.number().int(),
  sha256: z.string(),
  createdAt: z.string(),
});
const ownShop = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  slug: z.string().nullable(),
  displayName: z.string(),
  legalName: z.string(),
  status,
  statusReason: z.string().nullable(),
  about: z.string(),
  logo: z.string().nullable(),
  logoWebp: z.string().nullable(),
  headerImage: z.string().nullable(),
  headerImageWebp: z.string().nullable(),
  addressLine: z.string(),
  city: z.string(),
  state: z.string(),
  pinCode: z.string(),
  supportEmail: z.string(),
  supportPhone: z.string(),
  returnPolicy: z.string(),
  returnWindowDays: z.number().int(),
  pan: z.string(),
  gstin: z.string().nullable(),
  bankAccountName: z.string(),
  bankAccountMasked: z.string().describe('The account number’s last four digits'),
  ifsc: z.string(),
  bankName: z.string().nullable().describe('The IFSC’s bank, from the offline list'),
  submittedAt: z.string(),
  reviewedAt: z.string().nullable(),
  documents: z.array(document),
});
const adminShop = ownShop.extend({
  email: z.string(),
  accountName: z.string(),
  bankAccountNumber: z.string().nullable().describe('The whole number only with `?revealBank=true` (audited)'),
  checks: z.object({ gstin: z.enum(['valid', 'absent']), ifsc: z.object({ known: z.boolean(), bank: z.string().nullable() }) }),
  history: z.array(z.object({ action: z.string(), actorEmail: z.string(), at: z.string(), after: z.record(z.string(), z.unknown()).nullable() })),
});
const listItem = z.object({
  id: z.number().int(),
  displayName: z.string(),
  legalName: z.string(),
  email: z.string(),
  pan: z.string(),
  city: z.string(),
  state: z.string(),
  status,
  submittedAt: z.string(),
});

const kycFile = { type: 'application/pdf', description: 'The KYC file as sent (PDF, JPEG or PNG, judged by its bytes), as an attachment', binary: true };

export function vendorsRoutes(app: FastifyInstance, vendors: VendorsService): void {
  const tags = ['Shop: sellers'];
  const staffTags = ['Staff console'];

  route(app, {
    method: 'GET',
    url: '/api/v1/seller/shop',
    auth: 'viewer',
    errors: [404],
    summary: 'The signed-in account’s shop: its application, status (and reason), profile and documents; bank account masked',
    tags,
    response: ownShop,
    handler: async (_input, req) => found(await vendors.own(requireViewer(req).user.id), vm.notFound),
  });
  route(app, {
    method: 'POST',
    url: '/api/v1/seller/shop',
    auth: 'viewer',
    success: [201],
    errors: [403, 409],
    summary:
      'Apply to sell (or resend a rejected application): the account’s mobile must be proven; GSTIN checked (checksum, state, PAN), IFSC against the offline list, KYC files by their bytes',
    tags,
    body: apiVendorApplication,
    response: ownShop,
    handler: async ({ body }, req, reply) => {
      const { user } = requireViewer(req);
      const { documents, ...input } = body;
      const files = documents.map((d) => ({ kind: d.kind, fileName: d.fileName, bytes: Buffer.from(d.contentBase64, 'base64') }));
      const shop = await vendors.apply(user, input, { documents: files }, { ip: req.ip });
      reply.code(201);
      return shop;
    },
  });
  route(app, {
    method: 'PATCH',
    url: '/api/v1/seller/shop',
    auth: 'viewer',
    errors: [404, 409],
    summary: 'An approved shop’s profile as buyers see it (PAN, GSTIN, bank and legal name change through staff)',
    tags,
    body: vendorProfileInput,
    response: ownShop,
    handler: ({ body }, req) => vendors.updateProfile(requireViewer(req).user.id, body),
  });
  route(app, {
    method: 'GET',
    url: '/api/v1/seller/documents',
    auth: 'viewer',
    errors: [404],
    summary: 'The shop’s KYC documents (names, types, sizes, SHA-256)',
    tags,
    response: z.array(document),
    handler: async (_input, req) => found(await vendors.own(requireViewer(req).user.id), vm.notFound).documents,
  });

  /** A KYC file: an attachment never rendered by the browser, never kept by a cache. */
  const sendFile = (reply: FastifyReply, file: { bytes: Buffer; contentType: string; fileName: string }) =>
    reply
      .header('cache-control', PRIVATE_NO_STORE)
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .type(file.contentType)
      .send(file.bytes);

  const ownUrl = '/api/v1/seller/documents/:docId';
  const ownDoc = { summary: 'One of the shop’s own KYC files (another shop’s answers 404)', tags, params: docParam, errors: [404] };
  app.get(
    ownUrl,
    documented({ method: 'GET', url: ownUrl, auth: 'viewer', ...ownDoc, response: kycFile }),
    async (req: FastifyRequest, reply: FastifyReply) => {
      const { user } = requireViewer(req);
      const { docId } = parseWith(docParam, req.params);
      return sendFile(reply, found(await vendors.document({ userId: user.id }, docId), vm.documentNotFound));
    },
  );

  const staffUrl = '/api/v1/admin/vendors/:id/documents/:docId';
  const staffDoc = { summary: 'A shop’s KYC file (staff; a document of another shop answers 404)', tags: staffTags, params: vendorDocParam, errors: [404] };
  app.get(
    staffUrl,
    documented({ method: 'GET', url: staffUrl, auth: 'staff', ...staffDoc, response: kycFile }),
    async (req: FastifyRequest, reply: FastifyReply) => {
      requireRole(req, STAFF_ROLES);
      const p = parseWith(vendorDocParam, req.params);
      return sendFile(reply, found(await vendors.document({ vendorId: p.id }, p.docId), vm.documentNotFound));
    },
  );

  pagedRoute(app, {
    method: 'GET',
    url: '/api/v1/admin/vendors',
    summary:
      'Shops, newest application first, of one status or all; `q` matches the shop or legal name, the support email or PAN from its start; 50 a page, `next` for `?after=` (staff)',
    tags: staffTags,
    query: z.object({ status: status.optional(), q: z.string().max(100).optional(), after: afterQuery }),
    item: listItem,
    handler: ({ query }, req) => {
      requireRole(req, STAFF_ROLES);
      return vendors.list(query);
    },
  });
  route(app, {
    method: 'GET',
    url: '/api/v1/admin/vendors/:id',
    errors: [404],
    summary: 'A shop’s every detail, documents, GSTIN and IFSC checks and history; `revealBank=true` shows the whole account number (audited) (staff)',
    tags: staffTags,
    params: idParam,
    query: z.object({ revealBank: z.enum(['true', 'false']).optional() }),
    response: adminShop,
    handler: async ({ params, query }, req) => {
      const staff = requireRole(req, STAFF_ROLES);
      return found(await vendors.detail(params.id, { staffId: staff.user.id, revealBank: query.revealBank === 'true' }), vm.notFound);
    },
  });
  route(app, {
    method: 'POST',
    url: '/api/v1/admin/vendors/:id/decision',
    errors: [404, 409],
    summary: 'Approve (gives the shop’s address and the vendor role), reject or suspend (with a reason), or reinstate a shop; the vendor is emailed (staff)',
    tags: staffTags,
    params: idParam,
    body: vendorDecisionInput,
    response: adminShop,
    handler: ({ params, body }, req) => {
      const staff = requireRole(req, STAFF_ROLES);
      return vendors.decide(params.id, body, staff.user.id);
    },
  });
  route(app, {
    method: 'PATCH',
    url: '/api/v1/admin/vendors/:id/legal',
    errors: [404, 409],
    summary:
      'Change a shop’s legal name, PAN, GSTIN or bank account against a new document (the same checks as applying; GSTIN against the shop’s state); audited with the account masked, the vendor emailed (staff)',
    tags: staffTags,
    params: idParam,
    body: vendorLegalInput,
    response: adminShop,
    handler: ({ params, body }, req) => {
      const staff = requireRole(req, STAFF_ROLES);
      return vendors.updateLegal(params.id, body, staff.user.id);
    },
  });
}
