// Certificates (issue 42; decision 0065): the kinds, what a certificate prints, and the pages'
// contract with the server's credentials module. Everything printed on the PDF is in
// CertificateFields, read from the signed credential itself, so the verify page shows the same.

export const CERTIFICATE_KINDS = ['volunteering', 'training', 'challenge', 'appreciation'] as const;
export type CertificateKind = (typeof CERTIFICATE_KINDS)[number];

/** 128 random bits in lowercase base32 (26 letters and digits): unguessable, and safe in a path. */
export const CERTIFICATE_ID_RE = /^[a-z2-7]{26}$/;
export const CERTIFICATE_NAME_MAX = 120;
export const CERTIFICATE_TITLE_MAX = 120;
export const CERTIFICATE_DESCRIPTION_MAX = 600;
export const CERTIFICATE_REASON_MAX = 300;
/** The most bytes a file uploaded to be checked may have: a credential is a few KB, a badge tens. */
export const CERTIFICATE_CHECK_MAX = 512 * 1024;
/** Lines in one CSV upload: a batch job with a result per line (platform/batches.ts). */
export const CERTIFICATE_CSV_LINES_MAX = 2000;
export const CERTIFICATE_CSV_COLUMNS = ['kind', 'name', 'email', 'title_en', 'title_hi', 'description_en', 'description_hi'] as const;

/** The open badge's achievement type for each kind (1EdTech OB 3.0's AchievementType vocabulary). */
export const ACHIEVEMENT_TYPES: Record<CertificateKind, string> = {
  volunteering: 'CommunityService',
  training: 'CertificateOfCompletion',
  challenge: 'Award',
  appreciation: 'Award',
};

export interface Bilingual {
  en: string;
  hi: string;
}

/** What the certificate says, every field the PDF prints, in the order it prints them. */
export interface CertificateFields {
  id: string;
  kind: CertificateKind;
  recipientName: string;
  title: Bilingual;
  description: Bilingual;
  issuerName: string;
  /** validFrom, ISO 8601. */
  issuedOn: string;
  /** Whether the credential holds a salted hash of the holder's email (never the address). */
  emailHashed: boolean;
}

/** The server's check of a credential: its proof against the site's key, and its status list bit. */
export interface CertificateCheck {
  /** The Data Integrity proof verified against the issuer's published key. */
  proofValid: boolean;
  /** The credential is one this site issued (its id and key are ours and it is on record). */
  ours: boolean;
  revoked: { at: string; reason: string } | null;
  /** Why it failed, in the reader's language (null when valid). */
  problem: string | null;
}

export interface CertificateView {
  fields: CertificateFields;
  check: CertificateCheck;
  verifyUrl: string;
  /** LinkedIn's "Add licence or certification" form, filled in. */
  linkedInUrl: string;
}

export interface CertificateSummary {
  id: string;
  kind: CertificateKind;
  recipientName: string;
  title: string;
  issuedAt: string;
  revokedAt: string | null;
  email: string | null;
  holderId: number | null;
}

export interface IssueCertificateInput {
  kind: CertificateKind;
  name: string;
  email: string | null;
  titleEn: string;
  titleHi: string;
  descriptionEn: string;
  descriptionHi: string;
}

export interface CredentialsApi {
  /** A certificate's verify page; null when there is none by that id. */
  view(id: string): Promise<CertificateView | null>;
  /** A credential someone uploaded (JSON, or a PNG with one baked in), checked as the verify page checks. */
  checkUpload(bytes: Buffer): Promise<{ fields: CertificateFields | null; check: CertificateCheck }>;
  mine(userId: number): Promise<CertificateSummary[]>;
  /** The PDF in a language, the baked PNG, and the signed JSON. */
  pdf(id: string, language: 'en' | 'hi'): Promise<Buffer | null>;
  png(id: string): Promise<Buffer | null>;
  json(id: string): Promise<Record<string, unknown> | null>;
  didDocument(): Promise<Record<string, unknown>>;
  statusList(n: number): Promise<Record<string, unknown> | null>;
  // Staff
  list(page: { q?: string | undefined; before?: string | undefined }): Promise<CertificateSummary[]>;
  issue(staffId: number, input: unknown): Promise<{ id: string; created: boolean }>;
  revoke(staffId: number, id: string, reason: unknown): Promise<void>;
  startCsv(staffId: number, csv: string): Promise<{ batchId: number; total: number; statusUrl: string }>;
}

/** /certificates/verify/:id */
export const certificatePath = (id: string) => `/certificates/verify/${id}`;

/**
 * LinkedIn's add-to-profile link (its "Add to profile" URL parameters): the certificate's name,
 * the issuer, the month it was issued, its id and its verify page.
 */
export function linkedInAddUrl(f: CertificateFields, verifyUrl: string): string {
  const d = new Date(f.issuedOn);
  const q = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: f.title.en,
    organizationName: f.issuerName,
    issueYear: String(d.getUTCFullYear()),
    issueMonth: String(d.getUTCMonth() + 1),
    certUrl: verifyUrl,
    certId: f.id,
  });
  return `https://www.linkedin.com/profile/add?${q.toString()}`;
}
