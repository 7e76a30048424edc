// The vendor's side of the catalogue (issue 24): a shop's own products, their variations,
// photos and packages, copies, archive and publish. Every call names the signed-in account; its
// shop comes from vendors.forUser, and a product of another shop answers as one that does not
// exist (404). An account without a shop is refused (403). Derived columns are kept in the
// transaction of each change (derived.ts).
import { randomBytes } from 'node:crypto';
import {
  AppError,
  hindiOrNull,
  indiaDay,
  type PackageItemsInput,
  PRODUCT_IMAGE_FIT,
  PRODUCT_IMAGE_MAX_BYTES,
  PRODUCT_IMAGE_MIN,
  PRODUCT_IMAGES_MAX,
  PRODUCT_VARIANTS_MAX,
  type ProductImage,
  type ProductInput,
  type ProductStatus,
  productMessages as pm,
  productSlug,
  type SellerDashboard,
  type SellerProductSummary,
  type SellerProductView,
  STOCK_ALERT_AT,
  type VariantInput,
  type VendorSummary,
} from '@sahyog/core';
import { type Db, schema as s } from '@sahyog/db';
import { and, asc, desc, eq, inArray, like, ne, or, sql } from 'drizzle-orm';
import { encodePhoto, type PhotoRules, storePhoto } from '../../platform/photos.ts';
import { descriptionMarkdown, renderDescription } from '../../platform/rich-text.ts';
import type { Storage } from '../../platform/storage.ts';
import type { VendorsService } from '../vendors/index.ts';
import { refreshProduct, type Tx } from './derived.ts';

