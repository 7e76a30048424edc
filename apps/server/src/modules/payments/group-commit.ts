// Group commit for new orders (decision 0020): concurrent checkouts are inserted together, one
// statement and one WAL flush per group, each row only when its campaign is open. This is what
// keeps the order p99 low at 50 clients (bench/README.md, "Order creation").
import { type Db, grouped, prepareStatement, schema as s } from '@sahyog/db';
import { getTableColumns, sql } from 'drizzle-orm';
import type { OrderRow } from './providers/types.ts';

/** What view() and ensureGatewayOrder() read of an order. */
export const VIEW_COLUMNS = [
  'id',
  'reference',
  'status',
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
] as const satisfies readonly (keyof OrderRow)[];

export type ViewRow = Pick<OrderRow, (typeof VIEW_COLUMNS)[number]>;

/** The columns a new order takes from the request, besides its campaign. */
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
] as const satisfies readonly (keyof OrderRow)[];

export type NewOrder = Pick<OrderRow, (typeof REQUEST_COLUMNS)[number]>;

/**
 * New orders in one round trip, each only when its campaign (by id or by slug) is open at `now`:
 * the orders are inserted from a join of the campaigns, so an unknown, draft, closed or ended
 * campaign inserts nothing, and neither does a key already used (ON CONFLICT DO NOTHING).
 * Concurrent orders go out together (group commit, see @sahyog/db grouped.ts): one statement,
 * one transaction and one WAL flush for the group, the rows passed as one JSON document.
 * Answers what the view needs (decoding all the row's columns was ~6 % of the server's CPU),
 * with the campaign's slug and title. Prepared once: at 50 clients, building this SQL per order
 * was a quarter of the server's CPU.
 */
export function insertIfOpen(db: Db, by: 'id' | 'slug') {
  const o = getTableColumns(s.orders);
  const c = s.campaigns;
  const name = (k: keyof typeof o) => sql.identifier(o[k].name);
  const returned = {
    ...Object.fromEntries(VIEW_COLUMNS.map((k) => [k, o[k]])),
    campaignSlug: c.slug,
    campaignTitle: c.title,
  };
  // The campaign is joined by its key alone and checked after: with the status in the join, a
  // campaigns table without statistics yet (a fresh database) was read through the listing
  // index, every published campaign, instead of the one the key names.
  const key = by === 'id' ? c.id : c.slug;
  const query = sql`with v as (
      select * from jsonb_to_recordset(${sql.placeholder('rows')}::jsonb)
      as v(${sql.join([...REQUEST_COLUMNS.map((k) => sql`${name(k)} ${sql.raw(o[k].getSQLType())}`), sql`campaign ${sql.raw(by === 'id' ? 'integer' : 'text')}`], sql`, `)})
    ), inserted as (
      insert into ${s.orders} (${sql.join([...REQUEST_COLUMNS.map(name), name('campaignId')], sql`, `)})
      select ${sql.join(
        REQUEST_COLUMNS.map((k) => sql`v.${name(k)}`),
        sql`, `,
      )}, ${c}.${sql.identifier(c.id.name)}
      from v join ${c} on ${key} = v.campaign
      where ${c.status} = 'published' and (${c.endsAt} is null or ${c.endsAt} >= ${sql.param(sql.placeholder('now'), c.endsAt)})
      on conflict (${name('idempotencyKey')}) do nothing
      returning ${sql.join(VIEW_COLUMNS.map(name), sql`, `)}
    )
    select ${sql.join(
      VIEW_COLUMNS.map((k) => sql`inserted.${name(k)}`),
      sql`, `,
    )}, ${c.slug}, ${c.title}
    from inserted join ${c} on ${c.id} = inserted.${name('campaignId')}`;
  type Row = ViewRow & { campaignSlug: string; campaignTitle: string };
  const statement = prepareStatement<Row>(db, `orders_create_by_${by}`, query, returned);
  // The JSON document's keys are the columns' names, as the record definition above reads them.
  const columns = REQUEST_COLUMNS.map((k) => [k, o[k].name] as const);
  const insert = grouped<{ campaign: string | number; order: NewOrder }, Row>(
    async (inputs) => {
      const rows = inputs.map(({ campaign, order }) => {
        const r: Record<string, unknown> = { campaign };
        for (const [k, column] of columns) r[column] = order[k];
        return r;
      });
      const made = new Map((await statement.execute({ rows: JSON.stringify(rows), now: new Date() })).map((r) => [r.reference, r]));
      return inputs.map((i) => made.get(i.order.reference));
    },
    // A few groups at the database at once keep both cores busy; more only makes groups smaller.
    { inFlight: 2, maxSize: 100 },
  );
  return (campaign: string | number, order: NewOrder) => insert({ campaign, order });
}
