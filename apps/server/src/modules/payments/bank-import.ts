// A bank statement's import as a batch job (decision 0038). The request checks the file (size,
// CSV, the UTR and credit columns: a 422 that stores nothing) and stores its credit lines; the job
// answers each line (matched and confirmed, wrong amount, unknown UTR, already settled, duplicate
// in the file, no UTR) as the synchronous import did, through the same verify() a staff member's
// click uses. A line done again after a restart, or the same file uploaded twice, confirms nothing
// twice: verify() holds the order's row and the order is paid by then ("already confirmed").
import {
  AppError,
  type BatchStarted,
  batchStarted,
  CsvError,
  donationsMessages as dm,
  formatINR,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_LINES,
  type ImportOutcome,
  parseCsv,
  STAFF_ROLES,
  statementLines,
} from '@sahyog/core';
import { type Db, schema as s } from '@sahyog/db';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AuditLog } from '../../platform/audit.ts';
import { requireRole } from '../../platform/auth.ts';
import type { BatchRunner, LineOutcome } from '../../platform/batches.ts';
import { route } from '../../platform/http.ts';
import type { OrdersService } from './orders.ts';

type Outcome = ImportOutcome['outcome'];
const line = (outcome: Outcome, message: string, reference: string | null = null): LineOutcome => ({
  status: outcome,
  ok: outcome === 'matched',
  message,
  reference,
});

export function bankImport(deps: { db: Db; orders: OrdersService; batches: BatchRunner; audit: Pick<AuditLog, 'record'> }) {
  const { db, orders, batches } = deps;

  batches.register('bank-import', {
    async run(input, { createdBy }) {
      const utr = typeof input.utr === 'string' ? input.utr : null;
      const amountPaise = Number(input.amountPaise);
      if (!utr) return line('no-utr', dm.outcomes.noUtr);
      if (input.duplicate === true) return line('duplicate', dm.outcomes.duplicate);
      const [o] = await db
        .select({ reference: s.orders.reference, status: s.orders.status, method: s.orders.method, totalPaise: s.orders.totalPaise })
        .from(s.orders)
        .where(eq(s.orders.utr, utr))
        .limit(1);
      if (!o || !orders.info(o.method)?.confirmedByUtr || (o.status !== 'pending' && o.status !== 'paid')) return line('unknown-utr', dm.outcomes.unknownUtr);
      if (o.status === 'paid') return line('already-settled', dm.outcomes.alreadySettled, o.reference);
      if (o.totalPaise !== amountPaise) return line('wrong-amount', dm.outcomes.wrongAmount(formatINR(o.totalPaise), formatINR(amountPaise)), o.reference);
      try {
        await orders.verify(o.reference, 'paid', utr, createdBy ?? 0);
        return line('matched', dm.outcomes.matched, o.reference);
      } catch (e) {
        // The donor corrected the UTR between our read and the lock: a person looks at it.
        if (e instanceof AppError && (e.code === 'utr_changed' || e.code === 'order_state')) return line('changed', dm.outcomes.changed, o.reference);
        // The statement's importer paid this order themselves (issue 38): left for someone else.
        if (e instanceof AppError && e.code === 'own_decision') return line('own-order', dm.outcomes.ownOrder, o.reference);
        throw e;
      }
    },
    async finished(b) {
      await deps.audit.record({
        actorId: b.createdBy,
        action: 'orders.import',
        subjectType: 'bank-statement',
        subjectId: new Date().toISOString().slice(0, 10),
        before: null,
        after: { batchId: b.id, lines: b.total, matched: b.done - b.failed, unmatched: b.failed },
      });
    },
  });

  return {
    /**
     * A statement's credits against the UPI donations waiting for them, as a batch: the file is
     * checked here (a 422 stores nothing), its credit lines are stored and the job answers each.
     */
    async importStatement(csv: string, staffId: number): Promise<BatchStarted> {
      if (Buffer.byteLength(csv) > IMPORT_MAX_BYTES) throw AppError.invalid({ file: dm.importTooLarge });
      let rows: string[][];
      try {
        rows = parseCsv(csv);
      } catch (e) {
        if (e instanceof CsvError) throw AppError.invalid({ file: e.message });
        throw e;
      }
      if (rows.length > IMPORT_MAX_LINES + 5) throw AppError.invalid({ file: dm.importTooManyLines });
      const lines = statementLines(rows);
      if (lines === 'no-columns') throw AppError.invalid({ file: dm.importNoColumns });
      if (lines === 'no-direction') throw AppError.invalid({ file: dm.importNoDirection });
      const seen = new Set<string>();
      const credits: { line: number; input: { utr: string | null; amountPaise: number; duplicate: boolean } }[] = [];
      for (const l of lines) {
        if (l.amountPaise === null) continue; // debits and balance lines are not credits
        // A UTR earlier in the file is known now, in the file's order, whatever order the job takes.
        const duplicate = l.utr !== null && seen.has(l.utr);
        if (l.utr) seen.add(l.utr);
        credits.push({ line: l.line, input: { utr: l.utr, amountPaise: l.amountPaise, duplicate } });
      }
      return batches.start('bank-import', staffId, credits);
    },
  };
}

export type BankImport = ReturnType<typeof bankImport>;

export function bankImportRoutes(app: FastifyInstance, bank: BankImport): void {
  route(app, {
    method: 'POST',
    url: '/api/v1/admin/orders/import',
    success: [201],
    summary: `Import a bank statement (\`csv\`, the file's text, up to ${IMPORT_MAX_BYTES / 1024} KB) as a batch job: each UPI credit confirms the pending donation with its UTR and exact amount. Answers at once with the batch; GET /api/v1/admin/batches/{id} answers every line as the job works through them (staff; audited when done)`,
    tags: ['Staff console'],
    body: z.object({
      csv: z
        .string()
        .min(1, dm.importNoFile)
        .max(IMPORT_MAX_BYTES + 1),
    }),
    response: batchStarted,
    handler: ({ body }, req) => bank.importStatement(body.csv, requireRole(req, STAFF_ROLES).user.id),
  });
}
