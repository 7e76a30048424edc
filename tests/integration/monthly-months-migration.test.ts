// Migration 0057 (issue 44: payments keeps payments only): a monthly gift's months move from
// orders.subscription_id and period to monthly's subscription_months, each pointing at its order;
// those orders stay standing (the abandoned-checkout sweep leaves them, as it left every order
// with a subscription), every other order does not, and orders keeps no month of its own.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseBefore } from '../support/migrations.ts';

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

describe('migration 0057', () => {
  it("moves each month to subscription_months with its order; only months' orders stand", async () => {
    const handle = await databaseBefore('0057_');
    try {
      const db = handle.db;
      // A database at 0056 as the old code filled it: a monthly gift with two months asked for
      // (one paid), a one-off gift and a shop purchase. The campaign they name is not made here:
      // checks off for the fill (the subscription is real: the new key names it).
      await db.execute(sql`set session_replication_role = replica`);
      await db.execute(sql`insert into subscriptions (id, reference, campaign_id, donor_name, donor_email, donor_mobile, amount_paise, mode, anchor_day, manage_token)
                           values (7, 'SBOLD0000000001', 1, 'Kavya', 'k@example.org', '9876543210', 50000, 'reminder', 5, 'token')`);
      const order = (id: number, purpose: string, campaign: number | null, sub: number | null, period: string | null, status: string) =>
        db.execute(sql`insert into orders (id, reference, request_hash, purpose, campaign_id, amount_paise, total_paise, donor_name, donor_email, donor_mobile, method, status, subscription_id, period)
                       values (${id}, ${`SGOLD${id}`}, ${`h${id}`}, ${purpose}, ${campaign}, 50000, 50000, 'Kavya', 'k@example.org', '9876543210', 'upi', ${status}, ${sub}, ${period})`);
      await order(11, 'gift', 1, 7, '2026-10', 'paid');
      await order(12, 'gift', 1, 7, '2026-11', 'created');
      await order(13, 'gift', 1, null, null, 'created');
      await order(14, 'shop', null, null, null, 'paid');
      await db.execute(sql`set session_replication_role = origin`);
      await handle.migrateRest();

      const months = rowsOf<{ subscription_id: number; period: string; order_id: number }>(
        await db.execute(sql`select subscription_id, period, order_id from subscription_months order by period`),
      );
      expect(months.map((m) => [Number(m.subscription_id), m.period, Number(m.order_id)])).toEqual([
        [7, '2026-10', 11],
        [7, '2026-11', 12],
      ]);
      const standing = rowsOf<{ id: number; standing: boolean }>(await db.execute(sql`select id, standing from orders order by id`));
      expect(standing.map((o) => [Number(o.id), o.standing])).toEqual([
        [11, true],
        [12, true],
        [13, false],
        [14, false],
      ]);
      const left = rowsOf<{ column_name: string }>(
        await db.execute(sql`select column_name from information_schema.columns where table_name = 'orders' and column_name in ('subscription_id', 'period')`),
      );
      expect(left).toEqual([]);
      // The month is the key: a second order for it is refused by the database itself.
      await db.execute(sql`set session_replication_role = replica`);
      await db.execute(sql`insert into orders (id, reference, request_hash, purpose, campaign_id, amount_paise, total_paise, donor_name, donor_email, donor_mobile, method)
                           values (15, 'SGOLD15', 'h15', 'gift', 1, 50000, 50000, 'Kavya', 'k@example.org', '9876543210', 'upi')`);
      await db.execute(sql`set session_replication_role = origin`);
      await expect(db.execute(sql`insert into subscription_months (subscription_id, period, order_id) values (7, '2026-11', 15)`)).rejects.toThrow();
    } finally {
      await handle.close();
    }
  });
});
