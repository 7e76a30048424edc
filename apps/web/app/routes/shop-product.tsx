import {
  buyingText as bt,
  CART_MAX_QUANTITY,
  discountPercent,
  fellBack,
  formatDate,
  formatINR,
  localPath,
  type ShopVariant,
  seoMessages,
  shopText,
  variantLabel,
} from '@sahyog/core';
import { useContext } from 'react';
import { data } from 'react-router';
import { AskSellerBox } from '../components/AskSeller.tsx';
import { langOf, NotInHindiNotice } from '../components/ContentLanguage.tsx';
import { SellerFacts } from '../components/SellerFacts.tsx';
import { categoryName, ProductPicture, priceText, ShopGrid } from '../components/ShopCard.tsx';
import { publicPageHeaders } from '../lib/cache.ts';
import { breadcrumbLd, ldMeta, productLd } from '../lib/json-ld.ts';
import { Form, Link } from '../lib/links.tsx';
import { ScriptNonce } from '../lib/script-nonce.ts';
import { plainText, seo } from '../lib/seo.ts';
import { services } from '../lib/services.server.ts';
import { redirectWithFlash, requestInfo, requireUser } from '../lib/session.server.ts';
import { type RouteHandle, useSettings } from '../root.tsx';
import type { Route } from './+types/shop-product';

/**
 * Server-rendered, no React on the client (decision 0002): the variation picker is links
 * (?variant=), Like and Follow are forms that post here and come back. One small inline script
 * counts the view (below).
 */
export const handle: RouteHandle = { hydrate: false };

/** The same page for everyone (cached); a signed-in buyer's likes show after their own action. */
export const headers = publicPageHeaders;

const SLUG = /^[a-z0-9-]{1,120}$/;

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { products } = services(context);
  if (!SLUG.test(params.slug)) throw data(shopText.productNotFound, { status: 404 });
  const product = await products.product(params.slug);
  if (!product) throw data(shopText.productNotFound, { status: 404 });
  const info = requestInfo(context);
  const viewer = info.viewer?.user.id;
  const [related, liked, following, ownShop] = await Promise.all([
    products.related(product, params.slug),
    viewer ? products.likes(viewer, product.id) : false,
    viewer ? products.follows(viewer, product.vendor.id) : false,
    viewer ? services(context).vendors.forUser(viewer) : null,
  ]);
  // "Ask the seller" (issue 41): the form for a signed-in buyer, a link for a guest.
  const user = info.viewer?.user;
  const asker = user ? { own: ownShop?.id === product.vendor.id, phone: user.phoneVerified && user.phone ? user.phone : null } : null;
  const url = new URL(request.url);
  const wanted = Number(url.searchParams.get('variant'));
  const chosen = product.variants.find((v) => v.id === wanted) ?? product.variants.find((v) => v.stock > 0) ?? product.variants[0] ?? null;
  return { product, related, liked, following, asker, chosenId: chosen?.id ?? null, publicUrl: info.publicUrl, pageUrl: `${info.publicUrl}${url.pathname}` };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const { user } = requireUser(context, request);
  const { products } = services(context);
  const info = requestInfo(context);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const product = await products.product(params.slug);
  if (!product) throw data(shopText.productNotFound, { status: 404 });
  // Back to the page as it was: the chosen variation is its only parameter.
  const variant = new URL(request.url).searchParams.get('variant');
  const to = `/shop/products/${params.slug}${variant && /^\d{1,10}$/.test(variant) ? `?variant=${variant}` : ''}`;
  const t = shopText;
  let message: string;
  if (intent === 'like') {
    await products.like(user.id, params.slug);
    message = t.liked;
  } else if (intent === 'unlike') {
    await products.unlike(user.id, params.slug);
    message = t.unliked;
  } else if (intent === 'follow') {
    await products.follow(user.id, product.vendor.slug);
    message = t.followed(product.vendor.displayName);
  } else if (intent === 'unfollow') {
    await products.unfollow(user.id, product.vendor.slug);
    message = t.unfollowed(product.vendor.displayName);
  } else throw data('Unknown action', { status: 400 });
  return redirectWithFlash(to, { type: 'success', message }, info.secureCookies);
}

