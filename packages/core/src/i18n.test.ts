import { describe, expect, it } from 'vitest';
import * as core from './index.ts';
import './hi/index.ts';
import { basePath, catalogueNames, headerMessages, inLanguage, languageOfPath, localPath, messages, pathIn, setLanguageSource, untranslated } from './index.ts';

describe('Hindi catalogues', () => {
  it('have a Hindi text for every English key (this list is what is left to translate)', () => {
    expect(core).toBeTruthy(); // every catalogue in core is made on import
    expect(catalogueNames().length).toBeGreaterThan(30);
    expect(untranslated('hi')).toEqual([]);
  });

  it('answer in the current language, and in English outside Hindi', () => {
    setLanguageSource(() => 'hi');
    try {
      expect(headerMessages.donateNow).toBe('अभी दान करें');
      expect(messages.minimumDonation).toContain('₹300');
      expect(messages.minimumDonation).not.toBe('Minimum donation amount is ₹300');
      // Text fixed in English before the language was known (a schema's message) reads in Hindi.
      expect(inLanguage('Minimum donation amount is ₹300')).toBe(messages.minimumDonation);
      expect(inLanguage('not a catalogue text')).toBe('not a catalogue text');
      expect(localPath('/faq')).toBe('/hi/faq');
      expect(localPath('/api/v1/me')).toBe('/api/v1/me');
      expect(localPath('/media/x.webp')).toBe('/media/x.webp');
    } finally {
      setLanguageSource(() => 'en');
    }
    expect(headerMessages.donateNow).toBe('Donate Now');
    expect(messages.minimumDonation).toBe('Minimum donation amount is ₹300');
    expect(localPath('/faq')).toBe('/faq');
  });
});

describe('schema messages made with a field’s name when their module loaded', () => {
  it('read in Hindi on a Hindi request, field name included; English stays English', async () => {
    const { registerInput } = await import('./accounts.ts');
    const tooLong = () => registerInput.safeParse({ fullName: 'x'.repeat(101), email: 'a@b.co', password: 'secret12', confirmPassword: 'secret12' });
    const english = core.fieldErrors(tooLong().error ?? { issues: [] });
    expect(english.fullName).toBe('Full Name must be at most 100 characters');
    setLanguageSource(() => 'hi');
    try {
      const hindi = core.fieldErrors(tooLong().error ?? { issues: [] });
      expect(hindi.fullName).toBe(core.accountMessages.tooLong(inLanguage('Full Name'), 100));
      expect(hindi.fullName).toMatch(/अधिकतम 100/);
      expect(hindi.fullName).not.toMatch(/Full Name|must be/);
      // A control character: text()'s message, made with the field's name at load.
      expect(inLanguage('Question in Hindi contains characters that are not allowed')).toBe(
        core.textMessages.controlCharacters(core.contentLanguageMessages.questionHi),
      );
      // A field no catalogue names: the whole message stays English, never half Hindi.
      expect(inLanguage('Frobnicator must be at most 5 characters')).toBe('Frobnicator must be at most 5 characters');
      // A limit the campaign editor's schema names, and a field name from fieldNames.
      expect(inLanguage('The title must be at most 120 characters')).toBe(core.campaignEditorMessages.limits.title);
      expect(inLanguage('Reason contains characters that are not allowed')).toBe(core.textMessages.controlCharacters(core.fieldNames.reason));
      // Text no catalogue function wrote stays as it is.
      expect(inLanguage('Full Name is a fine thing to have')).toBe('Full Name is a fine thing to have');
    } finally {
      setLanguageSource(() => 'en');
    }
  });
});

describe('language in the address', () => {
  it('is Hindi under /hi only', () => {
    expect(languageOfPath('/hi')).toBe('hi');
    expect(languageOfPath('/hi/faq')).toBe('hi');
    expect(languageOfPath('/hindi-stories')).toBe('en');
    expect(languageOfPath('/')).toBe('en');
  });

  it('maps a page between its English and Hindi addresses, query kept', () => {
    expect(pathIn('hi', '/')).toBe('/hi');
    expect(pathIn('hi', '/?utm_source=x')).toBe('/hi?utm_source=x');
    expect(pathIn('hi', '/campaigns/a?b=1')).toBe('/hi/campaigns/a?b=1');
    expect(pathIn('hi', '/hi/faq')).toBe('/hi/faq');
    expect(pathIn('en', '/hi/faq')).toBe('/faq');
    expect(pathIn('en', '/hi')).toBe('/');
    expect(basePath('/hi/blog/x')).toBe('/blog/x');
    expect(pathIn('hi', 'https://example.org/x')).toBe('https://example.org/x');
    expect(pathIn('hi', '//evil.example/x')).toBe('//evil.example/x');
  });
});
