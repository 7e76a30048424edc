// What staff do with certificates: issue one from the console's form, many from a CSV as a batch
// job (a result per line), and revoke with a reason. A CSV line's key is its content, so the same
// file sent again issues nothing twice (each line answers "issued before").
import { createHash } from 'node:crypto';
import {
  AppError,
  type BatchStarted,
  CERTIFICATE_CSV_COLUMNS,
  CERTIFICATE_CSV_LINES_MAX,
  CsvError,
  certificateInput,
  credentialsText as ct,
  type IssueCertificateInput,
  parseCsv,
  revokeInput,
} from '@sahyog/core';
import type { FastifyInstance } from 'fastify';
import type { BatchRunner } from '../../platform/batches.ts';
import { parseWith } from '../../platform/http.ts';
import type { CredentialsService } from './service.ts';

/** One key per certificate staff mean: kind, holder and title (a CSV line sent twice is one). */
const keyOf = (i: IssueCertificateInput) =>
  `staff:${createHash('sha256')
    .update(JSON.stringify([i.kind, i.email ?? '', i.name.toLowerCase(), i.titleEn.toLowerCase()]))
    .digest('hex')
    .slice(0, 40)}`;

export function staffCertificates(app: FastifyInstance, service: CredentialsService, batches: BatchRunner) {
  async function issueChecked(staffId: number | null, i: IssueCertificateInput) {
    const holder = i.email ? await app.auth.userIdByEmail(i.email) : null;
    // A certificate serves its holder: another member of staff issues it, never the holder themselves.
    if (staffId !== null && holder === staffId) throw AppError.forbidden(ct.ownCertificate);
    return service.issue({
      kind: i.kind,
      key: keyOf(i),
      userId: holder,
      name: i.name,
      email: i.email,
      title: { en: i.titleEn, hi: i.titleHi },
      description: { en: i.descriptionEn, hi: i.descriptionHi },
      issuedBy: staffId,
    });
  }

  batches.register('certificate-issue', {
    async run(input, { createdBy }) {
      const r = certificateInput.safeParse(input);
      if (!r.success) return { status: 'invalid', ok: false, message: r.error.issues.map((x) => x.message).join(' ') };
      const issued = await issueChecked(createdBy, r.data);
      return {
        status: issued.created ? 'issued' : 'issued-before',
        ok: true,
        message: issued.created ? ct.csvLineIssued : ct.csvLineAgain,
        reference: issued.id,
      };
    },
  });

  return {
    async issue(staffId: number, body: unknown): Promise<{ id: string; created: boolean }> {
      const issued = await issueChecked(staffId, parseWith(certificateInput, body));
      return { id: issued.id, created: issued.created };
    },

    async revoke(staffId: number, id: string, body: unknown): Promise<void> {
      const { reason } = parseWith(revokeInput, body);
      const row = await service.row(id);
      if (!row) throw service.notFound();
      if (row.revokedAt) throw AppError.invalid({ reason: ct.alreadyRevoked }, ct.alreadyRevoked);
      await service.revoke(staffId, id, reason);
    },

    /** The file is checked whole first (columns, size): a bad file is a 422 that starts nothing. */
    async startCsv(staffId: number, csv: string): Promise<BatchStarted> {
      let rows: string[][];
      try {
        rows = parseCsv(csv).filter((r) => r.some((c) => c.trim()));
      } catch (e) {
        if (e instanceof CsvError) throw AppError.invalid({ file: e.message });
        throw e;
      }
      const [head, ...lines] = rows;
      const columns = head?.map((c) => c.trim().toLowerCase()) ?? [];
      if (!CERTIFICATE_CSV_COLUMNS.every((c) => columns.includes(c))) throw AppError.invalid({ file: ct.csvColumns });
      if (!lines.length) throw AppError.invalid({ file: ct.csvEmpty });
      if (lines.length > CERTIFICATE_CSV_LINES_MAX) throw AppError.invalid({ file: ct.csvTooMany });
      const at = (name: string) => columns.indexOf(name);
      return batches.start(
        'certificate-issue',
        staffId,
        lines.map((cells, n) => ({
          line: n + 2,
          input: {
            kind: cells[at('kind')]?.trim() ?? '',
            name: cells[at('name')] ?? '',
            email: cells[at('email')] ?? '',
            titleEn: cells[at('title_en')] ?? '',
            titleHi: cells[at('title_hi')] ?? '',
            descriptionEn: cells[at('description_en')] ?? '',
            descriptionHi: cells[at('description_hi')] ?? '',
          },
        })),
      );
    },
  };
}
