import { readFileSync } from 'node:fs';
import { financialYear, RECEIPT_MODES, regimeFor } from '@sahyog/core';
import { defineModule } from '../../platform/modules.ts';
import type {} from '../content/index.ts';
import type {} from '../giving/index.ts';
import type {} from '../messaging/index.ts';
import type {} from '../payments/index.ts';
import { type BulkIssue, bulkIssue } from './bulk-issue.ts';
import { checkSigner } from './receipt-pdf.ts';
import { receiptsRoutes } from './routes.ts';
import { type ReceiptsService, receiptsService } from './service.ts';
import { type StatementService, statementService } from './statement.ts';
import { statementRoutes } from './statement-routes.ts';

export type { ReceiptsService } from './service.ts';
export type { StatementService } from './statement.ts';

declare module 'fastify' {
  interface FastifyInstance {
    receipts: ReceiptsService & { statement: StatementService } & BulkIssue;
  }
}

/**
 * Tax receipts under section 80G / 133 (gapless numbers per financial year, the PDF kept with its
 * hash, corrections that cancel and replace) and the annual statement in Form 10BD's template.
 * Reads the donations giving keeps; issues automatically after a gift's thank-you.
 */
export const receiptsModule = defineModule('receipts', ['messaging', 'content', 'payments', 'giving'], (app, { db, dbHandle, config, audit, batches }) => {
  // The certificate is read once at start: a missing or unreadable file stops the server here
  // rather than at the first receipt.
  const signer = config.RECEIPT_SIGNING_P12 ? { p12: readFileSync(config.RECEIPT_SIGNING_P12), password: config.RECEIPT_SIGNING_PASSWORD ?? '' } : undefined;
  if (signer) checkSigner(signer);
  const receipts = receiptsService({
    db,
    settings: () => app.content.settings(),
    messaging: app.messaging,
    publicUrl: config.PUBLIC_URL,
    audit,
    signer,
    modeOf: (method) => app.payments.info(method ?? '')?.receiptMode ?? RECEIPT_MODES.electronic,
    donations: app.giving,
  });
  // The site's settings name the tax law in force today from the regimes kept here (content
  // cannot read this module's table, and this module depends on content).
  app.content.useTaxLaw(async () => {
    const r = regimeFor(await receipts.regimes(), financialYear(new Date()));
    return r ? { shortName: r.shortName || r.section, section: r.section, actName: r.actName } : undefined;
  });
  const statement = statementService({
    db,
    cursor: dbHandle.cursor,
    settings: () => app.content.settings(),
    regimes: receipts.regimes,
    batchRows: config.EXPORT_BATCH_ROWS,
  });
  app.giving.afterThanks((orderId) => receipts.autoIssue(orderId));
  const bulk = bulkIssue({ db, receipts, batches });
  app.decorate('receipts', Object.assign(receipts, { statement, issueBatch: bulk.issueBatch.bind(bulk), issueAllBatch: bulk.issueAllBatch.bind(bulk) }));
  receiptsRoutes(app, receipts, bulk);
  statementRoutes(app, statement);
});
