// Vendors (issue 24): applying to sell, the checks on what an applicant types, KYC files kept
import { createHash } from 'node:crypto';
// privately, staff review with its emails and audit rows, and the attacker's tries: another
// shop's document by id, a guessed URL, a donor at the console, a vendor at another's shop.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  type ConsentView,
  consentNotices,
  gstinCheckCharacter,
  type VendorAdminView,
  type VendorListItem,
  type VendorOwnView,
  vendorMessages as vm,
} from '@sahyog/core';
import { schema as s } from '@sahyog/db';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type {} from '../../apps/server/src/modules/vendors/index.ts';
import { type Answer, call, loginAs, messagesTo, registerUser, signedIn, type TestUser } from '../support/accounts.ts';
import { getTestApp } from '../support/app.ts';
import { getDb, getTestDb } from '../support/db.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
const HTML = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');

const b64 = (b: Buffer) => b.toString('base64');

/** A Maharashtra business whose GSTIN carries its PAN (Reliance Industries' published GSTIN and PAN). */
function applicationBody(overrides: Record<string, unknown> = {}) {
  return {
    legalName: 'Warli Weavers Collective',
    displayName: 'Warli Weavers',
    about: 'Hand-woven cotton from Dahanu.',
    addressLine: '12 Station Road',
    city: 'Dahanu',
    state: 'Maharashtra',
    pinCode: '401601',
    supportEmail: 'help@warli.example.in',
    supportPhone: '+91 98200 12345',
    returnPolicy: 'Returns within 7 days if unused.',
    pan: 'AAACR5055K',
    gstin: '27AAACR5055K1Z7',
    bankAccountName: 'Warli Weavers Collective',
    bankAccountNumber: '000123456789',
    bankAccountConfirm: '000123456789',
    ifsc: 'SBIN0000001',
    documents: [{ kind: 'pan', fileName: 'pan.pdf', contentBase64: b64(PDF) }],
    ...overrides,
  };
}

/** An account whose mobile is proven (the SMS code), signed in. */
async function applicant(opts: { language?: 'en' | 'hi'; proven?: boolean } = {}): Promise<TestUser & { token: string }> {
  const user = await registerUser();
  const db = await getDb();
  await db
    .update(s.users)
    .set({ phoneVerifiedAt: opts.proven === false ? null : new Date(), language: opts.language ?? 'en' })
    .where(eq(s.users.id, user.id));
  return { ...user, token: await loginAs(user) };
}

const apply = (token: string, body: Record<string, unknown> = applicationBody()) => call<Answer<VendorOwnView>>('POST', '/api/v1/seller/shop', { token, body });

async function shopsOf(userId: number) {
  return (await getDb()).select().from(s.vendors).where(eq(s.vendors.userId, userId));
}

async function submittedShop(opts: { language?: 'en' | 'hi' } = {}) {
  const who = await applicant(opts);
  const res = await apply(who.token);
  expect(res.status, res.text).toBe(201);
  return { who, shop: res.body.data };
}

let staff: { id: number; token: string };
let donor: { id: number; token: string };
let dataDir = '';
beforeAll(async () => {
  await getTestApp();
  dataDir = (await getTestDb()).dataDir;
  staff = await signedIn('staff');
  donor = await signedIn('user');
});

const decide = (id: number, decision: string, reason?: string, token = staff.token) =>
  call<Answer<VendorAdminView>>('POST', `/api/v1/admin/vendors/${id}/decision`, { token, body: { decision, ...(reason ? { reason } : {}) } });

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? filesUnder(p) : [p];
  });
}

