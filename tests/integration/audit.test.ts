// Nothing in the console changes data without an audit row. The admin API's mutations are read
// from the OpenAPI document, so a new one without a case here fails the first test; each case
// makes a real change as staff and finds its row: who, from where, what, before and after.
import { auditMessages } from '@sahyog/core';
import { schema as s } from '@sahyog/db';
import { and, desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type {} from '../../apps/server/src/modules/content/index.ts';
import { type Answer, call, loginAs, nextIp, registerUser, type TestUser, uniqueEmail } from '../support/accounts.ts';
import { getTestApp } from '../support/app.ts';
import { getDb } from '../support/db.ts';
import { createCampaign, createDonation, unique } from '../support/factories.ts';
import { newOrder, paidGift } from '../support/gifts.ts';
import { createShopCategory, createVendor, productBody } from '../support/shop.ts';

let staff: TestUser;
let staffToken = '';

beforeAll(async () => {
  await getTestApp();
  // An admin: every console change, refunds included (admin only), is made by this account.
  staff = await registerUser({ role: 'admin' });
  staffToken = await loginAs(staff);
});

/** The newest audit row about a subject. */
async function lastAudit(subjectType: string, subjectId: string | number) {
  const [row] = await (await getDb())
    .select()
    .from(s.auditEvents)
    .where(and(eq(s.auditEvents.subjectType, subjectType), eq(s.auditEvents.subjectId, String(subjectId))))
    .orderBy(desc(s.auditEvents.id))
    .limit(1);
  return row;
}

type Case = () => Promise<{ status: number; subjectType: string; subjectId: string | number; action: string; before?: object; after: object }>;

const IP = nextIp();
const asStaff = (method: 'POST' | 'PUT' | 'PATCH', url: string, body: unknown) => call(method, url, { token: staffToken, body, ip: IP });

const CANNED = { title: 'Resend receipt', body: 'We have emailed your receipt again.', bodyHi: 'हमने आपकी रसीद फिर से ईमेल की है।', action: 'none' };

/** A new help desk ticket of its own requester's (or of `requester`); answers its reference. */
async function helpTicket(requester?: { email: string; password: string }): Promise<string> {
  const token = await loginAs(requester ?? (await registerUser()));
  const res = await call<Answer<{ reference: string }>>('POST', '/api/v1/support/tickets', {
    token,
    body: { topic: 'other', subject: 'A question', body: 'Please help.' },
  });
  return res.body.data.reference;
}

/** A pending matrimonial profile (issue 43) of a new account, written as the service stores one. */
async function auditMarriageProfile(): Promise<number> {
  const owner = await registerUser();
  const [p] = await (await getDb())
    .insert(s.marriageProfiles)
    .values({
      userId: owner.id,
      createdBy: 'self',
      firstName: 'Audit',
      gender: 'female',
      dateOfBirth: '1995-01-01',
      city: 'Pune',
      languages: ['Hindi'],
      education: 'BA',
      occupation: 'Clerk',
      declaredAt: new Date(),
    })
    .returning({ id: s.marriageProfiles.id });
  return p?.id ?? 0;
}

const CASES: Record<string, Case> = {
  'POST /api/v1/admin/support/tickets/{reference}/answers': async () => {
    const ref = await helpTicket();
    const res = await asStaff('POST', `/api/v1/admin/support/tickets/${ref}/answers`, { body: 'We are on it.', state: 'waiting' });
    return {
      status: res.status,
      subjectType: 'support_ticket',
      subjectId: ref,
      action: 'support.answer',
      before: { state: 'new' },
      after: { internal: false, state: 'waiting' },
    };
  },
  'POST /api/v1/admin/support/tickets/{reference}/assign': async () => {
    const ref = await helpTicket();
    const res = await asStaff('POST', `/api/v1/admin/support/tickets/${ref}/assign`, {});
    return {
      status: res.status,
      subjectType: 'support_ticket',
      subjectId: ref,
      action: 'support.assign',
      before: { assigneeId: null },
      after: { assigneeId: staff.id },
    };
  },
  'POST /api/v1/admin/support/tickets/{reference}/state': async () => {
    const ref = await helpTicket();
    const res = await asStaff('POST', `/api/v1/admin/support/tickets/${ref}/state`, { state: 'resolved' });
    return {
      status: res.status,
      subjectType: 'support_ticket',
      subjectId: ref,
      action: 'support.state',
      before: { state: 'new' },
      after: { state: 'resolved' },
    };
  },
  'POST /api/v1/admin/support/tickets/{reference}/merge': async () => {
    const requester = await registerUser();
    const a = await helpTicket(requester);
    const b = await helpTicket(requester);
    const res = await asStaff('POST', `/api/v1/admin/support/tickets/${a}/merge`, { into: b });
    return { status: res.status, subjectType: 'support_ticket', subjectId: a, action: 'support.merge', before: { state: 'new' }, after: { mergedInto: b } };
  },
  'POST /api/v1/admin/support/canned': async () => {
    const res = await asStaff('POST', '/api/v1/admin/support/canned', CANNED);
    return {
      status: res.status,
      subjectType: 'support_canned',
      subjectId: (res.body as Answer<{ id: number }>).data.id,
      action: 'support.canned.save',
      after: { title: CANNED.title },
    };
  },
  'PUT /api/v1/admin/support/canned/{id}': async () => {
    const id = ((await asStaff('POST', '/api/v1/admin/support/canned', CANNED)).body as Answer<{ id: number }>).data.id;
    const res = await asStaff('PUT', `/api/v1/admin/support/canned/${id}`, { ...CANNED, title: 'Receipt sent again' });
    return { status: res.status, subjectType: 'support_canned', subjectId: id, action: 'support.canned.save', after: { title: 'Receipt sent again' } };
  },
  'DELETE /api/v1/admin/support/canned/{id}': async () => {
    const id = ((await asStaff('POST', '/api/v1/admin/support/canned', CANNED)).body as Answer<{ id: number }>).data.id;
    const res = await call('DELETE', `/api/v1/admin/support/canned/${id}`, { token: staffToken, ip: IP });
    return {
      status: res.status,
      subjectType: 'support_canned',
      subjectId: id,
      action: 'support.canned.delete',
      before: { title: CANNED.title },
      after: { removed: true },
    };
  },
  'PUT /api/v1/admin/support/clocks/other': async () => {
    const input = { answerAmount: 3, answerUnit: 'working_days', resolveAmount: 12, resolveUnit: 'working_days' };
    const res = await asStaff('PUT', '/api/v1/admin/support/clocks/other', input);
    return { status: res.status, subjectType: 'support_clock', subjectId: 'other', action: 'support.clock', after: input };
  },
  'POST /api/v1/admin/support/holidays': async () => {
    const res = await asStaff('POST', '/api/v1/admin/support/holidays', { day: '2031-03-14', name: 'Holi', nameHi: 'होली' });
    return { status: res.status, subjectType: 'support_holiday', subjectId: '2031-03-14', action: 'support.holiday.add', after: { name: 'Holi' } };
  },
  'DELETE /api/v1/admin/support/holidays/{day}': async () => {
    await asStaff('POST', '/api/v1/admin/support/holidays', { day: '2031-11-01', name: 'Diwali', nameHi: 'दीवाली' });
    const res = await call('DELETE', '/api/v1/admin/support/holidays/2031-11-01', { token: staffToken, ip: IP });
    return {
      status: res.status,
      subjectType: 'support_holiday',
      subjectId: '2031-11-01',
      action: 'support.holiday.remove',
      before: { name: 'Diwali' },
      after: { removed: true },
    };
  },
  'POST /api/v1/admin/vendors/{id}/decision': async () => {
    const owner = await registerUser();
    const [v] = await (await getDb())
      .insert(s.vendors)
      .values({
        userId: owner.id,
        legalName: 'Audit Crafts',
        displayName: 'Audit Crafts',
        addressLine: '1 Road',
        city: 'Pune',
        state: 'Maharashtra',
        pinCode: '411001',
        supportEmail: 'help@audit.example.in',
        supportPhone: '9876500000',
        returnPolicy: '7 days',
        pan: 'AAACR5055K',
        bankAccountName: 'Audit Crafts',
        bankAccountNumber: '123456789',
        ifsc: 'SBIN0000001',
      })
      .returning();
    const res = await asStaff('POST', `/api/v1/admin/vendors/${v?.id}/decision`, { decision: 'reject', reason: 'The PAN scan is unreadable' });
    return {
      status: res.status,
      subjectType: 'vendor',
      subjectId: v?.id ?? 0,
      action: 'vendor.reject',
      before: { status: 'submitted' },
      after: { status: 'rejected', reason: 'The PAN scan is unreadable' },
    };
  },
  'PATCH /api/v1/admin/vendors/{id}/legal': async () => {
    const v = await createVendor('approved', 'Audit Looms');
    const res = await asStaff('PATCH', `/api/v1/admin/vendors/${v.id}/legal`, {
      legalName: 'Audit Looms Pvt Ltd',
      pan: 'ABCDE1234F',
      bankAccountName: 'Audit Looms Pvt Ltd',
      bankAccountNumber: '987654321098',
      bankAccountConfirm: '987654321098',
      ifsc: 'UTIB0000001',
      note: 'New cancelled cheque',
    });
    return {
      status: res.status,
      subjectType: 'vendor',
      subjectId: v.id,
      action: 'vendor.legal',
      before: { bankAccountNumber: '•••• 9012', ifsc: 'SBIN0000001' },
      after: { bankAccountNumber: '•••• 1098', ifsc: 'UTIB0000001', note: 'New cancelled cheque' },
    };
  },
  'POST /api/v1/admin/applications/{id}/decision': async () => {
    const [a] = await (await getDb())
      .insert(s.campaignApplications)
      .values({ causeId: 7, name: 'Audit Applicant', email: uniqueEmail('audit'), mobile: '9876500000' })
      .returning();
    const res = await asStaff('POST', `/api/v1/admin/applications/${a?.id}/decision`, { decision: 'rejected', reason: 'Not a charitable cause' });
    return {
      status: res.status,
      subjectType: 'application',
      subjectId: a?.id ?? 0,
      action: 'application.decide',
      before: { status: 'submitted' },
      after: { status: 'rejected', reason: 'Not a charitable cause' },
    };
  },
  'POST /api/v1/admin/contacts/{id}/status': async () => {
    const [m] = await (await getDb())
      .insert(s.contactMessages)
      .values({ fullName: 'A', mobile: '9876500000', email: 'a@example.in', subject: 'S', message: 'M', ip: '127.0.0.1', proofNonce: unique('nonce') })
      .returning();
    const res = await asStaff('POST', `/api/v1/admin/contacts/${m?.id}/status`, { status: 'replied' });
    return {
      status: res.status,
      subjectType: 'contact-message',
      subjectId: m?.id ?? 0,
      action: 'contact.status',
      before: { status: 'new' },
      after: { status: 'replied' },
    };
  },
  'POST /api/v1/admin/orders/{reference}/verify': async () => {
    const { reference: ref } = await newOrder({ fullName: 'U', email: uniqueEmail('u') }, { amountPaise: 500_00, method: 'upi' });
    const utr = String(Date.now()).slice(-12).padStart(12, '7');
    await call('POST', `/api/v1/orders/${ref}/utr`, { body: { utr } });
    const res = await asStaff('POST', `/api/v1/admin/orders/${ref}/verify`, { decision: 'paid', utr });
    return {
      status: res.status,
      subjectType: 'order',
      subjectId: ref,
      action: 'order.verify',
      before: { status: 'pending', utr },
      after: { status: 'paid', utr },
    };
  },
  'POST /api/v1/admin/receipts/issue': async () => {
    const d = await createDonation({ donorPan: 'ABCDE1234F', donorAddress: 'Pune', paidAt: new Date('2012-06-01T06:00:00Z') });
    const res = await asStaff('POST', '/api/v1/admin/receipts/issue', { donationIds: [d.id] });
    return { status: res.status, subjectType: 'donation', subjectId: d.id, action: 'receipt.issue', after: { amountPaise: d.amountPaise } };
  },
  'POST /api/v1/admin/receipts/batches': async () => {
    const d = await createDonation({ donorPan: 'ABCDE1234F', donorAddress: 'Pune', paidAt: new Date('2012-06-02T06:00:00Z') });
    const res = await asStaff('POST', '/api/v1/admin/receipts/batches', { donationIds: [d.id] });
    // A batch job: each receipt is audited as the job issues it.
    await (await getTestApp()).jobs.drain();
    return { status: res.status, subjectType: 'donation', subjectId: d.id, action: 'receipt.issue', after: { amountPaise: d.amountPaise } };
  },
  'POST /api/v1/admin/receipts/{id}/resend': async () => {
    const d = await createDonation({ donorPan: 'ABCDE1234F', donorAddress: 'Pune', paidAt: new Date('2012-07-01T06:00:00Z') });
    const issued = await asStaff('POST', '/api/v1/admin/receipts/issue', { donationIds: [d.id] });
    const [r] = (issued.body as Answer<{ id: number; number: string }[]>).data;
    const res = await asStaff('POST', `/api/v1/admin/receipts/${r?.id}/resend`, {});
    return { status: res.status, subjectType: 'receipt', subjectId: r?.number ?? '', action: 'receipt.resend', after: { to: d.donorEmail } };
  },
  'POST /api/v1/admin/receipts/{id}/correct': async () => {
    const d = await createDonation({ donorPan: 'ABCDE1234F', donorAddress: 'Pune', paidAt: new Date('2012-07-02T06:00:00Z') });
    const issued = await asStaff('POST', '/api/v1/admin/receipts/issue', { donationIds: [d.id] });
    const [r] = (issued.body as Answer<{ id: number; number: string }[]>).data;
    const res = await asStaff('POST', `/api/v1/admin/receipts/${r?.id}/correct`, { reason: 'Wrong address', address: '3 Civil Lines, Pune' });
    const fresh = (res.body as Answer<{ number: string }>).data;
    return {
      status: res.status,
      subjectType: 'receipt',
      subjectId: r?.number ?? '',
      action: 'receipt.correct',
      before: { number: r?.number ?? '', donorAddress: 'Pune' },
      after: { number: fresh.number, reason: 'Wrong address', donorAddress: '3 Civil Lines, Pune' },
    };
  },
  'PUT /api/v1/admin/tax-regimes/{id}': async () => {
    const [r] = await (await getDb()).select().from(s.taxRegimes).where(eq(s.taxRegimes.fromYear, '1962-63'));
    const names = {
      shortName: r?.shortName,
      actName: r?.actName,
      section: r?.section,
      sectionCode: r?.sectionCode,
      certificateForm: r?.certificateForm,
      statementForm: r?.statementForm,
      rule: r?.rule,
    };
    const res = await asStaff('PUT', `/api/v1/admin/tax-regimes/${r?.id}`, { ...names, rule: 'Rule 18AB of the Income-tax Rules, 1962 (as amended)' });
    await asStaff('PUT', `/api/v1/admin/tax-regimes/${r?.id}`, names);
    // The second PUT put it back: the row before the newest names the amended rule.
    return {
      status: res.status,
      subjectType: 'tax-regime',
      subjectId: r?.id ?? 0,
      action: 'tax-regime.edit',
      before: { rule: 'Rule 18AB of the Income-tax Rules, 1962 (as amended)' },
      after: { rule: r?.rule ?? '' },
    };
  },
  'POST /api/v1/admin/subscriptions/{reference}/actions': async () => {
    const campaign = await createCampaign();
    const started = await call<Answer<{ subscription: { reference: string } }>>('POST', '/api/v1/subscriptions', {
      headers: { 'idempotency-key': unique('audit-monthly') },
      body: { campaignId: campaign.id, name: 'Audit Monthly', email: uniqueEmail('audit-monthly'), mobile: '9876500000', amountPaise: 500_00 },
    });
    const ref = started.body.data.subscription.reference;
    const res = await asStaff('POST', `/api/v1/admin/subscriptions/${ref}/actions`, { action: 'cancel' });
    return {
      status: res.status,
      subjectType: 'subscription',
      subjectId: ref,
      action: 'subscription.cancel',
      before: { status: 'created', amountPaise: 500_00 },
      after: { status: 'cancelled', amountPaise: 500_00 },
    };
  },
  'POST /api/v1/admin/campaigns/{id}/status': async () => {
    const c = await createCampaign();
    const res = await asStaff('POST', `/api/v1/admin/campaigns/${c.id}/status`, { status: 'closed' });
    return {
      status: res.status,
      subjectType: 'campaign',
      subjectId: c.id,
      action: 'campaign.status',
      before: { status: 'published' },
      after: { status: 'closed' },
    };
  },
  'POST /api/v1/admin/campaigns/{id}/placement': async () => {
    const c = await createCampaign();
    const res = await asStaff('POST', `/api/v1/admin/campaigns/${c.id}/placement`, { featured: true, sort: 5 });
    return {
      status: res.status,
      subjectType: 'campaign',
      subjectId: c.id,
      action: 'campaign.placement',
      before: { featured: false, sort: 0 },
      after: { featured: true, sort: 5 },
    };
  },
  'POST /api/v1/admin/orders/{reference}/fail': async () => {
    const { reference: ref } = await newOrder({ fullName: 'F', email: uniqueEmail('fail') }, { amountPaise: 500_00, method: 'upi' });
    const res = await asStaff('POST', `/api/v1/admin/orders/${ref}/fail`, { reason: 'Never arrived in the bank' });
    return {
      status: res.status,
      subjectType: 'order',
      subjectId: ref,
      action: 'order.fail',
      before: { status: 'pending' },
      after: { status: 'failed', reason: 'Never arrived in the bank' },
    };
  },
  'POST /api/v1/admin/orders/import': async () => {
    const res = await asStaff('POST', '/api/v1/admin/orders/import', { csv: 'UTR,Credit\n999999999999,100.00\n' });
    // A batch job: audited once its last line is answered.
    await (await getTestApp()).jobs.drain();
    const day = new Date().toISOString().slice(0, 10);
    return { status: res.status, subjectType: 'bank-statement', subjectId: day, action: 'orders.import', after: { lines: 1, matched: 0, unmatched: 1 } };
  },
  'POST /api/v1/admin/subscribers/{id}/unsubscribe': async () => {
    const email = uniqueEmail('audit-news');
    await call('POST', '/api/v1/newsletter', { body: { email } });
    const [row] = await (await getDb()).select().from(s.subscribers).where(eq(s.subscribers.email, email));
    const res = await asStaff('POST', `/api/v1/admin/subscribers/${row?.id}/unsubscribe`, {});
    return {
      status: res.status,
      subjectType: 'subscriber',
      subjectId: row?.id ?? 0,
      action: 'subscriber.unsubscribe',
      before: { subscribed: true },
      after: { subscribed: false },
    };
  },
  'PUT /api/v1/admin/pages/{slug}': async () => {
    const before = (await call<Answer<{ title: string; bodyHtml: string }>>('GET', '/api/v1/pages/terms-conditions')).body.data;
    const bodyHtml = `${before.bodyHtml}<p>${unique('Audited clause')}</p>`;
    const res = await asStaff('PUT', '/api/v1/admin/pages/terms-conditions', { title: before.title, bodyHtml });
    // The row records what was stored: the sanitized text the answer carries.
    const stored = (res.body as Answer<{ bodyHtml: string }>).data.bodyHtml;
    return {
      status: res.status,
      subjectType: 'page',
      subjectId: 'terms-conditions',
      action: 'page.edit',
      before: { title: before.title, bodyLength: before.bodyHtml.length },
      after: { title: before.title, bodyLength: stored.length },
    };
  },
  'POST /api/v1/admin/blogs': async () => {
    const title = `Audited post ${unique('b')}`;
    const res = await asStaff('POST', '/api/v1/admin/blogs', { title, excerpt: 'E', author: 'A', bodyHtml: '<p>Body</p>' });
    const id = (res.body as Answer<{ id: number }>).data.id;
    return { status: res.status, subjectType: 'blog', subjectId: id, action: 'blog.create', after: { title, status: 'draft' } };
  },
  'PUT /api/v1/admin/blogs/{id}': async () => {
    const made = await asStaff('POST', '/api/v1/admin/blogs', { title: 'Before', excerpt: 'E', author: 'A', bodyHtml: '<p>Body</p>' });
    const id = (made.body as Answer<{ id: number }>).data.id;
    const res = await asStaff('PUT', `/api/v1/admin/blogs/${id}`, { title: 'After', excerpt: 'E', author: 'A', bodyHtml: '<p>Body two</p>' });
    return {
      status: res.status,
      subjectType: 'blog',
      subjectId: id,
      action: 'blog.edit',
      before: { title: 'Before', status: 'draft', bodyLength: 11 },
      after: { title: 'After', status: 'draft', bodyLength: 15 },
    };
  },
  'PUT /api/v1/admin/content/{kind}/{id}': async () => {
    const [logo] = (await call<Answer<{ id: number; name: string; sort: number }[]>>('GET', '/api/v1/admin/content/logos', { token: staffToken })).body.data;
    const res = await asStaff('PUT', `/api/v1/admin/content/logos/${logo?.id}`, { name: logo?.name, sort: (logo?.sort ?? 0) + 1 });
    return {
      status: res.status,
      subjectType: 'logos',
      subjectId: logo?.id ?? 0,
      action: 'content.logos.edit',
      before: { sort: logo?.sort },
      after: { sort: (logo?.sort ?? 0) + 1 },
    };
  },
  'DELETE /api/v1/admin/content/{kind}/{id}': async () => {
    const { app } = await getTestApp();
    const photo = await (await import('sharp'))
      .default({ create: { width: 300, height: 300, channels: 3, background: { r: 9, g: 9, b: 9 } } })
      .png()
      .toBuffer();
    const made = await app.content.listsAdmin.create('logos', { name: 'Audit Times' }, photo, staff.id);
    const res = await call('DELETE', `/api/v1/admin/content/logos/${made.id}`, { token: staffToken, ip: IP });
    return {
      status: res.status,
      subjectType: 'logos',
      subjectId: made.id,
      action: 'content.logos.delete',
      before: { name: 'Audit Times' },
      after: { removed: true },
    };
  },
  'POST /api/v1/admin/faqs': async () => {
    const question = `Audited question ${unique('f')}`;
    const res = await asStaff('POST', '/api/v1/admin/faqs', { question, answer: 'An answer.', sort: 3 });
    const id = (res.body as Answer<{ id: number }>).data.id;
    return { status: res.status, subjectType: 'faq', subjectId: id, action: 'faq.create', after: { question, answer: 'An answer.', sort: 3 } };
  },
  'PUT /api/v1/admin/faqs/{id}': async () => {
    const made = await asStaff('POST', '/api/v1/admin/faqs', { question: 'Before?', answer: 'Yes.', sort: 0 });
    const id = (made.body as Answer<{ id: number }>).data.id;
    const res = await asStaff('PUT', `/api/v1/admin/faqs/${id}`, { question: 'Before?', answer: 'No.', sort: 7 });
    return {
      status: res.status,
      subjectType: 'faq',
      subjectId: id,
      action: 'faq.edit',
      before: { answer: 'Yes.', sort: 0 },
      after: { answer: 'No.', sort: 7 },
    };
  },
  'DELETE /api/v1/admin/faqs/{id}': async () => {
    const made = await asStaff('POST', '/api/v1/admin/faqs', { question: 'Gone soon?', answer: 'Yes.', sort: 0 });
    const id = (made.body as Answer<{ id: number }>).data.id;
    const res = await call('DELETE', `/api/v1/admin/faqs/${id}`, { token: staffToken, ip: IP });
    return {
      status: res.status,
      subjectType: 'faq',
      subjectId: id,
      action: 'faq.delete',
      before: { question: 'Gone soon?', answer: 'Yes.', sort: 0 },
      after: { removed: true },
    };
  },
  'POST /api/v1/admin/shop/categories': async () => {
    const name = `Audited category ${unique('c')}`;
    const res = await asStaff('POST', '/api/v1/admin/shop/categories', { name, nameHi: 'श्रेणी', sort: 4 });
    const id = (res.body as Answer<{ id: number }>).data.id;
    return { status: res.status, subjectType: 'shop-category', subjectId: id, action: 'shop-category.add', after: { name, nameHi: 'श्रेणी', sort: 4 } };
  },
  'PUT /api/v1/admin/shop/categories/{id}': async () => {
    const made = await asStaff('POST', '/api/v1/admin/shop/categories', { name: `Before ${unique('c')}`, sort: 0 });
    const id = (made.body as Answer<{ id: number }>).data.id;
    const res = await asStaff('PUT', `/api/v1/admin/shop/categories/${id}`, { name: 'After', nameHi: 'बाद में', sort: 9 });
    return {
      status: res.status,
      subjectType: 'shop-category',
      subjectId: id,
      action: 'shop-category.edit',
      before: { sort: 0, nameHi: null },
      after: { name: 'After', sort: 9 },
    };
  },
  'DELETE /api/v1/admin/shop/categories/{id}': async () => {
    const name = `Gone soon ${unique('c')}`;
    const made = await asStaff('POST', '/api/v1/admin/shop/categories', { name });
    const id = (made.body as Answer<{ id: number }>).data.id;
    const res = await call('DELETE', `/api/v1/admin/shop/categories/${id}`, { token: staffToken, ip: IP });
    return { status: res.status, subjectType: 'shop-category', subjectId: id, action: 'shop-category.remove', before: { name }, after: {} };
  },
  'POST /api/v1/admin/shop/rates': async () => {
    const effectiveFrom = `2098-${String(1 + Math.floor(Math.random() * 12)).padStart(2, '0')}-${String(1 + Math.floor(Math.random() * 28)).padStart(2, '0')}`;
    const res = await asStaff('POST', '/api/v1/admin/shop/rates', { kind: 'tds-ecommerce', ratePercent: '0.2', effectiveFrom, source: 'Audited notification' });
    const id = (res.body as Answer<{ id: number }>).data.id;
    // Left in the table would apply to sales dated after it: none are, but it goes.
    await (await getDb()).delete(s.withholdingRates).where(eq(s.withholdingRates.id, id));
    return {
      status: res.status,
      subjectType: 'withholding-rate',
      subjectId: id,
      action: 'shop.rate.add',
      after: { kind: 'tds-ecommerce', ratePercent: 20, effectiveFrom },
    };
  },
  'POST /api/v1/admin/shop/payouts/{id}/decision': async () => {
    const id = await requestedWithdrawal('Payout Weavers');
    const utr = `AUDIT${Date.now()}`;
    const res = await asStaff('POST', `/api/v1/admin/shop/payouts/${id}/decision`, { decision: 'paid', utr });
    return {
      status: res.status,
      subjectType: 'vendor-payout',
      subjectId: id,
      action: 'shop.payout.paid',
      before: { status: 'requested' },
      after: { decision: 'paid', utr },
    };
  },
  'POST /api/v1/admin/shop/payouts/{id}/account': async () => {
    const id = await requestedWithdrawal('Claim Weavers');
    const res = await asStaff('POST', `/api/v1/admin/shop/payouts/${id}/account`, undefined);
    const [payout] = await (await getDb()).select().from(s.payouts).where(eq(s.payouts.id, id));
    return { status: res.status, subjectType: 'vendor', subjectId: payout?.payeeId ?? 0, action: 'vendor.bank_view', after: { payoutId: id } };
  },
  'POST /api/v1/admin/shop/payouts/{id}/release': async () => {
    const id = await requestedWithdrawal('Release Weavers');
    // Shown the whole account, the staff member holds it; then lets it go.
    expect((await asStaff('POST', `/api/v1/admin/shop/payouts/${id}/account`, undefined)).status).toBe(200);
    const res = await asStaff('POST', `/api/v1/admin/shop/payouts/${id}/release`, undefined);
    return {
      status: res.status,
      subjectType: 'vendor-payout',
      subjectId: id,
      action: 'shop.payout.release',
      before: { claimedBy: staff.id },
      after: { claimedBy: null },
    };
  },
  'POST /api/v1/admin/shop/orders/{reference}/refund': async () => {
    // A cancelled paid order whose money is owed back (a UPI payment: staff transfer it).
    const vendor = await createVendor('approved', 'Refund Weavers');
    const { reference } = await paidShopOrder(vendor.id, 'upi', 500_00, { status: 'cancelled', refundDuePaise: 500_00 });
    const utr = `R${Date.now()}`;
    const res = await asStaff('POST', `/api/v1/admin/shop/orders/${reference}/refund`, { utr });
    return {
      status: res.status,
      subjectType: 'shop-order',
      subjectId: reference,
      action: 'shop-order.refund',
      before: { refundedPaise: 0 },
      after: { refundedPaise: 500_00, utr },
    };
  },
  'POST /api/v1/admin/shop/orders/{reference}/release-refund': async () => {
    // A refund held because it took the seller's payable ₹120 below zero (issue 38).
    const vendor = await createVendor('approved', 'Held Weavers');
    const { reference } = await paidShopOrder(vendor.id, 'upi', 500_00, { status: 'cancelled', refundDuePaise: 500_00, refundShortfallPaise: 120_00 });
    const res = await asStaff('POST', `/api/v1/admin/shop/orders/${reference}/release-refund`, {});
    return {
      status: res.status,
      subjectType: 'shop-order',
      subjectId: reference,
      action: 'shop-order.release-refund',
      before: { refundShortfallPaise: 120_00 },
      after: { refundShortfallPaise: 0, owedPaise: 500_00 },
    };
  },
  'POST /api/v1/admin/campaign-updates/{id}/decision': async () => {
    const c = await createCampaign({ status: 'published' });
    const [u] = await (await getDb())
      .insert(s.campaignUpdates)
      .values({ campaignId: c.id, title: 'Week one', bodyHtml: '<p>Shelves are up.</p>', status: 'pending' })
      .returning({ id: s.campaignUpdates.id });
    const res = await asStaff('POST', `/api/v1/admin/campaign-updates/${u?.id}/decision`, { decision: 'reject', reason: 'Names a patient' });
    return {
      status: res.status,
      subjectType: 'campaign',
      subjectId: c.id,
      action: 'campaign.update.reject',
      before: { updateId: u?.id, status: 'pending' },
      after: { status: 'rejected', reason: 'Names a patient' },
    };
  },
  'POST /api/v1/admin/spending/{id}/decision': async () => {
    const c = await createCampaign({ status: 'published' });
    await createDonation({ campaignId: c.id, amountPaise: 5_000_00 });
    const [category] = await (await getDb()).select({ id: s.spendingCategories.id }).from(s.spendingCategories).limit(1);
    // Proposed by another staff member: its proposer never approves it (issue 38, decision 0059).
    const proposer = await loginAs(await registerUser({ role: 'staff' }));
    const made = await call('POST', `/api/v1/campaigns/${c.slug}/spending`, {
      token: proposer,
      body: { spentOn: '2026-11-01', amount: '1200', categoryId: category?.id, payee: 'City Chemists', description: 'Antibiotics for the camp' },
    });
    const id = (made.body as Answer<{ id: number }>).data.id;
    const res = await asStaff('POST', `/api/v1/admin/spending/${id}/decision`, {
      decision: 'approve',
      reason: 'Bought over the counter; the chemist gives no bill',
    });
    return {
      status: res.status,
      subjectType: 'spending-item',
      subjectId: id,
      action: 'spending.approve',
      before: { status: 'proposed' },
      after: { status: 'approved', amountPaise: 1_200_00 },
    };
  },
  'POST /api/v1/admin/spending/{id}/redaction': async () => {
    const c = await createCampaign({ status: 'published' });
    const [category] = await (await getDb()).select({ id: s.spendingCategories.id }).from(s.spendingCategories).limit(1);
    const bill = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    const made = await asStaff('POST', `/api/v1/campaigns/${c.slug}/spending`, {
      spentOn: '2026-11-01',
      amount: '1200',
      categoryId: category?.id,
      payee: 'City Chemists',
      description: 'Antibiotics for the camp',
      bill: bill.toString('base64'),
    });
    const id = (made.body as Answer<{ id: number }>).data.id;
    const res = await asStaff('POST', `/api/v1/admin/spending/${id}/redaction`, { areas: [{ x: 10, y: 10, w: 30, h: 5 }] });
    return {
      status: res.status,
      subjectType: 'spending-item',
      subjectId: id,
      action: 'spending.redact',
      before: { redacted: false },
      after: { redacted: true, areas: [{ x: 10, y: 10, w: 30, h: 5 }] },
    };
  },
  'POST /api/v1/admin/spending-categories': async () => {
    const name = `Water tankers ${unique('c')}`;
    const res = await asStaff('POST', '/api/v1/admin/spending-categories', { name, nameHi: 'पानी के टैंकर', sort: '40' });
    return {
      status: res.status,
      subjectType: 'spending-category',
      subjectId: (res.body as Answer<{ id: number }>).data.id,
      action: 'spending.category',
      after: { name, nameHi: 'पानी के टैंकर', sort: 40 },
    };
  },
  'PATCH /api/v1/admin/spending-categories/{id}': async () => {
    const name = `Fodder ${unique('c')}`;
    const made = await asStaff('POST', '/api/v1/admin/spending-categories', { name });
    const id = (made.body as Answer<{ id: number }>).data.id;
    const res = await asStaff('PATCH', `/api/v1/admin/spending-categories/${id}`, { name: `${name} and water`, sort: 5 });
    return {
      status: res.status,
      subjectType: 'spending-category',
      subjectId: id,
      action: 'spending.category',
      before: { name, nameHi: '', sort: 0 },
      after: { name: `${name} and water`, nameHi: '', sort: 5 },
    };
  },
  'POST /api/v1/admin/campaigns/{slugOrId}/foundation-funds': async () => {
    const c = await createCampaign({ status: 'published' });
    const res = await asStaff('POST', `/api/v1/admin/campaigns/${c.slug}/foundation-funds`, { amount: '2500', note: 'From the general fund' });
    return {
      status: res.status,
      subjectType: 'campaign',
      subjectId: c.id,
      action: 'spending.add-funds',
      after: { amountPaise: 2_500_00, note: 'From the general fund' },
    };
  },
  'POST /api/v1/admin/shop/disputes/{id}/decision': async () => {
    // A delivered order the buyer took to the foundation; staff close it with a note.
    const db = await getDb();
    const vendor = await createVendor('approved', 'Dispute Weavers');
    const { reference, order } = await paidShopOrder(vendor.id, 'simulator', 300_00, { status: 'delivered', shippedAt: new Date(), deliveredAt: new Date() });
    const [dispute] = await db
      .insert(s.shopDisputes)
      .values({ shopOrderId: order?.id ?? 0, reason: 'The parcel was empty' })
      .returning({ id: s.shopDisputes.id });
    const note = 'The courier’s weight record shows the full parcel arrived.';
    const res = await asStaff('POST', `/api/v1/admin/shop/disputes/${dispute?.id}/decision`, { decision: 'close', note });
    return {
      status: res.status,
      subjectType: 'shop-order',
      subjectId: reference,
      action: 'shop-dispute.close',
      before: { status: 'open' },
      after: { status: 'closed', refundPaise: 0 },
    };
  },
  'POST /api/v1/admin/shop/brands': async () => {
    const name = `Audited brand ${unique('b')}`;
    const res = await asStaff('POST', '/api/v1/admin/shop/brands', { name });
    const id = (res.body as Answer<{ id: number }>).data.id;
    return { status: res.status, subjectType: 'brand', subjectId: id, action: 'brand.add', after: { name } };
  },
  'PUT /api/v1/admin/shop/brands/{id}': async () => {
    const name = `Old brand ${unique('b')}`;
    const made = await asStaff('POST', '/api/v1/admin/shop/brands', { name });
    const id = (made.body as Answer<{ id: number }>).data.id;
    const renamed = `New brand ${unique('b')}`;
    const res = await asStaff('PUT', `/api/v1/admin/shop/brands/${id}`, { name: renamed });
    return { status: res.status, subjectType: 'brand', subjectId: id, action: 'brand.edit', before: { name }, after: { name: renamed } };
  },
  'POST /api/v1/admin/shop/products/{id}/moderation': async () => {
    const shop = await createVendor();
    const { child } = await createShopCategory();
    const made = await call<Answer<{ id: number }>>('POST', '/api/v1/seller/products', { token: shop.token, body: productBody(child.id) });
    const id = made.body.data.id;
    const res = await asStaff('POST', `/api/v1/admin/shop/products/${id}/moderation`, { action: 'hide', reason: 'Wrong category' });
    return {
      status: res.status,
      subjectType: 'product',
      subjectId: id,
      action: 'product.moderate',
      before: { moderation: 'visible', moderationReason: null },
      after: { moderation: 'hidden', moderationReason: 'Wrong category' },
    };
  },
  'PUT /api/v1/admin/settings': async () => {
    const before = (await call<Answer<Record<string, unknown>>>('GET', '/api/v1/settings')).body.data;
    const tagline = `Audited ${unique('tag')}`;
    const res = await asStaff('PUT', '/api/v1/admin/settings', { ...before, tagline });
    return { status: res.status, subjectType: 'settings', subjectId: 'site', action: 'settings.edit', before: { tagline: before.tagline }, after: { tagline } };
  },
  'POST /api/v1/admin/users/{id}/role': async () => {
    const u = await registerUser();
    const res = await asStaff('POST', `/api/v1/admin/users/${u.id}/role`, { role: 'vendor' });
    return { status: res.status, subjectType: 'user', subjectId: u.id, action: 'user.role', before: { role: 'user' }, after: { role: 'vendor' } };
  },
  'POST /api/v1/admin/users/{id}/disabled': async () => {
    const u = await registerUser();
    const res = await asStaff('POST', `/api/v1/admin/users/${u.id}/disabled`, { disabled: true });
    return {
      status: res.status,
      subjectType: 'user',
      subjectId: u.id,
      action: 'user.disable',
      before: { disabled: false },
      after: { disabled: true, sessionsEnded: 0 },
    };
  },
  'POST /api/v1/admin/users/{id}/sessions/end': async () => {
    const u = await registerUser();
    await loginAs(u);
    const res = await asStaff('POST', `/api/v1/admin/users/${u.id}/sessions/end`, {});
    return { status: res.status, subjectType: 'user', subjectId: u.id, action: 'user.sessions.end', after: { sessionsEnded: 1 } };
  },
  'POST /api/v1/admin/refunds/{id}/decision': async () => {
    const donor = await registerUser();
    const token = await loginAs(donor);
    const d = { id: (await paidGift(donor, { amountPaise: 500_00 })).donationId };
    const asked = await call<Answer<{ id: number }>>('POST', `/api/v1/me/donations/${d?.id}/refund-request`, {
      token,
      body: { reason: 'Wrong campaign, sorry about that.' },
    });
    const res = await asStaff('POST', `/api/v1/admin/refunds/${asked.body.data.id}/decision`, {
      decision: 'refund',
      feePaise: 10_00,
      reference: 'NEFT-AUDIT-1',
    });
    return {
      status: res.status,
      subjectType: 'refund',
      subjectId: asked.body.data.id,
      action: 'refund.refund',
      before: { status: 'requested' },
      after: { status: 'refunded', feePaise: 10_00, refundPaise: 490_00 },
    };
  },
  'POST /api/v1/admin/certificates': async () => {
    const res = await asStaff('POST', '/api/v1/admin/certificates', auditCertificate('Audit volunteer'));
    const id = (res.body as Answer<{ id: string }>).data.id;
    return {
      status: res.status,
      subjectType: 'certificate',
      subjectId: id,
      action: 'certificate.issue',
      after: { kind: 'volunteering', title: 'Audit volunteer' },
    };
  },
  'POST /api/v1/admin/certificates/batches': async () => {
    const name = unique('Audit CSV');
    const csv = `kind,name,email,title_en,title_hi,description_en,description_hi\ntraining,${name},,First aid,प्राथमिक चिकित्सा,Six lessons,छह पाठ\n`;
    const res = await asStaff('POST', '/api/v1/admin/certificates/batches', { csv });
    // A batch job: each certificate is audited as the job issues it.
    await (await getTestApp()).jobs.drain();
    const [issued] = (await call<Answer<{ id: string; recipientName: string }[]>>('GET', `/api/v1/admin/certificates`, { token: staffToken })).body.data.filter(
      (c) => c.recipientName === name,
    );
    return { status: res.status, subjectType: 'certificate', subjectId: issued?.id ?? '', action: 'certificate.issue', after: { kind: 'training', name } };
  },
  'POST /api/v1/admin/certificates/{id}/revoke': async () => {
    const made = await asStaff('POST', '/api/v1/admin/certificates', auditCertificate(unique('Audit revoked')));
    const id = (made.body as Answer<{ id: string }>).data.id;
    const res = await asStaff('POST', `/api/v1/admin/certificates/${id}/revoke`, { reason: 'Issued by mistake' });
    return { status: res.status, subjectType: 'certificate', subjectId: id, action: 'certificate.revoke', after: { reason: 'Issued by mistake' } };
  },
  'POST /api/v1/admin/challenges': async () => {
    const res = await auditChallenge();
    return { status: res.status, subjectType: 'challenge', subjectId: res.id, action: 'challenge.create', after: { unit: 'km', goal: 1000 } };
  },
  'POST /api/v1/admin/challenges/{id}/close': async () => {
    const { id } = await auditChallenge();
    const res = await asStaff('POST', `/api/v1/admin/challenges/${id}/close`, undefined);
    return { status: res.status, subjectType: 'challenge', subjectId: id, action: 'challenge.close', after: { closed: true } };
  },
  'POST /api/v1/admin/challenges/entries/{id}/hide': async () => {
    const { slug } = await auditChallenge();
    const walker = await registerUser();
    const joined = await call<Answer<{ entryId: number }>>('POST', `/api/v1/challenges/${slug}/join`, { token: await loginAs(walker), body: {} });
    const entryId = joined.body.data.entryId;
    const res = await asStaff('POST', `/api/v1/admin/challenges/entries/${entryId}/hide`, { reason: 'Totals look wrong' });
    return { status: res.status, subjectType: 'challenge_entry', subjectId: entryId, action: 'challenge.entry.hide', after: { reason: 'Totals look wrong' } };
  },
  'POST /api/v1/admin/matrimonial/profiles/{id}/decision': async () => {
    const id = await auditMarriageProfile();
    const res = await asStaff('POST', `/api/v1/admin/matrimonial/profiles/${id}/decision`, { approve: false, reason: 'Photo of a celebrity' });
    return {
      status: res.status,
      subjectType: 'marriage_profile',
      subjectId: id,
      action: 'matrimonial.profile.reject',
      before: { state: 'pending' },
      after: { state: 'rejected' },
    };
  },
  'POST /api/v1/admin/matrimonial/photos/{id}/decision': async () => {
    const profileId = await auditMarriageProfile();
    const [photo] = await (await getDb())
      .insert(s.marriagePhotos)
      .values({ profileId, originalKey: `matrimonial/${profileId}/audit-original`, blurredKey: `matrimonial/${profileId}/audit-blurred` })
      .returning({ id: s.marriagePhotos.id });
    const res = await asStaff('POST', `/api/v1/admin/matrimonial/photos/${photo?.id}/decision`, { approve: true });
    return {
      status: res.status,
      subjectType: 'marriage_photo',
      subjectId: photo?.id ?? 0,
      action: 'matrimonial.photo.approve',
      before: { state: 'pending' },
      after: { state: 'approved' },
    };
  },
  'POST /api/v1/admin/matrimonial/profiles/{id}/id-check': async () => {
    const id = await auditMarriageProfile();
    const res = await asStaff('POST', `/api/v1/admin/matrimonial/profiles/${id}/id-check`, undefined);
    return { status: res.status, subjectType: 'marriage_profile', subjectId: id, action: 'matrimonial.id_check', before: { idCheckedAt: null }, after: {} };
  },
  'POST /api/v1/admin/matrimonial/reports/{id}/close': async () => {
    const profileId = await auditMarriageProfile();
    const [report] = await (await getDb()).insert(s.marriageReports).values({ profileId, reason: 'fake' }).returning({ id: s.marriageReports.id });
    const res = await asStaff('POST', `/api/v1/admin/matrimonial/reports/${report?.id}/close`, undefined);
    return {
      status: res.status,
      subjectType: 'marriage_report',
      subjectId: report?.id ?? 0,
      action: 'matrimonial.report.close',
      before: { state: 'open' },
      after: { state: 'closed' },
    };
  },
  'POST /api/v1/admin/jobs/{id}/release': async () => {
    const { postId } = await auditHeldJob();
    const res = await asStaff('POST', `/api/v1/admin/jobs/${postId}/release`, {});
    return {
      status: res.status,
      subjectType: 'career_post',
      subjectId: postId,
      action: 'career.post.release',
      before: { state: 'held' },
      after: { state: 'open' },
    };
  },
  'POST /api/v1/admin/jobs/{id}/reject': async () => {
    const { postId } = await auditHeldJob();
    const res = await asStaff('POST', `/api/v1/admin/jobs/${postId}/reject`, { reason: 'Asks for a fee' });
    return {
      status: res.status,
      subjectType: 'career_post',
      subjectId: postId,
      action: 'career.post.reject',
      after: { state: 'rejected', reason: 'Asks for a fee' },
    };
  },
  'POST /api/v1/admin/jobs/{id}/close': async () => {
    const { postId } = await auditHeldJob();
    const res = await asStaff('POST', `/api/v1/admin/jobs/${postId}/close`, { reason: 'Duplicate' });
    return { status: res.status, subjectType: 'career_post', subjectId: postId, action: 'career.post.close', after: { state: 'closed', reason: 'Duplicate' } };
  },
  'POST /api/v1/admin/jobs/messages/{id}/release': async () => {
    const { messageId } = await auditHeldJob();
    const res = await asStaff('POST', `/api/v1/admin/jobs/messages/${messageId}/release`, {});
    return { status: res.status, subjectType: 'career_message', subjectId: messageId, action: 'career.message.release', after: { state: 'sent' } };
  },
  'POST /api/v1/admin/jobs/messages/{id}/reject': async () => {
    const { messageId } = await auditHeldJob();
    const res = await asStaff('POST', `/api/v1/admin/jobs/messages/${messageId}/reject`, { reason: 'Off-platform' });
    return {
      status: res.status,
      subjectType: 'career_message',
      subjectId: messageId,
      action: 'career.message.reject',
      after: { state: 'rejected', reason: 'Off-platform' },
    };
  },
  'POST /api/v1/admin/lost-and-found/{id}/hide': async () => {
    const id = await auditNotice();
    const res = await asStaff('POST', `/api/v1/admin/lost-and-found/${id}/hide`, { reason: 'Asks for money' });
    return { status: res.status, subjectType: 'lost_found_notice', subjectId: id, action: 'notice.hide', after: { reason: 'Asks for money' } };
  },
  'POST /api/v1/admin/lost-and-found/{id}/restore': async () => {
    const id = await auditNotice();
    await asStaff('POST', `/api/v1/admin/lost-and-found/${id}/hide`, { reason: 'Checking it' });
    const res = await asStaff('POST', `/api/v1/admin/lost-and-found/${id}/restore`, undefined);
    return { status: res.status, subjectType: 'lost_found_notice', subjectId: id, action: 'notice.restore', after: { hidden: false } };
  },
  'POST /api/v1/admin/lost-and-found/{id}/approve': async () => {
    const id = await auditNotice();
    const res = await asStaff('POST', `/api/v1/admin/lost-and-found/${id}/approve`, undefined);
    return { status: res.status, subjectType: 'lost_found_notice', subjectId: id, action: 'notice.approve', after: { reviewed: true } };
  },
  'POST /api/v1/admin/learning/courses': async () => {
    const res = await auditCourse();
    return { status: res.status, subjectType: 'learning_course', subjectId: res.id, action: 'learning.course.create', after: { category: 'health' } };
  },
  'PUT /api/v1/admin/learning/courses/{id}': async () => {
    const { id, slug } = await auditCourse();
    const res = await asStaff('PUT', `/api/v1/admin/learning/courses/${id}`, { slug, category: 'safety', title: 'Audited course', published: true });
    return {
      status: res.status,
      subjectType: 'learning_course',
      subjectId: id,
      action: 'learning.course.update',
      after: { category: 'safety', published: true },
    };
  },
  'POST /api/v1/admin/learning/courses/{id}/lessons': async () => {
    const { id } = await auditCourse();
    const res = await asStaff('POST', `/api/v1/admin/learning/courses/${id}/lessons`, { kind: 'article', title: 'Read me', bodyMarkdown: 'Text.' });
    const lessonId = (res.body as Answer<{ id: number }>).data.id;
    return {
      status: res.status,
      subjectType: 'learning_lesson',
      subjectId: lessonId,
      action: 'learning.lesson.create',
      after: { courseId: id, kind: 'article' },
    };
  },
  'DELETE /api/v1/admin/learning/lessons/{id}': async () => {
    const { id } = await auditCourse();
    const added = await asStaff('POST', `/api/v1/admin/learning/courses/${id}/lessons`, { kind: 'article', title: 'Gone soon', bodyMarkdown: 'Text.' });
    const lessonId = (added.body as Answer<{ id: number }>).data.id;
    const res = await call('DELETE', `/api/v1/admin/learning/lessons/${lessonId}`, { token: staffToken, ip: IP });
    return {
      status: res.status,
      subjectType: 'learning_lesson',
      subjectId: lessonId,
      action: 'learning.lesson.remove',
      before: { courseId: id, title: 'Gone soon' },
      after: { removed: true },
    };
  },
  'PUT /api/v1/admin/learning/courses/{id}/quiz': async () => {
    const { id } = await auditCourse();
    const choices = [
      { en: 'Yes', hi: 'हाँ' },
      { en: 'No', hi: 'नहीं' },
    ];
    const res = await asStaff('PUT', `/api/v1/admin/learning/courses/${id}/quiz`, { questions: [{ question: 'Right?', choices, answer: 0 }] });
    return { status: res.status, subjectType: 'learning_course', subjectId: id, action: 'learning.quiz.set', after: { questions: 1 } };
  },
  'POST /api/v1/admin/learning/videos': async () => {
    const res = await auditVideo();
    return { status: res.status, subjectType: 'learning_student_video', subjectId: res.id, action: 'learning.video.create', after: { childAppears: true } };
  },
  'POST /api/v1/admin/learning/videos/{id}/consent': async () => {
    const { id } = await auditVideo();
    const res = await asStaff('POST', `/api/v1/admin/learning/videos/${id}/consent`, GUARDIAN);
    return {
      status: res.status,
      subjectType: 'learning_student_video',
      subjectId: id,
      action: 'learning.video.consent',
      after: { guardianName: 'Sunita Devi' },
    };
  },
  'POST /api/v1/admin/learning/videos/{id}/publish': async () => {
    const { id } = await auditVideo();
    await asStaff('POST', `/api/v1/admin/learning/videos/${id}/consent`, GUARDIAN);
    const res = await asStaff('POST', `/api/v1/admin/learning/videos/${id}/publish`, undefined);
    return {
      status: res.status,
      subjectType: 'learning_student_video',
      subjectId: id,
      action: 'learning.video.publish',
      before: { status: 'draft' },
      after: { status: 'published' },
    };
  },
  'POST /api/v1/admin/learning/videos/{id}/takedown': async () => {
    const { id } = await auditVideo();
    const res = await asStaff('POST', `/api/v1/admin/learning/videos/${id}/takedown`, { reason: 'The guardian asked' });
    return {
      status: res.status,
      subjectType: 'learning_student_video',
      subjectId: id,
      action: 'learning.video.takedown',
      after: { status: 'taken_down', reason: 'The guardian asked' },
    };
  },
};

/** A draft course (issue 42) made as staff, for learning's cases. */
async function auditCourse(): Promise<{ status: number; id: number; slug: string }> {
  const slug = `audit-${unique()}`.toLowerCase().replace(/[^a-z0-9-]/g, '-');
  const res = await asStaff('POST', '/api/v1/admin/learning/courses', { slug, category: 'health', title: 'Audited course' });
  return { status: res.status, id: (res.body as Answer<{ id: number }>).data.id, slug };
}

/** A draft student video a child appears in, made as staff. */
async function auditVideo(): Promise<{ status: number; id: number }> {
  const res = await asStaff('POST', '/api/v1/admin/learning/videos', { title: 'Sports day', youtubeId: 'M7lc1UVf-VE', childAppears: true });
  return { status: res.status, id: (res.body as Answer<{ id: number }>).data.id };
}

const GUARDIAN = { guardianName: 'Sunita Devi', guardianRelation: 'Mother', method: 'otp_guardian_mobile', consentedAt: '2026-12-01T05:00:00.000Z' };

/** A certificate (issue 42) for the credentials' cases. */
const auditCertificate = (titleEn: string) => ({
  kind: 'volunteering',
  name: unique('Audit holder'),
  titleEn,
  titleHi: 'स्वयंसेवक',
  descriptionEn: 'For the audit log.',
  descriptionHi: 'ऑडिट लॉग के लिए।',
});

/** A lost-and-found notice (issue 43) of a member of the public's, for the moderation cases. */
async function auditNotice(): Promise<number> {
  const owner = await registerUser();
  const res = await call<Answer<{ id: number }>>('POST', '/api/v1/lost-and-found', {
    token: await loginAs(owner),
    body: {
      side: 'lost',
      kind: 'thing',
      title: 'Black umbrella',
      description: 'A black umbrella left in the metro.',
      locality: 'Rajiv Chowk',
      city: 'Delhi',
      happenedOn: new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10),
    },
  });
  return res.body.data.id;
}

