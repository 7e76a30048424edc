// A product in the shop's lists (/shop, search, a vendor's page, related): its photo, title,
// price and seller, the whole card one link. No cart: buying is part 2 of the shop.
import { type ShopCard as Card, currentLanguage, formatINR, shopText } from '@sahyog/core';
import { Form, Link } from '../lib/links.tsx';
import { langOf } from './ContentLanguage.tsx';

/** "₹450", "From ₹450" when its variations differ, or "Price on request". */
export function priceText(c: { minPricePaise: number | null; maxPricePaise: number | null; priceOnRequest: boolean }): string {
  if (c.priceOnRequest || c.minPricePaise === null) return shopText.priceOnRequest;
  const min = formatINR(c.minPricePaise);
  return c.maxPricePaise !== null && c.maxPricePaise > c.minPricePaise ? shopText.from(min) : min;
}

export function ProductPicture({
  image,
  alt,
  eager = false,
  className = '',
  size = 400,
}: {
  image: { jpeg: string; webp: string; width: number; height: number } | null;
  alt: string;
  eager?: boolean;
  className?: string;
  size?: number;
}) {
  if (!image) return <div className={`aspect-square w-full bg-stone-100 ${className}`} />;
  return (
    <picture>
      {image.webp ? <source type="image/webp" srcSet={image.webp} /> : null}
      <img
        src={image.jpeg}
        alt={alt}
        width={size}
        height={size}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        {...(eager ? { fetchPriority: 'high' as const } : {})}
        className={`aspect-square w-full bg-stone-100 object-cover ${className}`}
      />
    </picture>
  );
}

/** A card's title is a heading one level under the section it sits in (h2 on a page with only an h1 above). */
export type CardHeading = 'h2' | 'h3';

export function ShopCard({ product: c, eager = false, heading: Heading = 'h3' }: { product: Card; eager?: boolean; heading?: CardHeading }) {
  const t = shopText;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-line bg-white transition-shadow hover:shadow-md">
      <ProductPicture image={c.image} alt="" eager={eager} />
      <div className="flex flex-1 flex-col gap-1 p-3">
        {c.kind !== 'product' ? (
          <p className="text-xs font-semibold uppercase tracking-wider text-accent-800">{c.kind === 'listing' ? t.service : t.package}</p>
        ) : null}
        <Heading className="line-clamp-2 text-sm font-medium leading-snug sm:text-base">
          <Link to={`/shop/products/${c.slug}`} className="no-underline after:absolute after:inset-0 group-hover:text-accent-800" {...langOf(c)}>
            {c.title}
          </Link>
        </Heading>
        <p className="mt-auto pt-1 text-base font-bold">{priceText(c)}</p>
        {!c.inStock ? <p className="text-xs font-medium text-red-800">{t.outOfStock}</p> : null}
        <p className="truncate text-xs text-muted">
          {c.vendorName} · {c.city}
        </p>
      </div>
    </article>
  );
}

/** A grid of cards: two across on a phone, four on a wide screen. */
export function ShopGrid({ products, eagerFirst = 0, heading = 'h3' }: { products: Card[]; eagerFirst?: number; heading?: CardHeading }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
      {products.map((p, i) => (
        <li key={p.slug}>
          <ShopCard product={p} eager={i < eagerFirst} heading={heading} />
        </li>
      ))}
    </ul>
  );
}

/** The search box every shop page starts with: a plain GET form (works without JavaScript). */
export function ShopSearchBox({ q = '' }: { q?: string }) {
  const t = shopText;
  return (
    <Form method="get" action="/shop/search" role="search" className="flex gap-2">
      <label htmlFor="shop-q" className="sr-only">
        {t.searchLabel}
      </label>
      <input
        id="shop-q"
        name="q"
        type="search"
        defaultValue={q}
        placeholder={t.searchPlaceholder}
        maxLength={100}
        className="min-h-11 w-full flex-1 rounded-full border border-stone-400 bg-white px-5 text-base"
      />
      <button type="submit" className="btn-primary shrink-0">
        {t.searchButton}
      </button>
    </Form>
  );
}

/** A category's name in the page's language (staff may give a Hindi name). */
export const categoryName = (c: { name: string; nameHi: string | null }) => (currentLanguage() === 'hi' && c.nameHi ? c.nameHi : c.name);
