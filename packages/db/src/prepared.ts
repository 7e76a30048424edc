// A statement the query builders cannot express (e.g. an INSERT … SELECT from a CTE whose
// RETURNING reads the CTE too), prepared once like a builder's `.prepare(name)`: its SQL text is
// built at start-up instead of on every call, and on a PostgreSQL server each pooled connection
// parses and plans the named statement once. PGlite runs the same text (it ignores the name).
// Rows are decoded with the decoders of `fields`, as a builder's select would. Named statements
// live in the server session, so a pooler between the app and PostgreSQL must keep sessions
// (PgBouncer in transaction mode needs max_prepared_statements, 1.21+), as for any .prepare().
import { Column, is, Param, Placeholder, SQL } from 'drizzle-orm';
import { type PgColumn, PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

const dialect = new PgDialect();

export interface PreparedStatement<T> {
  /** Runs it with a value for each `sql.placeholder(name)`; answers the decoded rows. */
  execute(values: Record<string, unknown>): Promise<T[]>;
}

type Decoder = { mapFromDriverValue(value: unknown): unknown };

/** `query` must return the columns of `fields` in their order: rows are read by position. */
export function prepareStatement<T>(db: Db, name: string, query: SQL, fields: Record<string, PgColumn | SQL | SQL.Aliased>): PreparedStatement<T> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  // Where each parameter's value comes from, and its column's encoder, worked out once: drizzle's
  // own filling tells a Param from a Placeholder per parameter and call through prototype walks
  // (that and its generic row mapping were ~6 % of the server's JavaScript in the order bench).
  // The prepared query then reads only positional placeholders, filled in one pass.
  const fill = params.map((p): ((values: Record<string, unknown>) => unknown) => {
    if (is(p, Placeholder)) return (values) => values[p.name];
    if (is(p, Param) && is(p.value, Placeholder)) {
      const { encoder, value } = p;
      return (values) => encoder.mapToDriverValue(values[(value as Placeholder).name]);
    }
    return () => p;
  });
  const positional = params.map((_, i) => new Placeholder(String(i)));
  // Decoded as drizzle's select would (the column's or the SQL's decoder; NULL stays null).
  const keys = Object.keys(fields);
  // (An SQL's decoder, set by .mapWith(), is public at run time but @internal in drizzle's types.)
  const decoderOf = (f: SQL) => (f as unknown as { decoder: Decoder }).decoder;
  const decoders: Decoder[] = Object.values(fields).map((f) => (is(f, Column) ? f : is(f, SQL) ? decoderOf(f) : decoderOf(f.sql)));
  const decode = (rows: unknown[][]) =>
    rows.map((row) => {
      const out: Record<string, unknown> = {};
      for (let i = 0; i < keys.length; i++) {
        const v = row[i];
        out[keys[i] as string] = v === null ? null : (decoders[i] as Decoder).mapFromDriverValue(v);
      }
      return out as T;
    });
  const prepared = db._.session.prepareQuery({ sql: text, params: positional }, undefined, name, true, decode);
  return { execute: (values) => prepared.execute(fill.map((f) => f(values)) as unknown as Record<string, unknown>) as Promise<T[]> };
}