/**
 * Jobs (issue 43): a fee-asking post by another member of staff (held; the auditing admin may
 * release it), and on an open post of theirs an applicant with a held message (WhatsApp).
 */
async function auditHeldJob(): Promise<{ postId: number; messageId: number }> {
  const poster = await loginAs(await registerUser({ role: 'staff' }));
  const closesOn = new Date(Date.now() + 5.5 * 3_600_000 + 10 * 86_400_000).toISOString().slice(0, 10);
  const job = (description: string) =>
    call<Answer<{ id: number; slug: string }>>('POST', '/api/v1/job-posts', {
      token: poster,
      body: { kind: 'volunteer', title: unique('Audit volunteer'), description, place: 'Pune', closesOn },
    });
  const held = await job('Pay a registration fee of ₹200 first.');
  const open = await job('Teach children to read on Saturdays.');
  const applicant = await loginAs(await registerUser());
  await call('PUT', '/api/v1/me/jobs/resume', { token: applicant, body: { summary: 'Teacher' } });
  const applied = await call<Answer<{ id: number }>>('POST', `/api/v1/jobs/${open.body.data.slug}/apply`, { token: applicant, body: { note: '' } });
  const msg = await call<Answer<{ id: number }>>('POST', `/api/v1/job-applications/${applied.body.data.id}/messages`, {
    token: poster,
    body: { body: 'Join our WhatsApp group for the timetable.' },
  });
  return { postId: held.body.data.id, messageId: msg.body.data.id };
}

