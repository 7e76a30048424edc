import { describe, expect, it } from 'vitest';
import { isSiteOrHttpsLink } from './site-settings.ts';

describe('a link staff put on a page', () => {
  it('is a path of this site, an https address, or nothing', () => {
    for (const ok of ['', '/monthly-donation', '/campaigns/x?amount=3000', 'https://example.org/report.pdf']) expect(isSiteOrHttpsLink(ok), ok).toBe(true);
  });

  it('is never another site in disguise (attacker probe F6) or a script', () => {
    for (const bad of [
      '/\\evil.example',
      '/\\/evil.example',
      '//evil.example',
      'http://evil.example',
      'https:///evil',
      'javascript:alert(1)',
      '/ evil',
      'https://a b',
    ])
      expect(isSiteOrHttpsLink(bad), bad).toBe(false);
    // What a browser makes of the first one: another site, over plain http.
    expect(new URL('/\\evil.example', 'https://sahyog.example/').host).toBe('evil.example');
  });
});
