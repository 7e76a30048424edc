// What the shop's vendors are owed (issue 25): a delivered order's sale less the commission of
// its category, GST TCS and income-tax TDS at the rates of the day, worked by hand; withdrawals
// within the payable and above staff's minimum, paid with a UTR or refused (back to the payable),
// audited and emailed; the rates as dated data staff add to; and a property test: through random
// sales, refunds and withdrawals every vendor's payable equals sales − commission − TCS − TDS −
// refunds − payouts, the ledger balances, and no withdrawal takes it below zero.
// Runs on PostgreSQL too (tests/postgres-files.txt): withdrawals at once for the same payable.
import type { VendorMoney } from '@sahyog/core';
import { mulberry32, schema as s } from '@sahyog/db';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type {} from '../../apps/server/src/modules/shop/index.ts';
import { type Answer, call, loginAs, messagesTo, registerUser, signedIn, type TestUser } from '../support/accounts.ts';
import { getTestApp } from '../support/app.ts';
import { getDb } from '../support/db.ts';
import { unique } from '../support/factories.ts';
import { createProduct, createShopCategory, createVendor } from '../support/shop-listings.ts';

async function shopOwner(overrides: { gstin?: string | null; state?: string } = {}) {
  const user = await registerUser({ role: 'vendor', fullName: 'Ledger owner' });
  const vendor = await createVendor({
    userId: user.id,
    displayName: unique('Ledger Crafts'),
    gstin: overrides.gstin ?? null,
    state: overrides.state ?? 'Rajasthan',
  });
  return { user, token: await loginAs(user), vendor };
}

const moneyOf = async (token: string) =>
  (await call<Answer<{ money: VendorMoney; minimumPaise: number }>>('GET', '/api/v1/seller/payouts', { token })).body.data;
const withdraw = (token: string, amount: string) => call<Answer<{ id: number }>>('POST', '/api/v1/seller/payouts', { token, body: { amount } });

let staff: { id: number; token: string };

beforeAll(async () => {
  await getTestApp();
  staff = await signedIn('admin');
});