export const meta: Route.MetaFunction = ({ loaderData: d }) => {
  if (!d) return [{ title: shopText.productNotFound }];
  const p = d.product;
  const first = p.images[0];
  const description = plainText(p.descriptionHtml) || shopText.soldBy(p.vendor.displayName);
  const prices = p.variants.length
    ? p.variants.map((v) => ({ pricePaise: v.pricePaise, inStock: v.stock > 0 }))
    : p.listingPricePaise !== null && !p.priceOnRequest
      ? [{ pricePaise: p.listingPricePaise, inStock: true }]
      : [];
  return [
    ...seo({
      title: p.title,
      description,
      url: d.pageUrl,
      type: 'product',
      ...(first
        ? { image: first.jpeg, imageMeta: { width: first.width, height: first.height, type: 'image/jpeg', alt: shopText.shareImageAlt(p.title) } }
        : {}),
    }),
    ...(p.listed ? [] : [{ name: 'robots', content: 'noindex' }]),
    ldMeta(
      productLd(
        {
          title: p.title,
          description,
          images: p.images.map((i) => i.jpeg),
          sku: p.variants.find((v) => v.id === d.chosenId)?.sku,
          brand: p.brand?.name,
          category: p.category.name,
          countryOfOrigin: p.countryOfOrigin,
          prices,
          seller: { name: p.vendor.displayName, url: `${d.publicUrl}${localPath(`/shop/vendors/${p.vendor.slug}`)}` },
        },
        d.pageUrl,
      ),
    ),
    ldMeta(
      breadcrumbLd([
        { name: seoMessages.home, url: `${d.publicUrl}${localPath('/')}` },
        { name: shopText.breadcrumbShop, url: `${d.publicUrl}${localPath('/shop')}` },
        { name: p.title, url: d.pageUrl },
      ]),
    ),
  ];
};

/**
 * The view beacon: a POST without cookies (credentials omitted), so a page served from the
 * cache counts too and nobody is recognised. Opened from one of the shop's lists (the referrer
 * is this site's /shop, search, a shop or another product) it also counts a click.
 */
function beacon(slug: string): string {
  return `(function(){try{var c=0,r=document.referrer;if(r){var u=new URL(r);c=u.origin===location.origin&&/^(\\/hi)?\\/shop(\\/|$)/.test(u.pathname)?1:0}fetch('/api/v1/shop/products/${slug}/view'+(c?'?click=1':''),{method:'POST',credentials:'omit',keepalive:true}).catch(function(){})}catch(e){}})()`;
}

