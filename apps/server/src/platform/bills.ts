// Bills and invoices sent with a campaign's spending (issue 26). A bill is judged by its bytes: a
// PDF is kept as it came (it is never served to the public) and its first pages are drawn as one
// picture; a JPEG or PNG is re-encoded. That picture is what staff redact: black rectangles over
// names, Aadhaar numbers and addresses, burnt into the pixels (a new JPEG, not a layer), and only
// the redacted picture is ever published.
import { Worker } from 'node:worker_threads';
import { AppError, type Area } from '@sahyog/core';
import sharp from 'sharp';
import { encodeJpeg, imagePool, type PhotoRules, workPool } from './photos.ts';

export const BILL_MAX_BYTES = 5 * 1024 * 1024;
/** A PDF's pages drawn for redaction: the bill's first few (the rest stay in the private original). */
const PDF_PAGES = 3;
const PAGE_WIDTH = 1240;
const PAGE_MAX_HEIGHT = 2400;
/** A PDF that takes longer than this to draw is refused (and its worker stopped). */
const PDF_TIME_MS = 8_000;
/**
 * What drawing one PDF may add to the process's memory. Decoded pictures and the canvas live
 * outside the worker's heap limit (a probe's 1.9 MB PDF of 40 large pictures took 4 GB), so the
 * process's resident size is watched while it draws and the worker stopped past this.
 */
const PDF_MEMORY_BYTES = 512 * 1024 * 1024;
/** The pictures a PDF may declare in all (width × height summed): three pages of 300 dpi scans fit. */
const PDF_PIXELS = 48_000_000;
/**
 * PDFs are drawn one at a time, apart from the photo pool: a slow PDF never holds up a cover, a
 * product photo or a redaction; a few more wait, then they are refused until the queue is shorter.
 */
const pdfPool = workPool(1);
const PDF_QUEUE = 3;

export interface BillMessages {
  type: string;
  tooLarge: string;
  unreadable: string;
  locked: string;
  tooSmall: string;
  /** A picture within 5 MB that is past 30 megapixels. */
  tooManyPixels: string;
  /** The PDF's pictures are too large to draw here. */
  tooComplex: string;
  /** Other bills are being checked: try again shortly. */
  busy: string;
}

/**
 * The picture sizes a PDF declares (each image stream's /Width × /Height, summed). Image XObjects
 * are streams, and streams never sit inside compressed object streams, so their dictionaries can
 * be read from the file as it is, before anything is decoded.
 */
export function declaredPixels(bytes: Uint8Array): number {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  let total = 0;
  for (const m of text.matchAll(/\/Subtype\s*\/Image\b/g)) {
    const from = text.lastIndexOf('obj', m.index);
    const to = text.indexOf('stream', m.index);
    const dict = text.slice(Math.max(0, from, m.index - 4000), to === -1 ? m.index + 4000 : Math.min(to, m.index + 4000));
    const width = Number(/\/Width\s+(\d{1,9})\b/.exec(dict)?.[1] ?? 0);
    const height = Number(/\/Height\s+(\d{1,9})\b/.exec(dict)?.[1] ?? 0);
    total += width * height;
  }
  return total;
}

export interface ReadBill {
  type: 'pdf' | 'jpeg';
  /** What is kept privately: the PDF as sent, or the re-encoded picture. */
  original: Buffer;
  /** The picture staff redact (JPEG). */
  preview: Buffer;
  width: number;
  height: number;
}

const isPdf = (b: Uint8Array) => b.byteLength > 5 && Buffer.from(b.subarray(0, 5)).toString('latin1') === '%PDF-';

type Drawn = { pages: Buffer[] } | { locked: boolean; tooBig?: boolean };

/** Draws the first pages of a PDF in a worker with a time and memory limit. */
function drawPdf(bytes: Uint8Array): Promise<Drawn> {
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./pdf-pages.worker.ts', import.meta.url), {
      workerData: { bytes: new Uint8Array(bytes), maxPages: PDF_PAGES, width: PAGE_WIDTH, maxHeight: PAGE_MAX_HEIGHT },
      resourceLimits: { maxOldGenerationSizeMb: 384 },
    });
    let done = false;
    const before = process.memoryUsage.rss();
    const finish = (r: Drawn) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      clearInterval(watch);
      void worker.terminate();
      resolve(r);
    };
    const timer = setTimeout(() => finish({ locked: false, tooBig: true }), PDF_TIME_MS);
    const watch = setInterval(() => {
      if (process.memoryUsage.rss() - before > PDF_MEMORY_BYTES) finish({ locked: false, tooBig: true });
    }, 25);
    worker.once('message', (m: { ok: boolean; pages?: Uint8Array[]; locked?: boolean }) =>
      finish(m.ok && m.pages?.length ? { pages: m.pages.map((p) => Buffer.from(p)) } : { locked: Boolean(m.locked) }),
    );
    worker.once('error', () => finish({ locked: false }));
    worker.once('exit', () => finish({ locked: false }));
  });
}

