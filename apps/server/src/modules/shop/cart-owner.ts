// Whose cart a request opens, for the API (routes.ts) and the pages (the web's cart.server.ts)
// alike: the signed-in buyer's (a guest cart the same browser kept joins it first, and its cookie
// is cleared), else the guest's cookie's; `make` mints a guest's cookie. The Cookie header is read
// as every cookie is (platform/cookies.ts): the pages had a parser of their own whose
// decodeURIComponent threw on `%E0%A4%A` (a 500 on /shop/cart, issue 38).
import { CART_COOKIE, CART_COOKIE_DAYS, CART_TOKEN_RE, type CartOwner, clearCookie, serializeCookie } from '@sahyog/core';
import { readCookies } from '../../platform/cookies.ts';
import { newCartToken } from './cart.ts';

export interface CartOwnerAnswer {
  owner: CartOwner | null;
  /** Set-Cookie lines to send with the answer: the guest's new cookie, or its clearing. */
  cookies: string[];
}

export function cartOwners(deps: { join: (token: string, userId: number) => Promise<void>; secureCookies: boolean }) {
  return async function cartOwner(cookieHeader: string | null | undefined, userId: number | null, make: boolean): Promise<CartOwnerAnswer> {
    const raw = readCookies(cookieHeader ?? undefined)[CART_COOKIE];
    const token = raw && CART_TOKEN_RE.test(raw) ? raw : undefined;
    if (userId !== null) {
      if (raw === undefined) return { owner: { userId }, cookies: [] };
      if (token) await deps.join(token, userId);
      return { owner: { userId }, cookies: [clearCookie(CART_COOKIE, deps.secureCookies)] };
    }
    if (token) return { owner: { token }, cookies: [] };
    if (!make) return { owner: null, cookies: [] };
    const fresh = newCartToken();
    return {
      owner: { token: fresh },
      cookies: [serializeCookie(CART_COOKIE, fresh, { maxAge: CART_COOKIE_DAYS * 24 * 60 * 60, secure: deps.secureCookies })],
    };
  };
}
