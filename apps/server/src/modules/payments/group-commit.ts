// Group commit for new orders (decision 0020): concurrent checkouts are inserted together, one
// statement and one WAL flush per group, each row only when what it buys is open (the seller's
// table and rule, seller.ts). This is what keeps the order p99 low at 50 clients
// (bench/README.md, "Order creation").
import { type Db, grouped, prepareStatement, schema as s } from '@sahyog/db';
import { getTableColumns, sql } from 'drizzle-orm';
import type { OrderRow } from './providers/types.ts';
import type { SubjectTable } from './seller.ts';

/** What view() and ensureGatewayOrder() read of an order. */
export const VIEW_COLUMNS = [
  'id',
  'reference',
  'status',
  'purpose',
  'method',
  'campaignId',
  'amountPaise',
  'tipPaise',
  'urgentPaise',
  'totalPaise',
  'createdAt',
  'paidAt',
  'utr',
  'providerOrderId',
  // What the gift bought (a campaign's items), so "Choose another way to pay" keeps them.
  'items',
] as const satisfies readonly (keyof OrderRow)[];

export type ViewRow = Pick<OrderRow, (typeof VIEW_COLUMNS)[number]>;

/** The columns a new order takes from the request, besides what it buys. */
const REQUEST_COLUMNS = [
  'reference',
  'idempotencyKey',
  'requestHash',
  'userId',
  'amountPaise',
  'tipPaise',
  'urgentPaise',
  'totalPaise',
  'items',
  'donorName',
  'donorEmail',
  'donorMobile',
  'donorPan',
  'donorAddress',
  'whatsappUpdates',
  'hideName',
  'method',
  'language',
  'purpose',
] as const satisfies readonly (keyof OrderRow)[];

export type NewOrder = Pick<OrderRow, (typeof REQUEST_COLUMNS)[number]>;

/**
 * New orders in one round trip, each only when what it buys (by id or by slug) is open at `now`:
 * the orders are inserted from a join of the seller's table, so an unknown, draft, closed or
 * ended campaign inserts nothing, and neither does a key already used (ON CONFLICT DO NOTHING).
 * Concurrent orders go out together (group commit, see @sahyog/db grouped.ts): one statement,
 * one transaction and one WAL flush for the group, the rows passed as one JSON document.
 * Answers what the view needs (decoding all the row's columns was ~6 % of the server's CPU),
 * with the subject's slug and title. Prepared once: at 50 clients, building this SQL per order
 * was a quarter of the server's CPU.
 */
export function insertIfOpen(db: Db, by: 'id' | 'slug', t: SubjectTable) {
  const o = getTableColumns(s.orders);
  const name = (k: keyof typeof o) => sql.identifier(o[k].name);
  const returned = {
    ...Object.fromEntries(VIEW_COLUMNS.map((k) => [k, o[k]])),
    subjectSlug: t.slug,
    subjectTitle: t.title,
  };
  // The subject is joined by its key alone and checked after: with the status in the join, a
  // campaigns table without statistics yet (a fresh database) was read through the listing
  // index, every published campaign, instead of the one the key names.
  const key = by === 'id' ? t.id : t.slug;
  const query = sql`with v as (
      select * from jsonb_to_recordset(${sql.placeholder('rows')}::jsonb)
      as v(${sql.join([...REQUEST_COLUMNS.map((k) => sql`${name(k)} ${sql.raw(o[k].getSQLType())}`), sql`subject ${sql.raw(by === 'id' ? 'integer' : 'text')}`], sql`, `)})
    ), inserted as (
      insert into ${s.orders} (${sql.join([...REQUEST_COLUMNS.map(name), name('campaignId')], sql`, `)})
      select ${sql.join(
        REQUEST_COLUMNS.map((k) => sql`v.${name(k)}`),
        sql`, `,
      )}, ${t.table}.${sql.identifier(t.id.name)}
      from v join ${t.table} on ${key} = v.subject
      where ${t.open}
      on conflict (${name('idempotencyKey')}) do nothing
      returning ${sql.join(VIEW_COLUMNS.map(name), sql`, `)}
    )
    select ${sql.join(
      VIEW_COLUMNS.map((k) => sql`inserted.${name(k)}`),
      sql`, `,
    )}, ${t.slug}, ${t.title}
    from inserted join ${t.table} on ${t.id} = inserted.${name('campaignId')}`;
  type Row = ViewRow & { subjectSlug: string; subjectTitle: string };
  const statement = prepareStatement<Row>(db, `orders_create_by_${by}`, query, returned);
  // The JSON document's keys are the columns' names, as the record definition above reads them.
  const columns = REQUEST_COLUMNS.map((k) => [k, o[k].name] as const);
  const insert = grouped<{ subject: string | number; order: NewOrder }, Row>(
    async (inputs) => {
      const rows = inputs.map(({ subject, order }) => {
        const r: Record<string, unknown> = { subject };
        for (const [k, column] of columns) r[column] = order[k];
        return r;
      });
      const made = new Map((await statement.execute({ rows: JSON.stringify(rows), now: new Date() })).map((r) => [r.reference, r]));
      return inputs.map((i) => made.get(i.order.reference));
    },
    // A few groups at the database at once keep both cores busy; more only makes groups smaller.
    { inFlight: 2, maxSize: 100 },
  );
  return (subject: string | number, order: NewOrder) => insert({ subject, order });
}
