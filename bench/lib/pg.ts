// A fresh PostgreSQL database per measurement, created and dropped through an admin connection
// (BENCH_PG_URL, default postgres://postgres@127.0.0.1:5432/postgres). The bench's own checks
// read it with node-postgres directly, never through the server's code.
import pg from 'pg';

export const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export function adminUrl(): string {
  return process.env.BENCH_PG_URL || DEFAULT_ADMIN_URL;
}

/** The URL of database `name` on the same server as `admin`. */
export function databaseUrl(admin: string, name: string): string {
  const u = new URL(admin);
  u.pathname = `/${name}`;
  return u.toString();
}

async function withAdmin<T>(admin: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: admin, connectionTimeoutMillis: 5000 });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/** Creates an empty database (dropping a leftover of the same name first). */
export async function createDatabase(admin: string, name: string): Promise<string> {
  if (!/^[a-z0-9_]{1,63}$/.test(name)) throw new Error(`bad database name ${name}`);
  await withAdmin(admin, async (c) => {
    await c.query(`drop database if exists ${name} with (force)`);
    await c.query(`create database ${name}`);
  });
  return databaseUrl(admin, name);
}

export async function dropDatabase(admin: string, name: string): Promise<void> {
  if (!/^[a-z0-9_]{1,63}$/.test(name)) throw new Error(`bad database name ${name}`);
  await withAdmin(admin, (c) => c.query(`drop database if exists ${name} with (force)`));
}

/** A short description of the server, for the results ("PostgreSQL 15.20"). */
export async function serverVersion(admin: string): Promise<string> {
  return withAdmin(admin, async (c) => {
    const r = await c.query<{ v: string }>("select current_setting('server_version') as v");
    return `PostgreSQL ${r.rows[0]?.v ?? '?'}`;
  });
}
