// Uploaded photos (campaign covers and galleries, blog covers): checked by their bytes, never by
// the name or type the browser claims, and re-encoded so nothing but pixels is ever served (no
// metadata, no polyglot files): a JPEG and a smaller WebP, stored side by side.
import { AppError } from '@sahyog/core';
import sharp, { type Metadata, type Sharp } from 'sharp';
import type { Storage } from './storage.ts';

export interface PhotoRules {
  maxBytes: number;
  min: { width: number; height: number };
  messages: { tooLarge: string; type: string; tooSmall: string };
}

export interface EncodedPhoto {
  jpeg: Buffer;
  webp: Buffer;
  width: number;
  height: number;
}

/** Checks an upload and re-encodes it (after `shape`, a resize) as JPEG and WebP; `field` names the input. */
export async function encodePhoto(bytes: Uint8Array, field: string, rules: PhotoRules, shape: (img: Sharp) => Sharp): Promise<EncodedPhoto> {
  if (bytes.byteLength > rules.maxBytes) throw AppError.invalid({ [field]: rules.messages.tooLarge });
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: 40_000_000 }).metadata();
  } catch {
    throw AppError.invalid({ [field]: rules.messages.type });
  }
  if (!['jpeg', 'png', 'webp'].includes(meta.format ?? '')) throw AppError.invalid({ [field]: rules.messages.type });
  if ((meta.width ?? 0) < rules.min.width || (meta.height ?? 0) < rules.min.height) throw AppError.invalid({ [field]: rules.messages.tooSmall });
  const img = shape(sharp(bytes, { limitInputPixels: 40_000_000 }).rotate());
  const [jpeg, webp] = await Promise.all([
    img.clone().jpeg({ quality: 80, mozjpeg: true }).toBuffer({ resolveWithObject: true }),
    img.clone().webp({ quality: 75 }).toBuffer(),
  ]);
  return { jpeg: jpeg.data, webp, width: jpeg.info.width, height: jpeg.info.height };
}

/** Writes both encodings under `name` (.jpg and .webp); answers their public URLs. */
export async function storePhoto(storage: Storage, name: string, photo: EncodedPhoto) {
  const jpeg = await storage.write(`${name}.jpg`, photo.jpeg);
  const webp = await storage.write(`${name}.webp`, photo.webp);
  return { jpeg, webp, width: photo.width, height: photo.height };
}
