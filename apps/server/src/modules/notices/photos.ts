// A notice's photos (issue 43): judged by their bytes (JPEG or PNG only, whatever the name
// claims), then re-encoded to JPEG by sharp, which keeps no metadata: the camera's EXIF, its GPS
// position and time never reach our disk, and the upload itself is never stored, so there is no
// original to serve. Kept in private storage and served by notices' own route while the notice
// is up (its owner and staff see them after).
import { createHash, randomUUID } from 'node:crypto';
import { AppError, NOTICE_PHOTO_BYTES, NOTICE_PHOTOS_MAX, lostFoundMessages as nm } from '@sahyog/core';
import { sniffKyc } from '../../platform/file-type.ts';
import { encodeJpeg } from '../../platform/photos.ts';
import type { PrivateStorage } from '../../platform/storage.ts';

const PHOTO_MAX_SIDE = 1600;

export interface ReadyPhoto {
  bytes: Uint8Array;
  sha256: string;
}

/** Checks and re-encodes every photo before anything is written; a bad one is a 422 on `photos`. */
export async function readyPhotos(photos: { bytes: Uint8Array }[]): Promise<ReadyPhoto[]> {
  const given = photos.filter((p) => p.bytes.length > 0);
  if (given.length > NOTICE_PHOTOS_MAX) throw AppError.invalid({ photos: nm.tooManyPhotos });
  const rules = {
    maxBytes: NOTICE_PHOTO_BYTES,
    min: { width: 1, height: 1 },
    formats: ['jpeg', 'png'] as const,
    messages: { tooLarge: nm.photoTooBig, type: nm.photoType, tooSmall: nm.photoUnreadable, unreadable: nm.photoUnreadable },
  };
  const out: ReadyPhoto[] = [];
  for (const photo of given) {
    if (photo.bytes.length > NOTICE_PHOTO_BYTES) throw AppError.invalid({ photos: nm.photoTooBig });
    const type = sniffKyc(photo.bytes);
    if (type !== 'image/jpeg' && type !== 'image/png') throw AppError.invalid({ photos: nm.photoType });
    const jpeg = await encodeJpeg(photo.bytes, 'photos', rules, (img) =>
      img.resize({ width: PHOTO_MAX_SIDE, height: PHOTO_MAX_SIDE, fit: 'inside', withoutEnlargement: true }),
    );
    out.push({ bytes: jpeg.jpeg, sha256: createHash('sha256').update(jpeg.jpeg).digest('hex') });
  }
  return out;
}

export async function storePhoto(storage: PrivateStorage, photo: ReadyPhoto): Promise<string> {
  const key = `notices/${randomUUID()}`;
  await storage.put(key, photo.bytes);
  return key;
}
