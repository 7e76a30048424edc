import { describe, expect, it } from 'vitest';
import { pathIn } from './i18n.ts';
import { offSiteTarget, safeLocalPath, safeRedirect } from './redirect.ts';

describe('safeRedirect', () => {
  it.each([
    ['/profile', '/profile'],
    ['/admin/users', '/admin/users'],
    ['/campaigns/help-children?amount=3000#donate', '/campaigns/help-children?amount=3000#donate'],
    ['/a/../profile', '/profile'],
    ['/hi/campaigns/a?b=1', '/hi/campaigns/a?b=1'],
    ['/100%25-free', '/100%25-free'],
    ['/login-help', '/login-help'],
  ])('keeps the same-site path %s', (value, expected) => {
    expect(safeRedirect(value)).toBe(expected);
  });

  it.each([
    ['protocol-relative', '//evil.example'],
    ['protocol-relative with a path', '//evil.example/profile'],
    ['backslash', '/\\evil.example'],
    ['backslashes', '\\\\evil.example'],
    ['tab (what /%09/evil decodes to)', '/\t/evil.example'],
    ['newline', '/\n/evil.example'],
    ['carriage return', '/\r/evil.example'],
    ['NUL', '/\u0000/evil.example'],
    ['dot segment to a host', '/.//evil.example'],
    ['absolute https', 'https://evil.example'],
    ['absolute http', 'http://evil.example/profile'],
    ['scheme-relative without slashes', 'https:evil.example'],
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['relative path', 'profile'],
    ['empty', ''],
    ['spaces before', '  //evil.example'],
    ['the login page', '/login?redirectTo=/profile'],
    ['registration', '/register'],
    ['a reset link', '/reset-password?token=abc'],
    ['logout', '/logout'],
    ['the Hindi login page', '/hi/login'],
    ['an encoded slash (//evil to a decoding server)', '/%2F/evil.example'],
    ['the language prefix before a host', '/hi//evil.example/donate'],
  ])('falls back for %s', (_name, value) => {
    expect(safeRedirect(value)).toBe('/');
  });

  it('falls back for nothing at all, and uses the given fallback', () => {
    expect(safeRedirect(null)).toBe('/');
    expect(safeRedirect(undefined)).toBe('/');
    expect(safeRedirect('//evil.example', '/profile')).toBe('/profile');
  });

  it('falls back for absurdly long values', () => {
    expect(safeRedirect(`/${'a'.repeat(3000)}`)).toBe('/');
  });
});

