// After the doorstep (issue 25): returns with photos (kept privately, stripped of what a camera
// writes into them, shown only to the buyer, the seller and staff), each seller's own return
// window as it was when the order was bought, SMS at each step for a buyer who asked, a UPI
// return's refund recorded by staff, and disputes: a buyer asks the foundation to step in and
// staff refund (out of the seller's ledger for a delivered order, cancelling a shipped one that
// never came) or close it, told to both sides and audited.
import { buyingText as bt, shopConsoleText as sc } from '@sahyog/core';
import { schema as s } from '@sahyog/db';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type {} from '../../apps/server/src/modules/shop/index.ts';
import { runInLanguage } from '../../apps/server/src/platform/language.ts';
import { type Answer, call, messagesTo, signedIn, uniquePhone } from '../support/accounts.ts';
import { getTestApp } from '../support/app.ts';
import { getDb } from '../support/db.ts';
import { add, buyer, checkout, listedProduct, type OrderView, pay, type Seller, seller, sellerPost, stockOf } from '../support/shop-buying.ts';
import { createShopCategory } from '../support/shop-listings.ts';

interface AfterView extends OrderView {
  refundedPaise: number;
  returnable: boolean;
  returnWindowDays: number;
  return: { status: string; photos: number; amountPaise: number } | null;
  dispute: { id: number; status: string; reason: string; resolution: string | null; refundPaise: number } | null;
  disputable: boolean;
  documents: { id: number; kind: string; number: string }[];
}

let categoryId = 0;
let staff: { id: number; token: string };

beforeAll(async () => {
  await getTestApp();
  categoryId = (await createShopCategory()).id;
  staff = await signedIn('staff');
});

const view = async (token: string, ref: string) => (await call<Answer<AfterView>>('GET', `/api/v1/shop/orders/${ref}`, { token })).body.data;
const drain = async () => (await getTestApp()).jobs.drain();

/** A buyer's paid order of `quantity` units from `v`, moved by the seller as far as `upTo`. */
async function bought(
  v: Seller,
  opts: {
    pricePaise?: number;
    quantity?: number;
    upTo?: 'paid' | 'shipped' | 'delivered';
    method?: string;
    sms?: boolean;
    whatsapp?: boolean;
    /** The delivery address's mobile, and the account's own mobile, proven by its SMS code. */
    phone?: string;
    proven?: string;
  } = {},
) {
  const item = await listedProduct(v, categoryId, opts.pricePaise ?? 600_00, 5);
  const b = await buyer(opts.phone);
  if (opts.proven) await (await getDb()).update(s.users).set({ phone: opts.proven, phoneVerifiedAt: new Date() }).where(eq(s.users.id, b.user.id));
  await add(b.token, item.variantId, opts.quantity ?? 1);
  const placed = await checkout(b.token, b.addressId, undefined, opts.method ?? 'simulator', {
    ...(opts.sms ? { smsUpdates: true } : {}),
    ...(opts.whatsapp ? { whatsappUpdates: true } : {}),
  });
  expect(placed.status, placed.text).toBe(201);
  const { app } = await getTestApp();
  if ((opts.method ?? 'simulator') === 'simulator') await pay(placed.body.data.payment.reference);
  else await app.payments.settlePaid(placed.body.data.payment.reference, 'staff:test');
  const ref = placed.body.data.orders[0]?.reference as string;
  const upTo = opts.upTo ?? 'delivered';
  if (upTo !== 'paid') {
    await sellerPost(v.token, ref, 'accept');
    await sellerPost(v.token, ref, 'ship', { courier: 'India Post', trackingNumber: 'EE998877665IN' });
  }
  if (upTo === 'delivered') expect((await sellerPost(v.token, ref, 'deliver')).status).toBe(200);
  return { b, ref, item };
}

/** A phone photo: a JPEG carrying what cameras write (here a maker's note standing in for GPS). */
const cameraJpeg = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 180, g: 90, b: 40 } } })
    .withExif({ IFD0: { Make: 'PhoneCo', Copyright: 'GPS 23.2599N 77.4126E' } })
    .jpeg()
    .toBuffer();
const png = () =>
  sharp({ create: { width: 300, height: 300, channels: 3, background: { r: 20, g: 120, b: 90 } } })
    .png()
    .toBuffer();

