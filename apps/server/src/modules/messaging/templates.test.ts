// Every email and SMS is plain text: what a donor typed (O'Brien, "Tom & Jerry", <3) and what
// the templates say ("the gateway's charges") reach them as written, never as HTML entities.
import { describe, expect, it } from 'vitest';
import { emailHtml } from './html.ts';
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

  it.each(names)('%s: no HTML entity in its subject, body or headers; the sample comes through as typed', (name) => {
    const out = templates[name](sampleData());
    for (const [part, value] of [['subject', out.subject], ['body', out.body], ...Object.entries(out.headers ?? {})] as const) {
      expect(value, `${name} ${part}`).not.toMatch(ENTITY);
      // Nor markup of its own (the sample's <Trust> aside).
      expect(value.replaceAll(SAMPLE, ''), `${name} ${part}`).not.toMatch(/<\/?[a-z][^>]*>/i);
    }
    expect(`${out.subject}\n${out.body}`).toContain(SAMPLE);
  });

  it('the refund email says "gateway\'s"', () => {
    const out = templates['refund-done']({ site: 'Sahyog', name: 'Asha', reference: 'SSF-1', amount: '₹3,541', fee: '₹59' });
    expect(out.body).toContain("the payment gateway's charges of ₹59 are kept");
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
});
