// The offline IFSC check answers as Razorpay's own validate() does, with no network.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { ifscBank, ifscKnown } from './ifsc.ts';
import { sniffKyc } from './kyc.ts';

const require = createRequire(import.meta.url);

describe('IFSC', () => {
  it('agrees with the package’s validate() on known, unknown and malformed codes', () => {
    const { validate } = require('ifsc') as { validate: (code: string) => boolean };
    for (const code of ['SBIN0000001', 'HDFC0000240', 'ICIC0000001', 'UTIB0000001', 'KKBK0000958', 'SBIN0999999', 'XXXX0000001', 'HDFC0CAACOB']) {
      expect(ifscKnown(code), code).toBe(validate(code));
    }
    expect(ifscKnown('SBIN0000001')).toBe(true);
    expect(ifscKnown('SBIN0999999')).toBe(false);
    expect(ifscKnown('SBIN1000001')).toBe(false);
  });

  it('names the bank from the package’s list', () => {
    expect(ifscBank('SBIN0000001')).toBe('State Bank of India');
    expect(ifscBank('HDFC0000240')).toBe('HDFC Bank');
    expect(ifscBank('QQQQ0000001')).toBeNull();
  });
});

describe('KYC bytes', () => {
  it('knows PDF, PNG and JPEG by their first bytes, and nothing else', () => {
    expect(sniffKyc(Buffer.from('%PDF-1.7\n'))).toBe('application/pdf');
    expect(sniffKyc(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(sniffKyc(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffKyc(Buffer.from('MZ\x90\x00'))).toBeNull();
    expect(sniffKyc(Buffer.from('<html><body>%PDF-'))).toBeNull();
    expect(sniffKyc(Buffer.from(' %PDF-1.7'))).toBeNull();
    expect(sniffKyc(new Uint8Array(0))).toBeNull();
  });
});
