// The shop's catalogue (issue 24, decision 0046): what a vendor types about a product and its
// variations, what staff set on categories and brands, and the words of the seller's and the
// console's screens. Amounts are typed in rupees and kept in paise (money.ts parseAmount); GST is
// one of the lawful rates, kept in basis points; the HSN code is 4, 6 or 8 digits.
import { z } from 'zod';
import { catalogue } from './i18n.ts';
import { AMOUNT_INPUT_MAX, parseAmount } from './money.ts';
import { afterQuery } from './paging.ts';
import { text } from './text.ts';

export const PRODUCT_KINDS = ['product', 'package', 'listing'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];
export const PRODUCT_STATUSES = ['draft', 'published', 'archived'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
export const PRODUCT_MODERATIONS = ['visible', 'hidden', 'taken_down'] as const;
export type ProductModeration = (typeof PRODUCT_MODERATIONS)[number];

/** The GST rates goods are taxed at (CGST + SGST, or IGST), in basis points: 0, 0.25, 3, 5, 12, 18, 28 %. */
export const GST_RATES_BP = [0, 25, 300, 500, 1200, 1800, 2800] as const;
/** A rate in basis points as a person reads it: 25 → "0.25", 500 → "5". */
export const gstPercent = (bp: number): string => String(bp / 100);

/** Where goods are made, as the E-Commerce Rules ask a seller to say; India first. */
export const COUNTRIES_OF_ORIGIN = [
  'India',
  'Bangladesh',
  'Bhutan',
  'Nepal',
  'Sri Lanka',
  'China',
  'Japan',
  'South Korea',
  'Thailand',
  'Vietnam',
  'Indonesia',
  'Malaysia',
  'United Arab Emirates',
  'United Kingdom',
  'Germany',
  'France',
  'Italy',
  'United States',
  'Other',
] as const;

export const PRODUCT_IMAGES_MAX = 8;
export const PRODUCT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const PRODUCT_IMAGE_MIN = { width: 400, height: 400 } as const;
/** An image is shrunk to fit this square box (never cropped, never enlarged). */
export const PRODUCT_IMAGE_FIT = 1600;
export const PRODUCT_VARIANTS_MAX = 50;
export const PACKAGE_ITEMS_MAX = 20;
export const TAGS_MAX = 10;
export const ATTRIBUTES_MAX = 4;
export const DESCRIPTION_MAX = 20_000;
/** A variation with this many or fewer left shows on the seller's dashboard. */
export const STOCK_ALERT_AT = 5;
export const STOCK_MAX = 1_000_000;
export const WEIGHT_MAX_GRAMS = 1_000_000;
/** The most any price may be (₹1 crore), so a typo does not list a ₹10,00,00,000 shawl. */
export const PRICE_MAX_PAISE = 1_00_00_000_00;

export const productMessages = /* @__PURE__ */ catalogue('catalogueProducts', {
  // Field errors.
  titleRequired: 'Please enter the product’s name',
  titleLong: 'The name must be at most 150 characters',
  descriptionLong: `The description must be at most ${DESCRIPTION_MAX.toLocaleString('en-IN')} characters`,
  categoryRequired: 'Please choose a category',
  categoryUnknown: 'Please choose a category from the list',
  brandUnknown: 'Please choose a brand from the list, or none',
  tagsInvalid: `Give at most ${TAGS_MAX} tags, each a word or two of at most 30 characters, separated by commas`,
  hsnInvalid: 'The HSN code is 4, 6 or 8 digits, such as 6214 or 62141000',
  gstInvalid: 'Please choose a GST rate: 0, 0.25, 3, 5, 12, 18 or 28 %',
  countryInvalid: 'Please choose a country of origin from the list',
  kindInvalid: 'Please choose product, package or service listing',
  listingPriceNeeded: 'Give a price, or tick "Price on request"',
  priceFormat: 'Please enter an amount in rupees, like 1,250 or 1250.50',
  pricePositive: 'The price must be more than ₹0',
  priceTooHigh: 'The amount must be at most ₹1,00,00,000',
  priceOverMrp: 'The price cannot be more than the MRP',
  mrpRequired: 'Please enter the MRP (maximum retail price)',
  priceRequired: 'Please enter the price',
  skuRequired: 'Please enter a SKU (your own code for this variation)',
  skuInvalid: 'A SKU is at most 40 letters, digits, hyphens, dots or underscores',
  skuTaken: 'Another variation of this product already has this SKU',
  stockInvalid: 'Stock is a whole number, 0 or more',
  weightInvalid: 'Weight is a whole number of grams, 0 or more',
  attributesInvalid: `At most ${ATTRIBUTES_MAX} attributes, each a name and a value of at most 30 characters`,
  tooManyVariants: `A product has at most ${PRODUCT_VARIANTS_MAX} variations`,
  packageOneVariant: 'A package has one price: edit its variation instead of adding another',
  listingNoVariants: 'A service listing has a price, not variations',
  packageItemsInvalid: 'Choose the variations the package holds, each with a quantity from 1 to 99',
  packageItemsForeign: 'A package holds only your own products’ variations',
  imageType: 'The photo must be a JPEG, PNG or WebP picture',
  imageTooLarge: 'The photo must be at most 5 MB',
  imageTooSmall: `The photo must be at least ${PRODUCT_IMAGE_MIN.width}×${PRODUCT_IMAGE_MIN.height} pixels`,
  imageUnreadable: 'This picture could not be read',
  imagesFull: `A product has at most ${PRODUCT_IMAGES_MAX} photos: remove one first`,
  imageUnknown: 'That photo is no longer on this product',
  reasonRequired: 'Please give the reason (the vendor reads it)',
  nameRequired: 'Please enter the name',
  nameLong: 'The name must be at most 80 characters',
  parentInvalid: 'A sub-category sits under a top category',
  sortInvalid: 'Order must be a whole number from 0 to 9999',
  commissionInvalid: 'Commission is a percentage from 0 to 50, like 5 or 7.5',
  // Refusals.
  noShop: 'Open a shop first: apply to sell, and once approved you can add products.',
  notFound: 'Product not found',
  variantNotFound: 'Variation not found',
  notApproved: 'Only an approved shop can publish. Your products stay as drafts until then.',
  archivedLocked: 'This product is archived: copy it to sell it again',
  copyTakenDown: 'Our team took this product down, so it cannot be copied. Write to us if you think this is a mistake.',
  publishNeeds:
    'Before publishing, the product needs a category, at least one photo and a price (a variation with a price, or a listing’s price or “on request”).',
  categoryInUse: 'This category still has products or sub-categories',
  categoryNotFound: 'Category not found',
  brandNotFound: 'Brand not found',
  nameTaken: 'Another one already has this name',
  copySuffix: ' (copy)',
});

const pm = productMessages;

/**
 * A product's address from its title, given at first publish and kept: lower-case Latin letters
 * and digits joined by hyphens, at most 60 characters; a title with none (all Devanagari) or
 * digits alone gives "product…". Whoever stores it makes it unique (-2, -3 …).
 */
export function productSlug(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  if (!slug) return 'product';
  return /^\d+$/.test(slug) ? `product-${slug}` : slug;
}

// ---- typed input, shared by forms and the JSON API ----

/** Rupees as typed ("1,250", "₹1,250.50") or a JSON number, to paise within (0, ₹1 crore]. */
export function rupeesField(required: string) {
  return z.union([z.string().trim().max(AMOUNT_INPUT_MAX, pm.priceFormat), z.number()], { error: required }).transform((v, ctx) => {
    if (v === '') {
      ctx.addIssue({ code: 'custom', message: required });
      return z.NEVER;
    }
    const paise = parseAmount(v);
    if (paise === null) {
      ctx.addIssue({ code: 'custom', message: pm.priceFormat });
      return z.NEVER;
    }
    if (paise <= 0) ctx.addIssue({ code: 'custom', message: pm.pricePositive });
    else if (paise > PRICE_MAX_PAISE) ctx.addIssue({ code: 'custom', message: pm.priceTooHigh });
    return paise;
  });
}

/** A whole number typed in a form ("12") or sent as JSON (12), within [0, max]. */
function wholeNumber(message: string, max: number) {
  return z.union([z.string().trim(), z.number()], { error: message }).transform((v, ctx) => {
    const n = typeof v === 'number' ? v : /^\d{1,9}$/.test(v) ? Number(v) : Number.NaN;
    if (!Number.isInteger(n) || n < 0 || n > max) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return n;
  });
}

/** An id typed in a select or sent as JSON; '' or null is none. */
const optionalId = (message: string) =>
  z
    .union([z.string().trim(), z.number(), z.null()], { error: message })
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === null || v === '') return null;
      const n = Number(v);
      if (!Number.isSafeInteger(n) || n <= 0 || n > 2_147_483_647) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return n;
    });

