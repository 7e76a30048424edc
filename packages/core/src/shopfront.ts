// The shop's buyer side (issue 24, "Buyers find"): what /shop, /shop/search, a product's and a
// vendor's page and the public shop API show, and the words they use. The catalogue's writing
// side (the vendor's editor, staff's categories) lives elsewhere; this reads what is published.
import { z } from 'zod';
import { shownIn } from './content-language.ts';
import { catalogue } from './i18n.ts';
import type { PublicVendor } from './vendors.ts';

/** Results a search page holds (and the API's page size). */
export const SHOP_PAGE_SIZE = 24;
/** Results counted at most: past this a search says "2,400+", and pages stop at 100. */
export const SHOP_COUNT_CAP = 2400;
export const SHOP_SORTS = ['relevance', 'newest', 'price-asc', 'price-desc', 'popular'] as const;
export type ShopSort = (typeof SHOP_SORTS)[number];

export const shopText = /* @__PURE__ */ catalogue('shop', {
  shopTitle: 'Shop',
  shopLead: 'Handmade by artisans, self-help groups and social enterprises. Every purchase keeps a craft and a livelihood going.',
  shopDescription: 'Handloom, block-print, terracotta, millet foods and more, sold by artisans, self-help groups and social enterprises.',
  searchLabel: 'Search the shop',
  searchPlaceholder: 'Sarees, kurtas, terracotta…',
  searchButton: 'Search',
  featured: 'Featured',
  categories: 'Categories',
  topViewed: 'Most viewed',
  newest: 'New in the shop',
  seeAll: 'See all',
  allProducts: 'All products',
  // Search
  searchTitle: (q: string) => (q ? `“${q}” in the shop` : 'Search the shop'),
  results: (n: number, capped: boolean) => (capped ? `${n.toLocaleString('en-IN')}+ results` : n === 1 ? '1 result' : `${n.toLocaleString('en-IN')} results`),
  filters: 'Filters',
  category: 'Category',
  anyCategory: 'All categories',
  brand: 'Brand',
  anyBrand: 'All brands',
  city: 'City',
  anyCity: 'All cities',
  priceFrom: 'Price from (₹)',
  priceTo: 'Price up to (₹)',
  inStockOnly: 'In stock only',
  sort: 'Sort by',
  sorts: { relevance: 'Relevance', newest: 'Newest', 'price-asc': 'Price: low to high', 'price-desc': 'Price: high to low', popular: 'Most viewed' } as Record<
    ShopSort,
    string
  >,
  apply: 'Apply',
  clear: 'Clear filters',
  showingFor: (q: string) => `Showing results for “${q}”`,
  noResults: 'Nothing found',
  noResultsLead: 'Try another word, or fewer filters.',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  previous: 'Previous',
  next: 'Next',
  pagination: 'Pages of results',
  // Cards and prices
  priceOnRequest: 'Price on request',
  from: (price: string) => `From ${price}`,
  mrp: 'MRP',
  off: (pct: number) => `${pct}% off`,
  inclTaxes: 'Inclusive of all taxes',
  inStock: 'In stock',
  fewLeft: (n: number) => `Only ${n} left`,
  outOfStock: 'Out of stock',
  soldBy: (name: string) => `Sold by ${name}`,
  service: 'Service',
  package: 'Package',
  // Product page
  productNotFound: 'This product is not in the shop.',
  choose: (attribute: string) => `Choose ${attribute.toLowerCase()}`,
  variations: 'Options',
  inPackage: 'In this package',
  description: 'About this product',
  details: 'Product details',
  hsn: 'HSN code',
  origin: 'Country of origin',
  sku: 'SKU',
  gst: 'GST',
  categoryLabel: 'Category',
  brandLabel: 'Brand',
  photo: (n: number, of: number) => `Photo ${n} of ${of}`,
  inquire: 'Ask the seller',
  callSeller: 'Or call the seller:',
  inquireLead: 'Write to the seller about this: sizes, bulk orders, delivery to your town.',
  inquirySubject: (title: string) => `About “${title}”`,
  like: 'Like',
  unlike: 'Liked',
  likes: (n: number) => (n === 1 ? '1 like' : `${n.toLocaleString('en-IN')} likes`),
  liked: 'Added to your likes.',
  unliked: 'Removed from your likes.',
  follow: 'Follow',
  unfollow: 'Following',
  followers: (n: number) => (n === 1 ? '1 follower' : `${n.toLocaleString('en-IN')} followers`),
  followed: (name: string) => `You follow ${name}. Their new products show in your updates.`,
  unfollowed: (name: string) => `You no longer follow ${name}.`,
  signInToLike: 'Sign in to like products and follow sellers.',
  related: 'You may also like',
  moreFrom: (name: string) => `More from ${name}`,
  // Seller details (Consumer Protection (E-Commerce) Rules 2020, rule 5(3) and 6(5))
  sellerDetails: 'Seller details',
  sellerLegalName: 'Legal name',
  sellerAddress: 'Address',
  sellerContact: 'Customer support',
  returnPolicy: 'Return policy',
  grievance: 'Grievance officer',
  grievanceLead:
    'If the seller does not resolve a complaint, write to the foundation’s grievance officer. We acknowledge within 48 hours and resolve within one month.',
  visitShop: 'Visit the shop',
  // Vendor page
  vendorNotFound: 'This shop is not open.',
  about: 'About',
  sellingSince: (date: string) => `Selling since ${date}`,
  products: 'Products',
  noProducts: 'No products yet.',
  // Share and structured data
  shareImageAlt: (title: string) => `${title}, in the foundation’s shop`,
  breadcrumbShop: 'Shop',
  breadcrumbLabel: 'You are here',
});