describe('a delivered order', () => {
  it('credits the sale and debits the commission, TCS and TDS of the day, worked by hand', async () => {
    const owner = await shopOwner({ gstin: '08AAACT1234C1Z5', state: 'Rajasthan' });
    const category = await createShopCategory({ commissionBp: 500 });
    const p = await createProduct({
      vendorId: owner.vendor.id,
      categoryId: category.id,
      gstRateBp: 500,
      variants: [{ mrpPaise: 1200_00, pricePaise: 1050_00, stock: 5 }],
    });
    const buyer = await registerUser();
    const token = await loginAs(buyer);
    const address = await call<Answer<{ id: number }>>('POST', '/api/v1/me/addresses', {
      token,
      body: { name: 'Buyer', phone: '9829011111', line1: '1 Road', city: 'Bhopal', state: 'Madhya Pradesh', pinCode: '462001' },
    });
    await call('POST', '/api/v1/shop/cart/items', { token, body: { variantId: p.variantIds[0], quantity: 2 } });
    const placed = await call<Answer<{ payment: { reference: string }; orders: { reference: string }[] }>>('POST', '/api/v1/shop/orders', {
      token,
      headers: { 'idempotency-key': unique('key') },
      body: { addressId: address.body.data.id, method: 'simulator' },
    });
    const { app } = await getTestApp();
    await app.payments.simulate(placed.body.data.payment.reference, 'success');
    const ref = placed.body.data.orders[0]?.reference as string;
    for (const [move, body] of [
      ['accept', {}],
      ['ship', { courier: 'Delhivery', trackingNumber: 'DL12345678' }],
    ] as const) {
      expect((await call('POST', `/api/v1/seller/orders/${ref}/${move}`, { token: owner.token, body })).status).toBe(200);
    }
    // Nothing is owed before delivery.
    expect((await moneyOf(owner.token)).money.payablePaise).toBe(0);
    expect((await call('POST', `/api/v1/seller/orders/${ref}/deliver`, { token: owner.token, body: {} })).status).toBe(200);
    // 2 × ₹1,050 = ₹2,100, from Rajasthan to Madhya Pradesh: IGST 5 % inside = ₹100, taxable ₹2,000.
    // Commission 5 % of ₹2,100 = ₹105; TCS 0.5 % of ₹2,000 = ₹10; TDS 0.1 % of ₹2,000 = ₹2.
    const m = (await moneyOf(owner.token)).money;
    expect(m).toMatchObject({ salePaise: 2100_00, commissionPaise: 105_00, tcsPaise: 10_00, tdsPaise: 2_00, refundsPaise: 0, payoutsPaise: 0 });
    expect(m.payablePaise).toBe(1983_00);
    // Delivering again changes nothing.
    expect((await call('POST', `/api/v1/seller/orders/${ref}/deliver`, { token: owner.token, body: {} })).status).toBe(409);
    expect((await moneyOf(owner.token)).money.payablePaise).toBe(1983_00);
  });

  it('takes no TCS from a seller without a GSTIN, and uses a rate staff added for the day', async () => {
    const { app } = await getTestApp();
    const rates = await call<Answer<{ kind: string; rateBp: number; effectiveFrom: string }[]>>('GET', '/api/v1/admin/shop/rates', { token: staff.token });
    expect(rates.body.data.filter((r) => r.kind === 'tds-ecommerce').map((r) => [r.rateBp, r.effectiveFrom])).toEqual(
      expect.arrayContaining([
        [100, '2021-04-01'],
        [10, '2024-10-01'],
      ]),
    );
    const table = await app.shop.rates.table();
    const { saleParts } = await import('../../apps/server/src/modules/shop/ledger.ts');
    const lines = [{ unitPricePaise: 118_00, quantity: 1, gstRateBp: 1800, hsnCode: '6214', title: 'Scarf', commissionBp: 1000 }];
    // Without a GSTIN the seller charges no GST (a bill of supply): no TCS, and TDS 0.1 % of the
    // whole ₹118 = 11.8 paise, rounded to 12; commission 10 % of ₹118 = ₹11.80.
    expect(saleParts(lines, { gstin: null, state: 'Rajasthan' }, 'Rajasthan', '2026-11-27', table)).toEqual({
      salePaise: 118_00,
      commissionPaise: 11_80,
      tcsPaise: 0,
      tdsPaise: 12,
    });
    // Registered, within one state: 18 % inside ₹118 = ₹18, taxable ₹100. On 30 Sept 2024 TCS was
    // 0.5 % (from 10 July 2024) = 50 paise, and TDS still 1 % = ₹1.
    expect(saleParts(lines, { gstin: '08AAACT1234C1Z5', state: 'Rajasthan' }, 'Rajasthan', '2024-09-30', table)).toEqual({
      salePaise: 118_00,
      commissionPaise: 11_80,
      tcsPaise: 50,
      tdsPaise: 1_00,
    });
  });
});

