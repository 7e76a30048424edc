// A file of one of the requester's tickets (issue 41): always a download, never rendered by the
// browser (a PDF or picture someone sent could carry script if it were), never cached. A file of
// someone else's ticket, of an internal note, or none at all is the same 404.
import { ticketReference } from '@sahyog/core';
import { idParam } from '../lib/params.server.ts';
import { services } from '../lib/services.server.ts';
import { requireUser } from '../lib/session.server.ts';
import type { Route } from './+types/help-file';
import { downloadResponse } from './help-download.server.ts';

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { user } = requireUser(context, request);
  const reference = ticketReference.safeParse(params.reference ?? '');
  if (!reference.success) throw new Response('Not found', { status: 404 });
  const file = await services(context).support.attachment(user.id, reference.data, idParam(params.id));
  if (!file) throw new Response('Not found', { status: 404 });
  return downloadResponse(file);
}
