// The words every HTML email wraps its message in (the message's own words are the template's,
// apps/server/src/modules/messaging/templates.ts). The plain-text part carries none of these.
import { catalogue } from './i18n.ts';

export const emailMessages = /* @__PURE__ */ catalogue('email', {
  /** The logo's alternative text: mail apps that block images show it instead. */
  logoAlt: (site: string) => `${site} logo`,
  /** Under the message: who sent it and where the site is. */
  footerSentBy: (site: string) => `Sent by ${site}.`,
  footerVisit: 'Visit our website',
  /** The dev outbox's link to an email's HTML part. */
  outboxHtml: 'View the HTML email',
  /** Its accessible name: the visible words first, then which email. */
  outboxHtmlTitle: (subject: string) => `View the HTML email: ${subject}`,
});
