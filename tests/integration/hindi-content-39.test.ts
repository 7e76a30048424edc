// Issue 39, "still English on /hi pages": the causes of /hi/start-new-campaign, the About page, the tip's Other
// chip on the Hindi checkout, and a campaign's Hindi title on the Hindi success page and in the
// Hindi thank-you (a campaign without one keeps its English title there).
import { schema as s } from '@sahyog/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, messagesTo, nextIp, uniqueEmail } from '../support/accounts.ts';
import { getTestApp } from '../support/app.ts';
import { getDb } from '../support/db.ts';
import { createCampaign } from '../support/factories.ts';

async function page(url: string) {
  const { app } = await getTestApp();
  return app.inject({ method: 'GET', url, remoteAddress: nextIp() });
}

/** The option texts of the page's <select name="cause">. */
function causes(html: string): string[] {
  const select = /<select[^>]*name="cause"[^>]*>([\s\S]*?)<\/select>/.exec(html)?.[1] ?? '';
  return [...select.matchAll(/<option value="\d+"[^>]*>([^<]*)<\/option>/g)].map((m) => m[1] ?? '');
}

describe('Hindi words on Hindi pages', () => {
  it('/hi/start-new-campaign lists the causes in Hindi; /start-new-campaign in English', async () => {
    const hindi = causes((await page('/hi/start-new-campaign')).body);
    const english = causes((await page('/start-new-campaign')).body);
    expect(english).toContain('Children');
    expect(english).toContain('Disaster Relief');
    expect(hindi).toHaveLength(english.length);
    expect(hindi).toContain('बच्चे');
    expect(hindi).toContain('आपदा राहत');
    for (const name of english) expect(hindi, name).not.toContain(name);
  });

  it('/hi/about shows the About page in Hindi (the demo seed has its Hindi), /about in English', async () => {
    const hindi = (await page('/hi/about')).body;
    expect(hindi).toContain('हमारे बारे में</h1>');
    expect(hindi).not.toContain('Who We Are');
    expect(hindi).not.toMatch(/<h1[^>]*lang="en"/);
    const english = (await page('/about')).body;
    expect(english).toContain('Who We Are');
    expect(english).not.toContain('हमारे बारे में</h1>');
  });

  it('the tip’s Other chip is अन्य on the Hindi checkout, Other on the English', async () => {
    const c = await createCampaign();
    // The chip beside the tip's Other choice (value 4).
    const tipChips = (html: string) => [...html.matchAll(/name="tip" value="4"[^>]*\/><span[^>]*>([^<]*)<\/span>/g)].map((m) => m[1]);
    expect(tipChips((await page(`/checkout?campaign=${c.slug}&amount=3000`)).body)).toEqual(['Other']);
    expect(tipChips((await page(`/hi/checkout?campaign=${c.slug}&amount=3000`)).body)).toEqual(['अन्य']);
  });
});

describe('a gift made on the Hindi pages to a campaign with a Hindi title', () => {
  async function giveInHindi(campaign: { slug: string }, email: string) {
    const { app } = await getTestApp();
    const res = await app.inject({
      method: 'POST',
      url: `/hi/checkout?campaign=${campaign.slug}&amount=3000`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        campaign: campaign.slug,
        amount: '3000',
        user_name: 'राम कुमार',
        user_email: email,
        user_mobile: '9876543210',
        method: 'simulator',
        idempotency_key: crypto.randomUUID(),
      }).toString(),
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(303);
    const reference = String(res.headers.location).split('/').pop() ?? '';
    expect((await call('POST', `/api/v1/payments/simulator/${reference}`, { body: { outcome: 'success' } })).status).toBe(200);
    await (await getTestApp()).jobs.drain();
    return reference;
  }

  it('names the Hindi title on the success page and in the thank-you; the English page keeps the English', async () => {
    const c = await createCampaign({ title: 'Blankets for the night', titleHi: 'रात के लिए कंबल', summaryHi: 'सर्दियों की रातों के लिए कंबल' });
    const email = uniqueEmail('hititle');
    const reference = await giveInHindi(c, email);
    const hindi = (await page(`/hi/success?order=${reference}`)).body;
    expect(hindi).toContain('रात के लिए कंबल');
    expect(hindi).not.toContain('Blankets for the night');
    expect((await page(`/success?order=${reference}`)).body).toContain('Blankets for the night');
    const [mail] = (await messagesTo(email)).filter((m) => m.channel === 'email');
    expect(mail?.subject).toBe('रात के लिए कंबल को ₹3,000 के दान के लिए धन्यवाद');
    expect(mail?.body).toContain('अभियान: रात के लिए कंबल\n');
  });

  it('a campaign without a Hindi title keeps its English one there', async () => {
    const c = await createCampaign({ title: 'Only in English' });
    const [row] = await (await getDb()).select({ titleHi: s.campaigns.titleHi }).from(s.campaigns).where(eq(s.campaigns.id, c.id));
    expect(row?.titleHi).toBeNull();
    const reference = await giveInHindi(c, uniqueEmail('entitle'));
    expect((await page(`/hi/success?order=${reference}`)).body).toContain('Only in English');
  });
});
