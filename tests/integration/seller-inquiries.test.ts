// "Ask the seller" (issue 41): a signed-in buyer's question reaches the vendor's inbox and email
// without the buyer's contact details (the phone only when the buyer ticks the box), the
// vendor's answer reaches the buyer; the thread is theirs only (anyone else: 404); an unapproved
// shop, an unlisted product and one's own shop take no question; limits per buyer and per
// network; a report becomes a help desk ticket and closes the thread to the buyer; the pages
// and their /hi forms.
import { INQUIRIES_PER_BUYER_PER_DAY, INQUIRIES_PER_NETWORK_PER_HOUR } from '@sahyog/core';
import { schema as s } from '@sahyog/db';
import { and, eq } from 'drizzle-orm';
import { HtmlValidate } from 'html-validate';
import { beforeAll, describe, expect, it } from 'vitest';
import { inquiriesService } from '../../apps/server/src/modules/support/inquiries.ts';
import type { FlowTicket } from '../../apps/server/src/modules/support/service.ts';
import { type Answer, call, loginAs, messagesTo, nextIp, registerUser, uniquePhone } from '../support/accounts.ts';
import { getTestApp } from '../support/app.ts';
import { getDb } from '../support/db.ts';
import { htmlValidateConfig } from '../support/html-rules.ts';
import { createProduct, createShopCategory, createVendor } from '../support/shop-listings.ts';

type Thread = {
  id: number;
  subject: string;
  status: string;
  canReply: boolean;
  messages: { author: string; body: string }[];
  buyer?: { firstName: string; phone: string | null };
  shop?: { name: string; slug: string | null };
  phoneShared?: boolean;
};

let categoryId = 0;
beforeAll(async () => {
  await getTestApp();
  categoryId = (await createShopCategory()).id;
});

/** A buyer signed in; `proven`: their account's mobile proven by SMS (the one the box shares). */
async function buyer(opts: { proven?: boolean; fullName?: string } = {}) {
  const user = await registerUser({ fullName: opts.fullName ?? 'Meera Sharma', phone: uniquePhone() });
  if (opts.proven) await (await getDb()).update(s.users).set({ phoneVerifiedAt: new Date() }).where(eq(s.users.id, user.id));
  return { user, token: await loginAs(user) };
}

/** An approved shop with its vendor's account signed in, and one listed product. */
async function shop(status: 'approved' | 'suspended' | 'submitted' | 'rejected' = 'approved') {
  const user = await registerUser({ role: 'vendor', fullName: 'Ravi Weaver' });
  const vendor = await createVendor({ userId: user.id, status });
  const product = await createProduct({ vendor, categoryId, title: 'Indigo dabu dupatta' });
  return { user, token: await loginAs(user), vendor, product };
}

const ask = (token: string, body: Record<string, unknown>, ip?: string) =>
  call<Answer<Thread>>('POST', '/api/v1/shop/inquiries', {
    token,
    body: { subject: 'Is it colourfast?', body: 'Does the indigo run in the first wash?', ...body },
    ...(ip ? { ip } : {}),
  });

async function inquiriesOf(buyerId: number) {
  return (await getDb()).select().from(s.sellerInquiries).where(eq(s.sellerInquiries.buyerId, buyerId));
}
async function messageCount(inquiryId: number) {
  return (await (await getDb()).select().from(s.sellerInquiryMessages).where(eq(s.sellerInquiryMessages.inquiryId, inquiryId))).length;
}

