// Rich text that staff and campaigners write (campaign stories, site pages, blogs), made safe
// on write: the one allow-list every module uses.
import { Parser } from 'htmlparser2';
import { Marked, Tokenizer } from 'marked';
import sanitizeHtml from 'sanitize-html';

/**
 * What rich text may hold. No attributes but a link's href (http, https, mailto) and the rel and
 * target every link is given, so no event handler, style or class survives; script, style,
 * iframe and the like are dropped with their content. Links open in a new tab without handing
 * over the opener (the transform runs before the attribute filter, and overrides the author's).
 */
const RICH_TEXT_POLICY: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'blockquote', 'a'],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math'],
  transformTags: { a: link },
};

/**
 * A link keeps its address and gets rel and target; a link whose address the policy would drop
 * (javascript:, data:, //host, none) becomes its text alone: an <a> left with rel and target but
 * no href is invalid HTML and looks clickable. The address is read as sanitize-html reads it,
 * without the whitespace and control characters a browser ignores ("java\nscript:").
 */
function link(_tag: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const href = [...(attribs.href ?? '')].filter((c) => c.charCodeAt(0) > 0x20).join('');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href)?.[1]?.toLowerCase();
  const kept = href !== '' && !href.startsWith('//') && !href.startsWith('\\') && (scheme === undefined || ['http', 'https', 'mailto'].includes(scheme));
  if (!kept) return { tagName: 'span', attribs: {} };
  return { tagName: 'a', attribs: { href: attribs.href ?? '', rel: 'nofollow noopener noreferrer', target: '_blank' } };
}

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT_POLICY).trim();
}

// ---- Campaign stories: Markdown written by the campaigner (decision 0031) ----

const escapeHtml = (t: string) => t.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/**
 * Limits on what marked is asked to work out, because its time grows with the square of the
 * emphasis markers in one paragraph and it recurses once per nested level: a 50,000-character
 * story of nested `*a ` … ` d*` held the one event loop for 24 s and then overflowed the stack (a
 * 500), `***a_` repeated for 103 s, and a campaigner's Preview (which saves nothing) could send
 * it again at will. Past these limits the markers are read as the text they are; no story anyone
 * writes comes near them (a paragraph with 50 bold phrases has 200 markers).
 */
const MAX_NESTING = 6;
const MAX_MARKERS_PER_PARAGRAPH = 400;
let depth = 0;
const stock = new Tokenizer();
type TokenizerFn = (this: Tokenizer, ...args: unknown[]) => unknown;
/** The stock tokenizer, making no token (so marked reads text) past MAX_NESTING. */
function bounded<K extends 'emStrong' | 'del' | 'blockquote' | 'list'>(name: K): Tokenizer[K] {
  const original = stock[name] as unknown as TokenizerFn;
  return function (this: Tokenizer, ...args: unknown[]) {
    if (depth >= MAX_NESTING) return undefined;
    depth++;
    try {
      return original.apply(this, args);
    } finally {
      depth--;
    }
  } as unknown as Tokenizer[K];
}

/**
 * Emphasis markers made text (backslash-escaped) where marked would spend too long on them: in a
 * run of four or more (which means nothing in Markdown), and everywhere in a paragraph that has
 * more than MAX_MARKERS_PER_PARAGRAPH.
 */
function tameMarkers(markdown: string): string {
  const asText = (t: string) => t.replace(/(?<!\\)[*_~]/g, '\\$&');
  return markdown
    .split(/(\n[ \t]*\n)/)
    .map((block) => ((block.match(/[*_~]/g)?.length ?? 0) > MAX_MARKERS_PER_PARAGRAPH ? asText(block) : block.replace(/([*_~])\1{3,}/g, asText)))
    .join('');
}

/**
 * Markdown as campaigners write it. HTML typed into it is shown as the text it is, never as
 * markup (nobody writes tags by hand); headings start at h2 (the page's h1 is the campaign's
 * title); pictures go in the gallery, so an image is its alt text. The sanitizer still runs on
 * the result: whatever marked makes, only the allow-list above reaches a page.
 */
