// The job queue on the `jobs` table (decision 0005): a failed job is retried later with backoff,
// given up after its attempts, never run twice at once, and never claimed by a process that has
// no handler for it. Queue names are unique per test: the table is shared by the whole worker.
import { schema as s } from '@sahyog/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { dbJobQueue } from '../../apps/server/src/platform/jobs.ts';
import { getTestApp } from '../support/app.ts';
import { getDb } from '../support/db.ts';
import { unique } from '../support/factories.ts';

const quiet = { error: () => {} };

// The worker's database (migrated and seeded once) before any test's clock starts.
beforeAll(() => getDb(), 120_000);

async function jobRow(id: number) {
  const db = await getDb();
  const [row] = await db.select().from(s.jobs).where(eq(s.jobs.id, id));
  if (!row) throw new Error(`no job ${id}`);
  return row;
}

/** As if the job's retry time had come. */
async function makeDue(id: number) {
  const db = await getDb();
  await db
    .update(s.jobs)
    .set({ runAt: new Date(Date.now() - 1000) })
    .where(eq(s.jobs.id, id));
}

describe('job queue', () => {
  it('stop() returns once the job in hand is done; the rest wait, queued, for the next process (issue 22)', async () => {
    const db = await getDb();
    const queue = dbJobQueue(db, quiet);
    const name = unique('q');
    const ran: number[] = [];
    let stopped: Promise<void> | undefined;
    queue.register(name, async (payload) => {
      ran.push(Number(payload.n));
      // The SIGTERM arrives while the second job runs.
      if (ran.length === 2) stopped = queue.stop();
    });
    const ids: number[] = [];
    for (let n = 1; n <= 6; n++) ids.push(await queue.enqueue(name, { n }));
    await queue.drain();
    await stopped;
    expect(ran).toHaveLength(2);
    const rows = await Promise.all(ids.map(jobRow));
    expect(rows.filter((r) => r.doneAt !== null)).toHaveLength(2);
    expect(rows.filter((r) => r.doneAt === null && r.failedAt === null)).toHaveLength(4);
    // Nothing was lost: the next process runs the four left.
    const next = dbJobQueue(db, quiet);
    next.register(name, async (payload) => void ran.push(Number(payload.n)));
    await next.drain();
    expect([...ran].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('runs a job once with its payload and marks it done', async () => {
    const db = await getDb();
    const queue = dbJobQueue(db, quiet);
    const name = unique('q');
    const seen: unknown[] = [];
    queue.register(name, async (payload) => void seen.push(payload));
    const id = await queue.enqueue(name, { donationId: 42, note: 'ok' });
    expect(await queue.drain()).toBeGreaterThanOrEqual(1);
    expect(await queue.drain()).toBe(0);
    expect(seen).toEqual([{ donationId: 42, note: 'ok' }]);
    expect((await jobRow(id)).doneAt).not.toBeNull();
  });

  it('retries a failing job later, with growing backoff, and keeps its last error', async () => {
    const db = await getDb();
    const queue = dbJobQueue(db, quiet);
    const name = unique('q');
    let calls = 0;
    queue.register(name, async () => {
      calls += 1;
      if (calls < 3) throw new Error(`gateway down (${calls})`);
    });
    const id = await queue.enqueue(name, {}, { maxAttempts: 5 });
    await queue.drain();
    let row = await jobRow(id);
    expect(calls).toBe(1);
    expect(row).toMatchObject({ attempts: 1, lastError: 'gateway down (1)', doneAt: null, failedAt: null });
    const firstDelay = row.runAt.getTime() - Date.now();
    expect(firstDelay).toBeGreaterThan(1000);
    // Not due yet: draining again does not run it.
    await queue.drain();
    expect(calls).toBe(1);

    await makeDue(id);
    const before = Date.now();
    await queue.drain();
    row = await jobRow(id);
    expect(calls).toBe(2);
    expect(row.lastError).toBe('gateway down (2)');
    expect(row.runAt.getTime() - before).toBeGreaterThan(firstDelay);

    await makeDue(id);
    await queue.drain();
    row = await jobRow(id);
    expect(calls).toBe(3);
    expect(row.doneAt).not.toBeNull();
    expect(row.failedAt).toBeNull();
  });

  it('gives up after its attempts and never runs the job again', async () => {
    const db = await getDb();
    const queue = dbJobQueue(db, quiet);
    const name = unique('q');
    let calls = 0;
    queue.register(name, async () => {
      calls += 1;
      throw new Error('always broken');
    });
    const id = await queue.enqueue(name, {}, { maxAttempts: 2 });
    await queue.drain();
    await makeDue(id);
    await queue.drain();
    const row = await jobRow(id);
    expect(calls).toBe(2);
    expect(row.failedAt).not.toBeNull();
    expect(row.lastError).toBe('always broken');
    await makeDue(id);
    await queue.drain();
    expect(calls).toBe(2);
  });

  it('a process without a handler leaves the job for one that has it', async () => {
    const db = await getDb();
    const name = unique('q');
    const other = dbJobQueue(db, quiet);
    other.register(unique('unrelated'), async () => {});
    const owner = dbJobQueue(db, quiet);
    let ran = 0;
    owner.register(name, async () => {
      ran += 1;
    });
    const id = await owner.enqueue(name, {});
    await other.drain();
    expect(await jobRow(id)).toMatchObject({ attempts: 0, failedAt: null, doneAt: null });
    await owner.drain();
    expect(ran).toBe(1);
  });

  it('two processes draining together run each job exactly once', async () => {
    const db = await getDb();
    const name = unique('q');
    const runs = new Map<number, number>();
    const handler = async (payload: Record<string, unknown>) => {
      const n = Number(payload.n);
      runs.set(n, (runs.get(n) ?? 0) + 1);
    };
    const a = dbJobQueue(db, quiet);
    const b = dbJobQueue(db, quiet);
    a.register(name, handler);
    b.register(name, handler);
    for (let n = 0; n < 20; n++) await a.enqueue(name, { n });
    await Promise.all([a.drain(), b.drain()]);
    expect([...runs.keys()].sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, n) => n));
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
  });
});

describe('worker groups (issue 22: a sweep ran 6.5 minutes late behind 12,000 queued emails)', () => {
  it('a due sweep runs before 2,000 emails queued ahead of it are through', async () => {
    const db = await getDb();
    const queue = dbJobQueue(db, quiet);
    const mail = unique('mail');
    const sweep = unique('sweep');
    const finished: string[] = [];
    queue.register(mail, async (payload) => void finished.push(`mail ${payload.n}`), { group: 'bulk' });
    queue.register(sweep, async () => void finished.push('sweep'), { group: 'critical' });
    // The emails were queued first, in one go, as a newsletter would be.
    await db.insert(s.jobs).values(Array.from({ length: 2000 }, (_, n) => ({ queue: mail, payload: { n } })));
    await queue.enqueue(sweep, {});
    await queue.drain();
    expect(finished).toHaveLength(2001);
    // Not after the emails: its own worker took it while the emails' workers worked through theirs.
    expect(finished.indexOf('sweep')).toBeLessThan(100);
  }, 120_000);

  it('the app runs sweeps and payment events in `critical`, messages in `bulk`, batch work in `batch`', async () => {
    const { jobs } = await getTestApp();
    expect(jobs.groupOf('monthly-sweep')).toBe('critical');
    expect(jobs.groupOf('giving-abandoned-orders')).toBe('critical');
    expect(jobs.groupOf('deliver-message')).toBe('bulk');
    expect(jobs.groupOf('monthly-mail')).toBe('bulk');
    expect(jobs.groupOf('batch-lines')).toBe('batch');
  });

  it('within a group, a job of higher priority is claimed before older ones', async () => {
    const db = await getDb();
    // One worker, so the order of claims is the order of completion.
    const queue = dbJobQueue(db, quiet, { concurrency: { bulk: 1 } });
    const name = unique('q');
    const ran: number[] = [];
    queue.register(name, async (payload) => void ran.push(Number(payload.n)), { group: 'bulk' });
    for (let n = 1; n <= 3; n++) await queue.enqueue(name, { n });
    await queue.enqueue(name, { n: 9 }, { priority: 5 });
    await queue.drain();
    expect(ran).toEqual([9, 1, 2, 3]);
  });

  it('stop() with jobs in several workers returns once those are done; the rest stay queued', async () => {
    const db = await getDb();
    const queue = dbJobQueue(db, quiet);
    const mail = unique('mail');
    const sweep = unique('sweep');
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    let inHand = 0;
    let allInHand!: () => void;
    const three = new Promise<void>((r) => {
      allInHand = r;
    });
    const done: string[] = [];
    const hold = (label: string) => async (payload: Record<string, unknown>) => {
      if (++inHand === 3) allInHand();
      await gate;
      done.push(`${label} ${payload.n}`);
    };
    queue.register(mail, hold('mail'), { group: 'bulk' }); // two workers
    queue.register(sweep, hold('sweep'), { group: 'critical' }); // one
    const ids: number[] = [];
    for (let n = 1; n <= 5; n++) ids.push(await queue.enqueue(mail, { n }));
    for (let n = 1; n <= 3; n++) ids.push(await queue.enqueue(sweep, { n }));
    const draining = queue.drain();
    await three; // two emails and a sweep in hand
    let returned = false;
    const stopped = queue.stop().then(() => {
      returned = true;
    });
    await new Promise((r) => setTimeout(r, 20));
    expect(returned).toBe(false); // it waits for the jobs in hand
    release();
    await stopped;
    await draining;
    expect(done.sort()).toEqual(['mail 1', 'mail 2', 'sweep 1']);
    const rows = await Promise.all(ids.map(jobRow));
    expect(rows.filter((r) => r.doneAt !== null)).toHaveLength(3);
    expect(rows.filter((r) => r.doneAt === null && r.failedAt === null && r.attempts === 0)).toHaveLength(5);
  });
});

describe('drain()', () => {
  it('leaves nothing due, even a job one group queued for another after that group was done', async () => {
    const db = await getDb();
    const queue = dbJobQueue(db, quiet);
    const thanks = unique('thanks');
    const mail = unique('mail');
    const sent: number[] = [];
    queue.register(mail, async (payload) => void sent.push(Number(payload.n)), { group: 'bulk' });
    queue.register(
      thanks,
      async (payload) => {
        // Slower than the empty bulk group's look: its email is queued after that group stopped.
        await new Promise((r) => setTimeout(r, 30));
        await queue.enqueue(mail, { n: payload.n });
      },
      { group: 'default' },
    );
    await queue.enqueue(thanks, { n: 1 });
    await queue.drain();
    expect(sent).toEqual([1]);
  });
});
