// The OpenBadgeCredential a certificate is, and what it prints. `credentialFor` writes every
// printed field into the credential before it is signed; `fieldsOf` reads them back from a
// credential (ours from the row, or one someone uploaded), so the verify page, the PDF and the
// PNG can only ever show what the signature covers.
import { createHash, randomBytes } from 'node:crypto';
import { ACHIEVEMENT_TYPES, type Bilingual, CERTIFICATE_KINDS, type CertificateFields, type CertificateKind } from '@sahyog/core';
import { OB_CONTEXT, VC_CONTEXT } from './signing.ts';

export interface CredentialInput {
  id: string;
  kind: CertificateKind;
  recipientName: string;
  email: string | null;
  title: Bilingual;
  description: Bilingual;
  issuerName: string;
  publicUrl: string;
  did: string;
  statusIndex: number;
  validFrom: Date;
}

export const verifyUrlOf = (publicUrl: string, id: string) => `${publicUrl}/certificates/verify/${id}`;
export const statusListUrlOf = (publicUrl: string) => `${publicUrl}/certificates/status/1`;

/** Both languages as VC 2.0 language value objects (its §11.1), English first. */
const languages = (b: Bilingual) => [
  { '@value': b.en, '@language': 'en' },
  { '@value': b.hi, '@language': 'hi' },
];

/**
 * OB 3.0's IdentityObject for the email: "sha256$" + hex of (address + salt), the salt beside it,
 * so whoever knows the address can confirm it and nobody can read it off the credential.
 */
export function emailIdentity(email: string, salt = randomBytes(16).toString('hex')) {
  const hash = createHash('sha256')
    .update(email.trim().toLowerCase() + salt)
    .digest('hex');
  return { type: 'IdentityObject', identityType: 'emailAddress', hashed: true, identityHash: `sha256$${hash}`, salt };
}

export function credentialFor(c: CredentialInput): Record<string, unknown> {
  const identifier: Record<string, unknown>[] = [{ type: 'IdentityObject', identityType: 'name', hashed: false, identityHash: c.recipientName }];
  if (c.email) identifier.push(emailIdentity(c.email));
  const statusList = statusListUrlOf(c.publicUrl);
  return {
    '@context': [VC_CONTEXT, OB_CONTEXT],
    id: verifyUrlOf(c.publicUrl, c.id),
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    issuer: { id: c.did, type: ['Profile'], name: c.issuerName, url: c.publicUrl },
    validFrom: c.validFrom.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    name: languages(c.title),
    description: languages(c.description),
    credentialSubject: {
      type: ['AchievementSubject'],
      identifier,
      achievement: {
        id: `${c.publicUrl}/certificates/achievements/${c.kind}`,
        type: ['Achievement'],
        achievementType: ACHIEVEMENT_TYPES[c.kind],
        name: c.title.en,
        description: c.description.en,
        criteria: { narrative: c.description.en },
        tag: [c.kind],
        inLanguage: 'en',
      },
    },
    credentialStatus: {
      id: `${statusList}#${c.statusIndex}`,
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListIndex: String(c.statusIndex),
      statusListCredential: statusList,
    },
  };
}

type Json = Record<string, unknown>;
const obj = (v: unknown): Json | null => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : null);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined ? [] : [v]);

function languageValue(v: unknown, language: 'en' | 'hi'): string | null {
  for (const item of list(v)) {
    const o = obj(item);
    if (o && o['@language'] === language && typeof o['@value'] === 'string') return o['@value'];
  }
  return null;
}

/** The printed fields of a credential, or null when it is not one of this shape (not ours). */
export function fieldsOf(doc: unknown): CertificateFields | null {
  const d = obj(doc);
  const subject = obj(d?.credentialSubject);
  const achievement = obj(subject?.achievement);
  const issuer = obj(d?.issuer);
  if (!d || !subject || !achievement || !issuer) return null;
  const ids = list(subject.identifier).map(obj);
  const name = ids.find((i) => i?.identityType === 'name' && i.hashed === false)?.identityHash;
  const kind = list(achievement.tag).find((t): t is CertificateKind => (CERTIFICATE_KINDS as readonly unknown[]).includes(t));
  const title = { en: languageValue(d.name, 'en'), hi: languageValue(d.name, 'hi') };
  const description = { en: languageValue(d.description, 'en'), hi: languageValue(d.description, 'hi') };
  const id = typeof d.id === 'string' ? d.id.split('/').pop() : undefined;
  if (typeof name !== 'string' || !kind || !id || typeof issuer.name !== 'string' || typeof d.validFrom !== 'string') return null;
  if (title.en === null || title.hi === null || description.en === null || description.hi === null) return null;
  return {
    id,
    kind,
    recipientName: name,
    title: { en: title.en, hi: title.hi },
    description: { en: description.en, hi: description.hi },
    issuerName: issuer.name,
    issuedOn: d.validFrom,
    emailHashed: ids.some((i) => i?.identityType === 'emailAddress' && i.hashed === true),
  };
}

/** Whether `email` is the address hashed into the credential (the holder proving it is theirs). */
export function emailMatches(doc: unknown, email: string): boolean {
  const ids = list(obj(obj(doc)?.credentialSubject)?.identifier).map(obj);
  return ids.some((i) => i?.identityType === 'emailAddress' && typeof i.salt === 'string' && i.identityHash === emailIdentity(email, i.salt).identityHash);
}
