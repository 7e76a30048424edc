// Hindi for ../text.ts.
import type { Translation } from '../i18n.ts';
import type { textMessages } from '../text.ts';

export const text: Translation<typeof textMessages> = {
  controlCharacters: (field) => `${field} में ऐसे अक्षर हैं जिनकी अनुमति नहीं है`,
};

/** This file's catalogues by name (the name given to `catalogue()` in ../text.ts). */
export const catalogues = { text };
