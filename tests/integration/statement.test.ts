// The annual statement as a tax officer reads the uploaded file, against CBDT's "Instructions for
// filling Form 10BD – Part B": the URN and its date of issuance on every row, the section code as
// the form's dropdown lists it, Annexure I's ID code, every gift (cash and kind too) with its mode,
// one row per donor, type and mode with the year's amounts added, in whole rupees. Each cell is
// read by its column's header. Gifts the form cannot take are in the follow-up file.
import {
  donorIdentity,
  financialYear,
  type Settings,
  STATEMENT_ID_CODES,
  STATEMENT_MODES,
  type StatementDonation,
  settingsMessages,
  statementMessages as sm,
  statementAmount,
  statementMode,
  statementRows,
} from '@sahyog/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Answer, call, loginAs, registerUser } from '../support/accounts.ts';
import { buildTestApp, getData, getTestApp } from '../support/app.ts';
import { parseCsv } from '../support/csv.ts';
import { createCampaign, createDonation } from '../support/factories.ts';

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

describe('a year of many donors, read 7 rows at a time', () => {
  it('adds up each donor’s gifts in the database as the statement’s rules do, row for row across batches, and lists every gift to follow up once', async () => {
    // FY 2008-09, a year no other test pays in. One donor writes their PAN three ways; others
    // give Aadhaar with spaces, an invalid PAN beside a valid Aadhaar, or nothing the form takes.
    const campaign = await createCampaign({ title: 'Statement at volume' });
    const ids: { pan?: string | null; aadhaar?: string | null }[] = [
      { pan: 'abcde1234f' },
      { pan: ' ABCDE1234F ' },
      { pan: 'ABCDE1234F' },
      ...Array.from({ length: 20 }, (_, i) => ({ pan: `PQRS${String.fromCharCode(65 + (i % 10))}${1000 + (i % 10)}Z` })),
      { aadhaar: '2345 6789 0123' },
      { aadhaar: '234567890123' },
      { pan: 'ABC', aadhaar: '3456 7890 1234' },
      { pan: 'ABC' },
      { aadhaar: '1234 5678 9012' },
      { pan: null, aadhaar: null },
    ];
    const methods = ['upi', ' Cash ', 'KIND', 'in-kind', 'manual', 'NEFT', null];
    const addresses = ['Pune', null, '', '  ', '=HYPERLINK("x")', 'Kochi'];
    const gifts: StatementDonation[] = [];
    for (const [i, id] of ids.entries()) {
      const paidAt = new Date(Date.UTC(2008, 5, 1) + i * 3_600_000);
      const g = {
        donorPan: id.pan ?? null,
        donorAadhaar: id.aadhaar ?? null,
        donorName: `Donor ${i}`,
        donorAddress: addresses[i % addresses.length] ?? null,
        amountPaise: 1000_00 + i * 37_50,
        method: methods[i % methods.length] ?? null,
        paidAt,
        campaignId: campaign.id,
      };
      const row = await createDonation(g);
      gifts.push({
        ids: { pan: g.donorPan, aadhaar: g.donorAadhaar },
        name: g.donorName,
        address: g.donorAddress,
        method: g.method,
        type: 'specific',
        amountPaise: g.amountPaise,
        paidAt,
        reference: row.reference,
      });
    }
    const small = await buildTestApp({ EXPORT_BATCH_ROWS: '7' });
    try {
      const read = async (path: string) => {
        const res = await small.app.inject({ method: 'GET', url: path, headers: { authorization: `Bearer ${staffToken}` } });
        expect(res.statusCode, res.body).toBe(200);
        const [header = [], ...rows] = parseCsv(res.body);
        return rows.map((cells) => Object.fromEntries(header.map((h, i) => [h, cells[i] ?? ''])));
      };
      const rows = await read('/api/v1/admin/statements/2008-09.csv');
      // What core's rules make of the same gifts (the statement as it was computed in JS).
      const expected = statementRows(gifts).rows;
      expect(expected.length).toBeGreaterThan(14);
      expect(
        rows.map((r) => [
          r['Sl. No.'],
          r['ID Code'],
          r['Unique Identification Number'],
          r['Name of donor'],
          r['Address of donor'],
          r['Mode of receipt'],
          r['Amount of donation (Indian rupees)'],
        ]),
      ).toEqual(
        expected.map((r, i) => [
          String(i + 1),
          STATEMENT_ID_CODES[r.id.kind],
          r.id.number,
          r.name,
          r.address.replace(/^=/, "'="),
          STATEMENT_MODES[r.mode],
          statementAmount(r.amountPaise),
        ]),
      );
      // By hand: the PAN written three ways is one donor in three modes (UPI, cash, kind):
      // ₹1,000.00 electronic, ₹1,037.50 cash, ₹1,075.00 kind.
      const abcde = rows.filter((r) => r['Unique Identification Number'] === 'ABCDE1234F');
      expect(Object.fromEntries(abcde.map((r) => [r['Mode of receipt'], r['Amount of donation (Indian rupees)']]))).toEqual({
        [STATEMENT_MODES.electronic]: '1000',
        Cash: '1038',
        Kind: '1075',
      });
      const totalIn = rows.reduce((sum, r) => sum + Number(r['Amount of donation (Indian rupees)']), 0);
      expect(totalIn).toBe(expected.reduce((sum, r) => sum + Number(statementAmount(r.amountPaise)), 0));

      const follow = await read('/api/v1/admin/statements/2008-09.csv?part=missing-id');
      const toAsk = gifts.flatMap((g) => {
        const ask = !donorIdentity(g.ids) ? sm.askForId : g.address?.trim() ? '' : sm.askForAddress;
        return ask ? [[g.reference, STATEMENT_MODES[statementMode(g.method)], (g.amountPaise / 100).toFixed(2), ask]] : [];
      });
      expect(toAsk.length).toBeGreaterThan(7);
      expect(follow.map((r) => [r.Reference, r['Mode of receipt'], r['Amount (Indian rupees)'], r['To ask the donor']])).toEqual(toAsk);
    } finally {
      await small.app.close();
    }
  });
});