describe('returns with photos', () => {
  it('keeps up to 3 photos privately, re-encoded without camera data, for the buyer, the seller and staff only', async () => {
    const v = await seller('Photo Weavers');
    const other = await seller('Other Weavers');
    const { b, ref } = await bought(v);
    const url = `/api/v1/shop/orders/${ref}/returns`;

    // Not a picture, or too many: refused with the field named, and nothing asked for.
    const junk = await call<Answer<null>>('POST', url, {
      token: b.token,
      body: { reason: 'Torn at the edge', photos: [Buffer.from('not an image').toString('base64')] },
    });
    expect(junk.status).toBe(422);
    expect(junk.body.errors?.['photos.0']).toBe(bt.returnPhotoInvalid);
    const tiny = Buffer.from(await png()).toString('base64');
    const many = await call<Answer<null>>('POST', url, { token: b.token, body: { reason: 'Torn at the edge', photos: [tiny, tiny, tiny, tiny] } });
    expect(many.status).toBe(422);
    expect(many.body.errors?.photos).toBe(bt.returnTooManyPhotos);
    expect((await view(b.token, ref)).return).toBeNull();
    // A picture too big to decode cheaply (25 MP in a few KB) is refused by its size alone.
    const huge = await sharp({ create: { width: 5000, height: 5000, channels: 3, background: { r: 0, g: 0, b: 0 } } })
      .png({ palette: true, colours: 2 })
      .toBuffer();
    const bomb = await call<Answer<null>>('POST', url, { token: b.token, body: { reason: 'Torn at the edge', photos: [huge.toString('base64')] } });
    expect(bomb.body.errors?.['photos.0']).toBe(bt.returnPhotoInvalid);
    // An order that cannot be returned is refused before any photo is looked at.
    const early = await bought(v, { upTo: 'paid' });
    const notYet = await call<Answer<null>>('POST', `/api/v1/shop/orders/${early.ref}/returns`, {
      token: early.b.token,
      body: { reason: 'Torn at the edge', photos: [Buffer.from('not an image').toString('base64')] },
    });
    expect(notYet.body.errors).toEqual({ reason: bt.returnNotDelivered });

    const asked = await call<Answer<AfterView>>('POST', url, {
      token: b.token,
      body: { reason: 'Torn at the edge', photos: [(await cameraJpeg()).toString('base64'), tiny] },
    });
    expect(asked.status, asked.text).toBe(201);
    expect(asked.body.data.return).toMatchObject({ status: 'requested', photos: 2 });

    const photo = (n: number, token?: string) => call(`GET`, `/api/v1/shop/orders/${ref}/returns/photos/${n}`, token ? { token } : {});
    const mine = await photo(1, b.token);
    expect(mine.status).toBe(200);
    expect(String(mine.headers['content-type'])).toBe('image/jpeg');
    expect(String(mine.headers['cache-control'])).toContain('no-store');
    const meta = await sharp(mine.raw).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 640, height: 480 });
    expect(meta.exif).toBeUndefined();
    expect(mine.raw.includes(Buffer.from('GPS 23.2599N'))).toBe(false);
    expect((await sharp((await photo(2, b.token)).raw).metadata()).format).toBe('jpeg');
    expect((await photo(1, v.token)).status).toBe(200);
    expect((await photo(1, staff.token)).status).toBe(200);
    expect((await photo(1, other.token)).status).toBe(404);
    expect((await photo(1, (await buyer()).token)).status).toBe(404);
    expect((await photo(3, b.token)).status).toBe(404);
    // A photo's number is its digits: other spellings of 1 are not it.
    for (const n of ['0x1', '1e0', '+1', '01', '%201'])
      expect((await call('GET', `/api/v1/shop/orders/${ref}/returns/photos/${n}`, { token: b.token })).status, n).toBe(422);
    expect((await photo(1)).status).toBe(401);
    // The pages' own addresses (the order page's thumbnails, its GST documents) send the same
    // bytes as the API, not the bytes read as text.
    const page = await call('GET', `/shop/orders/${ref}/returns/photos/1`, { cookie: b.token });
    expect(page.status).toBe(200);
    expect(String(page.headers['content-type'])).toBe('image/jpeg');
    expect(Buffer.compare(page.raw, mine.raw)).toBe(0);
    const doc = (await view(b.token, ref)).documents[0] as { id: number };
    const pdfPage = await call('GET', `/shop/orders/${ref}/documents/${doc.id}`, { cookie: b.token });
    const pdfApi = await call('GET', `/api/v1/shop/orders/${ref}/documents/${doc.id}`, { token: b.token });
    expect(pdfPage.status).toBe(200);
    expect(pdfPage.raw.subarray(0, 5).toString()).toBe('%PDF-');
    expect(Buffer.compare(pdfPage.raw, pdfApi.raw)).toBe(0);
    expect((await call('GET', `/shop/orders/${ref}/returns/photos/1`, { cookie: (await buyer()).token })).status).toBe(404);
    // The seller's email says a return is asked for; its orders page lists the photos.
    expect((await messagesTo(v.user.email)).some((m) => m.subject === `Return asked for: order ${ref}`)).toBe(true);
  });
});

