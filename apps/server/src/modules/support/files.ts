// A ticket's files (issue 41): judged by their bytes (PDF, JPEG, PNG only, whatever the name or
// the browser claims), pictures re-encoded to JPEG so camera data (EXIF: place, device, time)
// never reaches staff's disk, kept in private storage under a random key, handed back only to
// the ticket's requester (their non-internal messages) or staff, always as a download.
import { createHash, randomUUID } from 'node:crypto';
import { AppError, supportMessages as sm, TICKET_ATTACHMENT_BYTES, TICKET_ATTACHMENTS_MAX, type TicketFile } from '@sahyog/core';
import type { Db } from '@sahyog/db';
import { schema as s } from '@sahyog/db';
import { kycFileName, sniffKyc } from '../../platform/file-type.ts';
import { encodeJpeg } from '../../platform/photos.ts';
import type { PrivateStorage } from '../../platform/storage.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A picture's longest side once re-encoded: a screenshot of a receipt stays readable. */
const PICTURE_MAX_SIDE = 2400;

export interface ReadyFile {
  fileName: string;
  contentType: 'application/pdf' | 'image/jpeg';
  bytes: Uint8Array;
}

/** Checks and re-encodes the files before anything is written; the field errors name the file. */
export async function readyFiles(files: readonly TicketFile[], field = 'files'): Promise<ReadyFile[]> {
  const sent = files.filter((f) => f.bytes.length > 0);
  if (sent.length > TICKET_ATTACHMENTS_MAX) throw AppError.invalid({ [field]: sm.tooManyFiles });
  const out: ReadyFile[] = [];
  for (const f of sent) {
    const name = f.fileName.slice(0, 120) || 'file';
    if (f.bytes.length > TICKET_ATTACHMENT_BYTES) throw AppError.invalid({ [field]: sm.fileTooBig(name) });
    const type = sniffKyc(f.bytes);
    if (!type) throw AppError.invalid({ [field]: sm.fileType(name) });
    if (type === 'application/pdf') {
      out.push({ fileName: kycFileName(name, type), contentType: type, bytes: f.bytes });
      continue;
    }
    // encodeJpeg's own errors carry the file's name; sharp strips EXIF unless told to keep it.
    const unreadable = sm.fileUnreadable(name);
    const rules = {
      maxBytes: TICKET_ATTACHMENT_BYTES,
      min: { width: 1, height: 1 },
      formats: ['jpeg', 'png'] as const,
      messages: { tooLarge: sm.fileTooBig(name), type: sm.fileType(name), tooSmall: unreadable, unreadable },
    };
    const jpeg = await encodeJpeg(f.bytes, field, rules, (img) =>
      img.resize({ width: PICTURE_MAX_SIDE, height: PICTURE_MAX_SIDE, fit: 'inside', withoutEnlargement: true }),
    );
    out.push({ fileName: kycFileName(name, 'image/jpeg'), contentType: 'image/jpeg', bytes: jpeg.jpeg });
  }
  return out;
}

/** Writes the files to private storage, then their rows in the message's transaction. */
export async function storeFiles(tx: Tx, storage: PrivateStorage, ticketId: number, messageId: number, files: readonly ReadyFile[]): Promise<void> {
  for (const f of files) {
    const key = `support/${ticketId}/${randomUUID()}`;
    await storage.put(key, f.bytes);
    await tx.insert(s.supportAttachments).values({
      ticketId,
      messageId,
      fileName: f.fileName,
      contentType: f.contentType,
      storageKey: key,
      size: f.bytes.length,
      sha256: createHash('sha256').update(f.bytes).digest('hex'),
    });
  }
}
