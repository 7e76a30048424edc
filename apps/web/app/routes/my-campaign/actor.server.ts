// Who is editing, and which campaign: the loader and the action ask the same two questions.
import { rowId, STAFF_ROLES } from '@sahyog/core';
import { requireUser } from '../../lib/session.server.ts';
import type { Route } from './+types/route';

export function actorOf(context: Route.LoaderArgs['context'], request: Request) {
  const { user } = requireUser(context, request);
  return { userId: user.id, staff: STAFF_ROLES.includes(user.role) };
}

/** The campaign the address names: digits only ("0xBC4" and "3.012e3" are no other address of it). */
export const idOf = (raw: string | undefined) => {
  const n = rowId(raw);
  if (n === null) throw new Response('Not found', { status: 404 });
  return n;
};
