// Guards and redirects for pages. The server resolved the session cookie before rendering;
// loaders read the outcome from the request context.
import { clearCookie, type Flash, flashCookie, type PublicUser, type Role, SESSION_COOKIE } from '@sahyog/core';
import { type RequestInfo, requestContext } from '@sahyog/core/context';
import type { RouterContextProvider } from 'react-router';
import { redirect } from './links.tsx';

export function requestInfo(context: Readonly<RouterContextProvider>): RequestInfo {
  return context.get(requestContext);
}

export function redirectWithFlash(to: string, flash: Flash, secure: boolean, cookies: string[] = []): Response {
  const headers = new Headers();
  for (const c of [...cookies, flashCookie(flash, secure)]) headers.append('Set-Cookie', c);
  return redirect(to, { headers });
}

/** Signed-out visitors go to /login (and come back); a dead session cookie goes to / (spec §8). */
export function requireUser(context: Readonly<RouterContextProvider>, request: Request, roles?: readonly Role[]): { user: PublicUser; sessionId: string } {
  const info = requestInfo(context);
  if (!info.viewer) {
    if (info.badCredential) throw redirect('/', { headers: { 'Set-Cookie': clearCookie(SESSION_COOKIE, info.secureCookies) } });
    const url = new URL(request.url);
    throw redirect(`/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
  }
  if (roles && !roles.includes(info.viewer.user.role)) throw new Response('Forbidden', { status: 403 });
  return info.viewer;
}

/** /login and /register: a signed-in visitor has nothing to do there. */
export function guestOnly(context: Readonly<RouterContextProvider>): RequestInfo {
  const info = requestInfo(context);
  if (info.viewer) throw redirect('/');
  return info;
}
