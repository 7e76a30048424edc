// What a page's form may post, by route (decision 0043). The server's page adapter reads a
// route's `handle.body` and refuses anything else from the request's headers, before reading a
// byte of its body: a sign-in page never reads a 5 MB upload.
import { COVER_MAX_BYTES } from './campaign-editor.ts';
import { CERTIFICATE_CHECK_MAX } from './credentials.ts';
import { TICKET_ATTACHMENT_BYTES, TICKET_ATTACHMENTS_MAX } from './support.ts';

/**
 * - `form` (every page that declares nothing): short urlencoded forms, multipart refused;
 * - `text`: urlencoded forms with long texts (a page's or the site's HTML, 100,000 characters);
 * - `files`: an action that takes files (covers, gallery, banners, team, testimonials, logos,
 *   blog covers, a bank statement): multipart up to a photo and its fields, for a signed-in viewer;
 * - `attachments`: a help desk ticket or reply, with up to TICKET_ATTACHMENTS_MAX files of
 *   TICKET_ATTACHMENT_BYTES each, as its form promises (3 × 5 MB), for a signed-in viewer;
 * - `credential`: a certificate someone was given, to check (/certificates/verify): one file of
 *   CERTIFICATE_CHECK_MAX, from anyone (a verifier has no account with us).
 */
export type FormBody = 'form' | 'text' | 'files' | 'attachments' | 'credential';

/** The most bytes an urlencoded form may have, by route kind. */
export const FORM_BODY_MAX_BYTES: Record<FormBody, number> = {
  form: 64 * 1024,
  // 100,000 characters of text, each up to 9 bytes once percent-encoded (Devanagari, Tamil).
  text: 1024 * 1024,
  files: 1024 * 1024,
  attachments: 1024 * 1024,
  credential: 64 * 1024,
};

/** The most bytes a multipart form may have, by the route kinds that take files: their files and the fields. */
export const MULTIPART_MAX_BYTES: Record<'files' | 'attachments' | 'credential', number> = {
  files: COVER_MAX_BYTES + 256 * 1024,
  credential: CERTIFICATE_CHECK_MAX + 16 * 1024,
  attachments: TICKET_ATTACHMENTS_MAX * TICKET_ATTACHMENT_BYTES + 256 * 1024,
};

/** The largest body any page takes (the route's own limit holds each request to its kind's). */
export const MULTIPART_BODY_MAX_BYTES = Math.max(...Object.values(MULTIPART_MAX_BYTES));

/**
 * The most fields (urlencoded) or parts (multipart) a form may have. The largest form, a
 * campaign's eight photos and its fields, has a few dozen; 100,000 empty parts fit in 5 MB and
 * cost the server about 0.6 s to parse.
 */
export const FORM_FIELDS_MAX = 1000;
