// The shop's demo (issue 24), written the way people make it: each seller's account (a proven
// mobile, as an approved campaigner's), their application with a KYC file through vendors.apply,
// staff's approval (the seed is "system" in the audit log), the console's categories and brands,
// then each product through the seller's own calls (details, variations, photos, a package's
// contents, publish) and staff featuring some. The data is packages/db's (seed/shop.ts).
import { readFile } from 'node:fs/promises';
import { productInput, variantInput, vendorApplicationInput } from '@sahyog/core';
import { demo } from '@sahyog/db';
import type { FastifyInstance } from 'fastify';
import type {} from '../modules/auth/index.ts';
import type {} from '../modules/payments/index.ts';
import type {} from '../modules/products/index.ts';
import type {} from '../modules/shop/index.ts';
import type {} from '../modules/vendors/index.ts';

// A one-page PDF: the KYC file each demo application carries (judged by its bytes like any).
const KYC_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

const rupees = (paise: number) => (paise / 100).toFixed(2);

export async function seedShop(app: FastifyInstance): Promise<void> {
  const photo = (name: string) => readFile(new URL(name, demo.SHOP_PHOTOS_DIR));

  // Sellers: account, application, approval.
  const owners = new Map<string, number>();
  for (const v of demo.SHOP_VENDORS) {
    const { userId } = await app.auth.accountForCampaigner({ email: v.owner.email, phone: v.owner.phone, name: v.owner.fullName });
    const input = vendorApplicationInput.parse({
      legalName: v.legalName,
      displayName: v.displayName,
      about: v.about,
      addressLine: v.addressLine,
      city: v.city,
      state: v.state,
      pinCode: v.pinCode,
      supportEmail: v.supportEmail,
      supportPhone: v.supportPhone,
      returnPolicy: v.returnPolicy,
      pan: v.pan,
      gstin: v.gstin ?? '',
      bankAccountName: v.bankAccountName,
      bankAccountNumber: v.bankAccountNumber,
      bankAccountConfirm: v.bankAccountNumber,
      ifsc: v.ifsc,
    });
    const shop = await app.vendors.apply(await app.auth.user(userId), input, {
      documents: [{ kind: 'pan', fileName: 'pan-card.pdf', bytes: KYC_PDF }],
      pictures: { header: await photo('workshop-block.jpg') },
    });
    await app.vendors.decide(shop.id, { decision: 'approve' }, null);
    owners.set(v.key, userId);
  }

  // The console's categories (two levels, with their Hindi names) and brands.
  const { catalogueAdmin: staff, seller } = app.products;
  const categoryId = new Map<string, number>();
  for (const [n, c] of demo.SHOP_CATEGORIES.entries()) {
    const top = await staff.addCategory({ name: c.name, nameHi: c.nameHi, parentId: null, sort: (n + 1) * 10, commissionPercent: 500 }, null);
    categoryId.set(c.slug, top.id);
    for (const [i, sub] of (c.children ?? []).entries()) {
      const made = await staff.addCategory({ name: sub.name, nameHi: sub.nameHi, parentId: top.id, sort: (i + 1) * 10, commissionPercent: 500 }, null);
      categoryId.set(sub.slug, made.id);
    }
  }
  const brandId = new Map<string, number>();
  for (const b of demo.SHOP_BRANDS) brandId.set(b.slug, (await staff.addBrand({ name: b.name }, null)).id);

  // Products, then packages (they bundle the others' variations, found by SKU).
  const variantOf = new Map<string, number>();
  const ordered = [...demo.SHOP_PRODUCTS.filter((p) => p.kind !== 'package'), ...demo.SHOP_PRODUCTS.filter((p) => p.kind === 'package')];
  for (const p of ordered) {
    const userId = owners.get(p.vendor) as number;
    const details = productInput.parse({
      kind: p.kind,
      title: p.title,
      description: p.descriptionHtml,
      titleHi: p.titleHi ?? '',
      descriptionHi: p.descriptionHtmlHi ?? '',
      categoryId: categoryId.get(p.category),
      brandId: p.brand ? brandId.get(p.brand) : undefined,
      tags: p.tags,
      hsnCode: p.hsnCode,
      gstRate: p.gstRateBp / 100,
      countryOfOrigin: p.countryOfOrigin,
      listingPrice: p.listingPricePaise ? rupees(p.listingPricePaise) : '',
      priceOnRequest: p.priceOnRequest ?? false,
    });
    let made = await seller.create(userId, details);
    for (const v of p.variants) {
      const input = variantInput.parse({
        attributes: v.attributes,
        sku: v.sku,
        mrp: rupees(v.mrpPaise),
        price: rupees(v.pricePaise),
        stock: v.stock,
        weightGrams: v.weightGrams,
      });
      made = await seller.addVariant(userId, made.id, input);
    }
    for (const v of made.variantList) variantOf.set(v.sku, v.id);
    if (p.packageItems?.length) {
      const items = p.packageItems.map((i) => ({ variantId: variantOf.get(i.sku.toUpperCase()) as number, quantity: i.quantity }));
      await seller.setPackageItems(userId, made.id, { items });
    }
    for (const name of p.photos) await seller.addImage(userId, made.id, await photo(name));
    await seller.publish(userId, made.id);
    if (p.featured) await staff.moderate(made.id, { action: 'feature' }, null);
  }

  await seedPurchases(app, owners, variantOf);
}

