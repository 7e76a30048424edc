// Content in Hindi (issue 23): staff write a campaign's, a blog post's, a page's and a question's
// Hindi beside its English in the console (issue 39: a banner's, a testimonial's, a team role and
// a campaign item's name too). A Hindi page shows the Hindi version when it is
// whole (every text the English has, in Hindi), else the English, marked lang="en" and with one
// notice near the top. English pages and the JSON API answer English, as before.
import { z } from 'zod';
import { catalogue, currentLanguage, LANGUAGES, type Language } from './i18n.ts';

export const contentLanguageMessages = /* @__PURE__ */ catalogue('contentLanguage', {
  // The public pages
  notInHindi: 'This content is not yet available in Hindi, so it is shown in English.',
  // The console's forms
  hindiTitle: 'In Hindi (optional)',
  hindiLead:
    'Hindi pages show this version once every text written in English also has its Hindi; until then they show the English with a note. Leave it empty if there is none yet.',
  titleHi: 'Title in Hindi',
  summaryHi: 'Summary in Hindi',
  storyHi: 'Story in Hindi',
  excerptHi: 'Short summary in Hindi',
  bodyHi: 'Text in Hindi',
  questionHi: 'Question in Hindi',
  answerHi: 'Answer in Hindi',
  subtitleHi: 'Subtitle in Hindi',
  linkLabelHi: 'Link text in Hindi',
  roleHi: 'Role in Hindi',
  placeHi: 'Place in Hindi',
  quoteHi: 'What they said, in Hindi',
  itemHi: (n: number) => `Item ${n} in Hindi`,
  saveHindi: 'Save Hindi',
  hindiSaved: 'The Hindi version is saved.',
  hasHindi: 'Has Hindi',
  noHindi: 'No Hindi yet',
});

/**
 * The language a record's words are shown in on a Hindi page: absent on English pages and in
 * the API (nothing changes there), 'hi' when the Hindi version was shown, 'en' when the page
 * fell back to the English.
 */
export const shownIn = z
  .enum(LANGUAGES)
  .optional()
  .describe('Only on Hindi pages: the language the words are shown in (en when there is no Hindi version yet)');

type Texts = Record<string, string>;

/**
 * A record's words in the current language: on a Hindi page its Hindi when every text that is
 * filled in English has its Hindi, else the English (shownIn 'en'); elsewhere the English as is.
 */
export function inContentLanguage<T extends Texts>(english: T, hindi: { [K in keyof T]?: string | null | undefined }): T & { shownIn?: Language } {
  if (currentLanguage() !== 'hi') return english;
  const keys = Object.keys(english) as (keyof T)[];
  const whole = keys.every((k) => english[k] === '' || (hindi[k] ?? '').trim() !== '');
  if (!whole) return { ...english, shownIn: 'en' };
  const text = { ...english };
  for (const k of keys) if (english[k] !== '') text[k] = hindi[k] as T[keyof T];
  return { ...text, shownIn: 'hi' };
}

/** An optional Hindi text as stored: empty is none (null). */
export const hindiOrNull = (v: string | undefined | null): string | null => (v && v.trim() !== '' ? v : null);

/** Whether a page shown in the current language carries English content (the notice, lang="en"). */
export const fellBack = (records: readonly { shownIn?: Language | undefined }[]): boolean => records.some((r) => r.shownIn === 'en');
