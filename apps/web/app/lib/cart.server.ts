// Whose cart a page opens: the shop's one cart-owner function (modules/shop/cart-owner.ts), which
// the API uses too, reading the Cookie header as the server reads every cookie. The signed-in
// buyer's (a guest cart the same browser kept joins it first and its cookie is cleared), else the
// guest's cookie's; `make` mints a guest's cookie.
import type { CartOwner } from '@sahyog/core';
import type { RouterContextProvider } from 'react-router';
import { services } from './services.server.ts';
import { requestInfo } from './session.server.ts';

export function cartOwner(context: Readonly<RouterContextProvider>, request: Request, make = false): Promise<{ owner: CartOwner | null; cookies: string[] }> {
  const info = requestInfo(context);
  return services(context).shop.cartOwner(request.headers.get('cookie'), info.viewer?.user.id ?? null, make);
}

export const EMPTY_CART = { lines: [], count: 0, totalPaise: 0, ready: false };