// Issue 38: `/language/en?next=/hi//evil.example/donate` answered `Location: //evil.example/donate`.
// Each of these is checked as given and as it would finally be sent in either language.
describe('safeLocalPath', () => {
  const NASTY: [string, string][] = [
    ['protocol-relative', '//evil.example'],
    ['three slashes', '///evil.example'],
    ['slash backslash', '/\\evil.example'],
    ['encoded slashes', '/%2F%2Fevil.example'],
    ['one encoded slash', '/%2F/evil.example'],
    ['encoded backslash', '/%5Cevil.example'],
    ['encoded backslash after a slash', '/%5C%5Cevil.example'],
    ['lower-case escapes', '/%2f%2fevil.example'],
    ['a tab', '/\t/evil.example'],
    ['an encoded tab', '/%09/evil.example'],
    ['a newline', '/\n/evil.example'],
    ['an encoded newline', '/%0A/evil.example'],
    ['CR LF header injection', '/faq\r\nset-cookie: sid=x'],
    ['NUL', '/\u0000/evil.example'],
    ['the Hindi prefix, then a host', '/hi//evil.example/donate'],
    ['the Hindi prefix, then an encoded slash', '/hi/%2F/evil.example'],
    ['the Hindi prefix, then encoded slashes', '/hi/%2F%2Fevil.example'],
    ['the Hindi prefix, then a backslash', '/hi/\\evil.example'],
    ['the Hindi prefix, then an encoded backslash', '/hi/%5Cevil.example'],
    ['encoded dots to a host', '/%2E%2E//evil.example'],
    ['the Hindi prefix, encoded dots, a host', '/hi/%2E%2E//evil.example'],
    ['a dot segment to a host', '/.//evil.example'],
    ['a scheme without slashes', 'https:evil.example'],
    ['absolute', 'https://evil.example/'],
    ['javascript:', 'javascript:alert(1)'],
    ['a broken escape', '/%E0%A4%A'],
    ['relative', 'evil.example'],
    ['nothing', ''],
  ];

  it.each(NASTY)('falls back for %s', (_name, value) => {
    expect(safeLocalPath(value)).toBe('/');
    expect(safeLocalPath(value, '/hi')).toBe('/hi');
  });

  it.each(NASTY)('sends %s nowhere else once put in either language', (_name, value) => {
    for (const lang of ['en', 'hi'] as const) {
      const final = safeLocalPath(pathIn(lang, safeLocalPath(value)));
      expect(final.startsWith('/') && !final.startsWith('//'), `${lang} ${final}`).toBe(true);
      expect(new URL(final, 'https://sahyog.example').host).toBe('sahyog.example');
    }
  });

  it('keeps our own paths, in either language, with their query and fragment', () => {
    expect(safeLocalPath('/hi/faq')).toBe('/hi/faq');
    expect(safeLocalPath('/explore-campaigns?q=dog#list')).toBe('/explore-campaigns?q=dog#list');
    expect(safeLocalPath('/hi')).toBe('/hi');
    expect(safeLocalPath('/')).toBe('/');
    // A search for "//x" is a query, not a host.
    expect(safeLocalPath('/shop/search?q=%2F%2Fx')).toBe('/shop/search?q=%2F%2Fx');
    expect(safeLocalPath(12 as unknown)).toBe('/');
  });

  it('the longest path kept is 2048 characters', () => {
    expect(safeLocalPath(`/${'a'.repeat(2047)}`)).toHaveLength(2048);
    expect(safeLocalPath(`/${'a'.repeat(2048)}`)).toBe('/');
  });
});

describe('pathIn keeps exactly one leading slash', () => {
  it.each([
    ['en', '/hi//evil.example/donate', '/evil.example/donate'],
    ['hi', '/hi//evil.example', '/hi/evil.example'],
    ['en', '/hi/\\evil.example', '/evil.example'],
    ['hi', '/\\evil.example', '/hi/evil.example'],
  ] as const)('%s %s → %s', (lang, path, expected) => {
    expect(pathIn(lang, path)).toBe(expected);
  });
});

describe('offSiteTarget: where a link to our own site finally goes', () => {
  const US = 'sahyog.example';
  it.each([
    ['https://sahyog.example/language/en?next=/hi//evil.example/donate', 'evil.example'],
    ['https://sahyog.example/language/en?next=%2Fhi%2F%2Fevil.example%2Fdonate', 'evil.example'],
    ['https://sahyog.example/language/hi?next=/hi/%2F%2Fevil.example', 'evil.example'],
    ['https://sahyog.example/language/en?next=/%5Cevil.example', 'evil.example'],
    ['https://sahyog.example/language/en?next=/%09/evil.example', 'evil.example'],
    ['https://sahyog.example/language/en?next=//Evil.Example/x', 'evil.example'],
    ['https://sahyog.example/login?redirectTo=https://evil.example/pay', 'evil.example'],
    ['https://sahyog.example/hi/login?redirectTo=https:evil.example', 'evil.example'],
    ['https://sahyog.example/login?redirectTo=javascript:alert(1)', 'javascript:'],
    // Through our own pages: the switch to the login page, which then would leave.
    ['https://sahyog.example/language/en?next=%2Flogin%3FredirectTo%3D%252F%252Fevil.example', 'evil.example'],
  ])('%s goes to %s', (href, host) => {
    expect(offSiteTarget(href, US)).toBe(host);
  });

  it.each([
    'https://sahyog.example/language/en?next=/hi/faq',
    'https://sahyog.example/login?redirectTo=/profile',
    'https://sahyog.example/campaigns/x?next=2',
    'https://sahyog.example/language/en?next=https://sahyog.example/faq',
    'https://sahyog.example/login?redirectTo=//www.sahyog.example/x',
    'https://sahyog.example/shop/search?q=//evil.example',
    'https://sahyog.example/',
  ])('%s stays here', (href) => {
    expect(offSiteTarget(href, US)).toBeNull();
  });
});
