// Certificates' words (issue 42): the verify page, the holder's list, the console, the PDF and
// the server's messages. The Hindi is hi/credentials-text.ts.
import { z } from 'zod';
import {
  CERTIFICATE_CSV_COLUMNS,
  CERTIFICATE_CSV_LINES_MAX,
  CERTIFICATE_DESCRIPTION_MAX,
  CERTIFICATE_KINDS,
  CERTIFICATE_NAME_MAX,
  CERTIFICATE_REASON_MAX,
  CERTIFICATE_TITLE_MAX,
  type CertificateKind,
} from './credentials.ts';
import { catalogue } from './i18n.ts';
import { EMAIL_MAX, isEmailAddress } from './input.ts';
import { text } from './text.ts';

export const credentialsText = /* @__PURE__ */ catalogue('credentials', {
  navLink: 'Certificates',
  kinds: {
    volunteering: 'Volunteering',
    training: 'Course completed',
    challenge: 'Challenge completed',
    appreciation: 'Appreciation',
  } satisfies Record<CertificateKind, string>,
  kindHeading: {
    volunteering: 'Certificate of volunteering',
    training: 'Certificate of completion',
    challenge: 'Certificate of a challenge completed',
    appreciation: 'Certificate of appreciation',
  } satisfies Record<CertificateKind, string>,
  // The PDF and the verify page: the same labels, the same values.
  pdfPresentedTo: 'This is presented to',
  issuedOn: 'Issued on',
  issuedBy: 'Issued by',
  certificateId: 'Certificate ID',
  pdfVerifyAt: 'Check it at',
  pdfSigned: 'Signed as an Open Badges 3.0 credential: anyone can check the signature with our published key.',
  // The verify page
  verifyTitle: 'Verify a certificate',
  validTitle: 'Valid certificate',
  validLead: (issuer: string) => `The signature matches ${issuer}’s published key, and the certificate has not been revoked.`,
  revokedTitle: 'This certificate was revoked',
  revokedOn: (when: string) => `Revoked on ${when}`,
  revokedReason: 'Reason',
  invalidTitle: 'This certificate could not be verified',
  awardedTo: 'Awarded to',
  kind: 'Kind',
  titleEn: 'Title (English)',
  titleHi: 'Title (Hindi)',
  descriptionEn: 'What it is for (English)',
  descriptionHi: 'What it is for (Hindi)',
  holderEmail: 'Holder’s email',
  emailHashed: 'Kept only as a salted hash, never shown',
  emailNone: 'None',
  howChecked: 'How we checked it',
  checkedProof: (did: string) => `Its Data Integrity proof (eddsa-rdfc-2022) was checked against the key published at ${did}.`,
  checkedStatus: 'Its bit in our signed revocation list was checked.',
  downloads: 'Download',
  pdfEnglish: 'PDF (English)',
  pdfHindi: 'PDF (हिन्दी)',
  credentialJson: 'Credential (JSON)',
  badgePng: 'Badge (PNG with the credential inside)',
  addToLinkedIn: 'Add to LinkedIn',
  problemProof: 'Its signature does not match our published key: the file was changed or is not ours.',
  problemNotOurs: 'The signature is sound but we have no record of this certificate.',
  problemRevoked: 'We revoked this certificate.',
  problemStatus: 'Our revocation list could not be checked.',
  notFound: 'We could not find that certificate.',
  // Upload a file to check
  uploadTitle: 'Check a certificate file',
  uploadLead: 'Someone gave you a certificate file? Upload the credential (.json) or the badge (.png) and we check its signature here.',
  uploadLabel: 'Credential or badge file',
  uploadButton: 'Check the file',
  uploadRequired: 'Please choose a .json or .png file.',
  uploadUnreadable: 'That file holds no credential we can read.',
  uploadResult: 'What the file says',
  // The holder's list
  mineTitle: 'Your certificates',
  mineLead: 'Certificates we issued to you. Each has a page anyone can open to check it.',
  mineEmpty: 'You have no certificates yet. Finish a course or a challenge, or volunteer with us.',
  revokedBadge: 'Revoked',
  open: 'Open',
  // The console
  adminTitle: 'Certificates',
  adminLead: 'Issue a certificate, or many from a CSV file; revoke one with a reason. Every action is in the audit log.',
  issueTitle: 'Issue one',
  fieldKind: 'Kind',
  fieldName: 'Name printed on it',
  fieldEmail: 'Email (we send it there; optional)',
  fieldTitleEn: 'Title in English',
  fieldTitleHi: 'Title in Hindi',
  fieldDescriptionEn: 'What it is for, in English',
  fieldDescriptionHi: 'What it is for, in Hindi',
  issueButton: 'Issue certificate',
  issued: 'Certificate issued.',
  alreadyIssued: 'That certificate was issued before: nothing new was issued.',
  csvTitle: 'Issue many from a CSV',
  csvLead: `Columns: ${CERTIFICATE_CSV_COLUMNS.join(', ')}. One certificate a line, up to ${CERTIFICATE_CSV_LINES_MAX.toLocaleString('en-IN')} lines. A line sent again issues nothing twice.`,
  csvLabel: 'CSV file',
  csvButton: 'Upload and issue',
  csvStarted: (n: number) => `Issuing ${n} certificates: follow each line's result.`,
  searchLabel: 'Search by email or certificate ID',
  search: 'Search',
  empty: 'No certificates yet.',
  columns: { issued: 'Issued', name: 'Name', title: 'Title', kind: 'Kind', state: 'State' },
  active: 'Valid',
  revoke: 'Revoke',
  revokeOf: (name: string) => `Revoke ${name}’s certificate`,
  reason: 'Reason (shown on its page)',
  revoked: 'Certificate revoked.',
  older: 'Older',
  // Validation (the server's, in the form's language)
  kindInvalid: 'Please choose the kind of certificate.',
  nameRequired: `Please enter the name to print (up to ${CERTIFICATE_NAME_MAX} characters).`,
  emailInvalid: 'Please enter a valid email address, or leave it empty.',
  titleRequired: `Please enter the title in both languages (up to ${CERTIFICATE_TITLE_MAX} characters each).`,
  descriptionRequired: `Please say what it is for in both languages (up to ${CERTIFICATE_DESCRIPTION_MAX} characters each).`,
  reasonRequired: `Please give a reason (up to ${CERTIFICATE_REASON_MAX} characters): it is shown on the certificate’s page.`,
  alreadyRevoked: 'That certificate is already revoked.',
  ownCertificate: 'Another member of staff must issue a certificate to you.',
  csvEmpty: 'The file has no lines to issue.',
  csvColumns: `The first line must name the columns: ${CERTIFICATE_CSV_COLUMNS.join(', ')}.`,
  csvTooMany: `Up to ${CERTIFICATE_CSV_LINES_MAX.toLocaleString('en-IN')} lines in one file.`,
  csvLineIssued: 'Issued',
  csvLineAgain: 'Issued before (nothing new)',
});

