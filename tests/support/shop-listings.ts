// The shop's rows for tests, inserted directly (the vendor's editor writes them in the app): a
// vendor with its account, categories, brands, products with variations. The derived columns
// (search_text, min/max price, in_stock) are kept as the editor keeps them.
import { schema as s } from '@sahyog/db';
import { eq } from 'drizzle-orm';
import { refreshProduct } from '../../apps/server/src/modules/products/derived.ts';
import { registerUser } from './accounts.ts';
import { getDb } from './db.ts';
import { unique } from './factories.ts';

type VendorRow = typeof s.vendors.$inferSelect;
type VendorInsert = typeof s.vendors.$inferInsert;
type ProductRow = typeof s.products.$inferSelect;
type ProductInsert = typeof s.products.$inferInsert;
type VariantInput = { sku?: string; attributes?: Record<string, string>; mrpPaise: number; pricePaise: number; stock?: number };

export async function createVendor(overrides: Partial<VendorInsert> = {}): Promise<VendorRow> {
  const db = await getDb();
  const userId = overrides.userId ?? (await registerUser({ role: 'vendor' })).id;
  const slug = overrides.slug === undefined ? unique('shop') : overrides.slug;
  const [row] = await db
    .insert(s.vendors)
    .values({
      legalName: 'Test Crafts Producer Company Ltd',
      displayName: `Test Crafts ${slug}`,
      about: 'Weavers and block printers from a test village.',
      addressLine: '12 Weavers Lane',
      city: 'Jaipur',
      state: 'Rajasthan',
      pinCode: '302001',
      supportEmail: 'help@crafts.example',
      supportPhone: '+91 98290 00000',
      returnPolicy: 'Returns within 7 days of delivery, unused, with tags.',
      pan: 'AAACT1234C',
      bankAccountName: 'Test Crafts',
      bankAccountNumber: '000111222333',
      ifsc: 'SBIN0000001',
      status: 'approved',
      reviewedAt: new Date(),
      ...overrides,
      slug,
      userId,
    })
    .returning();
  if (!row) throw new Error('vendor insert returned nothing');
  return row;
}

export async function createShopCategory(overrides: Partial<typeof s.shopCategories.$inferInsert> = {}) {
  const db = await getDb();
  const slug = overrides.slug ?? unique('cat');
  const [row] = await db
    .insert(s.shopCategories)
    .values({ name: `Category ${slug}`, ...overrides, slug })
    .returning();
  if (!row) throw new Error('category insert returned nothing');
  return row;
}

export async function createBrand(name?: string) {
  const db = await getDb();
  const slug = unique('brand');
  const [row] = await db
    .insert(s.brands)
    .values({ slug, name: name ?? `Brand ${slug}` })
    .returning();
  if (!row) throw new Error('brand insert returned nothing');
  return row;
}

/**
 * A published product with its variations (two by default); its derived columns (price range,
 * in stock, search words) made by the catalogue's own refreshProduct, as every save makes them.
 */
export async function createProduct(
  overrides: Partial<ProductInsert> & { variants?: VariantInput[]; vendor?: VendorRow } = {},
): Promise<ProductRow & { variantIds: number[] }> {
  const db = await getDb();
  const { variants: given, vendor: givenVendor, ...rest } = overrides;
  const vendorId = rest.vendorId ?? (givenVendor ?? (await createVendor())).id;
  const categoryId = rest.categoryId ?? (await createShopCategory()).id;
  const slug = rest.slug === undefined ? unique('product') : rest.slug;
  const title = rest.title ?? `Test product ${slug}`;
  const tags = rest.tags ?? [];
  const variants: VariantInput[] =
    given ??
    (rest.kind === 'listing'
      ? []
      : [
          { attributes: { Size: 'M' }, mrpPaise: 1200_00, pricePaise: 999_00, stock: 5 },
          { attributes: { Size: 'L' }, mrpPaise: 1300_00, pricePaise: 1099_00, stock: 0 },
        ]);
  const [row] = await db
    .insert(s.products)
    .values({
      title,
      descriptionHtml: '<p>Made by hand.</p>',
      hsnCode: '6211',
      gstRateBp: 500,
      images: [{ jpeg: '/media/test.jpg', webp: '/media/test.webp', width: 800, height: 800 }],
      status: 'published',
      publishedAt: new Date(),
      ...rest,
      tags,
      slug,
      vendorId,
      categoryId,
    })
    .returning();
  if (!row) throw new Error('product insert returned nothing');
  const ids: number[] = [];
  for (const [i, x] of variants.entries()) {
    const [vr] = await db
      .insert(s.productVariants)
      .values({
        productId: row.id,
        sku: x.sku ?? `SKU-${i + 1}`,
        attributes: x.attributes ?? {},
        mrpPaise: x.mrpPaise,
        pricePaise: x.pricePaise,
        stock: x.stock ?? 0,
        sort: i,
      })
      .returning({ id: s.productVariants.id });
    if (vr) ids.push(vr.id);
  }
  await refreshProduct(db, row.id);
  const [fresh] = await db.select().from(s.products).where(eq(s.products.id, row.id));
  return { ...(fresh ?? row), variantIds: ids };
}
