// A photo the buyer sent with an order's return: for its buyer, its seller or staff only (the
// photo may show the buyer's home); anyone else gets "not found", as for a photo that does not exist.
import { buyingText as bt, RETURN_MAX_PHOTOS, SHOP_ORDER_REFERENCE_RE, STAFF_ROLES } from '@sahyog/core';
import { data } from 'react-router';
import { services } from '../lib/services.server.ts';
import { requireUser } from '../lib/session.server.ts';
import type { Route } from './+types/shop-return-photo';

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { user } = requireUser(context, request);
  const n = Number(params.n);
  if (!SHOP_ORDER_REFERENCE_RE.test(params.reference) || !(Number.isInteger(n) && n >= 1 && n <= RETURN_MAX_PHOTOS))
    throw data(bt.orderNotFound, { status: 404 });
  const photo = await services(context).shop.returnPhoto(
    { userId: user.id, staff: (STAFF_ROLES as readonly string[]).includes(user.role) },
    params.reference,
    n,
  );
  if (!photo) throw data(bt.orderNotFound, { status: 404 });
  return new Response(new Uint8Array(photo), {
    headers: { 'content-type': 'image/jpeg', 'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff' },
  });
}
