import { clearCookie, accountMessages as m, SESSION_COOKIE } from '@sahyog/core';
import { redirect } from '../lib/links.tsx';
import { services } from '../lib/services.server.ts';
import { redirectWithFlash, requestInfo } from '../lib/session.server.ts';
import type { Route } from './+types/logout';

// Logging out is a POST (a link or prefetch must not sign anyone out).
export function loader() {
  return redirect('/');
}

export async function action({ context }: Route.ActionArgs) {
  const info = requestInfo(context);
  if (info.viewer) await services(context).auth.logout(info.viewer.sessionId);
  return redirectWithFlash('/login', { type: 'success', message: m.loggedOut }, info.secureCookies, [clearCookie(SESSION_COOKIE, info.secureCookies)]);
}