describe('applying to sell', () => {
  it('a proven account applies: submitted, the file kept with its SHA-256, the bank masked, an acknowledgement emailed, audited', async () => {
    const who = await applicant();
    const res = await apply(who.token);
    expect(res.status, res.text).toBe(201);
    const shop = res.body.data;
    expect(shop).toMatchObject({
      status: 'submitted',
      displayName: 'Warli Weavers',
      gstin: '27AAACR5055K1Z7',
      supportPhone: '9820012345',
      bankAccountMasked: '•••• 6789',
    });
    expect(res.text).not.toContain('000123456789');
    expect(shop.documents).toEqual([expect.objectContaining({ kind: 'pan', fileName: 'pan.pdf', contentType: 'application/pdf', bytes: PDF.byteLength })]);
    const [doc] = await (await getDb()).select().from(s.vendorDocuments).where(eq(s.vendorDocuments.vendorId, shop.id));
    expect(doc?.sha256).toBe(createHash('sha256').update(PDF).digest('hex'));
    const mail = (await messagesTo(who.email)).find((m) => /application to sell/.test(m.subject));
    expect(mail?.body).toContain('Warli Weavers');
    const audit = await (await getDb())
      .select()
      .from(s.auditEvents)
      .where(and(eq(s.auditEvents.subjectType, 'vendor'), eq(s.auditEvents.subjectId, String(shop.id))));
    expect(audit.map((a) => a.action)).toEqual(['vendor.apply']);
    // GET answers the same shop.
    const own = await call<Answer<VendorOwnView>>('GET', '/api/v1/seller/shop', { token: who.token });
    expect(own.body.data.id).toBe(shop.id);
  });

  it('one shop per account: a second application is a 409', async () => {
    const { who } = await submittedShop();
    const again = await apply(who.token);
    expect(again.status).toBe(409);
    expect(await shopsOf(who.id)).toHaveLength(1);
  });

  it('an account whose mobile is not proven is refused, nothing written', async () => {
    const who = await applicant({ proven: false });
    const res = await apply(who.token);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(vm.mobileUnproven);
    expect(await shopsOf(who.id)).toHaveLength(0);
  });

  it.each([
    ['a bad checksum', { gstin: '27AAACR5055K1Z8' }, vm.gstinChecksum],
    ['another state', { state: 'Karnataka', pinCode: '560001' }, vm.gstinState],
    ['another PAN', { pan: 'AAACT2727Q' }, vm.gstinPan],
    ['a bad format', { gstin: '27AAACR5055K1Y7' }, vm.gstinFormat],
  ])('a GSTIN with %s is a field error, nothing written', async (_what, change, message) => {
    const who = await applicant();
    const res = await apply(who.token, applicationBody(change));
    expect(res.status).toBe(422);
    expect(res.body.errors?.gstin).toBe(message);
    expect(await shopsOf(who.id)).toHaveLength(0);
  });

  it('an IFSC in the right shape but in no bank’s list is refused; a bad shape too; accounts typed differently too', async () => {
    const who = await applicant();
    const unknown = await apply(who.token, applicationBody({ ifsc: 'SBIN0999999' }));
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors?.ifsc).toBe(vm.ifscUnknown);
    const shape = await apply(who.token, applicationBody({ ifsc: 'SBIN1000001' }));
    expect(shape.body.errors?.ifsc).toBe(vm.ifscFormat);
    const twice = await apply(who.token, applicationBody({ bankAccountConfirm: '000123456780' }));
    expect(twice.body.errors?.bankAccountConfirm).toBe(vm.bankAccountMismatch);
    const pin = await apply(who.token, applicationBody({ pinCode: '012345' }));
    expect(pin.body.errors?.pinCode).toBe(vm.pinCodeInvalid);
    expect(await shopsOf(who.id)).toHaveLength(0);
  });

  it('field errors come in Hindi to a Hindi client', async () => {
    const who = await applicant();
    const res = await call<Answer<unknown>>('POST', '/api/v1/seller/shop', {
      token: who.token,
      headers: { cookie: 'lang=hi' },
      body: applicationBody({ gstin: '27AAACR5055K1Z8' }),
    });
    expect(res.body.errors?.gstin).toMatch(/[\u0900-\u097F]/);
  });

  it.each([
    ['an EXE', EXE],
    ['an HTML page', HTML],
  ])('a KYC file named .pdf that is %s is refused by its bytes, nothing written', async (_what, bytes) => {
    const who = await applicant();
    const res = await apply(who.token, applicationBody({ documents: [{ kind: 'pan', fileName: 'pan.pdf', contentBase64: b64(bytes) }] }));
    expect(res.status).toBe(422);
    expect(Object.values(res.body.errors ?? {})).toContain(vm.kycType);
    expect(await shopsOf(who.id)).toHaveLength(0);
  });

  it('control characters, too-long and empty fields are field errors, and nothing is written', async () => {
    const who = await applicant();
    for (const [field, value] of [
      ['displayName', 'Warli\u0000 Weavers'],
      ['about', 'We weave\u0007'],
      ['legalName', 'x'.repeat(101)],
      ['displayName', ''],
      ['pinCode', '40160\u0000'],
    ] as const) {
      const res = await apply(who.token, applicationBody({ [field]: value }));
      expect(res.status, `${field}: ${JSON.stringify(value)}`).toBe(422);
      expect((res.body as unknown as { errors?: Record<string, string> }).errors?.[field], field).toBeTruthy();
    }
    expect(await shopsOf(who.id)).toHaveLength(0);
  });

  it('an application without documents is refused', async () => {
    const who = await applicant();
    const res = await apply(who.token, applicationBody({ documents: [] }));
    expect(res.status).toBe(422);
    expect(await shopsOf(who.id)).toHaveLength(0);
  });
});

