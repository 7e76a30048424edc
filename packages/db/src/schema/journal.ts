import { sql } from 'drizzle-orm';
import { bigserial, check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { money } from './_shared.ts';

// ----- The platform's one double-entry journal (issue 44; module `journal`, decision 0071) -----

/**
 * Every movement of money the foundation accounts for, double entry: a posting moves
 * `amount_paise` from its `debit` account to its `credit` account, so each posting balances by
 * itself and the trial balance (every account's credits less its debits, summed) is zero.
 * Accounts are named per party: `vendor:<id>` (what the foundation owes a vendor),
 * `vendor:<id>:payout-pending`, `foundation:collected`, `foundation:commission`,
 * `foundation:urgent-fund`, `foundation:bank`, `tax:tcs`, `tax:tds` (later `member:<id>`).
 * A posting is keyed by the event that made it, (`source`, `line`): an event posted again
 * (a retried job, a replayed webhook) inserts nothing. `subject` is what the posting is about
 * (`shop-order:<id>`, `payout:<id>`), for a module to read its own things' money back.
 * Balances are always derived from the rows; nothing stores one.
 */
export const journalPostings = pgTable(
  'journal_postings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    // The event that posted it: `shop-order:<id>` (a sale), `shop-order:<id>:refund:<n>`, `payout:<id>`.
    source: text('source').notNull(),
    // Its line within the event: sale | commission | tcs | tds | refund | commission-back | … | payout-paid.
    line: text('line').notNull(),
    debit: text('debit').notNull(),
    credit: text('credit').notNull(),
    amountPaise: money('amount_paise').notNull(),
    subject: text('subject'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('journal_postings_source_line_uq').on(t.source, t.line),
    index('journal_postings_debit_idx').on(t.debit, t.at, t.id),
    index('journal_postings_credit_idx').on(t.credit, t.at, t.id),
    index('journal_postings_subject_idx').on(t.subject),
    check('journal_postings_amount_positive', sql`${t.amountPaise} > 0`),
    check('journal_postings_two_accounts', sql`${t.debit} <> ${t.credit}`),
  ],
);
