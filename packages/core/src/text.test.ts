import { describe, expect, it } from 'vitest';
import { hasControlCharacters, isWellFormedText, jsonDeeperThan, MAX_JSON_DEPTH, text, textMessages, unstorableTextPath } from './text.ts';

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

  // Issue 38: a body 10,000 deep overflowed the recursive walk (a 500 on every JSON route).
  const nested = (depth: number, inner: unknown = 'x'): unknown => {
    let v: unknown = inner;
    for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { a: v };
    return v;
  };

  it('unstorableTextPath walks a body of any depth, and names where it nests too deep', () => {
    expect(() => unstorableTextPath(nested(100_000))).not.toThrow();
    expect(unstorableTextPath(nested(100_000))).toBeDefined();
    expect(unstorableTextPath(nested(MAX_JSON_DEPTH))).toBeUndefined();
    expect(unstorableTextPath(nested(MAX_JSON_DEPTH + 1))).toBe('a.0.a.0.a.0.a.0.a.0.a.0.a.0.a.0.a.0.a.0.a.0.a.0.a.0.a.0.a.0.a.0');
    // The first bad string in document order, as before.
    expect(unstorableTextPath({ a: { x: 'y\ud800' }, 'k\udc00': 1 })).toBe('a.x');
    expect(unstorableTextPath({ a: [1, { 'b\ud800': 2 }] })).toBe('a.1');
  });

  it('jsonDeeperThan counts objects and lists inside each other, without the call stack', () => {
    expect(jsonDeeperThan('x', 0)).toBe(false);
    expect(jsonDeeperThan({}, 0)).toBe(true);
    expect(jsonDeeperThan({ a: [1, 2] }, 2)).toBe(false);
    expect(jsonDeeperThan({ a: [1, { b: 2 }] }, 2)).toBe(true);
    expect(jsonDeeperThan(nested(MAX_JSON_DEPTH))).toBe(false);
    expect(jsonDeeperThan(nested(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(jsonDeeperThan(nested(100_000))).toBe(true);
  });
});
