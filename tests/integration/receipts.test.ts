// 80G receipts as a donor and staff use them: the request (PAN and address required), issuing
// one by one and in bulk, numbers per financial year with no gaps under concurrent issuing, the
// law's names by the donation's year (and staff's corrections), and the PDF's text as a reader
// of the file sees it.
import { type ReceiptView, receiptMessages as rm, type Settings, type TaxRegime } from '@sahyog/core';
import { schema as s } from '@sahyog/db';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Answer, call, loginAs, messagesTo, registerUser, type TestUser } from '../support/accounts.ts';
import { buildTestApp, getData, getTestApp } from '../support/app.ts';
import { getDb } from '../support/db.ts';
import { createDonation } from '../support/factories.ts';
import { pdfText } from '../support/pdf.ts';
import { smtpSink } from '../support/smtp.ts';

let staffToken = '';
let donor: TestUser;
let donorToken = '';
let settings: Settings;

beforeAll(async () => {
  await getTestApp();
  staffToken = await loginAs(await registerUser({ role: 'staff' }));
  donor = await registerUser();
  donorToken = await loginAs(donor);
  settings = await getData<Settings>('/api/v1/settings');
});

const request = (id: number, body?: Record<string, unknown>, token = donorToken) =>
  call<Answer<{ requested: true; receipt: ReceiptView | null }>>('POST', `/api/v1/me/donations/${id}/receipt-request`, { token, ...(body ? { body } : {}) });
const issue = (donationIds: number[], token = staffToken) =>
  call<Answer<ReceiptView[]>>('POST', '/api/v1/admin/receipts/issue', { body: { donationIds }, token });

/** A paid gift with what a receipt needs, in the financial year of `paidAt`. */
function gift(paidAt: string, extra: Parameters<typeof createDonation>[0] = {}) {
  return createDonation({
    donorEmail: donor.email,
    donorName: 'Asha Verma',
    donorPan: 'ABCDE1234F',
    donorAddress: '12 MG Road, Pune 411001',
    amountPaise: 3000_00,
    method: 'upi',
    paidAt: new Date(paidAt),
    ...extra,
  });
}

describe('the donor’s request', () => {
  it('asks for the PAN and the address when the gift has neither, and stores them', async () => {
    const d = await gift('2010-05-10T06:00:00Z', { donorPan: null, donorAddress: null });
    const bare = await request(d.id);
    expect(bare.status).toBe(422);
    // A 2010 gift: the 1961 Act's regime names it.
    expect(bare.body.errors).toEqual({ pan: rm.panRequired('80G'), address: rm.addressRequired('80G') });
    expect((await request(d.id, { pan: 'abcde1234', address: 'Pune' })).body.errors?.pan).toBe(rm.panInvalid);
    const ok = await request(d.id, { pan: 'abcde1234f', address: '12 MG Road, Pune 411001' });
    expect(ok.status, ok.text).toBe(200);
    const [row] = await (await getDb()).select().from(s.donations).where(eq(s.donations.id, d.id));
    expect(row).toMatchObject({ donorPan: 'ABCDE1234F', donorAddress: '12 MG Road, Pune 411001' });
    expect(row?.receiptRequestedAt).not.toBeNull();
  });

  it('another donor’s gift is not found; an unpaid one cannot be receipted yet', async () => {
    const other = await createDonation({ donorPan: 'ABCDE1234F', donorAddress: 'x' });
    expect((await request(other.id)).status).toBe(404);
    const pending = await gift('2010-05-10T06:00:00Z', { status: 'pending' });
    expect((await request(pending.id)).status).toBe(409);
    expect((await call('POST', `/api/v1/me/donations/${other.id}/receipt-request`)).status).toBe(401);
  });
});

