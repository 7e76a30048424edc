// The withholding rates as data (issue 25, decision 0049): what the foundation as e-commerce
// operator collects (GST TCS) and deducts (income-tax TDS) is read from this table by the day of
// each sale; staff add a dated row when the law changes, never edit one that sales used.
import { AppError, shopConsoleText, type WithholdingRate, type WithholdingRateInput } from '@sahyog/core';
import { type Db, schema as s } from '@sahyog/db';
import { asc } from 'drizzle-orm';
import type { AuditLog } from '../../platform/audit.ts';

const r = s.withholdingRates;

const view = (row: typeof r.$inferSelect) => ({
  id: row.id,
  kind: row.kind,
  rateBp: row.rateBp,
  effectiveFrom: row.effectiveFrom,
  source: row.source,
  createdAt: row.createdAt.toISOString(),
});

export function withholdingRates(deps: { db: Db; audit: Pick<AuditLog, 'record'> }) {
  const { db } = deps;
  // Read once a minute at most: rates change a few times a decade.
  let cached: { at: number; table: WithholdingRate[] } | undefined;
  return {
    list: async () => (await db.select().from(r).orderBy(asc(r.kind), asc(r.effectiveFrom))).map(view),

    async table(): Promise<WithholdingRate[]> {
      if (cached && Date.now() - cached.at < 60_000) return cached.table;
      const rows = await db.select({ kind: r.kind, rateBp: r.rateBp, from: r.effectiveFrom }).from(r);
      cached = { at: Date.now(), table: rows.map((x) => ({ kind: x.kind as WithholdingRate['kind'], rateBp: x.rateBp, from: x.from })) };
      return cached.table;
    },

    async add(staffId: number, input: WithholdingRateInput) {
      const [row] = await db
        .insert(r)
        .values({ kind: input.kind, rateBp: input.ratePercent, effectiveFrom: input.effectiveFrom, source: input.source, createdBy: staffId })
        .onConflictDoNothing()
        .returning();
      if (!row) throw AppError.invalid({ effectiveFrom: shopConsoleText.rateExists });
      cached = undefined;
      await deps.audit.record({ actorId: staffId, action: 'shop.rate.add', subjectType: 'withholding-rate', subjectId: row.id, after: input });
      return view(row);
    },
  };
}

export type WithholdingRates = ReturnType<typeof withholdingRates>;
