// An order's GST document as a download (the stored PDF): for its buyer, its seller or staff.
import { buyingText as bt, SHOP_ORDER_REFERENCE_RE, STAFF_ROLES } from '@sahyog/core';
import { data } from 'react-router';
import { services } from '../lib/services.server.ts';
import { requireUser } from '../lib/session.server.ts';
import type { Route } from './+types/shop-document';

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { user } = requireUser(context, request);
  const id = Number(params.id);
  if (!SHOP_ORDER_REFERENCE_RE.test(params.reference) || !(Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647))
    throw data(bt.orderNotFound, { status: 404 });
  const file = await services(context).shop.document({ userId: user.id, staff: (STAFF_ROLES as readonly string[]).includes(user.role) }, params.reference, id);
  if (!file) throw data(bt.orderNotFound, { status: 404 });
  return new Response(new Uint8Array(file.pdf), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${file.number.replace(/[^A-Za-z0-9-]/g, '-')}.pdf"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}