/** A checkbox ('on'), a JSON boolean, or 'true'/'false'. */
const flag = z
  .union([z.boolean(), z.string()])
  .optional()
  .transform((v) => v === true || v === 'on' || v === 'true' || v === '1');

/** Tags as a list or as typed ("handloom, cotton"): lower case, each once, a few short words. */
export const tagsField = z
  .union([z.string().max(400, pm.tagsInvalid), z.array(z.string().max(60, pm.tagsInvalid)).max(TAGS_MAX * 2, pm.tagsInvalid)], { error: pm.tagsInvalid })
  .optional()
  .transform((v, ctx) => {
    const raw = v === undefined ? [] : typeof v === 'string' ? v.split(',') : v;
    const tags = [...new Set(raw.map((t) => t.trim().toLowerCase().replace(/\s+/g, ' ')).filter(Boolean))];
    if (tags.length > TAGS_MAX || tags.some((t) => t.length > 30 || /[\p{Cc}]/u.test(t))) {
      ctx.addIssue({ code: 'custom', message: pm.tagsInvalid });
      return z.NEVER;
    }
    return tags;
  });

/** A GST rate as a percentage ("5", "0.25", 18) or in basis points (`gstRateBp`), to basis points. */
const gstField = z.union([z.string().trim(), z.number()], { error: pm.gstInvalid }).transform((v, ctx) => {
  const n = typeof v === 'number' ? v : /^\d{1,2}(\.\d{1,2})?$/.test(v) ? Number(v) : Number.NaN;
  const bp = Math.round(n * 100);
  if (!(GST_RATES_BP as readonly number[]).includes(bp) || Math.abs(bp - n * 100) > 1e-6) {
    ctx.addIssue({ code: 'custom', message: pm.gstInvalid });
    return z.NEVER;
  }
  return bp;
});