describe('KYC files are private', () => {
  it('never under /media or the public folder; the owner downloads it as an attachment, nosniff, not cached', async () => {
    const { who, shop } = await submittedShop();
    const [row] = await (await getDb()).select().from(s.vendorDocuments).where(eq(s.vendorDocuments.vendorId, shop.id));
    if (!row) throw new Error('no document row');
    // No file in the public media folder holds these bytes; the private copy is outside it.
    const media = filesUnder(join(dataDir, 'media'));
    expect(media.some((f) => readFileSync(f).equals(PDF))).toBe(false);
    expect(filesUnder(join(dataDir, 'private')).some((f) => readFileSync(f).equals(PDF))).toBe(true);
    for (const guess of [
      `/media/${row.storageKey}`,
      `/media/${row.storageKey}.pdf`,
      `/media/private/${row.storageKey}`,
      `/media/../private/${row.storageKey}`,
      `/private/${row.storageKey}`,
    ]) {
      const res = await call('GET', guess, { token: who.token });
      expect(res.status, guess).toBe(404);
      expect(res.text).not.toContain('%PDF');
    }
    const own = await call('GET', `/api/v1/seller/documents/${row.id}`, { token: who.token });
    expect(own.status).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['content-disposition']).toBe('attachment; filename="pan.pdf"');
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(Buffer.from(own.text, 'binary').subarray(0, 5).toString()).toBe('%PDF-');
    const byStaff = await call('GET', `/api/v1/admin/vendors/${shop.id}/documents/${row.id}`, { token: staff.token });
    expect(byStaff.status).toBe(200);
    expect(byStaff.headers['content-disposition']).toContain('attachment');
  });

  it('another vendor’s document by id is a 404, by the seller’s route and by staff’s route under another shop', async () => {
    const a = await submittedShop();
    const b = await submittedShop();
    const docA = a.shop.documents[0]?.id;
    const own = await call('GET', `/api/v1/seller/documents/${docA}`, { token: b.who.token });
    expect(own.status).toBe(404);
    const crossed = await call('GET', `/api/v1/admin/vendors/${b.shop.id}/documents/${docA}`, { token: staff.token });
    expect(crossed.status).toBe(404);
    const missing = await call('GET', `/api/v1/seller/documents/2147483647`, { token: a.who.token });
    expect(missing.status).toBe(404);
    const donorTry = await call('GET', `/api/v1/admin/vendors/${a.shop.id}/documents/${docA}`, { token: donor.token });
    expect(donorTry.status).toBe(403);
    const anon = await call('GET', `/api/v1/seller/documents/${docA}`);
    expect(anon.status).toBe(401);
  });
});

