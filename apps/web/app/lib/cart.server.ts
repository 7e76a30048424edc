// Whose cart a page opens: the signed-in buyer's (a guest cart the same browser kept joins it
// first and its cookie is cleared), else the guest's cookie's; `make` mints a guest's cookie.
// The API does the same for its clients (modules/shop/routes.ts).
import { randomBytes } from 'node:crypto';
import { CART_COOKIE, CART_COOKIE_DAYS, CART_TOKEN_RE, type CartOwner, clearCookie, serializeCookie } from '@sahyog/core';
import type { RouterContextProvider } from 'react-router';
import { services } from './services.server.ts';
import { requestInfo } from './session.server.ts';

function cookieValue(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return undefined;
}

export async function cartOwner(
  context: Readonly<RouterContextProvider>,
  request: Request,
  make = false,
): Promise<{ owner: CartOwner | null; cookies: string[] }> {
  const info = requestInfo(context);
  const raw = cookieValue(request, CART_COOKIE);
  const token = raw && CART_TOKEN_RE.test(raw) ? raw : undefined;
  if (info.viewer) {
    const userId = info.viewer.user.id;
    if (raw === undefined) return { owner: { userId }, cookies: [] };
    if (token) await services(context).shop.joinCart(token, userId);
    return { owner: { userId }, cookies: [clearCookie(CART_COOKIE, info.secureCookies)] };
  }
  if (token) return { owner: { token }, cookies: [] };
  if (!make) return { owner: null, cookies: [] };
  const fresh = randomBytes(24).toString('base64url');
  return {
    owner: { token: fresh },
    cookies: [serializeCookie(CART_COOKIE, fresh, { maxAge: CART_COOKIE_DAYS * 24 * 60 * 60, secure: info.secureCookies })],
  };
}

export const EMPTY_CART = { lines: [], count: 0, totalPaise: 0, ready: false };
