// The site in Hindi: every page again under /hi, its language in <html lang>, hreflang pairs that
// point at each other, a switch that remembers the choice (and never sends a search engine
// elsewhere), and a gift made on a Hindi page thanked in Hindi.
import { formatDate, headerMessages, monthlyMessages, periodLabel } from '@sahyog/core';
import { schema as s } from '@sahyog/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type {} from '../../apps/server/src/modules/monthly/index.ts';
import { runInLanguage } from '../../apps/server/src/platform/language.ts';
import { call, loginAs, messagesTo, nextIp, registerUser, uniqueEmail, uniquePhone } from '../support/accounts.ts';
import { getTestApp } from '../support/app.ts';
import { getDb } from '../support/db.ts';
import { createCampaign, unique } from '../support/factories.ts';
import { monthOrdersOf, paidGift } from '../support/gifts.ts';

async function page(url: string, headers: Record<string, string> = {}) {
  const { app } = await getTestApp();
  return app.inject({ method: 'GET', url, headers, remoteAddress: nextIp() });
}

/** The page's hreflang alternates, as a search engine reads them. */
function alternates(html: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)) out[m[1] as string] = m[2] as string;
  return out;
}

// The server's own language scope (tests share its process): what a /hi request reads.
const inHindi = <T>(read: () => T): T => runInLanguage('hi', read);

describe('Hindi pages', () => {
  it('answer under /hi in Hindi, with lang="hi-IN", and English stays at its address', async () => {
    const hindiDonate = inHindi(() => headerMessages.donateNow);
    expect(hindiDonate).not.toBe('Donate Now');
    for (const [en, hi] of [
      ['/', '/hi'],
      ['/faq', '/hi/faq'],
      ['/explore-campaigns', '/hi/explore-campaigns'],
      ['/about', '/hi/about'],
    ] as const) {
      const english = await page(en);
      const hindi = await page(hi);
      expect(english.statusCode, en).toBe(200);
      expect(hindi.statusCode, hi).toBe(200);
      expect(english.body).toContain('<html lang="en-IN"');
      expect(hindi.body).toContain('<html lang="hi-IN"');
      expect(english.body).toContain('>Donate Now<');
      expect(hindi.body).toContain(`>${hindiDonate}<`);
      // The layout's own words are Hindi (content without a Hindi version may stay English).
      expect(english.body).toContain('Skip to content');
      expect(hindi.body).not.toContain('Skip to content');
      // Links from a Hindi page stay in Hindi; assets and the API do not move.
      expect(hindi.body).toContain('href="/hi/explore-campaigns"');
      expect(hindi.body).not.toMatch(/href="\/explore-campaigns"/);
    }
  }, 90_000);

  it('name each other in hreflang pairs that match (and x-default is English)', async () => {
    const c = await createCampaign();
    for (const path of ['/', '/faq', `/campaigns/${c.slug}`, '/blog']) {
      const english = alternates((await page(path)).body);
      const hindiPath = path === '/' ? '/hi' : `/hi${path}`;
      const hindi = alternates((await page(hindiPath)).body);
      expect(english, path).toEqual(hindi);
      expect(new URL(english['en-IN'] as string).pathname).toBe(path);
      expect(new URL(english['hi-IN'] as string).pathname).toBe(hindiPath);
      expect(english['x-default']).toBe(english['en-IN']);
    }
  });

  it('the switch remembers the choice and keeps the page and its query, never leaving the site', async () => {
    const to = await page(`/language/hi?next=${encodeURIComponent('/explore-campaigns?q=dog')}`);
    expect(to.statusCode).toBe(303);
    expect(to.headers.location).toBe('/hi/explore-campaigns?q=dog');
    expect(String(to.headers['set-cookie'])).toMatch(/^lang=hi; Path=\/; Max-Age=\d+; SameSite=Lax/);
    const back = await page(`/language/en?next=${encodeURIComponent('/hi/faq')}`);
    expect(back.headers.location).toBe('/faq');
    expect(String(back.headers['set-cookie'])).toMatch(/^lang=en;/);
    for (const next of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)']) {
      const res = await page(`/language/hi?next=${encodeURIComponent(next)}`);
      expect(res.headers.location, next).toBe('/hi');
    }
    expect((await page('/language/fr?next=/')).statusCode).toBe(404);
    // Too long, empty, control characters, header injection: home, never echoed into a header.
    for (const next of ['/'.padEnd(5000, 'a'), '', '/faq\r\nset-cookie: sid=stolen', '/\u0000faq']) {
      const res = await page(`/language/hi?next=${encodeURIComponent(next)}`);
      expect(res.statusCode, JSON.stringify(next)).toBe(303);
      expect(res.headers.location, JSON.stringify(next)).toBe('/hi');
      expect(String(res.headers['set-cookie'])).toMatch(/^lang=hi;/);
    }
  });

  it('a visitor who chose Hindi opening an English address is sent to the Hindi page; a search engine never is', async () => {
    const { app } = await getTestApp();
    await app.listen({ port: 0, host: '127.0.0.1' }).catch(() => undefined);
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const base = `http://127.0.0.1:${port}`;
    const chose = await fetch(`${base}/faq?utm_source=whatsapp`, { headers: { cookie: 'lang=hi' }, redirect: 'manual' });
    expect(chose.status).toBe(302);
    expect(chose.headers.get('location')).toBe('/hi/faq?utm_source=whatsapp');
    const crawler = await fetch(`${base}/faq`, { redirect: 'manual', headers: { 'user-agent': 'Googlebot/2.1' } });
    expect(crawler.status).toBe(200);
    expect(await crawler.text()).toContain('<html lang="en-IN"');
    // A forged or unknown language in the cookie is no choice: the English page.
    for (const cookie of ['lang=xx', 'lang=hi%0d%0a', 'lang=../hi', `lang=${'h'.repeat(4000)}`]) {
      expect((await fetch(`${base}/faq`, { headers: { cookie }, redirect: 'manual' })).status, cookie).toBe(200);
    }
    // English chosen: the English page, not a loop.
    expect((await fetch(`${base}/faq`, { headers: { cookie: 'lang=en' }, redirect: 'manual' })).status).toBe(200);
    // Not pages: never moved.
    expect((await fetch(`${base}/healthz`, { headers: { cookie: 'lang=hi' }, redirect: 'manual' })).status).toBe(200);
  });
});

