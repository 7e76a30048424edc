// Shop factories: a vendor written straight into its table (the vendors module's apply/approve
// flow is tested on its own), a shop category, and the body of a product as a seller sends it.
import type { VendorStatus } from '@sahyog/core';
import { schema as s } from '@sahyog/db';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { loginAs, registerUser, type TestUser } from './accounts.ts';
import { getDb } from './db.ts';
import { unique } from './factories.ts';

export interface TestVendor {
  id: number;
  user: TestUser;
  token: string;
  slug: string;
}

/** An account with a shop in `status` (approved by default), signed in. */
export async function createVendor(status: VendorStatus = 'approved', name = 'Test Weavers'): Promise<TestVendor> {
  const user = await registerUser({ fullName: `${name} owner` });
  const slug = unique('shop');
  const [row] = await (await getDb())
    .insert(s.vendors)
    .values({
      userId: user.id,
      slug: status === 'submitted' ? null : slug,
      legalName: `${name} Pvt Ltd`,
      displayName: name,
      addressLine: '12 Weavers Lane',
      city: 'Varanasi',
      state: 'Uttar Pradesh',
      pinCode: '221001',
      supportEmail: user.email,
      supportPhone: '+91 98765 43210',
      returnPolicy: 'Returns within 7 days, unused.',
      pan: 'ABCDE1234F',
      bankAccountName: name,
      bankAccountNumber: '123456789012',
      ifsc: 'SBIN0000001',
      status,
      reviewedAt: status === 'submitted' ? null : new Date(),
    })
    .returning({ id: s.vendors.id });
  if (!row) throw new Error('vendor insert returned nothing');
  return { id: row.id, user, token: await loginAs(user), slug };
}

export async function setVendorStatus(vendorId: number, status: VendorStatus): Promise<void> {
  await (await getDb()).update(s.vendors).set({ status }).where(eq(s.vendors.id, vendorId));
}

/** A top category and one sub-category under it. */
export async function createShopCategory(name = 'Textiles', sub = 'Shawls') {
  const db = await getDb();
  const [top] = await db
    .insert(s.shopCategories)
    .values({ slug: unique('cat'), name, nameHi: 'वस्त्र' })
    .returning();
  if (!top) throw new Error('category insert returned nothing');
  const [child] = await db
    .insert(s.shopCategories)
    .values({ slug: unique('cat'), name: sub, nameHi: 'शॉल', parentId: top.id })
    .returning();
  if (!child) throw new Error('category insert returned nothing');
  return { top, child };
}

export async function createBrand(name = unique('Brand')) {
  const [row] = await (await getDb())
    .insert(s.brands)
    .values({ slug: unique('brand'), name })
    .returning();
  if (!row) throw new Error('brand insert returned nothing');
  return row;
}

/** A product's details as the seller's API takes them. */
export function productBody(categoryId: number, overrides: Record<string, unknown> = {}) {
  return {
    kind: 'product',
    title: 'Handwoven Pashmina Shawl',
    description: '<p>Woven by <strong>hand</strong> in Kashmir.</p><script>alert(1)</script>',
    categoryId,
    tags: 'pashmina, handloom, Gift',
    hsnCode: '6214',
    gstRate: '5',
    countryOfOrigin: 'India',
    ...overrides,
  };
}

export function variantBody(overrides: Record<string, unknown> = {}) {
  return { attributes: { Size: 'M' }, sku: unique('sku').slice(0, 30), mrp: '2,500', price: '1,999.50', stock: 10, weightGrams: 300, ...overrides };
}

/** A plain photo of the given size (JPEG). */
export function photo(width = 800, height = 800, colour = { r: 180, g: 90, b: 40 }): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
}
