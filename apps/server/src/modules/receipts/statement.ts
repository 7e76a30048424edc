// The annual statement of donations as CSV for the tax portal's bulk upload (Form 10BD's Part B,
// Form 113's from FY 2026-27): every paid gift of the year, in the template's columns, with the
// foundation's URN and its date on every row; and the follow-up list of gifts the statement
// cannot carry as they are. The rules are core's (statementRows), added up here in SQL and
// streamed (decision 0037); decision 0029 has the sources.
import type { Readable } from 'node:stream';
import {
  AADHAAR_RE,
  AppError,
  ELECTRONIC_METHODS,
  financialYearBounds,
  formatDate,
  isIsoDate,
  PAN_RE,
  regimeFor,
  type Settings,
  STATEMENT_COLUMNS,
  STATEMENT_DONATION_TYPES,
  STATEMENT_ID_CODES,
  STATEMENT_MODES,
  type StatementDonationType,
  type StatementMode,
  statementMessages as sm,
  statementAmount,
  statementDate,
  statementMode,
  type TaxRegime,
} from '@sahyog/core';
import { type Db, type DbHandle, schema as s } from '@sahyog/db';
import { type AnyColumn, and, asc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { csvStream, keysetBatches } from '../../platform/csv-stream.ts';

export interface StatementDeps {
  db: Db;
  /** Its cursor reads the grouped statement a batch at a time. */
  cursor: DbHandle['cursor'];
  settings: () => Promise<Settings>;
  regimes: () => Promise<TaxRegime[]>;
  batchRows?: number;
}

export type StatementPart = 'statement' | 'missing-id';

const d = s.donations;
// Core's rules (donorIdentity, statementMode, donationTypeOf) as SQL, so the database adds up a
// year's gifts by donor and sends only the rows of the file (decision 0037); the statement test
// holds the two to the same answers. WS is what JS's trim() and \s take for white space, so
// btrim and translate (far cheaper per row than a regular expression) strip the same.
const WS = ' \t\n\v\f\r\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff';
const trimmed = (col: AnyColumn) => sql`btrim(coalesce(${col}, ''), ${WS})`;
const pan = sql`upper(${trimmed(d.donorPan)})`;
const aadhaar = sql`translate(coalesce(${d.donorAadhaar}, ''), ${WS}, '')`;
const hasPan = sql`${pan} ~ ${PAN_RE.source}`;
const hasAadhaar = sql`${aadhaar} ~ ${AADHAAR_RE.source}`;
const idKind = sql<'pan' | 'aadhaar' | null>`case when ${hasPan} then 'pan' when ${hasAadhaar} then 'aadhaar' end`;
const idNumber = sql`case when ${hasPan} then ${pan} when ${hasAadhaar} then ${aadhaar} end`;
const method = sql`lower(${trimmed(d.method)})`;
const mode = sql`case when ${method} = 'cash' then 'cash' when ${method} in ('kind', 'in-kind') then 'kind' when ${method} in ${ELECTRONIC_METHODS} then 'electronic' else 'others' end`;
// donationTypeOf: a gift to a campaign is a specific grant.
const type = sql`case when coalesce(${d.campaignId}, 0) <> 0 then 'specific' else 'others' end`;
const noAddress = sql<boolean>`${trimmed(d.donorAddress)} = ''`;

const paidIn = (bounds: { start: Date; end: Date }) => and(eq(d.status, 'paid'), gte(d.paidAt, bounds.start), lt(d.paidAt, bounds.end));

/**
 * One row per donor identity, donation type and mode with the year's amounts added (core's
 * statementRows, in SQL): the newest gift's name, the newest address given (ties: the earlier
 * gift), ordered PAN rows first, then by number, type and mode as the file always was.
 */
function groupedStatement(bounds: { start: Date; end: Date }): SQL {
  return sql`
    select kind, number, type, mode, sum(amount_paise)::bigint as amount_paise,
      (array_agg(donor_name order by paid_at desc, id))[1] as name,
      coalesce((array_agg(donor_address order by paid_at desc, id) filter (where coalesce(donor_address, '') <> ''))[1], '') as address
    from (
      select ${idKind} as kind, ${idNumber} as number, ${type} as type, ${mode} as mode,
        ${d.donorName} as donor_name, ${d.donorAddress} as donor_address, ${d.amountPaise} + ${d.urgentPaise} as amount_paise, ${d.paidAt} as paid_at, ${d.id} as id
      from ${d} where ${paidIn(bounds)}
    ) g
    where kind is not null
    group by kind, number, type, mode
    order by kind = 'aadhaar', number collate "C", type collate "C", mode collate "C"`;
}

type GroupedRow = {
  kind: 'pan' | 'aadhaar';
  number: string;
  type: StatementDonationType;
  mode: StatementMode;
  amount_paise: number;
  name: string;
  address: string;
};

export function statementService(deps: StatementDeps) {
  const { db } = deps;
  const batchRows = deps.batchRows ?? 1000;

  /** The year's gifts to follow up, oldest first, read by key: no identity the form takes, or no address. */
  const followUpPage = (bounds: { start: Date; end: Date }) => (after: { at: string; id: number } | undefined, size: number) =>
    db
      .select({
        id: d.id,
        at: sql<string>`${d.paidAt}::text`,
        reference: d.reference,
        paidAt: d.paidAt,
        name: d.donorName,
        email: d.donorEmail,
        method: d.method,
        // The statement counts the urgent add-on with the gift (decision 0060), so the follow-up list does too.
        amountPaise: sql<number>`${d.amountPaise} + ${d.urgentPaise}`.mapWith(Number),
        noId: sql<boolean>`${idKind} is null`,
      })
      .from(d)
      .where(
        and(
          paidIn(bounds),
          sql`(${idKind} is null or ${noAddress})`,
          after ? sql`(${d.paidAt}, ${d.id}) > (${after.at}::timestamptz, ${after.id})` : undefined,
        ),
      )
      .orderBy(asc(d.paidAt), asc(d.id))
      .limit(size);

  return {
    /**
     * `statement`: the upload file, one row per donor identity, type and mode (refused until the
     * URN and its date are in Site settings: the portal takes no row without them).
     * `missing-id`: gifts to follow up before filing (no PAN or Aadhaar; no address).
     * Both stream; a refusal comes before the first byte.
     */
    async statement(fy: string, part: StatementPart): Promise<Readable> {
      const bounds = financialYearBounds(fy);
      if (!bounds) throw AppError.invalid({ year: sm.yearInvalid });
      if (part === 'missing-id') {
        return csvStream([...sm.followUpColumns], keysetBatches(followUpPage(bounds), batchRows), (g) => [
          g.reference,
          formatDate(g.paidAt ?? bounds.start),
          g.name,
          g.email,
          STATEMENT_MODES[statementMode(g.method)],
          (g.amountPaise / 100).toFixed(2),
          g.noId ? sm.askForId : sm.askForAddress,
        ]);
      }
      const settings = await deps.settings();
      const urn = settings.reg80G.trim();
      const urnDate = settings.reg80GDate.trim();
      if (!urn || !isIsoDate(urnDate)) throw AppError.invalid({ reg80GDate: sm.needsRegistration });
      const regime = regimeFor(await deps.regimes(), fy);
      if (!regime) throw AppError.invalid({ year: sm.noRegime(fy) });
      let serial = 0;
      return csvStream([...STATEMENT_COLUMNS], deps.cursor<GroupedRow>(groupedStatement(bounds), batchRows), (r) => [
        ++serial,
        // The pre-acknowledgement number is left blank in an original filing.
        '',
        STATEMENT_ID_CODES[r.kind],
        r.number,
        regime.sectionCode,
        urn,
        statementDate(urnDate),
        r.name,
        r.address,
        STATEMENT_DONATION_TYPES[r.type],
        STATEMENT_MODES[r.mode],
        statementAmount(Number(r.amount_paise)),
      ]);
    },
  };
}

export type StatementService = ReturnType<typeof statementService>;
