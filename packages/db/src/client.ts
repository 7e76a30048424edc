// One factory for both engines. The embedded default is PGlite with its data on disk; a
// postgres:// URL switches to a PostgreSQL server through node-postgres. Same schema, same SQL.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
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
}

const CHANNEL = /^[a-z_]{1,63}$/;

export const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));

export interface DbOptions {
  /** postgres://… for a server; otherwise ignored. */
  url?: string | undefined;
  /** PGlite data directory; 'memory://' keeps it in memory (tests). */
  dataDir?: string;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
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
    };
  }
  const dataDir = opts.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite(dataDir, {
    parsers: { 20: (v: string) => Number(v) },
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
    listen: async () => async () => {},
    notify: async () => {},
  };
}
