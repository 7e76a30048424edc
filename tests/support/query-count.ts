// The statements a piece of code sends to the database, counted at the driver (the PGlite
// instance, or node-postgres' pool, behind drizzle's `$client`): for tests that a list is read
// in a fixed number of statements whatever its length (no read per row). Counts only statements
// sent outside a transaction through the shared client, which is where lists are read; the test
// app runs no job worker, so nothing else is sending meanwhile.
import type { Db } from '@sahyog/db';

type Client = { query: (...args: never[]) => Promise<unknown> };

/** `fn`'s answer and the SQL of each statement it sent, in order. */
export async function statementsOf<T>(db: Db, fn: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  const client = (db as unknown as { $client: Client }).$client;
  const query = client.query;
  const statements: string[] = [];
  client.query = ((...args: unknown[]) => {
    const first = args[0];
    statements.push(typeof first === 'string' ? first : String((first as { text?: string })?.text ?? first));
    return (query as (...a: unknown[]) => Promise<unknown>).apply(client, args);
  }) as Client['query'];
  try {
    return { result: await fn(), statements };
  } finally {
    client.query = query;
  }
}
