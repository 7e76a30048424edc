// Uploaded photos (campaign covers and galleries, blog covers): checked by their bytes, never by
// the name or type the browser claims, and re-encoded so nothing but pixels is ever served (no
// metadata, no polyglot files): a JPEG and a smaller WebP, stored side by side. At most a few
// are decoded at once (imagePool): twenty 40-megapixel covers at once took 500 MB more memory
// and held page reads for seconds; now they queue.
import { availableParallelism } from 'node:os';
import { AppError } from '@sahyog/core';
import sharp, { type Metadata, type Sharp } from 'sharp';
import type { Storage } from './storage.ts';

export interface PhotoRules {
  maxBytes: number;
  /** Width × height at most (40 MP unless set): a small file can still be a huge picture to decode. */
  maxPixels?: number;
  min: { width: number; height: number };
  /** What it may be, by its bytes (JPEG, PNG and WebP unless set): the type message names them. */
  formats?: readonly ('jpeg' | 'png' | 'webp')[];
  /**
   * unreadable: a file whose header reads but whose pixels do not (a JPEG or PNG cut short);
   * tooManyPixels: a file within the size whose picture is past maxPixels (tooLarge unless set).
   */
  messages: { tooLarge: string; type: string; tooSmall: string; unreadable: string; tooManyPixels?: string };
}

/** One libvips thread per image: the pool below, not libvips, decides how many cores pictures take. */
sharp.concurrency(1);

/**
 * A few images at a time (half the cores, at least one); the rest wait their turn in order, so
 * an upload burst leaves the other cores to page reads and bounds the memory decoding takes.
 */
export function workPool(limit: number) {
  let active = 0;
  let peak = 0;
  const waiting: (() => void)[] = [];
  return {
    limit,
    get active() {
      return active;
    },
    get waiting() {
      return waiting.length;
    },
    /** The most run at once since the pool was made (tests read it). */
    get peak() {
      return peak;
    },
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (active < limit) active++;
      // A finished one hands its place straight to the next in line.
      else await new Promise<void>((resolve) => waiting.push(resolve));
      peak = Math.max(peak, active);
      try {
        return await work();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else active--;
      }
    },
  };
}

export const imagePool = workPool(Math.max(1, Math.floor(availableParallelism() / 2)));

export interface EncodedPhoto {
  jpeg: Buffer;
  webp: Buffer;
  width: number;
  height: number;
}

/** Checks an upload and re-encodes it (after `shape`, a resize) as JPEG and WebP; `field` names the input. */
export async function encodePhoto(bytes: Uint8Array, field: string, rules: PhotoRules, shape: (img: Sharp) => Sharp): Promise<EncodedPhoto> {
  if (bytes.byteLength > rules.maxBytes) throw AppError.invalid({ [field]: rules.messages.tooLarge });
  return imagePool.run(() => encode(bytes, field, rules, shape, true)) as Promise<EncodedPhoto>;
}

/** The same checks, a JPEG only: a picture nobody serves to the public (a return's photo). */
export async function encodeJpeg(bytes: Uint8Array, field: string, rules: PhotoRules, shape: (img: Sharp) => Sharp): Promise<Omit<EncodedPhoto, 'webp'>> {
  if (bytes.byteLength > rules.maxBytes) throw AppError.invalid({ [field]: rules.messages.tooLarge });
  return imagePool.run(() => encode(bytes, field, rules, shape, false));
}

async function encode(
  bytes: Uint8Array,
  field: string,
  rules: PhotoRules,
  shape: (img: Sharp) => Sharp,
  withWebp: boolean,
): Promise<Omit<EncodedPhoto, 'webp'> & { webp?: Buffer }> {
  let meta: Metadata;
  try {
    // The header only (no pixels are decoded), whatever size it declares: a picture too large to
    // decode is refused for its pixels below, not taken for a file of the wrong kind.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw AppError.invalid({ [field]: rules.messages.type });
  }
  if (!(rules.formats ?? ['jpeg', 'png', 'webp']).some((f) => f === meta.format)) throw AppError.invalid({ [field]: rules.messages.type });
  if ((meta.width ?? 0) < rules.min.width || (meta.height ?? 0) < rules.min.height) throw AppError.invalid({ [field]: rules.messages.tooSmall });
  if ((meta.width ?? 0) * (meta.height ?? 0) > (rules.maxPixels ?? 40_000_000)) {
    throw AppError.invalid({ [field]: rules.messages.tooManyPixels ?? rules.messages.tooLarge });
  }
  const img = shape(sharp(bytes, { limitInputPixels: 40_000_000 }).rotate());
  try {
    const [jpeg, webp] = await Promise.all([
      img.clone().jpeg({ quality: 80, mozjpeg: true }).toBuffer({ resolveWithObject: true }),
      withWebp ? img.clone().webp({ quality: 75 }).toBuffer() : undefined,
    ]);
    return { jpeg: jpeg.data, ...(webp ? { webp } : {}), width: jpeg.info.width, height: jpeg.info.height };
  } catch {
    // The header read (metadata above) but the pixels did not: a file cut short or damaged.
    throw AppError.invalid({ [field]: rules.messages.unreadable });
  }
}

/** Writes both encodings under `name` (.jpg and .webp); answers their public URLs. */
export async function storePhoto(storage: Storage, name: string, photo: EncodedPhoto) {
  const jpeg = await storage.write(`${name}.jpg`, photo.jpeg);
  const webp = await storage.write(`${name}.webp`, photo.webp);
  return { jpeg, webp, width: photo.width, height: photo.height };
}
