// The shop's buyer side (issue 24, "Buyers find"; decision 0047): search, product and vendor
// pages, likes, and views and clicks counted without knowing who.
//
// One rule decides what buyers see (`listedToBuyers` / `openToBuyers`), joined to the vendor's
// row in the same statement, so a suspended vendor's products vanish from every list and page at
// once. Search is PostgreSQL full-text search (English stemming, a GIN index); when it finds
// nothing, each word is corrected by trigram similarity against the catalogue's own words
// (shop_search_words, pg_trgm) and searched again: "sareee" finds sarees, "terracota" terracotta.
// The count stops at SHOP_COUNT_CAP, so a broad word never counts 100,000 rows.
import {
  AppError,
  inContentLanguage,
  indiaDay,
  SHOP_COUNT_CAP,
  SHOP_PAGE_SIZE,
  type ShopApi,
  type ShopCard,
  type ShopCategory,
  type ShopProduct,
  type ShopSearch,
  type ShopSearchResult,
  shopText,
} from '@sahyog/core';
import { type Db, schema as s } from '@sahyog/db';
import { and, asc, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import { shownDescription } from '../../platform/rich-text.ts';
import type { VendorsService } from '../vendors/index.ts';

const p = s.products;
const v = s.vendors;

/** Shown on the vendor's and the product's page (not in lists when staff hid it). */
export const openToBuyers = (): SQL => and(eq(p.status, 'published'), ne(p.moderation, 'taken_down'), eq(v.status, 'approved')) as SQL;
/** In lists and search: published, not hidden or taken down, and its vendor approved. */
export const listedToBuyers = (): SQL => and(eq(p.status, 'published'), eq(p.moderation, 'visible'), eq(v.status, 'approved')) as SQL;

const cardColumns = {
  slug: p.slug,
  title: p.title,
  titleHi: p.titleHi,
  kind: p.kind,
  images: p.images,
  minPricePaise: p.minPricePaise,
  maxPricePaise: p.maxPricePaise,
  priceOnRequest: p.priceOnRequest,
  inStock: p.inStock,
  likes: p.likes,
  views: p.views,
  vendorName: v.displayName,
  vendorSlug: v.slug,
  city: v.city,
};

type CardRow = {
  slug: string | null;
  title: string;
  titleHi: string | null;
  kind: ShopCard['kind'];
  images: { jpeg: string; webp: string; width: number; height: number }[];
  minPricePaise: number | null;
  maxPricePaise: number | null;
  priceOnRequest: boolean;
  inStock: boolean;
  likes: number;
  views: number;
  vendorName: string;
  vendorSlug: string | null;
  city: string;
};

const toCard = (r: CardRow): ShopCard => ({
  slug: r.slug ?? '',
  ...inContentLanguage({ title: r.title }, { title: r.titleHi }),
  kind: r.kind,
  image: r.images[0] ?? null,
  minPricePaise: r.minPricePaise,
  maxPricePaise: r.maxPricePaise,
  priceOnRequest: r.priceOnRequest,
  inStock: r.inStock,
  likes: r.likes,
  views: r.views,
  vendorName: r.vendorName,
  vendorSlug: r.vendorSlug ?? '',
  city: r.city,
});

/** A product is liked, viewed or opened by its address; a published one always has one. */
const SLUG = /^[a-z0-9-]{1,120}$/;

/** Past this many matches, relevance is popularity: ranking thousands of equal titles costs more than it tells. */
export const RANKED_MATCHES_MAX = 500;

/** The words search corrects towards, from a product's search text: letters only, 3 to 40 long. */
export function shopService(deps: { db: Db; vendors: VendorsService; listsFresh?: { ms: number; generation: () => number } | undefined }) {
  const { db, vendors } = deps;

  /**
   * The search page's filter lists (categories, brands, cities) change when staff or a vendor
   * change something, which clears the page cache: until then, each search page that renders
   * reuses them instead of reading them again (three queries of every render, cities the
   * costliest).
   */
  function reused<T>(read: () => Promise<T>): () => Promise<T> {
    let kept: { at: number; generation: number; value: Promise<T> } | undefined;
    return () => {
      const fresh = deps.listsFresh;
      if (!fresh || fresh.ms <= 0) return read();
      const now = Date.now();
      const generation = fresh.generation();
      if (kept && kept.generation === generation && now - kept.at < fresh.ms) return kept.value;
      const value = read();
      kept = { at: now, generation, value };
      // A failed read is not kept.
      value.catch(() => {
        if (kept?.value === value) kept = undefined;
      });
      return value;
    };
  }

  /** Each word of `q` as the closest word the catalogue has (trigram similarity ≥ 0.3), or null when none is close. */
  async function corrected(q: string): Promise<string | null> {
    const words = [
      ...new Set(
        q
          .toLowerCase()
          .split(/[\s\p{P}]+/u)
          .filter((w) => w.length >= 3 && w.length <= 40 && !/\d/.test(w)),
      ),
    ].slice(0, 6);
    if (!words.length) return null;
    const fixed: string[] = [];
    for (const w of words) {
      const [best] = await db
        .select({ word: s.shopSearchWords.word })
        .from(s.shopSearchWords)
        .where(sql`${s.shopSearchWords.word} % ${w}`)
        .orderBy(sql`similarity(${s.shopSearchWords.word}, ${w}) desc`, asc(s.shopSearchWords.word))
        .limit(1);
      fixed.push(best?.word ?? w);
    }
    const out = fixed.join(' ');
    return out === words.join(' ') ? null : out;
  }

  async function find(query: ShopSearch & { vendorId?: number }): Promise<ShopSearchResult> {
    const typed = query.q?.trim() ?? '';
    const filters: SQL[] = [listedToBuyers()];
    if (query.category) {
      // A category holds its sub-categories' products too (two levels).
      filters.push(
        sql`${p.categoryId} in (select c.id from ${s.shopCategories} c where c.slug = ${query.category} or c.parent_id = (select id from ${s.shopCategories} where slug = ${query.category}))`,
      );
    }
    if (query.brand) filters.push(sql`${p.brandId} = (select id from ${s.brands} where slug = ${query.brand})`);
    // A product is in a price range when one of its variations is: its span overlaps the range.
    if (query.minPaise !== undefined) filters.push(sql`${p.maxPricePaise} >= ${query.minPaise}`);
    if (query.maxPaise !== undefined) filters.push(sql`${p.minPricePaise} <= ${query.maxPaise}`);
    if (query.city) filters.push(sql`lower(${v.city}) = lower(${query.city})`);
    if (query.inStock) filters.push(eq(p.inStock, true));
    if (query.vendorId !== undefined) filters.push(eq(p.vendorId, query.vendorId));

    // websearch_to_tsquery takes what people type ("block print" -kurta, quotes) and never fails on syntax.
    const matching = (q: string) => (q ? and(...filters, sql`${p.search} @@ websearch_to_tsquery('english', ${q})`) : and(...filters));
    const count = async (where: SQL | undefined) => {
      const capped = db
        .select({ one: sql`1` })
        .from(p)
        .innerJoin(v, eq(v.id, p.vendorId))
        .where(where)
        .limit(SHOP_COUNT_CAP + 1)
        .as('matching');
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(capped);
      return Number(row?.n ?? 0);
    };

    let q = typed;
    let n = await count(matching(q));
    if (n === 0 && q) {
      // Nothing for the words as typed: try them spelt as the catalogue spells them.
      const fixed = await corrected(q);
      if (fixed) {
        q = fixed;
        n = await count(matching(q));
      }
    }
    const filter = matching(q);
    const sort = query.sort ?? (q ? 'relevance' : 'newest');
    const order: SQL[] =
      sort === 'relevance' && q && n <= RANKED_MATCHES_MAX
        ? [sql`ts_rank(${p.search}, websearch_to_tsquery('english', ${q})) desc`, desc(p.views), desc(p.id)]
        : sort === 'relevance' && q
          ? [desc(p.views), desc(p.id)]
          : sort === 'price-asc'
            ? [sql`${p.minPricePaise} asc nulls last`, asc(p.id)]
            : sort === 'price-desc'
              ? [sql`${p.maxPricePaise} desc nulls last`, desc(p.id)]
              : sort === 'popular'
                ? [desc(p.views), desc(p.id)]
                : sort === 'relevance'
                  ? [desc(p.featured), sql`${p.publishedAt} desc nulls last`, desc(p.id)]
                  : [sql`${p.publishedAt} desc nulls last`, desc(p.id)];

    const page = query.page ?? 1;
    const total = Math.min(n, SHOP_COUNT_CAP);
    const rows =
      (page - 1) * SHOP_PAGE_SIZE < total
        ? await db
            .select(cardColumns)
            .from(p)
            .innerJoin(v, eq(v.id, p.vendorId))
            .where(filter)
            .orderBy(...order)
            .limit(SHOP_PAGE_SIZE)
            .offset((page - 1) * SHOP_PAGE_SIZE)
        : [];
    return {
      items: rows.map(toCard),
      total,
      totalCapped: n > SHOP_COUNT_CAP,
      page,
      pages: Math.max(1, Math.ceil(total / SHOP_PAGE_SIZE)),
      pageSize: SHOP_PAGE_SIZE,
      ...(q !== typed ? { searchedFor: q } : {}),
    };
  }

  async function cards(order: SQL[], extra?: SQL, limit = 8): Promise<ShopCard[]> {
    const rows = await db
      .select(cardColumns)
      .from(p)
      .innerJoin(v, eq(v.id, p.vendorId))
      .where(extra ? and(listedToBuyers(), extra) : listedToBuyers())
      .orderBy(...order)
      .limit(limit);
    return rows.map(toCard);
  }

  async function product(slug: string): Promise<ShopProduct | null> {
    if (!SLUG.test(slug)) return null;
    const [row] = await db
      .select({
        product: p,
        vendorSlug: v.slug,
        categorySlug: s.shopCategories.slug,
        categoryName: s.shopCategories.name,
        categoryNameHi: s.shopCategories.nameHi,
        brandSlug: s.brands.slug,
        brandName: s.brands.name,
      })
      .from(p)
      .innerJoin(v, eq(v.id, p.vendorId))
      .innerJoin(s.shopCategories, eq(s.shopCategories.id, p.categoryId))
      .leftJoin(s.brands, eq(s.brands.id, p.brandId))
      .where(and(eq(p.slug, slug), openToBuyers()));
    if (!row?.vendorSlug) return null;
    const [vendor, variants, packageItems] = await Promise.all([
      vendors.publicBySlug(row.vendorSlug),
      db
        .select({
          id: s.productVariants.id,
          sku: s.productVariants.sku,
          attributes: s.productVariants.attributes,
          mrpPaise: s.productVariants.mrpPaise,
          pricePaise: s.productVariants.pricePaise,
          stock: s.productVariants.stock,
        })
        .from(s.productVariants)
        .where(eq(s.productVariants.productId, row.product.id))
        .orderBy(asc(s.productVariants.sort), asc(s.productVariants.id)),
      row.product.kind === 'package'
        ? db
            .select({ title: p.title, slug: p.slug, attributes: s.productVariants.attributes, sku: s.productVariants.sku, quantity: s.packageItems.quantity })
            .from(s.packageItems)
            .innerJoin(s.productVariants, eq(s.productVariants.id, s.packageItems.variantId))
            .innerJoin(p, eq(p.id, s.productVariants.productId))
            .where(eq(s.packageItems.packageId, row.product.id))
            .orderBy(asc(p.title))
        : Promise.resolve([]),
    ]);
    if (!vendor) return null;
    const r = row.product;
    return {
      id: r.id,
      slug,
      kind: r.kind,
      ...inContentLanguage(
        { title: r.title, descriptionHtml: shownDescription(r.descriptionHtml) },
        { title: r.titleHi, descriptionHtml: r.descriptionHtmlHi === null ? null : shownDescription(r.descriptionHtmlHi) },
      ),
      category: { slug: row.categorySlug, name: row.categoryName, nameHi: row.categoryNameHi },
      brand: row.brandSlug && row.brandName ? { slug: row.brandSlug, name: row.brandName } : null,
      tags: r.tags,
      hsnCode: r.hsnCode,
      gstRateBp: r.gstRateBp,
      countryOfOrigin: r.countryOfOrigin,
      images: r.images,
      listingPricePaise: r.listingPricePaise,
      priceOnRequest: r.priceOnRequest,
      minPricePaise: r.minPricePaise,
      maxPricePaise: r.maxPricePaise,
      inStock: r.inStock,
      likes: r.likes,
      listed: r.moderation === 'visible',
      variants,
      packageItems: packageItems.map((i) => ({
        title: i.title,
        slug: i.slug ?? '',
        label: Object.values(i.attributes).join(' · ') || i.sku,
        quantity: i.quantity,
      })),
      vendor,
      publishedAt: r.publishedAt?.toISOString() ?? null,
      updatedAt: r.updatedAt.toISOString(),
    };
  }

  /**
   * Up to 8: the same vendor's most viewed, then the same category's newest. Two small reads,
   * each answered by an index (a vendor's products; the listed category index in its order).
   */
  async function related(product: { id: number; vendor: { id: number } }, slug: string): Promise<ShopCard[]> {
    void slug;
    const [own, near] = await Promise.all([
      cards([desc(p.views), desc(p.id)], and(eq(p.vendorId, product.vendor.id), ne(p.id, product.id)), 4),
      cards(
        [sql`${p.publishedAt} desc nulls last`, desc(p.id)],
        and(ne(p.id, product.id), sql`${p.categoryId} = (select category_id from ${p} where id = ${product.id})`),
        8,
      ),
    ]);
    const seen = new Set<string>();
    return [...own, ...near].filter((c) => !seen.has(c.slug) && seen.add(c.slug)).slice(0, 8);
  }

  async function categories(): Promise<ShopCategory[]> {
    const rows = await db
      .select({
        id: s.shopCategories.id,
        parentId: s.shopCategories.parentId,
        slug: s.shopCategories.slug,
        name: s.shopCategories.name,
        nameHi: s.shopCategories.nameHi,
      })
      .from(s.shopCategories)
      .orderBy(asc(s.shopCategories.sort), asc(s.shopCategories.name));
    const leaf = ({ id, slug, name, nameHi }: (typeof rows)[number]) => ({ id, slug, name, nameHi });
    return rows.filter((r) => r.parentId === null).map((top) => ({ ...leaf(top), children: rows.filter((c) => c.parentId === top.id).map(leaf) }));
  }

  async function brands(): Promise<{ slug: string; name: string }[]> {
    return db.select({ slug: s.brands.slug, name: s.brands.name }).from(s.brands).orderBy(asc(s.brands.name));
  }

  /** Cities with something listed, for the search's city filter. */
  async function cities(): Promise<string[]> {
    const rows = await db
      .selectDistinct({ city: v.city })
      .from(v)
      .where(
        and(
          eq(v.status, 'approved'),
          sql`exists (select 1 from ${p} where ${p.vendorId} = ${v.id} and ${p.status} = 'published' and ${p.moderation} = 'visible')`,
        ),
      )
      .orderBy(asc(v.city));
    return rows.map((r) => r.city);
  }

  const reusedCategories = reused(categories);
  const reusedBrands = reused(brands);
  const reusedCities = reused(cities);

  async function home() {
    const [featured, topViewed, newest] = await Promise.all([
      cards([desc(p.views), desc(p.id)], eq(p.featured, true)),
      cards([desc(p.views), desc(p.id)]),
      cards([sql`${p.publishedAt} desc nulls last`, desc(p.id)]),
    ]);
    return { featured, topViewed, newest };
  }

  async function vendorPage(slug: string, page = 1) {
    if (!SLUG.test(slug)) return null;
    const vendor = await vendors.publicBySlug(slug);
    if (!vendor) return null;
    return { vendor, products: await find({ vendorId: vendor.id, page, sort: 'popular' }) };
  }

  /** A product that may be liked: one whose page answers. */
  async function likeable(tx: Pick<Db, 'select'>, slug: string) {
    if (!SLUG.test(slug)) return undefined;
    const [row] = await tx
      .select({ id: p.id, likes: p.likes })
      .from(p)
      .innerJoin(v, eq(v.id, p.vendorId))
      .where(and(eq(p.slug, slug), openToBuyers()));
    return row;
  }

  async function like(userId: number, slug: string) {
    return db.transaction(async (tx) => {
      const prod = await likeable(tx, slug);
      if (!prod) throw AppError.notFound(shopText.productNotFound);
      const added = await tx.insert(s.productLikes).values({ productId: prod.id, userId }).onConflictDoNothing().returning({ userId: s.productLikes.userId });
      if (!added.length) return { liked: true, likes: prod.likes };
      const [row] = await tx
        .update(p)
        .set({ likes: sql`${p.likes} + 1` })
        .where(eq(p.id, prod.id))
        .returning({ likes: p.likes });
      return { liked: true, likes: row?.likes ?? prod.likes + 1 };
    });
  }

  async function unlike(userId: number, slug: string) {
    return db.transaction(async (tx) => {
      const [prod] = SLUG.test(slug) ? await tx.select({ id: p.id, likes: p.likes }).from(p).where(eq(p.slug, slug)) : [];
      if (!prod) throw AppError.notFound(shopText.productNotFound);
      const gone = await tx
        .delete(s.productLikes)
        .where(and(eq(s.productLikes.productId, prod.id), eq(s.productLikes.userId, userId)))
        .returning({ userId: s.productLikes.userId });
      if (!gone.length) return { liked: false, likes: prod.likes };
      const [row] = await tx
        .update(p)
        .set({ likes: sql`greatest(${p.likes} - 1, 0)` })
        .where(eq(p.id, prod.id))
        .returning({ likes: p.likes });
      return { liked: false, likes: row?.likes ?? 0 };
    });
  }

  async function likes(userId: number, productId: number): Promise<boolean> {
    const [row] = await db
      .select({ userId: s.productLikes.userId })
      .from(s.productLikes)
      .where(and(eq(s.productLikes.productId, productId), eq(s.productLikes.userId, userId)));
    return row !== undefined;
  }

  /**
   * One view (and a click when the visitor came from one of the shop's lists) of a product
   * whose page answers: the product's totals and its IST day's row in one statement. Nothing
   * about the visitor is written.
   */
  async function countView(slug: string, click: boolean, now = new Date()): Promise<boolean> {
    if (!SLUG.test(slug)) return false;
    const c = click ? 1 : 0;
    const res = await db.execute(sql`
      with counted as (
        update ${p} set views = ${p.views} + 1, clicks = ${p.clicks} + ${c}
        from ${v}
        where ${p.slug} = ${slug} and ${v.id} = ${p.vendorId}
          and ${p.status} = 'published' and ${p.moderation} <> 'taken_down' and ${v.status} = 'approved'
        returning ${p.id} as id)
      insert into ${s.productStatsDaily} (product_id, day, views, clicks)
      select id, ${indiaDay(now)}, 1, ${c} from counted
      on conflict (product_id, day) do update
        set views = ${s.productStatsDaily.views} + 1, clicks = ${s.productStatsDaily.clicks} + excluded.clicks
      returning product_id`);
    return ((res as unknown as { rows: unknown[] }).rows?.length ?? 0) > 0;
  }

  /** Every product and shop buyers can open, for /sitemap.xml. */
  async function sitemap(): Promise<{ path: string; lastmod?: string }[]> {
    const [prods, shops] = await Promise.all([
      db
        .select({ slug: p.slug, updatedAt: p.updatedAt })
        .from(p)
        .innerJoin(v, eq(v.id, p.vendorId))
        .where(listedToBuyers())
        .orderBy(desc(p.updatedAt))
        .limit(20_000),
      db.select({ slug: v.slug, updatedAt: v.updatedAt }).from(v).where(eq(v.status, 'approved')).orderBy(asc(v.id)).limit(5_000),
    ]);
    return [
      // The shop's front page changed when its newest product did.
      { path: '/shop', ...(prods[0] ? { lastmod: prods[0].updatedAt.toISOString() } : {}) },
      ...prods.flatMap((r) => (r.slug ? [{ path: `/shop/products/${r.slug}`, lastmod: r.updatedAt.toISOString() }] : [])),
      ...shops.flatMap((r) => (r.slug ? [{ path: `/shop/vendors/${r.slug}`, lastmod: r.updatedAt.toISOString() }] : [])),
    ];
  }

  const api = {
    find: (query: ShopSearch) => find(query),
    product,
    related,
    categories: reusedCategories,
    brands: reusedBrands,
    cities: reusedCities,
    home,
    vendorPage,
    like,
    unlike,
    likes,
    follow: (userId: number, slug: string) => vendors.follows.follow(userId, slug),
    unfollow: (userId: number, slug: string) => vendors.follows.unfollow(userId, slug),
    follows: (userId: number, vendorId: number) => vendors.follows.follows(userId, vendorId),
  } satisfies ShopApi;
  return { ...api, countView, sitemap };
}

export type ShopService = ReturnType<typeof shopService>;