const productFields = {
  kind: z.enum(PRODUCT_KINDS, { error: pm.kindInvalid }).default('product'),
  title: text({ field: 'Name', required: pm.titleRequired }).trim().min(1, pm.titleRequired).max(150, pm.titleLong),
  /** Rich text (HTML): the server sanitizes it on write. */
  description: text({ field: 'Description', multiline: true }).max(DESCRIPTION_MAX, pm.descriptionLong).default(''),
  /** Optional Hindi, shown on Hindi pages once every text filled in English has its Hindi. */
  titleHi: text({ field: 'Name in Hindi' }).trim().max(150, pm.titleLong).default(''),
  descriptionHi: text({ field: 'Description in Hindi', multiline: true }).max(DESCRIPTION_MAX, pm.descriptionLong).default(''),
  categoryId: z.union([z.string().trim(), z.number()], { error: pm.categoryRequired }).transform((v, ctx) => {
    const n = Number(v);
    if (v === '' || !Number.isSafeInteger(n) || n <= 0 || n > 2_147_483_647) {
      ctx.addIssue({ code: 'custom', message: pm.categoryRequired });
      return z.NEVER;
    }
    return n;
  }),
  brandId: optionalId(pm.brandUnknown),
  tags: tagsField,
  hsnCode: z
    .string({ error: pm.hsnInvalid })
    .trim()
    .regex(/^(\d{4}|\d{6}|\d{8})$/, pm.hsnInvalid),
  /** Percent, from GST_RATES_BP / 100. */
  gstRate: gstField,
  countryOfOrigin: z.enum(COUNTRIES_OF_ORIGIN, { error: pm.countryInvalid }).default('India'),
  /** A listing's price in rupees; '' or absent with priceOnRequest. */
  listingPrice: z.union([z.string().trim().max(AMOUNT_INPUT_MAX, pm.priceFormat), z.number(), z.null()]).optional(),
  priceOnRequest: flag,
};