describe('staff review', () => {
  it('approve: an address from the shop name, the vendor role, an email in the account’s language, an audit row; the shop is public', async () => {
    const { who, shop } = await submittedShop({ language: 'hi' });
    const res = await decide(shop.id, 'approve');
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.status).toBe('approved');
    expect(res.body.data.slug).toMatch(/^warli-weavers(-\d+)?$/);
    const [user] = await (await getDb()).select().from(s.users).where(eq(s.users.id, who.id));
    expect(user?.role).toBe('vendor');
    const mail = (await messagesTo(who.email)).find((m) => m.subject.includes('स्वीकृत'));
    expect(mail?.body).toContain(`/hi/shop/vendors/${res.body.data.slug}`);
    const { app } = await getTestApp();
    expect(await app.vendors.publicBySlug(res.body.data.slug ?? '')).not.toBeNull();
    // A second shop of the same name gets its own address.
    const twin = await submittedShop();
    const second = await decide(twin.shop.id, 'approve');
    expect(second.body.data.slug).not.toBe(res.body.data.slug);
    // Deciding twice is a conflict.
    expect((await decide(shop.id, 'approve')).status).toBe(409);
  });

  it('reject needs a reason; the applicant reads it, corrects and resubmits; suspend hides the shop at once, reinstate shows it', async () => {
    const { who, shop } = await submittedShop();
    const noReason = await decide(shop.id, 'reject');
    expect(noReason.status).toBe(422);
    expect(noReason.body.errors?.reason).toBe(vm.reasonRequired);
    const rejected = await decide(shop.id, 'reject', 'The PAN card scan is unreadable.');
    expect(rejected.body.data).toMatchObject({ status: 'rejected', statusReason: 'The PAN card scan is unreadable.' });
    const rejMail = (await messagesTo(who.email)).find((m) => /About your application to sell/.test(m.subject));
    expect(rejMail?.body).toContain('The PAN card scan is unreadable.');
    // Corrected: the same shop, submitted again, with one more document.
    const again = await apply(who.token, applicationBody({ displayName: 'Warli Weavers Dahanu' }));
    expect(again.status, again.text).toBe(201);
    expect(again.body.data).toMatchObject({ id: shop.id, status: 'submitted', statusReason: null, displayName: 'Warli Weavers Dahanu' });
    expect(again.body.data.documents).toHaveLength(2);
    const approved = await decide(shop.id, 'approve');
    const slug = approved.body.data.slug ?? '';
    const { app } = await getTestApp();
    const suspended = await decide(shop.id, 'suspend', 'Buyers report fakes.');
    expect(suspended.body.data.status).toBe('suspended');
    expect(await app.vendors.publicBySlug(slug)).toBeNull();
    expect((await app.vendors.forUser(who.id))?.status).toBe('suspended');
    const susMail = (await messagesTo(who.email)).find((m) => /suspended/.test(m.subject));
    expect(susMail?.body).toContain('Buyers report fakes.');
    const back = await decide(shop.id, 'reinstate');
    expect(back.body.data).toMatchObject({ status: 'approved', slug });
    expect(await app.vendors.publicBySlug(slug)).not.toBeNull();
    expect((await messagesTo(who.email)).some((m) => /open again/.test(m.subject))).toBe(true);
    const rows = await (await getDb())
      .select()
      .from(s.auditEvents)
      .where(and(eq(s.auditEvents.subjectType, 'vendor'), eq(s.auditEvents.subjectId, String(shop.id))));
    expect(rows.map((r) => r.action).sort()).toEqual(
      ['vendor.apply', 'vendor.approve', 'vendor.reinstate', 'vendor.reject', 'vendor.resubmit', 'vendor.suspend'].sort(),
    );
    const detail = await call<Answer<VendorAdminView>>('GET', `/api/v1/admin/vendors/${shop.id}`, { token: staff.token });
    expect(detail.body.data.history.map((h) => h.action)).toContain('vendor.suspend');
  });

  it('the detail shows the checks and the bank masked; the whole number only when asked, and that is audited', async () => {
    const { shop } = await submittedShop();
    const plain = await call<Answer<VendorAdminView>>('GET', `/api/v1/admin/vendors/${shop.id}`, { token: staff.token });
    expect(plain.body.data).toMatchObject({
      bankAccountNumber: null,
      bankAccountMasked: '•••• 6789',
      checks: { gstin: 'valid', ifsc: { known: true, bank: 'State Bank of India' } },
    });
    const open = await call<Answer<VendorAdminView>>('GET', `/api/v1/admin/vendors/${shop.id}?revealBank=true`, { token: staff.token });
    expect(open.body.data.bankAccountNumber).toBe('000123456789');
    const rows = await (await getDb())
      .select()
      .from(s.auditEvents)
      .where(and(eq(s.auditEvents.action, 'vendor.bank_view'), eq(s.auditEvents.subjectId, String(shop.id))));
    expect(rows).toHaveLength(1);
  });

  it('the list filters by status and finds by name, support email or PAN from its start', async () => {
    const { shop } = await submittedShop();
    await (await getDb()).update(s.vendors).set({ pan: 'ZZZPZ9999Z', displayName: 'Kutch Mirrorwork' }).where(eq(s.vendors.id, shop.id));
    const list = async (q: string) =>
      (await call<{ data: VendorListItem[]; next: string | null }>('GET', `/api/v1/admin/vendors?${q}`, { token: staff.token })).body.data.map((v) => v.id);
    expect(await list('q=ZZZPZ')).toEqual([shop.id]);
    expect(await list('q=kutch')).toEqual([shop.id]);
    expect(await list('q=mirror')).toEqual([shop.id]);
    expect(await list('status=submitted&q=ZZZP')).toEqual([shop.id]);
    expect(await list('status=approved&q=ZZZP')).toEqual([]);
  });
});

