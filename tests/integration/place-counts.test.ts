// The about page's "Our community" (issue 41): open accounts by country and city, a place named
// only with at least 10 people (a city of exactly 10 is, one of 9 never), spellings of one city
// counted together, a disabled account not counted, the same on /hi/about with India as भारत.
import { formatCount } from '@sahyog/core';
import { schema as s } from '@sahyog/db';
import { isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../apps/server/src/app.ts';
import { nextIp, uniqueEmail } from '../support/accounts.ts';
import { buildTestApp, getTestApp } from '../support/app.ts';
import { getDb } from '../support/db.ts';
import { unique } from '../support/factories.ts';

const ten = unique('Tarapur');
const nine = unique('Nandgaon');
// A country of its own: 9 in one town and 1 without a city make a country line of 10.
const land = unique('Freedonia');
const landTown = unique('Ollen');
// 3 people in a country too small to name: they are only in "other places".
const tiny = unique('Sylvania');

let built: App;
let total = 0;

async function people(n: number, country: string, city: string, disabled = false) {
  const db = await getDb();
  const rows = Array.from({ length: n }, () => ({
    email: uniqueEmail('place'),
    fullName: 'Place Person',
    country,
    city,
    ...(disabled ? { disabledAt: new Date() } : {}),
  }));
  await db.insert(s.users).values(rows);
}

beforeAll(async () => {
  await getTestApp();
  // One city written three ways by its 10 people, and an 11th whose account is closed.
  await people(6, 'India', ten);
  await people(3, ' india ', `  ${ten.toLowerCase()} `);
  await people(1, 'INDIA', ten.toUpperCase());
  await people(1, 'India', ten, true);
  await people(9, 'India', nine);
  await people(9, land, landTown);
  await people(1, land, '');
  await people(3, tiny, unique('Klopstokia'));
  const [r] = await (await getDb()).select({ n: sql<number>`count(*)::int` }).from(s.users).where(isNull(s.users.disabledAt));
  total = Number(r?.n);
  // An app of its own: the worker's app may hold figures counted before these accounts (5 minutes).
  built = await buildTestApp({});
});

afterAll(async () => {
  await built?.app.close();
});

async function html(url: string): Promise<string> {
  const res = await built.app.inject({ method: 'GET', url, remoteAddress: nextIp() });
  expect(res.statusCode, url).toBe(200);
  return res.body;
}

/** The community section's list items as text, "name|count". */
function places(body: string): string[] {
  const section = body.slice(body.indexOf('id="community-title"'));
  const list = section.slice(0, section.indexOf('</ul>'));
  return [...list.matchAll(/<li[^>]*><span[^>]*>([^<]+)<\/span><span[^>]*>([^<]+)<\/span><\/li>/g)].map((m) => `${m[1]}|${m[2]}`);
}

describe('the about page counts people by place', () => {
  it('names a city of exactly 10 (its spellings together, the closed account left out) and never one of 9', async () => {
    const body = await html('/about');
    expect(body).toContain('>Our community<');
    expect(body).toContain(`${formatCount(total)} people have joined the foundation.`);
    const items = places(body);
    expect(items).toContain(`${ten}, India|10 people`);
    expect(items).toContain(`${land}|10 people`);
    expect(body).not.toContain(nine);
    expect(body.toLowerCase()).not.toContain(nine.toLowerCase());
    expect(body).not.toContain(landTown);
    expect(body).not.toContain(tiny);
    // Other places hold at least the 3 in the small country (and the demo data's small towns).
    const other = items.find((i) => i.startsWith('Other places|'));
    expect(Number(other?.split('|')[1]?.replace(/\D/g, ''))).toBeGreaterThanOrEqual(3);
    // Most people first.
    const counts = items.map((i) => Number(i.split('|')[1]?.replace(/\D/g, '')));
    const named = counts.slice(0, other ? -1 : undefined);
    expect(named).toEqual([...named].sort((a, b) => b - a));
    for (const n of named) expect(n).toBeGreaterThanOrEqual(10);
  });

  it('shows the same in Hindi, India written भारत', async () => {
    const body = await html('/hi/about');
    expect(body).toContain('>हमारा समुदाय<');
    expect(body).toContain(`${formatCount(total)} लोग फ़ाउंडेशन से जुड़े हैं।`);
    const items = places(body);
    expect(items).toContain(`${ten}, भारत|10 लोग`);
    expect(items).toContain(`${land}|10 लोग`);
    expect(body.toLowerCase()).not.toContain(nine.toLowerCase());
    expect(body).not.toContain(landTown);
  });
});
