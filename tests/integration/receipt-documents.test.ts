// Tax receipts as legal documents (issue 20): the law's words come from the regime of the year
// (pages: today's; a receipt: its donation's), the PDF prints the registration's date, the
// donation's type and the donor's PAN or masked Aadhaar; a corrected address is used or refused,
// never dropped; the file is made once at issue and every copy is those bytes; a correction is a
// new receipt that cancels the old; with a certificate the file is signed and the signature
// covers every byte but itself (checked with OpenSSL, not with the signing library).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ReceiptView, receiptMessages as rm, type Settings } from '@sahyog/core';
import { schema as s } from '@sahyog/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Answer, call, loginAs, messagesTo, registerUser, type TestUser } from '../support/accounts.ts';
import { buildTestApp, getData, getTestApp } from '../support/app.ts';
import { getDb } from '../support/db.ts';
import { createCampaign, createDonation } from '../support/factories.ts';
import { pdfText } from '../support/pdf.ts';

let staffToken = '';
let donor: TestUser;
let donorToken = '';

beforeAll(async () => {
  await getTestApp();
  staffToken = await loginAs(await registerUser({ role: 'staff' }));
  donor = await registerUser();
  donorToken = await loginAs(donor);
});

const request = (id: number, body?: Record<string, unknown>, token = donorToken) =>
  call<Answer<{ requested: true; receipt: ReceiptView | null }>>('POST', `/api/v1/me/donations/${id}/receipt-request`, { token, ...(body ? { body } : {}) });
const issue = (donationIds: number[], token = staffToken) =>
  call<Answer<ReceiptView[]>>('POST', '/api/v1/admin/receipts/issue', { body: { donationIds }, token });
const correct = (id: number, body: Record<string, unknown>, token = staffToken) =>
  call<Answer<ReceiptView>>('POST', `/api/v1/admin/receipts/${id}/correct`, { body, token });

function gift(paidAt: string, extra: Parameters<typeof createDonation>[0] = {}) {
  return createDonation({
    donorEmail: donor.email,
    donorName: 'Asha Verma',
    donorPan: 'ABCDE1234F',
    donorAddress: '12 MG Road, Pune 411001',
    amountPaise: 2500_00,
    method: 'upi',
    paidAt: new Date(paidAt),
    ...extra,
  });
}

async function download(id: number, token = donorToken) {
  const { app } = await getTestApp();
  return app.inject({ method: 'GET', url: `/api/v1/me/receipts/${id}/pdf`, headers: { authorization: `Bearer ${token}` } });
}

/** What a reader of the page sees: its text and attributes, not the loader data in its scripts (key names such as reg80G). */
const visible = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, ' ');

const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

describe('the law’s words', () => {
  it('on pages follow the regime in force today (FY 2026-27: Section 133 of the Income-tax Act, 2025), never 80G', async () => {
    const settings = await getData<Settings>('/api/v1/settings');
    expect(settings.taxLaw).toEqual({ shortName: 'Section 133', section: 'section 133', actName: 'Income-tax Act, 2025' });
    const campaign = await createCampaign();
    const pages = ['/', `/campaigns/${campaign?.slug}`, '/monthly-donation', '/login', '/register', '/about'];
    for (const url of pages) {
      const res = await call('GET', url);
      expect(res.status, url).toBe(200);
      expect(visible(res.text), url).not.toMatch(/80G/);
    }
    const campaignPage = (await call('GET', `/campaigns/${campaign?.slug}`)).text;
    expect(campaignPage).toContain('eligible for tax benefit under section 133 of the Income-tax Act, 2025');
    expect((await call('GET', '/')).text).toMatch(/<meta name="description" content="[^"]*Section 133 tax benefit/);
    // The profile (signed in): the spec's table headings with today's short name, the button too.
    const g = await gift('2026-06-01T06:00:00Z', { donorPan: null });
    // A gift of an hour ago is inside the refund window: its policy box names the receipt too.
    await gift(new Date(Date.now() - 3_600_000).toISOString(), { donorPan: null });
    const profile = (await call('GET', '/profile', { cookie: donorToken })).text;
    expect(profile).toContain('Download / Request Section 133 for Donate Once');
    expect(profile).toContain('Request Section 133 receipt');
    expect(profile).toContain('Once its Section 133 receipt is issued, a donation cannot be refunded.');
    expect(visible(profile)).not.toMatch(/80G/);
    expect(g.id).toBeGreaterThan(0);
  });

  it('on a receipt follow its donation’s year: the number’s prefix, file name, email subject and PDF title', async () => {
    const old = await gift('2026-03-30T06:00:00Z');
    const fresh = await gift('2026-04-02T06:00:00Z');
    const [a, b] = (await issue([old.id, fresh.id])).body.data;
    expect(a?.number).toMatch(/^80G\/2025-26\/\d{6}$/);
    expect(b?.number).toMatch(/^S133\/2026-27\/\d{6}$/);
    const res = await download(b?.id ?? 0);
    expect(res.headers['content-disposition']).toContain(`${b?.number.replaceAll('/', '-')}.pdf`);
    expect(b?.number.replaceAll('/', '-')).toMatch(/^S133-2026-27-/);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Section 133 receipt for donation (section 133, Income-tax Act, 2025)');
    expect(text).not.toContain('80G');
    const mails = await messagesTo(donor.email);
    expect(mails.some((m) => m.subject === `Your Section 133 receipt ${b?.number}`)).toBe(true);
    expect(mails.some((m) => m.subject === `Your 80G receipt ${a?.number}`)).toBe(true);
    expect(await pdfText((await download(a?.id ?? 0)).rawPayload)).toContain('80G receipt for donation (section 80G, Income-tax Act, 1961)');
  });
});