describe('each seller’s return window', () => {
  it('is set on the shop, copied onto each order when bought, and 0 means no returns', async () => {
    const v = await seller('Window Weavers');
    const profile = (returnWindowDays: unknown) =>
      call<Answer<{ returnWindowDays: number }>>('PATCH', '/api/v1/seller/shop', {
        token: v.token,
        body: {
          displayName: 'Window Weavers',
          addressLine: '12 Weavers Lane',
          city: 'Varanasi',
          state: 'Uttar Pradesh',
          pinCode: '221001',
          supportEmail: v.user.email,
          supportPhone: '98765 43210',
          returnPolicy: 'Returns within 3 days, unused.',
          returnWindowDays,
        },
      });
    for (const bad of [31, -1, 2.5, 'a week', '', null, true, '0x1e', '1e1', [5]]) {
      const r = await profile(bad);
      expect(r.status, String(bad)).toBe(422);
      expect(r.body).toMatchObject({ errors: { returnWindowDays: 'Enter a number of days from 0 to 30' } });
    }
    expect((await profile(3)).body.data.returnWindowDays).toBe(3);
    // Left out, the shop keeps its window; a form's digits are days too.
    expect((await profile(undefined)).body.data.returnWindowDays).toBe(3);
    expect((await profile('3')).body.data.returnWindowDays).toBe(3);
    const three = await bought(v);
    expect(await view(three.b.token, three.ref)).toMatchObject({ returnWindowDays: 3, returnable: true });

    // The seller stops taking returns: a new order has none, the earlier one keeps its 3 days.
    expect((await profile(0)).body.data.returnWindowDays).toBe(0);
    const none = await bought(v);
    expect(await view(none.b.token, none.ref)).toMatchObject({ returnWindowDays: 0, returnable: false });
    const refused = await call<Answer<null>>('POST', `/api/v1/shop/orders/${none.ref}/returns`, { token: none.b.token, body: { reason: 'Changed my mind' } });
    expect(refused.status).toBe(422);
    expect(refused.body.errors?.reason).toBe(bt.returnWindowOver(0));
    expect((await view(three.b.token, three.ref)).returnable).toBe(true);

    // Four days after delivery the 3-day window is over (shipped with tracking the same day:
    // the delivery the seller cannot just assert is no later than its word).
    await (await getDb())
      .update(s.shopOrders)
      .set({ deliveredAt: new Date(Date.now() - 4 * 86_400_000), shippedAt: new Date(Date.now() - 11 * 86_400_000) })
      .where(eq(s.shopOrders.reference, three.ref));
    expect((await view(three.b.token, three.ref)).returnable).toBe(false);
    const late = await call<Answer<null>>('POST', `/api/v1/shop/orders/${three.ref}/returns`, { token: three.b.token, body: { reason: 'Changed my mind' } });
    expect(late.body.errors?.reason).toBe('Returns are accepted within 3 days of delivery');
  });
});

