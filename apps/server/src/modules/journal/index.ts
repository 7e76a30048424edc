import { defineModule } from '../../platform/modules.ts';
import { type JournalService, journalService } from './service.ts';

export type { JournalEntry, JournalLine, JournalService, Posting, PostingFilter, Tx } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    journal: JournalService;
  }
}

/**
 * The platform's one double-entry journal (issue 44, decision 0071) [journal_postings]: every
 * money movement a module accounts for, posted per party (`vendor:<id>`, `foundation:commission`,
 * `tax:tcs`, … named in core's journalAccounts), keyed by the event that made it so a retry posts
 * nothing twice; balances and the trial balance are derived from the postings. It listens to no
 * one: modules post through `app.journal.post(tx, entry)` inside their own transactions.
 */
export const journalModule = defineModule('journal', [], (app, { db }) => {
  app.decorate('journal', journalService(db));
});
