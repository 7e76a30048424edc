// Who is editing, and which campaign: the loader and the action ask the same two questions.
import { STAFF_ROLES } from '@sahyog/core';
import { requireUser } from '../../lib/session.server.ts';
import type { Route } from './+types/route';

export function actorOf(context: Route.LoaderArgs['context'], request: Request) {
  const { user } = requireUser(context, request);
  return { userId: user.id, staff: STAFF_ROLES.includes(user.role) };
}

export const idOf = (raw: string | undefined) => {
  const n = Number(raw);
  if (!Number.isSafeInteger(n) || n <= 0 || n > 2_147_483_647) throw new Response('Not found', { status: 404 });
  return n;
};
