// A spend's bill and photos (issue 26): judged by their bytes, kept privately, the bill published
// only as the picture staff redacted and only once the spend is approved (the original, the
// unredacted picture and the private addresses tried directly by the public and by strangers),
// photos published on approval; and the donor told, once, when their gift is first spent, with a
// private link to what it bought.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pagingMessages, spendingText as st } from '@sahyog/core';
import { schema as s } from '@sahyog/db';
import { and, desc, eq } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { maskedUrl } from '../../apps/server/src/app.ts';
import type {} from '../../apps/server/src/modules/spending/index.ts';
import { declaredPixels } from '../../apps/server/src/platform/bills.ts';
import { type Answer, call, loginAs, messagesTo, registerUser, type TestUser } from '../support/accounts.ts';
import { getTestApp } from '../support/app.ts';
import { getDb, getTestDb } from '../support/db.ts';
import { createCampaign, createDonation, unique } from '../support/factories.ts';
import { type SpendingCast, spendingCast } from '../support/spending.ts';

interface Item {
  id: number;
  status: string;
  category: string;
  billUrl: string | null;
  billThumbUrl: string | null;
  photoUrls: string[];
  photoThumbUrls: string[];
  bill: { type: 'pdf' | 'jpeg'; redacted: boolean; width: number; height: number } | null;
}

let owner: TestUser;
let ownerToken = '';
let staff: { id: number; token: string };

let categoryId = 0;
let cast: SpendingCast;

beforeAll(async () => {
  cast = await spendingCast('Bill owner');
  ({ owner, ownerToken, staff, categoryId } = cast);
});

/** A bill as a two-page PDF naming a patient, the way a pharmacy prints one. */
function pdfBill(options: { userPassword?: string } = {}): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFDocument({ size: 'A4', ...options });
    const parts: Buffer[] = [];
    doc.on('data', (b: Buffer) => parts.push(b));
    doc.on('end', () => resolve(Buffer.concat(parts)));
    doc.fontSize(22).text('TAX INVOICE 4417', 50, 50);
    doc.text('Patient: Ramesh Kumar, Aadhaar 2345 6789 0123', 50, 100);
    doc.text('120 blankets ............ Rs 36,000', 50, 160);
    doc.addPage().text('Terms', 50, 50);
    doc.end();
  });
}
/** A PDF drawn by `draw` (pdfkit). */
async function pdfWith(draw: (doc: PDFKit.PDFDocument) => unknown, options: PDFKit.PDFDocumentOptions = {}): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', ...options });
  const parts: Buffer[] = [];
  doc.on('data', (b: Buffer) => parts.push(b));
  const ended = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(parts))));
  await draw(doc);
  doc.end();
  return ended;
}
/** A plain white picture, width × height (a phone's photo of a bill, or of the help delivered). */
const picture = (width: number, height: number, format: 'png' | 'jpeg' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    [format]()
    .toBuffer();

const campaign = (rupees: number) => cast.campaign(rupees);
const spend = (slug: string, body: Record<string, unknown>, token = ownerToken) => cast.spend<Item>(slug, { amount: '1000', ...body }, token);
// A reason too, for the payments here sent with photos but no bill (required for those since issue 38).
const approve = (id: number) =>
  call<Answer<Item>>('POST', `/api/v1/admin/spending/${id}/decision`, {
    token: staff.token,
    body: { decision: 'approve', reason: 'Paid in cash at the village market, where no bills are given' },
  });
const redact = (id: number, areas: unknown, nothingPrivate?: boolean) =>
  call<Answer<Item>>('POST', `/api/v1/admin/spending/${id}/redaction`, { token: staff.token, body: { areas, ...(nothingPrivate ? { nothingPrivate } : {}) } });
const publicItem = async (slug: string, id: number) =>
  (await call<Answer<Item[]>>('GET', `/api/v1/campaigns/${slug}/spending`)).body.data.find((i) => i.id === id);
async function get(url: string, token?: string) {
  const { app } = await getTestApp();
  const res = await app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.statusCode, type: String(res.headers['content-type'] ?? ''), bytes: res.rawPayload, headers: res.headers };
}
/** Every file under the public media folder, as bytes. */
async function publicFiles(): Promise<Buffer[]> {
  const { dataDir } = await getTestDb();
  const root = join(dataDir, 'media');
  const names = await readdir(root, { recursive: true, withFileTypes: true });
  return Promise.all(names.filter((d) => d.isFile()).map((d) => readFile(join(d.parentPath, d.name))));
}
/** The mean of a picture's pixels inside a box (percent of its size): 0 is black. */
async function meanIn(bytes: Buffer, box: { x: number; y: number; w: number; h: number }) {
  const img = sharp(bytes);
  const { width = 0, height = 0 } = await img.metadata();
  const region = {
    left: Math.round((box.x / 100) * width),
    top: Math.round((box.y / 100) * height),
    width: Math.round((box.w / 100) * width),
    height: Math.round((box.h / 100) * height),
  };
  // stats() reads its input, not the extract: the region is cut out first.
  const stats = await sharp(await sharp(bytes).extract(region).toBuffer()).stats();
  return stats.channels.slice(0, 3).reduce((n, c) => n + c.mean, 0) / 3;
}

