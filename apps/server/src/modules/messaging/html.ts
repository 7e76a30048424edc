// Every email's HTML part (decision 0042): the message's plain text, as written, inside the
// foundation's frame (logo, name, one accent colour), drawn with react-email's components.
// React escapes every text it is given, so what a donor or campaigner typed is shown, never
// run; only links to the site itself (PUBLIC_URL) become links, so an address a sender typed
// cannot dress up as ours. No JSX: the server runs its TypeScript as Node strips it.
import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Img } from '@react-email/img';
import { Link } from '@react-email/link';
import { render } from '@react-email/render';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { currentLanguage, emailMessages as em, LOCALES, offSiteTarget } from '@sahyog/core';
import { createElement as h, type ReactNode } from 'react';

/** What frames every email: read from the settings when the email goes out. */
export interface EmailLayout {
  /** The foundation's name (settings). */
  site: string;
  /** Its postal address (settings), under the message; '' for none. */
  address: string;
  /** The site's origin without a trailing slash (config PUBLIC_URL): every link and image is on it. */
  publicUrl: string;
}

export const ACCENT = '#0f766e';
const INK = '#1c1917';
const MUTED = '#57534e';
/** A PNG, not the favicon's SVG: Gmail and Outlook show no SVG in an email. */
export const LOGO_PATH = '/email-logo.png';
const FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Devanagari', Arial, sans-serif";

/**
 * An address a link may point to: the site itself, and only where it stays there. A link to our
 * own language switch or sign-in whose `next` / `redirectTo` is another site (issue 38) is shown
 * as text.
 */
export function isSiteUrl(url: string, publicUrl: string): boolean {
  if (!(url === publicUrl || url.startsWith(`${publicUrl}/`) || url.startsWith(`${publicUrl}?`))) return false;
  return offSiteTarget(url, new URL(publicUrl).hostname) === null;
}

/** A URL's trailing punctuation belongs to the sentence: "(…/profile)." links …/profile. */
const URL_RE = /https?:\/\/[^\s<>"]+/g;
const TRAILING = /[.,;:!?)\]'"]+$/;

/** One line of the text: its links to the site as links, the rest as text. */
function line(text: string, publicUrl: string, key: number): ReactNode[] {
  const out: ReactNode[] = [];
  let at = 0;
  for (const m of text.matchAll(URL_RE)) {
    const url = m[0].replace(TRAILING, '');
    if (!isSiteUrl(url, publicUrl)) continue;
    const start = m.index ?? 0;
    if (start > at) out.push(text.slice(at, start));
    out.push(h(Link, { key: `${key}-${start}`, href: url, style: { color: ACCENT, textDecoration: 'underline', wordBreak: 'break-all' } }, url));
    at = start + url.length;
  }
  if (at < text.length) out.push(text.slice(at));
  return out;
}

/** Paragraphs at blank lines, line breaks kept inside them. */
function paragraphs(body: string, publicUrl: string): ReactNode[] {
  return body
    .split(/\n{2,}/)
    .filter((p) => p.trim() !== '')
    .map((p, n) =>
      h(
        Text,
        { key: n, style: { fontSize: '16px', lineHeight: '24px', color: INK, margin: '0 0 16px' } },
        p.split('\n').flatMap((l, i) => (i === 0 ? line(l, publicUrl, i) : [h('br', { key: `br${i}` }), ...line(l, publicUrl, i)])),
      ),
    );
}

/** The HTML part of an email whose plain text is `body`, in the current language (`lang`, the frame's words). */
export async function emailHtml(subject: string, body: string, layout: EmailLayout): Promise<string> {
  const home = `${layout.publicUrl}/`;
  const email = h(
    Html,
    { lang: LOCALES[currentLanguage()], dir: 'ltr' },
    h(Head, null, h('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' }), h('title', null, subject)),
    h(
      Body,
      { style: { backgroundColor: '#f5f5f4', margin: 0, padding: '16px 8px', fontFamily: FONT } },
      h(
        Container,
        { style: { maxWidth: '600px', width: '100%', backgroundColor: '#ffffff', borderTop: `4px solid ${ACCENT}`, borderRadius: '8px' } },
        h(
          Section,
          { style: { padding: '20px 24px 4px' } },
          h(
            Link,
            { href: home, style: { color: ACCENT, textDecoration: 'none', fontSize: '20px', fontWeight: 700, lineHeight: '40px' } },
            h(Img, {
              src: `${layout.publicUrl}${LOGO_PATH}`,
              width: 40,
              height: 40,
              alt: em.logoAlt(layout.site),
              style: { display: 'inline-block', verticalAlign: 'middle', marginRight: '10px', border: 0 },
            }),
            h('span', { style: { verticalAlign: 'middle' } }, layout.site),
          ),
        ),
        h(Hr, { style: { borderColor: '#e7e5e4', margin: '12px 0 20px' } }),
        h(Section, { style: { padding: '0 24px' } }, ...paragraphs(body, layout.publicUrl)),
        h(Hr, { style: { borderColor: '#e7e5e4', margin: '4px 0 0' } }),
        h(
          Section,
          { style: { padding: '12px 24px 20px' } },
          h(
            Text,
            { style: { fontSize: '13px', lineHeight: '20px', color: MUTED, margin: 0 } },
            `${em.footerSentBy(layout.site)} `,
            h(Link, { href: home, style: { color: ACCENT, textDecoration: 'underline' } }, em.footerVisit),
            layout.address ? [h('br', { key: 'br' }), layout.address] : null,
          ),
        ),
      ),
    ),
  );
  return render(email);
}