/** A product's details as the vendor types them (the variations and photos are saved apart). */
export const productInput = z.object(productFields).transform((v, ctx) => {
  let listingPricePaise: number | null = null;
  const typed = v.listingPrice ?? '';
  if (v.kind === 'listing' && !v.priceOnRequest) {
    if (typed === '') ctx.addIssue({ code: 'custom', path: ['listingPrice'], message: pm.listingPriceNeeded });
    else {
      const r = rupeesField(pm.listingPriceNeeded).safeParse(typed);
      if (r.success) listingPricePaise = r.data;
      else ctx.addIssue({ code: 'custom', path: ['listingPrice'], message: r.error.issues[0]?.message ?? pm.priceFormat });
    }
  }
  const { listingPrice: _typed, gstRate, ...rest } = v;
  return { ...rest, gstRateBp: gstRate, listingPricePaise, priceOnRequest: v.kind === 'listing' && v.priceOnRequest };
});
export type ProductInput = z.output<typeof productInput>;

const attributeName = z.string().trim().min(1).max(30);
/** Attribute name → value (Size → M); a form sends pairs, the API an object. */
const attributesField = z
  .record(z.string(), z.string(), { error: pm.attributesInvalid })
  .default({})
  .transform((v, ctx) => {
    const out: Record<string, string> = {};
    for (const [k, val] of Object.entries(v)) {
      const name = k.trim();
      const value = val.trim();
      if (!name && !value) continue;
      if (!attributeName.safeParse(name).success || !attributeName.safeParse(value).success || /\p{Cc}/u.test(name + value)) {
        ctx.addIssue({ code: 'custom', message: pm.attributesInvalid });
        return z.NEVER;
      }
      out[name] = value;
    }
    if (Object.keys(out).length > ATTRIBUTES_MAX) ctx.addIssue({ code: 'custom', message: pm.attributesInvalid });
    return out;
  });

/** One variation: attributes, SKU, MRP and price in rupees (price ≤ MRP), stock, weight. */
export const variantInput = z
  .object({
    attributes: attributesField,
    sku: text({ field: 'SKU', required: pm.skuRequired })
      .trim()
      .min(1, pm.skuRequired)
      .regex(/^[A-Za-z0-9._-]{1,40}$/, pm.skuInvalid),
    mrp: rupeesField(pm.mrpRequired),
    price: rupeesField(pm.priceRequired),
    stock: wholeNumber(pm.stockInvalid, STOCK_MAX),
    weightGrams: wholeNumber(pm.weightInvalid, WEIGHT_MAX_GRAMS).default(0),
  })
  .superRefine((v, ctx) => {
    if (v.price > v.mrp) ctx.addIssue({ code: 'custom', path: ['price'], message: pm.priceOverMrp });
  })
  .transform(({ mrp, price, sku, ...rest }) => ({ ...rest, sku: sku.toUpperCase(), mrpPaise: mrp, pricePaise: price }));
export type VariantInput = z.output<typeof variantInput>;

