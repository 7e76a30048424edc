// Draws a PDF's first pages as PNGs, in a worker thread (platform/bills.ts starts it): a PDF is a
// program of drawing commands from a stranger, so it runs where a time limit can stop it and a
// memory limit can contain it, never on the thread that answers requests. No fonts from the
// system, no network (pdf.js 6 compiles nothing from a PDF: no eval to turn off).
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const { bytes, maxPages, width, maxHeight } = workerData as { bytes: Uint8Array; maxPages: number; width: number; maxHeight: number };
// The 14 standard PDF fonts, from pdfjs's own package: a bill that names Helvetica draws its text.
const fonts = `${dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/standard_fonts/`;

try {
  const task = getDocument({
    data: bytes,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: true,
    standardFontDataUrl: fonts,
    verbosity: 0,
    // Decoded images live outside the worker's heap limit: one bigger than 16 MP is skipped, not drawn.
    maxImageSize: 16_000_000,
    isOffscreenCanvasSupported: false,
  });
  const doc = await task.promise;
  const factory = doc.canvasFactory as {
    create(w: number, h: number): { canvas: { width: number; height: number; toBuffer(type: 'image/png'): Uint8Array }; context: CanvasRenderingContext2D };
  };
  const pages: Uint8Array[] = [];
  for (let n = 1; n <= Math.min(doc.numPages, maxPages); n++) {
    const page = await doc.getPage(n);
    const base = page.getViewport({ scale: 1 });
    // As wide as asked, unless that would make the page taller than allowed (a strip of paper).
    const scale = Math.min(width / base.width, maxHeight / base.height);
    const vp = page.getViewport({ scale });
    const { canvas, context } = factory.create(Math.ceil(vp.width), Math.ceil(vp.height));
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    await page.render({ canvasContext: context, viewport: vp, canvas: canvas as unknown as HTMLCanvasElement }).promise;
    pages.push(canvas.toBuffer('image/png'));
    page.cleanup();
  }
  await task.destroy();
  parentPort?.postMessage({ ok: true, pages });
} catch (e) {
  parentPort?.postMessage({ ok: false, locked: (e as { name?: string }).name === 'PasswordException' });
}
