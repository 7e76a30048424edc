// Batch jobs in tests (a bank statement's import, a bulk receipt issue): the request answers with
// the batch at once; the test drains the job queue, then reads the batch's lines through the API.
import type { BatchStarted, BatchView } from '@sahyog/core';
import { type Answer, call } from './accounts.ts';
import { getTestApp } from './app.ts';

export type ImportLine = { line: number; utr: string | null; amountPaise: number | null; outcome: string; reference: string | null; message: string };

/** The batch after its job has run, every line (up to 1,000). */
export async function finishedBatch(batchId: number, token: string): Promise<BatchView> {
  await (await getTestApp()).jobs.drain();
  const res = await call<Answer<BatchView>>('GET', `/api/v1/admin/batches/${batchId}?limit=1000`, { token });
  if (res.status !== 200) throw new Error(`batch ${batchId} answered ${res.status}: ${res.text.slice(0, 300)}`);
  return res.body.data;
}

/**
 * POST /api/v1/admin/orders/import, then its batch once done, in the shape the import answered
 * when it was synchronous: { outcomes, matched } (status 200 once the batch is done). A refused
 * file keeps its own answer (422 with the field).
 */
export async function importStatement(csv: string, token: string) {
  const res = await call<Answer<BatchStarted>>('POST', '/api/v1/admin/orders/import', { token, body: { csv } });
  if (res.status !== 201) return { ...res, body: res.body as unknown as Answer<{ outcomes: ImportLine[]; matched: number }> };
  const b = await finishedBatch(res.body.data.batchId, token);
  const outcomes: ImportLine[] = b.lines.map((l) => ({
    line: l.line,
    utr: typeof l.input.utr === 'string' ? l.input.utr : null,
    amountPaise: typeof l.input.amountPaise === 'number' ? l.input.amountPaise : null,
    outcome: l.status ?? 'waiting',
    reference: l.reference,
    message: l.message ?? '',
  }));
  const body: Answer<{ outcomes: ImportLine[]; matched: number; batch: BatchView }> = {
    success: true,
    message: '',
    data: { outcomes, matched: outcomes.filter((o) => o.outcome === 'matched').length, batch: b },
  };
  return { ...res, status: b.finishedAt ? 200 : 202, body };
}
