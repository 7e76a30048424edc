// The annual statement as a tax officer reads the uploaded file, against CBDT's "Instructions for
// filling Form 10BD – Part B": the URN and its date of issuance on every row, the section code as
// the form's dropdown lists it, Annexure I's ID code, every gift (cash and kind too) with its mode,
// one row per donor, type and mode with the year's amounts added, in whole rupees. Each cell is
// read by its column's header. Gifts the form cannot take are in the follow-up file.
import { financialYear, type Settings, settingsMessages, statementMessages as sm } from '@sahyog/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Answer, call, loginAs, registerUser } from '../support/accounts.ts';
import { getData, getTestApp } from '../support/app.ts';
import { parseCsv } from '../support/csv.ts';
import { createDonation } from '../support/factories.ts';

let adminToken = '';
let staffToken = '';
let donorToken = '';
let original: Settings;

// The foundation's registration as an admin enters it in Site settings.
const URN = 'AAATS9999QF20219';
const URN_DATE = '2021-05-28';

const saveSettings = (body: Settings) => call<Answer<{ changed: string[] }>>('PUT', '/api/v1/admin/settings', { token: adminToken, body });

beforeAll(async () => {
  await getTestApp();
  adminToken = await loginAs(await registerUser({ role: 'admin' }));
  staffToken = await loginAs(await registerUser({ role: 'staff' }));
  donorToken = await loginAs(await registerUser());
  original = await getData<Settings>('/api/v1/settings');
  const res = await saveSettings({ ...original, reg80G: URN, reg80GDate: URN_DATE });
  expect(res.status, res.text).toBe(200);
});

afterAll(async () => {
  await saveSettings(original);
});

const get = async (path: string, token = staffToken) => {
  const { app } = await getTestApp();
  return app.inject({ method: 'GET', url: path, headers: { authorization: `Bearer ${token}` } });
};

/** The file's rows as objects keyed by the header's column names. */
async function statement(fy: string, part = 'statement') {
  const res = await get(`/api/v1/admin/statements/${fy}.csv${part === 'statement' ? '' : `?part=${part}`}`);
  expect(res.statusCode, res.body).toBe(200);
  const [header = [], ...rows] = parseCsv(res.body);
  return { res, header, rows: rows.map((cells) => Object.fromEntries(header.map((h, i) => [h, cells[i] ?? '']))) };
}

const byId = (rows: Record<string, string>[], id: string) => rows.filter((r) => r['Unique Identification Number'] === id);

// The values the instructions give: Annexure I's code for a PAN, Annexure II's for section 80G,
// and the form's modes of receipt.
const PAN_CODE = 'Permanent Account Number';
const ELECTRONIC = 'Electronic modes including account payee cheque/draft';

