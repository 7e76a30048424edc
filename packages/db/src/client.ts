// One factory for both engines. The embedded default is PGlite with its data on disk; a
// postgres:// URL switches to a PostgreSQL server through node-postgres. Same schema, same SQL.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { type PgDatabase, PgDialect, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /**
   * Calls `onMessage` with every payload NOTIFY sends on `channel`, from any process using the
   * same database (its own included); answers a function that stops listening. PGlite is one
   * process by construction (it holds its data directory), so there it never calls back.
   */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  /**
   * A query's rows in batches of `size` through a server-side cursor, for a result that cannot
   * be read by key (an export grouped in SQL): the process holds one batch, never the result.
   * Column names are the query's own (alias them); types are the driver's. On PostgreSQL the
   * cursor lives in a read-only transaction on a connection of its own until the last batch
   * or until the caller stops iterating; on PGlite (one connection) it is a WITH HOLD cursor,
   * materialized by the database, so other queries still run between batches.
   */
  cursor<T extends Record<string, unknown>>(query: SQL, size: number): AsyncGenerator<T[]>;
  /**
   * PGlite only: the whole data directory as an uncompressed tarball, which `loadDataDir` opens
   * again (the test suite migrates and seeds one database per run and copies it per worker).
   */
  dumpDataDir?(): Promise<Blob>;
}

let cursorSeq = 0;
const dialect = new PgDialect();

const CHANNEL = /^[a-z_]{1,63}$/;

export const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));

export interface DbOptions {
  /** postgres://… for a server; otherwise ignored. */
  url?: string | undefined;
  /** PGlite data directory; 'memory://' keeps it in memory (tests). */
  dataDir?: string;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
  /** PGlite: start from this dump (`dumpDataDir`) instead of an empty cluster. */
  loadDataDir?: Blob;
}

export async function openDb(opts: DbOptions): Promise<DbHandle> {
  if (opts.url && /^postgres(ql)?:\/\//.test(opts.url)) {
    const pool = new pg.Pool({ connectionString: opts.url, max: opts.poolSize ?? 20 });
    // A connection the server drops (PostgreSQL restarted, a failover, pg_terminate_backend) is an
    // 'error' event: on the pool for an idle one, on the client itself for one checked out (in a
    // transaction), where pg-pool listens to nothing. Unheard, either kills the process. The query
    // in hand fails on its own (its request answers 500, its job is retried), the pool discards
    // the client on release and the next query opens a new one: there is nothing to do but not crash.
    pool.on('error', () => {});
    pool.on('connect', (client) => {
      client.on('error', () => {});
    });
    // int8 (bigint) columns arrive as strings from pg; our money columns are mode 'number',
    // but raw aggregates (sum/count) come back as int8 too: parse them, they stay below 2^53.
    pg.types.setTypeParser(20, (v) => {
      const n = Number(v);
      if (!Number.isSafeInteger(n)) throw new RangeError(`int8 value ${v} exceeds safe integer range`);
      return n;
    });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db as never, { migrationsFolder }),
      ping: async () => {
        try {
          await pool.query('select 1');
          return true;
        } catch {
          return false;
        }
      },
      close: () => pool.end(),
      listen: async (channel, onMessage) => {
        if (!CHANNEL.test(channel)) throw new Error(`bad channel ${channel}`);
        // Its own connection, outside the pool: a listening connection is never handed to queries.
        let client: pg.Client | undefined;
        let stopped = false;
        const connect = async (): Promise<void> => {
          const c = new pg.Client({ connectionString: opts.url });
          c.on('notification', (m) => {
            if (m.channel === channel) onMessage(m.payload ?? '');
          });
          // A dropped connection is reopened: a process that stopped hearing would keep stale pages.
          c.on('error', () => {
            if (client === c) client = undefined;
            c.end().catch(() => {});
            reconnect();
          });
          await c.connect();
          await c.query(`listen ${channel}`);
          client = c;
        };
        // Tried every second until it holds: PostgreSQL may still be starting when the first try runs.
        let retrying = false;
        const reconnect = (): void => {
          if (stopped || retrying) return;
          retrying = true;
          setTimeout(() => {
            retrying = false;
            if (!stopped && !client) connect().catch(reconnect);
          }, 1000).unref();
        };
        await connect();
        return async () => {
          stopped = true;
          await client?.end().catch(() => {});
        };
      },
      notify: async (channel, payload) => {
        await pool.query('select pg_notify($1, $2)', [channel, payload]);
      },
      cursor: async function* <T extends Record<string, unknown>>(query: SQL, size: number) {
        const { sql: text, params } = dialect.sqlToQuery(query);
        const name = `export_cursor_${++cursorSeq}`;
        const client = await pool.connect();
        let broken: Error | undefined;
        // The pool stops listening for a connection's errors while it is lent out, and a
        // download can wait minutes between batches for a slow client: a server restarting then
        // would be an unhandled 'error' (the process exits). Kept here, it fails the next fetch.
        const onError = (e: Error) => {
          broken = e;
        };
        client.on('error', onError);
        try {
          await client.query('begin read only');
          await client.query(`declare ${name} no scroll cursor for ${text}`, params);
          for (;;) {
            const r = await client.query<T>(`fetch ${size} from ${name}`);
            if (r.rows.length > 0) yield r.rows;
            if (r.rows.length < size) break;
          }
        } catch (e) {
          broken = e instanceof Error ? e : new Error(String(e));
          throw e;
        } finally {
          // Ends the transaction (and the cursor) whether the caller read it all, stopped early
          // or failed; a connection that failed is not given back to the pool.
          if (!broken) await client.query('rollback').catch((e: Error) => (broken = e));
          client.removeListener('error', onError);
          client.release(broken);
        }
      },
    };
  }
  const dataDir = opts.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite(dataDir, {
    parsers: { 20: (v: string) => Number(v) },
    // Trigram indexes for the console's name searches (migration 0018), as on the server.
    extensions: { pg_trgm },
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
  });
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    ping: async () => {
      try {
        await client.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    close: () => client.close(),
    // 'none': gzip costs more time than the bytes it saves for a file read back on this machine.
    dumpDataDir: () => client.dumpDataDir('none'),
    listen: async () => async () => {},
    notify: async () => {},
    cursor: async function* <T extends Record<string, unknown>>(query: SQL, size: number) {
      const { sql: text, params } = dialect.sqlToQuery(query);
      const name = `export_cursor_${++cursorSeq}`;
      // WITH HOLD: a transaction here would hold PGlite's only connection for the whole download.
      await client.query(`declare ${name} no scroll cursor with hold for ${text}`, params);
      try {
        for (;;) {
          const r = await client.query<T>(`fetch ${size} from ${name}`);
          if (r.rows.length > 0) yield r.rows;
          if (r.rows.length < size) break;
        }
      } finally {
        await client.query(`close ${name}`).catch(() => {});
      }
    },
  };
}
