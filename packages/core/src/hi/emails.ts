// Hindi for ../emails.ts: the frame of every HTML email.
import type { emailMessages } from '../emails.ts';
import type { Translation } from '../i18n.ts';

export const email: Translation<typeof emailMessages> = {
  logoAlt: (site) => `${site} का लोगो`,
  footerSentBy: (site) => `${site} द्वारा भेजा गया।`,
  footerVisit: 'हमारी वेबसाइट देखें',
  outboxHtml: 'HTML ईमेल देखें',
  outboxHtmlTitle: (subject) => `HTML ईमेल देखें: ${subject}`,
};

/** This file's catalogues by name (the name given to `catalogue()` in ../emails.ts). */
export const catalogues = { email };
