// The home page's subscribe box (spec §5: email required, email type; §8: the two outcomes).
import { z } from 'zod';
import { accountMessages, emailField } from './accounts.ts';
import { catalogue } from './i18n.ts';
import { messages } from './messages.ts';
import { afterQuery } from './paging.ts';
import { textMessages } from './text.ts';

export const newsletterMessages = /* @__PURE__ */ catalogue('newsletter', {
  subscribed: messages.subscribed,
  alreadySubscribed: messages.alreadySubscribed,
  emailRequired: accountMessages.emailRequired,
  emailInvalid: accountMessages.emailInvalid,
  controlCharacters: textMessages.controlCharacters('Email'),
  tooLong: accountMessages.tooLong('Email', 254),
  eyebrow: 'Newsletter',
  title: 'Stories of change, once a month',
  pageDescription: 'Subscribe to monthly stories from the campaigns you care about. No spam; unsubscribe with one click.',
  lead: 'Updates from the campaigns you care about. No spam; unsubscribe with one click.',
  label: 'Email address',
  placeholder: 'Your email address',
  button: 'Subscribe',
  unsubscribeTitle: 'Unsubscribe from the newsletter',
  unsubscribeLead: 'Press the button and we will stop sending you the monthly newsletter. You can subscribe again at any time.',
  unsubscribeButton: 'Unsubscribe',
  unsubscribed: 'You are unsubscribed. We will not send you the newsletter again.',
  unsubscribeInvalid: 'This unsubscribe link is not valid. If you still get our newsletter, reply to it and we will remove you by hand.',
  exportTitle: 'Subscribers',
  adminLead: 'Everyone who asked for the newsletter, and who left. Unsubscribing someone here (at their request by phone or letter) is logged.',
  adminSearch: 'Search by email',
  adminAll: 'All',
  adminSubscribed: 'Subscribed',
  adminUnsubscribed: 'Unsubscribed',
  adminFind: 'Find',
  adminExport: 'Download CSV',
  adminNone: 'No subscribers match.',
  adminUnsubscribe: 'Unsubscribe',
  adminDone: (email: string) => `${email} is unsubscribed.`,
  adminNotFound: 'No such subscriber.',
  tooMany: 'Too many subscriptions from your network. Please try again in an hour.',
});

const m = newsletterMessages;

export const newsletterInput = z.object({ email: emailField(m.emailRequired) });
export type NewsletterInput = z.infer<typeof newsletterInput>;

export type SubscribeOutcome = 'subscribed' | 'already';

/** An unsubscribe token as we issue them (24 random bytes, base64url); anything else is refused unread. */
export const UNSUBSCRIBE_TOKEN_RE = /^[A-Za-z0-9_-]{32}$/;

/**
 * One CSV cell: quoted, quotes doubled, and a leading = + - @ (or tab/CR) defused with an
 * apostrophe, so a spreadsheet never runs a subscriber's "address" as a formula.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

export const subscriberView = z.object({
  id: z.number().int(),
  email: z.string(),
  source: z.string(),
  createdAt: z.string(),
  unsubscribedAt: z.string().nullable(),
});
export type SubscriberView = z.infer<typeof subscriberView>;

export const subscriberQuery = z.object({
  q: z.string().trim().max(100).optional(),
  status: z.enum(['subscribed', 'unsubscribed']).optional(),
  after: afterQuery,
});