describe('a gift made on a Hindi page', () => {
  it('is an order in Hindi, thanked by a Hindi email and SMS (₹3,000, "26 नवंबर 2026"), links to the Hindi pages', async () => {
    const { app, db } = await getTestApp();
    const c = await createCampaign();
    const email = uniqueEmail('hindi-donor');
    const mobile = uniquePhone();
    const form = new URLSearchParams({
      campaign: c.slug,
      amount: '3000',
      tip: '4',
      tip_other: '100',
      user_name: 'राम कुमार',
      user_email: email,
      user_mobile: mobile,
      method: 'simulator',
      idempotency_key: unique('hi-key'),
    }).toString();
    const res = await app.inject({
      method: 'POST',
      url: `/hi/checkout?campaign=${c.slug}&amount=3000`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form,
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(303);
    const location = String(res.headers.location);
    expect(location).toMatch(/^\/hi\/pay\/SG[0-9A-Z]{14}$/);
    const reference = location.split('/').pop() as string;
    const [order] = await db.db.select({ language: s.orders.language }).from(s.orders).where(eq(s.orders.reference, reference));
    expect(order?.language).toBe('hi');
    const pay = await page(location);
    expect(pay.statusCode).toBe(200);
    expect(pay.body).toContain('<html lang="hi-IN"');

    // Paid (from the simulator's page, an API call without the language cookie): the thank-you
    // is still written in the language the donor gave in.
    expect((await call('POST', `/api/v1/payments/simulator/${reference}`, { body: { outcome: 'success' } })).status).toBe(200);
    const { foundationName: site, taxLaw } = await app.content.settings();
    const today = inHindi(() => formatDate(new Date()));
    expect(today).toMatch(/^\d{1,2} (जनवरी|फ़रवरी|मार्च|अप्रैल|मई|जून|जुलाई|अगस्त|सितंबर|अक्टूबर|नवंबर|दिसंबर) 20\d\d$/);
    const [mail] = (await messagesTo(email)).filter((m) => m.channel === 'email');
    expect(mail?.subject).toBe(`${c.title} को ₹3,100 के दान के लिए धन्यवाद`);
    expect(mail?.body).toBe(
      `नमस्ते राम कुमार,\n\nधन्यवाद! आपका दान पक्का हो गया है।\n\nअभियान: ${c.title}\nदान: ₹3,000\nप्लेटफ़ॉर्म के लिए टिप: ₹100\nकुल भुगतान: ₹3,100\nसंदर्भ: ${reference}\nभुगतान की तारीख़: ${today}\nमाध्यम: पेमेंट सिम्युलेटर (परीक्षण)\n\nआप अपनी प्रोफ़ाइल (${app.publicUrl}/hi/profile) से अपनी ${taxLaw.shortName} कर रसीद माँग सकते हैं; इसी ईमेल से साइन इन करें, या अगर आपने बिना खाते के दान दिया था तो वहाँ पासवर्ड बनाएँ।\n\nदेखें अभियान कैसा चल रहा है: ${app.publicUrl}/hi/campaigns/${c.slug}\n\n${site}`,
    );
    const [sms] = await messagesTo(mobile);
    expect(sms?.channel).toBe('sms');
    expect(sms?.body).toBe(`धन्यवाद राम कुमार! आपका ₹3,100 का दान पक्का हो गया है। संदर्भ ${reference} - ${site}`);
    expect(sms?.body.length).toBeLessThanOrEqual(134);
    // Its HTML part is framed in Hindi too.
    const html = await call('GET', `/api/v1/dev/outbox/${mail?.id}/html`);
    expect(html.text).toContain('lang="hi-IN"');
    expect(html.text).toContain('हमारी वेबसाइट देखें');
  }, 60_000);

  it('an English gift is still thanked in English, word for word', async () => {
    const { app } = await getTestApp();
    const donor = { fullName: 'Asha Verma', email: uniqueEmail('english-donor') };
    const gift = await paidGift(donor, { tipPaise: 100_00 });
    const { foundationName: site, taxLaw } = await app.content.settings();
    const [mail] = (await messagesTo(donor.email)).filter((m) => m.channel === 'email');
    expect(mail?.subject).toBe(`Thank you for your donation of ₹3,100 to ${gift.campaign.title}`);
    expect(mail?.body).toBe(
      `Namaste Asha Verma,\n\nThank you! Your donation is confirmed.\n\nCampaign: ${gift.campaign.title}\nDonation: ₹3,000\nTip to the platform: ₹100\nTotal paid: ₹3,100\nReference: ${gift.reference}\nPaid on: ${formatDate(new Date())}\nMode: Payment simulator (test)\n\nYou can request your ${taxLaw.shortName} tax receipt from your profile (${app.publicUrl}/profile); sign in with this email, or set a password there if you gave without an account.\n\nSee how the campaign is doing: ${app.publicUrl}/campaigns/${gift.campaign.slug}\n\n${site}`,
    );
    expect(formatDate(new Date())).toMatch(/^\d{1,2} [A-Z][a-z]{2} 20\d\d$/);
  }, 60_000);
});

describe('a monthly gift started in Hindi', () => {
  it('is written to in Hindi: welcome, notice, the reminder email and WhatsApp message (/hi/pay), a change made by staff', async () => {
    const { app, jobs } = await getTestApp();
    const staff = await loginAs(await registerUser({ role: 'staff' }));
    const campaign = await createCampaign();
    const email = uniqueEmail('hindi-monthly');
    const mobile = uniquePhone();
    // Started from a Hindi page: the API reads the remembered language.
    const res = await call<{ data: { subscription: { reference: string } } }>('POST', '/api/v1/subscriptions', {
      headers: { 'idempotency-key': unique('hi-monthly'), cookie: 'lang=hi' },
      body: { campaignId: campaign.id, name: 'सीता देवी', email, mobile, amountPaise: 500_00, whatsappUpdates: true },
    });
    expect(res.status, res.text).toBe(201);
    const ref = res.body.data.subscription.reference;
    const [sub] = await (await getDb()).select().from(s.subscriptions).where(eq(s.subscriptions.reference, ref));
    expect(sub?.language).toBe('hi');
    const [first] = await monthOrdersOf(sub?.id ?? 0);
    expect(first?.language).toBe('hi');
    // The first month paid by UPI, matched by staff from the (English) console.
    const utr = String(Math.floor(1e11 + Math.random() * 9e11));
    expect((await call('POST', `/api/v1/orders/${first?.reference}/utr`, { body: { utr } })).status).toBe(200);
    expect((await call('POST', `/api/v1/admin/orders/${first?.reference}/verify`, { token: staff, body: { decision: 'paid', utr } })).status).toBe(200);
    await jobs.drain();
    const mails = async () => (await messagesTo(email)).filter((m) => m.channel === 'email');
    const subjects = (await mails()).map((m) => m.subject);
    expect(subjects).toContain(`${campaign.title} को ₹500 का आपका मासिक दान शुरू हो गया है`);
    expect(subjects).toContain(`${campaign.title} को ₹500 के दान के लिए धन्यवाद`);
    // Its thank-you's manage line is Hindi too.
    const thanks = (await mails()).find((m) => m.subject.includes('धन्यवाद'));
    expect(thanks?.body).toContain(`मासिक दान ${ref}: इसे रोकने, राशि बदलने या बंद करने के लिए: `);
    expect(thanks?.body).toContain('माध्यम: UPI (UTR ');

    const [row] = await (await getDb()).select().from(s.subscriptions).where(eq(s.subscriptions.reference, ref));
    const due = row?.nextDueAt as Date;
    const month = inHindi(() => periodLabel(row?.nextPeriod as string));
    expect(month).toMatch(/^(जनवरी|फ़रवरी|मार्च|अप्रैल|मई|जून|जुलाई|अगस्त|सितंबर|अक्टूबर|नवंबर|दिसंबर) 20\d\d$/);
    await app.monthly.sweep(new Date(due.getTime() - 2 * 24 * 3_600_000));
    await app.monthly.sweep(new Date(due.getTime() + 60_000));
    await jobs.drain();
    const [reminderOrder] = await monthOrdersOf(row?.id ?? 0, row?.nextPeriod ?? '');
    expect(reminderOrder?.language).toBe('hi');
    const all = await mails();
    const notice = all.find((m) => m.subject.startsWith(`${month}: `) && m.subject.includes(' को ₹500 का आपका मासिक दान') && m.body.includes('राशि: ₹500'));
    expect(notice?.body).toContain(`तारीख़: ${inHindi(() => formatDate(due))}`);
    const reminder = all.find((m) => m.subject === `${month}: ${campaign.title} को ₹500 का आपका मासिक दान`);
    expect(reminder?.body).toContain(`${app.publicUrl}/hi/pay/${reminderOrder?.reference}`);
    // The box was "WhatsApp updates": the reminder goes there (the dev outbox here), in Hindi.
    const [wa] = await messagesTo(mobile);
    expect(wa?.channel).toBe('whatsapp');
    expect(wa?.body).toBe(
      `${(await app.content.settings()).foundationName}: ${month} का आपका मासिक दान ₹500 देय है। UPI से भुगतान करें: ${app.publicUrl}/hi/pay/${reminderOrder?.reference}\n\nWhatsApp संदेश बंद करने के लिए STOP लिखकर भेजें।`,
    );

    // Paused by staff from the English console: the donor reads it in Hindi.
    const paused = await call('POST', `/api/v1/admin/subscriptions/${ref}/actions`, { token: staff, body: { action: 'pause' } });
    expect(paused.status, paused.text).toBe(200);
    await jobs.drain();
    const changed = (await mails()).find((m) => m.subject === `आपका मासिक दान ${ref} बदल गया है`);
    expect(changed?.body).toContain(inHindi(() => monthlyMessages.paused));
    expect(changed?.body).not.toContain(monthlyMessages.paused);
  }, 90_000);
});

describe('a campaign application made in Hindi', () => {
  it('gets its codes in Hindi (email and SMS), and the decisions staff make in the English console reach it in Hindi', async () => {
    const staff = await loginAs(await registerUser({ role: 'staff' }));
    const hindi = { cookie: 'lang=hi' };
    const email = uniqueEmail('hindi-campaigner');
    const mobile = uniquePhone();
    const applied = await call<{ data: { challengeId: string } }>('POST', '/api/v1/campaign-applications', {
      headers: hindi,
      body: { cause: 7, campaignerName: 'पहाड़ी स्कूल के लिए किताबें', fullName: 'मीरा नायर', campaignerEmail: email, campaignerMobile: mobile },
    });
    expect(applied.status, applied.text).toBe(200);
    const [otpMail] = await messagesTo(email);
    const [otpSms] = await messagesTo(mobile);
    expect(otpMail?.subject).toMatch(/^अभियान शुरू करने के लिए आपका .+ कोड: \d{6}$/);
    expect(otpSms?.body).toMatch(/^\d{6} आपका .+ OTP है, अभियान आवेदन में मोबाइल सत्यापन के लिए। 10 मिनट तक मान्य। किसी को न बताएँ।$/);
    expect(otpSms?.body.length).toBeLessThanOrEqual(134);
    const otp = otpMail?.body.match(/\b(\d{6})\b/)?.[1] ?? '';
    const mobileOtp = otpSms?.body.match(/^(\d{6})/)?.[1] ?? '';
    const verified = await call<{ data: { id: number } }>('POST', '/api/v1/campaign-applications/verify', {
      headers: hindi,
      body: { challengeId: applied.body.data.challengeId, otp, mobileOtp },
    });
    expect(verified.status, verified.text).toBe(200);
    const id = verified.body.data.id;
    expect((await messagesTo(email)).some((m) => m.subject.startsWith('हमें आपका अभियान आवेदन मिल गया है'))).toBe(true);

    const reason = 'अस्पताल से संपर्क नहीं हो सका।';
    const rejected = await call('POST', `/api/v1/admin/applications/${id}/decision`, { token: staff, body: { decision: 'rejected', reason } });
    expect(rejected.status, rejected.text).toBe(200);
    const [mail] = await messagesTo(email);
    expect(mail?.subject).toBe('आपके अभियान आवेदन के बारे में');
    expect(mail?.body).toContain(`हम आपकी आवेदन संख्या ${id} (`);
    expect(mail?.body).toContain(`इस कारण से:\n\n${reason}\n\n`);
  }, 60_000);
});