describe('who may do what', () => {
  it('a donor, a vendor and nobody are refused the console API; only staff read it', async () => {
    const { who, shop } = await submittedShop();
    await decide(shop.id, 'approve');
    const vendorToken = await loginAs(who);
    const urls: [string, string, Record<string, unknown> | undefined][] = [
      ['GET', '/api/v1/admin/vendors', undefined],
      ['GET', `/api/v1/admin/vendors/${shop.id}`, undefined],
      ['POST', `/api/v1/admin/vendors/${shop.id}/decision`, { decision: 'suspend', reason: 'x' }],
      ['GET', `/api/v1/admin/vendors/${shop.id}/documents/${shop.documents[0]?.id}`, undefined],
    ];
    for (const [method, url, body] of urls) {
      expect((await call(method as 'GET', url, { body })).status, `${url} anonymous`).toBe(401);
      expect((await call(method as 'GET', url, { token: donor.token, body })).status, `${url} donor`).toBe(403);
      expect((await call(method as 'GET', url, { token: vendorToken, body })).status, `${url} vendor`).toBe(403);
    }
    expect((await shopsOf(who.id))[0]?.status).toBe('approved');
  });

  it('the seller API answers only the caller’s own shop: another vendor cannot read or change it', async () => {
    const a = await submittedShop();
    const b = await submittedShop();
    await decide(a.shop.id, 'approve');
    await decide(b.shop.id, 'approve');
    const profile = { ...applicationBody(), displayName: 'Taken over' };
    const patched = await call<Answer<VendorOwnView>>('PATCH', '/api/v1/seller/shop', { token: b.who.token, body: pick(profile) });
    expect(patched.status, patched.text).toBe(200);
    expect(patched.body.data.id).toBe(b.shop.id);
    expect((await shopsOf(a.who.id))[0]?.displayName).toBe('Warli Weavers');
    const read = await call<Answer<VendorOwnView>>('GET', '/api/v1/seller/shop', { token: b.who.token });
    expect(read.body.data.id).toBe(b.shop.id);
    const docs = await call<Answer<{ id: number }[]>>('GET', '/api/v1/seller/documents', { token: b.who.token });
    expect(docs.body.data.map((d) => d.id)).toEqual(b.shop.documents.map((d) => d.id));
    // Every seller endpoint: nobody signed in is a 401; an account without a shop a 404.
    for (const [method, url] of [
      ['GET', '/api/v1/seller/shop'],
      ['PATCH', '/api/v1/seller/shop'],
      ['GET', '/api/v1/seller/documents'],
      ['GET', `/api/v1/seller/documents/${a.shop.documents[0]?.id}`],
    ] as const) {
      expect((await call(method, url, { body: method === 'PATCH' ? pick(profile) : undefined })).status, url).toBe(401);
      expect((await call(method, url, { token: donor.token, body: method === 'PATCH' ? pick(profile) : undefined })).status, url).toBe(404);
    }
  });

  it('only an approved shop edits its profile; a GSTIN on file pins the state', async () => {
    const { who, shop } = await submittedShop();
    const body = pick(applicationBody());
    expect((await call('PATCH', '/api/v1/seller/shop', { token: who.token, body })).status).toBe(409);
    await decide(shop.id, 'approve');
    const moved = await call<Answer<unknown>>('PATCH', '/api/v1/seller/shop', { token: who.token, body: { ...body, state: 'Gujarat' } });
    expect(moved.status).toBe(422);
    expect(moved.body.errors?.state).toBe(vm.gstinState);
    const ok = await call<Answer<VendorOwnView>>('PATCH', '/api/v1/seller/shop', { token: who.token, body: { ...body, about: 'Now with natural dyes.' } });
    expect(ok.body.data.about).toBe('Now with natural dyes.');
    await decide(shop.id, 'suspend', 'Checking a complaint.');
    expect((await call('PATCH', '/api/v1/seller/shop', { token: who.token, body })).status).toBe(409);
  });
});

/** The profile's fields of an application body. */
function pick(b: Record<string, unknown>) {
  const keys = ['displayName', 'about', 'addressLine', 'city', 'state', 'pinCode', 'supportEmail', 'supportPhone', 'returnPolicy'];
  return Object.fromEntries(keys.map((k) => [k, b[k]]));
}