/** What a package holds: other variations of the same vendor, each with a quantity. */
export const packageItemsInput = z.object({
  items: z
    .array(
      z.object({
        variantId: z.number({ error: pm.packageItemsInvalid }).int().positive().max(2_147_483_647),
        quantity: z.number({ error: pm.packageItemsInvalid }).int().min(1, pm.packageItemsInvalid).max(99, pm.packageItemsInvalid),
      }),
      { error: pm.packageItemsInvalid },
    )
    .min(1, pm.packageItemsInvalid)
    .max(PACKAGE_ITEMS_MAX, pm.packageItemsInvalid),
});
export type PackageItemsInput = z.output<typeof packageItemsInput>;

/** Stock check: is each line available in that quantity, and how many are left. */
export const stockCheckInput = z.object({
  lines: z
    .array(
      z.object({
        variantId: z.number({ error: 'variantId must be a whole number' }).int().positive().max(2_147_483_647),
        quantity: z.number({ error: 'quantity must be a whole number from 1 to 999' }).int().min(1).max(999),
      }),
    )
    .min(1, 'Give at least one line')
    .max(100, 'At most 100 lines'),
});

export const stockCheckLine = z.object({
  variantId: z.number().int(),
  quantity: z.number().int(),
  /** False for a variation that is not on sale (unknown, a draft's, a hidden seller's) or has too few. */
  available: z.boolean(),
  /** The stock left; null when the variation is not on sale. */
  stock: z.number().int().nullable(),
});
export type StockCheckLine = z.infer<typeof stockCheckLine>;

// ---- views ----

export const productImage = z.object({ jpeg: z.string(), webp: z.string(), width: z.number().int(), height: z.number().int() });
export type ProductImage = z.infer<typeof productImage>;

export const variantView = z.object({
  id: z.number().int(),
  sku: z.string(),
  attributes: z.record(z.string(), z.string()),
  mrpPaise: z.number().int(),
  pricePaise: z.number().int(),
  stock: z.number().int(),
  weightGrams: z.number().int(),
});
export type VariantView = z.infer<typeof variantView>;

export const sellerProductSummary = z.object({
  id: z.number().int(),
  slug: z.string().nullable(),
  kind: z.enum(PRODUCT_KINDS),
  title: z.string(),
  status: z.enum(PRODUCT_STATUSES),
  moderation: z.enum(PRODUCT_MODERATIONS),
  moderationReason: z.string().nullable(),
  image: z.string().nullable(),
  minPricePaise: z.number().int().nullable(),
  maxPricePaise: z.number().int().nullable(),
  inStock: z.boolean(),
  stock: z.number().int().describe('Units across its variations'),
  variants: z.number().int(),
  views: z.number().int(),
  likes: z.number().int(),
  updatedAt: z.string(),
});
export type SellerProductSummary = z.infer<typeof sellerProductSummary>;

export const sellerProductView = sellerProductSummary.extend({
  descriptionHtml: z.string(),
  /** The description as the editor shows it (Markdown). */
  description: z.string(),
  titleHi: z.string().nullable(),
  descriptionHtmlHi: z.string().nullable(),
  descriptionHi: z.string(),
  categoryId: z.number().int(),
  brandId: z.number().int().nullable(),
  tags: z.array(z.string()),
  hsnCode: z.string(),
  gstRateBp: z.number().int(),
  countryOfOrigin: z.string(),
  listingPricePaise: z.number().int().nullable(),
  priceOnRequest: z.boolean(),
  images: z.array(productImage),
  variantList: z.array(variantView),
  packageItems: z.array(z.object({ variantId: z.number().int(), quantity: z.number().int(), title: z.string(), sku: z.string() })),
});
export type SellerProductView = z.infer<typeof sellerProductView>;

export const shopCategoryView = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  slug: z.string(),
  name: z.string(),
  nameHi: z.string().nullable(),
  sort: z.number().int(),
  /** The foundation's commission on sales in it, in basis points (500 = 5 %). */
  commissionBp: z.number().int(),
  products: z.number().int().describe('Products in it, of every state'),
});
export type ShopCategoryView = z.infer<typeof shopCategoryView>;

export const brandView = z.object({ id: z.number().int(), slug: z.string(), name: z.string(), products: z.number().int() });
export type BrandView = z.infer<typeof brandView>;

