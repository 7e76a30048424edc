// A profile's photo (issue 43): judged by its bytes (JPEG or PNG only, whatever the name says),
// re-encoded by sharp (EXIF and GPS gone), and a blurred derivative made at upload: the picture
// shrunk to 16 px and blown up again, so no face can be recognised in it. Both are private files:
// browsers get the blurred one, the original only the owner, staff and a mutually accepted pair.
import { randomUUID } from 'node:crypto';
import { AppError, MARRIAGE_PHOTO_BYTES, matrimonialMessages as mm } from '@sahyog/core';
import sharp from 'sharp';
import { sniffKyc } from '../../platform/file-type.ts';
import { encodeJpeg } from '../../platform/photos.ts';
import type { PrivateStorage } from '../../platform/storage.ts';

const ORIGINAL_MAX_SIDE = 1200;
const BLURRED_SIDE = 360;

export async function readyPhotos(bytes: Uint8Array): Promise<{ original: Buffer; blurred: Buffer }> {
  if (bytes.length === 0) throw AppError.invalid({ photo: mm.photoRequired });
  if (bytes.length > MARRIAGE_PHOTO_BYTES) throw AppError.invalid({ photo: mm.photoTooBig });
  const type = sniffKyc(bytes);
  if (type !== 'image/jpeg' && type !== 'image/png') throw AppError.invalid({ photo: mm.photoType });
  const rules = {
    maxBytes: MARRIAGE_PHOTO_BYTES,
    min: { width: 1, height: 1 },
    formats: ['jpeg', 'png'] as const,
    messages: { tooLarge: mm.photoTooBig, type: mm.photoType, tooSmall: mm.photoUnreadable, unreadable: mm.photoUnreadable },
  };
  const { jpeg } = await encodeJpeg(bytes, 'photo', rules, (img) =>
    img.resize({ width: ORIGINAL_MAX_SIDE, height: ORIGINAL_MAX_SIDE, fit: 'inside', withoutEnlargement: true }),
  );
  const tiny = await sharp(jpeg).resize({ width: 16, height: 16, fit: 'inside' }).toBuffer();
  const blurred = await sharp(tiny)
    .resize({ width: BLURRED_SIDE, height: BLURRED_SIDE, fit: 'inside', kernel: 'cubic' })
    .blur(10)
    .jpeg({ quality: 70 })
    .toBuffer();
  return { original: jpeg, blurred };
}

export async function storePhotos(storage: PrivateStorage, profileId: number, photos: { original: Buffer; blurred: Buffer }) {
  const base = `matrimonial/${profileId}/${randomUUID()}`;
  await storage.put(`${base}-original`, photos.original);
  await storage.put(`${base}-blurred`, photos.blurred);
  return { originalKey: `${base}-original`, blurredKey: `${base}-blurred` };
}
