// The cart (issue 25): a guest's or a buyer's, grouped by seller, each line priced and checked
// against the stock now. Plain forms (no React on the client): add (from a product page),
// change a quantity, remove; then checkout, or sign in first.
import { buyingText as bt, CART_MAX_QUANTITY, type CartLine, cartItemInput, formatINR } from '@sahyog/core';
import { data } from 'react-router';
import { cartOwner, EMPTY_CART } from '../lib/cart.server.ts';
import { check, expected, formObject } from '../lib/forms.ts';
import { Form, Link } from '../lib/links.tsx';
import { seo } from '../lib/seo.ts';
import { services } from '../lib/services.server.ts';
import { redirectWithFlash, requestInfo } from '../lib/session.server.ts';
import type { RouteHandle } from '../root.tsx';
import type { Route } from './+types/shop-cart';

export const handle: RouteHandle = { hydrate: false };

export const meta: Route.MetaFunction = () => [...seo({ title: bt.cartTitle, description: bt.cartTitle }), { name: 'robots', content: 'noindex' }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { owner, cookies } = await cartOwner(context, request);
  const cart = owner ? await services(context).shop.cart(owner) : EMPTY_CART;
  const headers = new Headers({ 'cache-control': 'no-store' });
  for (const c of cookies) headers.append('Set-Cookie', c);
  return data({ cart, signedIn: requestInfo(context).viewer !== null }, { headers });
}

export async function action({ context, request }: Route.ActionArgs) {
  const { shop } = services(context);
  const info = requestInfo(context);
  const form = formObject(await request.formData());
  const { owner, cookies } = await cartOwner(context, request, form.intent === 'add');
  // Back where the buyer was: the product page when adding, else the cart.
  const back = form.intent === 'add' && /^[a-z0-9-]{1,120}$/.test(form.product ?? '') ? `/shop/products/${form.product}` : '/shop/cart';
  try {
    if (!owner) throw data('No cart', { status: 400 });
    if (form.intent === 'add') {
      const r = check(cartItemInput, form);
      if (!r.ok) return redirectWithFlash(back, { type: 'error', message: Object.values(r.errors)[0] ?? bt.quantityInvalid }, info.secureCookies, cookies);
      await shop.addToCart(owner, r.data);
      return redirectWithFlash('/shop/cart', { type: 'success', message: bt.added }, info.secureCookies, cookies);
    }
    const r = check(cartItemInput, form);
    if (!r.ok)
      return redirectWithFlash('/shop/cart', { type: 'error', message: Object.values(r.errors)[0] ?? bt.quantityInvalid }, info.secureCookies, cookies);
    if (form.intent === 'update') await shop.setQuantity(owner, r.data.variantId, r.data.quantity);
    else if (form.intent === 'remove') await shop.removeFromCart(owner, r.data.variantId);
    else throw data('Unknown action', { status: 400 });
    return redirectWithFlash('/shop/cart', { type: 'success', message: form.intent === 'remove' ? bt.removed : bt.updated }, info.secureCookies, cookies);
  } catch (caught) {
    if (caught instanceof Response) throw caught;
    const e = expected(caught);
    return redirectWithFlash(back, { type: 'error', message: e.message }, info.secureCookies, cookies);
  }
}

/** The lines of one seller, in the order they were added. */
function bySeller(lines: CartLine[]): { name: string; slug: string; lines: CartLine[] }[] {
  const groups = new Map<number, { name: string; slug: string; lines: CartLine[] }>();
  for (const l of lines) {
    const g = groups.get(l.vendor.id) ?? { name: l.vendor.name, slug: l.vendor.slug, lines: [] };
    g.lines.push(l);
    groups.set(l.vendor.id, g);
  }
  return [...groups.values()];
}

