// Background jobs on the database's `jobs` table: durable, retried with backoff, claimed with
// FOR UPDATE SKIP LOCKED so several app servers can share one queue (decision 0005; kept over
// pg-boss and BullMQ in decision 0038, with the numbers). Queues belong to groups, and each
// group has its own workers: a flood of 12,000 emails in `bulk` never holds up the monthly
// sweep in `critical`, nor a 5,000-line import in `batch` the thank-you emails.
import { type Db, schema as s } from '@sahyog/db';
import { eq, sql } from 'drizzle-orm';

export type JobHandler = (payload: Record<string, unknown>) => Promise<void>;

/**
 * The worker groups and how many jobs of each one process runs at once. `critical`: sweeps and
 * payment events, short and owed to money; `default`: one-off follow-ups (a thank-you, a reset
 * link); `bulk`: messages, many and each quick; `batch`: staff's long batch work (an import, a
 * bulk issue), run a slice at a time.
 */
export const JOB_GROUPS = { critical: 1, default: 1, bulk: 2, batch: 1 } as const satisfies Record<string, number>;
export type JobGroup = keyof typeof JOB_GROUPS;

export interface RegisterOptions {
  /** default: 'default'. */
  group?: JobGroup;
  /** Claimed before lower ones of its group that are due (default 0). */
  priority?: number;
}

export interface JobQueue {
  register(queue: string, handler: JobHandler, opts?: RegisterOptions): void;
  /** The group a queue registered in (undefined when this process has no handler for it). */
  groupOf(queue: string): JobGroup | undefined;
  /**
   * Adds a job. Pass the transaction as `tx` to add it with the change it follows from: the
   * job exists exactly when that change committed (a payment's thank-you, for instance).
   * `priority` overrides the queue's own for this job.
   */
  enqueue(
    queue: string,
    payload: Record<string, unknown>,
    opts?: { maxAttempts?: number; delayMs?: number; priority?: number; tx?: Pick<Db, 'insert'> },
  ): Promise<number>;
  /**
   * Keeps one job of `queue` waiting, due `delayMs` from now. A job already waiting for later
   * makes it unneeded; the running job itself (due, not done) does not count, so a repeating
   * job can queue its successor. Sweeps call it at start and after each run: a restart loses
   * nothing, and several processes keep one chain between them.
   */
  ensureWaiting(queue: string, delayMs?: number): Promise<void>;
  /** Runs due jobs of every group until none is left (tests, and the poll loop). Returns how many ran. */
  drain(): Promise<number>;
  start(pollMs?: number): void;
  /** Ends every group's workers after the jobs in their hands, and returns; the rest stay queued. */
  stop(): Promise<void>;
}

type ClaimedJob = { id: number; queue: string; payload: Record<string, unknown>; attempts: number; max_attempts: number };