describe('the statement file', () => {
  it('has the template’s twelve columns, and adds each PAN’s gifts of the year into one row with the URN, its date, Section 80G and whole rupees', async () => {
    // FY 2001-02, a year no other test pays in.
    await createDonation({
      donorPan: 'PQRSX1111A',
      donorName: 'Ravi Kumar',
      donorAddress: 'Old address',
      amountPaise: 1000_00,
      method: 'upi',
      paidAt: new Date('2001-04-01T00:00:00+05:30'),
    });
    await createDonation({
      donorPan: 'PQRSX1111A',
      donorName: 'Ravi Kumar',
      donorAddress: '=HYPERLINK("x")',
      amountPaise: 2500_50,
      method: 'razorpay',
      paidAt: new Date('2002-03-31T23:59:00+05:30'),
    });
    await createDonation({
      donorPan: 'LMNOP2222B',
      donorName: 'Meena Iyer',
      donorAddress: '4 Park St, Kolkata',
      amountPaise: 300_00,
      method: 'upi',
      paidAt: new Date('2001-09-09T06:00:00Z'),
    });
    // Outside the year on either side, and unpaid: never counted.
    await createDonation({ donorPan: 'PQRSX1111A', donorAddress: 'x', amountPaise: 9_00, method: 'upi', paidAt: new Date('2001-03-31T23:59:00+05:30') });
    await createDonation({ donorPan: 'PQRSX1111A', donorAddress: 'x', amountPaise: 9_00, method: 'upi', paidAt: new Date('2002-04-01T00:00:00+05:30') });
    await createDonation({
      donorPan: 'PQRSX1111A',
      donorAddress: 'x',
      amountPaise: 9_00,
      method: 'upi',
      paidAt: new Date('2001-06-01T06:00:00Z'),
      status: 'pending',
    });

    const { res, header, rows } = await statement('2001-02');
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('statement-2001-02.csv');
    expect(header).toEqual([
      'Sl. No.',
      'Pre Acknowledgement Number',
      'ID Code',
      'Unique Identification Number',
      'Section Code',
      'Unique Registration Number (URN)',
      'Date of Issuance of Unique Registration Number',
      'Name of donor',
      'Address of donor',
      'Donation Type',
      'Mode of receipt',
      'Amount of donation (Indian rupees)',
    ]);
    expect(rows.map((r) => r['Sl. No.'])).toEqual(['1', '2']);
    for (const r of rows) {
      // Mandatory on every row: the URN and the date it was issued; blank pre-acknowledgement in an original filing.
      expect(r['Unique Registration Number (URN)']).toBe(URN);
      expect(r['Date of Issuance of Unique Registration Number']).toBe('28-May-2021');
      expect(r['Pre Acknowledgement Number']).toBe('');
      expect(r['Section Code']).toBe('Section 80G');
      expect(r['ID Code']).toBe(PAN_CODE);
      // Each was given to a campaign, for the purpose it names: the receipt's "Specific grant" (decision 0028).
      expect(r['Donation Type']).toBe('Specific grant');
      expect(r['Mode of receipt']).toBe(ELECTRONIC);
    }
    const [ravi] = byId(rows, 'PQRSX1111A');
    // ₹1,000 + ₹2,500.50 in one row, to the nearest rupee; the newest address, defused so a
    // spreadsheet never runs it as a formula.
    expect(ravi).toMatchObject({ 'Name of donor': 'Ravi Kumar', 'Address of donor': `'=HYPERLINK("x")`, 'Amount of donation (Indian rupees)': '3501' });
    expect(byId(rows, 'LMNOP2222B')[0]).toMatchObject({ 'Address of donor': '4 Park St, Kolkata', 'Amount of donation (Indian rupees)': '300' });
  });

  it('reports gifts in cash (of any size) and in kind with their modes, one row per mode, and a method it cannot place as Others', async () => {
    // FY 2002-03. Staff record a cash gift or one in kind with its method.
    const gifts: [string, number][] = [
      ['cash', 5000_00],
      ['cash', 1500_00],
      ['kind', 12000_00],
      ['upi', 700_00],
      ['manual', 250_00],
    ];
    for (const [method, amountPaise] of gifts) {
      await createDonation({
        donorPan: 'KLMNO3333C',
        donorName: 'Farah Khan',
        donorAddress: 'Lucknow',
        amountPaise,
        method,
        paidAt: new Date('2002-07-01T06:00:00Z'),
      });
    }
    const { rows } = await statement('2002-03');
    const farah = byId(rows, 'KLMNO3333C');
    const amountByMode = Object.fromEntries(farah.map((r) => [r['Mode of receipt'], r['Amount of donation (Indian rupees)']]));
    expect(amountByMode).toEqual({ Cash: '6500', Kind: '12000', [ELECTRONIC]: '700', Others: '250' });
    expect(farah.every((r) => r['ID Code'] === PAN_CODE && r['Section Code'] === 'Section 80G')).toBe(true);
  });

  it('cites the 2025 Act’s section code for FY 2026-27, as the regime data say', async () => {
    await createDonation({
      donorPan: 'RSTUV4444D',
      donorName: 'Kiran Rao',
      donorAddress: 'Nagpur',
      amountPaise: 800_00,
      method: 'upi',
      paidAt: new Date('2026-06-10T06:00:00Z'),
    });
    const { rows } = await statement('2026-27');
    expect(byId(rows, 'RSTUV4444D')[0]?.['Section Code']).toBe('Section 133');
  });
});