function Line({ line }: { line: CartLine }) {
  const max = Math.max(1, Math.min(CART_MAX_QUANTITY, line.stock ?? line.quantity));
  return (
    <li className="flex gap-3 py-4">
      {line.image ? (
        <img src={line.image} alt="" width={72} height={72} loading="lazy" className="h-18 w-18 shrink-0 rounded-xl bg-stone-100 object-cover" />
      ) : (
        <div aria-hidden="true" className="h-18 w-18 shrink-0 rounded-xl bg-stone-100" />
      )}
      <div className="min-w-0 flex-1">
        <p className="font-semibold leading-snug">{line.productSlug ? <Link to={`/shop/products/${line.productSlug}`}>{line.title}</Link> : line.title}</p>
        {line.variantLabel ? <p className="text-sm text-muted">{line.variantLabel}</p> : null}
        {line.pricePaise ? <p className="text-sm text-muted">{bt.each(formatINR(line.pricePaise))}</p> : null}
        {!line.available ? <p className="mt-1 text-sm font-semibold text-red-800">{line.stock === null ? bt.unavailable : bt.onlyLeft(line.stock)}</p> : null}
        <div className="mt-2 flex flex-wrap items-end gap-2">
          {line.stock !== null ? (
            <Form method="post" className="flex items-end gap-2">
              <input type="hidden" name="intent" value="update" />
              <input type="hidden" name="variantId" value={line.variantId} />
              <label className="text-sm">
                <span className="block font-semibold">{bt.quantity}</span>
                <select name="quantity" defaultValue={Math.min(line.quantity, max)} className="mt-1 min-h-11 rounded-xl border border-stone-400 bg-white px-3">
                  {Array.from({ length: max }, (_, i) => i + 1).map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </select>
              </label>
              <button type="submit" className="btn-quiet min-h-11 px-4 text-sm" aria-label={`${bt.update}: ${line.title}`}>
                {bt.update}
              </button>
            </Form>
          ) : null}
          <Form method="post">
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="variantId" value={line.variantId} />
            <input type="hidden" name="quantity" value="1" />
            <button type="submit" className="btn-quiet min-h-11 px-4 text-sm" aria-label={`${bt.remove}: ${line.title}`}>
              {bt.remove}
            </button>
          </Form>
        </div>
      </div>
      <p className="shrink-0 font-semibold tabular-nums">{line.lineTotalPaise ? formatINR(line.lineTotalPaise) : ''}</p>
    </li>
  );
}

export default function ShopCart({ loaderData }: Route.ComponentProps) {
  const { cart, signedIn } = loaderData;
  return (
    <div className="container-page max-w-3xl py-6 sm:py-10">
      <h1 className="text-3xl font-bold tracking-tight">{bt.cartTitle}</h1>
      {cart.lines.length === 0 ? (
        <div className="card mt-6 p-6 text-center">
          <p className="font-semibold">{bt.cartEmpty}</p>
          <p className="mt-1 text-muted">{bt.cartEmptyHint}</p>
          <Link to="/shop" className="btn-primary mt-4">
            {bt.browseShop}
          </Link>
        </div>
      ) : (
        <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_320px] lg:items-start">
          <div className="space-y-4">
            {bySeller(cart.lines).map((g) => (
              <section key={g.slug || g.name} className="card px-4 sm:px-5" aria-label={bt.soldBy(g.name || bt.unavailable)}>
                <h2 className="border-b border-line py-3 text-sm font-semibold text-muted">
                  {g.slug ? <Link to={`/shop/vendors/${g.slug}`}>{bt.soldBy(g.name)}</Link> : bt.unavailable}
                </h2>
                <ul className="divide-y divide-line">
                  {g.lines.map((l) => (
                    <Line key={l.variantId} line={l} />
                  ))}
                </ul>
              </section>
            ))}
          </div>
          <aside className="card space-y-3 p-5 lg:sticky lg:top-4" aria-labelledby="cart-total">
            <p id="cart-total" className="flex justify-between text-lg font-bold">
              <span>{bt.subtotal}</span>
              <span className="tabular-nums">{formatINR(cart.totalPaise)}</span>
            </p>
            <p className="text-sm text-muted">{bt.taxIncluded}</p>
            <p className="text-sm text-muted">{bt.notADonation}</p>
            {!cart.ready ? <p className="text-sm font-semibold text-red-800">{bt.removeUnavailable}</p> : null}
            {cart.ready ? (
              <Link to={signedIn ? '/shop/checkout' : '/login?redirectTo=%2Fshop%2Fcheckout'} className="btn-primary w-full">
                {signedIn ? bt.checkout : bt.signInToCheckout}
              </Link>
            ) : null}
          </aside>
        </div>
      )}
    </div>
  );
}
