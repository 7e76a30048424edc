// The console's side of the catalogue (issue 24): shop categories (two levels, Hindi beside the
// English, an order), brands, and every vendor's products with staff's word on them: feature,
// hide (out of lists and search), take down (gone for buyers) with a reason the vendor reads,
// restore. Every change is audited with before and after and clears the public page cache.
import {
  type AdminProductView,
  AppError,
  type BrandView,
  type ListPage,
  likePrefix,
  type ProductModeration,
  type ProductModerationInput,
  type ProductStatus,
  productMessages as pm,
  productSlug,
  type ShopCategoryInput,
  type ShopCategoryView,
} from '@sahyog/core';
import { type Db, schema as s } from '@sahyog/db';
import { and, asc, desc, eq, ilike, ne, sql } from 'drizzle-orm';
import type { AuditLog } from '../../platform/audit.ts';
import { cursorTime, olderThan, pageOf, pageSize, timeIdCursor } from '../../platform/keyset.ts';
import type { VendorsService } from '../vendors/index.ts';
import { refreshDerived } from './derived.ts';
import { isUniqueViolation } from './seller.ts';

export interface CatalogueAdminDeps {
  db: Db;
  audit: Pick<AuditLog, 'record'>;
  vendors: Pick<VendorsService, 'byId'>;
  onPublicChange: () => void;
}

