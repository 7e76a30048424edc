// A file's type (a vendor's KYC document, a help desk attachment) is judged from its first bytes, never from its name or the type the browser
// claims: an .exe or an HTML page renamed .pdf is refused. Stored as sent (a PDF cannot be
// re-encoded like a photo), so the download answers as an attachment with nosniff.
import type { KycType } from '@sahyog/core';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

const startsWith = (bytes: Uint8Array, sig: number[]) => sig.every((b, i) => bytes[i] === b);

/** The type the bytes are, or null when they are none of PDF, JPEG, PNG. */
export function sniffKyc(bytes: Uint8Array): KycType | null {
  if (startsWith(bytes, PDF)) return 'application/pdf';
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  return null;
}

export const KYC_EXTENSIONS: Record<KycType, string> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' };

/** The name a download is saved under: the sender's name's letters, the extension its bytes deserve. */
export function kycFileName(name: string, type: KycType): string {
  const stem =
    name
      .replace(/\.[^.]*$/, '')
      .replace(/[^\w-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'document';
  return `${stem}.${KYC_EXTENSIONS[type]}`;
}
