// Personal data (DPDP Act 2023): each form that collects it says what for, in the words below,
// and the consent it took is recorded with the exact text the person saw. A notice's version is
// derived from its text, so editing a text without "bumping a version" cannot happen: the
// record always names the words that were on the screen.

import { z } from 'zod';
import { checkoutText } from './checkout.ts';
import { catalogue } from './i18n.ts';

export const CONSENT_PURPOSES = [
  'contact',
  'newsletter',
  'campaign-application',
  'campaign-updates',
  'vendor-application',
  'whatsapp-updates',
  'matrimonial',
  'job-resume',
  'lost-and-found',
] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

export interface ConsentNotice {
  /** What the consent is for, as the profile lists it. */
  title: string;
  /** The words beside the form's button: what is collected and what for. */
  text: string;
  /** What withdrawing does, after "If you withdraw:" beside the button. */
  onWithdraw: string;
}

/**
 * The notices in English. A version is the fingerprint of this text, whatever the page's language,
 * so translating a notice never changes a version; the record stores this text (`noticeText`).
 */
const consentNoticesEnglish: Record<ConsentPurpose, ConsentNotice> = {
  contact: {
    title: 'Your message to us',
    text: 'We use your name, mobile and email only to answer this message. We delete messages after 12 months.',
    onWithdraw: 'we delete your name, mobile, email and message from our inbox, and do not reply to it.',
  },
  newsletter: {
    title: 'The monthly newsletter',
    text: 'We use your email only to send the monthly newsletter. Every email has a one-click unsubscribe link.',
    onWithdraw: 'we unsubscribe you and send no more newsletters.',
  },
  'campaign-application': {
    title: 'Your campaign application',
    text: 'We use these details only to verify you and to talk to you about this campaign. Your email and mobile are never shown on the site.',
    onWithdraw: 'if we have not yet decided on your application, we stop reviewing it.',
  },
  'vendor-application': {
    title: 'Your application to sell',
    text: 'We use your business, tax and bank details and your documents only to check your shop, to pay you and for the tax records the law asks of us. Your documents and bank account are never shown on the site.',
    onWithdraw: 'if we have not yet decided on your application, we stop reviewing it. The records of an open shop’s sales are kept as tax law requires.',
  },
  'campaign-updates': {
    title: 'Updates from campaigns you gave to',
    // The checkout's box, word for word (spec §2): the consent is the label the donor ticked.
    text: checkoutText.whatsapp,
    onWithdraw: 'that campaign stops sending you updates.',
  },
  // Shown under the checkout's and the monthly form's "WhatsApp updates" box (decision 0064): the
  // box starts unticked, and ticking it is the consent to the channel, one record per gift.
  'whatsapp-updates': {
    title: 'WhatsApp updates',
    text: 'Tick this only if you want them: we then send this gift’s thank-you, reminders and updates to your mobile on WhatsApp (by SMS while WhatsApp is not set up). Reply STOP on WhatsApp, or press “Stop WhatsApp updates” in your profile, to stop them.',
    onWithdraw:
      'we send nothing more on WhatsApp about this gift, order or ticket (a gift’s updates by email stop too), and, when it is your verified mobile, nothing more to it on WhatsApp at all.',
  },
  // The matrimonial profile's form (issue 43; decision 0070).
  matrimonial: {
    title: 'Your matrimonial profile',
    text: 'We use these details only to show your profile to other proven members looking for marriage. Photos are blurred and your email and mobile hidden until you both accept an interest. We keep a record of your use (account, network, time) for one year.',
    onWithdraw: 'we delete your profile, photos, interests and messages. Only the record of your use is kept for one year.',
  },
  // The resume's form (issue 43; decision 0068).
  'job-resume': {
    title: 'Your resume for jobs',
    text: 'We show your resume only to the posters of the jobs you apply to, and keep it until you delete it. It is never public, and your email and mobile are never given to posters.',
    onWithdraw: 'we delete your resume and its PDF; posters no longer see it.',
  },
  // A lost-and-found notice's form (issue 43; decision 0069).
  'lost-and-found': {
    title: 'Your lost and found notices',
    text: 'We show your notice’s title, description, photos, locality and city to everyone for 30 days (60 if you renew it). Your name, email and mobile are never shown: people write to you through us.',
    onWithdraw: 'we take down every notice of yours that is still up.',
  },
};

/** The notices as a page shows them, in its language (Hindi in hi/site-text.ts). */
export const consentNotices: Record<ConsentPurpose, ConsentNotice> = /* @__PURE__ */ catalogue('consentNotices', consentNoticesEnglish);

/** The English words a notice's version names: what the consent record stores. */
export const noticeText = (purpose: ConsentPurpose): string => consentNoticesEnglish[purpose].text;

/** A short, stable fingerprint of a text (FNV-1a, 32 bits): enough to tell two versions apart. */
function fingerprint(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}

/** The version a consent record names: the purpose and its text's fingerprint. */
export const noticeVersion = (purpose: ConsentPurpose) => `${purpose}-${fingerprint(noticeText(purpose))}`;

export const consentView = z.object({
  id: z.number().int(),
  purpose: z.enum(CONSENT_PURPOSES),
  title: z.string(),
  /** The words the person agreed to, as recorded (an older version stays as it was). */
  text: z.string(),
  version: z.string(),
  givenAt: z.string(),
  withdrawnAt: z.string().nullable(),
  onWithdraw: z.string(),
});
export type ConsentView = z.infer<typeof consentView>;

export const privacyMessages = /* @__PURE__ */ catalogue('privacy', {
  privacyLink: 'Privacy policy',
  consentsTitle: 'Your consents',
  consentsLead:
    'What you agreed to, when, and the words you saw. Withdrawing is one press. Donation records are kept for 8 years because tax law requires it; they are not listed here.',
  consentsEmpty: 'You have not given us any consent yet.',
  given: (date: string) => `Given on ${date}`,
  withdrawnOn: (date: string) => `Withdrawn on ${date}`,
  /** When, in words: the day and the time (India time) the box was ticked and the form sent. */
  agreedOn: (when: string) => `You agreed on ${when} (India time), by sending the form with these words beside it:`,
  withdrawnAfter: (given: string, withdrawn: string) => `You agreed on ${given} and withdrew on ${withdrawn} (India time). The words were:`,
  withdraw: 'Withdraw',
  ifWithdrawn: 'If you withdraw:',
  withdrawConfirm: 'Withdraw this consent',
  withdrawn: 'Consent withdrawn.',
  notFound: 'This consent is not yours or no longer exists.',
  stopWhatsapp: 'Stop WhatsApp updates',
  stopWhatsappLead: 'One press stops every WhatsApp message from us. Replying STOP on WhatsApp does the same.',
  stopWhatsappDone: 'WhatsApp updates stopped: we send you nothing more on WhatsApp.',
  grievance: (email: string) => `Questions about your data? Write to our grievance officer at ${email}.`,
});
