// What every PDF we make shares (tax receipts, the shop's GST documents): the font, Noto Sans
// Devanagari, which draws Latin, the ₹ sign and Devanagari alike, and the way a text with
// Devanagari is written so that it copies out as typed.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
export const PDF_FONT = require.resolve('@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf');
export const PDF_FONT_BOLD = require.resolve('@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf');

const DEVANAGARI = /[\u0900-\u097F\uA8E0-\uA8FF]/;

/**
 * Writes a text; one with Devanagari inside a marked span whose ActualText is the text as typed.
 * A PDF keeps shaped glyphs in the order they are drawn, so a vowel sign drawn before its
 * consonant (the ि of लिए) or a reph drawn after it (अर्जुन) would copy out of order; readers
 * that honour ActualText (Acrobat, Chrome's, poppler's) copy the words as written instead.
 */
export function say(doc: PDFKit.PDFDocument, text: string, x?: number | PDFKit.Mixins.TextOptions, y?: number, options?: PDFKit.Mixins.TextOptions): void {
  const span = DEVANAGARI.test(text);
  if (span) doc.markContent('Span', { actual: text, lang: 'hi' });
  if (typeof x === 'number') doc.text(text, x, y, options);
  else doc.text(text, x);
  if (span) doc.endMarkedContent();
}

/**
 * The fonts every PDF of ours writes in, registered as 'body' and 'bold', and the file's bytes
 * once `doc.end()` is called: what each document maker starts with.
 */
export function pdfBytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  doc.registerFont('body', PDF_FONT);
  doc.registerFont('bold', PDF_FONT_BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}
