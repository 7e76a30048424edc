// Certificates: issue once per key, revoke with a reason, check a proof, and what each reader
// sees (decision 0065). Every certificate is its signed credential, stored exactly as issued;
// the revocation list is signed again in the transaction that revokes, so the list the site
// serves always says what the rows say.
import { randomBytes } from 'node:crypto';
import {
  AppError,
  CERTIFICATE_ID_RE,
  type CertificateCheck,
  type CertificateFields,
  type CertificateSummary,
  type CertificateView,
  certificatePath,
  credentialsText as ct,
  linkedInAddUrl,
  localPath,
} from '@sahyog/core';
import { schema as s } from '@sahyog/db';
import { and, desc, eq, ilike, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/modules.ts';
import { credentialFor, fieldsOf, statusListUrlOf, verifyUrlOf } from './document.ts';
import { check, didDocument, didFor, type KeyMaterial, newKey, sign, signedStatusList } from './signing.ts';
import type { CertificateRequest, IssuedCertificate } from './types.ts';

type Deps = Platform & { app: FastifyInstance };
type Row = typeof s.credentials.$inferSelect;

const STATUS_LIST_ID = 1;
const newId = () => {
  // 16 random bytes as 26 characters of RFC 4648 base32, lowercase.
  const bytes = randomBytes(17);
  let bits = 0;
  let value = 0;
  let out = '';
  for (const b of bytes) {
    value = (value << 8) | b;
    bits += 8;
    while (bits >= 5 && out.length < 26) {
      out += 'abcdefghijklmnopqrstuvwxyz234567'[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return out;
};

export function credentialsService({ app, db, config, audit }: Deps) {
  const publicUrl = config.PUBLIC_URL.replace(/\/+$/, '');
  const did = didFor(publicUrl);
  const statusUrl = statusListUrlOf(publicUrl);
  const issuerName = async () => (await app.content.settings()).foundationName;

  /** Every key ever used (the DID document lists them all) and the one that signs now (the newest). */
  async function keys(): Promise<{ all: KeyMaterial[]; active: KeyMaterial }> {
    let rows = await db.select().from(s.credentialKeys).orderBy(s.credentialKeys.id);
    if (!rows.length) {
      const k = await newKey('key-1');
      await db.insert(s.credentialKeys).values(k).onConflictDoNothing();
      rows = await db.select().from(s.credentialKeys).orderBy(s.credentialKeys.id);
    }
    const active = rows.at(-1);
    if (!active) throw new Error('no issuer key');
    return { all: rows, active };
  }

  async function didDoc() {
    return didDocument(did, (await keys()).all);
  }

  /** The served status list; made (empty, signed) the first time it is asked for. */
  async function statusListDoc(): Promise<Record<string, unknown>> {
    const [row] = await db.select().from(s.credentialStatusLists).where(eq(s.credentialStatusLists.id, STATUS_LIST_ID));
    if (row) return row.document as Record<string, unknown>;
    const k = await keys();
    const document = await signedStatusList(statusUrl, did, k.active, didDocument(did, k.all), [], new Date());
    await db.insert(s.credentialStatusLists).values({ id: STATUS_LIST_ID, purpose: 'revocation', document }).onConflictDoNothing();
    const [again] = await db.select().from(s.credentialStatusLists).where(eq(s.credentialStatusLists.id, STATUS_LIST_ID));
    return (again?.document ?? document) as Record<string, unknown>;
  }

  async function checkDocument(doc: unknown, row: Row | null): Promise<CertificateCheck> {
    const result = await check(doc, await didDoc(), { url: statusUrl, document: await statusListDoc() });
    const ours = !!row && result.proofValid;
    const revoked = row?.revokedAt ? { at: row.revokedAt.toISOString(), reason: row.revokedReason ?? '' } : null;
    // The row is the truth; the list is signed from the rows, so a revoked bit without a revoked
    // row (or the reverse) would be a fault worth showing rather than hiding.
    const problem = !result.proofValid
      ? ct.problemProof
      : !row
        ? ct.problemNotOurs
        : revoked
          ? ct.problemRevoked
          : result.revokedBit === null
            ? ct.problemStatus
            : null;
    return { proofValid: result.proofValid, ours, revoked, problem };
  }

  async function rowOf(id: string): Promise<Row | null> {
    if (!CERTIFICATE_ID_RE.test(id)) return null;
    const [row] = await db.select().from(s.credentials).where(eq(s.credentials.id, id)).limit(1);
    return row ?? null;
  }

  const summary = (r: Row): CertificateSummary => {
    const f = fieldsOf(r.document);
    return {
      id: r.id,
      kind: r.kind as CertificateSummary['kind'],
      recipientName: f?.recipientName ?? '',
      title: f?.title.en ?? '',
      issuedAt: r.issuedAt.toISOString(),
      revokedAt: r.revokedAt?.toISOString() ?? null,
      email: r.email,
      holderId: r.holderId,
    };
  };

  const service = {
    did,
    didDocument: didDoc,
    statusListDocument: statusListDoc,

    /**
     * A certificate for a checked achievement, once per key: a second call (a retried job, two
     * tabs) answers the first certificate and issues, mails and audits nothing.
     */
    async issue(req: CertificateRequest): Promise<IssuedCertificate> {
      const [existing] = await db.select({ id: s.credentials.id }).from(s.credentials).where(eq(s.credentials.issueKey, req.key)).limit(1);
      if (existing) return { id: existing.id, verifyPath: certificatePath(existing.id), created: false };
      const k = await keys();
      const id = newId();
      const next = await db.execute(sql`select nextval(pg_get_serial_sequence('credentials', 'status_index'))::int as n`);
      const [seq] = (next as unknown as { rows: { n: number }[] }).rows;
      const statusIndex = Number(seq?.n);
      const unsigned = credentialFor({
        id,
        kind: req.kind,
        recipientName: req.name,
        email: req.email,
        title: req.title,
        description: req.description,
        issuerName: await issuerName(),
        publicUrl,
        did,
        statusIndex,
        validFrom: new Date(),
      });
      const document = await sign(unsigned, did, k.active, didDocument(did, k.all));
      const inserted = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(s.credentials)
          .values({ id, issueKey: req.key, kind: req.kind, holderId: req.userId, email: req.email, statusIndex, document, issuedBy: req.issuedBy })
          .onConflictDoNothing({ target: s.credentials.issueKey })
          .returning({ id: s.credentials.id });
        if (!row) return null;
        await audit.record(
          {
            actorId: req.issuedBy,
            action: 'certificate.issue',
            subjectType: 'certificate',
            subjectId: id,
            after: { kind: req.kind, name: req.name, title: req.title.en, key: req.key },
          },
          tx,
        );
        return row;
      });
      if (!inserted) {
        const [first] = await db.select({ id: s.credentials.id }).from(s.credentials).where(eq(s.credentials.issueKey, req.key)).limit(1);
        if (!first) throw new Error('certificate neither inserted nor found');
        return { id: first.id, verifyPath: certificatePath(first.id), created: false };
      }
      if (req.email)
        await app.messaging.send(
          'email',
          req.email,
          'certificate-issued',
          { site: await issuerName(), name: req.name, title: req.title.en, titleHi: req.title.hi, link: `${publicUrl}${localPath(certificatePath(id))}` },
          { once: `certificate:${id}` },
        );
      return { id, verifyPath: certificatePath(id), created: true };
    },

    async revoke(staffId: number | null, id: string, reason: string): Promise<boolean> {
      const k = await keys();
      await statusListDoc();
      return db.transaction(async (tx) => {
        // The list's row is the lock: two revocations sign one after the other, each list with both bits.
        await tx.select().from(s.credentialStatusLists).where(eq(s.credentialStatusLists.id, STATUS_LIST_ID)).for('update');
        const [row] = await tx
          .update(s.credentials)
          .set({ revokedAt: new Date(), revokedReason: reason, revokedBy: staffId })
          .where(and(eq(s.credentials.id, id), sql`${s.credentials.revokedAt} is null`))
          .returning();
        if (!row) return false;
        const revoked = await tx.select({ i: s.credentials.statusIndex }).from(s.credentials).where(isNotNull(s.credentials.revokedAt));
        const document = await signedStatusList(
          statusUrl,
          did,
          k.active,
          didDocument(did, k.all),
          revoked.map((r) => r.i),
          new Date(),
        );
        await tx.update(s.credentialStatusLists).set({ document, updatedAt: new Date() }).where(eq(s.credentialStatusLists.id, STATUS_LIST_ID));
        await audit.record({ actorId: staffId, action: 'certificate.revoke', subjectType: 'certificate', subjectId: id, after: { reason } }, tx);
        return true;
      });
    },

    async row(id: string) {
      return rowOf(id);
    },

    async view(id: string): Promise<CertificateView | null> {
      const row = await rowOf(id);
      const fields = row && fieldsOf(row.document);
      if (!row || !fields) return null;
      const verifyUrl = verifyUrlOf(publicUrl, row.id);
      return { fields, check: await checkDocument(row.document, row), verifyUrl, linkedInUrl: linkedInAddUrl(fields, verifyUrl) };
    },

    /** Someone's credential (parsed JSON): its fields if it has our shape, and our check of it. */
    async checkDocument(doc: unknown): Promise<{ fields: CertificateFields | null; check: CertificateCheck }> {
      const fields = fieldsOf(doc);
      const row = fields ? await rowOf(fields.id) : null;
      return { fields, check: await checkDocument(doc, row) };
    },

    async mine(userId: number): Promise<CertificateSummary[]> {
      const rows = await db.select().from(s.credentials).where(eq(s.credentials.holderId, userId)).orderBy(desc(s.credentials.issuedAt));
      return rows.map(summary);
    },

    async list(page: { q?: string | undefined; before?: string | undefined }): Promise<CertificateSummary[]> {
      // Control characters (a NUL) match nothing and would only upset the database's text.
      const q = page.q?.replace(/\p{Cc}/gu, '').trim();
      const before = page.before ? new Date(page.before) : null;
      const rows = await db
        .select()
        .from(s.credentials)
        .where(
          and(
            q ? or(ilike(s.credentials.email, `%${q.replace(/[%_\\]/g, '\\$&')}%`), sql`${s.credentials.document}->>'id' like ${`%${q}`}`) : undefined,
            before && !Number.isNaN(before.getTime()) ? lt(s.credentials.issuedAt, before) : undefined,
          ),
        )
        .orderBy(desc(s.credentials.issuedAt))
        .limit(50);
      return rows.map(summary);
    },

    /** For a stale id in a console action: not found, in staff's words. */
    notFound: () => AppError.notFound(ct.notFound),
  };
  return service;
}

export type CredentialsService = ReturnType<typeof credentialsService>;
