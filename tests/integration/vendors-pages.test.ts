// The vendors' pages (issue 24): /sell in each of its states and languages, its form with files
// (a logo re-encoded into public media, a KYC file judged by its bytes and kept out of it),
// /seller/shop for an approved vendor only, and the console's list and detail for staff only.
import { type VendorOwnView, vendorsAdminMessages as va, vendorMessages as vm } from '@sahyog/core';
import { schema as s } from '@sahyog/db';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type {} from '../../apps/server/src/modules/vendors/index.ts';
import { type Answer, call, loginAs, nextIp, postMultipart, registerUser, signedIn } from '../support/accounts.ts';
import { getTestApp } from '../support/app.ts';
import { getDb } from '../support/db.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);

const fields = (overrides: Record<string, string> = {}) => ({
  intent: 'apply',
  legalName: 'Bastar Dhokra Artisans',
  displayName: 'Bastar Dhokra',
  about: 'Lost-wax brass from Kondagaon.',
  addressLine: '4 Market Lane',
  city: 'Kondagaon',
  state: 'Chhattisgarh',
  pinCode: '494226',
  supportEmail: 'hello@dhokra.example.in',
  supportPhone: '98930 12345',
  returnPolicy: 'Returns within 10 days.',
  pan: 'ABCDE1234F',
  gstin: '',
  bankAccountName: 'Bastar Dhokra Artisans',
  bankAccountNumber: '5010 0123 4567',
  bankAccountConfirm: '501001234567',
  ifsc: 'hdfc0000240',
  documentKind: 'pan',
  ...overrides,
});

type Part = [name: string, fileName: string, bytes: Buffer];

async function postPage(url: string, token: string, text: Record<string, string>, files: Part[] = []) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(text)) fd.append(k, v);
  for (const [k, name, bytes] of files) fd.append(k, new Blob([new Uint8Array(bytes)]), name);
  return postMultipart(url, token, fd);
}

