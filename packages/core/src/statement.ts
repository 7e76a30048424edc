// The annual statement of donations (Form 10BD up to FY 2025-26, Form 113 after): the bulk-upload
// template's columns and the values its dropdowns take, as CBDT's "Instructions for filling Form
// 10BD – Part B" and the form's own notes list them. Decision 0029 cites the sources and says what
// is still unconfirmed (the URN date's format, paise, Form 113's values).
import { isIsoDate } from './dates.ts';
import { PAN_RE } from './giving.ts';
import { catalogue } from './i18n.ts';
import { DONATION_TYPES, type DonationType } from './receipts.ts';

/** The template's columns, in its order, named as the instructions name them. */
export const STATEMENT_COLUMNS = [
  'Sl. No.',
  'Pre Acknowledgement Number',
  'ID Code',
  'Unique Identification Number',
  'Section Code',
  'Unique Registration Number (URN)',
  'Date of Issuance of Unique Registration Number',
  'Name of donor',
  'Address of donor',
  'Donation Type',
  'Mode of receipt',
  'Amount of donation (Indian rupees)',
] as const;

/**
 * Annexure I's ID codes. The instructions want PAN or Aadhaar; the others only when the donor
 * has given neither. The order here is that preference.
 */
export const STATEMENT_ID_CODES = {
  pan: 'Permanent Account Number',
  aadhaar: 'Aadhaar Number',
  tin: 'Tax Identification Number',
  passport: 'Passport number',
  voterId: "Elector's photo identity number",
  drivingLicence: 'Driving License number',
  rationCard: 'Ration card number',
} as const;
export type StatementIdKind = keyof typeof STATEMENT_ID_CODES;
export type OtherIdKind = Exclude<StatementIdKind, 'pan' | 'aadhaar'>;

/** The form's donation types: the ones the receipt prints (one list, so the two never disagree). */
export const STATEMENT_DONATION_TYPES = DONATION_TYPES;
export type StatementDonationType = DonationType;

/** The form's modes of receipt. Cash and kind are reported too, although they earn no deduction. */
export const STATEMENT_MODES = {
  cash: 'Cash',
  kind: 'Kind',
  electronic: 'Electronic modes including account payee cheque/draft',
  others: 'Others',
} as const;
export type StatementMode = keyof typeof STATEMENT_MODES;

// How a donation came in (donations.method) to the form's mode. UPI, the gateway and the
// simulator (which stands in for them outside production) are electronic; so are the bank's own
// instruments staff may record, the form naming account payee cheques and drafts with them.
// The server's statement groups in SQL with the same lists and patterns (receipts/statement-sql.ts).
export const ELECTRONIC_METHODS: readonly string[] = [
  'upi',
  'razorpay',
  'simulator',
  'cheque',
  'draft',
  'dd',
  'neft',
  'rtgs',
  'imps',
  'bank-transfer',
  'card',
  'netbanking',
];
const ELECTRONIC = new Set(ELECTRONIC_METHODS);

/** The form's mode for a donation's recorded method; one we cannot place is "Others", never dropped. */
export function statementMode(method: string | null | undefined): StatementMode {
  const m = (method ?? '').trim().toLowerCase();
  if (m === 'cash') return 'cash';
  if (m === 'kind' || m === 'in-kind') return 'kind';
  if (ELECTRONIC.has(m)) return 'electronic';
  return 'others';
}

/** A 12-digit Aadhaar number (spaces allowed as printed on the card); UIDAI never issues one starting 0 or 1. */
export const AADHAAR_RE = /^[2-9]\d{11}$/;

/** What identity a donation carries: its PAN, its Aadhaar number, and any other Annexure I document. */
export interface DonorIds {
  pan?: string | null;
  aadhaar?: string | null;
  others?: readonly { kind: OtherIdKind; number: string }[];
}

export interface DonorIdentity {
  kind: StatementIdKind;
  number: string;
}

/** The Unique Identification Number's limit in the template. */
const UIN_MAX = 75;

/** The identity the statement carries for a donor: a valid PAN, else Aadhaar, else another document, else none. */
export function donorIdentity(ids: DonorIds): DonorIdentity | null {
  const pan = ids.pan?.trim().toUpperCase() ?? '';
  if (PAN_RE.test(pan)) return { kind: 'pan', number: pan };
  const aadhaar = ids.aadhaar?.replace(/\s/g, '') ?? '';
  if (AADHAAR_RE.test(aadhaar)) return { kind: 'aadhaar', number: aadhaar };
  for (const other of ids.others ?? []) {
    const number = other.number.trim();
    if (number && number.length <= UIN_MAX && other.kind in STATEMENT_ID_CODES) return { kind: other.kind, number };
  }
  return null;
}

