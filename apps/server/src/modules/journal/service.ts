// The platform's one double-entry journal (issue 44, decision 0071). Every posting moves an
// amount from a debit account to a credit account, so each one balances by itself; an account's
// balance is its credits less its debits, always summed from the rows, never stored. A posting
// is keyed by the event that made it, (source, line): the same event posted again (a retried job,
// a replayed webhook, a second delivery of one order) inserts nothing (`on conflict do nothing`).
// Modules post through this service and read their money back through it; none touches the table.
import { type Db, schema as s } from '@sahyog/db';
import { and, asc, eq, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';

/** A transaction, or the database itself for a read outside one. */
export type Tx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface JournalLine {
  /** The line's name within its event: unique per event ('sale', 'commission', …). */
  line: string;
  debit: string;
  credit: string;
  /** Integer paise; a line of 0 is not posted. */
  amountPaise: number;
}

export interface JournalEntry {
  /** The event that posts it (`shop-order:12`, `payout:7`): with each line's name, the posting's key. */
  source: string;
  /** What the postings are about (`shop-order:12`), for its module to read its money back by. */
  subject?: string | null;
  at?: Date;
  lines: readonly JournalLine[];
}

export interface Posting {
  id: number;
  source: string;
  line: string;
  debit: string;
  credit: string;
  amountPaise: number;
  subject: string | null;
  at: Date;
}

/** Which postings a sum reads: those touching any of `touching`, and/or those about `subject`. */
export interface PostingFilter {
  touching?: readonly string[];
  subject?: string;
  lines?: readonly string[];
  from?: Date;
  before?: Date;
}

export function journalService(db: Db) {
  const p = s.journalPostings;

  function where(f: PostingFilter): SQL | undefined {
    const conds: (SQL | undefined)[] = [];
    if (f.touching) {
      if (f.touching.length === 0) return sql`false`;
      conds.push(or(inArray(p.debit, [...f.touching]), inArray(p.credit, [...f.touching])));
    }
    if (f.subject !== undefined) conds.push(eq(p.subject, f.subject));
    if (f.lines) conds.push(f.lines.length ? inArray(p.line, [...f.lines]) : sql`false`);
    if (f.from) conds.push(gte(p.at, f.from));
    if (f.before) conds.push(lt(p.at, f.before));
    return and(...conds);
  }

  /** Σ credits − Σ debits of each account in the postings `f` picks. */
  async function balancesWhere(f: PostingFilter, tx: Tx): Promise<Map<string, number>> {
    const sum = sql<number>`sum(${p.amountPaise})::bigint`;
    const [credits, debits] = await Promise.all([
      tx.select({ account: p.credit, total: sum }).from(p).where(where(f)).groupBy(p.credit),
      tx.select({ account: p.debit, total: sum }).from(p).where(where(f)).groupBy(p.debit),
    ]);
    const out = new Map<string, number>();
    for (const c of credits) out.set(c.account, (out.get(c.account) ?? 0) + Number(c.total));
    for (const d of debits) out.set(d.account, (out.get(d.account) ?? 0) - Number(d.total));
    return out;
  }

  /** An account's signed amount in a posting: its credit adds, its debit takes away. */
  const signedFor = (account: string) =>
    sql<number>`coalesce(sum(case when ${p.credit} = ${account} then ${p.amountPaise} when ${p.debit} = ${account} then -${p.amountPaise} else 0 end), 0)::bigint`;

  return {
    /**
     * Posts an event's lines in `tx`, each once: a line already posted under (source, line) is
     * left as it is. Answers how many postings this call inserted (0 for a replay).
     */
    async post(tx: Tx, entry: JournalEntry): Promise<number> {
      const rows = [];
      for (const l of entry.lines) {
        if (!Number.isSafeInteger(l.amountPaise) || l.amountPaise < 0)
          throw new Error(`journal: ${entry.source}/${l.line} amount ${l.amountPaise} is not whole paise`);
        if (l.debit === l.credit) throw new Error(`journal: ${entry.source}/${l.line} debits and credits one account`);
        if (l.amountPaise === 0) continue;
        rows.push({
          source: entry.source,
          line: l.line,
          debit: l.debit,
          credit: l.credit,
          amountPaise: l.amountPaise,
          subject: entry.subject ?? null,
          ...(entry.at ? { at: entry.at } : {}),
        });
      }
      if (!rows.length) return 0;
      const inserted = await tx.insert(p).values(rows).onConflictDoNothing().returning({ id: p.id });
      return inserted.length;
    },

    /** Whether any line of the event was posted. */
    async posted(source: string, tx: Tx = db): Promise<boolean> {
      const [row] = await tx.select({ id: p.id }).from(p).where(eq(p.source, source)).limit(1);
      return Boolean(row);
    },

    /** Each of `names`' balance (credits less debits), 0 for one with no postings. */
    async balances(names: readonly string[], tx: Tx = db): Promise<Map<string, number>> {
      const all = await balancesWhere({ touching: names }, tx);
      return new Map(names.map((n) => [n, all.get(n) ?? 0]));
    },

    async balance(account: string, tx: Tx = db): Promise<number> {
      const [row] = await tx
        .select({ total: signedFor(account) })
        .from(p)
        .where(or(eq(p.debit, account), eq(p.credit, account)));
      return Number(row?.total ?? 0);
    },

    /** Every account's balance in the postings `f` picks (both sides of each posting). */
    balancesWhere: (f: PostingFilter, tx: Tx = db) => balancesWhere(f, tx),

    /** Σ amount by line name over the postings `f` picks. */
    async totalsByLine(f: PostingFilter, tx: Tx = db): Promise<Map<string, number>> {
      const rows = await tx
        .select({ line: p.line, total: sql<number>`sum(${p.amountPaise})::bigint` })
        .from(p)
        .where(where(f))
        .groupBy(p.line);
      return new Map(rows.map((r) => [r.line, Number(r.total)]));
    },

    /** Σ amount by month (YYYY-MM, India) and line over the postings `f` picks, newest month first. */
    async totalsByMonth(f: PostingFilter, tx: Tx = db): Promise<{ month: string; line: string; totalPaise: number }[]> {
      const month = sql<string>`to_char(${p.at} at time zone 'Asia/Kolkata', 'YYYY-MM')`;
      const rows = await tx
        .select({ month, line: p.line, total: sql<number>`sum(${p.amountPaise})::bigint` })
        .from(p)
        .where(where(f))
        .groupBy(month, p.line)
        .orderBy(sql`1 desc`);
      return rows.map((r) => ({ month: r.month, line: r.line, totalPaise: Number(r.total) }));
    },

    /** `account`'s balance in the postings about each of `subjects` (absent: nothing posted). */
    async balanceBySubject(account: string, subjects: readonly string[], tx: Tx = db): Promise<Map<string, number>> {
      if (!subjects.length) return new Map();
      const rows = await tx
        .select({ subject: p.subject, total: signedFor(account) })
        .from(p)
        .where(and(inArray(p.subject, [...subjects]), or(eq(p.debit, account), eq(p.credit, account))))
        .groupBy(p.subject);
      return new Map(rows.flatMap((r) => (r.subject ? [[r.subject, Number(r.total)] as const] : [])));
    },

    /** `account`'s balance from the postings `f` picks (an opening balance: `{ before }`). */
    async balanceWhere(account: string, f: PostingFilter, tx: Tx = db): Promise<number> {
      const [row] = await tx
        .select({ total: signedFor(account) })
        .from(p)
        .where(and(where(f), or(eq(p.debit, account), eq(p.credit, account))));
      return Number(row?.total ?? 0);
    },

    /** The postings `f` picks, oldest first. */
    async postings(f: PostingFilter, tx: Tx = db): Promise<Posting[]> {
      return tx.select().from(p).where(where(f)).orderBy(asc(p.at), asc(p.id));
    },

    /**
     * Every account's balance and their sum. Double entry makes the sum zero whatever was posted;
     * a non-zero total means a row was written past this service.
     */
    async trialBalance(tx: Tx = db): Promise<{ accounts: Map<string, number>; totalPaise: number }> {
      const all = await balancesWhere({}, tx);
      return { accounts: all, totalPaise: [...all.values()].reduce((n, x) => n + x, 0) };
    },
  };
}

export type JournalService = ReturnType<typeof journalService>;
