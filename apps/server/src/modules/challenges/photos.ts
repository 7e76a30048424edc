// A log's optional photo: judged by its bytes (JPEG or PNG only, whatever the name claims), then
// re-encoded to JPEG by sharp, which keeps no metadata unless told to: the camera's EXIF, its GPS
// position and time never reach our disk (support's files.ts does the same for tickets). Kept in
// private storage: a photo is proof for staff's spot checks, shown only to its participant and
// staff, never on the public board (a walker's photo can show where they live).
import { createHash, randomUUID } from 'node:crypto';
import { AppError, CHALLENGE_PHOTO_BYTES, challengeMessages as cm } from '@sahyog/core';
import { sniffKyc } from '../../platform/file-type.ts';
import { encodeJpeg } from '../../platform/photos.ts';
import type { PrivateStorage } from '../../platform/storage.ts';

const PHOTO_MAX_SIDE = 1600;

export interface ReadyPhoto {
  bytes: Uint8Array;
  sha256: string;
}

/** Checks and re-encodes before anything is written; a bad photo is a 422 on `photo`. */
export async function readyPhoto(photo: { bytes: Uint8Array } | null): Promise<ReadyPhoto | null> {
  if (!photo || photo.bytes.length === 0) return null;
  if (photo.bytes.length > CHALLENGE_PHOTO_BYTES) throw AppError.invalid({ photo: cm.photoTooBig });
  const type = sniffKyc(photo.bytes);
  if (type !== 'image/jpeg' && type !== 'image/png') throw AppError.invalid({ photo: cm.photoType });
  const rules = {
    maxBytes: CHALLENGE_PHOTO_BYTES,
    min: { width: 1, height: 1 },
    formats: ['jpeg', 'png'] as const,
    messages: { tooLarge: cm.photoTooBig, type: cm.photoType, tooSmall: cm.photoUnreadable, unreadable: cm.photoUnreadable },
  };
  const jpeg = await encodeJpeg(photo.bytes, 'photo', rules, (img) =>
    img.resize({ width: PHOTO_MAX_SIDE, height: PHOTO_MAX_SIDE, fit: 'inside', withoutEnlargement: true }),
  );
  return { bytes: jpeg.jpeg, sha256: createHash('sha256').update(jpeg.jpeg).digest('hex') };
}

export async function storePhoto(storage: PrivateStorage, challengeId: number, photo: ReadyPhoto): Promise<string> {
  const key = `challenges/${challengeId}/${randomUUID()}`;
  await storage.put(key, photo.bytes);
  return key;
}