// ---- API shapes ----

const paise = z.number().int().nonnegative().describe('Amount in integer paise');
const image = z.object({ jpeg: z.string(), webp: z.string(), width: z.number().int(), height: z.number().int() });

/** Yes/no in a query string: `true`/`1`/`on` (a checkbox) is yes; anything else refused. */
const flag = z.enum(['true', 'false', '1', '0', 'on'], { error: 'inStock must be true or false' }).transform((v) => v === 'true' || v === '1' || v === 'on');

const slugish = (field: string) =>
  z
    .string()
    .trim()
    .max(120, `${field} must be at most 120 characters`)
    .regex(/^[a-z0-9-]*$/, `${field} may hold lowercase letters, digits and hyphens only`)
    .transform((v) => v || undefined);

const paiseParam = (field: string) =>
  z.coerce
    .number({ error: `${field} must be a number` })
    .int(`${field} must be a whole number of paise`)
    .nonnegative(`${field} must not be negative`)
    .max(100_000_000_00, `${field} is too large`);

export const shopSearchQuery = z
  .object({
    q: z.string().trim().max(100, 'q must be at most 100 characters').optional(),
    category: slugish('category').optional(),
    brand: slugish('brand').optional(),
    minPaise: paiseParam('minPaise').optional(),
    maxPaise: paiseParam('maxPaise').optional(),
    city: z.string().trim().max(80, 'city must be at most 80 characters').optional(),
    inStock: flag.optional(),
    sort: z.enum(SHOP_SORTS, { error: `sort must be one of ${SHOP_SORTS.join(', ')}` }).optional(),
    page: z.coerce
      .number({ error: 'page must be a number' })
      .int('page must be a whole number')
      .min(1, 'page must be at least 1')
      .max(SHOP_COUNT_CAP / SHOP_PAGE_SIZE, `page must be at most ${SHOP_COUNT_CAP / SHOP_PAGE_SIZE}`)
      .default(1),
  })
  .refine((v) => v.minPaise === undefined || v.maxPaise === undefined || v.minPaise <= v.maxPaise, {
    message: 'minPaise must not be more than maxPaise',
    path: ['minPaise'],
  });
export type ShopSearchQuery = z.input<typeof shopSearchQuery>;
export type ShopSearch = z.output<typeof shopSearchQuery>;

export const shopCard = z.object({
  slug: z.string(),
  title: z.string(),
  kind: z.enum(['product', 'package', 'listing']),
  image: image.nullable(),
  minPricePaise: paise.nullable(),
  maxPricePaise: paise.nullable(),
  priceOnRequest: z.boolean(),
  inStock: z.boolean(),
  likes: z.number().int(),
  views: z.number().int(),
  vendorName: z.string(),
  vendorSlug: z.string(),
  city: z.string(),
  shownIn,
});
export type ShopCard = z.infer<typeof shopCard>;

export const shopSearchResult = z.object({
  items: z.array(shopCard),
  total: z.number().int().describe(`Matching products, counted up to ${SHOP_COUNT_CAP}`),
  totalCapped: z.boolean().describe('true when more match than were counted'),
  searchedFor: z.string().optional().describe('The words searched instead, when those typed found nothing and were spelt as the catalogue spells them'),
  page: z.number().int(),
  pages: z.number().int(),
  pageSize: z.number().int(),
});
export type ShopSearchResult = z.infer<typeof shopSearchResult>;

export const shopVariant = z.object({
  id: z.number().int(),
  sku: z.string(),
  attributes: z.record(z.string(), z.string()),
  mrpPaise: paise,
  pricePaise: paise,
  stock: z.number().int(),
});
export type ShopVariant = z.infer<typeof shopVariant>;