describe('SMS at each step', () => {
  it('goes to the buyer’s own proven mobile, once per step, never to a number typed in an address', async () => {
    const v = await seller('Texting Weavers');
    const proven = uniquePhone();
    const stranger = uniquePhone();
    const { ref } = await bought(v, { sms: true, phone: stranger, proven, upTo: 'shipped' });
    await drain();
    const texts = (await messagesTo(proven)).filter((m) => m.channel === 'sms');
    expect(texts.map((m) => m.body)).toEqual(
      expect.arrayContaining([
        expect.stringContaining(`order ${ref}: Paid, waiting for the seller.`),
        expect.stringContaining(`order ${ref}: Accepted by the seller.`),
        // The vendor's words (courier, tracking) are not sent in the foundation's name.
        expect.stringMatching(new RegExp(`order ${ref}: Shipped\\.$`)),
      ]),
    );
    expect(texts).toHaveLength(3);
    expect(await messagesTo(stranger)).toEqual([]);
    // Run the queue again: nothing is sent twice.
    await drain();
    expect((await messagesTo(proven)).filter((m) => m.channel === 'sms')).toHaveLength(3);

    // Without a proven mobile of its own, an account cannot ask for texts at all.
    const item = await listedProduct(v, categoryId, 300_00, 2);
    const unproven = await buyer(uniquePhone());
    await add(unproven.token, item.variantId, 1);
    const refused = await checkout(unproven.token, unproven.addressId, undefined, 'simulator', { smsUpdates: true });
    expect(refused.status).toBe(422);
    expect(refused.body.errors?.smsUpdates).toBe(bt.smsNeedsProvenMobile);
    expect(await stockOf(item.variantId)).toBe(2);

    const quiet = uniquePhone();
    await bought(v, { phone: quiet, upTo: 'shipped' });
    await drain();
    expect((await messagesTo(quiet)).filter((m) => m.channel === 'sms')).toEqual([]);
  });
});

describe('order updates on WhatsApp', () => {
  it('go to the buyer’s proven mobile on WhatsApp instead of the SMS, once per step; without a proven mobile the box is a field error and nothing is held', async () => {
    const v = await seller('WhatsApp Weavers');
    const proven = uniquePhone();
    const { ref } = await bought(v, { whatsapp: true, proven, upTo: 'shipped' });
    await drain();
    const mine = await messagesTo(proven);
    expect(mine.filter((m) => m.channel === 'sms')).toEqual([]);
    const wa = mine.filter((m) => m.channel === 'whatsapp').map((m) => m.body);
    expect(wa).toHaveLength(3);
    expect(wa).toEqual(expect.arrayContaining([expect.stringContaining(`order ${ref}: Shipped.`)]));
    expect(wa.every((b) => b.includes('Reply STOP'))).toBe(true);
    await drain();
    expect((await messagesTo(proven)).filter((m) => m.channel === 'whatsapp')).toHaveLength(3);

    const item = await listedProduct(v, categoryId, 300_00, 2);
    const unproven = await buyer(uniquePhone());
    await add(unproven.token, item.variantId, 1);
    const refused = await checkout(unproven.token, unproven.addressId, undefined, 'simulator', { whatsappUpdates: true });
    expect(refused.status).toBe(422);
    expect(refused.body.errors?.whatsappUpdates).toBe(bt.whatsappNeedsProvenMobile);
    expect(await stockOf(item.variantId)).toBe(2);
  });
});