/** A plain form (the console's decisions take no files). */
async function postForm(url: string, token: string, text: Record<string, string>) {
  const { app } = await getTestApp();
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${token}` },
    payload: new URLSearchParams(text).toString(),
    remoteAddress: nextIp(),
  });
}

async function getPage(url: string, token?: string) {
  const { app } = await getTestApp();
  return app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {}, remoteAddress: nextIp() });
}

async function person(opts: { proven?: boolean } = {}) {
  const user = await registerUser();
  await (await getDb())
    .update(s.users)
    .set({ phoneVerifiedAt: opts.proven === false ? null : new Date() })
    .where(eq(s.users.id, user.id));
  return { ...user, token: await loginAs(user) };
}

const shopOf = async (userId: number) => (await (await getDb()).select().from(s.vendors).where(eq(s.vendors.userId, userId)))[0];

let logo: Buffer;
let staff: { id: number; token: string };
let donor: { id: number; token: string };
beforeAll(async () => {
  await getTestApp();
  logo = await sharp({ create: { width: 400, height: 400, channels: 3, background: { r: 180, g: 120, b: 40 } } })
    .png()
    .toBuffer();
  staff = await signedIn('staff');
  donor = await signedIn('user');
});

/** Text in an HTML page as React escapes it. */
const html = (t: string) => t.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

describe('/sell', () => {
  it('signed out: asks to sign in or register, in English and in Hindi', async () => {
    const en = await getPage('/sell');
    expect(en.statusCode).toBe(200);
    expect(en.body).toContain(html(vm.signInFirst));
    expect(en.body).toContain('href="/login?redirectTo=%2Fsell"');
    const hi = await getPage('/hi/sell');
    expect(hi.body).toContain('href="/hi/login?redirectTo=%2Fsell"');
    expect(hi.body).toContain('हमारी दुकान में बेचें');
  });

  it('an account whose mobile is not proven is told so with a link to prove it; its post writes nothing', async () => {
    const p = await person({ proven: false });
    const page = await getPage('/sell', p.token);
    expect(page.body).toContain(html(vm.mobileFirst));
    expect(page.body).toContain('href="/profile"');
    expect(page.body).not.toContain('name="bankAccountNumber"');
    const post = await postPage('/sell', p.token, fields(), [['document', 'pan.pdf', PDF]]);
    expect(post.statusCode).toBe(200);
    expect(post.body).toContain(html(vm.mobileUnproven));
    expect(await shopOf(p.id)).toBeUndefined();
  });

  it('a proven account applies with a logo and a KYC PDF: the logo is re-encoded into public media, the PDF is not, and the page shows “Submitted”', async () => {
    const p = await person();
    const form = await getPage('/sell', p.token);
    expect(form.body).toMatch(/enctype="multipart\/form-data"/i);
    expect(form.headers['cache-control']).toContain('no-store');
    const post = await postPage('/sell', p.token, fields(), [
      ['logo', 'logo.png', logo],
      ['document', 'pan card.pdf', PDF],
    ]);
    expect(post.statusCode, post.body.slice(0, 500)).toBe(302);
    const shop = await shopOf(p.id);
    expect(shop).toMatchObject({ status: 'submitted', ifsc: 'HDFC0000240', bankAccountNumber: '501001234567', supportPhone: '9893012345', gstin: null });
    expect(shop?.logo).toMatch(/^\/media\/vendors\/\d+\/logo-[0-9a-f]+\.jpg$/);
    const pic = await getPage(shop?.logo ?? '');
    expect(pic.statusCode).toBe(200);
    expect(pic.headers['content-type']).toBe('image/jpeg');
    const status = await getPage('/sell', p.token);
    expect(status.body).toContain(`data-status="submitted"`);
    expect(status.body).toContain(html(vm.submittedBody));
    const [doc] = await (await getDb())
      .select()
      .from(s.vendorDocuments)
      .where(eq(s.vendorDocuments.vendorId, shop?.id ?? 0));
    expect(doc?.fileName).toBe('pan-card.pdf');
    expect(status.body).toContain(`href="/api/v1/seller/documents/${doc?.id}"`);
    expect(status.body).not.toContain(doc?.storageKey ?? 'no key');
  });

  it('a KYC file named .pdf whose bytes are an EXE is a field error; nothing is written', async () => {
    const p = await person();
    const post = await postPage('/sell', p.token, fields(), [['document', 'pan.pdf', EXE]]);
    expect(post.statusCode).toBe(200);
    expect(post.body).toContain(html(vm.kycType));
    // What was typed comes back, except the bank account numbers.
    expect(post.body).toContain('value="Bastar Dhokra"');
    expect(post.body).not.toContain('501001234567');
    expect(await shopOf(p.id)).toBeUndefined();
    // A browser keeps no chosen file: each file field says to choose it again (and a fresh form does not).
    const again = post.body.split(html(vm.chooseFileAgain)).length - 1;
    expect(again).toBe(3);
    expect((await getPage('/sell', p.token)).body).not.toContain(html(vm.chooseFileAgain));
  });

  it('a bad GSTIN on the Hindi page is a Hindi field error beside the field', async () => {
    const p = await person();
    const post = await postPage('/hi/sell', p.token, fields({ gstin: '22ABCDE1234F1Z6' }), [['document', 'pan.pdf', PDF]]);
    expect(post.statusCode).toBe(200);
    expect(post.body).toMatch(/id="f-gstin-error"[^>]*>[^<]*[\u0900-\u097F]/);
    expect(await shopOf(p.id)).toBeUndefined();
  });

  it('a rejected applicant sees the reason and the form filled in, corrects and resends', async () => {
    const p = await person();
    await postPage('/sell', p.token, fields(), [['document', 'pan.pdf', PDF]]);
    const shop = await shopOf(p.id);
    await call('POST', `/api/v1/admin/vendors/${shop?.id}/decision`, {
      token: staff.token,
      body: { decision: 'reject', reason: 'Please add a cancelled cheque.' },
    });
    const page = await getPage('/sell', p.token);
    expect(page.body).toContain('Please add a cancelled cheque.');
    expect(page.body).toContain('value="Bastar Dhokra Artisans"');
    expect(page.body).toContain(html(vm.resubmit));
    const again = await postPage('/sell', p.token, fields({ documentKind: 'bank' }), [['document', 'cheque.pdf', PDF]]);
    expect(again.statusCode).toBe(302);
    expect((await shopOf(p.id))?.status).toBe('submitted');
  });
});

describe('/seller/shop', () => {
  it('is for an approved shop only; its owner changes what buyers see, never another shop', async () => {
    const a = await person();
    await postPage('/sell', a.token, fields(), [['document', 'pan.pdf', PDF]]);
    const shopA = await shopOf(a.id);
    expect((await getPage('/seller/shop', a.token)).headers.location).toBe('/sell');
    expect((await getPage('/seller/shop')).statusCode).toBe(302);
    const approved = await call('POST', `/api/v1/admin/vendors/${shopA?.id}/decision`, { token: staff.token, body: { decision: 'approve' } });
    expect(approved.status, approved.text).toBe(200);
    const page = await getPage('/seller/shop', a.token);
    expect(page.statusCode, String(page.headers.location)).toBe(200);
    expect(page.body).toContain(html(vm.profileKycNote));
    expect(page.body).toContain('•••• 4567, IFSC HDFC0000240 (HDFC Bank)');
    const b = await person();
    await postPage('/sell', b.token, fields({ displayName: 'Other shop' }), [['document', 'pan.pdf', PDF]]);
    const shopB = await shopOf(b.id);
    const profile = {
      displayName: 'Bastar Dhokra',
      about: 'New words.',
      addressLine: '4 Market Lane',
      city: 'Kondagaon',
      state: 'Chhattisgarh',
      pinCode: '494226',
      supportEmail: 'hello@dhokra.example.in',
      supportPhone: '9893012345',
      returnPolicy: '10 days',
    };
    // B is not approved: its post changes nothing (neither its shop nor A's).
    const refused = await postPage('/seller/shop', b.token, { ...profile, about: 'Hijacked' });
    // The action refuses it; the page's loader then sends a shop that is not approved to /sell.
    expect(refused.headers.location).toBe('/sell');
    expect((await shopOf(a.id))?.about).toBe('Lost-wax brass from Kondagaon.');
    expect((await shopOf(b.id))?.id).toBe(shopB?.id);
    const saved = await postPage('/seller/shop', a.token, profile, [['logo', 'logo.png', logo]]);
    expect(saved.statusCode).toBe(302);
    expect(await shopOf(a.id)).toMatchObject({ about: 'New words.', logo: expect.stringMatching(/^\/media\/vendors\//) });
  });
});

describe('the console', () => {
  it('a donor is refused the list and the detail; staff read them, open the bank number (audited) and approve from the page', async () => {
    const p = await person();
    await postPage('/sell', p.token, fields({ displayName: 'Console Crafts' }), [['document', 'pan.pdf', PDF]]);
    const shop = await shopOf(p.id);
    expect((await getPage('/admin/vendors', donor.token)).statusCode).toBe(403);
    expect((await getPage(`/admin/vendors/${shop?.id}`, donor.token)).statusCode).toBe(403);
    expect((await getPage(`/admin/vendors/${shop?.id}`, p.token)).statusCode).toBe(403);
    expect((await postForm(`/admin/vendors/${shop?.id}`, donor.token, { decision: 'approve' })).statusCode).toBe(403);
    expect((await shopOf(p.id))?.status).toBe('submitted');
    const list = await getPage('/admin/vendors?status=submitted&q=Console', staff.token);
    expect(list.body).toContain(`href="/admin/vendors/${shop?.id}"`);
    const detail = await getPage(`/admin/vendors/${shop?.id}`, staff.token);
    expect(detail.body).toContain('•••• 4567');
    expect(detail.body).not.toContain('501001234567');
    expect(detail.body).toContain('HDFC Bank');
    const [doc] = await (await getDb())
      .select()
      .from(s.vendorDocuments)
      .where(eq(s.vendorDocuments.vendorId, shop?.id ?? 0));
    const docUrl = `/admin/vendors/${shop?.id}/documents/${doc?.id}`;
    expect(detail.body).toContain(`href="${docUrl}"`);
    const file = await getPage(docUrl, staff.token);
    expect(file.statusCode).toBe(200);
    expect(file.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': 'attachment; filename="pan.pdf"',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Another shop's id with this document, a donor, the owner, nobody: no file.
    expect((await getPage(`/admin/vendors/${(shop?.id ?? 0) + 100000}/documents/${doc?.id}`, staff.token)).statusCode).toBe(404);
    expect((await getPage(`/admin/vendors/${shop?.id}/documents/abc`, staff.token)).statusCode).toBe(404);
    expect((await getPage(docUrl, donor.token)).statusCode).toBe(403);
    expect((await getPage(docUrl, p.token)).statusCode).toBe(403);
    expect((await getPage(docUrl)).statusCode).toBe(302);
    const opened = await getPage(`/admin/vendors/${shop?.id}?bank=open`, staff.token);
    expect(opened.body).toContain('501001234567');
    const views = await (await getDb())
      .select()
      .from(s.auditEvents)
      .where(and(eq(s.auditEvents.action, 'vendor.bank_view'), eq(s.auditEvents.subjectId, String(shop?.id))));
    expect(views).toHaveLength(1);
    expect((await getPage('/admin/vendors/999999999', staff.token)).statusCode).toBe(404);
    const approve = await postForm(`/admin/vendors/${shop?.id}`, staff.token, { decision: 'approve' });
    expect(approve.statusCode).toBe(302);
    const own = await call<Answer<VendorOwnView>>('GET', '/api/v1/seller/shop', { token: p.token });
    expect(own.body.data).toMatchObject({ status: 'approved', slug: 'console-crafts' });
    const after = await getPage(`/admin/vendors/${shop?.id}`, staff.token);
    expect(after.body).toContain(html(va.suspend));
  });
});
