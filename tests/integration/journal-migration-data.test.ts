// Migrations 0055 and 0056 on data the old code wrote (issue 44): the demo seed's ledger, and a
// replay of the crash bench's purchases (delivered, a third refunded in part or whole, withdrawals
// paid, refused, paid-then-returned and left pending), each made by c207361's own shop ledger
// (tests/fixtures/ledger-0054/make.ts says how). A database at 0054 is filled with those rows,
// migrated the rest of the way, and the new ledger must answer for every vendor what the old one
// answered: its money (sales, commission, TCS, TDS, refunds, withdrawals, pending, payable), its
// statement for every month, each old account's balance in the trial balance, and each withdrawal
// moved with its id, amount and state.
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { journalService } from '../../apps/server/src/modules/journal/service.ts';
import { type Account, journalName, vendorLedger } from '../../apps/server/src/modules/shop/ledger.ts';
import { databaseBefore } from '../support/migrations.ts';

interface Fixture {
  made: string;
  ledger: { vendor_id: number }[];
  payouts: { id: number; vendor_id: number; amount_paise: number; status: string; utr: string | null }[];
  shopOrders: object[];
  money: Record<string, Record<string, number>>;
  statements: Record<string, { openingPaise: number; rows: Record<string, unknown>[] }>;
  trial: { account: string; n: string | number }[];
}

const fixture = (name: string): Fixture => JSON.parse(readFileSync(new URL(`../fixtures/ledger-0054/${name}.json`, import.meta.url), 'utf8')) as Fixture;

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

describe.each(['demo', 'crash'])('migrations 0055 and 0056 on the old ledger of the %s data', (name) => {
  it("give every vendor the old ledger's money, statements and trial balance, and keep each withdrawal", async () => {
    const f = fixture(name);
    expect(f.ledger.length).toBeGreaterThan(0);
    const handle = await databaseBefore('0055_');
    try {
      const db = handle.db;
      // The rows name vendors, buyers and payments the fixture does not carry: checks off for the fill.
      await db.execute(sql`set session_replication_role = replica`);
      const fill = (table: string, rows: object[]) =>
        rows.length
          ? db.execute(
              sql`insert into ${sql.identifier(table)} select * from jsonb_populate_recordset(null::${sql.identifier(table)}, ${JSON.stringify(rows)}::jsonb)`,
            )
          : undefined;
      await fill('shop_orders', f.shopOrders);
      await fill('vendor_ledger', f.ledger);
      await fill('vendor_payouts', f.payouts);
      await db.execute(sql`set session_replication_role = origin`);
      await handle.migrateRest();

      const journal = journalService(db);
      const ledger = vendorLedger({
        db,
        deliveryAssumedDays: 7,
        journal,
        // Money and statements read no withdrawal rows; nothing here takes the lock.
        payouts: { lock: async () => {}, forPayee: async () => [] },
      });
      for (const [vendor, old] of Object.entries(f.money)) {
        const { heldPaise: _h, withdrawablePaise: _w, ...now } = await ledger.money(Number(vendor));
        expect(now, `vendor ${vendor}`).toEqual(old);
      }
      for (const [key, old] of Object.entries(f.statements)) {
        const [vendor, month] = key.split('/') as [string, string];
        const now = await ledger.statement(Number(vendor), month);
        expect(JSON.parse(JSON.stringify(now)), `statement ${key}`).toEqual(old);
      }

      // Each old account's balance is the sum of the journal accounts it became.
      const vendors = Object.keys(f.money).map(Number);
      const trial = await journal.trialBalance();
      expect(trial.totalPaise).toBe(0);
      for (const { account, n } of f.trial) {
        const names =
          account === 'vendor' || account === 'payout-pending'
            ? vendors.map((v) => journalName(v, account))
            : [journalName(vendors[0] ?? 0, account as Account)];
        const now = names.reduce((sum, a) => sum + (trial.accounts.get(a) ?? 0), 0);
        expect(now, `account ${account}`).toBe(Number(n));
      }

      const moved = rowsOf<{ id: number; payee_kind: string; payee_id: number; amount_paise: number; status: string; utr: string | null }>(
        await db.execute(sql`select id, payee_kind, payee_id, amount_paise, status::text as status, utr from payouts order by id`),
      );
      expect(moved.map((p) => ({ ...p, id: Number(p.id), amount_paise: Number(p.amount_paise) }))).toEqual(
        f.payouts.map((p) => ({
          id: Number(p.id),
          payee_kind: 'vendor',
          payee_id: p.vendor_id,
          amount_paise: Number(p.amount_paise),
          status: p.status,
          utr: p.utr,
        })),
      );
    } finally {
      await handle.close();
    }
  });
});