export interface StatementDonation {
  ids: DonorIds;
  name: string;
  address: string | null;
  method: string | null;
  type?: StatementDonationType;
  amountPaise: number;
  /** For ordering: the newest name and address of a donor are the ones listed. */
  paidAt: Date;
  reference: string;
}

export interface StatementRow {
  id: DonorIdentity;
  name: string;
  address: string;
  type: StatementDonationType;
  mode: StatementMode;
  amountPaise: number;
  donations: number;
}

const ID_ORDER = Object.keys(STATEMENT_ID_CODES);

/**
 * One row per donor identity, donation type and mode, with the year's amounts of that kind added
 * together (Rule 18AB(3)(i): "all the donations of the same nature"). Every mode is a row: cash
 * above ₹2,000 and gifts in kind are reported although the donor cannot deduct them. A gift whose
 * donor gave no identity the form takes cannot be a row (ID code and number are mandatory): it is
 * listed apart, for staff to ask for one before filing.
 */
export function statementRows(donations: readonly StatementDonation[]): { rows: StatementRow[]; unidentified: StatementDonation[] } {
  const byKey = new Map<string, StatementRow & { latest: Date }>();
  const unidentified: StatementDonation[] = [];
  for (const d of donations) {
    const id = donorIdentity(d.ids);
    if (!id) {
      unidentified.push(d);
      continue;
    }
    const type = d.type ?? 'others';
    const mode = statementMode(d.method);
    const key = `${id.kind}|${id.number}|${type}|${mode}`;
    const row = byKey.get(key);
    if (!row) {
      byKey.set(key, { id, name: d.name, address: d.address ?? '', type, mode, amountPaise: d.amountPaise, donations: 1, latest: d.paidAt });
      continue;
    }
    row.amountPaise += d.amountPaise;
    row.donations += 1;
    if (d.paidAt > row.latest) {
      row.latest = d.paidAt;
      row.name = d.name;
      row.address = d.address || row.address;
    }
  }
  const order = (r: StatementRow) => [String(ID_ORDER.indexOf(r.id.kind)), r.id.number, r.type, r.mode];
  const rows = [...byKey.values()]
    .map(({ latest: _l, ...r }) => r)
    .sort((a, b) => {
      const [x, y] = [order(a), order(b)];
      for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return (x[i] ?? '') < (y[i] ?? '') ? -1 : 1;
      return 0;
    });
  return { rows, unidentified };
}

/**
 * The amount as the template's "Amount of donation (Indian rupees)" takes it: whole rupees, the
 * row's total rounded to the nearest rupee (half up), as the income-tax forms take rupees.
 */
export function statementAmount(paise: number): string {
  return String(Math.floor((paise + 50) / 100));
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** "2024-09-27" as the statement writes the URN's date of issuance: "27-Sep-2024". */
export function statementDate(iso: string): string {
  if (!isIsoDate(iso)) throw new RangeError(`not a date: ${iso}`);
  const [y, m, d] = iso.split('-') as [string, string, string];
  return `${d}-${MONTHS[Number(m) - 1]}-${y}`;
}

export const statementMessages = /* @__PURE__ */ catalogue('statement', {
  title: 'Annual statement of donations',
  lead: (form: string) =>
    `The CSV follows the bulk-upload template of ${form}: one row per donor’s PAN (or Aadhaar), donation type and mode, with that donor’s gifts of the year added together. Gifts in cash and in kind are listed with their modes. Amounts are in whole rupees.`,
  followUpLead:
    'A gift whose donor gave neither a PAN nor an Aadhaar number cannot go in the statement. The follow-up file lists those gifts, and gifts without the donor’s address, to ask the donors before filing.',
  yearInvalid: 'Choose a financial year such as 2026-27',
  needsRegistration:
    'Fill in the 80G registration number (URN) and the date of 80G registration or approval in Site settings first: the statement needs both on every row.',
  settingsLink: 'Open Site settings',
  noRegime: (fy: string) => `No tax law names cover FY ${fy}. Add them under “Names in the tax law”.`,
  yearLabel: 'Financial year',
  download: 'Download statement (CSV)',
  downloadFollowUp: 'Gifts to follow up (CSV)',
  followUpColumns: ['Reference', 'Paid on', 'Name of donor', 'Email', 'Mode of receipt', 'Amount (Indian rupees)', 'To ask the donor'] as const,
  askForId: 'PAN or Aadhaar number: without one the gift is not in the statement',
  askForAddress: 'Postal address: the statement lists this gift with the address empty',
});
