// What other modules ask of the credentials module (issue 42): a certificate for a person, once
// per key. Challenges and learning call `app.credentials.issue` when the server has checked the
// achievement; staff issue the rest from the console.

import type { Bilingual, CertificateKind } from '@sahyog/core';

export type { Bilingual, CertificateKind };

export interface CertificateRequest {
  kind: CertificateKind;
  /**
   * Once per key: a second call with the same key returns the first certificate and issues
   * nothing (e.g. `challenge:<challengeId>:user:<userId>`, `course:<courseId>:user:<userId>`).
   */
  key: string;
  /** The holder's account, when they have one (their profile lists it). */
  userId: number | null;
  /** The name printed on the certificate. */
  name: string;
  /** Where the certificate is sent; kept only as a salted hash inside the credential. */
  email: string | null;
  /** The achievement's name and what it means, in both languages (printed and signed). */
  title: Bilingual;
  description: Bilingual;
  /** Staff who issued it, or null when the server issued it for a checked achievement. */
  issuedBy: number | null;
}

export interface IssuedCertificate {
  /** The unguessable id in /certificates/verify/:id. */
  id: string;
  verifyPath: string;
  /** False when the key had a certificate already (nothing issued). */
  created: boolean;
}