describe('a question and its answer', () => {
  it('reaches the vendor without the buyer’s email, phone or surname; the answer reaches the buyer; each is emailed with a link', async () => {
    const seller = await shop();
    const b = await buyer({ proven: true, fullName: 'Meera Kumari Sharma' });
    const asked = await ask(b.token, { product: seller.product.slug });
    expect(asked.status, asked.text).toBe(201);
    const id = asked.body.data.id;
    expect(asked.body.data).toMatchObject({ status: 'open', canReply: true, phoneShared: false, shop: { name: seller.vendor.displayName } });

    const inbox = await call<Answer<{ id: number; buyerFirstName: string }[]>>('GET', '/api/v1/seller/inquiries', { token: seller.token });
    expect(inbox.status).toBe(200);
    expect(inbox.body.data[0]).toMatchObject({ id, buyerFirstName: 'Meera' });
    const seen = await call<Answer<Thread>>('GET', `/api/v1/seller/inquiries/${id}`, { token: seller.token });
    expect(seen.status).toBe(200);
    expect(seen.body.data.buyer).toEqual({ firstName: 'Meera', phone: null });
    expect(seen.body.data.messages).toEqual([expect.objectContaining({ author: 'buyer', body: 'Does the indigo run in the first wash?' })]);
    for (const secret of [b.user.email, b.user.phone, 'Sharma', 'Kumari']) {
      expect(seen.text).not.toContain(secret);
      expect(inbox.text).not.toContain(secret);
    }

    const toVendor = (await messagesTo(seller.user.email)).find((msg) => msg.subject.includes('Is it colourfast?'));
    expect(toVendor?.body).toContain(`/seller/inbox/${id}`);
    expect(toVendor?.body).toContain('Does the indigo run in the first wash?');
    for (const secret of [b.user.email, b.user.phone, 'Sharma']) expect(`${toVendor?.subject} ${toVendor?.body}`).not.toContain(secret);

    const answer = await call<Answer<Thread>>('POST', `/api/v1/seller/inquiries/${id}/messages`, {
      token: seller.token,
      body: { body: 'No, it is washed three times before sale.' },
    });
    expect(answer.status, answer.text).toBe(201);
    const mine = await call<Answer<Thread>>('GET', `/api/v1/shop/inquiries/${id}`, { token: b.token });
    expect(mine.body.data.status).toBe('answered');
    expect(mine.body.data.messages.map((x) => x.author)).toEqual(['buyer', 'vendor']);
    expect(mine.text).not.toContain(seller.user.email);
    const toBuyer = (await messagesTo(b.user.email)).find((msg) => msg.subject.includes('answered'));
    expect(toBuyer?.body).toContain(`/shop/questions/${id}`);
    expect(toBuyer?.body).toContain('No, it is washed three times before sale.');
    expect(toBuyer?.body).not.toContain(seller.user.email);

    // The buyer writes again: the vendor is told; lists are by newest activity.
    const other = await shop();
    const second = await ask(b.token, { shop: other.vendor.slug, subject: 'Custom sizes?' });
    expect(second.status).toBe(201);
    let list = await call<Answer<{ id: number }[]>>('GET', '/api/v1/shop/inquiries', { token: b.token });
    expect(list.body.data.map((t) => t.id)).toEqual([second.body.data.id, id]);
    expect((await call('POST', `/api/v1/shop/inquiries/${id}/messages`, { token: b.token, body: { body: 'Thank you!' } })).status).toBe(201);
    list = await call<Answer<{ id: number }[]>>('GET', '/api/v1/shop/inquiries', { token: b.token });
    expect(list.body.data.map((t) => t.id)).toEqual([id, second.body.data.id]);
    expect((await messagesTo(seller.user.email)).some((msg) => msg.body.includes('Thank you!') && msg.body.includes(`/seller/inbox/${id}`))).toBe(true);
  });

  it('shows the vendor the buyer’s proven mobile only with the box ticked; an unproven one cannot be shared', async () => {
    const seller = await shop();
    const b = await buyer({ proven: true });
    const shared = await ask(b.token, { shop: seller.vendor.slug, sharePhone: true });
    expect(shared.status).toBe(201);
    const seen = await call<Answer<Thread>>('GET', `/api/v1/seller/inquiries/${shared.body.data.id}`, { token: seller.token });
    expect(seen.body.data.buyer?.phone).toBe(b.user.phone);
    expect(seen.text).not.toContain(b.user.email);
    expect((await messagesTo(seller.user.email)).some((msg) => msg.body.includes(b.user.phone))).toBe(true);

    const unproven = await buyer();
    const refused = await ask(unproven.token, { shop: seller.vendor.slug, sharePhone: true });
    expect(refused.status).toBe(422);
    expect(refused.body.errors?.sharePhone).toBeTruthy();
    expect(await inquiriesOf(unproven.user.id)).toEqual([]);
  });
});

