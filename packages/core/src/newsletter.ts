// The home page's subscribe box (spec §5: email required, email type; §8: the two outcomes).
import { z } from 'zod';
import { accountMessages, emailField } from './accounts.ts';
import { messages } from './messages.ts';
import { textMessages } from './text.ts';

export const newsletterMessages = {
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
} as const;

const m = newsletterMessages;

export const newsletterInput = z.object({ email: emailField(m.emailRequired) });
export type NewsletterInput = z.infer<typeof newsletterInput>;

export type SubscribeOutcome = 'subscribed' | 'already';