describe('withholding rates', () => {
  it('are added by an admin with a source, checked, audited, and never twice for a day', async () => {
    const bad = await call<Answer<null>>('POST', '/api/v1/admin/shop/rates', {
      token: staff.token,
      body: { kind: 'vat', ratePercent: '50', effectiveFrom: '2027-13-01', source: '' },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['effectiveFrom', 'kind', 'ratePercent', 'source']);
    const day = `2099-0${1 + Math.floor(Math.random() * 9)}-1${Math.floor(Math.random() * 9)}`;
    const made = await call<Answer<{ id: number; rateBp: number }>>('POST', '/api/v1/admin/shop/rates', {
      token: staff.token,
      body: { kind: 'gst-tcs', ratePercent: '0.25', effectiveFrom: day, source: 'Notification 99/2099-Central Tax' },
    });
    expect(made.status, made.text).toBe(201);
    expect(made.body.data.rateBp).toBe(25);
    const again = await call('POST', '/api/v1/admin/shop/rates', {
      token: staff.token,
      body: { kind: 'gst-tcs', ratePercent: '0.3', effectiveFrom: day, source: 'Another notification' },
    });
    expect(again.status).toBe(422);
    const db = await getDb();
    const audit = await db
      .select()
      .from(s.auditEvents)
      .where(eq(s.auditEvents.subjectId, String(made.body.data.id)));
    expect(audit.map((a) => a.action)).toContain('shop.rate.add');
    // A vendor or a buyer cannot add one.
    const vendor = await shopOwner();
    expect(
      (
        await call('POST', '/api/v1/admin/shop/rates', {
          token: vendor.token,
          body: { kind: 'gst-tcs', ratePercent: '0', effectiveFrom: '2098-01-01', source: 'Mine' },
        })
      ).status,
    ).toBe(403);
    await db.delete(s.withholdingRates).where(eq(s.withholdingRates.id, made.body.data.id));
  });
});

/** A paid, delivered order of `totalPaise` for the vendor, written as the shop writes one. */
async function deliveredOrder(vendorId: number, buyer: TestUser, totalPaise: number) {
  const db = await getDb();
  const ref = `SG${unique('')
    .replace(/[^0-9A-Z]/gi, '')
    .toUpperCase()
    .padEnd(14, '0')
    .slice(0, 14)}`;
  const [pay] = await db
    .insert(s.orders)
    .values({
      reference: ref,
      requestHash: 'test',
      purpose: 'shop',
      userId: buyer.id,
      amountPaise: totalPaise,
      totalPaise,
      donorName: 'Buyer',
      donorEmail: buyer.email,
      donorMobile: '9829011111',
      method: 'simulator',
      status: 'paid',
      paidAt: new Date(),
    })
    .returning({ id: s.orders.id });
  const shipTo = { name: 'Buyer', phone: '9829011111', line1: '1 Road', line2: '', city: 'Pune', state: 'Maharashtra', pinCode: '411001' };
  const [o] = await db
    .insert(s.shopOrders)
    .values({
      reference: `SO${ref.slice(2, 14)}`,
      paymentOrderId: pay?.id ?? 0,
      vendorId,
      buyerId: buyer.id,
      buyerName: 'Buyer',
      buyerEmail: buyer.email,
      buyerPhone: '9829011111',
      shipTo,
      status: 'delivered',
      totalPaise,
      holdUntil: new Date(),
      // Shipped with tracking and delivered long enough ago that every window has closed: its
      // sale is withdrawable (the holding period has its own tests, shop-holding.test.ts).
      shippedAt: new Date(Date.now() - 60 * 86_400_000),
      trackingNumber: 'DL00000001',
      deliveredAt: new Date(Date.now() - 60 * 86_400_000),
    })
    .returning({ id: s.shopOrders.id });
  return { id: o?.id ?? 0, vendorId };
}

describe('the ledger', () => {
  it('keeps payable = sales − commission − TCS − TDS − refunds − payouts through random sales, refunds and withdrawals', async () => {
    const { app } = await getTestApp();
    const ledger = app.shop.ledger;
    const db = await getDb();
    const buyer = await registerUser();
    const owners = [await shopOwner(), await shopOwner(), await shopOwner()];
    const random = mulberry32(2511);
    const int = (n: number) => Math.floor(random() * n);
    const sold = new Map<number, { order: { id: number; vendorId: number }; total: number; refunded: number }[]>();
    const minimum = 100_00;
    for (let step = 0; step < 90; step++) {
      const owner = owners[int(owners.length)] as (typeof owners)[number];
      const vendorId = owner.vendor.id;
      const roll = random();
      if (roll < 0.45) {
        const total = 1_00 + int(500_000);
        const order = await deliveredOrder(vendorId, buyer, total);
        const commission = Math.floor((total * int(1500)) / 10_000);
        await db.transaction((tx) =>
          ledger.recordSale(tx, order, {
            salePaise: total,
            commissionPaise: commission,
            tcsPaise: Math.floor(total / 200),
            tdsPaise: Math.floor(total / 1000),
          }),
        );
        sold.set(vendorId, [...(sold.get(vendorId) ?? []), { order, total, refunded: 0 }]);
      } else if (roll < 0.7) {
        const mine = (sold.get(vendorId) ?? []).filter((x) => x.refunded < x.total);
        const pick = mine[int(mine.length)];
        if (!pick) continue;
        const amount = 1 + int(pick.total - pick.refunded);
        await db.transaction((tx) => ledger.recordRefund(tx, pick.order, amount));
        pick.refunded += amount;
      } else {
        const before = await ledger.payable(vendorId);
        const amount = 1 + int(Math.max(before * 1.3, 200_00));
        let asked = false;
        try {
          await db.transaction((tx) => app.payouts.open(tx, 'vendor', vendorId, amount, minimum));
          asked = true;
        } catch {
          // refused: too small or more than the payable
        }
        expect(asked).toBe(amount >= minimum && amount <= before);
        if (asked && random() < 0.3) {
          const [p] = await db.select().from(s.payouts).where(eq(s.payouts.payeeId, vendorId)).orderBy(sql`id desc`).limit(1);
          if (p) await db.transaction((tx) => app.payouts.settle(tx, p, random() < 0.5));
        }
        // A withdrawal never takes the payable below zero (refunds may, after one was paid).
        if (asked) expect(await ledger.payable(vendorId)).toBeGreaterThanOrEqual(0);
      }
    }
    for (const owner of owners) {
      const m = await ledger.money(owner.vendor.id);
      expect(m.payablePaise).toBe(m.salePaise - m.commissionPaise - m.tcsPaise - m.tdsPaise - m.refundsPaise - m.payoutsPaise);
      // Refunds never exceed sales per order, and the double entry balances to zero.
      const b = await ledger.balances(owner.vendor.id);
      expect([...b.values()].reduce((a, x) => a + x, 0)).toBe(0);
      expect(m.refundsPaise).toBe((sold.get(owner.vendor.id) ?? []).reduce((n, x) => n + x.refunded, 0));
    }
  });

  it('holds the amounts worked by hand for a sale with commission, TCS and TDS, a partial refund and a paid payout (issue 38)', async () => {
    // The property test above checks an identity any entries satisfy; these are the amounts.
    const { app } = await getTestApp();
    const ledger = app.shop.ledger;
    const db = await getDb();
    const owner = await shopOwner({ gstin: '08AAACT1234C1Z5', state: 'Rajasthan' });
    const { saleParts } = await import('../../apps/server/src/modules/shop/ledger.ts');
    // 2 × ₹1,180 at 18 % from Rajasthan to Maharashtra: IGST inside ₹2,360 = ₹360, taxable ₹2,000.
    // Commission 10 % of ₹2,360 = ₹236; TCS 0.5 % of ₹2,000 = ₹10; TDS 0.1 % of ₹2,000 = ₹2.
    const parts = saleParts(
      [{ unitPricePaise: 1180_00, quantity: 2, gstRateBp: 1800, hsnCode: '6913', title: 'Blue pottery vase', commissionBp: 1000 }],
      { gstin: '08AAACT1234C1Z5', state: 'Rajasthan' },
      'Maharashtra',
      '2026-11-27',
      await app.shop.rates.table(),
    );
    expect(parts).toEqual({ salePaise: 2360_00, commissionPaise: 236_00, tcsPaise: 10_00, tdsPaise: 2_00 });
    const order = await deliveredOrder(owner.vendor.id, await registerUser(), 2360_00);
    // Delivered long ago: whatever holding period a sale has, this one is past it.
    const long = new Date(Date.now() - 90 * 86_400_000);
    await db.update(s.shopOrders).set({ deliveredAt: long }).where(eq(s.shopOrders.id, order.id));
    await db.transaction((tx) => ledger.recordSale(tx, order, parts, long));
    // ₹2,360 − ₹236 − ₹10 − ₹2 = ₹2,112.
    expect(await ledger.money(owner.vendor.id)).toMatchObject({
      salePaise: 2360_00,
      commissionPaise: 236_00,
      tcsPaise: 10_00,
      tdsPaise: 2_00,
      payablePaise: 2112_00,
    });
    // A quarter back (₹590 of ₹2,360): a quarter of each part comes back to the vendor, ₹59 +
    // ₹2.50 + ₹0.50; payable ₹2,112 − ₹590 + ₹62 = ₹1,584.
    await db.transaction((tx) => ledger.recordRefund(tx, order, 590_00));
    expect(await ledger.money(owner.vendor.id)).toMatchObject({
      refundsPaise: 590_00,
      commissionPaise: 177_00,
      tcsPaise: 7_50,
      tdsPaise: 1_50,
      payablePaise: 1584_00,
      pendingPayoutsPaise: 0,
    });
    // ₹1,000 withdrawn: pending until staff pay it, then at the bank; ₹584 stays payable.
    const id = await db.transaction((tx) => app.payouts.open(tx, 'vendor', owner.vendor.id, 1000_00, 500_00));
    expect(await ledger.money(owner.vendor.id)).toMatchObject({ payablePaise: 584_00, pendingPayoutsPaise: 1000_00, payoutsPaise: 1000_00 });
    await db.transaction((tx) => app.payouts.settle(tx, { id, payeeKind: 'vendor', payeeId: owner.vendor.id, amountPaise: 1000_00 }, true));
    // Every account, credits less debits: the buyers' money collected (−₹2,360 + ₹590), the
    // platform's commission (₹236 − ₹59), TCS (₹10 − ₹2.50), TDS (₹2 − ₹0.50), the vendor, the bank.
    expect(Object.fromEntries([...(await ledger.balances(owner.vendor.id))].filter(([, v]) => v !== 0))).toEqual({
      collected: -1770_00,
      commission: 177_00,
      tcs: 7_50,
      tds: 1_50,
      vendor: 584_00,
      bank: 1000_00,
    });
    expect(await ledger.money(owner.vendor.id)).toMatchObject({ payablePaise: 584_00, pendingPayoutsPaise: 0, payoutsPaise: 1000_00 });
  });

  it('refuses a refund larger than what is left of the sale, and gives back commission and taxes in proportion', async () => {
    const { app } = await getTestApp();
    const owner = await shopOwner();
    const order = await deliveredOrder(owner.vendor.id, await registerUser(), 1000_00);
    const db = await getDb();
    await db.transaction((tx) => app.shop.ledger.recordSale(tx, order, { salePaise: 1000_00, commissionPaise: 100_00, tcsPaise: 5_00, tdsPaise: 1_00 }));
    await db.transaction((tx) => app.shop.ledger.recordRefund(tx, order, 250_00));
    // A quarter back: ₹25 of the commission, ₹1.25 of TCS, ₹0.25 of TDS.
    expect(await app.shop.ledger.money(owner.vendor.id)).toMatchObject({
      refundsPaise: 250_00,
      commissionPaise: 75_00,
      tcsPaise: 3_75,
      tdsPaise: 75,
      payablePaise: 1000_00 - 75_00 - 3_75 - 75 - 250_00,
    });
    await expect(db.transaction((tx) => app.shop.ledger.recordRefund(tx, order, 750_01))).rejects.toThrow();
    await db.transaction((tx) => app.shop.ledger.recordRefund(tx, order, 750_00));
    expect(await app.shop.ledger.money(owner.vendor.id)).toMatchObject({ commissionPaise: 0, tcsPaise: 0, tdsPaise: 0, payablePaise: 0 });
  });
});

describe('withdrawals', () => {
  it('are within the payable and above the minimum, paid with a UTR or refused, audited and emailed', async () => {
    const { app } = await getTestApp();
    const owner = await shopOwner();
    const order = await deliveredOrder(owner.vendor.id, await registerUser(), 3000_00);
    const db = await getDb();
    await db.transaction((tx) => app.shop.ledger.recordSale(tx, order, { salePaise: 3000_00, commissionPaise: 0, tcsPaise: 0, tdsPaise: 0 }));
    const { minimumPaise } = await moneyOf(owner.token);
    expect(minimumPaise).toBe(500_00);
    const small = await withdraw(owner.token, '499.99');
    expect(small.status).toBe(422);
    expect(small.body.errors?.amount).toBe('The smallest withdrawal is ₹500');
    const big = await withdraw(owner.token, '3,000.01');
    expect(big.body.errors?.amount).toBe('You can withdraw at most ₹3,000');
    for (const amount of ['-5', 'abc', '1e5', '10.123'])
      expect((await withdraw(owner.token, amount)).body.errors?.amount, amount).toBe('Please enter an amount in rupees, like 1500 or 1,500.50');
    // Two at once for the whole payable: only one is taken. This proves the per-vendor lock only
    // on PostgreSQL (this file is in tests/postgres-files.txt): PGlite has one connection, so
    // there the two requests run one after the other and would pass without the lock.
    // (The minimum's both sides are in "takes exactly the minimum" below.)
    const both = await Promise.all([withdraw(owner.token, '2,000'), withdraw(owner.token, '2,000')]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 422]);
    const id = (both.find((r) => r.status === 201) as (typeof both)[number]).body.data.id;
    expect((await moneyOf(owner.token)).money).toMatchObject({ payablePaise: 1000_00, pendingPayoutsPaise: 2000_00 });
    // Not the vendor's to decide; staff record the UTR.
    expect(
      (await call('POST', `/api/v1/admin/shop/payouts/${id}/decision`, { token: owner.token, body: { decision: 'paid', utr: 'N123456789' } })).status,
    ).toBe(403);
    const noUtr = await call<Answer<null>>('POST', `/api/v1/admin/shop/payouts/${id}/decision`, { token: staff.token, body: { decision: 'paid', utr: '12' } });
    expect(noUtr.status).toBe(422);
    const utr = `N${Date.now()}`;
    const paid = await call<Answer<{ status: string; utr: string }>>('POST', `/api/v1/admin/shop/payouts/${id}/decision`, {
      token: staff.token,
      body: { decision: 'paid', utr },
    });
    expect(paid.body.data).toMatchObject({ status: 'paid', utr });
    expect((await call('POST', `/api/v1/admin/shop/payouts/${id}/decision`, { token: staff.token, body: { decision: 'rejected', note: 'Oops' } })).status).toBe(
      409,
    );
    expect((await moneyOf(owner.token)).money).toMatchObject({ payablePaise: 1000_00, pendingPayoutsPaise: 0, payoutsPaise: 2000_00 });
    const mail = (await messagesTo(owner.user.email)).find((m) => m.subject.includes('paid to'));
    expect(mail?.body).toContain(utr);
    // Refused: the amount is back in the payable.
    const second = await withdraw(owner.token, '1000');
    await call('POST', `/api/v1/admin/shop/payouts/${second.body.data.id}/decision`, {
      token: staff.token,
      body: { decision: 'rejected', note: 'Bank account name does not match' },
    });
    expect((await moneyOf(owner.token)).money).toMatchObject({ payablePaise: 1000_00, payoutsPaise: 2000_00 });
    expect((await messagesTo(owner.user.email)).some((m) => m.body.includes('Bank account name does not match'))).toBe(true);
    const actions = (await db.select().from(s.auditEvents).where(eq(s.auditEvents.subjectType, 'vendor-payout')))
      .filter((a) => [String(id), String(second.body.data.id)].includes(a.subjectId))
      .map((a) => a.action);
    expect(actions.sort()).toEqual(['shop.payout.paid', 'shop.payout.rejected', 'shop.payout.request', 'shop.payout.request']);
    // Statement CSV for this month: opening, the rows, closing.
    const month = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 7);
    const csv = (await app.shop.api.statementCsv(owner.user.id, month)) as string;
    expect(csv).toContain('"Sale","');
    expect(csv.trim().split('\r\n').at(-1)).toBe('"","Closing payable","","","","","1000.00"');
  });

  it('takes exactly the minimum (₹500) and refuses a paisa less, whatever the seed does (issue 38)', async () => {
    const { app } = await getTestApp();
    const owner = await shopOwner();
    const order = await deliveredOrder(owner.vendor.id, await registerUser(), 600_00);
    const db = await getDb();
    const long = new Date(Date.now() - 90 * 86_400_000);
    await db.update(s.shopOrders).set({ deliveredAt: long }).where(eq(s.shopOrders.id, order.id));
    await db.transaction((tx) => app.shop.ledger.recordSale(tx, order, { salePaise: 600_00, commissionPaise: 0, tcsPaise: 0, tdsPaise: 0 }, long));
    const below = await withdraw(owner.token, '499.99');
    expect(below.status).toBe(422);
    expect(below.body.errors).toEqual({ amount: 'The smallest withdrawal is ₹500' });
    expect((await moneyOf(owner.token)).money).toMatchObject({ payablePaise: 600_00, pendingPayoutsPaise: 0 });
    const exactly = await withdraw(owner.token, '500');
    expect(exactly.status, exactly.text).toBe(201);
    expect((await moneyOf(owner.token)).money).toMatchObject({ payablePaise: 100_00, pendingPayoutsPaise: 500_00 });
  });

  it('is refused to a shop that is not approved', async () => {
    const owner = await shopOwner();
    await (await getDb()).update(s.vendors).set({ status: 'suspended' }).where(eq(s.vendors.id, owner.vendor.id));
    const r = await withdraw(owner.token, '600');
    expect(r.status).toBe(409);
  });
});

