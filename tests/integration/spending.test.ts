// Where a campaign's money went (issue 26), through its API: the campaigner proposes, staff
// approve (a second staff member above the set amount), the public list shows only what was
// approved, spending never passes what was raised plus what the foundation added (also with
// two approvals at once on PostgreSQL), and a correction keeps the version it replaced.
import { spendingText as st } from '@sahyog/core';
import { schema as s } from '@sahyog/db';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type {} from '../../apps/server/src/modules/spending/index.ts';
import { type Answer, call, loginAs, messagesTo, registerUser, signedIn, type TestUser } from '../support/accounts.ts';
import { getTestApp } from '../support/app.ts';
import { getDb } from '../support/db.ts';
import { createCampaign, createDonation } from '../support/factories.ts';
import { type SpendingCast, spendingCast } from '../support/spending.ts';

interface Item {
  id: number;
  status: string;
  awaitingSecondApproval: boolean;
  date: string;
  amountPaise: number;
  category: string;
  description: string;
  quantity: number | null;
  unit: string | null;
  replacesId: number | null;
}

let owner: TestUser;
let ownerToken = '';
let staff: { id: number; token: string };
let admin: { id: number; token: string };
let categoryId = 0;
let cast: SpendingCast;

beforeAll(async () => {
  cast = await spendingCast('Campaign owner');
  ({ owner, ownerToken, staff, categoryId } = cast);
  admin = await signedIn('admin');
});

const campaign = (rupees: number) => cast.campaign(rupees);
const spend = (slug: string, body: Record<string, unknown>, token = ownerToken) => cast.spend<Item>(slug, body, token);
/** Why staff approve these tests' payments, which come without a bill (required since issue 38). */
const NO_BILL = 'Paid in cash at the village market, where no bills are given';
const decide = (id: number, body: Record<string, string>, token = staff.token) =>
  call<Answer<Item>>('POST', `/api/v1/admin/spending/${id}/decision`, {
    token,
    body: body.decision === 'approve' && body.reason === undefined ? { ...body, reason: NO_BILL } : body,
  });
const list = async (slug: string) => (await call<Answer<Item[]>>('GET', `/api/v1/campaigns/${slug}/spending`)).body.data;

describe('proposing spending', () => {
  it('is for the campaign’s campaigner or staff, checked field by field, and public only once approved', async () => {
    const c = await campaign(100_000);
    const stranger = await registerUser();
    expect((await spend(c.slug, { amount: '60000' }, await loginAs(stranger))).status).toBe(403);
    expect((await call('POST', `/api/v1/campaigns/${c.slug}/spending`, { body: {} })).status).toBe(401);
    for (const amount of ['-5', '0', '1e3', 'abc', '']) expect((await spend(c.slug, { amount })).body.errors, amount).toEqual({ amount: st.amountInvalid });
    expect((await spend(c.slug, { amount: '100', quantity: 120, unit: '' })).body.errors).toEqual({ unit: st.unitRequired });
    expect((await spend(c.slug, { amount: '100', quantity: '1.5', unit: 'kits' })).body.errors).toEqual({ quantity: st.quantityInvalid });
    const future = await spend(c.slug, { amount: '100', spentOn: '2099-01-01' });
    expect(future.body.errors).toEqual({ spentOn: st.dateInvalid });
    const unknownCategory = await spend(c.slug, { amount: '100', categoryId: 999_999 });
    expect(unknownCategory.body.errors).toEqual({ categoryId: st.categoryInvalid });

    const made = await spend(c.slug, { amount: '12,000', quantity: '24', unit: 'blankets' });
    expect(made.status, made.text).toBe(201);
    expect(made.body.data).toMatchObject({ status: 'proposed', amountPaise: 12_000_00, quantity: 24, unit: 'blankets', category: 'Clothing and blankets' });
    expect(await list(c.slug)).toEqual([]);
    expect((await decide(made.body.data.id, { decision: 'approve' }, ownerToken)).status).toBe(403);
    const approved = await decide(made.body.data.id, { decision: 'approve' });
    expect(approved.body.data).toMatchObject({ status: 'approved', awaitingSecondApproval: false });
    expect((await list(c.slug)).map((i) => i.id)).toEqual([made.body.data.id]);
    expect((await decide(made.body.data.id, { decision: 'reject', reason: 'too late' })).status).toBe(409);
  });

  it('a rejected item says why and is never public', async () => {
    const c = await campaign(10_000);
    const made = await spend(c.slug, { amount: '500' });
    expect((await decide(made.body.data.id, { decision: 'reject', reason: '' })).body.errors).toEqual({ reason: st.reasonRequired });
    expect((await decide(made.body.data.id, { decision: 'reject', reason: 'The bill is for another campaign' })).body.data.status).toBe('rejected');
    expect(await list(c.slug)).toEqual([]);
  });
});