/** Checks a bill by its bytes and makes the picture staff redact; `field` names the input in errors. */
export async function readBill(bytes: Uint8Array, field: string, messages: BillMessages): Promise<ReadBill> {
  if (bytes.byteLength > BILL_MAX_BYTES) throw AppError.invalid({ [field]: messages.tooLarge });
  if (isPdf(bytes)) {
    if (declaredPixels(bytes) > PDF_PIXELS) throw AppError.invalid({ [field]: messages.tooComplex });
    if (pdfPool.waiting >= PDF_QUEUE) throw AppError.invalid({ [field]: messages.busy });
    const drawn = await pdfPool.run(() => drawPdf(bytes));
    if (!('pages' in drawn)) throw AppError.invalid({ [field]: drawn.locked ? messages.locked : drawn.tooBig ? messages.tooComplex : messages.unreadable });
    // The pages one under another, a grey line between: one picture to redact and to show.
    const sizes = await Promise.all(drawn.pages.map((p) => sharp(p).metadata()));
    const width = Math.max(...sizes.map((m) => m.width ?? 0));
    // A page a sliver wide (or short) is no bill anyone can read.
    if (sizes.some((m) => (m.width ?? 0) < 200 || (m.height ?? 0) < 200)) throw AppError.invalid({ [field]: messages.tooSmall });
    const gap = 8;
    const height = sizes.reduce((n, m) => n + (m.height ?? 0), 0) + gap * (sizes.length - 1);
    let top = 0;
    const layers = drawn.pages.map((input, i) => {
      const layer = { input, top, left: 0 };
      top += (sizes[i]?.height ?? 0) + gap;
      return layer;
    });
    const preview = await imagePool.run(() =>
      sharp({ create: { width, height, channels: 3, background: '#d6d3d1' } })
        .composite(layers)
        .jpeg({ quality: 82, mozjpeg: true })
        .toBuffer(),
    );
    return { type: 'pdf', original: Buffer.from(bytes), preview, width, height };
  }
  const rules: PhotoRules = {
    maxBytes: BILL_MAX_BYTES,
    maxPixels: 30_000_000,
    min: { width: 200, height: 200 },
    formats: ['jpeg', 'png'],
    messages: {
      tooLarge: messages.tooLarge,
      type: messages.type,
      tooSmall: messages.tooSmall,
      unreadable: messages.unreadable,
      tooManyPixels: messages.tooManyPixels,
    },
  };
  // Legible, not a poster: at most 2000 px on its long side.
  const photo = await encodeJpeg(bytes, field, rules, (img) => img.resize({ width: 2000, height: 2000, fit: 'inside', withoutEnlargement: true }));
  return { type: 'jpeg', original: photo.jpeg, preview: photo.jpeg, width: photo.width, height: photo.height };
}

/**
 * Blacks out the areas on the preview: a new JPEG whose pixels under each area are black (the
 * hidden words are gone, not covered), and a small WebP for lists.
 */
export async function redactBill(preview: Buffer, areas: readonly Area[]): Promise<{ jpeg: Buffer; thumb: Buffer; width: number; height: number }> {
  return imagePool.run(async () => {
    const meta = await sharp(preview).metadata();
    const W = meta.width ?? 0;
    const H = meta.height ?? 0;
    const boxes = areas
      .map((a) => {
        // Rounded outwards: a box never stops a pixel short of what staff drew.
        const left = Math.max(0, Math.floor((a.x / 100) * W));
        const top = Math.max(0, Math.floor((a.y / 100) * H));
        const right = Math.min(W, Math.ceil(((a.x + a.w) / 100) * W));
        const bottom = Math.min(H, Math.ceil(((a.y + a.h) / 100) * H));
        return { left, top, width: right - left, height: bottom - top };
      })
      .filter((b) => b.width > 0 && b.height > 0);
    // One layer of opaque black rectangles the size of the picture, flattened into it.
    const rects = boxes.map((b) => `<rect x="${b.left}" y="${b.top}" width="${b.width}" height="${b.height}" fill="#000"/>`).join('');
    const layer = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${rects}</svg>`);
    const flat = await sharp(preview)
      .composite(boxes.length ? [{ input: layer, left: 0, top: 0 }] : [])
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    const thumb = await sharp(flat.data).resize({ width: 360, height: 480, fit: 'inside' }).webp({ quality: 70 }).toBuffer();
    return { jpeg: flat.data, thumb, width: flat.info.width, height: flat.info.height };
  });
}

/** A photo of the help delivered: re-encoded (no camera data), at most 1600 px, with a small WebP. */
export async function readSpendPhoto(bytes: Uint8Array, field: string, messages: PhotoRules['messages']): Promise<{ jpeg: Buffer; thumb: Buffer }> {
  const rules: PhotoRules = { maxBytes: BILL_MAX_BYTES, maxPixels: 30_000_000, min: { width: 200, height: 200 }, formats: ['jpeg', 'png'], messages };
  const photo = await encodeJpeg(bytes, field, rules, (img) => img.resize({ width: 1600, height: 1600, fit: 'inside', withoutEnlargement: true }));
  const thumb = await imagePool.run(() => sharp(photo.jpeg).resize({ width: 480, height: 480, fit: 'inside' }).webp({ quality: 70 }).toBuffer());
  return { jpeg: photo.jpeg, thumb };
}
