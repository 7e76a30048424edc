// The certificate as a PNG with its credential baked in, as Open Badges 3.0 bakes one: an iTXt
// chunk with the keyword "openbadgecredential" holding the signed JSON, before IEND. Any badge
// backpack reads it back out; so does our verify page (unbake).
import { crc32 } from 'node:zlib';
import type { CertificateFields } from '@sahyog/core';
import sharp from 'sharp';

const KEYWORD = 'openbadgecredential';
const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

function* chunks(png: Buffer): Generator<{ type: string; data: Buffer; start: number }> {
  let at = SIGNATURE.length;
  while (at + 8 <= png.length) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    if (at + 12 + length > png.length) return;
    yield { type, data: png.subarray(at + 8, at + 8 + length), start: at };
    at += 12 + length;
  }
}

export function bake(png: Buffer, credentialJson: string): Buffer {
  if (!png.subarray(0, 8).equals(SIGNATURE)) throw new Error('not a PNG');
  const end = [...chunks(png)].find((c) => c.type === 'IEND');
  if (!end) throw new Error('PNG without IEND');
  // keyword, NUL, compression flag 0, method 0, empty language tag NUL, empty translated keyword NUL, text.
  const data = Buffer.concat([Buffer.from(KEYWORD, 'latin1'), Buffer.from([0, 0, 0, 0, 0]), Buffer.from(credentialJson, 'utf8')]);
  return Buffer.concat([png.subarray(0, end.start), chunk('iTXt', data), png.subarray(end.start)]);
}

/** The credential baked into a PNG, or null when it carries none. */
export function unbake(png: Buffer): string | null {
  if (!png.subarray(0, 8).equals(SIGNATURE)) return null;
  for (const c of chunks(png)) {
    if (c.type !== 'iTXt') continue;
    const nul = c.data.indexOf(0);
    if (c.data.toString('latin1', 0, nul) !== KEYWORD) continue;
    if (c.data[nul + 1] !== 0) return null; // compressed: we never write one
    let at = nul + 3;
    at = c.data.indexOf(0, at) + 1; // language tag
    at = c.data.indexOf(0, at) + 1; // translated keyword
    return c.data.toString('utf8', at);
  }
  return null;
}

const esc = (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A 600 × 600 badge image: the issuer, the certificate's title in both languages and the holder. */
export async function badgeImage(f: CertificateFields, kindLabel: string): Promise<Buffer> {
  const line = (text: string, y: number, size: number, weight = 400, fill = '#1c1917') =>
    `<text x="300" y="${y}" font-family="Noto Sans, Noto Sans Devanagari, sans-serif" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="middle">${esc(text.length > 38 ? `${text.slice(0, 37)}…` : text)}</text>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">
<rect width="600" height="600" fill="#fffbeb"/>
<circle cx="300" cy="300" r="270" fill="#ffffff" stroke="#0f766e" stroke-width="14"/>
<circle cx="300" cy="300" r="240" fill="none" stroke="#f59e0b" stroke-width="4"/>
${line(f.issuerName, 170, 26, 700, '#0f766e')}
${line(kindLabel, 215, 22, 400, '#57534e')}
${line(f.title.en, 290, 30, 700)}
${line(f.title.hi, 335, 28, 700)}
${line(f.recipientName, 405, 28, 400)}
${line(f.issuedOn.slice(0, 10), 450, 20, 400, '#57534e')}
</svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}