describe('the spending rule', () => {
  it('never lets spending pass what was raised plus what the foundation added', async () => {
    const c = await campaign(20_000);
    const first = await spend(c.slug, { amount: '15000' });
    const second = await spend(c.slug, { amount: '6000' });
    expect((await decide(first.body.data.id, { decision: 'approve' })).status).toBe(200);
    // ₹15,000 + ₹6,000 = ₹21,000 of ₹20,000.
    const over = await decide(second.body.data.id, { decision: 'approve' });
    expect(over.status).toBe(409);
    expect(over.body.message).toBe(st.overspend('₹21,000', '₹20,000'));
    // The foundation adds ₹1,000 of its own: now it fits exactly.
    const added = await call<Answer<{ spentPaise: number; foundationAddedPaise: number }>>('POST', `/api/v1/admin/campaigns/${c.slug}/foundation-funds`, {
      token: staff.token,
      body: { amount: '1000', note: 'From the foundation’s winter fund' },
    });
    expect(added.status, added.text).toBe(201);
    expect(added.body.data).toMatchObject({ spentPaise: 15_000_00, foundationAddedPaise: 1_000_00 });
    expect((await decide(second.body.data.id, { decision: 'approve' })).body.data.status).toBe('approved');
    const { app } = await getTestApp();
    expect(await app.spending.figures(c.id)).toEqual({ spentPaise: 21_000_00, foundationAddedPaise: 1_000_00 });
  });

  it('staff cover the rest from the console, beside the refused payment; the page then says raised and added', async () => {
    const c = await campaign(2_000);
    const made = await spend(c.slug, { amount: '2500' });
    const refused = await decide(made.body.data.id, { decision: 'approve' });
    expect(refused.body.message).toBe(st.overspend('₹2,500', '₹2,000'));
    const { app } = await getTestApp();
    const queue = await app.inject({ method: 'GET', url: '/admin/spending', headers: { authorization: `Bearer ${staff.token}` } });
    expect(queue.body).toContain(`value="${c.slug}"`);
    const post = (fields: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/admin/spending',
        headers: { authorization: `Bearer ${staff.token}`, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ intent: 'funds', campaign: c.slug, ...fields }).toString(),
      });
    // No note: refused, nothing added.
    expect((await post({ amount: '500', note: '' })).statusCode).toBe(302);
    expect((await app.spending.figures(c.id)).foundationAddedPaise).toBe(0);
    expect((await post({ amount: '500', note: 'From the general fund' })).statusCode).toBe(302);
    expect((await app.spending.figures(c.id)).foundationAddedPaise).toBe(500_00);
    expect((await decide(made.body.data.id, { decision: 'approve' })).body.data.status).toBe('approved');
    const page = (await app.inject({ method: 'GET', url: `/campaigns/${c.slug}` })).body;
    expect(page).toContain(st.raisedAndAdded);
    expect(page).toContain(st.foundationAdded('₹500'));
    // A donor (not staff) cannot add money through the console.
    const donor = await loginAs(await registerUser());
    const denied = await app.inject({
      method: 'POST',
      url: '/admin/spending',
      headers: { authorization: `Bearer ${donor}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ intent: 'funds', campaign: c.slug, amount: '99', note: 'Mine' }).toString(),
    });
    expect(denied.statusCode).toBeGreaterThanOrEqual(400);
    expect((await app.spending.figures(c.id)).foundationAddedPaise).toBe(500_00);
  });

  it('holds with two approvals at once: one of two spends that together pass the raised figure is approved', async () => {
    const c = await campaign(10_000);
    const a = await spend(c.slug, { amount: '6000' });
    const b = await spend(c.slug, { amount: '6000' });
    const other = await signedIn('staff');
    const [x, y] = await Promise.all([decide(a.body.data.id, { decision: 'approve' }), decide(b.body.data.id, { decision: 'approve' }, other.token)]);
    expect([x.status, y.status].sort()).toEqual([200, 409]);
    const { app } = await getTestApp();
    expect((await app.spending.figures(c.id)).spentPaise).toBe(6_000_00);
  });

  it('above the set amount, a second staff member approves before it is public', async () => {
    const c = await campaign(200_000);
    // The default second-approval amount is ₹50,000.
    const big = await spend(c.slug, { amount: '75000', quantity: 150, unit: 'blankets' });
    const once = await decide(big.body.data.id, { decision: 'approve' });
    expect(once.body.data).toMatchObject({ status: 'proposed', awaitingSecondApproval: true });
    expect(await list(c.slug)).toEqual([]);
    const again = await decide(big.body.data.id, { decision: 'approve' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(st.secondApprover);
    expect((await decide(big.body.data.id, { decision: 'approve' }, admin.token)).body.data.status).toBe('approved');
    expect((await list(c.slug)).map((i) => i.id)).toEqual([big.body.data.id]);
    const db = await getDb();
    const actions = await db
      .select({ action: s.auditEvents.action, actorId: s.auditEvents.actorId })
      .from(s.auditEvents)
      .where(and(eq(s.auditEvents.subjectType, 'spending-item'), eq(s.auditEvents.subjectId, String(big.body.data.id))))
      // In the order they happened (rows come back in no set order without it).
      .orderBy(s.auditEvents.id);
    expect(actions).toEqual([
      { action: 'spending.propose', actorId: owner.id },
      { action: 'spending.first-approve', actorId: staff.id },
      { action: 'spending.approve', actorId: admin.id },
    ]);
  });
});

describe('the campaigner hears what staff decided', () => {
  it('approved: public, with the link to it; not approved: the reason and the way back to the editor; a first of two approvals says nothing yet; in their language', async () => {
    const own = await spendingCast('Meena Kumari');
    const c = await own.campaign(200_000);
    const mail = async () => (await messagesTo(own.owner.email)).filter((m) => m.channel === 'email');
    const approved = await own.spend<Item>(c.slug, { amount: '12,000', description: 'Winter blankets for the hostel' });
    await decide(approved.body.data.id, { decision: 'approve' });
    const [yes] = await mail();
    expect(yes?.subject).toBe('Your payment of ₹12,000 is approved: Winter blankets for the hostel');
    expect(yes?.body).toContain('Namaste Meena Kumari');
    expect(yes?.body).toContain('(paid on 15 Nov 2026)');
    expect(yes?.body).toContain(`/campaigns/${c.slug}#spending`);
    // No bill was sent, so none waits for its redaction.
    expect(yes?.body).not.toContain('blacked out');

    const refused = await own.spend<Item>(c.slug, { amount: '900', description: 'Tea for volunteers' });
    await decide(refused.body.data.id, { decision: 'reject', reason: 'Tea is not what donors gave for: record the blankets only.' });
    const no = (await mail()).find((m) => m.subject.includes('not approved'));
    expect(no?.subject).toBe('Your payment of ₹900 was not approved: Tea for volunteers');
    expect(no?.body).toContain('Tea is not what donors gave for: record the blankets only.');
    expect(no?.body).toContain(`/my-campaigns/${c.id}`);

    // Above the set amount: nothing after the first approval, one email after the second.
    await getDb().then((db) => db.update(s.users).set({ language: 'hi' }).where(eq(s.users.id, own.owner.id)));
    const big = await own.spend<Item>(c.slug, { amount: '75000', description: 'Blankets' });
    await decide(big.body.data.id, { decision: 'approve' });
    expect(await mail()).toHaveLength(2);
    await decide(big.body.data.id, { decision: 'approve' }, admin.token);
    const all = await mail();
    expect(all).toHaveLength(3);
    expect(all.map((m) => m.subject)).toContain('₹75,000 का आपका भुगतान स्वीकृत हुआ: Blankets');
    // A description of several lines makes a subject of one (no header a mail client could misread).
    const lines = await own.spend<Item>(c.slug, { amount: '100', description: 'Books\r\nBcc: victim@example.com\u2028X-Injected: 1' });
    await decide(lines.body.data.id, { decision: 'approve' });
    const oneLine = (await mail()).find((m) => m.subject.includes('Books'));
    expect(oneLine?.subject).toBe('₹100 का आपका भुगतान स्वीकृत हुआ: Books Bcc: victim@example.com X-Injected: 1');
    // Another campaigner's outbox has none of it.
    expect((await messagesTo(owner.email)).some((m) => m.subject.includes('Winter blankets for the hostel'))).toBe(false);
  });
});

describe('a correction', () => {
  it('replaces an approved item once approved, and the earlier version stays in its history', async () => {
    const c = await campaign(50_000);
    const made = await spend(c.slug, { amount: '9000', quantity: 18, unit: 'blankets' });
    await decide(made.body.data.id, { decision: 'approve' });
    const fixed = await call<Answer<Item>>('POST', `/api/v1/campaigns/${c.slug}/spending/${made.body.data.id}/corrections`, {
      token: ownerToken,
      body: {
        spentOn: '2026-11-15',
        categoryId,
        payee: 'Shree Textiles, Jaipur',
        description: 'Winter blankets (the bill says 20)',
        amount: '10000',
        quantity: 20,
        unit: 'blankets',
      },
    });
    expect(fixed.status, fixed.text).toBe(201);
    expect(fixed.body.data).toMatchObject({ status: 'proposed', replacesId: made.body.data.id });
    // Until it is approved the public still sees the first version.
    expect((await list(c.slug)).map((i) => i.amountPaise)).toEqual([9_000_00]);
    await decide(fixed.body.data.id, { decision: 'approve' });
    expect((await list(c.slug)).map((i) => [i.id, i.amountPaise])).toEqual([[fixed.body.data.id, 10_000_00]]);
    // The public list and the campaign's page say it changed, and what it said before.
    const [shown] = (await call<Answer<(Item & { corrected: unknown })[]>>('GET', `/api/v1/campaigns/${c.slug}/spending`)).body.data;
    expect(shown?.corrected).toEqual({ date: '2026-11-15', amountPaise: 9_000_00, description: 'Winter blankets' });
    const page = await (await getTestApp()).app.inject({ method: 'GET', url: `/campaigns/${c.slug}` });
    expect(page.body).toContain('Corrected after it was first shown: it said ₹9,000 on');
    const history = await call<Answer<Item[]>>('GET', `/api/v1/spending/${fixed.body.data.id}/history`);
    expect(history.body.data.map((i) => [i.status, i.amountPaise, i.quantity])).toEqual([
      ['superseded', 9_000_00, 18],
      ['approved', 10_000_00, 20],
    ]);
    const { app } = await getTestApp();
    expect((await app.spending.figures(c.id)).spentPaise).toBe(10_000_00);
    // A superseded item cannot be corrected again, nor another campaign's.
    expect(
      (
        await call('POST', `/api/v1/campaigns/${c.slug}/spending/${made.body.data.id}/corrections`, {
          token: ownerToken,
          body: { spentOn: '2026-11-15', categoryId, payee: 'X Y', description: 'again', amount: '1' },
        })
      ).status,
    ).toBe(404);
    expect((await call('GET', '/api/v1/spending/0x1/history')).status).toBe(422);
  });
});

describe('two corrections of one approved payment', () => {
  const correct = (slug: string, id: number, amount: string) =>
    call<Answer<Item>>('POST', `/api/v1/campaigns/${slug}/spending/${id}/corrections`, {
      token: ownerToken,
      body: { spentOn: '2026-11-15', categoryId, payee: 'Shree Textiles, Jaipur', description: 'Winter blankets', amount },
    });

  it('count once: only a correction of the chain’s current head is approved, the second answers 409 and is never public (issue 38)', async () => {
    // ₹50,000 raised: both corrections would fit under the over-spend ceiling if both counted.
    const c = await campaign(50_000);
    const made = await spend(c.slug, { amount: '9000' });
    await decide(made.body.data.id, { decision: 'approve' });
    const b = await correct(c.slug, made.body.data.id, '10000');
    const cc = await correct(c.slug, made.body.data.id, '12000');
    expect([b.status, cc.status]).toEqual([201, 201]);
    expect((await decide(b.body.data.id, { decision: 'approve' })).body.data.status).toBe('approved');
    const second = await decide(cc.body.data.id, { decision: 'approve' });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(st.correctedMeanwhile);
    // ₹10,000 spent, not ₹22,000: the public list, the figures and the page show the one correction.
    const { app } = await getTestApp();
    expect((await app.spending.figures(c.id)).spentPaise).toBe(10_000_00);
    expect((await list(c.slug)).map((i) => [i.id, i.amountPaise])).toEqual([[b.body.data.id, 10_000_00]]);
    const page = (await app.inject({ method: 'GET', url: `/campaigns/${c.slug}` })).body;
    expect(page).not.toContain('₹12,000');
    // It stays in staff's queue, to be rejected; rejecting it changes no figure.
    expect((await decide(cc.body.data.id, { decision: 'reject', reason: 'Corrected already by the other correction' })).body.data.status).toBe('rejected');
    expect((await app.spending.figures(c.id)).spentPaise).toBe(10_000_00);
  });

  it('approved at once by two staff members: one is approved, the other answers 409, counted once', async () => {
    // On PGlite the two requests run one after the other; on PostgreSQL (this file is in
    // tests/postgres-files.txt) they race for the campaign's lock, and the second reads the first's
    // supersession after it, so this is where the lock is proved.
    const c = await campaign(50_000);
    const made = await spend(c.slug, { amount: '9000' });
    await decide(made.body.data.id, { decision: 'approve' });
    const b = await correct(c.slug, made.body.data.id, '10000');
    const cc = await correct(c.slug, made.body.data.id, '12000');
    const other = await signedIn('staff');
    const answers = await Promise.all([decide(b.body.data.id, { decision: 'approve' }), decide(cc.body.data.id, { decision: 'approve' }, other.token)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const won = answers.find((a) => a.status === 200)?.body.data;
    const { app } = await getTestApp();
    expect((await app.spending.figures(c.id)).spentPaise).toBe(won?.amountPaise);
    expect((await list(c.slug)).map((i) => i.id)).toEqual([won?.id]);
  });
});

describe('a payment without a bill', () => {
  it('is approved only with a written reason (a field error without one, nothing written), and says so on the page and in every email, in English and Hindi', async () => {
    const own = await spendingCast('Sunita Devi');
    const c = await createCampaign({ ownerId: own.owner.id, status: 'published' });
    const donorEmail = `${Date.now()}-kavita@example.test`;
    await createDonation({ campaignId: c.id, amountPaise: 5_000_00, donorEmail, donorName: 'Kavita', paidAt: new Date('2026-11-10T10:00:00+05:30') });
    const made = await own.spend<Item>(c.slug, { amount: '3000', description: 'Rice for the camp kitchen' });
    const approve = (reason?: string) =>
      call<Answer<Item>>('POST', `/api/v1/admin/spending/${made.body.data.id}/decision`, {
        token: staff.token,
        body: reason === undefined ? { decision: 'approve' } : { decision: 'approve', reason },
      });
    // No reason, or under 10 characters once trimmed ("Paid cash" is 9): a field error.
    for (const reason of [undefined, '', 'Paid cash', '   Paid cash   ']) {
      const refused = await approve(reason);
      expect(refused.status, String(reason)).toBe(422);
      expect(refused.body.errors, String(reason)).toEqual({ reason: st.noBillReasonRequired });
    }
    const db = await getDb();
    const [still] = await db.select().from(s.spendingItems).where(eq(s.spendingItems.id, made.body.data.id));
    expect(still).toMatchObject({ status: 'proposed', noBillReason: null, approvedBy: null });
    expect(await list(c.slug)).toEqual([]);
    expect(await messagesTo(own.owner.email)).toEqual([]);
    // Ten characters is enough.
    const approved = await approve('Paid cash.');
    expect(approved.status, approved.text).toBe(200);
    expect(approved.body.data).toMatchObject({ status: 'approved', noBillReason: 'Paid cash.' });
    expect((await list(c.slug)).map((i) => (i as Item & { noBillReason: string | null }).noBillReason)).toEqual(['Paid cash.']);
    // The campaign's page says no bill was provided, with the reason, in each language.
    const { app } = await getTestApp();
    app.publicCache.clear();
    const en = (await app.inject({ method: 'GET', url: `/campaigns/${c.slug}` })).body;
    expect(en).toContain('No bill was provided. Our team approved it because: Paid cash.');
    const hi = (await app.inject({ method: 'GET', url: `/hi/campaigns/${c.slug}` })).body;
    expect(hi).toContain('कोई बिल नहीं दिया गया। हमारी टीम ने इसे इस कारण से मंज़ूर किया: Paid cash.');
    // The donor whose gift it spent, and the campaigner: neither is told it was checked against a bill.
    await (await getTestApp()).jobs.drain();
    const toDonor = (await messagesTo(donorEmail)).filter((m) => m.subject.includes('your ₹5,000'));
    expect(toDonor).toHaveLength(1);
    expect(toDonor[0]?.body).toContain(
      '₹3,000 of it paid for Rice for the camp kitchen, approved by our team although no bill was provided, because: Paid cash.',
    );
    expect(toDonor[0]?.body).not.toContain('against the bill');
    expect(toDonor[0]?.body).not.toContain('with the bill');
    // The gift's private page says so too.
    const link = toDonor[0]?.body.match(/\/gifts\/\d+\/[A-Za-z0-9_-]+/)?.[0] ?? '';
    const story = await app.inject({ method: 'GET', url: link });
    expect(story.statusCode, link).toBe(200);
    expect(story.body).toContain('No bill was provided. Our team approved it because: Paid cash.');
    const toOwner = (await messagesTo(own.owner.email)).filter((m) => m.channel === 'email');
    expect(toOwner.map((m) => m.subject)).toEqual(['Your payment of ₹3,000 is approved: Rice for the camp kitchen']);
    expect(toOwner[0]?.body).toContain(
      'No bill was provided for your payment of ₹3,000 for Rice for the camp kitchen (paid on 15 Nov 2026). Our team approved it all the same, because: Paid cash.',
    );
    expect(toOwner[0]?.body).not.toContain('against its bill');
    // In Hindi for a campaigner who reads Hindi.
    await db.update(s.users).set({ language: 'hi' }).where(eq(s.users.id, own.owner.id));
    const dal = await own.spend<Item>(c.slug, { amount: '500', description: 'Dal' });
    await decide(dal.body.data.id, { decision: 'approve', reason: 'Bought at the weekly market' });
    const hindi = (await messagesTo(own.owner.email)).find((m) => m.subject === '₹500 का आपका भुगतान स्वीकृत हुआ: Dal');
    expect(hindi?.body).toContain(
      'Dal के लिए ₹500 के आपके भुगतान (15 नवंबर 2026 को किया गया) का कोई बिल नहीं दिया गया। हमारी टीम ने इसे फिर भी इस कारण से स्वीकृत किया: Bought at the weekly market।',
    );
    expect(hindi?.body).not.toContain('बिल से मिलाकर');
  });
});

describe('what a gift bought', () => {
  it('is each gift’s share of the spending, first in first out, a refunded gift releasing its share', async () => {
    const c = await createCampaign({ ownerId: owner.id, status: 'published', raisedPaise: 0 });
    // A ₹3,000 (12 Nov), B ₹10,000 refunded (12 Nov, later), C ₹57,000 (13 Nov), D ₹5,000 (14 Nov).
    const at = (day: string) => new Date(`2026-11-${day}T10:00:00+05:30`);
    const a = await createDonation({ campaignId: c.id, amountPaise: 3_000_00, paidAt: at('12') });
    const b = await createDonation({ campaignId: c.id, amountPaise: 10_000_00, paidAt: new Date(at('12').getTime() + 60_000), status: 'refunded' });
    const cc = await createDonation({ campaignId: c.id, amountPaise: 57_000_00, paidAt: at('13') });
    const d = await createDonation({ campaignId: c.id, amountPaise: 5_000_00, paidAt: at('14') });
    // 120 blankets for ₹60,000 on 15 Nov: A's ₹3,000 is 6 of them, C's ₹57,000 the other 114.
    const made = await spend(c.slug, { amount: '60000', quantity: 120, unit: 'blankets', spentOn: '2026-11-15' });
    // Above ₹50,000: two staff members approve it.
    await decide(made.body.data.id, { decision: 'approve' });
    expect((await decide(made.body.data.id, { decision: 'approve' }, admin.token)).body.data.status).toBe('approved');
    const { app } = await getTestApp();
    const stories = await app.spending.giftStories([a.id, b.id, cc.id, d.id]);
    const of = (id: number) => stories.find((x) => x.donationId === id)?.shares.map((sh) => [sh.amountPaise, sh.quantityMilli, sh.description]);
    expect(of(a.id)).toEqual([[3_000_00, 6000, 'Winter blankets']]);
    expect(of(cc.id)).toEqual([[57_000_00, 114000, 'Winter blankets']]);
    // The refunded gift bought nothing, and D's money is not spent yet.
    expect(of(b.id)).toBeUndefined();
    expect(of(d.id)).toBeUndefined();
  });
});

describe('hostile input', () => {
  it('is refused with the field named and writes nothing: control characters, bidi overrides, lengths, other campaigns’ items, other spellings of ids', async () => {
    const c = await campaign(10_000);
    const other = await campaign(10_000);
    const db = await getDb();
    const count = async () => (await db.select({ id: s.spendingItems.id }).from(s.spendingItems).where(eq(s.spendingItems.campaignId, c.id))).length;
    const before = await count();
    for (const [field, value] of [
      ['payee', 'Shree\u0000Textiles'],
      ['payee', 'Pune\u202e'],
      ['payee', 'x'.repeat(201)],
      ['description', 'y'.repeat(1001)],
      ['description', '  '],
      ['unit', 'z'.repeat(41)],
      ['spentOn', '2026-02-30'],
      ['spentOn', '15/11/2026'],
      ['categoryId', '0x2'],
    ] as const) {
      const r = await spend(c.slug, { amount: '100', quantity: 1, unit: 'kit', [field]: value });
      expect(r.status, `${field}: ${JSON.stringify(value).slice(0, 40)}`).toBe(422);
      expect(Object.keys(r.body.errors ?? {}), field).toContain(field);
    }
    expect(await count()).toBe(before);
    // An approved item of another campaign cannot be corrected through this one's address.
    const theirs = await spend(other.slug, { amount: '100' });
    await decide(theirs.body.data.id, { decision: 'approve' });
    const crossed = await call('POST', `/api/v1/campaigns/${c.slug}/spending/${theirs.body.data.id}/corrections`, {
      token: ownerToken,
      body: { spentOn: '2026-11-15', categoryId, payee: 'Shree Textiles', description: 'Blankets', amount: '1' },
    });
    expect(crossed.status).toBe(404);
    expect(await count()).toBe(before);
    // Ids are digits: "0x1", "1e0" and a negative are not an item.
    for (const id of ['0x1', '1e0', '-1'])
      expect((await call('POST', `/api/v1/admin/spending/${id}/decision`, { token: staff.token, body: { decision: 'approve' } })).status, id).toBe(422);
    // A decision needs a known word.
    expect((await decide(theirs.body.data.id, { decision: 'maybe' })).status).toBe(422);
  });
});