describe('what the PDF prints', () => {
  it('the registration’s date beside its number, the donation type, and a PAN in full', async () => {
    const settings = await getData<Settings>('/api/v1/settings');
    expect(settings.reg80GDate).toBe('2024-09-27');
    const g = await gift('2026-07-01T06:00:00Z');
    const [r] = (await issue([g.id])).body.data;
    const text = await pdfText((await download(r?.id ?? 0)).rawPayload);
    expect(text).toContain(`Registration no.: ${settings.reg80G} dated 27 Sep 2024`);
    // A campaign gift is money given for the purpose its campaign names (decision 0028).
    expect(text).toContain('Type of donation Specific grant');
    expect(text).toContain('PAN of donor ABCDE1234F');
    expect(r).toMatchObject({ donorIdKind: 'pan', donorId: 'ABCDE1234F', donationType: 'specific' });
  });

  it('an Aadhaar number for a donor without a PAN: checked, kept in full for the statement, printed and shown masked', async () => {
    const g = await gift('2026-07-02T06:00:00Z', { donorPan: null });
    const wrong = await request(g.id, { aadhaar: '2341 2341 2345' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors?.aadhaar).toBe(rm.aadhaarInvalid);
    const both = await request(g.id, { aadhaar: '2341 2341 2346', pan: 'ABCDE1234F' });
    expect(both.status).toBe(422);
    expect(both.body.errors?.aadhaar).toBe(rm.idBoth);
    const ok = await request(g.id, { aadhaar: '2341 2341 2346' });
    expect(ok.status, ok.text).toBe(200);
    const db = await getDb();
    const [row] = await db.select().from(s.donations).where(eq(s.donations.id, g.id));
    expect(row).toMatchObject({ donorAadhaar: '234123412346', donorPan: null });
    const pending = (await call<Answer<{ donationId: number; donorAadhaar: string | null }[]>>('GET', '/api/v1/admin/receipts/pending', { token: staffToken }))
      .body.data;
    expect(pending.find((p) => p.donationId === g.id)?.donorAadhaar).toBe('XXXX XXXX 2346');
    const [r] = (await issue([g.id])).body.data;
    expect(r).toMatchObject({ donorIdKind: 'aadhaar', donorId: 'XXXX XXXX 2346' });
    const res = await download(r?.id ?? 0);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Aadhaar number of donor XXXX XXXX 2346');
    expect(text).not.toContain('234123412346');
    expect(text).not.toContain('2341 2341 2346');
    expect(res.rawPayload.includes(Buffer.from('234123412346'))).toBe(false);
    // Nor in the console's list or the staff page.
    const issued = await call('GET', '/api/v1/admin/receipts', { token: staffToken });
    expect(issued.text).not.toContain('234123412346');
    expect((await call('GET', '/admin/receipts', { cookie: staffToken })).text).not.toContain('234123412346');
  });

  it('a corrected address sent with the request is used and printed; after issue a different one is refused, not dropped', async () => {
    const g = await gift('2026-07-03T06:00:00Z');
    const res = await request(g.id, { address: '4 Lake View, Bhopal 462001' });
    expect(res.status).toBe(200);
    const [r] = (await issue([g.id])).body.data;
    const text = await pdfText((await download(r?.id ?? 0)).rawPayload);
    expect(text).toContain('4 Lake View, Bhopal 462001');
    expect(text).not.toContain('12 MG Road');
    const late = await request(g.id, { address: '9 Hill Road, Shimla 171001' });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(rm.issuedNoChange);
    const [row] = await (await getDb()).select().from(s.donations).where(eq(s.donations.id, g.id));
    expect(row?.donorAddress).toBe('4 Lake View, Bhopal 462001');
    // The same address again is no change: the issued receipt comes back.
    expect((await request(g.id, { address: '4 Lake View, Bhopal 462001' })).body.data.receipt?.number).toBe(r?.number);
  });
});

describe('the file as issued', () => {
  it('is made once and kept with its SHA-256: the profile, the email and the console serve those same bytes', async () => {
    const g = await gift('2026-07-04T06:00:00Z');
    const [r] = (await issue([g.id])).body.data;
    const db = await getDb();
    const [row] = await db
      .select()
      .from(s.receipts)
      .where(eq(s.receipts.id, r?.id ?? 0));
    expect(row?.pdf).toBeTruthy();
    const stored = Buffer.from(row?.pdf ?? []);
    expect(row?.pdfSha256).toBe(sha256(stored));
    expect(r?.pdfSha256).toBe(row?.pdfSha256);
    // Even if the row were changed afterwards (here by hand), what is given out is the file as
    // issued: a file made again from the row would print the new name.
    await db
      .update(s.receipts)
      .set({ donorName: 'Someone Else' })
      .where(eq(s.receipts.id, r?.id ?? 0));
    const first = (await download(r?.id ?? 0)).rawPayload;
    const again = (await download(r?.id ?? 0)).rawPayload;
    expect(await pdfText(first)).toContain('Asha Verma');
    const staff = (await download(r?.id ?? 0, staffToken)).rawPayload;
    const mail = (await messagesTo(donor.email)).find((m) => m.subject.endsWith(r?.number ?? '-'));
    const { app } = await getTestApp();
    const attached = (await app.inject({ method: 'GET', url: mail?.attachments[0]?.url ?? '' })).rawPayload;
    for (const copy of [first, again, staff, attached]) expect(sha256(copy)).toBe(row?.pdfSha256);
  });

  it('a correction is a new receipt with a new number that cancels the old one, which is kept and points to it', async () => {
    const g = await gift('2026-07-05T06:00:00Z', { donorName: 'Asha Vrma' });
    const [old] = (await issue([g.id])).body.data;
    const before = (await download(old?.id ?? 0)).rawPayload;
    expect((await correct(old?.id ?? 0, { reason: 'Name misspelt', donorName: 'Asha Verma' }, donorToken)).status).toBe(403);
    expect((await correct(old?.id ?? 0, { reason: '' })).status).toBe(422);
    const res = await correct(old?.id ?? 0, { reason: 'Name misspelt', donorName: 'Asha Verma', address: '7 Park Street, Kolkata 700016' });
    expect(res.status, res.text).toBe(200);
    const fresh = res.body.data;
    expect(fresh.number).not.toBe(old?.number);
    expect(fresh.number).toMatch(/^S133\/2026-27\/\d{6}$/);
    expect(fresh.replaces).toBe(old?.number);
    const list = (await call<Answer<ReceiptView[]>>('GET', '/api/v1/admin/receipts', { token: staffToken })).body.data;
    const was = list.find((x) => x.id === old?.id);
    expect(was?.cancelledAt).not.toBeNull();
    expect(was?.replacedBy).toEqual({ id: fresh.id, number: fresh.number });
    // The old file is kept as it was, for staff; its donor now has the new one only.
    expect(sha256((await download(old?.id ?? 0, staffToken)).rawPayload)).toBe(sha256(before));
    expect((await download(old?.id ?? 0)).statusCode).toBe(404);
    const text = await pdfText((await download(fresh.id)).rawPayload);
    expect(text).toContain('Asha Verma');
    expect(text).toContain('7 Park Street, Kolkata 700016');
    expect(text).toContain(`This receipt replaces receipt no. ${old?.number}, which is cancelled.`);
    const mail = (await messagesTo(donor.email)).find((m) => m.subject === `Your Section 133 receipt ${fresh.number}`);
    expect(mail?.body).toContain(`It replaces receipt ${old?.number}, which is cancelled`);
    const profile = (await call('GET', '/profile', { cookie: donorToken })).text;
    expect(profile).toContain(`Download ${fresh.number}`);
    expect(profile).not.toContain(`Download ${old?.number}`);
    // The cancelled one cannot be corrected or sent again.
    expect((await correct(old?.id ?? 0, { reason: 'again' })).status).toBe(409);
    expect((await call('POST', `/api/v1/admin/receipts/${old?.id}/resend`, { token: staffToken })).status).toBe(409);
    // The donation keeps the corrected details (the annual statement reads them).
    const [row] = await (await getDb()).select().from(s.donations).where(eq(s.donations.id, g.id));
    expect(row).toMatchObject({ donorName: 'Asha Verma', donorAddress: '7 Park Street, Kolkata 700016' });
  });

  it('without a certificate the console says it is not digitally signed', async () => {
    const g = await gift('2026-07-06T06:00:00Z');
    const [r] = (await issue([g.id])).body.data;
    expect(r?.signed).toBe(false);
    expect((await download(r?.id ?? 0)).rawPayload.includes(Buffer.from('/ByteRange'))).toBe(false);
    const page = (await call('GET', '/admin/receipts', { cookie: staffToken })).text;
    expect(page).toContain(rm.notSigned);
  });
});

describe('signed with the foundation’s certificate', () => {
  it('signs at issue; the PKCS#7 signature verifies over every byte outside it, and a changed byte breaks it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'receipt-signing-'));
    const p12 = join(dir, 'foundation.p12');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
        '-subj',
        '/CN=Sahyog Test Signer',
        '-days',
        '2',
      ],
      { stdio: 'ignore' },
    );
    execFileSync('openssl', ['pkcs12', '-export', '-inkey', join(dir, 'key.pem'), '-in', join(dir, 'cert.pem'), '-out', p12, '-passout', 'pass:s3cret-pass']);
    // A wrong password stops the server at start, saying which setting, rather than failing each issue.
    await expect(buildTestApp({ RECEIPT_SIGNING_P12: p12, RECEIPT_SIGNING_PASSWORD: 'wrong' })).rejects.toThrow(/RECEIPT_SIGNING_PASSWORD/);
    const signing = await buildTestApp({ RECEIPT_SIGNING_P12: p12, RECEIPT_SIGNING_PASSWORD: 's3cret-pass' });
    try {
      const g = await gift('2026-07-07T06:00:00Z');
      const answer = await call<Answer<ReceiptView[]>>('POST', '/api/v1/admin/receipts/issue', {
        body: { donationIds: [g.id] },
        token: staffToken,
        app: signing.app,
      });
      const r = answer.body.data[0];
      expect(r?.signed).toBe(true);
      const res = await signing.app.inject({ method: 'GET', url: `/api/v1/me/receipts/${r?.id}/pdf`, headers: { authorization: `Bearer ${donorToken}` } });
      const pdf = Buffer.from(res.rawPayload);
      expect(sha256(pdf)).toBe(r?.pdfSha256);
      const m = /\/ByteRange \[(\d+) (\d+) (\d+) (\d+)\s*\]/.exec(pdf.toString('latin1'));
      if (!m) throw new Error('no /ByteRange in the signed PDF');
      const [a, b, c, d] = m.slice(1).map(Number) as [number, number, number, number];
      // Everything but the signature's own hex string: from the first byte to the last.
      expect(a).toBe(0);
      expect(c + d).toBe(pdf.length);
      const signed = Buffer.concat([pdf.subarray(a, a + b), pdf.subarray(c, c + d)]);
      const hex = pdf
        .subarray(a + b, c)
        .toString('latin1')
        .replace(/[<>]/g, '');
      const raw = Buffer.from(hex, 'hex');
      // The DER SEQUENCE's own length (30 82 hi lo): the placeholder's zero padding follows it.
      const der = raw.subarray(0, 4 + raw.readUInt16BE(2));
      writeFileSync(join(dir, 'sig.der'), der);
      writeFileSync(join(dir, 'signed.bin'), signed);
      const verify = (content: string) =>
        execFileSync(
          'openssl',
          ['cms', '-verify', '-binary', '-inform', 'DER', '-in', join(dir, 'sig.der'), '-content', content, '-noverify', '-out', '/dev/null'],
          {
            stdio: ['ignore', 'pipe', 'pipe'],
          },
        );
      expect(() => verify(join(dir, 'signed.bin'))).not.toThrow();
      const tampered = Buffer.from(readFileSync(join(dir, 'signed.bin')));
      const at = tampered.indexOf(Buffer.from('/Title'));
      tampered[at + 1] = 't'.charCodeAt(0);
      writeFileSync(join(dir, 'tampered.bin'), tampered);
      expect(() => verify(join(dir, 'tampered.bin'))).toThrow();
      // The certificate in the signature is the foundation's.
      const certs = execFileSync('openssl', ['pkcs7', '-inform', 'DER', '-in', join(dir, 'sig.der'), '-print_certs', '-noout']).toString();
      expect(certs).toContain('Sahyog Test Signer');
      const page = await signing.app.inject({ method: 'GET', url: '/admin/receipts', headers: { cookie: `sid=${staffToken}` } });
      expect(page.body).toContain(rm.signed);
    } finally {
      await signing.app.close();
    }
  });
});

