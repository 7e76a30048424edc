// Hindi for ../text.ts.
import type { Translation } from '../i18n.ts';
import type { fieldNames as fieldNamesEn, textMessages } from '../text.ts';

export const text: Translation<typeof textMessages> = {
  controlCharacters: (field) => `${field} में ऐसे अक्षर हैं जिनकी अनुमति नहीं है`,
};

export const fieldNames: Translation<typeof fieldNamesEn> = {
  aadhaar: 'आधार',
  item: 'वस्तु',
  message: 'संदेश',
  mobile: 'मोबाइल नंबर',
  note: 'नोट',
  otp: 'OTP',
  pan: 'PAN',
  quote: 'उद्धरण',
  reason: 'कारण',
  sectionCode: 'धारा कोड',
  shortName: 'संक्षिप्त नाम',
  summary: 'सारांश',
  text: 'पाठ',
  utr: 'UTR',
  update: 'अपडेट',
  updateHi: 'हिंदी में अपडेट',
  updateTitleHi: 'अपडेट का शीर्षक हिंदी में',
};

/** This file's catalogues by name (the name given to `catalogue()` in ../text.ts). */
export const catalogues = { text, fieldNames };
