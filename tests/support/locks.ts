// Deterministic lock tests on PostgreSQL: the test's own connection holds the rows a service
// locks, starts each call only once the ones before it are seen waiting, then lets go. Not a
// timing race: a call that never waits fails the test at once.
import pg from 'pg';
import { getTestDb } from './db.ts';

/**
 * Starts `calls` one by one while a connection of the test holds `lockSql`'s rows (PostgreSQL),
 * each once the ones before it are seen waiting for a lock; then lets the rows go. On PGlite the
 * calls run one after the other. `database` is another database's URL (a private one's) than
 * the worker's.
 */
export async function whileHeld<T>(lockSql: string, params: unknown[], calls: (() => Promise<T>)[], database?: string): Promise<T[]> {
  const { databaseName } = await getTestDb();
  const server = process.env.TEST_DATABASE_URL;
  if (!server || !databaseName) {
    const out: T[] = [];
    for (const c of calls) out.push(await c());
    return out;
  }
  const url = new URL(database ?? server);
  if (!database) url.pathname = `/${databaseName}`;
  const holder = new pg.Client({ connectionString: url.toString() });
  await holder.connect();
  const waiting = async (n: number) => {
    for (let i = 0; i < 200; i++) {
      // Inside the holder's transaction PostgreSQL keeps the first look at pg_stat_activity
      // until it ends: drop it, or a call that starts waiting later is never seen.
      await holder.query('select pg_stat_clear_snapshot()');
      const { rows } = await holder.query<{ n: number }>(
        "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
      );
      if ((rows[0]?.n ?? 0) >= n) return;
      await new Promise((r) => setTimeout(r, 25));
    }
    await holder.query('select pg_stat_clear_snapshot()');
    const { rows } = await holder.query(
      'select state, wait_event_type, wait_event, left(query, 120) as q from pg_stat_activity where datname = current_database()',
    );
    throw new Error(`fewer than ${n} calls waiting for the held rows ${JSON.stringify(rows)}`);
  };
  try {
    await holder.query('begin');
    const held = await holder.query(lockSql, params);
    if (held.rowCount !== 1) throw new Error(`the lock took ${held.rowCount} rows, not one`);
    const started: Promise<T>[] = [];
    for (const [i, c] of calls.entries()) {
      const call = c();
      started.push(call);
      // A call that ends before it waits never met the lock: say what it answered.
      const early = await Promise.race([call.then((v) => ({ v })), waiting(i + 1).then(() => undefined)]);
      if (early) throw new Error(`call ${i + 1} ended without waiting for the held rows: ${JSON.stringify(early.v).slice(0, 300)}`);
    }
    await holder.query('commit');
    return await Promise.all(started);
  } catch (e) {
    await holder.query('rollback').catch(() => undefined);
    throw e;
  } finally {
    await holder.end();
  }
}
