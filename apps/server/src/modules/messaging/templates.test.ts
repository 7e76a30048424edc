// Every email and SMS is plain text: what a donor typed (O'Brien, "Tom & Jerry", <3) and what
// the templates say ("the gateway's charges") reach them as written, never as HTML entities.
import { untranslated } from '@sahyog/core';
import { describe, expect, it } from 'vitest';
import { runInLanguage } from '../../platform/language.ts';
import { emailHtml } from './html.ts';
import './index.ts';
import { type TemplateName, templates } from './templates.ts';

const SAMPLE = `O'Brien & Sons <Trust> "quoted"`;

/** Data that answers every field a template reads with the sample (and the field's name). */
const sampleData = () => new Proxy({} as Record<string, string>, { get: (_, key) => (typeof key === 'string' ? `${SAMPLE} ${key}` : undefined) });

/** Named (&amp;), decimal (&#39;) and hex (&#x27;) character references. */
const ENTITY = /&(?:#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);/i;

describe('plain-text templates', () => {
  const names = Object.keys(templates) as TemplateName[];

  it('covers every template the messaging module has', () => {
    expect(names.length).toBeGreaterThan(20);
  });

  it.each(names.flatMap((name) => (['en', 'hi'] as const).map((lang) => [name, lang] as const)))(
    '%s (%s): no HTML entity in its subject, body or headers; the sample comes through as typed',
    (name, lang) => {
      const out = runInLanguage(lang, () => templates[name](sampleData()));
      for (const [part, value] of [['subject', out.subject], ['body', out.body], ...Object.entries(out.headers ?? {})] as const) {
        expect(value, `${name} ${part}`).not.toMatch(ENTITY);
        // Nor markup of its own (the sample's <Trust> aside).
        expect(value.replaceAll(SAMPLE, ''), `${name} ${part}`).not.toMatch(/<\/?[a-z][^>]*>/i);
      }
      expect(`${out.subject}\n${out.body}`).toContain(SAMPLE);
    },
  );

  it('the refund email says "gateway\'s"', () => {
    const out = templates['refund-done']({ site: 'Sahyog', name: 'Asha', reference: 'SSF-1', amount: '₹3,541', fee: '₹59' });
    expect(out.body).toContain("the payment gateway's charges of ₹59 are kept");
  });
});

/** Realistic data for an SMS at its longest: a 30-character site name, a 6-digit code, a lakh. */
const LONG_SMS_DATA: Record<string, string> = {
  site: 'Sahyog Seva Foundation Trust 1',
  code: '482913',
  minutes: '10',
  name: 'राम कुमार शर्मा',
  // A challenge participant's display name (a pledge's SMS).
  participant: 'राम कुमार शर्मा',
  total: '₹1,00,000',
  amount: '₹1,00,000',
  campaign: 'Help Asha get her kidney transplant at AIIMS Delhi this month',
  reference: 'SG7K2M9P4QX8D3HT',
  month: 'सितंबर 2026',
  payUrl: 'https://give.sahyogfoundation.org/hi/pay/SG7K2M9P4QX8D3HT',
  // A shop order's longest step: shipped, with the courier and its tracking number.
  status: 'भेजा गया, Shree Maruti Courier Service, ट्रैकिंग नंबर MARUTI-2026-1129-004471',
};
const DEVANAGARI = /[\u0900-\u097F]/;

describe('in Hindi', () => {
  const names = Object.keys(templates) as TemplateName[];

  it('every template has its Hindi once the messaging module is loaded', () => {
    expect(untranslated('hi').filter((k) => k.startsWith('templates.'))).toEqual([]);
    // …and it is Hindi: each subject (emails) and body in Devanagari, unlike the English.
    for (const name of names) {
      const data = sampleData();
      const hi = runInLanguage('hi', () => templates[name](data));
      const en = runInLanguage('en', () => templates[name](data));
      expect(hi.body, name).toMatch(DEVANAGARI);
      // SMS and WhatsApp texts have no subject; every email's is Hindi.
      if (en.subject) expect(hi.subject, name).toMatch(DEVANAGARI);
      expect(en.body, name).not.toMatch(DEVANAGARI);
    }
  });

  it.each(names)('%s: the same headers as the English (List-Unsubscribe, Reply-To)', (name) => {
    const data = sampleData();
    expect(runInLanguage('hi', () => templates[name](data)).headers).toEqual(runInLanguage('en', () => templates[name](data)).headers);
  });

  // UCS-2: 70 characters in one segment, 67 in each of a split message. Two segments at most.
  it.each(names.filter((n) => n.endsWith('-sms')))('%s: at most 134 characters (two UCS-2 segments) with a long site name and address', (name) => {
    const body = runInLanguage('hi', () => templates[name](LONG_SMS_DATA)).body;
    expect(body).toMatch(DEVANAGARI);
    expect(body).not.toContain('undefined');
    expect(body.length, body).toBeLessThanOrEqual(134);
    expect(body.length).toBeLessThan(140);
  });

  it('the English is untouched (word for word)', () => {
    const out = runInLanguage('en', () => templates['donation-thanks-sms'](LONG_SMS_DATA));
    expect(out.body).toBe(
      'Thank you राम कुमार शर्मा! Your donation of ₹1,00,000 to Help Asha get her kidney transplant at AIIMS Delhi this month is confirmed. Ref SG7K2M9P4QX8D3HT. - Sahyog Seva Foundation Trust 1',
    );
  });
});

describe('HTML parts', () => {
  const names = (Object.keys(templates) as TemplateName[]).filter((n) => !n.endsWith('-sms'));
  const layout = { site: `Sahyog & "Seva"`, address: '12 <MG> Road', publicUrl: 'https://give.example.org' };

  it.each(names)('%s: the sample shows as text, every link and image is on PUBLIC_URL', async (name) => {
    // The fields a template reads, with the sample around a link to the site and one elsewhere.
    const data = new Proxy({} as Record<string, string>, {
      get: (_, key) => (typeof key === 'string' ? `${SAMPLE} https://give.example.org/${key}?a=1&b=2 https://elsewhere.example/${key}` : undefined),
    });
    const out = templates[name](data);
    const html = await emailHtml(out.subject, out.body, layout);
    expect(html).toContain('O&#x27;Brien &amp; Sons &lt;Trust&gt; &quot;quoted&quot;');
    expect(html).not.toContain('<Trust>');
    expect(html).toContain('Sahyog &amp; &quot;Seva&quot;');
    expect(html).toContain('12 &lt;MG&gt; Road');
    const targets = [...html.matchAll(/\s(?:href|src)="([^"]*)"/g)].map((m) => m[1] ?? '');
    expect(targets.some((t) => t.startsWith('https://give.example.org/') && t.includes('?a=1&amp;b=2'))).toBe(true);
    for (const t of targets) expect(t.startsWith('https://give.example.org/'), t).toBe(true);
    expect(html).toContain('https://elsewhere.example/');
  });

  // Issue 38: a trusted campaign's update carried our own language switch, which went on to another site.
  it('links to the site only where the link stays on it: a redirect to another site is text', async () => {
    const out = templates['campaign-update']({
      campaign: 'Flood relief',
      title: 'Re-pay',
      body: [
        'Pay again at https://give.example.org/language/en?next=%2Fhi%2F%2Fevil.example%2Fdonate today.',
        'Or https://give.example.org/login?redirectTo=https://evil.example/pay',
        'Photos: https://give.example.org/language/hi?next=%2Fcampaigns%2Fflood',
      ].join('\n'),
      link: 'https://give.example.org/campaigns/flood',
      unsubscribe: 'https://give.example.org/unsubscribe?token=x',
    });
    const html = await emailHtml(out.subject, out.body, layout);
    const targets = [...html.matchAll(/\shref="([^"]*)"/g)].map((m) => (m[1] ?? '').replaceAll('&amp;', '&'));
    expect(targets).toContain('https://give.example.org/language/hi?next=%2Fcampaigns%2Fflood');
    expect(targets.filter((t) => /evil/.test(t))).toEqual([]);
    // Still there for the reader, as text.
    expect(html).toContain('https://give.example.org/language/en?next=%2Fhi%2F%2Fevil.example%2Fdonate');
  });
});
