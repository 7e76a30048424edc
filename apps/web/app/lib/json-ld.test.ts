import { describe, expect, it } from 'vitest';
import { jsonLdText } from './json-ld.ts';

describe('jsonLdText', () => {
  it('leaves nothing that could end the script element or open a comment, and parses back to the same value', () => {
    const value = { name: 'A </script><script>alert(1)</script> <!-- & \u2028 done' };
    const text = jsonLdText(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});