const t = credentialsText;
const line = (field: string, message: string, max: number) => text({ field, required: message }).trim().min(1, message).max(max, message);

/** A certificate staff issue (the console's form, the API, and each line of a CSV). */
export const certificateInput = z.object({
  kind: z.enum(CERTIFICATE_KINDS, { error: t.kindInvalid }),
  name: line('Name', t.nameRequired, CERTIFICATE_NAME_MAX),
  email: z
    .string({ error: t.emailInvalid })
    .trim()
    .max(EMAIL_MAX, t.emailInvalid)
    .optional()
    .nullable()
    .transform((v) => (v ? v.toLowerCase() : null))
    .refine((v) => v === null || isEmailAddress(v), t.emailInvalid),
  titleEn: line('Title', t.titleRequired, CERTIFICATE_TITLE_MAX),
  titleHi: line('Title', t.titleRequired, CERTIFICATE_TITLE_MAX),
  descriptionEn: text({ field: 'Description', required: t.descriptionRequired, multiline: true })
    .trim()
    .min(1, t.descriptionRequired)
    .max(CERTIFICATE_DESCRIPTION_MAX, t.descriptionRequired),
  descriptionHi: text({ field: 'Description', required: t.descriptionRequired, multiline: true })
    .trim()
    .min(1, t.descriptionRequired)
    .max(CERTIFICATE_DESCRIPTION_MAX, t.descriptionRequired),
});

export const revokeInput = z.object({ reason: line('Reason', t.reasonRequired, CERTIFICATE_REASON_MAX) });