export const shopCategoryInput = z.object({
  name: text({ field: 'Name', required: pm.nameRequired }).trim().min(1, pm.nameRequired).max(80, pm.nameLong),
  nameHi: text({ field: 'Name in Hindi' })
    .trim()
    .max(80, pm.nameLong)
    .optional()
    .transform((v) => v || null),
  parentId: optionalId(pm.parentInvalid),
  sort: wholeNumber(pm.sortInvalid, 9999).default(0),
  // Typed as a percentage with up to two decimals; parsed to basis points (500 = 5 %), 5 % when not given.
  commissionPercent: z
    .union([z.string(), z.number()], { error: pm.commissionInvalid })
    .optional()
    .transform((v, ctx) => {
      const t = String(v ?? '').trim();
      if (t === '') return 500;
      if (!/^\d{1,2}(\.\d{1,2})?$/.test(t) || Number(t) > 50) {
        ctx.addIssue({ code: 'custom', message: pm.commissionInvalid });
        return z.NEVER;
      }
      return Math.round(Number(t) * 100);
    }),
});
export type ShopCategoryInput = z.output<typeof shopCategoryInput>;

export const brandInput = z.object({
  name: text({ field: 'Name', required: pm.nameRequired }).trim().min(1, pm.nameRequired).max(80, pm.nameLong),
});

export const adminProductView = z.object({
  id: z.number().int(),
  slug: z.string().nullable(),
  kind: z.enum(PRODUCT_KINDS),
  title: z.string(),
  vendorId: z.number().int(),
  vendorName: z.string(),
  categoryName: z.string(),
  status: z.enum(PRODUCT_STATUSES),
  moderation: z.enum(PRODUCT_MODERATIONS),
  moderationReason: z.string().nullable(),
  featured: z.boolean(),
  minPricePaise: z.number().int().nullable(),
  inStock: z.boolean(),
  views: z.number().int(),
  createdAt: z.string(),
});
export type AdminProductView = z.infer<typeof adminProductView>;

export const adminProductQuery = z.object({
  q: z.string().trim().max(100).optional(),
  status: z.enum(PRODUCT_STATUSES).optional(),
  moderation: z.enum(PRODUCT_MODERATIONS).optional(),
  vendor: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  category: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  after: afterQuery,
});

export const PRODUCT_MODERATION_ACTIONS = ['feature', 'unfeature', 'hide', 'take_down', 'restore'] as const;
export type ProductModerationAction = (typeof PRODUCT_MODERATION_ACTIONS)[number];
export const productModerationInput = z
  .object({
    action: z.enum(PRODUCT_MODERATION_ACTIONS, { error: `action must be one of ${PRODUCT_MODERATION_ACTIONS.join(', ')}` }),
    reason: text({ field: 'Reason' }).trim().max(500, 'The reason must be at most 500 characters').optional(),
  })
  .superRefine((v, ctx) => {
    if ((v.action === 'take_down' || v.action === 'hide') && !v.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: pm.reasonRequired });
  });
export type ProductModerationInput = z.output<typeof productModerationInput>;

/** The seller's dashboard (/seller) for an approved shop. */
export interface SellerDashboard {
  counts: Record<ProductStatus, number>;
  /** Of the published, how many staff hid or took down. */
  moderated: number;
  lowStock: { productId: number; title: string; sku: string; attributes: Record<string, string>; stock: number }[];
  views30: number;
  clicks30: number;
  likes: number;
}

// ---- the seller's screens (/seller, /seller/products) ----

