// Stories written before Markdown (the seed's, and any in a database from before decision 0031)
// keep their page: the editor turns each into Markdown, and that Markdown, saved unchanged,
// renders to the same HTML.
import { schema as s } from '@sahyog/db';
import { and, isNull, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { renderStory, sanitizeRichText, storyHtmlToMarkdown } from '../../apps/server/src/platform/rich-text.ts';
import { getTestApp } from '../support/app.ts';
import { getDb } from '../support/db.ts';

const squash = (h: string) => h.replace(/>\s+</g, '><').replace(/\s+/g, ' ').trim();

describe('stories from before Markdown', () => {
  it('every stored HTML story round-trips through the editor’s Markdown to the same page', async () => {
    await getTestApp();
    const rows = await (await getDb())
      .select({ title: s.campaigns.title, html: s.campaigns.storyHtml })
      .from(s.campaigns)
      .where(and(isNull(s.campaigns.storyMarkdown), ne(s.campaigns.storyHtml, '')));
    expect(rows.length).toBeGreaterThanOrEqual(16);
    for (const r of rows) {
      const markdown = storyHtmlToMarkdown(r.html);
      expect(markdown, r.title).not.toMatch(/<\/?(p|strong|em|ul|ol|li|h[2-4]|a|blockquote)\b/);
      expect(squash(renderStory(markdown)), r.title).toBe(squash(sanitizeRichText(r.html)));
    }
  });

  it('nested lists, quotes, line breaks and characters Markdown would read as formatting', () => {
    const html =
      '<p>Line one<br />line two &amp; 5 * 3 = 15_ok [x] #1</p><blockquote><p>A quote with <em>emphasis</em></p></blockquote>' +
      '<ol><li>First <strong>bold</strong></li><li>Second<ul><li>nested a</li><li>nested b</li></ul></li><li>Third</li></ol>' +
      '<p>See <a href="https://example.org/a_(b)?q=1&amp;r=2">the report (PDF)</a>.</p><h4>Small</h4><p>1. not a list</p><p>- nor this</p><p>Tom &lt;3 Jerry</p>';
    expect(squash(renderStory(storyHtmlToMarkdown(html)))).toBe(squash(sanitizeRichText(html)));
  });
});

describe('links in rich text', () => {
  it('a link whose address is refused is its text alone, never an <a> without href', () => {
    for (const href of ['javascript:alert(1)', 'java\nscript:alert(1)', 'JAVASCRIPT:alert(1)', 'data:text/html,x', '//evil.example/x', 'vbscript:x', '']) {
      const out = sanitizeRichText(`<p><a href="${href}">click</a></p>`);
      expect(out, href).toBe('<p>click</p>');
    }
    expect(sanitizeRichText('<a>bare</a>')).toBe('bare');
  });

  it('a link to a web page or an email keeps its address and opens safely', () => {
    expect(sanitizeRichText('<a href="https://example.org/a" target="_self" rel="opener">x</a>')).toBe(
      '<a href="https://example.org/a" rel="nofollow noopener noreferrer" target="_blank">x</a>',
    );
    expect(sanitizeRichText('<a href="mailto:care@example.org">mail</a>')).toBe(
      '<a href="mailto:care@example.org" rel="nofollow noopener noreferrer" target="_blank">mail</a>',
    );
    expect(sanitizeRichText('<a href="/about">about</a>')).toBe('<a href="/about" rel="nofollow noopener noreferrer" target="_blank">about</a>');
  });
});
