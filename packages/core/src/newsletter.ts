// The home page's subscribe box (spec §5: email required, email type; §8: the two outcomes).
// The control-character refusal is local until the shared text helper lands in schemas.ts.
import { z } from 'zod';
import { accountMessages } from './accounts.ts';
import { messages } from './messages.ts';

export const newsletterMessages = {
  subscribed: messages.subscribed,
  alreadySubscribed: messages.alreadySubscribed,
  emailRequired: accountMessages.emailRequired,
  emailInvalid: accountMessages.emailInvalid,
  controlCharacters: 'Email must not contain hidden control characters',
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
// The same basic address pattern as the account forms (accounts.ts).
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

export const newsletterInput = z.object({
  email: z
    .string({ error: m.emailRequired })
    .refine((v) => !CONTROL.test(v), m.controlCharacters)
    .transform((v) => v.trim())
    .pipe(z.string().min(1, m.emailRequired).max(254, m.tooLong).regex(EMAIL_RE, m.emailInvalid))
    .transform((v) => v.toLowerCase()),
});
export type NewsletterInput = z.infer<typeof newsletterInput>;

export type SubscribeOutcome = 'subscribed' | 'already';