describe('a receipt’s own console page', () => {
  const page = async (url: string, token = staffToken) =>
    (await getTestApp()).app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  const post = async (url: string, fields: Record<string, string>, token = staffToken) =>
    (await getTestApp()).app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${token}` },
      payload: new URLSearchParams(fields).toString(),
    });

  it('the list links each receipt to its page instead of carrying a correction form in every row', async () => {
    const g = await gift('2026-06-10T10:00:00Z');
    const [r] = (await issue([g.id])).body.data;
    const list = await page('/admin/receipts');
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain(`href="/admin/receipts/${r?.id}"`);
    expect(list.body).not.toContain('name="reason"');
    const one = await page(`/admin/receipts/${r?.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.body).toContain(rm.receiptTitle(r?.number ?? ''));
    expect(one.body).toContain('name="reason"');
    expect(one.body).toContain(rm.resend);
  });

  it('corrects from its page: a new receipt that cancels this one, and the page of the new one opens', async () => {
    const g = await gift('2026-06-11T10:00:00Z');
    const [r] = (await issue([g.id])).body.data;
    const res = await post(`/admin/receipts/${r?.id}`, { intent: 'correct', reason: 'Name misspelt', donorName: 'Asha Varma', donorId: 'ABCDE1234F' });
    expect(res.statusCode).toBe(302);
    const db = await getDb();
    const [old] = await db
      .select()
      .from(s.receipts)
      .where(eq(s.receipts.id, r?.id ?? 0));
    expect(old?.cancelledAt).not.toBeNull();
    expect(res.headers.location).toBe(`/admin/receipts/${old?.replacedById}`);
    const [fresh] = await db
      .select()
      .from(s.receipts)
      .where(eq(s.receipts.id, old?.replacedById ?? 0));
    expect(fresh?.donorName).toBe('Asha Varma');
    // A cancelled receipt's page offers nothing more to do.
    expect((await page(`/admin/receipts/${r?.id}`)).body).not.toContain('name="reason"');
  });

  it('is staff’s only: a donor is refused (their own receipt too), an unknown one is a 404, nothing changes', async () => {
    const g = await gift('2026-06-12T10:00:00Z');
    const [r] = (await issue([g.id])).body.data;
    expect([302, 403]).toContain((await page(`/admin/receipts/${r?.id}`, donorToken)).statusCode);
    expect([302, 403]).toContain((await post(`/admin/receipts/${r?.id}`, { intent: 'correct', reason: 'x', donorName: 'Mallory' }, donorToken)).statusCode);
    expect((await page('/admin/receipts/2000000000')).statusCode).toBe(404);
    expect((await page('/admin/receipts/abc')).statusCode).toBe(404);
    const [still] = await (await getDb())
      .select()
      .from(s.receipts)
      .where(eq(s.receipts.id, r?.id ?? 0));
    expect(still?.cancelledAt).toBeNull();
    expect(still?.donorName).toBe('Asha Verma');
  });
});