export const sellerMessages = /* @__PURE__ */ catalogue('catalogueSeller', {
  dashboardTitle: 'Your shop',
  dashboardLead: 'Your products, stock and how buyers find you.',
  noShopTitle: 'Sell with us',
  noShopLead:
    'Artisans, self-help groups and social enterprises sell their work in the foundation’s shop. Apply once: our team checks your details and opens your shop.',
  applyCta: 'Apply to sell',
  statusTitle: 'Your application',
  status: {
    submitted: 'We have your application and are checking it. We will email you once it is decided.',
    approved: 'Your shop is open.',
    rejected: 'Your application was not approved.',
    suspended: 'Your shop is paused: buyers do not see your products.',
  } as Record<'submitted' | 'approved' | 'rejected' | 'suspended', string>,
  statusReason: (reason: string) => `Reason: ${reason}`,
  seeApplication: 'See your application',
  productsLive: 'Live',
  productsDraft: 'Drafts',
  productsArchived: 'Archived',
  moderated: (n: number) => (n === 1 ? 'One product is hidden by our team' : `${n} products are hidden by our team`),
  views30: 'Views, last 30 days',
  clicks30: 'Clicks, last 30 days',
  likes: 'Likes',
  followers: 'Followers',
  lowStockTitle: 'Running low',
  lowStockNone: 'Nothing is running low.',
  lowStockLeft: (n: number) => (n === 0 ? 'Out of stock' : `${n} left`),
  addProduct: 'Add a product',
  allProducts: 'All products',
  shopSettings: 'Shop details',
  // The list.
  productsTitle: 'Your products',
  productsLead: 'Drafts are seen only by you. Publish a product when it has a photo and a price.',
  productsNone: 'No products yet. Add your first one: a photo, a price and a few words are enough to start.',
  filterAll: 'All',
  statusLabels: { draft: 'Draft', published: 'Live', archived: 'Archived' } as Record<ProductStatus, string>,
  moderationLabels: { visible: '', hidden: 'Hidden by our team', taken_down: 'Taken down by our team' } as Record<ProductModeration, string>,
  kindLabels: { product: 'Product', package: 'Package', listing: 'Service listing' } as Record<ProductKind, string>,
  priceOnRequest: 'Price on request',
  variantsCount: (n: number) => (n === 1 ? '1 variation' : `${n} variations`),
  inStock: (n: number) => `${n} in stock`,
  outOfStock: 'Out of stock',
  edit: 'Edit',
  // The editor.
  newTitle: 'Add a product',
  newLead: 'Start with the basics; photos and variations come next.',
  editTitle: 'Edit product',
  back: 'All products',
  detailsTitle: 'Details',
  kind: 'What are you selling?',
  kindHints: {
    product: 'Goods in one or more variations (sizes, colours).',
    package: 'A set of your products sold together at one price.',
    listing: 'A service (tailoring, tuition, repair) with a price or “on request”.',
  } as Record<ProductKind, string>,
  title: 'Name',
  description: 'Description',
  descriptionHint:
    'What it is, what it is made of, who made it. A blank line starts a paragraph; **two stars** make bold; a line starting with - is a list item.',
  hindiTitle: 'In Hindi (optional)',
  hindiLead: 'Hindi pages of the shop show these once the name (and the description, if it has one) are in Hindi; until then they show the English.',
  titleHi: 'Name in Hindi',
  descriptionHi: 'Description in Hindi',
  category: 'Category',
  chooseCategory: 'Choose a category',
  brand: 'Brand (optional)',
  noBrand: 'No brand',
  tags: 'Tags (optional)',
  tagsHint: 'A few words buyers might search for, separated by commas: handloom, cotton, gift',
  hsn: 'HSN code',
  hsnHint: '4, 6 or 8 digits from your GST invoice, e.g. 6214 for shawls.',
  gst: 'GST rate',
  country: 'Country of origin',
  listingPrice: 'Price (₹)',
  priceOnRequest2: 'Price on request',
  create: 'Save and continue',
  save: 'Save details',
  saved: 'Saved.',
  created: 'Draft saved. Now add photos and a price.',
  photosTitle: 'Photos',
  photosHint: `Up to ${PRODUCT_IMAGES_MAX} photos: JPEG, PNG or WebP, at least ${PRODUCT_IMAGE_MIN.width}×${PRODUCT_IMAGE_MIN.height} pixels, at most 5 MB each. The first is the main one.`,
  photoField: 'Add a photo',
  photoAdd: 'Upload photo',
  photoAdded: 'Photo added.',
  photoRemoved: 'Photo removed.',
  photoMoved: 'Photos reordered.',
  photo: (n: number) => `Photo ${n}`,
  photoMain: 'Main photo',
  makeMain: 'Make main',
  photoFirst: (n: number) => `Make main: photo ${n}`,
  photoRemove: (n: number) => `Remove photo ${n}`,
  noPhotos: 'No photos yet. Buyers decide by the photo: add a clear one on a plain background.',
  variantsTitle: 'Variations and prices',
  variantsHint: 'One row per size or colour, each with its own SKU, MRP, price and stock.',
  packageVariantHint: 'A package has one price: its SKU, MRP, price and how many you have ready.',
  noVariants: 'No variations yet. Add one with its price and stock.',
  attrName: (n: number) => (n === 1 ? 'Attribute 1 (e.g. Size)' : `Attribute ${n} (e.g. Colour)`),
  attrValue: (n: number) => (n === 1 ? 'Value 1 (e.g. M)' : `Value ${n} (e.g. Indigo)`),
  sku: 'SKU',
  mrp: 'MRP (₹)',
  price: 'Price (₹)',
  stock: 'Stock',
  weight: 'Weight (g)',
  addVariant: 'Add variation',
  saveVariant: 'Save variation',
  removeVariant: 'Remove',
  variantAdded: 'Variation added.',
  variantSaved: 'Variation saved.',
  variantRemoved: 'Variation removed.',
  newVariant: 'New variation',
  packageTitle: 'What the package holds',
  packageHint: 'Choose your variations and how many of each the package holds.',
  packageNone: 'Add other products first: a package holds their variations.',
  quantity: 'Quantity',
  packageSave: 'Save contents',
  packageSaved: 'Contents saved.',
  actionsTitle: 'Publish',
  publish: 'Publish',
  published: 'Your product is live.',
  publishNeedsList: 'To publish, add a category, at least one photo and a price.',
  notApprovedYet: 'Your shop must be approved before you can publish.',
  copy: 'Copy as a new draft',
  copied: 'Copied: this is the new draft.',
  archive: 'Archive',
  archived: 'Archived: buyers no longer see it.',
  view: 'See it in the shop',
  liveAt: (path: string) => `Live at ${path}`,
});

