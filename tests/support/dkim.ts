// A DKIM check (RFC 6376) of a message as it arrived, written apart from the signer's code
// (nodemailer's): relaxed/relaxed canonicalization and rsa-sha256, with the public key a DNS TXT
// record would publish given directly. It answers why a signature fails, so a test can say so.
import { createHash, createVerify, type KeyObject } from 'node:crypto';

export interface DkimResult {
  ok: boolean;
  /** The signature's tags (d=, s=, h=, bh=, b=, …). */
  tags: Record<string, string>;
  problem?: string;
}

/** Headers as [name, raw line(s) with folding], in order. */
function headerFields(head: string): [string, string][] {
  const out: [string, string][] = [];
  for (const line of head.split('\r\n')) {
    const last = out.at(-1);
    if (/^[ \t]/.test(line) && last) last[1] += `\r\n${line}`;
    else out.push([line.slice(0, line.indexOf(':')), line]);
  }
  return out;
}

/** RFC 6376 3.4.2: lowercase name, unfolded value with whitespace runs as one space, trimmed. */
function relaxedHeader(raw: string): string {
  const colon = raw.indexOf(':');
  const name = raw.slice(0, colon).trim().toLowerCase();
  const value = raw
    .slice(colon + 1)
    .replace(/\r\n(?=[ \t])/g, '')
    .replace(/[ \t]+/g, ' ')
    .trim();
  return `${name}:${value}`;
}

/** RFC 6376 3.4.4: whitespace runs as one space, none at line ends, no empty lines at the end. */
function relaxedBody(body: string): string {
  const lines = body.split('\r\n').map((l) => l.replace(/[ \t]+/g, ' ').replace(/ $/, ''));
  while (lines.length && lines.at(-1) === '') lines.pop();
  return lines.length ? `${lines.join('\r\n')}\r\n` : '';
}

export function verifyDkim(raw: Buffer, publicKey: KeyObject): DkimResult {
  const text = raw.toString('latin1');
  const split = text.indexOf('\r\n\r\n');
  if (split < 0) return { ok: false, tags: {}, problem: 'no blank line between headers and body' };
  const fields = headerFields(text.slice(0, split));
  const body = text.slice(split + 4);
  const signature = fields.find(([name]) => name.toLowerCase() === 'dkim-signature');
  if (!signature) return { ok: false, tags: {}, problem: 'no DKIM-Signature header' };
  const value = relaxedHeader(signature[1]).slice('dkim-signature:'.length);
  const tags = Object.fromEntries(
    value
      .split(';')
      .map((t) => t.trim())
      .filter(Boolean)
      .map((t) => [t.slice(0, t.indexOf('=')).trim(), t.slice(t.indexOf('=') + 1).replace(/\s+/g, '')]),
  );
  if (tags.a !== 'rsa-sha256') return { ok: false, tags, problem: `algorithm ${tags.a}` };
  if (tags.c !== 'relaxed/relaxed') return { ok: false, tags, problem: `canonicalization ${tags.c}` };
  const bodyHash = createHash('sha256').update(relaxedBody(body), 'latin1').digest('base64');
  if (bodyHash !== tags.bh) return { ok: false, tags, problem: 'body hash does not match bh=' };
  // Each name in h= takes the next instance of that header from the bottom (RFC 6376 5.4.2).
  const used = new Map<string, number>();
  let signed = '';
  for (const name of (tags.h ?? '').split(':').map((n) => n.trim().toLowerCase())) {
    const all = fields.filter(([n]) => n.toLowerCase() === name && n.toLowerCase() !== 'dkim-signature');
    const n = used.get(name) ?? 0;
    used.set(name, n + 1);
    const field = all[all.length - 1 - n];
    if (field) signed += `${relaxedHeader(field[1])}\r\n`;
  }
  // The signature's own header, its b= value empty, without a final line break.
  signed += relaxedHeader(signature[1].replace(/(\bb=)[^;]*/, '$1'));
  const ok = createVerify('RSA-SHA256')
    .update(signed, 'latin1')
    .verify(publicKey, tags.b ?? '', 'base64');
  return ok ? { ok, tags } : { ok, tags, problem: 'the signature does not verify over the signed headers' };
}
