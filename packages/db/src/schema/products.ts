import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  index,
  integer,
  json,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, money } from './_shared.ts';
import { users } from './auth.ts';
import { vendors } from './vendors.ts';

/** Staff's categories; a sub-category names its parent (two levels). */
export const shopCategories = pgTable(
  'shop_categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => shopCategories.id, { onDelete: 'restrict' }),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    nameHi: text('name_hi'),
    sort: integer('sort').notNull().default(0),
    // The foundation's commission on sales in this category, in basis points (staff-set; issue 25).
    commissionBp: integer('commission_bp').notNull().default(500),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('shop_categories_slug_uq').on(t.slug),
    index('shop_categories_parent_idx').on(t.parentId, t.sort),
    check('shop_categories_commission', sql`${t.commissionBp} between 0 and 5000`),
  ],
);

export const brands = pgTable(
  'brands',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('brands_slug_uq').on(t.slug)],
);

// A product sells variations; a package bundles variations at one price; a listing offers a
// service with a price or "on request" and an inquiry instead of a cart.
export const productKind = pgEnum('product_kind', ['product', 'package', 'listing']);

export const productStatus = pgEnum('product_status', ['draft', 'published', 'archived']);

// Staff's word on a product, apart from the vendor's: hidden (out of lists and search, its
// address still answers) or taken down (gone for buyers).
export const productModeration = pgEnum('product_moderation', ['visible', 'hidden', 'taken_down']);

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id),
    // Given from the title at first publish, kept after (links are shared).
    slug: text('slug'),
    kind: productKind('kind').notNull().default('product'),
    title: text('title').notNull(),
    // Sanitized rich text (platform/rich-text.ts), as typed and as shown.
    descriptionHtml: text('description_html').notNull().default(''),
    // The vendor's Hindi, shown on /hi pages when whole (core/content-language.ts); null: none yet.
    titleHi: text('title_hi'),
    descriptionHtmlHi: text('description_html_hi'),
    categoryId: integer('category_id')
      .notNull()
      .references(() => shopCategories.id),
    brandId: integer('brand_id').references(() => brands.id),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    hsnCode: text('hsn_code').notNull().default(''),
    // GST in basis points (500 = 5 %), from core's list of rates.
    gstRateBp: integer('gst_rate_bp').notNull().default(0),
    countryOfOrigin: text('country_of_origin').notNull().default('India'),
    // Photos, each stored as JPEG and WebP like campaign covers; the first is the main one.
    images: jsonb('images').$type<{ jpeg: string; webp: string; width: number; height: number }[]>().notNull().default([]),
    // A listing's price (null with priceOnRequest); products and packages price their variations.
    listingPricePaise: money('listing_price_paise'),
    priceOnRequest: boolean('price_on_request').notNull().default(false),
    status: productStatus('status').notNull().default('draft'),
    moderation: productModeration('moderation').notNull().default('visible'),
    moderationReason: text('moderation_reason'),
    featured: boolean('featured').notNull().default(false),
    // Derived from the variations (or the listing's price), kept in the transaction that changes
    // them, so search filters and sorts on one row.
    minPricePaise: money('min_price_paise'),
    maxPricePaise: money('max_price_paise'),
    inStock: boolean('in_stock').notNull().default(false),
    // Counted without identifying anyone (no cookie, no address kept).
    views: integer('views').notNull().default(0),
    clicks: integer('clicks').notNull().default(0),
    likes: integer('likes').notNull().default(0),
    // Title, tags, brand and category words for full-text search, set on every save.
    searchText: text('search_text').notNull().default(''),
    // English stemming (sarees → saree); Hindi words are kept whole. Trigrams on search_text
    // catch misspellings the stemmer cannot.
    search: tsvector('search').generatedAlwaysAs(sql`to_tsvector('english', search_text)`),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('products_slug_uq').on(t.slug),
    index('products_vendor_idx').on(t.vendorId, t.status, t.updatedAt),
    index('products_category_idx').on(t.categoryId, t.status),
    index('products_search_idx').using('gin', t.search),
    index('products_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('products_views_idx').on(t.views, t.id),
    // What buyers browse (decision 0047): the listed products only, in each order the search
    // sorts by, so a page of 24 reads 24 index entries at 100,000 products.
    index('products_listed_newest_idx').on(t.publishedAt.desc(), t.id.desc()).where(sql`status = 'published' and moderation = 'visible'`),
    index('products_listed_price_idx').on(t.minPricePaise, t.id).where(sql`status = 'published' and moderation = 'visible'`),
    index('products_listed_price_desc_idx').on(t.maxPricePaise.desc(), t.id.desc()).where(sql`status = 'published' and moderation = 'visible'`),
    index('products_listed_category_idx').on(t.categoryId, t.publishedAt.desc()).where(sql`status = 'published' and moderation = 'visible'`),
    check('products_counts_nonneg', sql`${t.views} >= 0 and ${t.clicks} >= 0 and ${t.likes} >= 0`),
    check('products_gst_rate', sql`${t.gstRateBp} >= 0 and ${t.gstRateBp} <= 2800`),
    check('products_listing_price_positive', sql`${t.listingPricePaise} is null or ${t.listingPricePaise} > 0`),
  ],
);

export const productVariants = pgTable(
  'product_variants',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    // Attribute name → value, e.g. { Size: 'M', Colour: 'Indigo' }; {} for a product with one.
    // json, not jsonb: jsonb sorts an object's keys (shortest first), and buyers must see the
    // attributes in the order the seller entered them.
    attributes: json('attributes').$type<Record<string, string>>().notNull().default({}),
    mrpPaise: money('mrp_paise').notNull(),
    pricePaise: money('price_paise').notNull(),
    // A number the vendor sets; orders (issue 25) decrement it.
    stock: integer('stock').notNull().default(0),
    weightGrams: integer('weight_grams').notNull().default(0),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    uniqueIndex('product_variants_sku_uq').on(t.productId, t.sku),
    check('product_variants_price', sql`${t.pricePaise} > 0 and ${t.pricePaise} <= ${t.mrpPaise}`),
    check('product_variants_stock_nonneg', sql`${t.stock} >= 0`),
    check('product_variants_weight_nonneg', sql`${t.weightGrams} >= 0`),
  ],
);

/** What a package bundles: variations of the same vendor's products, each with a quantity. */
export const packageItems = pgTable(
  'package_items',
  {
    packageId: integer('package_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.packageId, t.variantId] }), check('package_items_quantity_positive', sql`${t.quantity} > 0`)],
);

export const productLikes = pgTable(
  'product_likes',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.userId] }), index('product_likes_user_idx').on(t.userId, t.createdAt)],
);

/** Views and clicks per product per IST day, for the seller's dashboard; no visitor is kept. */
export const productStatsDaily = pgTable(
  'product_stats_daily',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    views: integer('views').notNull().default(0),
    clicks: integer('clicks').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.day] })],
);

/**
 * The words of every product's search text, for correcting a misspelt search (decision 0047):
 * a few thousand rows searched by trigram similarity, where the products' own text would be
 * 100,000. Added to as products are saved (products' derived.ts, in each save's transaction); never shown.
 */
export const shopSearchWords = pgTable(
  'shop_search_words',
  {
    word: text('word').primaryKey(),
  },
  (t) => [index('shop_search_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops'))],
);
