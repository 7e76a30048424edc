// The shop's buying API as a test drives it (issue 25): sellers and buyers with an address, a
// listed product, the cart, checkout, the simulator's payment and a seller's moves.
import { schema as s } from '@sahyog/db';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { type Answer, call, loginAs, registerUser, type TestUser } from './accounts.ts';
import { getTestApp } from './app.ts';
import { getDb } from './db.ts';
import { unique } from './factories.ts';
import { createProduct, createVendor } from './shop-listings.ts';

export interface CartView {
  lines: {
    variantId: number;
    title: string;
    pricePaise: number;
    quantity: number;
    lineTotalPaise: number;
    available: boolean;
    stock: number | null;
    vendor: { name: string };
  }[];
  count: number;
  totalPaise: number;
  ready: boolean;
}
export interface OrderView {
  reference: string;
  status: string;
  vendor: { name: string };
  lines: { title: string; quantity: number; unitPricePaise: number; lineTotalPaise: number; hsnCode: string; gstRateBp: number }[];
  totalPaise: number;
  courier: string | null;
  trackingNumber: string | null;
  cancelReason: string | null;
  refundDuePaise: number;
  payment: { reference: string; status: string };
}
export interface Purchase {
  payment: { reference: string; status: string; totalPaise: number; payUrl: string | null };
  orders: OrderView[];
}

export type Seller = { user: TestUser; token: string; vendorId: number; name: string };

export async function seller(name: string): Promise<Seller> {
  const user = await registerUser({ role: 'vendor', fullName: `${name} owner` });
  const vendor = await createVendor({ userId: user.id, displayName: name });
  return { user, token: await loginAs(user), vendorId: vendor.id, name };
}

/** A signed-in buyer with one delivery address (its mobile `phone`). */
export async function buyer(phone = '98290 11111') {
  const user = await registerUser({ fullName: 'Asha Buyer' });
  const token = await loginAs(user);
  const address = await call<Answer<{ id: number; isDefault: boolean }>>('POST', '/api/v1/me/addresses', {
    token,
    body: { name: 'Asha Verma', phone, line1: '4 Lake Road', city: 'Bhopal', state: 'Madhya Pradesh', pinCode: '462001' },
  });
  expect(address.status, address.text).toBe(201);
  return { user, token, addressId: address.body.data.id };
}

export const stockOf = async (variantId: number) => {
  const [v] = await (await getDb()).select({ stock: s.productVariants.stock }).from(s.productVariants).where(eq(s.productVariants.id, variantId));
  return v?.stock;
};
export const add = (token: string, variantId: number, quantity = 1) =>
  call<Answer<CartView>>('POST', '/api/v1/shop/cart/items', { token, body: { variantId, quantity } });
export const checkout = (token: string, addressId: number, key = unique('key'), method = 'simulator', extra: Record<string, unknown> = {}) =>
  call<Answer<Purchase>>('POST', '/api/v1/shop/orders', { token, headers: { 'idempotency-key': key }, body: { addressId, method, ...extra } });
export const pay = async (reference: string, outcome: 'success' | 'failure' = 'success') => (await getTestApp()).app.payments.simulate(reference, outcome);
export const sellerPost = (token: string, reference: string, move: string, body: Record<string, string> = {}) =>
  call<Answer<OrderView>>('POST', `/api/v1/seller/orders/${reference}/${move}`, { token, body });

/** A published product with one variation of `stock` units. */
export async function listedProduct(s_: Seller, categoryId: number, pricePaise: number, stock: number, title = unique('Product')) {
  const p = await createProduct({
    vendorId: s_.vendorId,
    categoryId,
    title,
    variants: [{ attributes: { Size: 'M' }, mrpPaise: pricePaise + 100_00, pricePaise, stock }],
  });
  return { id: p.id, slug: p.slug as string, variantId: p.variantIds[0] as number, title };
}
