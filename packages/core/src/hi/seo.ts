// Hindi for ../seo.ts.
import type { Translation } from '../i18n.ts';
import type { seoMessages, shareCardWords } from '../seo.ts';

export const seo: Translation<typeof seoMessages> = {
  home: 'होम',
  campaigns: 'अभियान',
  blog: 'ब्लॉग',
  faq: 'अक्सर पूछे जाने वाले सवाल',
};

export const shareCard: Translation<typeof shareCardWords> = {
  homeCardTitle: 'भारत में जाँचे-परखे कामों के लिए दान करें',
  homeCardLine: (short) => (short ? `0% प्लेटफ़ॉर्म शुल्क · ${short} कर लाभ` : '0% प्लेटफ़ॉर्म शुल्क'),
  blogCardKicker: 'हमारे ब्लॉग से',
  cardAlt: (title, foundation) => `${title}, ${foundation}`,
};

/** This file's catalogues by name (the name given to `catalogue()` in ../seo.ts). */
export const catalogues = { seo, shareCard };
