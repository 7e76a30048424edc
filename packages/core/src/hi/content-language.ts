// Hindi for ../content-language.ts.
import type { contentLanguageMessages } from '../content-language.ts';
import type { Translation } from '../i18n.ts';

export const contentLanguage: Translation<typeof contentLanguageMessages> = {
  notInHindi: 'यह सामग्री अभी हिन्दी में उपलब्ध नहीं है, इसलिए अंग्रेज़ी में दिखाई जा रही है।',
  hindiTitle: 'हिन्दी में (वैकल्पिक)',
  hindiLead: 'हिन्दी पेजों पर यह संस्करण तब दिखेगा जब अंग्रेज़ी में लिखे हर पाठ का हिन्दी भी भरा हो; तब तक वहाँ एक सूचना के साथ अंग्रेज़ी दिखेगी। अभी हिन्दी न हो तो इसे खाली छोड़ दें।',
  titleHi: 'हिन्दी में शीर्षक',
  summaryHi: 'हिन्दी में सारांश',
  storyHi: 'हिन्दी में कहानी',
  excerptHi: 'हिन्दी में छोटा सारांश',
  bodyHi: 'हिन्दी में पाठ',
  questionHi: 'हिन्दी में सवाल',
  answerHi: 'हिन्दी में जवाब',
  subtitleHi: 'हिन्दी में उपशीर्षक',
  linkLabelHi: 'हिन्दी में लिंक का टेक्स्ट',
  roleHi: 'हिन्दी में भूमिका',
  placeHi: 'हिन्दी में स्थान',
  quoteHi: 'उन्होंने क्या कहा, हिन्दी में',
  itemHi: (n) => `हिन्दी में वस्तु ${n}`,
  saveHindi: 'हिन्दी सहेजें',
  hindiSaved: 'हिन्दी संस्करण सहेजा गया।',
  hasHindi: 'हिन्दी है',
  noHindi: 'अभी हिन्दी नहीं',
};

/** This file's catalogues by name (the name given to `catalogue()` in ../content-language.ts). */
export const catalogues = { contentLanguage };
