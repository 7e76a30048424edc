// Hindi for ../seo.ts.
import type { Translation } from '../i18n.ts';
import type { seoMessages } from '../seo.ts';

export const seo: Translation<typeof seoMessages> = {
  home: 'होम',
  campaigns: 'अभियान',
  blog: 'ब्लॉग',
  faq: 'अक्सर पूछे जाने वाले सवाल',
};

/** This file's catalogues by name (the name given to `catalogue()` in ../seo.ts). */
export const catalogues = { seo };
