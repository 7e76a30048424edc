// Hindi for ../duties.ts.
import type { dutiesText } from '../duties.ts';
import type { Translation } from '../i18n.ts';

export const duties: Translation<typeof dutiesText> = {
  ownDecision:
    'यह फ़ैसला किसी दूसरे स्टाफ़ सदस्य को करना होगा: कोई भी अपनी ही चीज़ (अपनी दुकान, अपना ऑर्डर, अपनी निकासी या अपना प्रस्ताव) को मंज़ूर, सत्यापित, रिफ़ंड या भुगतान नहीं करता।',
};

/** This file's catalogues by name (the name given to `catalogue()` in ../duties.ts). */
export const catalogues = { duties };