describe('staff change a shop’s legal, tax or bank details', () => {
  const legal = (id: number, body: Record<string, unknown>, token = staff.token) =>
    call<Answer<VendorAdminView>>('PATCH', `/api/v1/admin/vendors/${id}/legal`, { token, body });
  /** A new PAN's GSTIN for a state, with its check character worked out. */
  const gstinFor = (stateCode: string, pan: string) => {
    const first14 = `${stateCode}${pan}1Z`;
    return `${first14}${gstinCheckCharacter(first14)}`;
  };
  const change = (over: Record<string, unknown> = {}) => ({
    legalName: 'Warli Weavers Producer Company',
    pan: 'AAACW1234Q',
    gstin: gstinFor('27', 'AAACW1234Q'),
    bankAccountName: 'Warli Weavers Producer Company',
    bankAccountNumber: '5010 0123 4543 21',
    bankAccountConfirm: '50100123454321',
    ifsc: 'hdfc0000001',
    note: 'New cancelled cheque and GST certificate sent on 20 November',
    ...over,
  });

  it('a new bank account and GSTIN: saved, audited with the account masked, and the vendor emailed what changed and why', async () => {
    const { who, shop } = await submittedShop();
    const res = await legal(shop.id, change());
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({
      legalName: 'Warli Weavers Producer Company',
      pan: 'AAACW1234Q',
      ifsc: 'HDFC0000001',
      bankAccountMasked: '•••• 4321',
    });
    const [row] = await shopsOf(who.id);
    expect(row).toMatchObject({ bankAccountNumber: '50100123454321', gstin: gstinFor('27', 'AAACW1234Q'), bankAccountName: 'Warli Weavers Producer Company' });
    const [audit] = await (await getDb())
      .select()
      .from(s.auditEvents)
      .where(and(eq(s.auditEvents.subjectType, 'vendor'), eq(s.auditEvents.subjectId, String(shop.id)), eq(s.auditEvents.action, 'vendor.legal')));
    expect(audit?.actorId).toBe(staff.id);
    expect(audit?.before).toMatchObject({ bankAccountNumber: '•••• 6789', ifsc: 'SBIN0000001', pan: 'AAACR5055K' });
    expect(audit?.after).toMatchObject({ bankAccountNumber: '•••• 4321', ifsc: 'HDFC0000001', pan: 'AAACW1234Q', note: change().note });
    // The whole number is in neither the audit row nor the email.
    expect(JSON.stringify(audit)).not.toMatch(/000123456789|50100123454321/);
    const mail = (await messagesTo(who.email)).find((m) => /bank details have changed/.test(m.subject));
    expect(mail?.body).toContain('IFSC: SBIN0000001 → HDFC0000001');
    expect(mail?.body).toContain('Account number: •••• 6789 → •••• 4321');
    expect(mail?.body).toContain(change().note);
    expect(mail?.body).not.toMatch(/000123456789|50100123454321/);
  });

  it('a new GSTIN alone: the account number fields left blank keep the account on file; one of them typed is still checked', async () => {
    const { who, shop } = await submittedShop();
    const [before] = await shopsOf(who.id);
    const res = await legal(
      shop.id,
      change({ legalName: before?.legalName, bankAccountName: before?.bankAccountName, ifsc: before?.ifsc, bankAccountNumber: '', bankAccountConfirm: ' ' }),
    );
    expect(res.status, res.text).toBe(200);
    const [after] = await shopsOf(who.id);
    expect(after).toMatchObject({ gstin: gstinFor('27', 'AAACW1234Q'), pan: 'AAACW1234Q', bankAccountNumber: before?.bankAccountNumber });
    const mail = (await messagesTo(who.email)).find((m) => /bank details have changed/.test(m.subject));
    expect(mail?.body).not.toContain('Account number:');
    // Typed once and left blank once is a mismatch, not a kept account.
    const half = await legal(shop.id, change({ bankAccountConfirm: '' }));
    expect(half.status).toBe(422);
    expect(half.body.errors?.bankAccountConfirm).toBe(vm.bankAccountMismatch);
    const { app } = await getTestApp();
    const page = await app.inject({ method: 'GET', url: `/admin/vendors/${shop.id}`, headers: { authorization: `Bearer ${staff.token}` } });
    expect(page.body).toContain('Leave both account number fields blank to keep the account on file (•••• 6789).');
  });

  it('refuses, and writes nothing: a GSTIN of another state than the shop’s, an IFSC in no bank’s list, no note, accounts typed differently', async () => {
    const { who, shop } = await submittedShop();
    const [before] = await shopsOf(who.id);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ gstin: gstinFor('29', 'AAACW1234Q') }, 'gstin', vm.gstinState],
      [{ ifsc: 'SBIN0999999' }, 'ifsc', vm.ifscUnknown],
      [{ note: '  ' }, 'note', vm.legalNoteRequired],
      [{ bankAccountConfirm: '50100123454320' }, 'bankAccountConfirm', vm.bankAccountMismatch],
      [{ gstin: gstinFor('27', 'AAACR5055K') }, 'gstin', vm.gstinPan],
    ];
    for (const [over, field, message] of cases) {
      const res = await legal(shop.id, change(over));
      expect(res.status, JSON.stringify(over)).toBe(422);
      expect(res.body.errors?.[field]).toBe(message);
    }
    // What an attacker types: control characters, too long, a number that is not a number, none at all.
    for (const [over, field] of [
      [{ legalName: 'Warli\u0000Weavers' }, 'legalName'],
      [{ note: 'x'.repeat(1001) }, 'note'],
      [{ bankAccountNumber: '1234abcd5678', bankAccountConfirm: '1234abcd5678' }, 'bankAccountNumber'],
      [{ pan: '' }, 'pan'],
    ] as const) {
      const res = await legal(shop.id, change(over));
      expect(res.status, JSON.stringify(over)).toBe(422);
      expect(res.body.errors?.[field], JSON.stringify(over)).toBeTruthy();
    }
    const [after] = await shopsOf(who.id);
    expect(after).toEqual(before);
    expect((await messagesTo(who.email)).some((m) => /bank details have changed/.test(m.subject))).toBe(false);
  });

  it('only staff: the shop’s own vendor and a donor are refused, an unknown shop is a 404', async () => {
    const { who, shop } = await submittedShop();
    await decide(shop.id, 'approve');
    const vendorToken = await loginAs(who);
    expect((await legal(shop.id, change(), vendorToken)).status).toBe(403);
    expect((await legal(shop.id, change(), donor.token)).status).toBe(403);
    expect((await legal(2_000_000_000, change())).status).toBe(404);
    const [row] = await shopsOf(who.id);
    expect(row?.bankAccountNumber).toBe('000123456789');
  });
});

