// A statement the query builders cannot express (e.g. an INSERT … SELECT from a CTE whose
// RETURNING reads the CTE too), prepared once like a builder's `.prepare(name)`: its SQL text is
// built at start-up instead of on every call, and on a PostgreSQL server each pooled connection
// parses and plans the named statement once. PGlite runs the same text (it ignores the name).
// Rows are decoded by drizzle from `fields`, as for a builder's select. Named statements live in
// the server session, so a pooler between the app and PostgreSQL must keep sessions (PgBouncer in
// transaction mode needs max_prepared_statements, 1.21+), as for any `.prepare(name)`.
import type { SQL } from 'drizzle-orm';
import { type PgColumn, PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

const dialect = new PgDialect();

export interface PreparedStatement<T> {
  /** Runs it with a value for each `sql.placeholder(name)`; answers the decoded rows. */
  execute(values: Record<string, unknown>): Promise<T[]>;
}

/** `query` must return the columns of `fields` in their order: rows are read by position. */
export function prepareStatement<T>(db: Db, name: string, query: SQL, fields: Record<string, PgColumn | SQL | SQL.Aliased>): PreparedStatement<T> {
  const ordered = Object.entries(fields).map(([key, field]) => ({ path: [key], field }));
  const prepared = db._.session.prepareQuery(dialect.sqlToQuery(query), ordered, name, true);
  return { execute: (values) => prepared.execute(values) as Promise<T[]> };
}