describe('attackers', () => {
  it('another buyer or another vendor reading or writing a thread by its id gets 404, and nothing is written', async () => {
    const seller = await shop();
    const b = await buyer();
    const id = (await ask(b.token, { shop: seller.vendor.slug })).body.data.id;
    const stranger = await buyer();
    const rival = await shop();
    for (const token of [stranger.token, rival.token]) {
      expect((await call('GET', `/api/v1/shop/inquiries/${id}`, { token })).status).toBe(404);
      expect((await call('GET', `/api/v1/seller/inquiries/${id}`, { token })).status).toBe(404);
      expect((await call('POST', `/api/v1/shop/inquiries/${id}/messages`, { token, body: { body: 'hello' } })).status).toBe(404);
      expect((await call('POST', `/api/v1/seller/inquiries/${id}/messages`, { token, body: { body: 'hello' } })).status).toBe(404);
      expect((await call('POST', `/api/v1/seller/inquiries/${id}/report`, { token, body: { reason: 'This is spam from a rival.' } })).status).toBe(404);
    }
    // The buyer is not the shop, and the shop is not the buyer.
    expect((await call('GET', `/api/v1/seller/inquiries/${id}`, { token: b.token })).status).toBe(404);
    expect((await call('GET', `/api/v1/shop/inquiries/${id}`, { token: seller.token })).status).toBe(404);
    expect((await call<Answer<unknown[]>>('GET', '/api/v1/shop/inquiries', { token: rival.token })).body.data).toEqual([]);
    expect((await call<Answer<unknown[]>>('GET', '/api/v1/seller/inquiries', { token: rival.token })).body.data).toEqual([]);
    expect(await messageCount(id)).toBe(1);
    // Pages too: not found, never forbidden.
    const { app } = await getTestApp();
    for (const [url, token] of [
      [`/shop/questions/${id}`, stranger.token],
      [`/seller/inbox/${id}`, rival.token],
      [`/seller/inbox/${id}`, b.token],
    ] as const) {
      const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` }, remoteAddress: nextIp() });
      expect(res.statusCode, url).toBe(404);
    }
    // A guest is asked to sign in.
    expect((await call('GET', `/api/v1/shop/inquiries/${id}`)).status).toBe(401);
    expect((await call('POST', '/api/v1/shop/inquiries', { body: { shop: seller.vendor.slug, subject: 'x', body: 'y' } })).status).toBe(401);
  });

  it('refuses an unapproved or suspended shop, an unlisted product, one’s own shop and bad input (4xx, nothing written)', async () => {
    const b = await buyer();
    for (const status of ['suspended', 'submitted', 'rejected'] as const) {
      const closed = await shop(status);
      const res = await ask(b.token, { shop: closed.vendor.slug ?? 'none' });
      expect(res.status, status).toBe(422);
      expect(res.body.errors?.shop).toBeTruthy();
      expect((await ask(b.token, { product: closed.product.slug ?? 'none' })).status, status).toBe(422);
    }
    const seller = await shop();
    const draft = await createProduct({ vendor: seller.vendor, categoryId, status: 'draft' });
    const hidden = await createProduct({ vendor: seller.vendor, categoryId, moderation: 'hidden' });
    const takenDown = await createProduct({ vendor: seller.vendor, categoryId, moderation: 'taken_down' });
    for (const p of [draft, hidden, takenDown]) {
      const res = await ask(b.token, { product: p.slug ?? 'none' });
      expect(res.status).toBe(422);
      expect(res.body.errors?.product).toBeTruthy();
    }
    // The vendor asking its own shop, or its own product.
    expect((await ask(seller.token, { shop: seller.vendor.slug })).body.errors?.shop).toBeTruthy();
    expect((await ask(seller.token, { product: seller.product.slug })).status).toBe(422);
    // Bad input: each field named.
    const bad = await ask(b.token, { shop: seller.vendor.slug, subject: 'x'.repeat(151), body: '' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['body', 'subject']);
    expect((await ask(b.token, { shop: seller.vendor.slug, body: 'y'.repeat(2001) })).body.errors?.body).toBeTruthy();
    expect((await ask(b.token, { shop: seller.vendor.slug, subject: 'nul\u0000' })).body.errors?.subject).toBeTruthy();
    expect((await ask(b.token, { subject: 'No target' })).body.errors?.shop).toBeTruthy();
    expect(await inquiriesOf(b.user.id)).toEqual([]);
    expect(await inquiriesOf(seller.user.id)).toEqual([]);
  });
});

describe('limits', () => {
  it(`a buyer asks ${INQUIRIES_PER_BUYER_PER_DAY} a day, a network ${INQUIRIES_PER_NETWORK_PER_HOUR} an hour`, async () => {
    const seller = await shop();
    const network = nextIp();
    const buyers = await Promise.all([buyer(), buyer(), buyer(), buyer()]);
    const [a, b, c, d] = buyers as [(typeof buyers)[number], (typeof buyers)[number], (typeof buyers)[number], (typeof buyers)[number]];
    // Three buyers on one network: 30 questions, every one taken.
    for (const who of [a, b, c]) {
      for (let i = 0; i < INQUIRIES_PER_BUYER_PER_DAY; i++) expect((await ask(who.token, { shop: seller.vendor.slug }, network)).status).toBe(201);
    }
    // The 31st from that network is refused, even for a buyer who asked nothing yet …
    const fromNetwork = await ask(d.token, { shop: seller.vendor.slug }, network);
    expect(fromNetwork.status).toBe(429);
    expect(fromNetwork.body.errors?.body).toBeTruthy();
    // … who asks from elsewhere; a buyer past their day's ten is refused from any network.
    expect((await ask(d.token, { shop: seller.vendor.slug }, nextIp())).status).toBe(201);
    expect((await ask(a.token, { shop: seller.vendor.slug }, nextIp())).status).toBe(429);
    expect(await inquiriesOf(a.user.id)).toHaveLength(INQUIRIES_PER_BUYER_PER_DAY);
    expect(await inquiriesOf(d.user.id)).toHaveLength(1);
    // The network is the source (an IPv6 /64), stored on the thread as the shop's orders store it.
    const [row] = await inquiriesOf(d.user.id);
    expect(row?.buyerSource).not.toBe('');
  }, 30_000);

  it('counts messages per thread and side', async () => {
    const seller = await shop();
    const b = await buyer();
    const id = (await ask(b.token, { shop: seller.vendor.slug })).body.data.id;
    for (let i = 0; i < 20; i++)
      expect((await call('POST', `/api/v1/shop/inquiries/${id}/messages`, { token: b.token, body: { body: `More ${i}` } })).status).toBe(201);
    expect((await call('POST', `/api/v1/shop/inquiries/${id}/messages`, { token: b.token, body: { body: 'One more' } })).status).toBe(429);
    // The vendor's side counts on its own.
    expect((await call('POST', `/api/v1/seller/inquiries/${id}/messages`, { token: seller.token, body: { body: 'Answered' } })).status).toBe(201);
    expect(await messageCount(id)).toBe(22);
  }, 20_000);
});

describe('report abuse', () => {
  it('opens a help desk ticket with the reason and the thread, and the buyer can write no more', async () => {
    const seller = await shop();
    const b = await buyer({ fullName: 'Rogue Buyer' });
    const id = (await ask(b.token, { shop: seller.vendor.slug, body: 'Send me your bank details now' })).body.data.id;
    const tooShort = await call<Answer<Thread>>('POST', `/api/v1/seller/inquiries/${id}/report`, { token: seller.token, body: { reason: 'bad' } });
    expect(tooShort.status).toBe(422);
    expect(tooShort.body.errors?.reason).toBeTruthy();
    const res = await call<Answer<Thread>>('POST', `/api/v1/seller/inquiries/${id}/report`, {
      token: seller.token,
      body: { reason: 'Asks for our bank details: looks like fraud.' },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'reported', canReply: false });
    const db = await getDb();
    const [ticket] = await db
      .select()
      .from(s.supportTickets)
      .where(and(eq(s.supportTickets.source, 'seller_report'), eq(s.supportTickets.sourceId, String(id))));
    expect(ticket).toMatchObject({
      topic: 'grievance',
      requesterId: seller.user.id,
      requesterEmail: seller.user.email,
      aboutKind: 'inquiry',
      aboutId: String(id),
    });
    const [row] = await db.select().from(s.sellerInquiries).where(eq(s.sellerInquiries.id, id));
    expect(row?.reportTicketId).toBe(ticket?.id);
    const said = (
      await db
        .select()
        .from(s.supportMessages)
        .where(eq(s.supportMessages.ticketId, ticket?.id ?? 0))
    )
      .map((x) => x.body)
      .join('\n');
    expect(said).toContain('Asks for our bank details: looks like fraud.');
    expect(said).toContain('Send me your bank details now');
    // Closed to the buyer (nothing written), and reported once.
    const again = await call<Answer<Thread>>('POST', `/api/v1/shop/inquiries/${id}/messages`, { token: b.token, body: { body: 'Hello?' } });
    expect(again.status).toBe(409);
    expect(await messageCount(id)).toBe(1);
    expect((await call<Answer<Thread>>('GET', `/api/v1/shop/inquiries/${id}`, { token: b.token })).body.data.canReply).toBe(false);
    expect((await call('POST', `/api/v1/seller/inquiries/${id}/report`, { token: seller.token, body: { reason: 'Reported twice by mistake.' } })).status).toBe(
      409,
    );
  });
});

describe('report abuse, with a stand-in help desk', () => {
  it('hands support.openFromFlow the vendor, the reason and the thread once, and closes the thread to the buyer', async () => {
    const { app } = await getTestApp();
    const calls: FlowTicket[] = [];
    const support = {
      openFromFlow: async (input: FlowTicket) => {
        calls.push(input);
        return { id: 2_000_000_000, reference: 'HD-TESTAB' };
      },
    };
    const svc = inquiriesService({
      db: app.platform.db,
      limiter: app.platform.limiter,
      vendors: app.vendors,
      products: app.products,
      auth: app.auth,
      messaging: app.messaging,
      support,
      publicUrl: app.publicUrl,
      siteName: async () => 'Sahyog',
    });
    const seller = await shop();
    const b = await buyer({ fullName: 'Rogue Buyer' });
    const thread = await svc.ask(
      b.user.id,
      { shop: seller.vendor.slug ?? '', subject: 'Pay outside', body: 'Pay me on this UPI instead', sharePhone: false },
      nextIp(),
    );
    const reported = await svc.report(seller.user.id, thread.id, 'Asks to pay outside the site.');
    expect(reported).toMatchObject({ status: 'reported', canReply: false, canReport: false });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      source: 'seller_report',
      sourceId: String(thread.id),
      topic: 'grievance',
      requesterId: seller.user.id,
      requesterEmail: seller.user.email,
      requesterName: seller.user.fullName,
      language: 'en',
      about: { kind: 'inquiry', id: String(thread.id) },
    });
    expect(calls[0]?.subject).toContain('Pay outside');
    expect(calls[0]?.body).toContain('Asks to pay outside the site.');
    expect(calls[0]?.body).toContain('Pay me on this UPI instead');
    expect(calls[0]?.body).toContain('Buyer (Rogue)');
    expect(calls[0]?.body).not.toContain(b.user.email);
    const [row] = await (await getDb()).select().from(s.sellerInquiries).where(eq(s.sellerInquiries.id, thread.id));
    expect(row).toMatchObject({ status: 'reported', reportTicketId: 2_000_000_000 });
    await expect(svc.buyerReply(b.user.id, thread.id, 'Hello?')).rejects.toMatchObject({ status: 409 });
    await expect(svc.report(seller.user.id, thread.id, 'Once more, please.')).rejects.toMatchObject({ status: 409 });
    expect(calls).toHaveLength(1);
    expect(await messageCount(thread.id)).toBe(1);
  });
});

describe('pages', () => {
  const page = async (url: string, token?: string) => {
    const { app } = await getTestApp();
    return app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {}, remoteAddress: nextIp() });
  };
  const post = async (url: string, token: string, fields: Record<string, string>) => {
    const { app } = await getTestApp();
    return app.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
      remoteAddress: nextIp(),
    });
  };
  const formActions = (html: string) => [...html.matchAll(/<form\b[^>]*>/g)].map((m) => /\saction="([^"]*)"/.exec(m[0])?.[1] ?? '');

  it('the product page: a guest gets a link that signs in and comes back; a buyer gets the form; the /hi form stays in Hindi', async () => {
    const seller = await shop();
    const guest = await page(`/shop/products/${seller.product.slug}`);
    expect(guest.body).toContain(`href="/shop/questions/new?product=${seller.product.slug}"`);
    const ask = await page(`/shop/questions/new?product=${seller.product.slug}`);
    expect(ask.statusCode).toBe(302);
    expect(ask.headers.location).toBe(`/login?redirectTo=${encodeURIComponent(`/shop/questions/new?product=${seller.product.slug}`)}`);
    const b = await buyer({ proven: true });
    const signedIn = await page(`/hi/shop/products/${seller.product.slug}`, b.token);
    expect(signedIn.body).toContain('विक्रेता से पूछें');
    expect(formActions(signedIn.body)).toContain(`/hi/shop/questions/new?product=${seller.product.slug}`);
    // The box is there, unticked.
    const box = /<input type="checkbox"[^>]*name="sharePhone"[^>]*>/.exec(signedIn.body)?.[0];
    expect(box).toBeTruthy();
    expect(box).not.toContain('checked');
    const shopPage = await page(`/hi/shop/vendors/${seller.vendor.slug}`, b.token);
    expect(formActions(shopPage.body)).toContain(`/hi/shop/questions/new?shop=${seller.vendor.slug}`);
    // Sent as a browser sends it: a refusal shows again in Hindi with what was typed; then the thread.
    const refused = await post(`/hi/shop/questions/new?product=${seller.product.slug}`, b.token, { subject: '', body: 'क्या यह हाथ से बना है?' });
    expect(refused.statusCode).toBe(200);
    expect(refused.body).toContain('कृपया विषय लिखें');
    expect(refused.body).toContain('क्या यह हाथ से बना है?');
    const sent = await post(`/hi/shop/questions/new?product=${seller.product.slug}`, b.token, { subject: 'हाथ से?', body: 'क्या यह हाथ से बना है?' });
    expect(sent.statusCode).toBe(302);
    expect(String(sent.headers.location)).toMatch(/^\/hi\/shop\/questions\/\d+$/);
    const id = Number(String(sent.headers.location).split('/').pop());
    // The vendor was emailed in their account's language (English here), the link in it English too.
    expect((await messagesTo(seller.user.email)).some((msg) => msg.body.includes(`/seller/inbox/${id}`) && !msg.body.includes('/hi/seller'))).toBe(true);

    // Every form on the Hindi thread pages stays in Hindi; the vendor answers and reports from /hi.
    const threadHi = await page(`/hi/shop/questions/${id}`, b.token);
    const inboxHi = await page(`/hi/seller/inbox/${id}`, seller.token);
    const listHi = await page('/hi/seller/inbox', seller.token);
    const askHi = await page(`/hi/shop/questions/new?shop=${seller.vendor.slug}`, b.token);
    for (const res of [threadHi, inboxHi, listHi, askHi, await page('/hi/shop/questions', b.token)]) {
      expect(res.statusCode).toBe(200);
      for (const action of formActions(res.body)) expect(action === '' || action.startsWith('/hi/') || action.startsWith('?')).toBe(true);
    }
    expect(inboxHi.body).toContain('दुर्व्यवहार की शिकायत करें');
    expect(listHi.body).toContain('इनबॉक्स');
    const replied = await post(`/hi/seller/inbox/${id}`, seller.token, { intent: 'reply', body: 'हाँ, हाथ से बुना है।' });
    expect(replied.statusCode).toBe(302);
    expect(replied.headers.location).toBe(`/hi/seller/inbox/${id}`);
    const badReport = await post(`/hi/seller/inbox/${id}`, seller.token, { intent: 'report', reason: 'x' });
    expect(badReport.statusCode).toBe(200);
    expect(badReport.body).toContain('कृपया बताएँ कि क्या ग़लत है');

    // The new pages' HTML passes the validator's rules.
    const validator = new HtmlValidate(htmlValidateConfig);
    const errors: string[] = [];
    for (const [url, token] of [
      [`/shop/questions/${id}`, b.token],
      ['/shop/questions', b.token],
      [`/shop/questions/new?product=${seller.product.slug}`, b.token],
      [`/shop/products/${seller.product.slug}`, b.token],
      [`/shop/vendors/${seller.vendor.slug}`, b.token],
      [`/shop/products/${seller.product.slug}`, undefined],
      ['/seller/inbox', seller.token],
      [`/seller/inbox/${id}`, seller.token],
    ] as const) {
      const res = await page(url, token);
      expect(res.statusCode, url).toBe(200);
      const report = await validator.validateString(res.body);
      for (const msg of report.results.flatMap((r) => r.messages)) errors.push(`${url} ${msg.ruleId}: ${msg.message}`);
    }
    expect(errors).toEqual([]);
  }, 30_000);
});