export function catalogueAdmin(deps: CatalogueAdminDeps) {
  const { db } = deps;

  /** A free slug from a name: base, base-2 … (categories and brands each have their own). */
  async function freeSlug(table: typeof s.shopCategories | typeof s.brands, name: string, exceptId?: number): Promise<string> {
    const base = productSlug(name);
    const rows = await db
      .select({ slug: table.slug })
      .from(table)
      .where(and(sql`(${table.slug} = ${base} or ${table.slug} like ${`${base}-%`})`, exceptId ? ne(table.id, exceptId) : undefined));
    const used = new Set(rows.map((r) => r.slug));
    let n = 1;
    while (used.has(n === 1 ? base : `${base}-${n}`)) n++;
    return n === 1 ? base : `${base}-${n}`;
  }

  // Qualified by hand: drizzle names a column of a one-table select without its table, which
  // inside the subquery would be read as the product's own id.
  const productCount = (column: 'category_id' | 'brand_id', table: 'shop_categories' | 'brands') =>
    sql<number>`(select count(*) from products p where ${sql.raw(`p.${column} = ${table}.id`)})::int`.mapWith(Number);

  async function categories(): Promise<ShopCategoryView[]> {
    const rows = await db
      .select({
        id: s.shopCategories.id,
        parentId: s.shopCategories.parentId,
        slug: s.shopCategories.slug,
        name: s.shopCategories.name,
        nameHi: s.shopCategories.nameHi,
        sort: s.shopCategories.sort,
        commissionBp: s.shopCategories.commissionBp,
        products: productCount('category_id', 'shop_categories'),
      })
      .from(s.shopCategories)
      .orderBy(asc(s.shopCategories.sort), asc(s.shopCategories.name), asc(s.shopCategories.id));
    // Each top category, then its sub-categories.
    const tops = rows.filter((r) => r.parentId === null);
    return tops.flatMap((t) => [t, ...rows.filter((r) => r.parentId === t.id)]);
  }

  async function category(id: number) {
    const [row] = await db.select().from(s.shopCategories).where(eq(s.shopCategories.id, id)).limit(1);
    if (!row) throw AppError.notFound(pm.categoryNotFound);
    return row;
  }

  /** A parent must be a top category (two levels), and never the category itself. */
  async function checkParent(parentId: number | null, selfId?: number) {
    if (parentId === null) return;
    const [parent] = await db.select().from(s.shopCategories).where(eq(s.shopCategories.id, parentId)).limit(1);
    if (!parent || parent.parentId !== null || parent.id === selfId) throw AppError.invalid({ parentId: pm.parentInvalid });
    if (selfId) {
      const [child] = await db.select({ id: s.shopCategories.id }).from(s.shopCategories).where(eq(s.shopCategories.parentId, selfId)).limit(1);
      if (child) throw AppError.invalid({ parentId: pm.parentInvalid });
    }
  }

  const one = async (id: number) => {
    const found = (await categories()).find((c) => c.id === id);
    if (!found) throw AppError.notFound(pm.categoryNotFound);
    return found;
  };

  async function brands(): Promise<BrandView[]> {
    return db
      .select({ id: s.brands.id, slug: s.brands.slug, name: s.brands.name, products: productCount('brand_id', 'brands') })
      .from(s.brands)
      .orderBy(asc(s.brands.name), asc(s.brands.id));
  }

  async function product(id: number): Promise<AdminProductView> {
    const page = await listProducts({ id });
    const found = page.items[0];
    if (!found) throw AppError.notFound(pm.notFound);
    return found;
  }

  async function listProducts(filter: {
    id?: number;
    q?: string | undefined;
    status?: ProductStatus | undefined;
    moderation?: ProductModeration | undefined;
    vendorId?: number | undefined;
    categoryId?: number | undefined;
    after?: string | undefined;
  }): Promise<ListPage<AdminProductView>> {
    const key = timeIdCursor(filter.after);
    const limit = pageSize(undefined);
    const q = filter.q?.trim().toLowerCase();
    const rows = await db
      .select({
        id: s.products.id,
        slug: s.products.slug,
        kind: s.products.kind,
        title: s.products.title,
        vendorId: s.products.vendorId,
        categoryName: s.shopCategories.name,
        status: s.products.status,
        moderation: s.products.moderation,
        moderationReason: s.products.moderationReason,
        featured: s.products.featured,
        minPricePaise: s.products.minPricePaise,
        inStock: s.products.inStock,
        views: s.products.views,
        createdAt: s.products.createdAt,
        at: cursorTime(s.products.createdAt),
      })
      .from(s.products)
      .innerJoin(s.shopCategories, eq(s.shopCategories.id, s.products.categoryId))
      .where(
        and(
          filter.id ? eq(s.products.id, filter.id) : undefined,
          // Words of the title by the trigram index on search_text from three characters; shorter, by its start.
          q ? (q.length >= 3 ? ilike(s.products.searchText, `%${likePrefix(q)}`) : ilike(s.products.title, likePrefix(q))) : undefined,
          filter.status ? eq(s.products.status, filter.status) : undefined,
          filter.moderation ? eq(s.products.moderation, filter.moderation) : undefined,
          filter.vendorId ? eq(s.products.vendorId, filter.vendorId) : undefined,
          filter.categoryId ? eq(s.products.categoryId, filter.categoryId) : undefined,
          olderThan(s.products.createdAt, s.products.id, key),
        ),
      )
      .orderBy(desc(s.products.createdAt), desc(s.products.id))
      .limit(limit + 1);
    return pageOf(
      rows,
      limit,
      (r) => [r.at, r.id],
      async (page) => {
        // The vendors' names through their owner: a page names a few shops.
        const names = new Map<number, string>();
        for (const vendorId of new Set(page.map((r) => r.vendorId))) names.set(vendorId, (await deps.vendors.byId(vendorId))?.displayName ?? '');
        return page.map(({ at: _at, createdAt, ...r }) => ({ ...r, vendorName: names.get(r.vendorId) ?? '', createdAt: createdAt.toISOString() }));
      },
    );
  }

  return {
    categories,
    brands,

    async addCategory(input: ShopCategoryInput, by: number | null): Promise<ShopCategoryView> {
      await checkParent(input.parentId);
      const slug = await freeSlug(s.shopCategories, input.name);
      const [row] = await db
        .insert(s.shopCategories)
        .values({ slug, name: input.name, nameHi: input.nameHi, parentId: input.parentId, sort: input.sort, commissionBp: input.commissionPercent })
        .returning();
      if (!row) throw new Error('insert returned nothing');
      await deps.audit.record({
        actorId: by,
        action: 'shop-category.add',
        subjectType: 'shop-category',
        subjectId: row.id,
        before: {},
        after: { ...input, slug },
      });
      deps.onPublicChange();
      return one(row.id);
    },

    /** Its address stays (links are shared); its names, parent and order change. */
    async updateCategory(id: number, input: ShopCategoryInput, by: number): Promise<ShopCategoryView> {
      const before = await category(id);
      await checkParent(input.parentId, id);
      await db.transaction(async (tx) => {
        await tx
          .update(s.shopCategories)
          .set({ name: input.name, nameHi: input.nameHi, parentId: input.parentId, sort: input.sort, commissionBp: input.commissionPercent })
          .where(eq(s.shopCategories.id, id));
        await refreshDerived(tx, sql`p.category_id = ${id} or p.category_id in (select c.id from shop_categories c where c.parent_id = ${id})`);
      });
      await deps.audit.record({
        actorId: by,
        action: 'shop-category.edit',
        subjectType: 'shop-category',
        subjectId: id,
        before: { name: before.name, nameHi: before.nameHi, parentId: before.parentId, sort: before.sort, commissionBp: before.commissionBp },
        after: input,
      });
      deps.onPublicChange();
      return one(id);
    },

    /** Only an empty category goes: no product and no sub-category sits in it. */
    async removeCategory(id: number, by: number): Promise<{ id: number }> {
      const before = await one(id);
      const [child] = await db.select({ id: s.shopCategories.id }).from(s.shopCategories).where(eq(s.shopCategories.parentId, id)).limit(1);
      if (child || before.products > 0) throw new AppError('product_state', pm.categoryInUse);
      await db.delete(s.shopCategories).where(eq(s.shopCategories.id, id));
      await deps.audit.record({
        actorId: by,
        action: 'shop-category.remove',
        subjectType: 'shop-category',
        subjectId: id,
        before: { name: before.name, slug: before.slug },
        after: {},
      });
      deps.onPublicChange();
      return { id };
    },

    async addBrand(input: { name: string }, by: number | null): Promise<BrandView> {
      const slug = await freeSlug(s.brands, input.name);
      try {
        const [row] = await db.insert(s.brands).values({ slug, name: input.name }).returning();
        if (!row) throw new Error('insert returned nothing');
        await deps.audit.record({ actorId: by, action: 'brand.add', subjectType: 'brand', subjectId: row.id, before: {}, after: { name: input.name, slug } });
        return { id: row.id, slug: row.slug, name: row.name, products: 0 };
      } catch (caught) {
        if (isUniqueViolation(caught)) throw AppError.invalid({ name: pm.nameTaken });
        throw caught;
      }
    },

    async updateBrand(id: number, input: { name: string }, by: number): Promise<BrandView> {
      const [before] = await db.select().from(s.brands).where(eq(s.brands.id, id)).limit(1);
      if (!before) throw AppError.notFound(pm.brandNotFound);
      await db.transaction(async (tx) => {
        await tx.update(s.brands).set({ name: input.name }).where(eq(s.brands.id, id));
        await refreshDerived(tx, sql`p.brand_id = ${id}`);
      });
      await deps.audit.record({
        actorId: by,
        action: 'brand.edit',
        subjectType: 'brand',
        subjectId: id,
        before: { name: before.name },
        after: { name: input.name },
      });
      deps.onPublicChange();
      const found = (await brands()).find((b) => b.id === id);
      if (!found) throw AppError.notFound(pm.brandNotFound);
      return found;
    },

    /** Every vendor's products, newest first, 50 a page (keyset on created_at, id). */
    products: (filter: Omit<Parameters<typeof listProducts>[0], 'id'>) => listProducts(filter),

    /** Feature, unfeature, hide, take down (with a reason the vendor reads) or restore. */
    async moderate(id: number, input: ProductModerationInput, by: number | null): Promise<AdminProductView> {
      const before = await product(id);
      const set =
        input.action === 'feature'
          ? { featured: true }
          : input.action === 'unfeature'
            ? { featured: false }
            : input.action === 'restore'
              ? { moderation: 'visible' as const, moderationReason: null }
              : {
                  moderation: input.action === 'hide' ? ('hidden' as const) : ('taken_down' as const),
                  moderationReason: input.reason ?? null,
                  featured: false,
                };
      await db.update(s.products).set(set).where(eq(s.products.id, id));
      await deps.audit.record({
        actorId: by,
        action: 'product.moderate',
        subjectType: 'product',
        subjectId: id,
        before: { featured: before.featured, moderation: before.moderation, moderationReason: before.moderationReason },
        after: { action: input.action, ...set },
      });
      deps.onPublicChange();
      return product(id);
    },
  };
}

export type CatalogueAdmin = ReturnType<typeof catalogueAdmin>;