export const publicVendor = z.object({
  id: z.number().int(),
  slug: z.string(),
  displayName: z.string(),
  legalName: z.string(),
  about: z.string(),
  logo: z.string().nullable(),
  logoWebp: z.string().nullable(),
  headerImage: z.string().nullable(),
  headerImageWebp: z.string().nullable(),
  addressLine: z.string(),
  city: z.string(),
  state: z.string(),
  pinCode: z.string(),
  supportEmail: z.string(),
  supportPhone: z.string(),
  returnPolicy: z.string(),
  returnWindowDays: z.number().int(),
  followers: z.number().int(),
  since: z.string(),
}) satisfies z.ZodType<PublicVendor>;

export const shopProduct = z.object({
  id: z.number().int(),
  slug: z.string(),
  kind: z.enum(['product', 'package', 'listing']),
  title: z.string(),
  descriptionHtml: z.string().describe('Sanitized HTML'),
  category: z.object({ slug: z.string(), name: z.string(), nameHi: z.string().nullable() }),
  brand: z.object({ slug: z.string(), name: z.string() }).nullable(),
  tags: z.array(z.string()),
  hsnCode: z.string(),
  gstRateBp: z.number().int().describe('GST in basis points (500 = 5 %)'),
  countryOfOrigin: z.string(),
  images: z.array(image),
  listingPricePaise: paise.nullable(),
  priceOnRequest: z.boolean(),
  minPricePaise: paise.nullable(),
  maxPricePaise: paise.nullable(),
  inStock: z.boolean(),
  likes: z.number().int(),
  listed: z.boolean().describe('false when staff took it out of lists and search (its page still answers)'),
  variants: z.array(shopVariant),
  packageItems: z
    .array(z.object({ title: z.string(), slug: z.string(), label: z.string(), quantity: z.number().int() }))
    .describe('What a package bundles (empty for products and listings)'),
  vendor: publicVendor,
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
  shownIn,
});
export type ShopProduct = z.infer<typeof shopProduct>;

export interface ShopCategory {
  id: number;
  slug: string;
  name: string;
  nameHi: string | null;
  children: { id: number; slug: string; name: string; nameHi: string | null }[];
}
const categoryLeaf = z.object({ id: z.number().int(), slug: z.string(), name: z.string(), nameHi: z.string().nullable() });
export const shopCategory = categoryLeaf.extend({ children: z.array(categoryLeaf) }) satisfies z.ZodType<ShopCategory>;

export const shopVendorPage = z.object({ vendor: publicVendor, products: shopSearchResult });
export type ShopVendorPage = z.infer<typeof shopVendorPage>;

export const shopVendorQuery = z.object({
  page: z.coerce
    .number({ error: 'page must be a number' })
    .int('page must be a whole number')
    .min(1, 'page must be at least 1')
    .max(100, 'page must be at most 100')
    .default(1),
});

export const shopLikeResult = z.object({ liked: z.boolean(), likes: z.number().int() });
export const shopFollowResult = z.object({ following: z.boolean(), followers: z.number().int() });
export const shopViewResult = z.object({ counted: z.boolean() });

/** What /shop shows besides its categories. */
export interface ShopHome {
  featured: ShopCard[];
  topViewed: ShopCard[];
  newest: ShopCard[];
}

/** The shop's buyer side, as pages reach it (products module's shop.ts). */
export interface ShopApi {
  find(query: ShopSearch): Promise<ShopSearchResult>;
  /** A product's page: null when it is not for buyers (draft, taken down, vendor not approved). */
  product(slug: string): Promise<ShopProduct | null>;
  related(product: Pick<ShopProduct, 'id' | 'vendor'> & { categoryId?: number }, slug: string): Promise<ShopCard[]>;
  categories(): Promise<ShopCategory[]>;
  brands(): Promise<{ slug: string; name: string }[]>;
  cities(): Promise<string[]>;
  home(): Promise<ShopHome>;
  vendorPage(slug: string, page?: number): Promise<ShopVendorPage | null>;
  like(userId: number, slug: string): Promise<{ liked: boolean; likes: number }>;
  unlike(userId: number, slug: string): Promise<{ liked: boolean; likes: number }>;
  likes(userId: number, productId: number): Promise<boolean>;
  follow(userId: number, vendorSlug: string): Promise<{ following: boolean; followers: number }>;
  unfollow(userId: number, vendorSlug: string): Promise<{ following: boolean; followers: number }>;
  follows(userId: number, vendorId: number): Promise<boolean>;
}

/** The percentage off MRP, rounded down (a price above MRP is not shown as a discount). */
export function discountPercent(mrpPaise: number, pricePaise: number): number {
  if (mrpPaise <= 0 || pricePaise >= mrpPaise) return 0;
  return Math.floor(((mrpPaise - pricePaise) * 100) / mrpPaise);
}

/** A variation's name from its attributes ("M · Indigo"), '' for a product with one. */
export function variantLabel(attributes: Record<string, string>): string {
  return Object.values(attributes).join(' · ');
}
