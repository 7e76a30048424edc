// A PDF's text as a reader of the file gets it (pdf.js, the engine of Firefox's viewer), one
// string with runs of whitespace collapsed: what tests of generated documents compare against.
import { inflateSync } from 'node:zlib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const parts: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    parts.push(content.items.map((it) => ('str' in it ? it.str : '')).join(' '));
  }
  return parts.join('\n').replace(/\s+/g, ' ');
}

/** A PDF literal string's bytes (its backslash escapes undone), read as PDF text strings are. */
function pdfString(literal: string): string {
  const named: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };
  const bytes = literal.replace(/\\([0-7]{1,3}|[\s\S])/g, (_, e: string) => (/^[0-7]/.test(e) ? String.fromCharCode(Number.parseInt(e, 8)) : (named[e] ?? e)));
  const buf = Buffer.from(bytes, 'latin1');
  return buf[0] === 0xfe && buf[1] === 0xff ? Buffer.from(buf.subarray(2)).swap16().toString('utf16le') : bytes;
}

/** The ActualText of every marked span in the page content, in drawing order. */
export function actualTexts(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  return [...raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)].flatMap((m) => {
    let content: string;
    try {
      content = inflateSync(Buffer.from(m[1] ?? '', 'latin1')).toString('latin1');
    } catch {
      return [];
    }
    return [...content.matchAll(/\/Span <<\s*\/Lang \(hi\)\s*\/ActualText \(((?:\\[\s\S]|[^\\)])*)\)\s*>> BDC/g)].map((a) => pdfString(a[1] ?? ''));
  });
}
