// Hindi for ../place-counts.ts.
import type { Translation } from '../i18n.ts';
import type { placeCountsText } from '../place-counts.ts';

export const placeCounts: Translation<typeof placeCountsText> = {
  title: 'हमारा समुदाय',
  lead: (total: string) => `${total} लोग फ़ाउंडेशन से जुड़े हैं। वे यहाँ रहते हैं।`,
  elsewhereIn: (country: string) => `${country} में अन्य जगहें`,
  otherPlaces: 'अन्य जगहें',
  people: (n: number, shown: string) => (n === 1 ? `${shown} व्यक्ति` : `${shown} लोग`),
  note: (min: number) => `किसी जगह का नाम तभी दिखाया जाता है जब वहाँ कम से कम ${min} लोग रहते हों, ताकि किसी की पहचान न हो सके।`,
  india: 'भारत',
};

/** This file's catalogues by name (the name given to `catalogue()` in ../place-counts.ts). */
export const catalogues = { placeCounts };
