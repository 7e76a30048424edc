import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { validHostHeader } from './cache.ts';
import { inlineScriptHashes, withScriptHashes } from './pages.ts';
import { securityHeaders } from './security-headers.ts';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inline script hashes', () => {
  it('hashes the exact text of each inline script, once, and skips external ones', () => {
    const html =
      '<head><script>a()</script></head><body><script type="module" async="">import "/x.js";\n</script><script src="/y.js"></script><script>a()</script></body>';
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('import "/x.js";\n')]);
  });

  it('adds them to script-src only, keeping the rest of the policy', () => {
    const csp = securityHeaders({ https: false, dev: false })['content-security-policy'] ?? '';
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    const withHashes = withScriptHashes(csp, [sha('a()')]);
    expect(withHashes).toContain(`script-src 'self' ${sha('a()')};`);
    expect(withHashes.replace(` ${sha('a()')}`, '')).toBe(csp);
    expect(withScriptHashes(csp, [])).toBe(csp);
  });
});

describe('validHostHeader', () => {
  it.each(['example.org', 'give.example.org:443', 'localhost', '127.0.0.1:3000', '[::1]', '[2001:db8::1]:8080', 'my_host.internal', undefined])(
    'accepts %s',
    (host) => {
      expect(validHostHeader(host)).toBe(true);
    },
  );
  it.each(['', 'a b', 'evil.example/path', 'user@evil.example', 'evil.example:80:80', 'evil.example:port', '<x>', 'a'.repeat(300)])('refuses %j', (host) => {
    expect(validHostHeader(host)).toBe(false);
  });
});
