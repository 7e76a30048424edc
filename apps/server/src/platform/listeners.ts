// A flow's "a row was made" event for the modules that join it (the help desk opens a ticket for
// each contact message, refund request and dispute: decision 0063). A listener runs after the
// flow's own write and cannot undo or fail it: its error is logged, and the listener's own sweep
// (support/flows.ts) catches up whatever a crash between the two left behind.
import type { FastifyBaseLogger } from 'fastify';

export function listeners<T>(name: string) {
  const fns: ((row: T) => Promise<void>)[] = [];
  return {
    on(fn: (row: T) => Promise<void>): void {
      fns.push(fn);
    },
    async emit(row: T, log: Pick<FastifyBaseLogger, 'warn'> = console): Promise<void> {
      for (const fn of fns) {
        try {
          await fn(row);
        } catch (err) {
          log.warn({ err, event: name }, 'a listener failed; its sweep will catch up');
        }
      }
    },
  };
}