/** A challenge (issue 42) open today, made as staff, for the challenges' cases. */
async function auditChallenge(): Promise<{ status: number; id: number; slug: string }> {
  const day = new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);
  const campaign = await createCampaign();
  const res = await call<Answer<{ id: number; slug: string }>>('POST', '/api/v1/admin/challenges', {
    token: staffToken,
    ip: IP,
    body: { title: unique('Audit walk'), story: 'A walk.', unit: 'km', goal: '10', maxPerLog: '5', startsOn: day, endsOn: day, campaign: campaign.slug },
  });
  return { status: res.status, id: res.body.data.id, slug: res.body.data.slug };
}

/** A shop order paid by `method` (its payment and the vendor's order written straight), for the console's shop cases. */
async function paidShopOrder(vendorId: number, method: 'upi' | 'simulator', totalPaise: number, over: Partial<typeof s.shopOrders.$inferInsert>) {
  const db = await getDb();
  const buyer = await registerUser();
  // Payments' alphabet (no I, L, O, U): ten digits of the clock, then four random letters.
  const ref = `SG${String(Date.now()).slice(-10)}${Array.from({ length: 4 }, () => 'ABCDEFGHJKMNPQRSTVWXYZ'[Math.floor(Math.random() * 22)]).join('')}`;
  const [pay] = await db
    .insert(s.orders)
    .values({
      reference: ref,
      requestHash: 'audit',
      purpose: 'shop',
      userId: buyer.id,
      amountPaise: totalPaise,
      totalPaise,
      donorName: 'B',
      donorEmail: buyer.email,
      donorMobile: '9829011111',
      method,
      status: 'paid',
    })
    .returning({ id: s.orders.id });
  const reference = `SO${ref.slice(2, 14)}`;
  const [order] = await db
    .insert(s.shopOrders)
    .values({
      reference,
      paymentOrderId: pay?.id ?? 0,
      vendorId,
      buyerId: buyer.id,
      buyerName: 'B',
      buyerEmail: buyer.email,
      buyerPhone: '9829011111',
      shipTo: { name: 'B', phone: '9829011111', line1: '1 Road', line2: '', city: 'Pune', state: 'Maharashtra', pinCode: '411001' },
      totalPaise,
      holdUntil: new Date(),
      ...over,
    })
    .returning({ id: s.shopOrders.id });
  return { reference, order };
}

