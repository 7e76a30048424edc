// Cookie text for Set-Cookie headers, shared by the server adapter and page actions.
import { ROLES, type Role, SESSION_COOKIE, SESSION_DAYS } from './accounts.ts';

export const FLASH_COOKIE = 'flash';

export type Flash = { type: 'success' | 'error'; message: string };

export function serializeCookie(name: string, value: string, opts: { maxAge: number; secure: boolean; httpOnly?: boolean }): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', `Max-Age=${opts.maxAge}`, 'SameSite=Lax'];
  if (opts.httpOnly !== false) parts.push('HttpOnly');
  if (opts.secure) parts.push('Secure');
  return parts.join('; ');
}

export function sessionCookie(token: string, secure: boolean): string {
  return serializeCookie(SESSION_COOKIE, token, { maxAge: SESSION_DAYS * 24 * 60 * 60, secure });
}

export function clearCookie(name: string, secure: boolean): string {
  // Expires as well as Max-Age=0: some older clients only honour Expires.
  return `${serializeCookie(name, '', { maxAge: 0, secure })}; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}

/** A one-time message shown as a toast on the next page (set on a redirect). */
export function flashCookie(flash: Flash, secure: boolean): string {
  return serializeCookie(FLASH_COOKIE, JSON.stringify(flash), { maxAge: 60, secure });
}

export function parseFlash(raw: string | undefined): Flash | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Flash;
    if ((v.type === 'success' || v.type === 'error') && typeof v.message === 'string' && v.message.length <= 300) return v;
  } catch {
    // a tampered cookie is ignored
  }
  return null;
}

/**
 * Who the header greets: the signed-in donor's name and role, readable by the page's own
 * script (not httpOnly). It proves nothing and opens nothing (the `sid` cookie does); it lets
 * a cached public page, the same bytes for everyone, show "Welcome, Asha" without asking the
 * server. Set and cleared with the session cookie; the server corrects it on any page it renders.
 */
export const VIEWER_COOKIE = 'who';

export type ViewerHint = { fullName: string; role: Role };

export function viewerCookieValue(v: ViewerHint): string {
  return JSON.stringify({ n: v.fullName.slice(0, 120), r: v.role });
}

export function viewerCookie(v: ViewerHint, secure: boolean): string {
  return serializeCookie(VIEWER_COOKIE, viewerCookieValue(v), { maxAge: SESSION_DAYS * 24 * 60 * 60, secure, httpOnly: false });
}

export function parseViewerCookie(raw: string | undefined): ViewerHint | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as { n?: unknown; r?: unknown };
    if (typeof v.n === 'string' && v.n.length <= 120 && ROLES.includes(v.r as Role)) return { fullName: v.n, role: v.r as Role };
  } catch {
    // a tampered cookie greets nobody
  }
  return null;
}