describe('a bill', () => {
  it('is judged by its bytes: a PDF or a picture, not a renamed page, not a PDF that asks for a password', async () => {
    const c = await campaign(10_000);
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    expect((await spend(c.slug, { bill: html.toString('base64') })).body.errors).toEqual({ bill: st.billType });
    const fakePdf = Buffer.from('%PDF-1.7\nthis is not a pdf at all');
    expect((await spend(c.slug, { bill: fakePdf.toString('base64') })).body.errors).toEqual({ bill: st.billUnreadable });
    const locked = await pdfBill({ userPassword: 'secret' });
    expect((await spend(c.slug, { bill: locked.toString('base64') })).body.errors).toEqual({ bill: st.billLocked });
    // A page a sliver wide, and a PDF whose pictures would take gigabytes to draw.
    const sliver = await pdfWith((doc) => doc.addPage({ size: [2, 800] }).text('x', 0, 0), { autoFirstPage: false });
    expect((await spend(c.slug, { bill: sliver.toString('base64') })).body.errors).toEqual({ bill: st.billTooSmall });
    const heavy = await pdfWith(async (doc) => {
      for (const shade of ['#111111', '#333333', '#555555', '#777777'])
        doc.image(
          await sharp({ create: { width: 4000, height: 4000, channels: 3, background: shade } })
            .jpeg()
            .toBuffer(),
          0,
          0,
          { width: 100 },
        );
    });
    expect(declaredPixels(heavy)).toBe(64_000_000);
    expect((await spend(c.slug, { bill: heavy.toString('base64') })).body.errors).toEqual({ bill: st.billTooComplex });
    const tiny = await picture(50, 50);
    expect((await spend(c.slug, { bill: tiny.toString('base64') })).body.errors).toEqual({ bill: st.billTooSmall });
    expect((await spend(c.slug, { bill: 'not base64!' })).body.errors).toEqual({ bill: st.billType });
    const fourPhotos = await Promise.all([1, 2, 3, 4].map(() => picture(300, 300, 'jpeg')));
    expect((await spend(c.slug, { photos: fourPhotos.map((p) => p.toString('base64')) })).body.errors).toEqual({ photos: st.tooManyPhotos });
    expect((await spend(c.slug, { photos: [html.toString('base64')] })).body.errors).toEqual({ 'photos.0': st.photoType });
    // A WebP is a picture, but not one of the kinds the form names.
    const webp = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#ffffff' } })
      .webp()
      .toBuffer();
    expect((await spend(c.slug, { bill: webp.toString('base64') })).body.errors).toEqual({ bill: st.billType });
    expect((await spend(c.slug, { photos: [webp.toString('base64')] })).body.errors).toEqual({ 'photos.0': st.photoType });
    // 36 megapixels of white in a file of a few kilobytes: refused for its pixels, not its bytes.
    // (and past the 40 megapixels the decoder itself refuses: 7000 × 7000)
    const huge = await sharp({ create: { width: 7000, height: 7000, channels: 3, background: '#ffffff' }, limitInputPixels: false })
      .png()
      .toBuffer();
    expect((await spend(c.slug, { bill: huge.toString('base64') })).body.errors).toEqual({ bill: st.billTooManyPixels });
    expect((await spend(c.slug, { photos: [huge.toString('base64')] })).body.errors).toEqual({ 'photos.0': st.photoTooManyPixels });
    const vast = await picture(6000, 6000);
    expect(vast.byteLength).toBeLessThan(1_000_000);
    expect((await spend(c.slug, { bill: vast.toString('base64') })).body.errors).toEqual({ bill: st.billTooManyPixels });
    expect((await spend(c.slug, { photos: [vast.toString('base64')] })).body.errors).toEqual({ 'photos.0': st.photoTooManyPixels });
    // None of the refused proposals was kept.
    expect((await call<Answer<Item[]>>('GET', `/api/v1/campaigns/${c.slug}/spending`)).body.data).toEqual([]);
    const { app } = await getTestApp();
    expect(await app.spending.forCampaign({ userId: owner.id, staff: false }, c.slug)).toEqual([]);
  });

  it('is never public unredacted: not the original, not its picture, not at any address, until staff redact it and approve the spend', async () => {
    const c = await campaign(50_000);
    const original = await pdfBill();
    const made = await spend(c.slug, { bill: original.toString('base64'), amount: '36000', quantity: '120', unit: 'blankets' });
    expect(made.status, made.text).toBe(201);
    const item = made.body.data;
    // The PDF's first pages drawn one under another, A4-shaped each.
    expect(item.bill).toMatchObject({ type: 'pdf', redacted: false });
    expect(item.bill?.height).toBeGreaterThan(2 * (item.bill?.width ?? 0));
    expect(item.billUrl).toBeNull();

    const stranger = await loginAs(await registerUser());
    for (const version of ['original', 'preview', 'redacted']) {
      expect((await get(`/api/v1/spending/${item.id}/bill/${version}`)).status, version).toBe(401);
      expect((await get(`/api/v1/spending/${item.id}/bill/${version}`, stranger)).status, version).toBe(404);
    }
    // Its campaigner and staff read the original as sent: a download, never shown on our origin.
    const asOwner = await get(`/api/v1/spending/${item.id}/bill/original`, ownerToken);
    expect(asOwner.status).toBe(200);
    expect(asOwner.type).toContain('application/pdf');
    expect(asOwner.headers['content-disposition']).toMatch(/^attachment/);
    expect(Buffer.compare(asOwner.bytes, original)).toBe(0);
    const preview = await get(`/api/v1/spending/${item.id}/bill/preview`, staff.token);
    expect(preview.type).toContain('image/jpeg');
    expect(preview.headers['cache-control']).toBe('private, no-store');

    // Approved without a redaction: public, but with no bill.
    expect((await approve(item.id)).body.data.status).toBe('approved');
    expect(await publicItem(c.slug, item.id)).toMatchObject({ billUrl: null, billThumbUrl: null, bill: { redacted: false } });
    // It stays in staff's queue until its bill is blacked out.
    const queue = async () => (await call<Answer<Item[]>>('GET', '/api/v1/admin/spending', { token: staff.token })).body.data.find((i) => i.id === item.id);
    expect(await queue()).toMatchObject({ status: 'approved', bill: { redacted: false } });
    // Nothing under the public media is the bill or its picture.
    for (const f of await publicFiles()) {
      expect(Buffer.compare(f, original)).not.toBe(0);
      expect(Buffer.compare(f, preview.bytes)).not.toBe(0);
    }

    // Staff black out the patient's line: the published picture is black there, white elsewhere.
    const patient = { x: 5, y: 3, w: 80, h: 3 };
    expect((await redact(item.id, [{ x: 90, y: 0, w: 20, h: 5 }])).body.errors).toEqual({ areas: st.areasInvalid });
    const redacted = await redact(item.id, [patient]);
    expect(redacted.status, redacted.text).toBe(200);
    const pub = await publicItem(c.slug, item.id);
    expect(pub?.billUrl).toMatch(/^\/media\/spending\//);
    expect(await queue()).toBeUndefined();
    const served = await get(pub?.billUrl ?? '');
    expect(served.status).toBe(200);
    expect(await meanIn(served.bytes, patient)).toBeLessThan(10);
    expect(await meanIn(preview.bytes, patient)).toBeGreaterThan(150);
    expect(await meanIn(served.bytes, { x: 5, y: 40, w: 80, h: 10 })).toBeGreaterThan(240);
    expect((await get(pub?.billThumbUrl ?? '')).type).toContain('image/webp');

    // A second redaction (a name missed) replaces the first: the first's address stops answering.
    const again = await redact(item.id, `${patient.x} ${patient.y} ${patient.w} ${patient.h}\n5, 9, 50, 4`);
    expect(again.status, again.text).toBe(200);
    expect((await get(pub?.billUrl ?? '')).status).toBe(404);
    const now = await publicItem(c.slug, item.id);
    expect(now?.billUrl).not.toBe(pub?.billUrl);
    expect(await meanIn((await get(now?.billUrl ?? '')).bytes, { x: 5, y: 9, w: 50, h: 4 })).toBeLessThan(10);

    // Four redactions at once: those that lose are told to reload, and exactly one bill (and its
    // thumbnail) of this item is left in the public media, the one the item names.
    const racing = await Promise.all([1, 2, 3, 4].map((n) => redact(item.id, [{ x: n, y: 3, w: 80, h: 3 }])));
    expect(racing.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(1);
    for (const r of racing.filter((x) => x.status !== 200)) expect(r.body.message).toBe(st.changedMeanwhile);
    const { dataDir } = await getTestDb();
    const left = (await readdir(join(dataDir, 'media', 'spending'))).filter((f) => f.startsWith(`${item.id}-`)).map((f) => `/media/spending/${f}`);
    const final = await publicItem(c.slug, item.id);
    expect(left.sort()).toEqual([final?.billUrl, final?.billThumbUrl].sort());
  });

  it('redacted before approval stays private until the spend is approved; a rejected spend publishes nothing', async () => {
    const c = await campaign(10_000);
    const bill = await picture(800, 1000, 'jpeg');
    const photos = await Promise.all([picture(600, 400, 'jpeg'), picture(400, 600)]);
    const made = await spend(c.slug, { bill: bill.toString('base64'), photos: photos.map((p) => p.toString('base64')) });
    const id = made.body.data.id;
    expect(made.body.data).toMatchObject({ bill: { type: 'jpeg', width: 800, height: 1000 }, photoUrls: [] });
    const before = (await publicFiles()).length;
    // An empty form publishes nothing by mistake: no boxes needs staff to say nothing is private.
    expect((await redact(id, [])).body.errors).toEqual({ areas: st.areasOrNothing });
    expect((await redact(id, '')).body.errors).toEqual({ areas: st.areasOrNothing });
    const red = await redact(id, [], true);
    expect(red.body.data).toMatchObject({ billUrl: null, photoUrls: [], bill: { redacted: true } });
    expect((await publicFiles()).length).toBe(before);
    // Staff see what the public will see, before it is public.
    expect((await get(`/api/v1/spending/${id}/bill/redacted`, staff.token)).status).toBe(200);
    const approved = await approve(id);
    expect(approved.body.data.billUrl).toMatch(/^\/media\/spending\/.+\.jpg$/);
    expect(approved.body.data.photoUrls).toHaveLength(2);
    for (const url of [...approved.body.data.photoUrls, ...approved.body.data.photoThumbUrls]) expect((await get(url)).status, url).toBe(200);

    const other = await spend(c.slug, { bill: bill.toString('base64'), photos: [photos[0]?.toString('base64')] });
    await redact(other.body.data.id, [], true);
    const count = (await publicFiles()).length;
    const rejected = await call<Answer<Item>>('POST', `/api/v1/admin/spending/${other.body.data.id}/decision`, {
      token: staff.token,
      body: { decision: 'reject', reason: 'Bill is for another campaign' },
    });
    expect(rejected.body.data).toMatchObject({ status: 'rejected', billUrl: null, photoUrls: [] });
    expect((await publicFiles()).length).toBe(count);
    expect((await redact(other.body.data.id, [], true)).status).toBe(409);
  });

  it('keeps the boxes of its last redaction: a form or request that leaves one out never uncovers it, unless staff start over', async () => {
    const c = await campaign(10_000);
    const bill = await picture(800, 1000, 'jpeg');
    const id = (await spend(c.slug, { bill: bill.toString('base64') })).body.data.id;
    // Drawn by a mouse, with more decimals than a line of the form holds: kept widened to two.
    const name = { x: 10.004, y: 20.006, w: 50.001, h: 4.001 };
    const nameKept = { x: 10, y: 20, w: 50.01, h: 4.01 };
    const aadhaar = { x: 5, y: 60, w: 40, h: 5 };
    const blank = { x: 70, y: 80, w: 20, h: 10 };
    expect((await redact(id, [name])).status).toBe(200);
    const saved = async () =>
      (await call<Answer<(Item & { areas: unknown })[]>>('GET', '/api/v1/admin/spending', { token: staff.token })).body.data.find((i) => i.id === id)?.areas;
    expect(await saved()).toEqual([nameKept]);
    // The console shows them black on the bill and says they stay; the form is for new boxes.
    const { app } = await getTestApp();
    const page = (await app.inject({ method: 'GET', url: '/admin/spending', headers: { authorization: `Bearer ${staff.token}` } })).body;
    const card = page.slice(page.indexOf(`id="areas-${id}"`) - 6000, page.indexOf(`id="areas-${id}"`) + 1500);
    expect(card.match(/data-saved-area/g)).toHaveLength(1);
    expect(card).toContain(st.savedAreas(1));
    expect(card).toContain(st.startOver);
    expect(page.match(new RegExp(`<textarea[^>]*id="areas-${id}"[^>]*>([^<]*)</textarea>`))?.[1]).toBe('');
    // A missed number added by itself: both are black.
    expect((await redact(id, [aadhaar])).status).toBe(200);
    expect(await saved()).toEqual([nameKept, aadhaar]);
    const staffCopy = async () => (await get(`/api/v1/spending/${id}/bill/redacted`, staff.token)).bytes;
    for (const box of [name, aadhaar]) expect(await meanIn(await staffCopy(), box)).toBeLessThan(10);
    expect(await meanIn(await staffCopy(), blank)).toBeGreaterThan(240);
    // Approved, then "nothing private" with no boxes (a probe published a beneficiary's Aadhaar
    // this way): the public bill keeps every box.
    const approved = await approve(id);
    expect(approved.body.data.billUrl).toBeTruthy();
    const again = await redact(id, [], true);
    expect(again.status, again.text).toBe(200);
    const published = (await get(again.body.data.billUrl ?? '')).bytes;
    for (const box of [name, aadhaar]) expect(await meanIn(published, box)).toBeLessThan(10);
    // Starting over is said in so many words, and audited.
    const over = await call<Answer<Item>>('POST', `/api/v1/admin/spending/${id}/redaction`, {
      token: staff.token,
      body: { areas: [blank], startOver: true },
    });
    expect(over.status, over.text).toBe(200);
    const fresh = (await get(over.body.data.billUrl ?? '')).bytes;
    expect(await meanIn(fresh, blank)).toBeLessThan(10);
    expect(await meanIn(fresh, aadhaar)).toBeGreaterThan(240);
    const audits = await (await getDb())
      .select({ after: s.auditEvents.after })
      .from(s.auditEvents)
      .where(and(eq(s.auditEvents.action, 'spending.redact'), eq(s.auditEvents.subjectId, String(id))))
      .orderBy(desc(s.auditEvents.id))
      .limit(2);
    expect(audits.map((a) => a.after)).toEqual([
      { redacted: true, areas: [blank], startOver: true },
      { redacted: true, areas: [nameKept, aadhaar] },
    ]);
    // At most 50 boxes, the saved ones counted; a bad "start over" is a field error. Neither writes.
    const before = await saved();
    const many = Array.from({ length: 50 }, (_, n) => ({ x: n, y: 90, w: 1, h: 1 }));
    expect((await redact(id, many)).body.errors).toEqual({ areas: st.tooManyAreas });
    const bad = await call<Answer<Item>>('POST', `/api/v1/admin/spending/${id}/redaction`, {
      token: staff.token,
      body: { areas: [aadhaar], startOver: 'yes' },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {})).toEqual(['startOver']);
    expect(await saved()).toEqual(before);
  });

  it('of two staff redacting at once loses no box: the one who saved second is asked to reload', async () => {
    const c = await campaign(10_000);
    const id = (await spend(c.slug, { bill: (await picture(800, 1000, 'jpeg')).toString('base64') })).body.data.id;
    const first = { x: 10, y: 10, w: 30, h: 5 };
    await redact(id, [first]);
    const boxes = [1, 2, 3].map((n) => ({ x: 10, y: 20 + n * 10, w: 30, h: 5 }));
    const racing = await Promise.all(boxes.map((b) => redact(id, [b])));
    for (const r of racing.filter((x) => x.status !== 200)) expect(r.body.message).toBe(st.changedMeanwhile);
    const areas = (await call<Answer<(Item & { areas: unknown[] })[]>>('GET', '/api/v1/admin/spending', { token: staff.token })).body.data.find(
      (i) => i.id === id,
    )?.areas;
    // Every box whose staff member was told "saved" is in the bill, with the first one.
    const savedBoxes = boxes.filter((_, n) => racing[n]?.status === 200);
    expect(savedBoxes.length).toBeGreaterThanOrEqual(1);
    expect(areas).toEqual([first, ...savedBoxes]);
    const bill = (await get(`/api/v1/spending/${id}/bill/redacted`, staff.token)).bytes;
    for (const b of [first, ...savedBoxes]) expect(await meanIn(bill, b)).toBeLessThan(10);
  });

  it('of a corrected payment, redacted again, stays in its history with its bill', async () => {
    const c = await campaign(10_000);
    const bill = (await picture(800, 1000, 'jpeg')).toString('base64');
    const first = (await spend(c.slug, { bill })).body.data.id;
    await redact(first, [{ x: 10, y: 10, w: 30, h: 5 }]);
    await approve(first);
    const fixed = await call<Answer<Item>>('POST', `/api/v1/campaigns/${c.slug}/spending/${first}/corrections`, {
      token: ownerToken,
      body: { spentOn: '2026-11-15', categoryId, payee: 'Shop', description: 'Blankets (the bill says 20)', amount: '1000', bill },
    });
    expect(fixed.status, fixed.text).toBe(201);
    await redact(fixed.body.data.id, [], true);
    await approve(fixed.body.data.id);
    const redone = await redact(first, [{ x: 10, y: 30, w: 30, h: 5 }]);
    expect(redone.status, redone.text).toBe(200);
    const history = await call<Answer<Item[]>>('GET', `/api/v1/spending/${fixed.body.data.id}/history`);
    const old = history.body.data.find((i) => i.id === first);
    expect(old?.status).toBe('superseded');
    expect(old?.billUrl).toMatch(/^\/media\/spending\/.+\.jpg$/);
    const shown = (await get(old?.billUrl ?? '')).bytes;
    expect(await meanIn(shown, { x: 10, y: 10, w: 30, h: 5 })).toBeLessThan(10);
    expect(await meanIn(shown, { x: 10, y: 30, w: 30, h: 5 })).toBeLessThan(10);
  });
});

describe('a gift first spent', () => {
  it('tells its donor once what it bought, with a private link to its story; a later gift is told when the spending reaches it', async () => {
    const c = await createCampaign({ ownerId: owner.id, status: 'published' });
    const first = `${unique('asha')}@example.test`;
    const second = `${unique('ravi')}@example.test`;
    const a = await createDonation({ campaignId: c.id, amountPaise: 3_000_00, donorEmail: first, donorName: 'Asha', paidAt: new Date('2026-11-10T10:00:00Z') });
    const b = await createDonation({
      campaignId: c.id,
      amountPaise: 2_000_00,
      donorEmail: second,
      donorName: 'Ravi',
      paidAt: new Date('2026-11-11T10:00:00Z'),
    });
    // ₹2,500 for 50 blankets: all of it from Asha's ₹3,000 (first in, first out).
    const blankets = await spend(c.slug, { amount: '2500', quantity: '50', unit: 'blankets', spentOn: '2026-11-15' });
    await approve(blankets.body.data.id);
    // It says what part of her gift bought them, never that all of it did.
    const toAsha = (await messagesTo(first)).filter((m) => m.subject.includes('your ₹3,000'));
    expect(toAsha.map((m) => m.subject)).toEqual(['₹2,500 of your ₹3,000 bought 50 blankets']);
    expect(toAsha[0]?.body).toContain('₹2,500 of it paid for 50 blankets');
    expect((await messagesTo(second)).filter((m) => m.subject.includes('your ₹'))).toEqual([]);

    // ₹1,000 for 10 kits: Asha's last ₹500 (5 kits) and Ravi's first ₹500 (5 kits). Ravi is told; Asha is not told again.
    const kits = await spend(c.slug, { amount: '1000', quantity: '10', unit: 'kits', description: 'Hygiene kits', spentOn: '2026-11-16' });
    await approve(kits.body.data.id);
    expect((await messagesTo(first)).filter((m) => m.subject.includes('your ₹'))).toHaveLength(1);
    const toRavi = (await messagesTo(second)).filter((m) => m.subject.includes('your ₹'));
    expect(toRavi.map((m) => m.subject)).toEqual(['₹500 of your ₹2,000 bought 5 kits']);

    // The link shows that gift's story to whoever holds the email, and nothing with another token.
    const link = toAsha[0]?.body.match(/\/gifts\/(\d+)\/([A-Za-z0-9_-]+)/);
    expect(link?.[1]).toBe(String(a.id));
    const story = await call<Answer<{ amountPaise: number; shares: { spendId: number; amountPaise: number; quantityMilli: number }[] }>>(
      'GET',
      `/api/v1/gifts/${link?.[1]}/${link?.[2]}`,
    );
    expect(story.body.data.amountPaise).toBe(3_000_00);
    expect(story.body.data.shares.map((x) => [x.spendId, x.amountPaise, x.quantityMilli])).toEqual([
      [blankets.body.data.id, 2_500_00, 50_000],
      [kits.body.data.id, 500_00, 5_000],
    ]);
    const page = await get(`/gifts/${link?.[1]}/${link?.[2]}`);
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toContain('no-store');
    expect(page.bytes.toString()).toContain('50 blankets');
    const wrong = `${link?.[2]?.slice(0, -2)}xx`;
    expect((await call('GET', `/api/v1/gifts/${a.id}/${wrong}`)).status).toBe(404);
    // Ravi's token does not open Asha's gift.
    const raviToken = toRavi[0]?.body.match(/\/gifts\/\d+\/([A-Za-z0-9_-]+)/)?.[1];
    expect((await call('GET', `/api/v1/gifts/${a.id}/${raviToken}`)).status).toBe(404);
    expect((await call('GET', `/api/v1/gifts/${b.id}/${raviToken}`)).status).toBe(200);
    const wrongPage = await get(`/gifts/${a.id}/${wrong}`);
    expect(wrongPage.status).toBe(404);
    // It says what to do instead: sign in to see the gifts.
    expect(wrongPage.bytes.toString()).toContain(st.giftLinkInvalid);
    expect(wrongPage.bytes.toString()).toContain('href="/login?redirectTo=%2Fprofile"');
    // The request log keeps the link with its token masked (the table keeps only its hash).
    expect(maskedUrl(`/gifts/${link?.[1]}/${link?.[2]}`)).toBe(`/gifts/${link?.[1]}/…`);
    expect(maskedUrl(`/api/v1/gifts/${link?.[1]}/${link?.[2]}?x=1`)).toBe(`/api/v1/gifts/${link?.[1]}/…?x=1`);
    expect(maskedUrl('/reset-password?token=abcdef&next=/profile')).toBe('/reset-password?token=…&next=/profile');

    // Signed in with the email she gave with, Asha reads the same story from the API; Ravi's is not hers.
    const asha = await registerUser({ email: first });
    const mine = await call<Answer<{ donationId: number; shares: { spendId: number }[] }[]>>('GET', '/api/v1/me/gift-stories', { token: await loginAs(asha) });
    expect(mine.body.data.map((x) => [x.donationId, x.shares.map((sh) => sh.spendId)])).toEqual([[a.id, [blankets.body.data.id, kits.body.data.id]]]);
    expect((await call('GET', '/api/v1/me/gift-stories')).status).toBe(401);
  });
});

describe('a gift’s place in its campaign’s pool of money', () => {
  it('is the sum of the paid gifts before it, whatever was paid, refunded, moved or deleted since (the days kept by the database)', async () => {
    const { app } = await getTestApp();
    const db = await getDb();
    const c = await createCampaign({ status: 'published' });
    const at = (iso: string) => new Date(iso);
    // Three days, several gifts a day, two at the same instant (the id breaks the tie), one pending.
    const times = [
      '2026-11-01T23:59:59Z',
      '2026-11-02T00:00:00Z',
      '2026-11-02T00:00:00Z',
      '2026-11-02T10:00:00Z',
      '2026-11-03T05:00:00Z',
      '2026-11-03T18:30:00Z',
    ];
    const gifts: Awaited<ReturnType<typeof createDonation>>[] = [];
    for (const [i, t] of times.entries()) gifts.push(await createDonation({ campaignId: c.id, amountPaise: (i + 1) * 100_00, paidAt: at(t) }));
    await createDonation({ campaignId: c.id, amountPaise: 999_00, status: 'pending' });
    /** The same sum done the long way: every paid gift of the campaign before it. */
    async function naive() {
      const rows = await db.select().from(s.donations).where(eq(s.donations.campaignId, c.id));
      const paid = rows.filter((r) => r.status === 'paid' && r.paidAt);
      const key = (r: (typeof rows)[number]) => [r.paidAt?.getTime() ?? 0, r.id] as const;
      const before = (r: (typeof rows)[number]) =>
        paid.filter((x) => key(x)[0] < key(r)[0] || (key(x)[0] === key(r)[0] && x.id < r.id)).reduce((n, x) => n + x.amountPaise, 0);
      return paid.map((r) => ({ id: r.id, beforePaise: before(r) })).sort((a, b) => a.id - b.id);
    }
    const positions = async () =>
      (await app.giving.poolPositions(gifts.map((g) => g.id))).map((p) => ({ id: p.id, beforePaise: p.beforePaise })).sort((a, b) => a.id - b.id);
    expect(await positions()).toEqual(await naive());
    // A refund, a pending gift paid at the same instant as two others, a gift moved to another
    // day, two amounts corrected. (The campaign's paid sum and count stay what its figures say:
    // the money tests read every campaign's.)
    const set = (id: number | undefined, values: Partial<typeof s.donations.$inferInsert>) =>
      db
        .update(s.donations)
        .set(values)
        .where(eq(s.donations.id, id ?? 0));
    await set(gifts[1]?.id, { status: 'refunded' });
    const late = await createDonation({ campaignId: c.id, amountPaise: 200_00, status: 'pending' });
    await set(late.id, { status: 'paid', paidAt: at('2026-11-02T00:00:00Z') });
    gifts.push(late);
    await set(gifts[4]?.id, { paidAt: at('2026-11-01T08:00:00Z') });
    await set(gifts[3]?.id, { amountPaise: 350_00 });
    await set(gifts[5]?.id, { amountPaise: 650_00 });
    expect(await positions()).toEqual(await naive());
    expect((await positions()).map((p) => p.id)).not.toContain(gifts[1]?.id);
  });
});

describe('a campaign with many payments', () => {
  it('shows its newest ten on its page with a link to all of them, fifty a page, and the API a hundred a page, oldest first', async () => {
    const { app } = await getTestApp();
    const c = await campaign(2_00_000);
    for (let i = 1; i <= 103; i++) {
      const day = `2026-${String(1 + Math.floor((i - 1) / 28)).padStart(2, '0')}-${String(1 + ((i - 1) % 28)).padStart(2, '0')}`;
      const { id } = await app.spending.propose({ userId: null, staff: true }, c.slug, {
        spentOn: day,
        amount: 100_00,
        categoryId,
        payee: 'Shop',
        description: `Payment number ${i}.`,
        quantity: null,
        unit: null,
      });
      await app.spending.decide(null, id, { decision: 'approve', reason: 'Paid in cash at the village market, where no bills are given' });
    }
    const page = (await get(`/campaigns/${c.slug}`)).bytes.toString();
    // The newest ten (103 down to 94), and not the eleventh.
    for (const n of [103, 94]) expect(page).toContain(`Payment number ${n}.`);
    expect(page).not.toContain('Payment number 93.');
    expect(page).toContain(`See all 103 payments`);
    expect(page).toContain(`href="/campaigns/${c.slug}/spending"`);
    const first = (await get(`/campaigns/${c.slug}/spending`)).bytes.toString();
    expect(first).toContain('Payment number 54.');
    expect(first).not.toContain('Payment number 53.');
    expect(first).toContain('Page 1 of 3');
    const last = (await get(`/campaigns/${c.slug}/spending?page=3`)).bytes.toString();
    for (const n of [3, 1]) expect(last).toContain(`Payment number ${n}.`);
    expect(last).not.toContain('Payment number 4.');
    for (const bad of ['?page=4', '?page=0', '?page=abc', '?page=1e1']) expect((await get(`/campaigns/${c.slug}/spending${bad}`)).status, bad).toBe(404);
    expect((await get('/campaigns/no-such-campaign/spending')).status).toBe(404);

    // The API: a hundred, oldest first, then the rest after the cursor, and nothing repeated.
    type ApiPage = { data: { description: string }[]; next: string | null };
    const apiPage = async (query: string) => {
      const r = await get(`/api/v1/campaigns/${c.slug}/spending${query}`);
      return { status: r.status, body: JSON.parse(r.bytes.toString()) as ApiPage & { errors?: Record<string, string> } };
    };
    const one = await apiPage('');
    expect(one.body.data).toHaveLength(100);
    expect(one.body.data[0]?.description).toBe('Payment number 1.');
    expect(one.body.data[99]?.description).toBe('Payment number 100.');
    expect(one.body.next).toEqual(expect.any(String));
    const two = await apiPage(`?after=${one.body.next}`);
    expect(two.body.data.map((d) => d.description)).toEqual(['Payment number 101.', 'Payment number 102.', 'Payment number 103.']);
    expect(two.body.next).toBeNull();
    // A cursor we did not make, or another list's (a console cursor of a time and an id), is the field's error.
    const consoleCursor = Buffer.from(JSON.stringify(['2026-01-01T00:00:00.000000Z', 5])).toString('base64url');
    for (const bad of ['nonsense!', consoleCursor, Buffer.from('["2026-01-01", -1]').toString('base64url')]) {
      const r = await apiPage(`?after=${bad}`);
      expect(r.status, bad).toBe(422);
      expect(r.body.errors?.after, bad).toBe(pagingMessages.badCursor);
    }

    // One campaign cannot fill staff's queue: 50 waiting, the 51st is refused until some are decided.
    const busy = await campaign(10_000);
    for (let i = 0; i < 50; i++) expect((await spend(busy.slug, { description: `Waiting ${i}` })).status).toBe(201);
    const refused = await spend(busy.slug, { description: 'One too many' });
    expect([refused.status, refused.body.message]).toEqual([409, st.tooManyWaiting(50)]);
  });
});

describe('what spending can be for', () => {
  it('is staff’s list: added and renamed on the console, a name once whatever its case, every payment under it renamed; not for others', async () => {
    const { app } = await getTestApp();
    const post = async (fields: Record<string, string>, token = staff.token) =>
      app.inject({
        method: 'POST',
        url: '/admin/spending',
        headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${token}` },
        payload: new URLSearchParams({ intent: 'category', ...fields }).toString(),
      });
    const name = `Wells ${unique('w')}`;
    expect((await post({ name, nameHi: 'कुएँ', sort: '70' })).statusCode).toBe(302);
    const made = (await app.spending.categories()).find((c) => c.name === name);
    expect(made).toMatchObject({ nameHi: 'कुएँ', sort: 70 });
    // The same name in capitals is refused with the message, and nothing is added.
    const again = await post({ name: name.toUpperCase() });
    expect(decodeURIComponent(String(again.headers['set-cookie']))).toContain(st.categoryNameTaken);
    expect((await app.spending.categories()).filter((c) => c.name.toLowerCase() === name.toLowerCase())).toHaveLength(1);
    // A payment under it, then the category renamed: the payment shows the new name.
    const c = await campaign(10_000);
    const item = await spend(c.slug, { categoryId: made?.id });
    expect(item.body.data.category).toBe(name);
    expect((await post({ categoryId: String(made?.id), name: `${name} and handpumps`, sort: '71' })).statusCode).toBe(302);
    const [now] = await app.spending.forCampaign({ userId: owner.id, staff: false }, c.slug);
    expect(now?.category).toBe(`${name} and handpumps`);
    // A campaigner is no staff: the console answers as for anyone else, and the API refuses.
    expect((await post({ name: `Other ${unique('o')}` }, ownerToken)).statusCode).not.toBe(302);
    expect((await call('POST', '/api/v1/admin/spending-categories', { token: ownerToken, body: { name: 'Sneaky' } })).status).toBe(403);
    expect((await call('POST', '/api/v1/admin/spending-categories', { token: staff.token, body: { name: 'x' } })).body.errors).toEqual({
      name: st.categoryNameRequired,
    });
    // Hostile names and orders are refused with the field named, and nothing is added.
    const count = (await app.spending.categories()).length;
    for (const [body, field] of [
      [{ name: 'Food\u0000 and water' }, 'name'],
      [{ name: 'Food \u202e retaw' }, 'name'],
      [{ name: 'x'.repeat(61) }, 'name'],
      [{ name: 'Fuel', nameHi: 'ई'.repeat(61) }, 'nameHi'],
      [{ name: 'Fuel', sort: '-1' }, 'sort'],
      [{ name: 'Fuel', sort: '1e3' }, 'sort'],
      [{ name: 'Fuel', sort: 10_000 }, 'sort'],
    ] as const) {
      const res = await call<Answer<unknown>>('POST', '/api/v1/admin/spending-categories', { token: staff.token, body });
      expect([res.status, Object.keys(res.body.errors ?? {})], JSON.stringify(body)).toEqual([422, [field]]);
    }
    expect((await call('PATCH', '/api/v1/admin/spending-categories/0x1', { token: staff.token, body: { name: 'Fuel' } })).status).toBe(422);
    // Past the column's 32 bits: no such row, not a database error.
    expect((await call('PATCH', '/api/v1/admin/spending-categories/2147483648', { token: staff.token, body: { name: 'Fuel' } })).status).toBe(422);
    expect((await call('PATCH', '/api/v1/admin/spending-categories/999999', { token: staff.token, body: { name: 'Fuel' } })).status).toBe(404);
    expect((await app.spending.categories()).length).toBe(count);
  });
});
