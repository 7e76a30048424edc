// Staff's batch work as jobs (decision 0038): the request stores a batch's lines and answers at
// once; a job in the queue's `batch` group works through them a slice at a time, recording each
// line's result, and queues the next slice. A restart resumes at the first line without a result.
// A module registers what one line does (payments: a statement's credit; receipts: a donation's
// issue); it never reads these tables.
//
// A line's work and its result are two commits: a process killed between them does the line
// again on resume. Every kind's line is idempotent for that reason (verify answers "already
// confirmed", an issued receipt is returned as it is), so the effect is never twice.
import {
  AppError,
  BATCH_PAGE_SIZE,
  type BatchKind,
  type BatchStarted,
  type BatchView,
  batchIdParam,
  batchLinesQuery,
  batchMessages,
  batchView,
} from '@sahyog/core';
import { type Db, schema as s } from '@sahyog/db';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { auditScopeIp, inAuditScope } from './audit.ts';
import { route } from './http.ts';
import type { JobQueue } from './jobs.ts';

export const BATCH_QUEUE = 'batch-lines';
/** Lines per job: a slice takes seconds, so a stop (deploy) waits for little and batches take turns. */
export const BATCH_SLICE = 50;

export type LineInput = Record<string, string | number | boolean | null>;
export interface LineOutcome {
  status: string;
  message: string;
  /** false: the line was answered but did not do what it asked (no matching donation …). */
  ok: boolean;
  reference?: string | null;
}

export interface BatchKindHandler {
  /** One line's work, idempotent (see above). Throwing fails the slice; the job retries it. */
  run(input: LineInput, ctx: { batchId: number; createdBy: number | null; line: number }): Promise<LineOutcome>;
  /** Once, when the last line is done (the import's audit row). */
  finished?(batch: { id: number; createdBy: number | null; total: number; done: number; failed: number }): Promise<void>;
}

export function batchRunner(db: Db, jobs: JobQueue, opts: { slice?: number } = {}) {
  const kinds = new Map<BatchKind, BatchKindHandler>();
  const slice = opts.slice ?? BATCH_SLICE;

  async function runSlice(batchId: number): Promise<void> {
    const [b] = await db.select().from(s.batches).where(eq(s.batches.id, batchId)).limit(1);
    if (!b || b.finishedAt) return;
    const kind = kinds.get(b.kind as BatchKind);
    if (!kind) throw new Error(`No handler for batch kind ${b.kind}`);
    const lines = await db
      .select({ lineNo: s.batchLines.lineNo, input: s.batchLines.input })
      .from(s.batchLines)
      .where(and(eq(s.batchLines.batchId, batchId), isNull(s.batchLines.status)))
      .orderBy(asc(s.batchLines.lineNo))
      .limit(slice);
    for (const l of lines) {
      const out = await inAuditScope(b.createdIp, () => kind.run(l.input, { batchId, createdBy: b.createdBy, line: l.lineNo }));
      await db.transaction(async (tx) => {
        // Only a line still waiting counts: two runs of one slice (a lock that expired) count it once.
        const marked = await tx
          .update(s.batchLines)
          .set({ status: out.status, message: out.message, ok: out.ok, reference: out.reference ?? null, doneAt: new Date() })
          .where(and(eq(s.batchLines.batchId, batchId), eq(s.batchLines.lineNo, l.lineNo), isNull(s.batchLines.status)))
          .returning({ lineNo: s.batchLines.lineNo });
        if (marked.length)
          await tx
            .update(s.batches)
            .set({ done: sql`${s.batches.done} + 1`, failed: out.ok ? sql`${s.batches.failed}` : sql`${s.batches.failed} + 1` })
            .where(eq(s.batches.id, batchId));
      });
    }
    if (lines.length === slice) {
      // More may wait: the next slice is a job of its own, behind any other batch's.
      await jobs.enqueue(BATCH_QUEUE, { batchId }, { maxAttempts: 10 });
      return;
    }
    const [fin] = await db
      .update(s.batches)
      .set({ finishedAt: new Date() })
      .where(and(eq(s.batches.id, batchId), isNull(s.batches.finishedAt)))
      .returning();
    const { finished } = kind;
    if (fin && finished)
      await inAuditScope(fin.createdIp, () => finished({ id: fin.id, createdBy: fin.createdBy, total: fin.total, done: fin.done, failed: fin.failed }));
  }

  jobs.register(BATCH_QUEUE, (payload) => runSlice(Number(payload.batchId)), { group: 'batch' });

  const runner = {
    register(kind: BatchKind, handler: BatchKindHandler): void {
      kinds.set(kind, handler);
    },

    /**
     * Stores the lines (numbered as given: a statement's own line numbers) and queues the job, in
     * one transaction: the batch exists exactly when its job does.
     */
    async start(kind: BatchKind, createdBy: number | null, lines: { line: number; input: LineInput }[]): Promise<BatchStarted> {
      const batchId = await db.transaction(async (tx) => {
        const [b] = await tx
          .insert(s.batches)
          .values({ kind, createdBy, createdIp: auditScopeIp() ?? null, total: lines.length })
          .returning({ id: s.batches.id });
        if (!b) throw new Error('batch not stored');
        for (let i = 0; i < lines.length; i += 1000) {
          await tx.insert(s.batchLines).values(lines.slice(i, i + 1000).map((l) => ({ batchId: b.id, lineNo: l.line, input: l.input })));
        }
        await jobs.enqueue(BATCH_QUEUE, { batchId: b.id }, { tx, maxAttempts: 10 });
        return b.id;
      });
      return { batchId, total: lines.length, statusUrl: `/api/v1/admin/batches/${batchId}` };
    },

    /** The batch with a page of its lines after line `after`; null when there is none. */
    async get(id: number, page: { after?: number | undefined; limit?: number | undefined } = {}): Promise<BatchView | null> {
      const [b] = await db.select().from(s.batches).where(eq(s.batches.id, id)).limit(1);
      if (!b) return null;
      const lines = await db
        .select()
        .from(s.batchLines)
        .where(and(eq(s.batchLines.batchId, id), gt(s.batchLines.lineNo, page.after ?? 0)))
        .orderBy(asc(s.batchLines.lineNo))
        .limit(page.limit ?? BATCH_PAGE_SIZE);
      return {
        id: b.id,
        kind: b.kind as BatchKind,
        createdAt: b.createdAt.toISOString(),
        total: b.total,
        done: b.done,
        failed: b.failed,
        finishedAt: b.finishedAt?.toISOString() ?? null,
        lines: lines.map((l) => ({ line: l.lineNo, input: l.input, status: l.status, ok: l.ok, message: l.message, reference: l.reference })),
      };
    },
  };
  return runner;
}

export type BatchRunner = ReturnType<typeof batchRunner>;

/** GET a batch's progress and a page of its lines (staff). */
export function batchRoutes(app: FastifyInstance, runner: BatchRunner): void {
  route(app, {
    method: 'GET',
    url: '/api/v1/admin/batches/:id',
    summary: `A batch's progress (done of total, finished or not) and its lines' results in order, ${BATCH_PAGE_SIZE} a page from line \`after\` (staff)`,
    tags: ['Staff console'],
    params: batchIdParam,
    query: batchLinesQuery,
    response: batchView,
    errors: [404],
    handler: async ({ params, query }) => {
      const b = await runner.get(params.id, query);
      if (!b) throw AppError.notFound(batchMessages.notFound);
      return b;
    },
  });
}
