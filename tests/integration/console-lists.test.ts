// The console's lists at volume (issue 22): they page by key, with an opaque `after` cursor, so
// paging through returns every row once and in order even while new rows arrive, and two rows
// made in the same microsecond are told apart by id; searches match a reference, UTR, email or
// mobile from its start (each shape asks its own index); a cursor we did not make is a field
// error in the API and the first page on the web.
import { randomInt } from 'node:crypto';
import { CONSOLE_PAGE_SIZE, encodeCursor, pagingMessages } from '@sahyog/core';
import { schema as s } from '@sahyog/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Answer, call, loginAs, registerUser } from '../support/accounts.ts';
import { getTestApp } from '../support/app.ts';
import { getDb } from '../support/db.ts';
import { createCampaign, unique } from '../support/factories.ts';
import { paidGift } from '../support/gifts.ts';

type Row = { reference: string; donorEmail: string; donorMobile: string; utr: string | null; createdAt: string };
type Paged<T> = Answer<T[]> & { next: string | null };

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const newReference = () => `SG${Array.from({ length: 14 }, () => ALPHABET[randomInt(32)]).join('')}`;
const digits = (n: number) => Array.from({ length: n }, (_, i) => (i === 0 ? String(randomInt(1, 10)) : String(randomInt(10)))).join('');

let staffToken = '';
let campaignId = 0;

beforeAll(async () => {
  await getTestApp();
  staffToken = await loginAs(await registerUser({ role: 'staff' }));
  campaignId = (await createCampaign()).id;
});

/** Orders written straight to the table (a hundred through checkout would test checkout). */
async function orders(n: number, opts: { email: (i: number) => string; at: (i: number) => Date; utr?: boolean }) {
  const rows = Array.from({ length: n }, (_, i) => ({
    reference: newReference(),
    requestHash: 'lists-test',
    purpose: 'gift',
    campaignId,
    amountPaise: 100_00,
    totalPaise: 100_00,
    donorName: 'Lists Test',
    donorEmail: opts.email(i),
    donorMobile: `9${digits(9)}`,
    method: 'upi' as const,
    status: 'pending' as const,
    utr: opts.utr ? digits(12) : null,
    createdAt: opts.at(i),
  }));
  await (await getDb()).insert(s.orders).values(rows);
  return rows;
}

const find = (qs: string) => call<Paged<Row>>('GET', `/api/v1/admin/orders?${qs}`, { token: staffToken });

