// Background jobs on the database's `jobs` table: durable, retried with backoff, claimed with
// FOR UPDATE SKIP LOCKED so several app servers can share one queue. (pg-boss 12 does not
// install from the registry here and needs its own connection handling for PGlite; this is
// the small subset we use: enqueue, claim, retry, give up.)
import { type Db, schema as s } from '@sahyog/db';
import { eq, sql } from 'drizzle-orm';

export type JobHandler = (payload: Record<string, unknown>) => Promise<void>;

export interface JobQueue {
  register(queue: string, handler: JobHandler): void;
  /**
   * Adds a job. Pass the transaction as `tx` to add it with the change it follows from: the
   * job exists exactly when that change committed (a payment's thank-you, for instance).
   */
  enqueue(queue: string, payload: Record<string, unknown>, opts?: { maxAttempts?: number; delayMs?: number; tx?: Pick<Db, 'insert'> }): Promise<number>;
  /**
   * Keeps one job of `queue` waiting, due `delayMs` from now. A job already waiting for later
   * makes it unneeded; the running job itself (due, not done) does not count, so a repeating
   * job can queue its successor. Sweeps call it at start and after each run: a restart loses
   * nothing, and several processes keep one chain between them.
   */
  ensureWaiting(queue: string, delayMs?: number): Promise<void>;
  /** Runs due jobs until none is left (tests, and the poll loop). Returns how many ran. */
  drain(): Promise<number>;
  start(pollMs?: number): void;
  stop(): Promise<void>;
}

type ClaimedJob = { id: number; queue: string; payload: Record<string, unknown>; attempts: number; max_attempts: number };

export function dbJobQueue(db: Db, log: { error: (obj: object, msg: string) => void }, opts: { maxRetryDelayMs?: number } = {}): JobQueue {
  const maxRetryDelayMs = opts.maxRetryDelayMs ?? 600_000;
  const handlers = new Map<string, JobHandler>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = true;
  /** Set by stop() only: `stopped` is also the state of a queue never started (tests drain it by hand). */
  let stopping = false;

  async function claim(): Promise<ClaimedJob | undefined> {
    // Only queues this process can run: a job is never failed for want of a handler here while
    // another process (or a later version) could run it.
    const queues = [...handlers.keys()];
    if (!queues.length) return undefined;
    const res = await db.execute(sql`
      update ${s.jobs} set locked_until = now() + interval '2 minutes', attempts = attempts + 1
      where id = (
        select id from ${s.jobs}
        where done_at is null and failed_at is null and run_at <= now()
          and queue in (${sql.join(
            queues.map((q) => sql`${q}`),
            sql`, `,
          )})
          and (locked_until is null or locked_until < now())
        order by run_at, id limit 1
        for update skip locked)
      returning id, queue, payload, attempts, max_attempts`);
    const rows = (res as unknown as { rows: ClaimedJob[] }).rows;
    return rows[0];
  }

  async function runOne(job: ClaimedJob): Promise<void> {
    const handler = handlers.get(job.queue);
    try {
      if (!handler) throw new Error(`No handler for queue ${job.queue}`); // unregistered since the claim
      await handler(typeof job.payload === 'string' ? JSON.parse(job.payload) : job.payload);
      await db.update(s.jobs).set({ doneAt: new Date(), lockedUntil: null }).where(eq(s.jobs.id, job.id));
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const giveUp = job.attempts >= job.max_attempts;
      // Exponential backoff: 2 s, 4 s, 8 s … capped at 10 minutes (JOB_RETRY_MAX_SECONDS).
      const delayMs = Math.min(maxRetryDelayMs, 1000 * 2 ** job.attempts);
      await db
        .update(s.jobs)
        .set(
          giveUp
            ? { failedAt: new Date(), lastError: message, lockedUntil: null }
            : { runAt: new Date(Date.now() + delayMs), lastError: message, lockedUntil: null },
        )
        .where(eq(s.jobs.id, job.id));
      log.error({ queue: job.queue, jobId: job.id, attempts: job.attempts, giveUp, err: message }, 'job failed');
    }
  }

  async function drainOnce(): Promise<number> {
    let n = 0;
    // A stop (SIGTERM, a deploy) ends the drain after the job in hand: the rest stay queued for
    // the next process, instead of this one working through the backlog until it is killed.
    while (!stopping) {
      const job = await claim();
      if (!job) break;
      await runOne(job);
      n++;
    }
    return n;
  }

  const queue: JobQueue = {
    register(name, handler) {
      handlers.set(name, handler);
    },
    async enqueue(name, payload, opts = {}) {
      const [row] = await (opts.tx ?? db)
        .insert(s.jobs)
        .values({ queue: name, payload, maxAttempts: opts.maxAttempts ?? 5, runAt: new Date(Date.now() + (opts.delayMs ?? 0)) })
        .returning({ id: s.jobs.id });
      // Deliver promptly instead of waiting for the next poll (a job added in a transaction is
      // visible once it commits; the next poll finds it if this drain runs too early).
      // A failure here (the database went away mid-drain) must not become an unhandled rejection,
      // which ends the process: the poll loop tries again.
      if (!stopped) setImmediate(() => void queue.drain().catch((err: unknown) => log.error({ err }, 'job drain failed')));
      return row?.id ?? 0;
    },
    async ensureWaiting(name, delayMs = 0) {
      await db.execute(sql`
        insert into ${s.jobs} (queue, payload, run_at, max_attempts)
        select ${name}, '{}'::jsonb, now() + ${`${delayMs} milliseconds`}::interval, 3
        where not exists (
          select 1 from ${s.jobs} where queue = ${name} and done_at is null and failed_at is null
            and (run_at > now() or ${delayMs} = 0))`);
    },
    async drain() {
      // One drain at a time per process; callers share the running one, then run again so a
      // job enqueued during the run is not missed.
      while (running) await running;
      running = drainOnce().finally(() => {
        running = undefined;
      });
      return running;
    },
    start(pollMs = 1000) {
      stopped = false;
      stopping = false;
      const tick = async () => {
        try {
          await queue.drain();
        } catch (err) {
          log.error({ err }, 'job poll failed');
        }
        if (!stopped) timer = setTimeout(tick, pollMs);
      };
      timer = setTimeout(tick, 50);
    },
    async stop() {
      stopped = true;
      stopping = true;
      if (timer) clearTimeout(timer);
      while (running) await running;
    },
  };
  return queue;
}
