// A shop's KYC file for staff, at the console's own address (the API's twin is
// GET /api/v1/admin/vendors/:id/documents/:docId): a download, never rendered by the browser,
// never cached; a document of another shop, or none, is a 404 (decision 0045).
import { STAFF_ROLES } from '@sahyog/core';
import { services } from '../lib/services.server.ts';
import { requireUser } from '../lib/session.server.ts';
import type { Route } from './+types/admin-vendor-document';

const idOf = (raw: string | undefined) => {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) throw new Response('Not found', { status: 404 });
  return id;
};

export async function loader({ context, request, params }: Route.LoaderArgs) {
  requireUser(context, request, STAFF_ROLES);
  const file = await services(context).vendors.document({ vendorId: idOf(params.id) }, idOf(params.docId));
  if (!file) throw new Response('Not found', { status: 404 });
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      'Content-Type': file.contentType,
      'Content-Disposition': `attachment; filename="${file.fileName}"`,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    },
  });
}