describe('paging a console list by key', () => {
  it('returns every donation once, newest first, while new ones arrive between pages; rows of one instant are told apart', async () => {
    const tag = unique('pages').toLowerCase();
    const base = Date.now() - 3_600_000;
    // 130 rows, in groups of three made at the same instant (same microsecond): the key's id decides.
    const made = await orders(130, { email: (i) => `${tag}-${i}@example.test`, at: (i) => new Date(base + Math.floor(i / 3) * 1000) });
    const expected = [...made].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || 0).map((r) => r.reference);
    const q = `q=${encodeURIComponent(`${tag}-`)}`;

    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const res: Awaited<ReturnType<typeof find>> = await find(after ? `${q}&after=${after}` : q);
      expect(res.status, res.text).toBe(200);
      expect(res.body.data.length).toBeLessThanOrEqual(CONSOLE_PAGE_SIZE);
      seen.push(...res.body.data.map((r) => r.reference));
      after = res.body.next;
      pages++;
      // New gifts arrive while staff read: newer than every page, never shown twice or pushing rows over.
      if (after) await orders(7, { email: (i) => `${tag}-new-${pages}-${i}@example.test`, at: () => new Date() });
    } while (after && pages < 10);

    expect(pages).toBe(Math.ceil(130 / CONSOLE_PAGE_SIZE));
    const original = new Set(expected);
    const shown = seen.filter((r) => original.has(r));
    expect(new Set(seen).size).toBe(seen.length);
    expect(shown).toHaveLength(130);
    // Newest first: each group of one instant in id order (descending), groups by time.
    const byRef = new Map(made.map((r) => [r.reference, r.createdAt.getTime()]));
    const times = shown.map((r) => byRef.get(r) ?? 0);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('the web page links to the next page and back to the first, without JavaScript', async () => {
    const { app } = await getTestApp();
    const tag = unique('web').toLowerCase();
    const made = await orders(CONSOLE_PAGE_SIZE + 5, { email: (i) => `${tag}-${i}@example.test`, at: (i) => new Date(Date.now() - 60_000 + i) });
    const page = async (url: string) => {
      const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${staffToken}` } });
      expect(res.statusCode).toBe(200);
      return res.body.replace(/&amp;/g, '&');
    };
    const first = await page(`/admin/donations?q=${tag}-`);
    const next = /href="(\/admin\/donations\?[^"]*after=[^"]+)"[^>]*rel="next"|rel="next"[^>]*href="(\/admin\/donations\?[^"]*after=[^"]+)"/.exec(first);
    const nextUrl = next?.[1] ?? next?.[2];
    expect(nextUrl, 'a Next page link').toBeTruthy();
    expect(first).toContain(pagingMessages.nextPage);
    expect(first).not.toContain(pagingMessages.firstPage);
    const second = await page(nextUrl as string);
    expect(second).toContain(pagingMessages.firstPage);
    // The download is of the whole search, whichever page it was pressed on.
    expect(second).toContain(`href="/api/v1/admin/orders.csv?q=${tag}-"`);
    expect(second).not.toContain('rel="next"');
    // The oldest five are on the second page only; the newest on the first only.
    const oldest = made.slice(0, 5).map((r) => r.reference);
    const newest = made.at(-1)?.reference as string;
    for (const r of oldest) {
      expect(second).toContain(r);
      expect(first).not.toContain(r);
    }
    expect(first).toContain(newest);
    expect(second).not.toContain(newest);
    // A changed link shows the first page, not an error.
    expect(await page(`/admin/donations?q=${tag}-&after=not-a-cursor`)).toContain(newest);
    expect(await page(`/admin/donations?q=${tag}-&after=${encodeCursor([true, 1, 2])}`)).toContain(newest);
  });

  it('a cursor we did not make is a field error in the API, on every list', async () => {
    const wrongShape = encodeCursor(['yesterday', 5]);
    for (const url of [
      '/api/v1/admin/orders',
      '/api/v1/admin/users/search',
      '/api/v1/admin/campaigns',
      '/api/v1/admin/subscriptions',
      '/api/v1/admin/subscribers',
      '/api/v1/admin/audit',
      '/api/v1/admin/contacts',
      '/api/v1/admin/applications',
      '/api/v1/admin/refunds',
      '/api/v1/admin/receipts',
      '/api/v1/admin/receipts/pending',
    ]) {
      for (const after of ['%%%', 'bm90IGpzb24', wrongShape]) {
        const res = await call<Answer<unknown>>('GET', `${url}?after=${after}`, { token: staffToken });
        expect(res.status, `${url} ${after}`).toBe(422);
        expect(res.body.errors?.after, url).toBe(pagingMessages.badCursor);
      }
      const ok = await call<Paged<unknown>>('GET', url, { token: staffToken });
      expect(ok.status, url).toBe(200);
      // Lists answer the next page's cursor beside the page (the inbox inside its answer).
      expect(url === '/api/v1/admin/contacts' ? 'next' in (ok.body.data as object) : 'next' in ok.body, url).toBe(true);
    }
  });

  it('what an attacker types is taken literally or refused: wildcards, NUL bytes, oversized searches and cursors', async () => {
    const get = (url: string) => call<Answer<unknown[]>>('GET', url, { token: staffToken });
    // LIKE's wildcards are the text itself, not "every donation" or "every account".
    for (const url of ['/api/v1/admin/orders?q=%25', '/api/v1/admin/orders?q=_', '/api/v1/admin/users/search?q=%25%40']) {
      const res = await get(url);
      expect(res.status, url).toBe(200);
      expect(res.body.data, url).toEqual([]);
    }
    for (const url of ['/api/v1/admin/orders?q=a%00b', '/api/v1/admin/users/search?q=%00']) expect((await get(url)).status, url).toBe(422);
    const long = await get(`/api/v1/admin/orders?q=${'x'.repeat(5000)}`);
    expect(long.status).toBe(422);
    expect(long.body.errors?.q).toBeDefined();
    for (const after of ['A'.repeat(5000), '%00', '%0A%0D']) {
      const res = await get(`/api/v1/admin/orders?after=${after}`);
      expect(res.status, after).toBe(422);
      expect(res.body.errors?.after).toBe(pagingMessages.badCursor);
    }
  });

  it('pages the audit log by key, an entry at a time', async () => {
    const { app, services } = await getTestApp();
    const subject = unique('audit-paging');
    const audit = services.admin.audit;
    for (let i = 0; i < 5; i++) await app.platform.audit.record({ actorId: null, action: 'page.edit', subjectType: 'page', subjectId: subject, after: { i } });
    const seen: number[] = [];
    let after: string | undefined;
    for (let n = 0; n < 6; n++) {
      const page = await audit.list({ subjectType: 'page', subjectId: subject, limit: 2, ...(after ? { after } : {}) });
      seen.push(...page.items.map((e) => Number(e.after?.i)));
      if (!page.next) break;
      after = page.next;
    }
    expect(seen).toEqual([4, 3, 2, 1, 0]);
  });
});

describe('what the donations list counts', () => {
  it('counts a gift paid here at once, though the broad counts are kept between loads', async () => {
    const total = async () =>
      (await call<Answer<{ total: number; totalPaise: number }>>('GET', '/api/v1/admin/orders/found?status=paid', { token: staffToken })).body.data;
    const was = await total();
    expect(await total()).toEqual(was);
    await paidGift({ fullName: 'Counted Now', email: `${unique('found').toLowerCase()}@example.test` }, { amountPaise: 700_00 });
    const now = await total();
    expect(now.total - was.total).toBe(1);
    expect(now.totalPaise - was.totalPaise).toBe(700_00);
  });
});

describe('searching donations by the shape of what was typed', () => {
  it('finds a donation by its email’s start, its whole UTR or reference or their start, and its mobile', async () => {
    const tag = unique('shape').toLowerCase();
    const [row] = await orders(1, { email: () => `${tag}@example.test`, at: () => new Date(), utr: true });
    if (!row?.utr) throw new Error('no row');
    const refs = async (q: string) => (await find(`q=${encodeURIComponent(q)}`)).body.data.map((r) => r.reference);
    expect(await refs(tag)).toEqual([row.reference]);
    expect(await refs(`${tag}@EXAMPLE`)).toEqual([row.reference]);
    expect(await refs(row.utr)).toEqual([row.reference]);
    expect(await refs(row.reference)).toEqual([row.reference]);
    expect(await refs(row.reference.toLowerCase().slice(0, 12))).toContain(row.reference);
    expect(await refs(row.donorMobile)).toContain(row.reference);
    expect(await refs(`+91 ${row.donorMobile.slice(0, 5)} ${row.donorMobile.slice(5)}`)).toContain(row.reference);
    // Not from the middle: the index reads from the start (a part inside read every row).
    expect(await refs(tag.slice(3))).toEqual([]);
    expect(await refs(row.utr.slice(4))).not.toContain(row.reference);
  });

  it('finds an account by the start of its email or mobile, or words of its name', async () => {
    const tag = unique('acct').toLowerCase();
    const name = `Zarine ${tag.replace(/[^a-z]/g, '')} Kapadia`;
    const phone = `8${digits(9)}`;
    const u = await registerUser({ email: `${tag}@example.test`, fullName: name, phone });
    const ids = async (q: string) =>
      (await call<Paged<{ id: number }>>('GET', `/api/v1/admin/users/search?q=${encodeURIComponent(q)}`, { token: staffToken })).body.data.map((x) => x.id);
    expect(await ids(tag.slice(0, 14))).toContain(u.id);
    expect(await ids(phone)).toEqual([u.id]);
    expect(await ids(name.split(' ')[1] as string)).toEqual([u.id]);
  });
});
