import { describe, expect, it } from 'vitest';
import { safeRedirect } from './redirect.ts';

describe('safeRedirect', () => {
  it.each([
    ['/profile', '/profile'],
    ['/admin/users', '/admin/users'],
    ['/campaigns/help-children?amount=3000#donate', '/campaigns/help-children?amount=3000#donate'],
    ['/a/../profile', '/profile'],
    ['/%2F/evil.example', '/%2F/evil.example'],
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