/** PostgreSQL's unique_violation (23505), as pg or PGlite reports it (possibly wrapped by drizzle). */
export function isUniqueViolation(e: unknown): boolean {
  for (let x: unknown = e; x && typeof x === 'object'; x = (x as { cause?: unknown }).cause) {
    if ((x as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export interface SellerDeps {
  db: Db;
  storage: Storage;
  vendors: Pick<VendorsService, 'forUser' | 'publicBySlug'>;
  /** A live product changed: drop cached public pages. */
  onPublicChange: () => void;
}

type ProductRow = typeof s.products.$inferSelect;

export function sellerCatalogue(deps: SellerDeps) {
  const { db } = deps;

  /** The account's shop, or 403: only a shop has products. */
  async function shopOf(userId: number): Promise<VendorSummary> {
    const shop = await deps.vendors.forUser(userId);
    if (!shop) throw AppError.forbidden(pm.noShop);
    return shop;
  }

  /** The shop's product, or 404 (another shop's is not told apart from none). */
  async function own(userId: number, id: number): Promise<{ shop: VendorSummary; p: ProductRow }> {
    const shop = await shopOf(userId);
    const [p] = await db
      .select()
      .from(s.products)
      .where(and(eq(s.products.id, id), eq(s.products.vendorId, shop.id)))
      .limit(1);
    if (!p) throw AppError.notFound(pm.notFound);
    return { shop, p };
  }

  async function editable(userId: number, id: number) {
    const found = await own(userId, id);
    if (found.p.status === 'archived') throw new AppError('product_state', pm.archivedLocked);
    return found;
  }

  const changed = (p: { status: ProductStatus }) => {
    if (p.status === 'published') deps.onPublicChange();
  };

  /** The category and brand must exist; a field error names the one that does not. */
  async function checkRefs(input: ProductInput) {
    const [cat] = await db.select({ id: s.shopCategories.id }).from(s.shopCategories).where(eq(s.shopCategories.id, input.categoryId)).limit(1);
    if (!cat) throw AppError.invalid({ categoryId: pm.categoryUnknown });
    if (input.brandId !== null) {
      const [brand] = await db.select({ id: s.brands.id }).from(s.brands).where(eq(s.brands.id, input.brandId)).limit(1);
      if (!brand) throw AppError.invalid({ brandId: pm.brandUnknown });
    }
  }

  const details = (input: ProductInput) => ({
    kind: input.kind,
    title: input.title,
    descriptionHtml: renderDescription(input.description),
    titleHi: hindiOrNull(input.titleHi),
    descriptionHtmlHi: hindiOrNull(renderDescription(input.descriptionHi)),
    categoryId: input.categoryId,
    brandId: input.brandId,
    tags: input.tags,
    hsnCode: input.hsnCode,
    gstRateBp: input.gstRateBp,
    countryOfOrigin: input.countryOfOrigin,
    listingPricePaise: input.listingPricePaise,
    priceOnRequest: input.priceOnRequest,
  });

  const summaryColumns = {
    id: s.products.id,
    slug: s.products.slug,
    kind: s.products.kind,
    title: s.products.title,
    status: s.products.status,
    moderation: s.products.moderation,
    moderationReason: s.products.moderationReason,
    images: s.products.images,
    minPricePaise: s.products.minPricePaise,
    maxPricePaise: s.products.maxPricePaise,
    inStock: s.products.inStock,
    views: s.products.views,
    likes: s.products.likes,
    updatedAt: s.products.updatedAt,
    stock: sql<number>`coalesce((select sum(v.stock) from product_variants v where v.product_id = products.id), 0)::int`.mapWith(Number),
    variants: sql<number>`(select count(*) from product_variants v where v.product_id = products.id)::int`.mapWith(Number),
  };
  type SummaryRow = { [K in keyof typeof summaryColumns]: unknown } & {
    images: ProductImage[];
    updatedAt: Date;
  };
  const summary = (r: SummaryRow): SellerProductSummary => {
    const { images, updatedAt, ...rest } = r as unknown as Omit<SellerProductSummary, 'image' | 'updatedAt'> & { images: ProductImage[]; updatedAt: Date };
    return { ...rest, image: images[0]?.jpeg ?? null, updatedAt: updatedAt.toISOString() };
  };

  async function view(id: number): Promise<SellerProductView> {
    const [r] = await db
      .select({ ...summaryColumns, row: s.products })
      .from(s.products)
      .where(eq(s.products.id, id))
      .limit(1);
    if (!r) throw AppError.notFound(pm.notFound);
    const variantList = await db
      .select({
        id: s.productVariants.id,
        sku: s.productVariants.sku,
        attributes: s.productVariants.attributes,
        mrpPaise: s.productVariants.mrpPaise,
        pricePaise: s.productVariants.pricePaise,
        stock: s.productVariants.stock,
        weightGrams: s.productVariants.weightGrams,
      })
      .from(s.productVariants)
      .where(eq(s.productVariants.productId, id))
      .orderBy(asc(s.productVariants.sort), asc(s.productVariants.id));
    const packageItems = await db
      .select({ variantId: s.packageItems.variantId, quantity: s.packageItems.quantity, title: s.products.title, sku: s.productVariants.sku })
      .from(s.packageItems)
      .innerJoin(s.productVariants, eq(s.productVariants.id, s.packageItems.variantId))
      .innerJoin(s.products, eq(s.products.id, s.productVariants.productId))
      .where(eq(s.packageItems.packageId, id))
      .orderBy(asc(s.products.title), asc(s.productVariants.sku));
    const { row, ...sum } = r;
    return {
      ...summary(sum as SummaryRow),
      descriptionHtml: row.descriptionHtml,
      description: descriptionMarkdown(row.descriptionHtml),
      titleHi: row.titleHi,
      descriptionHtmlHi: row.descriptionHtmlHi,
      descriptionHi: row.descriptionHtmlHi ? descriptionMarkdown(row.descriptionHtmlHi) : '',
      categoryId: row.categoryId,
      brandId: row.brandId,
      tags: row.tags,
      hsnCode: row.hsnCode,
      gstRateBp: row.gstRateBp,
      countryOfOrigin: row.countryOfOrigin,
      listingPricePaise: row.listingPricePaise,
      priceOnRequest: row.priceOnRequest,
      images: row.images,
      variantList,
      packageItems,
    };
  }

  /** Saves inside a transaction and keeps the derived columns right in it; the row is touched. */
  async function write(id: number, work: (tx: Tx) => Promise<void>) {
    await db.transaction(async (tx) => {
      await work(tx);
      await tx.update(s.products).set({ updatedAt: new Date() }).where(eq(s.products.id, id));
      await refreshProduct(tx, id);
    });
  }

  /** A SKU used twice in one product is a field error, whether this save or a racing one made it. */
  async function guardSku<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (caught) {
      if (isUniqueViolation(caught)) throw AppError.invalid({ sku: pm.skuTaken });
      throw caught;
    }
  }

  const photoRules: PhotoRules = {
    maxBytes: PRODUCT_IMAGE_MAX_BYTES,
    min: PRODUCT_IMAGE_MIN,
    messages: { tooLarge: pm.imageTooLarge, type: pm.imageType, tooSmall: pm.imageTooSmall, unreadable: pm.imageUnreadable },
  };

  /** Deletes a photo's files unless another product (a copy) still shows them. */
  async function forget(images: ProductImage[]) {
    for (const img of images) {
      const [used] = await db
        .select({ id: s.products.id })
        .from(s.products)
        .where(sql`${s.products.images} @> ${JSON.stringify([{ jpeg: img.jpeg }])}::jsonb`)
        .limit(1);
      if (!used && img.jpeg.includes('/products/')) {
        await deps.storage.remove(img.jpeg);
        await deps.storage.remove(img.webp);
      }
    }
  }

  /**
   * The first publish gives the address from the title: the first of base, base-2 … no other
   * product holds; two racing for one address, the unique index refuses the second, which
   * takes the next.
   */
  async function goLive(id: number, title: string) {
    const base = productSlug(title);
    for (let attempt = 0; attempt < 5; attempt++) {
      const taken = await db
        .select({ slug: s.products.slug })
        .from(s.products)
        .where(and(ne(s.products.id, id), or(eq(s.products.slug, base), like(s.products.slug, `${base}-%`))));
      const used = new Set(taken.map((t) => t.slug));
      let n = 1;
      while (used.has(n === 1 ? base : `${base}-${n}`)) n++;
      try {
        await db
          .update(s.products)
          .set({ status: 'published', slug: n === 1 ? base : `${base}-${n}`, publishedAt: new Date(), updatedAt: new Date() })
          .where(and(eq(s.products.id, id), eq(s.products.status, 'draft')));
        return;
      } catch (caught) {
        if (!isUniqueViolation(caught)) throw caught;
      }
    }
    throw new AppError('product_state', pm.publishNeeds);
  }

  return {
    /** The shop's products, newest change first (a shop's own list: a few hundred at most). */
    async list(userId: number, filter: { status?: ProductStatus | undefined } = {}): Promise<SellerProductSummary[]> {
      const shop = await shopOf(userId);
      const rows = await db
        .select(summaryColumns)
        .from(s.products)
        .where(and(eq(s.products.vendorId, shop.id), filter.status ? eq(s.products.status, filter.status) : undefined))
        .orderBy(desc(s.products.updatedAt), desc(s.products.id))
        .limit(500);
      return rows.map((r) => summary(r as SummaryRow));
    },

    async get(userId: number, id: number): Promise<SellerProductView> {
      await own(userId, id);
      return view(id);
    },

    /** A new draft (any shop may prepare drafts; only an approved one publishes). */
    async create(userId: number, input: ProductInput): Promise<SellerProductView> {
      const shop = await shopOf(userId);
      await checkRefs(input);
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(s.products)
          .values({ vendorId: shop.id, ...details(input) })
          .returning({ id: s.products.id });
        if (!row) throw new Error('insert returned nothing');
        await refreshProduct(tx, row.id);
        return row.id;
      });
      return view(id);
    },

    async update(userId: number, id: number, input: ProductInput): Promise<SellerProductView> {
      const { p } = await editable(userId, id);
      await checkRefs(input);
      // A kind decides what prices it: variations (product, package) or its own (listing).
      const [count] = await db
        .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
        .from(s.productVariants)
        .where(eq(s.productVariants.productId, id));
      if (input.kind === 'listing' && (count?.n ?? 0) > 0 && p.kind !== 'listing') throw AppError.invalid({ kind: pm.listingNoVariants });
      if (input.kind === 'package' && (count?.n ?? 0) > 1) throw AppError.invalid({ kind: pm.packageOneVariant });
      await write(id, async (tx) => {
        await tx.update(s.products).set(details(input)).where(eq(s.products.id, id));
        if (input.kind !== 'package') await tx.delete(s.packageItems).where(eq(s.packageItems.packageId, id));
      });
      changed(p);
      return view(id);
    },

    /**
     * A new draft from a product: its words, photos, variations (SKUs with "-COPY") and contents,
     * and staff's word on it. A copy is a way to sell again what was archived, never a way round
     * a moderation: a taken-down product is not copied (its copy would publish at once what staff
     * took down), and a hidden one's copy is hidden with the same reason.
     */
    async copy(userId: number, id: number): Promise<SellerProductView> {
      const { shop, p } = await own(userId, id);
      if (p.moderation === 'taken_down') throw new AppError('product_state', pm.copyTakenDown);
      const variants = await db.select().from(s.productVariants).where(eq(s.productVariants.productId, id));
      const items = await db.select().from(s.packageItems).where(eq(s.packageItems.packageId, id));
      const copyId = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(s.products)
          .values({
            vendorId: shop.id,
            kind: p.kind,
            title: `${p.title.slice(0, 150 - pm.copySuffix.length)}${pm.copySuffix}`,
            descriptionHtml: p.descriptionHtml,
            titleHi: p.titleHi,
            descriptionHtmlHi: p.descriptionHtmlHi,
            categoryId: p.categoryId,
            brandId: p.brandId,
            tags: p.tags,
            hsnCode: p.hsnCode,
            gstRateBp: p.gstRateBp,
            countryOfOrigin: p.countryOfOrigin,
            images: p.images,
            listingPricePaise: p.listingPricePaise,
            priceOnRequest: p.priceOnRequest,
            moderation: p.moderation,
            moderationReason: p.moderationReason,
          })
          .returning({ id: s.products.id });
        if (!row) throw new Error('insert returned nothing');
        if (variants.length) {
          await tx.insert(s.productVariants).values(
            variants.map((v) => ({
              productId: row.id,
              sku: `${v.sku.slice(0, 35)}-COPY`,
              attributes: v.attributes,
              mrpPaise: v.mrpPaise,
              pricePaise: v.pricePaise,
              stock: v.stock,
              weightGrams: v.weightGrams,
              sort: v.sort,
            })),
          );
        }
        if (items.length) await tx.insert(s.packageItems).values(items.map((i) => ({ packageId: row.id, variantId: i.variantId, quantity: i.quantity })));
        await refreshProduct(tx, row.id);
        return row.id;
      });
      return view(copyId);
    },

    /** Out of the shop for good (its address stops answering); a copy can sell it again. */
    async archive(userId: number, id: number): Promise<SellerProductView> {
      const { p } = await own(userId, id);
      if (p.status !== 'archived') {
        await db.update(s.products).set({ status: 'archived', updatedAt: new Date() }).where(eq(s.products.id, id));
        changed(p);
      }
      return view(id);
    },

    /** Live, when the shop is approved and the product has a category, a photo and a price. */
    async publish(userId: number, id: number): Promise<SellerProductView> {
      const { shop, p } = await editable(userId, id);
      if (shop.status !== 'approved') throw new AppError('product_state', pm.notApproved);
      if (p.status === 'published') return view(id);
      const [priced] = await db.select({ id: s.productVariants.id }).from(s.productVariants).where(eq(s.productVariants.productId, id)).limit(1);
      const hasPrice = p.kind === 'listing' ? p.priceOnRequest || (p.listingPricePaise ?? 0) > 0 : Boolean(priced);
      if (!p.categoryId || p.images.length === 0 || !hasPrice) throw new AppError('product_state', pm.publishNeeds);
      if (p.slug) {
        await db
          .update(s.products)
          .set({ status: 'published', updatedAt: new Date() })
          .where(and(eq(s.products.id, id), eq(s.products.status, 'draft')));
      } else {
        await goLive(id, p.title);
      }
      deps.onPublicChange();
      return view(id);
    },

    async addVariant(userId: number, id: number, input: VariantInput): Promise<SellerProductView> {
      const { p } = await editable(userId, id);
      if (p.kind === 'listing') throw AppError.invalid({ sku: pm.listingNoVariants });
      const [count] = await db
        .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
        .from(s.productVariants)
        .where(eq(s.productVariants.productId, id));
      const n = count?.n ?? 0;
      if (p.kind === 'package' && n >= 1) throw AppError.invalid({ sku: pm.packageOneVariant });
      if (n >= PRODUCT_VARIANTS_MAX) throw AppError.invalid({ sku: pm.tooManyVariants });
      await guardSku(() =>
        write(id, async (tx) => {
          await tx.insert(s.productVariants).values({ productId: id, ...input, sort: n });
        }),
      );
      changed(p);
      return view(id);
    },

    async updateVariant(userId: number, id: number, variantId: number, input: VariantInput): Promise<SellerProductView> {
      const { p } = await editable(userId, id);
      await guardSku(() =>
        write(id, async (tx) => {
          const [row] = await tx
            .update(s.productVariants)
            .set(input)
            .where(and(eq(s.productVariants.id, variantId), eq(s.productVariants.productId, id)))
            .returning({ id: s.productVariants.id });
          if (!row) throw AppError.notFound(pm.variantNotFound);
        }),
      );
      changed(p);
      return view(id);
    },

    async removeVariant(userId: number, id: number, variantId: number): Promise<SellerProductView> {
      const { p } = await editable(userId, id);
      const rows = await db.select({ id: s.productVariants.id }).from(s.productVariants).where(eq(s.productVariants.productId, id));
      if (!rows.some((r) => r.id === variantId)) throw AppError.notFound(pm.variantNotFound);
      // A live product keeps a price: its last variation goes only with the product (archive it).
      if (p.status === 'published' && p.kind !== 'listing' && rows.length === 1) throw new AppError('product_state', pm.publishNeeds);
      await write(id, async (tx) => {
        await tx.delete(s.productVariants).where(and(eq(s.productVariants.id, variantId), eq(s.productVariants.productId, id)));
      });
      changed(p);
      return view(id);
    },

    /** A package's contents, replaced as a whole: the shop's own variations only. */
    async setPackageItems(userId: number, id: number, input: PackageItemsInput): Promise<SellerProductView> {
      const { shop, p } = await editable(userId, id);
      if (p.kind !== 'package') throw AppError.invalid({ items: pm.packageItemsInvalid });
      const ids = [...new Set(input.items.map((i) => i.variantId))];
      if (ids.length !== input.items.length) throw AppError.invalid({ items: pm.packageItemsInvalid });
      const mine = await db
        .select({ id: s.productVariants.id })
        .from(s.productVariants)
        .innerJoin(s.products, eq(s.products.id, s.productVariants.productId))
        .where(and(inArray(s.productVariants.id, ids), eq(s.products.vendorId, shop.id), ne(s.products.id, id), ne(s.products.kind, 'package')));
      if (mine.length !== ids.length) throw AppError.invalid({ items: pm.packageItemsForeign });
      await write(id, async (tx) => {
        await tx.delete(s.packageItems).where(eq(s.packageItems.packageId, id));
        await tx.insert(s.packageItems).values(input.items.map((i) => ({ packageId: id, variantId: i.variantId, quantity: i.quantity })));
      });
      changed(p);
      return view(id);
    },

    /**
     * A photo, judged by its bytes (not its name or claimed type) and re-encoded to JPEG and
     * WebP, shrunk to fit 1600 px: nothing of the upload but its pixels is kept.
     */
    async addImage(userId: number, id: number, bytes: Uint8Array, field = 'image'): Promise<SellerProductView> {
      const { p } = await editable(userId, id);
      if (p.images.length >= PRODUCT_IMAGES_MAX) throw AppError.invalid({ [field]: pm.imagesFull });
      const photo = await encodePhoto(bytes, field, photoRules, (img) =>
        img.resize(PRODUCT_IMAGE_FIT, PRODUCT_IMAGE_FIT, { fit: 'inside', withoutEnlargement: true }),
      );
      const stored = await storePhoto(deps.storage, `products/${id}/photo-${randomBytes(6).toString('hex')}`, photo);
      // Appended in SQL, so two uploads at once both land and the limit holds for both.
      const [row] = await db
        .update(s.products)
        .set({ images: sql`${s.products.images} || ${JSON.stringify([stored])}::jsonb`, updatedAt: new Date() })
        .where(and(eq(s.products.id, id), sql`jsonb_array_length(${s.products.images}) < ${PRODUCT_IMAGES_MAX}`))
        .returning({ id: s.products.id });
      if (!row) {
        await forget([stored]);
        throw AppError.invalid({ [field]: pm.imagesFull });
      }
      changed(p);
      return view(id);
    },

    /**
     * The photos in a new order, by their JPEG addresses; a photo left out is removed. A live
     * product keeps at least one.
     */
    async setImages(userId: number, id: number, order: string[]): Promise<SellerProductView> {
      const { p } = await editable(userId, id);
      const byUrl = new Map(p.images.map((i) => [i.jpeg, i]));
      const kept = [...new Set(order)].map((u) => byUrl.get(u));
      if (kept.some((k) => !k)) throw AppError.invalid({ images: pm.imageUnknown });
      if (p.status === 'published' && kept.length === 0) throw new AppError('product_state', pm.publishNeeds);
      const next = kept as ProductImage[];
      await db.update(s.products).set({ images: next, updatedAt: new Date() }).where(eq(s.products.id, id));
      await forget(p.images.filter((i) => !next.includes(i)));
      changed(p);
      return view(id);
    },

    /** The approved shop's dashboard: products by state, stock running low, 30 days of views and clicks, likes. */
    async dashboard(userId: number, now = new Date()): Promise<SellerDashboard & { followers: number }> {
      const shop = await shopOf(userId);
      const counts = await db
        .select({
          status: s.products.status,
          n: sql<number>`count(*)::int`.mapWith(Number),
          likes: sql<number>`coalesce(sum(${s.products.likes}), 0)::int`.mapWith(Number),
        })
        .from(s.products)
        .where(eq(s.products.vendorId, shop.id))
        .groupBy(s.products.status);
      const [moderated] = await db
        .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
        .from(s.products)
        .where(and(eq(s.products.vendorId, shop.id), eq(s.products.status, 'published'), ne(s.products.moderation, 'visible')));
      const lowStock = await db
        .select({
          productId: s.products.id,
          title: s.products.title,
          sku: s.productVariants.sku,
          attributes: s.productVariants.attributes,
          stock: s.productVariants.stock,
        })
        .from(s.productVariants)
        .innerJoin(s.products, eq(s.products.id, s.productVariants.productId))
        .where(and(eq(s.products.vendorId, shop.id), ne(s.products.status, 'archived'), sql`${s.productVariants.stock} <= ${STOCK_ALERT_AT}`))
        .orderBy(asc(s.productVariants.stock), asc(s.products.title))
        .limit(20);
      const since = indiaDay(new Date(now.getTime() - 29 * 86_400_000));
      const [stats] = await db
        .select({
          views: sql<number>`coalesce(sum(${s.productStatsDaily.views}), 0)::int`.mapWith(Number),
          clicks: sql<number>`coalesce(sum(${s.productStatsDaily.clicks}), 0)::int`.mapWith(Number),
        })
        .from(s.productStatsDaily)
        .innerJoin(s.products, eq(s.products.id, s.productStatsDaily.productId))
        .where(and(eq(s.products.vendorId, shop.id), sql`${s.productStatsDaily.day} >= ${since}`));
      const byStatus = (st: ProductStatus) => counts.find((c) => c.status === st)?.n ?? 0;
      const publicShop = shop.slug ? await deps.vendors.publicBySlug(shop.slug) : null;
      return {
        counts: { draft: byStatus('draft'), published: byStatus('published'), archived: byStatus('archived') },
        moderated: moderated?.n ?? 0,
        lowStock,
        views30: stats?.views ?? 0,
        clicks30: stats?.clicks ?? 0,
        likes: counts.reduce((sum, c) => sum + c.likes, 0),
        followers: publicShop?.followers ?? 0,
      };
    },

    /** What the editor offers: categories (sub-categories under their parent) and brands. */
    async options() {
      const categories = await db
        .select({
          id: s.shopCategories.id,
          parentId: s.shopCategories.parentId,
          name: s.shopCategories.name,
          nameHi: s.shopCategories.nameHi,
          sort: s.shopCategories.sort,
        })
        .from(s.shopCategories)
        .orderBy(asc(s.shopCategories.sort), asc(s.shopCategories.name));
      const brands = await db.select({ id: s.brands.id, name: s.brands.name }).from(s.brands).orderBy(asc(s.brands.name));
      return { categories, brands };
    },

    /** The shop's own variations a package may hold (not another package's). */
    async packageChoices(userId: number, id: number) {
      const shop = await shopOf(userId);
      return db
        .select({ variantId: s.productVariants.id, title: s.products.title, sku: s.productVariants.sku, attributes: s.productVariants.attributes })
        .from(s.productVariants)
        .innerJoin(s.products, eq(s.products.id, s.productVariants.productId))
        .where(and(eq(s.products.vendorId, shop.id), ne(s.products.id, id), ne(s.products.kind, 'package'), ne(s.products.status, 'archived')))
        .orderBy(asc(s.products.title), asc(s.productVariants.sort))
        .limit(200);
    },
  };
}

export type SellerCatalogue = ReturnType<typeof sellerCatalogue>;
