import { describe, expect, it } from 'vitest';
import { hasControlCharacters, isWellFormedText, text, textMessages, unstorableTextPath } from './text.ts';

describe('text()', () => {
  it('refuses C0 controls and DEL on one line, before trimming or length checks', () => {
    const name = text({ field: 'Name', required: 'Name Required' }).trim().min(1, 'Name Required').max(10, 'too long');
    for (const bad of ['\u0000', 'ab\u0000', '\u0007', '\u001f', '\u007f', 'a\tb', 'a\nb', '  \r']) {
      const r = name.safeParse(bad);
      expect(r.success, JSON.stringify(bad)).toBe(false);
      expect(r.error?.issues.map((i) => i.message)).toEqual([textMessages.controlCharacters('Name')]);
    }
    expect(name.safeParse(' Asha ').data).toBe('Asha');
    expect(name.safeParse('अनन्या').success).toBe(true);
    expect(name.safeParse(undefined).error?.issues[0]?.message).toBe('Name Required');
  });

  it('a multi-line field keeps tab, line feed and carriage return but not NUL or escape', () => {
    expect(hasControlCharacters('line one\r\n\tline two', { multiline: true })).toBe(false);
    expect(hasControlCharacters('a\u0000b', { multiline: true })).toBe(true);
    // Bidi overrides and isolates are refused; Hindi's joiners (ZWJ, ZWNJ) are not.
    expect(hasControlCharacters('Pune\u202e')).toBe(true);
    expect(hasControlCharacters('a\u2066b\u2069')).toBe(true);
    expect(hasControlCharacters('क्\u200dष')).toBe(false);
    expect(hasControlCharacters('क्\u200cष')).toBe(false);
    expect(hasControlCharacters('a\u001bb', { multiline: true })).toBe(true);
    expect(hasControlCharacters('a\u0085b')).toBe(false); // C1 NEL is printable enough for names in other scripts
  });

  it('refuses half of a surrogate pair (no character; PostgreSQL refuses it in JSON) and keeps whole pairs', () => {
    for (const bad of ['\ud800', 'a\udc00', '\ud83d', '\ude00\ud83d']) expect(hasControlCharacters(bad), JSON.stringify(bad)).toBe(true);
    expect(hasControlCharacters('😀 दान')).toBe(false);
    expect(isWellFormedText('\ud83d\ude00')).toBe(true);
  });

  it('unstorableTextPath names the first string PostgreSQL cannot store, by its dotted path', () => {
    expect(unstorableTextPath({ a: 'ok', b: { c: ['x', 'y\ud800'] } })).toBe('b.c.1');
    expect(unstorableTextPath({ a: 'a\u0000b' })).toBe('a');
    expect(unstorableTextPath({ a: 'a\u0000b' }, { nul: false })).toBeUndefined();
    expect(unstorableTextPath({ 'k\udc00': 1 })).toBe('');
    expect(unstorableTextPath({ a: '😀', b: 3, c: null })).toBeUndefined();
  });
});