export function dbJobQueue(
  db: Db,
  log: { error: (obj: object, msg: string) => void },
  opts: { concurrency?: Partial<Record<JobGroup, number>>; maxRetryDelayMs?: number } = {},
): JobQueue {
  const handlers = new Map<string, { handler: JobHandler; group: JobGroup; priority: number }>();
  const running = new Map<JobGroup, Promise<number>>();
  const timers = new Map<JobGroup, NodeJS.Timeout>();
  const maxRetryDelayMs = opts.maxRetryDelayMs ?? 600_000;
  let stopped = true;
  /** Set by stop() only: `stopped` is also the state of a queue never started (tests drain it by hand). */
  let stopping = false;

  const queuesOf = (group: JobGroup) => [...handlers].flatMap(([name, h]) => (h.group === group ? [name] : []));

  async function claim(group: JobGroup): Promise<ClaimedJob | undefined> {
    // Only this group's queues, and only those this process can run: a job is never failed for
    // want of a handler here while another process (or a later version) could run it.
    const queues = queuesOf(group);
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
        order by priority desc, run_at, id limit 1
        for update skip locked)
      returning id, queue, payload, attempts, max_attempts`);
    const rows = (res as unknown as { rows: ClaimedJob[] }).rows;
    return rows[0];
  }

  async function runOne(job: ClaimedJob): Promise<void> {
    const handler = handlers.get(job.queue)?.handler;
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

  /** One worker of a group: claims and runs until nothing is due or a stop is asked. */
  async function worker(group: JobGroup): Promise<number> {
    let n = 0;
    // A stop (SIGTERM, a deploy) ends the drain after the job in hand: the rest stay queued for
    // the next process, instead of this one working through the backlog until it is killed.
    while (!stopping) {
      const job = await claim(group);
      if (!job) break;
      await runOne(job);
      n++;
    }
    return n;
  }

  async function drainGroup(group: JobGroup): Promise<number> {
    // One drain of a group at a time per process; callers share the running one, then run again
    // so a job enqueued during the run is not missed.
    for (let r = running.get(group); r; r = running.get(group)) await r;
    const workers = Math.max(1, opts.concurrency?.[group] ?? JOB_GROUPS[group]);
    // Settled, not Promise.all: a worker whose claim failed must not let stop() return while its
    // siblings still hold jobs.
    const run = Promise.allSettled(Array.from({ length: workers }, () => worker(group)))
      .then((results) => {
        const failed = results.find((r) => r.status === 'rejected');
        if (failed) throw failed.reason;
        return results.reduce((a, r) => a + (r.status === 'fulfilled' ? r.value : 0), 0);
      })
      .finally(() => running.delete(group));
    running.set(group, run);
    return run;
  }

  const groupsInUse = () => [...new Set([...handlers.values()].map((h) => h.group))];

  const queue: JobQueue = {
    register(name, handler, o = {}) {
      handlers.set(name, { handler, group: o.group ?? 'default', priority: o.priority ?? 0 });
    },
    groupOf: (name) => handlers.get(name)?.group,
    async enqueue(name, payload, o = {}) {
      const [row] = await (o.tx ?? db)
        .insert(s.jobs)
        .values({
          queue: name,
          payload,
          maxAttempts: o.maxAttempts ?? 5,
          priority: o.priority ?? handlers.get(name)?.priority ?? 0,
          runAt: new Date(Date.now() + (o.delayMs ?? 0)),
        })
        .returning({ id: s.jobs.id });
      // Deliver promptly instead of waiting for the next poll (a job added in a transaction is
      // visible once it commits; the next poll finds it if this drain runs too early).
      const group = handlers.get(name)?.group;
      if (!stopped && group) setImmediate(() => void drainGroup(group).catch((err) => log.error({ err }, 'job drain failed')));
      return row?.id ?? 0;
    },
    async ensureWaiting(name, delayMs = 0) {
      const priority = handlers.get(name)?.priority ?? 0;
      await db.execute(sql`
        insert into ${s.jobs} (queue, payload, run_at, max_attempts, priority)
        select ${name}, '{}'::jsonb, now() + ${`${delayMs} milliseconds`}::interval, 3, ${priority}
        where not exists (
          select 1 from ${s.jobs} where queue = ${name} and done_at is null and failed_at is null
            and (run_at > now() or ${delayMs} = 0))`);
    },
    async drain() {
      // Rounds until one runs nothing: a job of one group may queue another's (a thank-you queues
      // its email in `bulk` after that group found nothing), and a drain leaves nothing due.
      let total = 0;
      for (;;) {
        const counts = await Promise.all(groupsInUse().map(drainGroup));
        const n = counts.reduce((a, b) => a + b, 0);
        total += n;
        if (n === 0 || stopping) return total;
      }
    },
    start(pollMs = 1000) {
      stopped = false;
      stopping = false;
      // Each group polls on its own: a group busy with a long backlog never delays another's poll.
      const tick = async (group: JobGroup) => {
        try {
          await drainGroup(group);
        } catch (err) {
          log.error({ err, group }, 'job poll failed');
        }
        if (!stopped)
          timers.set(
            group,
            setTimeout(() => void tick(group), pollMs),
          );
      };
      for (const group of Object.keys(JOB_GROUPS) as JobGroup[])
        timers.set(
          group,
          setTimeout(() => void tick(group), 50),
        );
    },
    async stop() {
      stopped = true;
      stopping = true;
      for (const t of timers.values()) clearTimeout(t);
      timers.clear();
      // Every group's workers finish the job in hand; none takes another.
      while (running.size) await Promise.allSettled([...running.values()]);
    },
  };
  return queue;
}
