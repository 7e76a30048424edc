// Rich text that staff and campaigners write (campaign stories, site pages, blogs), made safe
// on write: the one allow-list every module uses.
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
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'nofollow noopener noreferrer', target: '_blank' }) },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT_POLICY).trim();
}