/** An approved shop owed ₹900 asks to withdraw ₹800: the withdrawal's id. */
async function requestedWithdrawal(name: string): Promise<number> {
  const vendor = await createVendor('approved', name);
  await (await getDb())
    .insert(s.journalPostings)
    .values({ source: `audit-sale:${vendor.id}`, line: 'sale', debit: 'foundation:collected', credit: `vendor:${vendor.id}`, amountPaise: 900_00 });
  const asked = await call('POST', '/api/v1/seller/payouts', { token: vendor.token, body: { amount: '800' } });
  return (asked.body as Answer<{ id: number }>).data.id;
}

describe('the audit log', () => {
  it('has a case for every mutation of the admin API (a new one must add its own)', async () => {
    const { app } = await getTestApp();
    const doc = JSON.parse((await app.inject('/api/docs/openapi.json')).body) as { paths: Record<string, Record<string, unknown>> };
    const mutations = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/v1/admin/'))
      .flatMap(([path, ops]) =>
        Object.keys(ops)
          .filter((m) => ['post', 'put', 'patch', 'delete'].includes(m))
          .map((m) => `${m.toUpperCase()} ${path}`),
      );
    expect(mutations.sort()).toEqual(Object.keys(CASES).sort());
  });

  it.each(Object.keys(CASES))('%s writes who, from where, what, before and after', async (key) => {
    const c = await (CASES[key] as Case)();
    expect([200, 201], key).toContain(c.status);
    const row = await lastAudit(c.subjectType, c.subjectId);
    expect(row, `no audit row for ${key}`).toBeTruthy();
    expect(row).toMatchObject({ actorId: staff.id, actorEmail: staff.email, action: c.action, ip: IP });
    // The log names it in words for people, not only by its code.
    expect(auditMessages.actionLabels[c.action], `no words for ${c.action}`).toBeTruthy();
    if (c.before) expect(row?.before).toMatchObject(c.before);
    expect(row?.after).toMatchObject(c.after);
  });

  it('the console page lists them, newest first, for staff only', async () => {
    const { app } = await getTestApp();
    const page = await app.inject({ method: 'GET', url: '/admin/audit', headers: { authorization: `Bearer ${staffToken}` } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('refund.refund');
    expect(page.body).toContain(staff.email);
    const api = await call<Answer<{ action: string }[]>>('GET', '/api/v1/admin/audit?action=contact.status', { token: staffToken });
    expect(api.body.data.length).toBeGreaterThan(0);
    expect(api.body.data.every((e) => e.action === 'contact.status')).toBe(true);
    const donor = await loginAs(await registerUser());
    expect((await call('GET', '/api/v1/admin/audit', { token: donor })).status).toBe(403);
  });

  it('a staff member’s change to someone else’s campaign in the editor, and publishing, are logged', async () => {
    const owner = await registerUser();
    const c = await createCampaign({ status: 'draft', ownerId: owner.id, image: '/media/x.jpg', storyHtml: '<p>Story</p>', goalPaise: 100000_00 });
    const { services } = await getTestApp();
    await services.campaigner.save({ userId: staff.id, staff: true }, c.id, {
      title: 'Renamed by staff',
      categoryId: c.categoryId,
      goalRupees: 200000,
      endsOn: '',
      summary: 'A summary',
      story: 'Story',
      videoUrl: '',
      faqs: [],
    });
    const edit = await lastAudit('campaign', c.id);
    expect(edit).toMatchObject({ action: 'campaign.edit', actorId: staff.id });
    expect(edit?.before).toMatchObject({ title: c.title, goalPaise: 100000_00 });
    expect(edit?.after).toMatchObject({ title: 'Renamed by staff', goalPaise: 200000_00 });
    await services.campaigner.publish(c.id, staff.id);
    expect(await lastAudit('campaign', c.id)).toMatchObject({ action: 'campaign.publish', actorId: staff.id, after: { status: 'published' } });
    // The owner editing their own draft is their business, not the console's.
    const mine = await createCampaign({ status: 'draft', ownerId: owner.id });
    await services.campaigner.save({ userId: owner.id, staff: false }, mine.id, {
      title: 'Mine',
      categoryId: mine.categoryId,
      goalRupees: 1000,
      endsOn: '',
      summary: '',
      story: '',
      videoUrl: '',
      faqs: [],
    });
    expect(await lastAudit('campaign', mine.id)).toBeUndefined();
  });
});