describe('a UPI return', () => {
  it('waits at “received” until staff transfer the money and record its UTR; the console lists what is owed', async () => {
    const v = await seller('UPI Weavers');
    const { b, ref } = await bought(v, { method: 'upi', pricePaise: 720_00 });
    await call('POST', `/api/v1/shop/orders/${ref}/returns`, { token: b.token, body: { reason: 'Wrong size' } });
    const decide = (body: Record<string, string>) => call<Answer<AfterView>>('POST', `/api/v1/seller/orders/${ref}/return`, { token: v.token, body });
    await decide({ decision: 'approve' });
    const rec = await decide({ decision: 'received' });
    expect(rec.status, rec.text).toBe(200);
    expect(rec.body.data.return?.status).toBe('received');
    await drain();
    expect(await view(b.token, ref)).toMatchObject({ return: { status: 'received' }, refundDuePaise: 720_00, refundedPaise: 0 });
    const { app } = await getTestApp();
    expect((await app.shop.api.adminOrders({ owed: true })).map((o) => o.reference)).toContain(ref);
    const recorded = await call<Answer<AfterView>>('POST', `/api/v1/admin/shop/orders/${ref}/refund`, { token: staff.token, body: { utr: 'UTIB26112700123' } });
    expect(recorded.status, recorded.text).toBe(200);
    expect(await view(b.token, ref)).toMatchObject({ return: { status: 'refunded' }, refundedPaise: 720_00 });
    expect((await app.shop.api.adminOrders({ owed: true })).map((o) => o.reference)).not.toContain(ref);
    const [r] = await (await getDb())
      .select()
      .from(s.shopReturns)
      .innerJoin(s.shopOrders, eq(s.shopOrders.id, s.shopReturns.shopOrderId))
      .where(eq(s.shopOrders.reference, ref));
    expect(r?.shop_returns.refundReference).toBe('UTIB26112700123');
    await drain();
    expect((await messagesTo(b.user.email)).map((m) => m.subject)).toContain(`Your return of order ${ref}: Refunded`);

    // An order paid through a gateway (the simulator here) is refunded by its job, never by a
    // transfer staff record as well: that would give the money back twice.
    const gateway = await bought(v, { pricePaise: 310_00 });
    await (await getDb()).update(s.shopOrders).set({ refundDuePaise: 310_00 }).where(eq(s.shopOrders.reference, gateway.ref));
    const byHand = await call<Answer<null>>('POST', `/api/v1/admin/shop/orders/${gateway.ref}/refund`, {
      token: staff.token,
      body: { utr: 'UTIB26112700999' },
    });
    expect(byHand.status).toBe(409);
    expect(byHand.body.message).toBe(bt.refundThroughProvider);
    expect((await view(gateway.b.token, gateway.ref)).refundedPaise).toBe(0);
  });
});

