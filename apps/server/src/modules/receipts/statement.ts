// The annual statement of donations as CSV for the tax portal's bulk upload (Form 10BD's Part B,
// Form 113's from FY 2026-27): every paid gift of the year, in the template's columns, with the
// foundation's URN and its date on every row; and the follow-up list of gifts the statement
// cannot carry as they are. The rules are core's (statementRows); decision 0029 has the sources.
import {
  AppError,
  csvCell,
  donationTypeOf,
  financialYearBounds,
  formatDate,
  isIsoDate,
  regimeFor,
  type Settings,
  STATEMENT_COLUMNS,
  STATEMENT_DONATION_TYPES,
  STATEMENT_ID_CODES,
  STATEMENT_MODES,
  statementMessages as sm,
  statementAmount,
  statementDate,
  statementMode,
  statementRows,
  type TaxRegime,
} from '@sahyog/core';
import { type Db, schema as s } from '@sahyog/db';
import { and, asc, eq, gte, lt } from 'drizzle-orm';

export interface StatementDeps {
  db: Db;
  settings: () => Promise<Settings>;
  regimes: () => Promise<TaxRegime[]>;
}

export type StatementPart = 'statement' | 'missing-id';

const line = (cells: (string | number)[]) => cells.map((c) => csvCell(String(c))).join(',');
const file = (lines: string[]) => `${lines.join('\r\n')}\r\n`;

export function statementService(deps: StatementDeps) {
  const { db } = deps;

  /** The year's paid gifts, oldest first; refunded ones are not donations any more. */
  async function gifts(bounds: { start: Date; end: Date }) {
    const rows = await db
      .select({
        pan: s.donations.donorPan,
        aadhaar: s.donations.donorAadhaar,
        campaignId: s.donations.campaignId,
        name: s.donations.donorName,
        email: s.donations.donorEmail,
        address: s.donations.donorAddress,
        method: s.donations.method,
        amountPaise: s.donations.amountPaise,
        paidAt: s.donations.paidAt,
        reference: s.donations.reference,
      })
      .from(s.donations)
      .where(and(eq(s.donations.status, 'paid'), gte(s.donations.paidAt, bounds.start), lt(s.donations.paidAt, bounds.end)))
      .orderBy(asc(s.donations.paidAt), asc(s.donations.id));
    // The type is the one the gift's receipt prints (donationTypeOf), so a tax officer comparing
    // the two finds the same word.
    return rows.map((r) => ({ ...r, ids: { pan: r.pan, aadhaar: r.aadhaar }, type: donationTypeOf(r), paidAt: r.paidAt ?? bounds.start }));
  }

  return {
    /**
     * `statement`: the upload file, one row per donor identity, type and mode (refused until the
     * URN and its date are in Site settings: the portal takes no row without them).
     * `missing-id`: gifts to follow up before filing (no PAN or Aadhaar; no address).
     */
    async statement(fy: string, part: StatementPart): Promise<string> {
      const bounds = financialYearBounds(fy);
      if (!bounds) throw AppError.invalid({ year: sm.yearInvalid });
      if (part === 'missing-id') {
        const all = await gifts(bounds);
        const { unidentified } = statementRows(all);
        const unidentifiedRefs = new Set(unidentified.map((d) => d.reference));
        const lines = [line([...sm.followUpColumns])];
        for (const g of all) {
          const ask = unidentifiedRefs.has(g.reference) ? sm.askForId : g.address?.trim() ? '' : sm.askForAddress;
          if (!ask) continue;
          lines.push(
            line([g.reference, formatDate(g.paidAt), g.name, g.email, STATEMENT_MODES[statementMode(g.method)], (g.amountPaise / 100).toFixed(2), ask]),
          );
        }
        return file(lines);
      }
      const settings = await deps.settings();
      const urn = settings.reg80G.trim();
      const urnDate = settings.reg80GDate.trim();
      if (!urn || !isIsoDate(urnDate)) throw AppError.invalid({ reg80GDate: sm.needsRegistration });
      const regime = regimeFor(await deps.regimes(), fy);
      if (!regime) throw AppError.invalid({ year: sm.noRegime(fy) });
      const { rows } = statementRows(await gifts(bounds));
      const lines = [line([...STATEMENT_COLUMNS])];
      rows.forEach((r, i) => {
        lines.push(
          line([
            i + 1,
            // The pre-acknowledgement number is left blank in an original filing.
            '',
            STATEMENT_ID_CODES[r.id.kind],
            r.id.number,
            regime.sectionCode,
            urn,
            statementDate(urnDate),
            r.name,
            r.address,
            STATEMENT_DONATION_TYPES[r.type],
            STATEMENT_MODES[r.mode],
            statementAmount(r.amountPaise),
          ]),
        );
      });
      return file(lines);
    },
  };
}

export type StatementService = ReturnType<typeof statementService>;