describe('gifts the statement cannot carry as they are', () => {
  it('leaves a gift with neither PAN nor Aadhaar out of the upload and lists it to follow up; a gift without an address is in both', async () => {
    // FY 2000-01.
    const noId = await createDonation({
      donorPan: null,
      donorName: 'No Id Person',
      donorAddress: 'Surat',
      amountPaise: 700_00,
      method: 'upi',
      paidAt: new Date('2000-10-10T06:00:00Z'),
    });
    const noAddress = await createDonation({
      donorPan: 'WXYZA5555E',
      donorName: 'Lata Menon',
      donorAddress: null,
      amountPaise: 450_00,
      method: 'cash',
      paidAt: new Date('2000-11-11T06:00:00Z'),
    });
    const complete = await createDonation({
      donorPan: 'BCDEF6666F',
      donorName: 'Sunil Das',
      donorAddress: 'Patna',
      amountPaise: 100_00,
      method: 'upi',
      paidAt: new Date('2000-12-12T06:00:00Z'),
    });

    const { rows } = await statement('2000-01');
    expect(rows.some((r) => r['Name of donor'] === 'No Id Person')).toBe(false);
    expect(byId(rows, 'WXYZA5555E')[0]).toMatchObject({ 'Address of donor': '', 'Mode of receipt': 'Cash', 'Amount of donation (Indian rupees)': '450' });

    const follow = await statement('2000-01', 'missing-id');
    expect(follow.res.headers['content-disposition']).toContain('follow-up-2000-01.csv');
    const ask = Object.fromEntries(follow.rows.map((r) => [r.Reference, r['To ask the donor']]));
    expect(ask[noId.reference]).toBe(sm.askForId);
    expect(ask[noAddress.reference]).toBe(sm.askForAddress);
    expect(ask[complete.reference]).toBeUndefined();
    expect(follow.rows.find((r) => r.Reference === noId.reference)).toMatchObject({ Email: noId.donorEmail, 'Amount (Indian rupees)': '700.00' });
  });
});

describe('the foundation’s registration', () => {
  it('refuses the statement until the URN’s date of issuance is in Site settings, and the console says where to add it', async () => {
    const current = await getData<Settings>('/api/v1/settings');
    const link = `/api/v1/admin/statements/${financialYear(new Date())}.csv"`;
    expect((await get('/admin/receipts')).body).toContain(link);
    expect((await saveSettings({ ...current, reg80GDate: '' })).status).toBe(200);
    try {
      const res = await get('/api/v1/admin/statements/2001-02.csv');
      expect(res.statusCode).toBe(422);
      expect(JSON.parse(res.body).message).toBe(sm.needsRegistration);
      const page = await get('/admin/receipts');
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(sm.needsRegistration);
      expect(page.body).not.toContain(link);
      // The follow-up list needs no registration.
      expect((await get('/api/v1/admin/statements/2001-02.csv?part=missing-id')).statusCode).toBe(200);
    } finally {
      await saveSettings(current);
    }
    expect((await get('/api/v1/admin/statements/2001-02.csv')).statusCode).toBe(200);
  });

  it('takes the date of registration only as a real date', async () => {
    const current = await getData<Settings>('/api/v1/settings');
    for (const bad of ['2021-02-30', '28/05/2021', 'soon']) {
      const res = await saveSettings({ ...current, reg80GDate: bad });
      expect(res.status, bad).toBe(422);
      expect(res.body.errors?.reg80GDate).toBe(settingsMessages.reg80GDate);
    }
    expect((await getData<Settings>('/api/v1/settings')).reg80GDate).toBe(URN_DATE);
  });
});

describe('who may have it', () => {
  it('refuses a year that is not one, and is staff-only', async () => {
    expect((await get('/api/v1/admin/statements/2019-21.csv')).statusCode).toBe(422);
    // Attacker probe: a long year or an unknown part was a 500.
    expect((await get(`/api/v1/admin/statements/${'2019-20'.repeat(4)}.csv`)).statusCode).toBe(422);
    expect((await get('/api/v1/admin/statements/2019-20.csv?part=everything')).statusCode).toBe(422);
    expect((await get('/api/v1/admin/statements/2019-20.csv', donorToken)).statusCode).toBe(403);
  });
});