describe("a seller's statements", () => {
  it('start in the month the shop was made: no statement for a month before it, on the page or by its address', async () => {
    const { app } = await getTestApp();
    const owner = await shopOwner();
    // Made on 20 Sept 2026 (India); the months are counted up to today, whatever today is.
    await (await getDb())
      .update(s.vendors)
      .set({ createdAt: new Date('2026-09-20T06:00:00Z') })
      .where(eq(s.vendors.id, owner.vendor.id));
    const months = (await call<Answer<{ statementMonths: string[] }>>('GET', '/api/v1/seller/payouts', { token: owner.token })).body.data.statementMonths;
    const today = new Date(Date.now() + 5.5 * 3600_000);
    const expected: string[] = [];
    for (
      let d = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1));
      d >= new Date(Date.UTC(2026, 8, 1)) && expected.length < 12;
      d.setUTCMonth(d.getUTCMonth() - 1)
    )
      expected.push(d.toISOString().slice(0, 7));
    expect(months).toEqual(expected);
    expect(months.at(-1)).toBe('2026-09');
    const page = await app.inject({ method: 'GET', url: '/seller/payouts', headers: { authorization: `Bearer ${owner.token}` } });
    expect(page.body).toContain('/seller/payouts/statement?month=2026-09');
    expect(page.body).not.toContain('/seller/payouts/statement?month=2026-08');
    expect(await app.shop.api.statementCsv(owner.user.id, '2026-09')).toContain('Closing payable');
    expect(await app.shop.api.statementCsv(owner.user.id, '2026-08')).toBeNull();
    const before = await app.inject({ method: 'GET', url: '/seller/payouts/statement?month=2026-08', headers: { authorization: `Bearer ${owner.token}` } });
    expect(before.statusCode).toBe(404);
  });
});

