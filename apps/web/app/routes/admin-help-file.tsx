// A ticket's file for staff (issue 41), internal notes' files included: a download beside the
// console's layout, never rendered, never cached; a file of another ticket is a 404.
import { STAFF_ROLES, ticketReference } from '@sahyog/core';
import { idParam } from '../lib/params.server.ts';
import { services } from '../lib/services.server.ts';
import { requireUser } from '../lib/session.server.ts';
import type { Route } from './+types/admin-help-file';
import { downloadResponse } from './help-download.server.ts';

export async function loader({ context, request, params }: Route.LoaderArgs) {
  requireUser(context, request, STAFF_ROLES);
  const reference = ticketReference.safeParse(params.reference ?? '');
  if (!reference.success) throw new Response('Not found', { status: 404 });
  const file = await services(context).support.staffAttachment(reference.data, idParam(params.id));
  if (!file) throw new Response('Not found', { status: 404 });
  return downloadResponse(file);
}