describe('the consent given on applying', () => {
  const consents = (token: string) => call<Answer<ConsentView[]>>('GET', '/api/v1/me/consents', { token });

  it('is recorded with the words the form shows; withdrawn before a decision, the review stops and staff see why', async () => {
    const { who, shop } = await submittedShop();
    const mine = (await consents(who.token)).body.data.filter((c) => c.purpose === 'vendor-application');
    expect(mine).toHaveLength(1);
    expect(mine[0]?.text).toBe(consentNotices['vendor-application'].text);
    // The form shows the same words beside its button.
    const sell = await call('GET', '/sell', { token: (await applicant()).token });
    expect(sell.text).toContain(consentNotices['vendor-application'].text.slice(0, 60));

    const res = await call('POST', `/api/v1/me/consents/${mine[0]?.id}/withdraw`, { token: who.token });
    expect(res.status, res.text).toBe(200);
    const [row] = await shopsOf(who.id);
    expect(row).toMatchObject({ status: 'rejected', statusReason: vm.withdrawnReason });
    const detail = await call<Answer<VendorAdminView>>('GET', `/api/v1/admin/vendors/${shop.id}`, { token: staff.token });
    expect(detail.body.data.history.map((h) => h.action)).toContain('vendor.withdraw');
    // Nothing left to approve.
    expect((await decide(shop.id, 'approve')).status).toBe(409);
  });

  it('withdrawn after approval, the shop stays open (a decision stands; its sales are tax records)', async () => {
    const { who, shop } = await submittedShop();
    expect((await decide(shop.id, 'approve')).status).toBe(200);
    const [consent] = (await consents(who.token)).body.data.filter((c) => c.purpose === 'vendor-application');
    expect((await call('POST', `/api/v1/me/consents/${consent?.id}/withdraw`, { token: who.token })).status).toBe(200);
    const [row] = await shopsOf(who.id);
    expect(row?.status).toBe('approved');
  });
});
