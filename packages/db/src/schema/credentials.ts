// The certificates' tables (module `credentials`, issue 42; decision 0065).
// A certificate is kept as the exact signed JSON it was issued as: the
// verify page, the PDF, the PNG and credential.json are all read from that one document.
import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { at, createdAt } from './_shared.ts';
import { users } from './auth.ts';

/**
 * The issuer's Ed25519 key, made on first use when none is configured (CREDENTIALS_SECRET_KEY
 * overrides it in production). One row per key ever used: a certificate names its key by
 * `key_id`, so a rotated key's old certificates still verify against the published document.
 */
export const credentialKeys = pgTable('credential_keys', {
  id: serial('id').primaryKey(),
  // The verification method's fragment in did.json ("key-1").
  keyId: text('key_id').notNull().unique(),
  publicKeyMultibase: text('public_key_multibase').notNull(),
  // Null when the secret comes from configuration (never stored then).
  secretKeyMultibase: text('secret_key_multibase'),
  createdAt: createdAt(),
});

export const credentials = pgTable(
  'credentials',
  {
    // The unguessable id of /certificates/verify/:id (128 random bits, base32).
    id: text('id').primaryKey(),
    // Once per key (a challenge and its participant, a course and its learner, a CSV line): a
    // second issue with the same key returns the first certificate.
    issueKey: text('issue_key').notNull().unique(),
    kind: text('kind').notNull(),
    holderId: integer('holder_id').references(() => users.id, { onDelete: 'set null' }),
    // Where it was sent; the credential holds only a salted hash of it.
    email: text('email'),
    // The bit of the revocation list that is this certificate's (a sequence: never reused).
    statusIndex: serial('status_index').notNull().unique(),
    // The signed OpenBadgeCredential exactly as issued.
    document: jsonb('document').notNull(),
    issuedBy: integer('issued_by').references(() => users.id, { onDelete: 'set null' }),
    issuedAt: at('issued_at').notNull().defaultNow(),
    revokedAt: at('revoked_at'),
    revokedReason: text('revoked_reason'),
    revokedBy: integer('revoked_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('credentials_holder_idx').on(t.holderId), index('credentials_issued_idx').on(t.issuedAt)],
);

/**
 * The signed Bitstring Status List credential the site serves (one list, revocation): signed
 * again in the transaction that revokes, so what is served is always what the rows say.
 */
export const credentialStatusLists = pgTable('credential_status_lists', {
  id: integer('id').primaryKey(),
  purpose: text('purpose').notNull(),
  document: jsonb('document').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