describe('disputes', () => {
  const open = (token: string, ref: string, reason = 'The parcel came with the pot broken in two') =>
    call<Answer<AfterView>>('POST', `/api/v1/shop/orders/${ref}/disputes`, { token, body: { reason } });
  const decide = (id: number, body: Record<string, string>, token = staff.token) =>
    call<Answer<{ status: string; refundPaise: number }>>('POST', `/api/v1/admin/shop/disputes/${id}/decision`, { token, body });

  it('a delivered order: the buyer asks once, staff refund it, the seller’s ledger gives the sale back with a credit note, both are told', async () => {
    const v = await seller('Dispute Potters');
    const { b, ref } = await bought(v, { pricePaise: 950_00, quantity: 2 });
    const { app } = await getTestApp();
    expect((await app.shop.ledger.money(v.vendorId)).salePaise).toBe(1900_00);

    expect((await open(b.token, ref, 'short')).body.errors?.reason).toBe(bt.disputeReasonRequired);
    expect((await open((await buyer()).token, ref)).status).toBe(404);
    const opened = await open(b.token, ref);
    expect(opened.status, opened.text).toBe(201);
    expect(opened.body.data).toMatchObject({ dispute: { status: 'open' }, disputable: false, returnable: false });
    expect((await open(b.token, ref)).body.errors?.reason).toBe(bt.disputeExists);
    await drain();
    expect((await messagesTo(v.user.email)).map((m) => m.subject)).toContain(`The buyer of order ${ref} asked the foundation to step in`);

    // Only staff see and decide it.
    expect((await call('GET', '/api/v1/admin/shop/disputes', { token: v.token })).status).toBe(403);
    const list = await call<Answer<{ id: number; status: string; order: { reference: string; buyerName: string } }[]>>(
      'GET',
      '/api/v1/admin/shop/disputes?status=open',
      {
        token: staff.token,
      },
    );
    const row = list.body.data.find((d) => d.order.reference === ref);
    expect(row).toMatchObject({ status: 'open', order: { buyerName: 'Asha Verma' } });
    const id = row?.id as number;
    expect((await decide(id, { decision: 'refund', note: 'ok' }, v.token)).status).toBe(403);
    expect((await decide(id, { decision: 'refund', note: '' })).body).toMatchObject({ errors: { note: sc.resolutionRequired } });

    const done = await decide(id, { decision: 'refund', note: 'The photos show the pot broken in transit; we refund you in full.' });
    expect(done.status, done.text).toBe(200);
    expect(done.body.data).toMatchObject({ status: 'refunded', refundPaise: 1900_00 });
    expect((await decide(id, { decision: 'close', note: 'again' })).status).toBe(409);
    // The seller's payable gives the sale back (with its commission, TCS and TDS) at once.
    expect(await app.shop.ledger.money(v.vendorId)).toMatchObject({ salePaise: 1900_00, refundsPaise: 1900_00, payablePaise: 0 });
    await drain();
    const seen = await view(b.token, ref);
    expect(seen).toMatchObject({ status: 'delivered', refundDuePaise: 1900_00, refundedPaise: 1900_00, dispute: { status: 'refunded', refundPaise: 1900_00 } });
    expect(seen.documents.map((d) => d.kind)).toEqual(['bill-of-supply', 'credit-note']);
    for (const to of [b.user.email, v.user.email]) {
      const m = (await messagesTo(to)).find((x) => x.subject === `Order ${ref}: ${bt.disputeStatus.refunded}`);
      expect(m?.body, to).toContain('broken in transit');
    }
    // The seller's statement names the order by its reference, in the reader's language.
    const month = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 7);
    const en = (await app.shop.api.statementCsv(v.user.id, month)) ?? '';
    expect(en).toContain(`"Refund to buyer","${ref}"`);
    const hi = (await runInLanguage('hi', () => app.shop.api.statementCsv(v.user.id, month))) ?? '';
    expect(hi).toContain(`"ख़रीदार को रिफ़ंड","${ref}"`);
    expect(hi.split('\n')[1]).toContain('तारीख़');
    const [audit] = await (await getDb())
      .select()
      .from(s.auditEvents)
      .where(and(eq(s.auditEvents.action, 'shop-dispute.refund'), eq(s.auditEvents.subjectId, ref)));
    expect(audit?.actorId).toBe(staff.id);
  });

  it('a shipped order that never came is cancelled and refunded in full; its stock does not come back', async () => {
    const v = await seller('Lost Parcel Weavers');
    const { b, ref, item } = await bought(v, { upTo: 'shipped', pricePaise: 400_00 });
    expect(await stockOf(item.variantId)).toBe(4);
    const opened = await open(b.token, ref, 'Tracking has said “in transit” for three weeks');
    const id = opened.body.data.dispute?.id as number;
    expect((await decide(id, { decision: 'refund', note: 'India Post lost it; we refund you.' })).status).toBe(200);
    await drain();
    expect(await view(b.token, ref)).toMatchObject({
      status: 'cancelled',
      refundDuePaise: 400_00,
      refundedPaise: 400_00,
      cancelReason: 'India Post lost it; we refund you.',
    });
    expect(await stockOf(item.variantId)).toBe(4);
    const { app } = await getTestApp();
    expect(await app.shop.ledger.money(v.vendorId)).toMatchObject({ salePaise: 0, refundsPaise: 0, payablePaise: 0 });
  });

  it('can be closed without a refund; is refused before shipping and while a return is open', async () => {
    const v = await seller('Careful Weavers');
    const early = await bought(v, { upTo: 'paid' });
    expect((await open(early.b.token, early.ref)).body.errors?.reason).toBe(bt.disputeNotAllowed);

    const { b, ref } = await bought(v);
    await call('POST', `/api/v1/shop/orders/${ref}/returns`, { token: b.token, body: { reason: 'Not as shown' } });
    expect((await open(b.token, ref)).body.errors?.reason).toBe(bt.disputeReturnOpen);
    // The seller refuses the return: now the buyer may take it to the foundation, which closes it.
    await call('POST', `/api/v1/seller/orders/${ref}/return`, { token: v.token, body: { decision: 'reject', note: 'It was used' } });
    const opened = await open(b.token, ref, 'It was not used, the tags are on');
    expect(opened.status, opened.text).toBe(201);
    const closed = await decide(opened.body.data.dispute?.id as number, {
      decision: 'close',
      note: 'The seller’s photos show wear; we cannot refund this one.',
    });
    expect(closed.body.data).toMatchObject({ status: 'closed', refundPaise: 0 });
    const seen = await view(b.token, ref);
    expect(seen).toMatchObject({
      refundDuePaise: 0,
      dispute: { status: 'closed', resolution: 'The seller’s photos show wear; we cannot refund this one.' },
      disputable: false,
    });
  });
});
