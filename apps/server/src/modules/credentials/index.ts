import type { CredentialsApi } from '@sahyog/core';
import { credentialsText as ct } from '@sahyog/core';
import { runInLanguage } from '../../platform/language.ts';
import { defineModule } from '../../platform/modules.ts';
import type {} from '../auth/index.ts';
import type {} from '../content/index.ts';
import type {} from '../messaging/index.ts';
import { fieldsOf, verifyUrlOf } from './document.ts';
import { certificatePdf } from './pdf.ts';
import { badgeImage, bake, unbake } from './png.ts';
import { credentialsRoutes } from './routes.ts';
import { type CredentialsService, credentialsService } from './service.ts';
import { staffCertificates } from './staff.ts';
import type { CertificateRequest, IssuedCertificate } from './types.ts';

export type { CertificateRequest, IssuedCertificate } from './types.ts';

declare module 'fastify' {
  interface FastifyInstance {
    credentials: CredentialsService & { api: CredentialsApi };
  }
}

/**
 * Certificates (issue 42; decision 0065): Open Badges 3.0 credentials signed eddsa-rdfc-2022,
 * the did:web document and the signed revocation list the site serves, the PDF and baked PNG,
 * and staff's issue, CSV and revoke. Other modules (challenges, learning) call `issue` with a key.
 */
export const credentialsModule = defineModule('credentials', ['auth', 'content', 'messaging'], (app, platform) => {
  const service = credentialsService({ app, ...platform });
  const staff = staffCertificates(app, service, platform.batches);
  const publicUrl = platform.config.PUBLIC_URL.replace(/\/+$/, '');

  async function fieldsOfRow(id: string) {
    const row = await service.row(id);
    const fields = row && fieldsOf(row.document);
    return row && fields ? { row, fields } : null;
  }

  const api: CredentialsApi = {
    view: service.view,
    async checkUpload(bytes) {
      const text = bytes.subarray(0, 8).toString('latin1').startsWith('\x89PNG') ? unbake(bytes) : bytes.toString('utf8');
      let doc: unknown = null;
      try {
        doc = text === null ? null : JSON.parse(text);
      } catch {
        doc = null;
      }
      if (!doc || typeof doc !== 'object') return { fields: null, check: { proofValid: false, ours: false, revoked: null, problem: ct.uploadUnreadable } };
      return service.checkDocument(doc);
    },
    mine: service.mine,
    async pdf(id, language) {
      const found = await fieldsOfRow(id);
      // The labels in the file's language, whatever the page's.
      return found ? runInLanguage(language, () => certificatePdf(found.fields, verifyUrlOf(publicUrl, id), language)) : null;
    },
    async png(id) {
      const found = await fieldsOfRow(id);
      return found ? bake(await badgeImage(found.fields, ct.kinds[found.fields.kind]), JSON.stringify(found.row.document)) : null;
    },
    async json(id) {
      const row = await service.row(id);
      return row ? (row.document as Record<string, unknown>) : null;
    },
    didDocument: service.didDocument,
    statusList: async (n) => (n === 1 ? service.statusListDocument() : null),
    list: service.list,
    issue: staff.issue,
    revoke: staff.revoke,
    startCsv: staff.startCsv,
  };
  app.decorate('credentials', Object.assign(service, { api }));
  credentialsRoutes(app, api);
});

/** For other modules' types: what `app.credentials.issue` takes and gives. */
export type IssueCertificate = (req: CertificateRequest) => Promise<IssuedCertificate>;
