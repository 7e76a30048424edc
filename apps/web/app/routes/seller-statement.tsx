// A vendor's monthly statement as a CSV download (?month=YYYY-MM): only its own shop's.
import { data } from 'react-router';
import { services } from '../lib/services.server.ts';
import { requireUser } from '../lib/session.server.ts';
import type { Route } from './+types/seller-statement';

export async function loader({ context, request }: Route.LoaderArgs) {
  const { user } = requireUser(context, request);
  const month = new URL(request.url).searchParams.get('month') ?? '';
  if (!/^20\d\d-(0[1-9]|1[0-2])$/.test(month)) throw data('Choose a month as YYYY-MM', { status: 400 });
  const csv = await services(context).shop.statementCsv(user.id, month);
  if (csv === null) throw data('Not found', { status: 404 });
  return new Response(csv, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="statement-${month}.csv"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}