const storyMarked = new Marked({
  gfm: true,
  breaks: false,
  async: false,
  tokenizer: {
    emStrong: bounded('emStrong'),
    del: bounded('del'),
    blockquote: bounded('blockquote'),
    list: bounded('list'),
  },
  renderer: {
    html: ({ text }) => escapeHtml(text),
    heading({ tokens, depth }) {
      const level = Math.min(Math.max(depth, 2), 4);
      return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>\n`;
    },
    image: ({ text }) => escapeHtml(text),
  },
});

/** A story's Markdown as the HTML its page shows (sanitized). */
export function renderStory(markdown: string): string {
  const md = tameMarkers(markdown);
  return sanitizeRichText(storyMarked.parse(md, { async: false }));
}

/** Characters Markdown would read as formatting, escaped in text taken from HTML. */
const mdText = (t: string) =>
  t
    .replace(/([\\`*_[\]#<>|~])/g, '\\$1')
    .replace(/^(\s*)(\d+)\.(\s)/gm, '$1$2\\.$3')
    .replace(/^(\s*)([-+])(\s)/gm, '$1\\$2$3');

/**
 * A story written before Markdown (HTML, already sanitized on write) as Markdown the editor
 * shows, so that saving it unchanged renders the same page. Only the allow-list's tags matter:
 * anything else keeps its text. Underline has no Markdown and becomes plain text.
 */
export function storyHtmlToMarkdown(html: string): string {
  const blocks: string[] = [];
  let line = '';
  const lists: { ordered: boolean; n: number }[] = [];
  let quote = 0;
  let link: string | null = null;
  let linkText = '';
  // Items pushed since the outermost list opened: one block, lines joined by single newlines.
  let listStart = 0;
  const prefix = () => '> '.repeat(quote);
  const flush = () => {
    // Leading spaces are a nested item's indent; the rest collapses as HTML would show it.
    const text = line.replace(/(\S)[ \t]+/g, '$1 ').trimEnd();
    if (text.replace(/^[\s>]*/, '')) blocks.push(text);
    line = '';
  };
  const write = (t: string) => {
    if (link !== null) linkText += t;
    else line += t;
  };
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (name === 'p' || name === 'blockquote') flush();
        if (name === 'blockquote') quote++;
        if (name === 'h2' || name === 'h3' || name === 'h4') {
          flush();
          line = `${prefix()}${'#'.repeat(Number(name[1]))} `;
        }
        if (name === 'p') line = prefix();
        if (name === 'ul' || name === 'ol') {
          if (!lists.length) {
            flush();
            listStart = blocks.length;
          } else flush();
          lists.push({ ordered: name === 'ol', n: 0 });
        }
        if (name === 'li') {
          flush();
          const list = lists.at(-1);
          if (list) list.n++;
          const indent = '   '.repeat(Math.max(lists.length - 1, 0));
          line = `${prefix()}${indent}${list?.ordered ? `${list.n}. ` : '- '}`;
        }
        if (name === 'strong' || name === 'b') write('**');
        if (name === 'em' || name === 'i') write('*');
        if (name === 'br') write('\\\n');
        if (name === 'a') {
          link = attrs.href ?? '';
          linkText = '';
        }
      },
      ontext(text) {
        // Whitespace between block tags is layout, not text.
        if (!text.trim() && !line.trim() && link === null) return;
        write(mdText(text.replace(/\s+/g, ' ')));
      },
      onclosetag(name) {
        if (name === 'strong' || name === 'b') write('**');
        if (name === 'em' || name === 'i') write('*');
        if (name === 'a' && link !== null) {
          const href = link;
          link = null;
          line += href ? `[${linkText}](<${href.replaceAll('<', '%3C').replaceAll('>', '%3E')}>)` : linkText;
        }
        if (name === 'p' || name === 'li' || name === 'h2' || name === 'h3' || name === 'h4') flush();
        if (name === 'ul' || name === 'ol') {
          flush();
          lists.pop();
          if (!lists.length) {
            const items = blocks.splice(listStart);
            if (items.length) blocks.push(items.join('\n'));
          }
        }
        if (name === 'blockquote') {
          flush();
          quote = Math.max(quote - 1, 0);
        }
      },
    },
    { decodeEntities: true },
  );
  parser.write(sanitizeRichText(html));
  parser.end();
  flush();
  return blocks.join('\n\n');
}

// ---- Product descriptions: Markdown the seller types, or HTML an API client sends ----

/** Tags in the text: then it is HTML (the allow-list applies); otherwise it is Markdown. */
const looksLikeHtml = (text: string) => /<[a-z][^>]*>/i.test(text);
const decode = (t: string) => t.replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&amp;', '&');

/**
 * A product description as its page shows it. Sellers write a line per fact, so a single line
 * break stays a line break (unlike a campaign story); blocks are joined without the newlines marked
 * puts between them.
 */
export function renderDescription(typed: string): string {
  const text = typed.replace(/\r\n?/g, '\n').trim();
  if (text === '') return '';
  if (looksLikeHtml(text)) return sanitizeRichText(text);
  const html = sanitizeRichText(storyMarked.parse(tameMarkers(text), { async: false, breaks: true }));
  return html.replace(/>\n+/g, '>').replace(/\n+</g, '<');
}

/**
 * What the seller's editor shows of a saved description: Markdown that saves back to the same
 * page. A description saved as plain text before Markdown (no tags) is what the seller typed.
 */
export function descriptionMarkdown(html: string): string {
  return looksLikeHtml(html) ? storyHtmlToMarkdown(html) : decode(html);
}

/** A description saved as plain text before Markdown (its `**` shown as typed) is shown rendered. */
export function shownDescription(html: string): string {
  return html === '' || looksLikeHtml(html) ? html : renderDescription(decode(html));
}
