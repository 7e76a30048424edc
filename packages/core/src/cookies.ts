// Cookie text for Set-Cookie headers, shared by the server adapter and page actions.
import { SESSION_COOKIE, SESSION_DAYS } from './accounts.ts';

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