describe('staff paying a withdrawal by bank transfer', () => {
  it('see the account to pay on each row (number masked) and the whole number for one withdrawal when they ask, audited', async () => {
    const { app } = await getTestApp();
    const db = await getDb();
    const owner = await shopOwner();
    const [payout] = await db.insert(s.payouts).values({ payeeKind: 'vendor', payeeId: owner.vendor.id, amountPaise: 1234_00 }).returning();
    const id = payout?.id ?? 0;
    const list = await call<Answer<{ id: number; payTo?: { accountName: string; accountNumber: string; ifsc: string; bank: string | null } }[]>>(
      'GET',
      '/api/v1/admin/shop/payouts?status=requested',
      { token: staff.token },
    );
    const row = list.body.data.find((p) => p.id === id);
    expect(row?.payTo).toEqual({ accountName: 'Test Crafts', accountNumber: '•••• 2333', ifsc: 'SBIN0000001', bank: 'State Bank of India' });
    expect(JSON.stringify(list.body)).not.toContain('000111222333');
    // Not for the shop's own owner, nor anyone but staff.
    // (asked for by POST: it claims the withdrawal for the staff member who will pay it by hand)
    expect((await call('POST', `/api/v1/admin/shop/payouts/${id}/account`, { token: owner.token })).status).toBe(403);
    const whole = await call<Answer<{ accountNumber: string }>>('POST', `/api/v1/admin/shop/payouts/${id}/account`, { token: staff.token });
    expect(whole.body.data).toMatchObject({ accountName: 'Test Crafts', accountNumber: '000111222333', ifsc: 'SBIN0000001' });
    const views = await db
      .select()
      .from(s.auditEvents)
      .where(sql`${s.auditEvents.action} = 'vendor.bank_view' and ${s.auditEvents.subjectId} = ${String(owner.vendor.id)}`);
    expect(views.map((v) => [v.actorId, (v.after as { payoutId?: number } | null)?.payoutId])).toEqual([[staff.id, id]]);
    // The console's page: masked on the list, the whole number for the one asked for.
    const headers = { authorization: `Bearer ${staff.token}` };
    const page = await app.inject({ method: 'GET', url: '/admin/shop/payouts?status=requested', headers });
    expect(page.body).toContain('Test Crafts · account •••• 2333 · IFSC SBIN0000001 (State Bank of India)');
    expect(page.body).not.toContain('000111222333');
    const shown = await app.inject({ method: 'GET', url: `/admin/shop/payouts?status=requested&account=${id}`, headers });
    expect(shown.body).toContain('Test Crafts · account 000111222333 · IFSC SBIN0000001');
    // A decided withdrawal's account is not shown whole any more.
    await db.update(s.payouts).set({ status: 'rejected', note: 'test' }).where(sql`${s.payouts.id} = ${id}`);
    expect((await call('GET', `/api/v1/admin/shop/payouts/${id}/account`, { token: staff.token })).status).toBe(409);
  });
});
