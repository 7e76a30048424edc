import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './_shared.ts';
import { users } from './auth.ts';

/** Background jobs with retries; claimed with FOR UPDATE SKIP LOCKED. */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    queue: text('queue').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    lastError: text('last_error'),
    /** Claimed before lower ones of its worker group (platform/jobs.ts). */
    priority: smallint('priority').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('jobs_due_idx').on(t.runAt).where(sql`${t.doneAt} is null and ${t.failedAt} is null`),
    // A group's claim reads only its own queues' waiting jobs, not the 12,000 emails of another.
    index('jobs_claim_idx').on(t.queue, t.priority.desc(), t.runAt, t.id).where(sql`${t.doneAt} is null and ${t.failedAt} is null`),
  ],
);

/**
 * Staff's batch work run as jobs (platform/batches.ts): a bank statement's import, a bulk issue of
 * receipts. The request stores the lines and answers at once; the job works through them and
 * records each line's result, so a restart resumes at the first line without one.
 */
export const batches = pgTable('batches', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  /** What the lines are for: 'bank-import', 'receipt-issue'. */
  kind: text('kind').notNull(),
  /** The staff member who started it (a user id; kept when the account goes). */
  createdBy: integer('created_by'),
  /** The address it was started from: the job's audit rows carry it, as the request's would. */
  createdIp: text('created_ip'),
  createdAt: createdAt(),
  total: integer('total').notNull(),
  done: integer('done').notNull().default(0),
  /** Lines answered with something other than success (no matching donation, refused …). */
  failed: integer('failed').notNull().default(0),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});

export const batchLines = pgTable(
  'batch_lines',
  {
    batchId: bigint('batch_id', { mode: 'number' })
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    input: jsonb('input').$type<Record<string, string | number | boolean | null>>().notNull(),
    /** null until the line is done; then the kind's outcome ('matched', 'issued' …). */
    status: text('status'),
    message: text('message'),
    /** What the line changed or found: an order's reference, a receipt's number. */
    reference: text('reference'),
    ok: boolean('ok'),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.batchId, t.lineNo] })],
);

// ---- audit ----
/**
 * Every change staff make in the console: who (and their email then), when, from where, what,
 * and the values before and after. Written by the service that made the change; never updated.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_events_created_idx').on(t.createdAt, t.id),
    index('audit_events_action_idx').on(t.action, t.createdAt, t.id),
    index('audit_events_subject_idx').on(t.subjectType, t.subjectId),
    index('audit_events_actor_idx').on(t.actorId, t.createdAt),
  ],
);