export const catalogueAdminMessages = /* @__PURE__ */ catalogue('catalogueAdmin', {
  categoriesTitle: 'Shop categories',
  categoriesLead: 'Top categories and their sub-categories, in their order (lower first). Products sit in a sub-category or a top one.',
  brandsTitle: 'Brands',
  brandsLead: 'Brands vendors may name on their products.',
  productsTitle: 'Shop products',
  productsLead: 'Every vendor’s products. Feature, hide or take one down (the vendor reads the reason), or restore it.',
  name: 'Name',
  nameHi: 'Name in Hindi',
  parent: 'Sits under',
  topLevel: 'A top category',
  order: 'Order',
  commission: 'Commission on sales (%)',
  productsCount: 'Products',
  add: 'Add',
  save: 'Save',
  remove: 'Remove',
  added: 'Added.',
  saved: 'Saved.',
  removed: 'Removed.',
  none: 'Nothing here yet.',
  search: 'Search by name',
  anyStatus: 'Any status',
  anyModeration: 'Any visibility',
  visibility: 'Visibility',
  find: 'Find',
  vendor: 'Vendor',
  category: 'Category',
  price: 'From',
  state: 'State',
  actions: 'Actions',
  featured: 'Featured',
  reason: 'Reason',
  actionLabels: { feature: 'Feature', unfeature: 'Unfeature', hide: 'Hide', take_down: 'Take down', restore: 'Restore' } as Record<
    ProductModerationAction,
    string
  >,
  moderationLabels: { visible: 'Visible', hidden: 'Hidden', taken_down: 'Taken down' } as Record<ProductModeration, string>,
  done: (title: string) => `${title}: done.`,
});
