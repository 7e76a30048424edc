// A shop's KYC file for staff, at the console's own address (the API's twin is
// GET /api/v1/admin/vendors/:id/documents/:docId): a download, never rendered by the browser,
// never cached; a document of another shop, or none, is a 404 (decision 0045).
import { STAFF_ROLES } from '@sahyog/core';
import { idParam } from '../lib/params.server.ts';
import { services } from '../lib/services.server.ts';
import { requireUser } from '../lib/session.server.ts';
import type { Route } from './+types/admin-vendor-document';

export async function loader({ context, request, params }: Route.LoaderArgs) {
  requireUser(context, request, STAFF_ROLES);
  const file = await services(context).vendors.document({ vendorId: idParam(params.id) }, idParam(params.docId));
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