describe('issuing', () => {
  it('numbers receipts 1, 2, 3 … within the donation’s financial year, with no gap or repeat when issued at once', async () => {
    // Years no other test touches, so each series starts here; past years, so these gifts never
    // show as the newest on the home page while other tests read it.
    const gifts = await Promise.all(Array.from({ length: 12 }, (_, i) => gift(`2011-${String((i % 9) + 4).padStart(2, '0')}-15T06:00:00Z`)));
    const answers = await Promise.all(gifts.map((g) => issue([g.id])));
    expect(answers.map((a) => a.status)).toEqual(gifts.map(() => 200));
    const numbers = answers.map((a) => a.body.data[0]?.number ?? '').sort();
    expect(numbers).toEqual(Array.from({ length: 12 }, (_, i) => `80G/2011-12/${String(i + 1).padStart(6, '0')}`));
  });

  it('one donation issued five times at once gets one receipt and uses one number', async () => {
    const [a, b] = [await gift('2013-07-01T06:00:00Z'), await gift('2013-07-02T06:00:00Z')];
    const answers = await Promise.all(Array.from({ length: 5 }, () => issue([a.id])));
    expect(new Set(answers.map((x) => x.body.data[0]?.number))).toEqual(new Set(['80G/2013-14/000001']));
    expect((await issue([b.id])).body.data[0]?.number).toBe('80G/2013-14/000002');
    const rows = await (await getDb()).select().from(s.receipts).where(eq(s.receipts.donationId, a.id));
    expect(rows).toHaveLength(1);
  });

  it('puts 31 March 23:59 IST in the old year and 1 April 00:00 IST in the new one', async () => {
    const march = await gift('2015-03-31T18:29:59Z');
    const april = await gift('2015-03-31T18:30:00Z');
    const [r1, r2] = (await issue([march.id, april.id])).body.data;
    expect(r1?.number).toMatch(/^80G\/2014-15\//);
    expect(r2?.number).toMatch(/^80G\/2015-16\//);
  });

  it('refuses a gift without a PAN, and a failed issue leaves no hole in the numbers', async () => {
    const ok1 = await gift('2016-06-01T06:00:00Z');
    const noPan = await gift('2016-06-02T06:00:00Z', { donorPan: null });
    const ok2 = await gift('2016-06-03T06:00:00Z');
    expect((await issue([ok1.id])).body.data[0]?.number).toBe('80G/2016-17/000001');
    const refused = await issue([noPan.id]);
    expect(refused.status).toBe(422);
    expect(refused.body.errors?.pan).toBe(rm.needsPan);
    expect((await issue([ok2.id])).body.data[0]?.number).toBe('80G/2016-17/000002');
  });

  it('is staff-only, and the donor is emailed', async () => {
    const g = await gift('2017-05-01T06:00:00Z');
    expect((await issue([g.id], donorToken)).status).toBe(403);
    const [r] = (await issue([g.id])).body.data;
    const mail = (await messagesTo(donor.email)).find((m) => m.subject === `Your 80G receipt ${r?.number}`);
    expect(mail?.body).toContain('/profile');
    // The PDF goes with the email, named by its number, as the profile's download would give it.
    const number = r?.number ?? '';
    expect(mail?.attachments.map((a) => a.filename)).toEqual([`${number.replaceAll('/', '-')}.pdf`]);
    const { app } = await getTestApp();
    const file = await app.inject({ method: 'GET', url: mail?.attachments[0]?.url ?? '' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(file.rawPayload);
    expect(text).toContain(number);
    expect(text).toContain('Asha Verma');
    expect((await call('GET', `${mail?.attachments[0]?.url.replace(/\/0$/, '/1')}`)).status).toBe(404);
  });

  it('over SMTP, the receipt’s email carries its PDF', async () => {
    const sink = await smtpSink();
    const smtp = await buildTestApp({ SMTP_URL: sink.url, MAIL_FROM: 'receipts@example.org' });
    try {
      const g = await gift('2017-06-01T06:00:00Z', { donorName: 'Kavita Rao' });
      const answer = await call<Answer<ReceiptView[]>>('POST', '/api/v1/admin/receipts/issue', {
        body: { donationIds: [g.id] },
        token: staffToken,
        app: smtp.app,
      });
      const number = answer.body.data[0]?.number ?? '';
      await smtp.jobs.drain();
      const mail = sink.received.find((m) => m.subject === `Your 80G receipt ${number}`);
      expect(mail?.to).toMatchObject({ text: donor.email });
      expect(mail?.text).toContain('attached to this email as a PDF');
      expect(mail?.attachments.map((a) => [a.filename, a.contentType])).toEqual([[`${number.replaceAll('/', '-')}.pdf`, 'application/pdf']]);
      const text = await pdfText(mail?.attachments[0]?.content ?? new Uint8Array());
      expect(text).toContain(number);
      expect(text).toContain('Kavita Rao');
    } finally {
      await smtp.app.close();
      await sink.close();
    }
  });

  it('issues automatically on request when the setting is on', async () => {
    const db = await getDb();
    const { app } = await getTestApp();
    await db
      .insert(s.siteSettings)
      .values({ key: 'autoIssueReceipts', value: sql`'true'::jsonb` })
      .onConflictDoUpdate({ target: s.siteSettings.key, set: { value: sql`'true'::jsonb` } });
    app.content.invalidate();
    try {
      const g = await gift('2018-05-01T06:00:00Z');
      const res = await request(g.id);
      expect(res.body.data.receipt?.number).toBe('80G/2018-19/000001');
    } finally {
      await db.update(s.siteSettings).set({ value: sql`'false'::jsonb` }).where(eq(s.siteSettings.key, 'autoIssueReceipts'));
      app.content.invalidate();
    }
  });
});

describe('the queue', () => {
  /** Every donation id waiting in the console's queue, page after page. */
  async function waiting(): Promise<number[]> {
    const ids: number[] = [];
    let after = '';
    for (let pages = 0; pages < 1000; pages++) {
      const res = await call<Answer<{ donationId: number }[]> & { next: string | null }>(
        'GET',
        `/api/v1/admin/receipts/pending${after ? `?after=${after}` : ''}`,
        { token: staffToken },
      );
      expect(res.status, res.text).toBe(200);
      ids.push(...res.body.data.map((r) => r.donationId));
      if (!res.body.next) return ids;
      after = res.body.next;
    }
    throw new Error('the queue did not end');
  }

  it('a requested gift waits until its receipt is issued, then leaves, and a correction does not bring it back', async () => {
    const d = await gift('2011-06-10T06:00:00Z');
    expect(await waiting()).not.toContain(d.id);
    expect((await request(d.id)).status).toBe(200);
    expect(await waiting()).toContain(d.id);
    const issued = await issue([d.id]);
    expect(issued.status, issued.text).toBe(200);
    expect(await waiting()).not.toContain(d.id);
    const receiptId = issued.body.data[0]?.id;
    const fixed = await call('POST', `/api/v1/admin/receipts/${receiptId}/correct`, {
      token: staffToken,
      body: { reason: 'Wrong address', address: '3 Civil Lines, Pune 411001' },
    });
    expect(fixed.status, fixed.text).toBe(200);
    expect(await waiting()).not.toContain(d.id);
  });
});

describe('the law’s names', () => {
  it('come from the donation’s financial year: 80G before April 2026, section 133 after', async () => {
    const old = await gift('2026-03-20T06:00:00Z');
    const fresh = await gift('2026-04-20T06:00:00Z');
    const [a, b] = (await issue([old.id, fresh.id])).body.data;
    const db = await getDb();
    const [ra] = await db
      .select()
      .from(s.receipts)
      .where(eq(s.receipts.id, a?.id ?? 0));
    const [rb] = await db
      .select()
      .from(s.receipts)
      .where(eq(s.receipts.id, b?.id ?? 0));
    expect(ra?.regime).toMatchObject({ section: 'section 80G', actName: 'Income-tax Act, 1961', certificateForm: 'Form 10BE' });
    expect(rb?.regime).toMatchObject({ section: 'section 133', actName: 'Income-tax Act, 2025', certificateForm: 'Form 114' });
  });

  it('staff correct a name: new receipts cite it, issued ones keep what they printed', async () => {
    const list = (await call<Answer<TaxRegime[]>>('GET', '/api/v1/admin/tax-regimes', { token: staffToken })).body.data;
    const current = list.find((r) => r.fromYear === '2026-27');
    if (!current) throw new Error('the 2026-27 regime is seeded by the migration');
    const before = await gift('2026-05-01T06:00:00Z');
    const [old] = (await issue([before.id])).body.data;
    const { id, fromYear: _f, ...names } = current;
    const put = (body: Record<string, unknown>) => call<Answer<TaxRegime>>('PUT', `/api/v1/admin/tax-regimes/${id}`, { body, token: staffToken });
    expect((await put({ ...names, certificateForm: '' })).status).toBe(422);
    expect((await put({ ...names, certificateForm: 'Form No. 114' })).status).toBe(200);
    try {
      const after = await gift('2026-05-02T06:00:00Z');
      const [fresh] = (await issue([after.id])).body.data;
      const db = await getDb();
      const [ro] = await db
        .select()
        .from(s.receipts)
        .where(eq(s.receipts.id, old?.id ?? 0));
      const [rf] = await db
        .select()
        .from(s.receipts)
        .where(eq(s.receipts.id, fresh?.id ?? 0));
      expect(ro?.regime.certificateForm).toBe('Form 114');
      expect(rf?.regime.certificateForm).toBe('Form No. 114');
    } finally {
      await put(names);
    }
  });
});

describe('the PDF', () => {
  it('holds everything the receipt must say, in text a reader can copy, ₹ and Devanagari included', async () => {
    const g = await gift('2026-08-14T06:00:00Z', { amountPaise: 3000_00, reference: `SSF-PDF-${Date.now()}` });
    const [r] = (await issue([g.id])).body.data;
    const { app } = await getTestApp();
    const res = await app.inject({ method: 'GET', url: `/api/v1/me/receipts/${r?.id}/pdf`, headers: { authorization: `Bearer ${donorToken}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`${r?.number.replaceAll('/', '-')}.pdf`);
    const text = await pdfText(res.rawPayload);
    for (const expected of [
      settings.foundationName,
      settings.pan,
      settings.reg80G,
      r?.number ?? '-',
      'Asha Verma',
      'ABCDE1234F',
      '12 MG Road, Pune 411001',
      '₹3,000',
      'Rupees Three Thousand Only',
      'UPI (electronic)',
      g.reference,
      '14 Aug 2026',
      'section 133',
      'Income-tax Act, 2025',
      // Devanagari is drawn shaped; a PDF's text keeps the glyphs' visual order, so words
      // with a vowel sign written before its consonant (लिए) read back reordered.
      'दान',
      'धन्यवाद',
    ]) {
      expect(text, expected).toContain(expected);
    }
  });

  it('prints a donor’s name and address typed in Devanagari, readable as text', async () => {
    const g = await gift('2026-08-16T06:00:00Z', { donorName: 'राम कुमार', donorAddress: 'सदर बाज़ार, भोपाल 462001' });
    const [r] = (await issue([g.id])).body.data;
    const { app } = await getTestApp();
    const res = await app.inject({ method: 'GET', url: `/api/v1/me/receipts/${r?.id}/pdf`, headers: { authorization: `Bearer ${donorToken}` } });
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(`${rm.pdfReceivedFrom} राम कुमार`);
    expect(text).toContain(`${rm.pdfAddress} सदर बाज़ार, भोपाल 462001`);
  });

  it('is not given to another donor or to anyone signed out; staff may read it', async () => {
    const g = await gift('2026-08-15T06:00:00Z');
    const [r] = (await issue([g.id])).body.data;
    const { app } = await getTestApp();
    const get = (headers: Record<string, string>) => app.inject({ method: 'GET', url: `/api/v1/me/receipts/${r?.id}/pdf`, headers });
    const stranger = await loginAs(await registerUser());
    expect((await get({ authorization: `Bearer ${stranger}` })).statusCode).toBe(404);
    expect((await get({})).statusCode).toBe(401);
    expect((await get({ authorization: `Bearer ${staffToken}` })).statusCode).toBe(200);
  });
});

describe('emailing a receipt again', () => {
  it('sends the donor the same receipt, at most once a minute, logged; donors cannot', async () => {
    const d = await gift('2013-07-01T06:00:00Z', { donorPan: 'ABCDE1234F', donorAddress: '12 MG Road, Pune' });
    const [r] = (await issue([d.id])).body.data;
    if (!r) throw new Error('no receipt');
    const before = (await messagesTo(donor.email)).filter((m) => m.subject.includes(r.number)).length;
    const res = await call<Answer<ReceiptView>>('POST', `/api/v1/admin/receipts/${r.id}/resend`, { token: staffToken });
    expect(res.status, res.text).toBe(200);
    expect((await messagesTo(donor.email)).filter((m) => m.subject.includes(r.number)).length).toBe(before + 1);
    const soon = await call<Answer>('POST', `/api/v1/admin/receipts/${r.id}/resend`, { token: staffToken });
    expect(soon.status).toBe(429);
    expect(soon.body.message).toBe(rm.resentRecently);
    expect((await call('POST', `/api/v1/admin/receipts/${r.id}/resend`, { token: donorToken })).status).toBe(403);
    expect((await call('POST', '/api/v1/admin/receipts/999999999/resend', { token: staffToken })).status).toBe(404);
  });
});