/**
 * A demo buyer's purchase from both sellers, made as a buyer makes one (cart, address,
 * checkout, payment) and moved on by each seller: one order delivered (so that seller has a
 * payable and a statement; its sale is held until the buyer's windows close, issue 38, so the
 * demo has no withdrawal to ask for yet), the other accepted.
 */
async function seedPurchases(app: FastifyInstance, owners: Map<string, number>, variantOf: Map<string, number>): Promise<void> {
  const { userId } = await app.auth.accountForCampaigner({ email: 'meera.buyer@example.org', phone: '9876501234', name: 'Meera Iyer' });
  const shop = app.shop.api;
  const address = await shop.addAddress(userId, {
    name: 'Meera Iyer',
    phone: '9876501234',
    line1: '14 Residency Road',
    line2: '',
    city: 'Bengaluru',
    state: 'Karnataka',
    pinCode: '560025',
    isDefault: true,
  });
  for (const [sku, quantity] of [
    ['BH-SAR-IND', 1],
    ['SK-COO-200', 3],
  ] as const)
    await shop.addToCart({ userId }, { variantId: variantOf.get(sku) as number, quantity });
  const { purchase } = await shop.checkout(
    userId,
    { addressId: address.id, method: shop.methods()[0] ?? 'upi', smsUpdates: true, whatsappUpdates: true },
    'demo-seed-purchase-1',
    null,
  );
  await app.payments.settlePaid(purchase.payment.reference, 'seed');
  const [bagru, sakhi] = [owners.get(demo.SHOP_VENDORS[0]?.key ?? '') as number, owners.get(demo.SHOP_VENDORS[1]?.key ?? '') as number];
  const mine = (vendorUser: number) =>
    shop.sellerOrders(vendorUser).then((list) => list.find((o) => o.payment.reference === purchase.payment.reference)?.reference as string);
  const saree = await mine(bagru);
  await shop.sellerMove(bagru, saree, 'accept');
  await shop.sellerMove(bagru, saree, 'ship', { courier: 'India Post', trackingNumber: 'EE123456789IN' });
  await shop.sellerMove(bagru, saree, 'deliver');
  const cookies = await mine(sakhi);
  await shop.sellerMove(sakhi, cookies, 'accept');
  // After the doorstep: the saree's buyer asks to return it with a photo (the seller decides),
  // and the cookies' parcel has not come, so she asks the foundation to step in (the console's
  // disputes page has one to decide).
  await shop.requestReturn(userId, saree, {
    reason: 'The border colour is darker than in the photos.',
    photos: [await readFile(new URL('saree-indigo.jpg', demo.SHOP_PHOTOS_DIR))],
  });
  await shop.sellerMove(sakhi, cookies, 'ship', { courier: 'Delhivery', trackingNumber: 'DLV4471200913' });
  await shop.openDispute(userId, cookies, 'Tracking has shown “in transit” for twelve days and the seller has not answered my emails.');
}