function VariantPicker({ variants, chosen }: { variants: ShopVariant[]; chosen: ShopVariant }) {
  const t = shopText;
  const names = Object.keys(chosen.attributes);
  if (variants.length < 2) return null;
  return (
    <fieldset className="mt-5">
      <legend className="text-sm font-semibold">{names.length ? t.choose(names.join(' / ')) : t.variations}</legend>
      <ul className="mt-2 flex flex-wrap gap-2">
        {variants.map((v) => {
          const current = v.id === chosen.id;
          return (
            <li key={v.id}>
              <Link
                to={`?variant=${v.id}`}
                replace
                preventScrollReset
                aria-current={current ? 'true' : undefined}
                className={`flex min-h-11 flex-col justify-center rounded-xl border px-3 py-1 text-sm no-underline ${
                  current ? 'border-2 border-accent-700 bg-accent-50' : 'border-stone-400 bg-white hover:border-accent-700'
                } ${v.stock > 0 ? '' : 'text-muted'}`}
              >
                <span className="font-semibold">{variantLabel(v.attributes) || v.sku}</span>
                <span>{v.stock > 0 ? formatINR(v.pricePaise) : t.outOfStock}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

function Price({
  variant,
  listing,
}: {
  variant: ShopVariant | null;
  listing: { listingPricePaise: number | null; priceOnRequest: boolean; minPricePaise: number | null; maxPricePaise: number | null };
}) {
  const t = shopText;
  if (!variant) return <p className="mt-3 text-2xl font-bold">{priceText(listing)}</p>;
  const off = discountPercent(variant.mrpPaise, variant.pricePaise);
  return (
    <div className="mt-3">
      <p className="flex flex-wrap items-baseline gap-x-3">
        {off > 0 ? <span className="text-lg font-semibold text-red-800">−{off}%</span> : null}
        <span className="text-3xl font-bold">{formatINR(variant.pricePaise)}</span>
      </p>
      {off > 0 ? (
        <p className="text-sm text-muted">
          {t.mrp}: <s>{formatINR(variant.mrpPaise)}</s> <span className="font-semibold text-red-800">({t.off(off)})</span>
        </p>
      ) : null}
      <p className="text-sm text-muted">{t.inclTaxes}</p>
      <p className={`mt-2 text-sm font-semibold ${variant.stock > 0 ? 'text-accent-800' : 'text-red-800'}`}>
        {variant.stock === 0 ? t.outOfStock : variant.stock <= 5 ? t.fewLeft(variant.stock) : t.inStock}
      </p>
    </div>
  );
}

export default function ShopProduct({ loaderData }: Route.ComponentProps) {
  const { product: p, related, liked, following, asker, chosenId } = loaderData;
  const settings = useSettings();
  const nonce = useContext(ScriptNonce);
  const t = shopText;
  const chosen = p.variants.find((v) => v.id === chosenId) ?? null;
  const v = p.vendor;
  const mail = `mailto:${v.supportEmail}?subject=${encodeURIComponent(t.inquirySubject(p.title))}`;
  const grievanceEmail = settings?.grievanceEmail || settings?.email || '';
  return (
    <article className="container-page pb-12 pt-4 sm:pt-8">
      <nav aria-label={t.breadcrumbLabel} className="text-sm text-muted">
        <Link to="/shop" className="inline-flex min-h-11 items-center">
          {t.breadcrumbShop}
        </Link>
        <span aria-hidden="true"> › </span>
        <Link to={`/shop/search?category=${p.category.slug}`} className="inline-flex min-h-11 items-center">
          {categoryName(p.category)}
        </Link>
      </nav>
      <NotInHindiNotice show={fellBack([p])} className="mb-4" />
      <div className="grid gap-6 lg:grid-cols-2 lg:gap-10">
        <div className="min-w-0">
          {/* Swipe through the photos: a scroll-snap row, no script. */}
          <ul className="no-scrollbar -mx-4 flex snap-x snap-mandatory gap-2 overflow-x-auto px-4 sm:mx-0 sm:px-0" aria-label={t.details}>
            {(p.images.length ? p.images : [null]).map((img, i) => (
              <li key={img?.jpeg ?? 'none'} className="w-[88%] shrink-0 snap-center sm:w-full">
                <ProductPicture
                  image={img}
                  alt={p.images.length > 1 ? `${p.title} (${t.photo(i + 1, p.images.length)})` : p.title}
                  eager={i === 0}
                  size={800}
                  className="rounded-xl border border-line"
                />
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h1 className="text-2xl font-bold leading-tight sm:text-3xl" {...langOf(p)}>
            {p.title}
          </h1>
          <p className="mt-1 text-sm">
            <Link to={`/shop/vendors/${v.slug}`} className="inline-flex min-h-11 items-center font-semibold">
              {t.soldBy(v.displayName)}
            </Link>
            <span className="text-muted"> · {v.city}</span>
          </p>
          <Price variant={chosen} listing={p} />
          {chosen ? <VariantPicker variants={p.variants} chosen={chosen} /> : null}
          <div className="mt-6 rounded-xl border border-line bg-white p-4">
            {chosen && p.kind !== 'listing' ? (
              chosen.stock > 0 ? (
                <Form method="post" action="/shop/cart" className="mb-3 flex items-end gap-3">
                  <input type="hidden" name="intent" value="add" />
                  <input type="hidden" name="variantId" value={chosen.id} />
                  <input type="hidden" name="product" value={p.slug ?? ''} />
                  <label className="text-sm">
                    <span className="block font-semibold">{bt.quantity}</span>
                    <select name="quantity" defaultValue="1" className="mt-1 min-h-12 rounded-xl border border-stone-400 bg-white px-3">
                      {Array.from({ length: Math.min(chosen.stock, CART_MAX_QUANTITY) }, (_, i) => i + 1).map((n) => (
                        <option key={n} value={n}>
                          {n}
                        </option>
                      ))}
                    </select>
                  </label>
                  <button type="submit" className="btn-primary min-h-12 flex-1">
                    {bt.addToCart}
                  </button>
                </Form>
              ) : null
            ) : null}
            <a href={mail} className={chosen && p.kind !== 'listing' && chosen.stock > 0 ? 'btn-quiet w-full' : 'btn-primary w-full'}>
              {t.inquire}
            </a>
            <p className="mt-2 text-sm text-muted">{p.kind === 'listing' ? t.inquireLead : bt.notADonation}</p>
            <p className="mt-1 text-sm">
              {t.callSeller}{' '}
              <a href={`tel:${v.supportPhone.replace(/[^\d+]/g, '')}`} className="inline-flex min-h-11 items-center font-semibold">
                {v.supportPhone.replace(/ /g, '\u00a0')}
              </a>
            </p>
          </div>
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <Form method="post">
              <input type="hidden" name="intent" value={liked ? 'unlike' : 'like'} />
              <button type="submit" className="btn-quiet" aria-pressed={liked}>
                <span aria-hidden="true">{liked ? '♥' : '♡'}</span> {liked ? t.unlike : t.like}
              </button>
            </Form>
            <span className="text-sm text-muted">{t.likes(p.likes)}</span>
          </div>
        </div>
      </div>

      <div className="mt-10 grid gap-8 lg:grid-cols-[minmax(0,1fr)_360px]">
        <div className="min-w-0 space-y-8">
          {p.packageItems.length ? (
            <section aria-labelledby="p-package">
              <h2 id="p-package" className="text-xl font-bold">
                {t.inPackage}
              </h2>
              <ul className="mt-2 space-y-1">
                {p.packageItems.map((i) => (
                  <li key={`${i.slug}-${i.label}`}>
                    {`${i.quantity} × `}
                    <Link to={`/shop/products/${i.slug}`}>{i.title}</Link> <span className="text-muted">({i.label})</span>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {p.descriptionHtml ? (
            <section aria-labelledby="p-about">
              <h2 id="p-about" className="text-xl font-bold">
                {t.description}
              </h2>
              {/* Sanitized when the vendor saved it (platform/rich-text.ts). */}
              <div className="prose-body mt-2" {...langOf(p)} dangerouslySetInnerHTML={{ __html: p.descriptionHtml }} />
            </section>
          ) : null}
          <section aria-labelledby="p-details">
            <h2 id="p-details" className="text-xl font-bold">
              {t.details}
            </h2>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
              <dt className="text-muted">{t.categoryLabel}</dt>
              <dd>{categoryName(p.category)}</dd>
              {p.brand ? (
                <>
                  <dt className="text-muted">{t.brandLabel}</dt>
                  <dd>{p.brand.name}</dd>
                </>
              ) : null}
              {chosen ? (
                <>
                  <dt className="text-muted">{t.sku}</dt>
                  <dd>{chosen.sku}</dd>
                </>
              ) : null}
              {p.hsnCode ? (
                <>
                  <dt className="text-muted">{t.hsn}</dt>
                  <dd>{p.hsnCode}</dd>
                </>
              ) : null}
              {p.gstRateBp ? (
                <>
                  <dt className="text-muted">{t.gst}</dt>
                  <dd>{p.gstRateBp / 100}%</dd>
                </>
              ) : null}
              <dt className="text-muted">{t.origin}</dt>
              <dd>{p.countryOfOrigin}</dd>
            </dl>
          </section>
        </div>
        <aside aria-labelledby="p-seller" className="h-fit rounded-xl border border-line bg-white p-5">
          <h2 id="p-seller" className="text-lg font-bold">
            {t.sellerDetails}
          </h2>
          <p className="mt-2 font-semibold">{v.displayName}</p>
          <p className="text-sm text-muted">
            {t.followers(v.followers)} · {t.sellingSince(formatDate(v.since))}
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Form method="post">
              <input type="hidden" name="intent" value={following ? 'unfollow' : 'follow'} />
              <button type="submit" className={following ? 'btn-quiet' : 'btn-secondary'} aria-pressed={following}>
                {following ? t.unfollow : t.follow}
              </button>
            </Form>
            <Link to={`/shop/vendors/${v.slug}`} className="btn-quiet">
              {t.visitShop}
            </Link>
          </div>
          <dl className="mt-4 space-y-3 text-sm">
            <SellerFacts vendor={v} />
            <div>
              <dt className="font-semibold">{t.grievance}</dt>
              <dd>
                {settings?.grievanceOfficer ? <span className="block">{settings.grievanceOfficer}</span> : null}
                <span className="block">{settings?.foundationName}</span>
                {grievanceEmail ? (
                  <a href={`mailto:${grievanceEmail}`} className="break-all">
                    {grievanceEmail}
                  </a>
                ) : null}
                {settings?.helpline ? <span className="block">{settings.helpline}</span> : null}
                <span className="mt-1 block text-muted">{t.grievanceLead}</span>
              </dd>
            </div>
          </dl>
        </aside>
      </div>
      {p.listed ? <AskSellerBox target={{ product: p.slug }} asker={asker} className="mt-8 max-w-2xl" /> : null}

      {related.length ? (
        <section aria-labelledby="p-related" className="mt-10">
          <h2 id="p-related" className="text-xl font-bold">
            {t.related}
          </h2>
          <div className="mt-4">
            <ShopGrid products={related} />
          </div>
        </section>
      ) : null}
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: beacon(p.slug) }} />
    </article>
  );
}
