// Tax receipts: the donor asks (PAN or Aadhaar, and address required), staff issue (one by one,
// in bulk, or automatically when the gift carried both), and correct (a new receipt that cancels
// the old). Numbers run per financial year of the donation with no gaps: the counter and the
// receipt are written in one transaction that holds the donation's row, so two staff issuing at
// once get one receipt, a refund decided at the same time waits for it (or it for the refund),
// and a failed issue leaves no hole. The PDF is made in that transaction and kept with its
// SHA-256: every copy given out (profile, email, console) is those bytes.
import { createHash } from 'node:crypto';
import {
  AppError,
  donationTypeOf,
  financialYear,
  formatINR,
  type ListPage,
  localPath,
  maskAadhaar,
  type PendingReceipt,
  type ReceiptCorrectionInput,
  type ReceiptOutlook,
  type ReceiptRequestInput,
  type ReceiptView,
  receiptedPaise,
  receiptFileName,
  receiptNumber,
  receiptPrefix,
  regimeFor,
  receiptMessages as rm,
  type Settings,
  serverText,
  type TaxRegime,
  type TaxRegimeInput,
  type TaxWords,
} from '@sahyog/core';
import { type Db, schema as s } from '@sahyog/db';
import { and, asc, desc, eq, getTableColumns, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { AuditLog } from '../../platform/audit.ts';
import { cursorTime, newerThan, olderThan, pageOf, pageSize, timeIdCursor } from '../../platform/keyset.ts';
import { isLanguage, runInLanguage } from '../../platform/language.ts';
import type { DonationReceipts } from '../giving/index.ts';
import type { MessagingService } from '../messaging/index.ts';
import { type ReceiptSigner, receiptPdf, shortNameOf } from './receipt-pdf.ts';

export interface ReceiptsDeps {
  db: Db;
  settings: () => Promise<Settings>;
  messaging: Pick<MessagingService, 'send' | 'attachmentMaker'>;
  publicUrl: string;
  audit: Pick<AuditLog, 'record' | 'list'>;
  /** The foundation's certificate (RECEIPT_SIGNING_P12): receipts are signed when set. */
  signer?: ReceiptSigner | undefined;
  /** The receipt's "mode of payment" for a donation's method (the payment provider's words). */
  modeOf: (method: string | null) => string;
  /** Giving's writes on the donation a receipt is for (giving owns the row; receipts holds its lock). */
  donations: DonationReceipts;
  now?: () => Date;
}

type ReceiptRow = typeof s.receipts.$inferSelect;
/** A receipt as a list shows it: every column but the PDF (tens of KB each; 50 of them made the issued list's page 102 ms p99 at volume). */
type ReceiptListRow = Omit<ReceiptRow, 'pdf'>;
const { pdf: _pdf, ...listColumns } = getTableColumns(s.receipts);
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

function view(r: ReceiptListRow, numbers: ReadonlyMap<number, string> = new Map()): ReceiptView {
  return {
    id: r.id,
    number: r.number,
    donationId: r.donationId,
    donorName: r.donorName,
    donorEmail: r.donorEmail,
    donorIdKind: r.donorPan ? 'pan' : 'aadhaar',
    donorId: r.donorPan ?? r.donorAadhaarMasked ?? '',
    donationType: r.donationType as ReceiptView['donationType'],
    pdfSha256: r.pdfSha256,
    signed: r.signed,
    cancelledAt: r.cancelledAt?.toISOString() ?? null,
    replacedBy: r.replacedById ? { id: r.replacedById, number: numbers.get(r.replacedById) ?? '' } : null,
    replaces: r.replacesNumber,
    amountPaise: r.amountPaise,
    urgentPaise: r.urgentPaise,
    campaignTitle: r.campaignTitle,
    issuedAt: r.issuedAt.toISOString(),
  };
}

/** What a new receipt prints about its donor: from the donation, or a staff correction. */
interface DonorDetails {
  name: string;
  pan: string | null;
  aadhaar: string | null;
  address: string;
}

export function receiptsService(deps: ReceiptsDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  /** In the receipts queue: paid, a receipt asked for (the partial index donations_receipt_queue_idx). */
  /** Donations whose receipt is asked for and not yet issued: what the queue's index holds. */
  const waiting = and(eq(s.donations.status, 'paid'), isNotNull(s.donations.receiptRequestedAt), isNull(s.donations.receiptIssuedAt));

  async function regimes(): Promise<TaxRegime[]> {
    return db
      .select({
        id: s.taxRegimes.id,
        fromYear: s.taxRegimes.fromYear,
        shortName: s.taxRegimes.shortName,
        actName: s.taxRegimes.actName,
        section: s.taxRegimes.section,
        sectionCode: s.taxRegimes.sectionCode,
        certificateForm: s.taxRegimes.certificateForm,
        statementForm: s.taxRegimes.statementForm,
        rule: s.taxRegimes.rule,
      })
      .from(s.taxRegimes)
      .orderBy(asc(s.taxRegimes.fromYear));
  }

  /** The law's words for a financial year (today's when none is given). */
  async function wordsFor(fy = financialYear(now())): Promise<TaxWords> {
    const r = regimeFor(await regimes(), fy);
    if (!r) throw new Error(`no tax regime covers ${fy}`);
    return { shortName: r.shortName || r.section, section: r.section, actName: r.actName };
  }

  /**
   * Numbers, writes and makes one receipt in the caller's transaction (which holds the
   * donation's row): the counter, the row, then its PDF from the row as stored, kept with its hash.
   */
  async function make(
    tx: Tx,
    g: typeof s.donations.$inferSelect,
    extra: { campaignTitle: string; utr: string | null; paymentId: string | null; language: string | null },
    donor: DonorDetails,
    by: number | null,
    settings: Settings,
    all: TaxRegime[],
    replaces: string | null,
  ): Promise<ReceiptRow> {
    const donatedAt = g.paidAt ?? g.createdAt;
    const fy = financialYear(donatedAt);
    const regime = regimeFor(all, fy);
    if (!regime) throw new Error(`no tax regime covers ${fy}`);
    const shortName = regime.shortName || regime.section;
    const [counter] = await tx
      .insert(s.receiptCounters)
      .values({ financialYear: fy, last: 1 })
      .onConflictDoUpdate({ target: s.receiptCounters.financialYear, set: { last: sql`${s.receiptCounters.last} + 1` } })
      .returning({ last: s.receiptCounters.last });
    const sequence = counter?.last ?? 1;
    const [receipt] = await tx
      .insert(s.receipts)
      .values({
        number: receiptNumber(receiptPrefix(shortName), fy, sequence),
        financialYear: fy,
        sequence,
        donationId: g.id,
        donorName: donor.name,
        donorEmail: g.donorEmail,
        donorPan: donor.pan,
        donorAadhaarMasked: donor.pan ? null : donor.aadhaar ? maskAadhaar(donor.aadhaar) : null,
        donorAddress: donor.address,
        // The urgent add-on is a gift too (to the Urgent causes fund): receipted with the campaign's
        // part, as its own line; the tip pays for the platform and is no donation (decision 0060).
        amountPaise: receiptedPaise(g),
        urgentPaise: g.urgentPaise,
        mode: deps.modeOf(g.method),
        donationType: donationTypeOf(g),
        transactionReference: [extra.utr ? `UTR ${extra.utr}` : extra.paymentId, g.reference].filter(Boolean).join(' · '),
        donatedAt,
        campaignTitle: extra.campaignTitle,
        regime: { shortName, actName: regime.actName, section: regime.section, certificateForm: regime.certificateForm, rule: regime.rule },
        foundation: {
          name: settings.foundationName,
          address: settings.address,
          pan: settings.pan,
          registration: settings.reg80G,
          registrationDate: settings.reg80GDate,
          validity: settings.reg80GValidity,
          signatory: settings.signatoryName,
          signatoryTitle: settings.signatoryTitle,
        },
        replacesNumber: replaces,
        issuedBy: by,
      })
      .returning();
    if (!receipt) throw new Error('receipt insert returned nothing');
    // The donation leaves the queue with its receipt (a correction's replacement keeps it out).
    await deps.donations.markReceiptIssued(tx, g.id, receipt.issuedAt);
    // The file the donor keeps is in the language they gave in.
    const pdf = await runInLanguage(isLanguage(extra.language) ? extra.language : 'en', () => receiptPdf(receipt, deps.signer));
    const [stored] = await tx
      .update(s.receipts)
      .set({ pdf, pdfSha256: sha256(pdf), signed: Boolean(deps.signer) })
      .where(eq(s.receipts.id, receipt.id))
      .returning();
    if (!stored) throw new Error('receipt vanished');
    return stored;
  }

  /** The donation's row, locked for this transaction: issuing, correcting and refunding all take it first. */
  async function lockedDonation(tx: Tx, donationId: number) {
    const [d] = await tx
      .select({
        donation: s.donations,
        campaignTitle: s.campaigns.title,
        utr: s.orders.utr,
        paymentId: s.orders.providerPaymentId,
        language: s.orders.language,
      })
      .from(s.donations)
      .innerJoin(s.campaigns, eq(s.campaigns.id, s.donations.campaignId))
      .leftJoin(s.orders, eq(s.orders.id, s.donations.orderId))
      .where(eq(s.donations.id, donationId))
      .limit(1)
      .for('update', { of: s.donations });
    if (!d) throw AppError.notFound(rm.donationNotFound);
    return d;
  }

  const validReceiptOf = (tx: Tx | Db, donationId: number) =>
    tx
      .select()
      .from(s.receipts)
      .where(and(eq(s.receipts.donationId, donationId), isNull(s.receipts.cancelledAt)))
      .limit(1)
      .then((r) => r[0]);

  /** Issues one donation's receipt, or returns the one it already has. */
  /** Issues, and for a new receipt records it in the audit log and emails the donor. */
  async function issueTold(id: number, by: number | null, settings: Settings, all: TaxRegime[]) {
    const r = await issueOne(id, by, settings, all);
    if (r.fresh) {
      await deps.audit.record({
        actorId: by,
        action: 'receipt.issue',
        subjectType: 'donation',
        subjectId: id,
        after: { number: r.receipt.number, amountPaise: r.receipt.amountPaise, pdfSha256: r.receipt.pdfSha256 },
      });
      await tell(r.receipt, settings.foundationName);
    }
    return r;
  }

  async function issueOne(donationId: number, by: number | null, settings: Settings, all: TaxRegime[]): Promise<{ receipt: ReceiptRow; fresh: boolean }> {
    return db.transaction(async (tx) => {
      const d = await lockedDonation(tx, donationId);
      const existing = await validReceiptOf(tx, donationId);
      if (existing) return { receipt: existing, fresh: false };
      const g = d.donation;
      if (g.status !== 'paid') throw new AppError('not_paid', rm.notPaid);
      // A refund claimed (money going back) or made: the gift gets no receipt. The refund's
      // claim takes this same row first, so one of the two always sees the other.
      const [refund] = await tx
        .select({ id: s.refundRequests.id })
        .from(s.refundRequests)
        .where(and(eq(s.refundRequests.donationId, donationId), inArray(s.refundRequests.status, ['refunding', 'refunded'])))
        .limit(1);
      if (refund) throw new AppError('refund_state', rm.refundUnderWay);
      if (!g.donorPan && !g.donorAadhaar) throw AppError.invalid({ pan: rm.needsPan });
      if (!g.donorAddress) throw AppError.invalid({ address: rm.needsAddress });
      const donor = { name: g.donorName, pan: g.donorPan, aadhaar: g.donorPan ? null : g.donorAadhaar, address: g.donorAddress };
      return { receipt: await make(tx, g, d, donor, by, settings, all, null), fresh: true };
    });
  }

  async function tell(r: ReceiptRow, site: string) {
    // Written in the language the donor gave in (staff issue receipts from an English console).
    const [order] = await db
      .select({ language: s.orders.language })
      .from(s.donations)
      .innerJoin(s.orders, eq(s.orders.id, s.donations.orderId))
      .where(eq(s.donations.id, r.donationId))
      .limit(1);
    await runInLanguage(isLanguage(order?.language) ? order.language : 'en', () => send(r, site));
  }

  async function send(r: ReceiptRow, site: string) {
    await deps.messaging.send(
      'email',
      r.donorEmail,
      'receipt-issued',
      {
        site,
        name: r.donorName,
        number: r.number,
        short: shortNameOf(r),
        amount: formatINR(r.amountPaise),
        campaign: r.campaignTitle,
        profileUrl: `${deps.publicUrl}${localPath('/profile')}`,
        replaces: r.replacesNumber ?? '',
      },
      { attachments: [{ kind: 'receipt', id: String(r.id), filename: receiptFileName(r.number) }] },
    );
  }

  /**
   * The receipt's file as issued. Receipts issued before files were kept get theirs made now,
   * once (the first writer wins; later readers get the stored bytes).
   */
  async function storedPdf(r: ReceiptRow): Promise<Buffer> {
    if (r.pdf) return r.pdf;
    const pdf = await receiptPdf(r, deps.signer);
    await db
      .update(s.receipts)
      .set({ pdf, pdfSha256: sha256(pdf), signed: Boolean(deps.signer) })
      .where(and(eq(s.receipts.id, r.id), isNull(s.receipts.pdf)));
    const [kept] = await db.select({ pdf: s.receipts.pdf }).from(s.receipts).where(eq(s.receipts.id, r.id)).limit(1);
    return kept?.pdf ?? pdf;
  }

  // The receipt's PDF goes with its email: the stored file.
  deps.messaging.attachmentMaker('receipt', async (id) => {
    const [r] = /^\d{1,15}$/.test(id)
      ? await db
          .select()
          .from(s.receipts)
          .where(eq(s.receipts.id, Number(id)))
          .limit(1)
      : [];
    return r ? { contentType: 'application/pdf', content: await storedPdf(r) } : null;
  });

  /** Views with the numbers of the receipts that replaced them. */
  async function views(rows: ReceiptListRow[]): Promise<ReceiptView[]> {
    const ids = rows.map((r) => r.replacedById).filter((x): x is number => x !== null);
    const numbers = new Map<number, string>();
    if (ids.length) {
      for (const r of await db.select({ id: s.receipts.id, number: s.receipts.number }).from(s.receipts).where(inArray(s.receipts.id, ids))) {
        numbers.set(r.id, r.number);
      }
    }
    return rows.map((r) => view(r, numbers));
  }

  const service = {
    regimes,
    wordsFor,

    async saveRegime(id: number, input: TaxRegimeInput, by: number | null = null): Promise<TaxRegime> {
      const [before] = await db.select().from(s.taxRegimes).where(eq(s.taxRegimes.id, id)).limit(1);
      const [row] = await db
        .update(s.taxRegimes)
        .set({ ...input, updatedAt: new Date() })
        .where(eq(s.taxRegimes.id, id))
        .returning();
      if (!row || !before) throw AppError.notFound(serverText.taxLawNotFound);
      const { updatedAt: _u, ...rest } = row;
      const { updatedAt: _b, ...was } = before;
      await deps.audit.record({ actorId: by, action: 'tax-regime.edit', subjectType: 'tax-regime', subjectId: id, before: was, after: rest });
      return rest;
    },

    /**
     * The donor's request. Before the receipt is issued, a PAN, Aadhaar number or address sent
     * here replaces what the donation carried (and is what the receipt prints). Once issued, a
     * different one is refused with a message: only staff correct an issued receipt.
     */
    async request(email: string, donationId: number, input: ReceiptRequestInput = {}): Promise<{ requested: true; receipt: ReceiptView | null }> {
      const [d] = await db
        .select()
        .from(s.donations)
        .where(and(eq(s.donations.id, donationId), eq(s.donations.donorEmail, email)))
        .limit(1);
      if (!d) throw AppError.notFound(rm.donationNotFound);
      if (d.status !== 'paid') throw new AppError('not_paid', rm.notPaid);
      const issued = await validReceiptOf(db, d.id);
      if (issued) {
        const differs =
          (input.pan && input.pan !== issued.donorPan) ||
          (input.aadhaar && maskAadhaar(input.aadhaar) !== issued.donorAadhaarMasked) ||
          (input.address && input.address !== issued.donorAddress);
        if (differs) throw new AppError('receipt_state', rm.issuedNoChange);
        return { requested: true, receipt: (await views([issued]))[0] ?? null };
      }
      const pan = input.pan || (input.aadhaar ? null : d.donorPan) || null;
      const aadhaar = pan ? null : input.aadhaar || d.donorAadhaar || null;
      const address = input.address || d.donorAddress || '';
      const errors: Record<string, string> = {};
      const { shortName } = await wordsFor(financialYear(d.paidAt ?? d.createdAt));
      if (!pan && !aadhaar) errors.pan = rm.panRequired(shortName);
      if (!address) errors.address = rm.addressRequired(shortName);
      if (Object.keys(errors).length) throw AppError.invalid(errors);
      await deps.donations.saveTaxDetails(db, d.id, {
        donorPan: pan,
        donorAadhaar: aadhaar,
        donorAddress: address,
        receiptRequestedAt: d.receiptRequestedAt ?? new Date(),
      });
      const settings = await deps.settings();
      if (settings.autoIssueReceipts) {
        const [r] = await service.issue([d.id], null);
        return { requested: true, receipt: r ?? null };
      }
      return { requested: true, receipt: null };
    },

    /** Issues each donation's receipt (staff's `by`, or null when automatic); one email per new receipt. */
    async issue(donationIds: number[], by: number | null): Promise<ReceiptView[]> {
      const [settings, all] = await Promise.all([deps.settings(), regimes()]);
      const out: ReceiptRow[] = [];
      // One at a time, in the order given: numbers follow the staff's list.
      for (const id of [...new Set(donationIds)]) out.push((await issueTold(id, by, settings, all)).receipt);
      return views(out);
    },

    /** One donation's receipt, and whether it is new (false: it was issued before, returned as it is). A bulk issue's line. */
    async issueOne(donationId: number, by: number | null): Promise<{ receipt: ReceiptView; fresh: boolean }> {
      const [settings, all] = await Promise.all([deps.settings(), regimes()]);
      const { receipt, fresh } = await issueTold(donationId, by, settings, all);
      const [v] = await views([receipt]);
      if (!v) throw new Error('receipt vanished');
      return { receipt: v, fresh };
    },

    /**
     * Staff correct an issued receipt (a wrong name, PAN, Aadhaar or address): it is cancelled,
     * kept, and points to a new receipt with a new number that prints the correction (and says
     * which number it replaces). The donation keeps the corrected details for the statement, and
     * the donor is emailed the new receipt.
     */
    async correct(id: number, input: ReceiptCorrectionInput, by: number): Promise<ReceiptView> {
      const [settings, all] = await Promise.all([deps.settings(), regimes()]);
      const [first] = await db.select({ donationId: s.receipts.donationId }).from(s.receipts).where(eq(s.receipts.id, id)).limit(1);
      if (!first) throw AppError.notFound(rm.notFound);
      const { old, fresh } = await db.transaction(async (tx) => {
        const d = await lockedDonation(tx, first.donationId);
        const [old] = await tx.select().from(s.receipts).where(eq(s.receipts.id, id)).limit(1).for('update');
        if (!old) throw AppError.notFound(rm.notFound);
        if (old.cancelledAt) throw new AppError('receipt_state', rm.alreadyCancelled);
        const g = d.donation;
        const pan = input.pan || (input.aadhaar ? null : old.donorPan);
        const aadhaar = pan ? null : input.aadhaar || (input.pan ? null : g.donorAadhaar);
        if (!pan && !aadhaar) throw AppError.invalid({ pan: rm.needsPan });
        const donor = { name: input.donorName || old.donorName, pan, aadhaar, address: input.address || old.donorAddress };
        await tx.update(s.receipts).set({ cancelledAt: now(), cancelReason: input.reason }).where(eq(s.receipts.id, old.id));
        const fresh = await make(tx, g, d, donor, by, settings, all, old.number);
        await tx.update(s.receipts).set({ replacedById: fresh.id }).where(eq(s.receipts.id, old.id));
        await deps.donations.saveTaxDetails(tx, g.id, {
          donorName: donor.name,
          donorPan: donor.pan,
          donorAadhaar: donor.pan ? g.donorAadhaar : donor.aadhaar,
          donorAddress: donor.address,
        });
        return { old, fresh };
      });
      await deps.audit.record({
        actorId: by,
        action: 'receipt.correct',
        subjectType: 'receipt',
        subjectId: old.number,
        before: { number: old.number, donorName: old.donorName, donorPan: old.donorPan, donorAadhaar: old.donorAadhaarMasked, donorAddress: old.donorAddress },
        after: {
          number: fresh.number,
          reason: input.reason,
          donorName: fresh.donorName,
          donorPan: fresh.donorPan,
          donorAadhaar: fresh.donorAadhaarMasked,
          donorAddress: fresh.donorAddress,
          pdfSha256: fresh.pdfSha256,
        },
      });
      await tell(fresh, settings.foundationName);
      const [v] = await views([fresh]);
      if (!v) throw new Error('receipt vanished');
      return v;
    },

    /** After a payment: with the setting on, a gift that carried a PAN (or Aadhaar) and an address gets its receipt. */
    async autoIssue(orderId: number): Promise<void> {
      const settings = await deps.settings();
      if (!settings.autoIssueReceipts) return;
      const [d] = await db
        .select({
          id: s.donations.id,
          pan: s.donations.donorPan,
          aadhaar: s.donations.donorAadhaar,
          address: s.donations.donorAddress,
          status: s.donations.status,
        })
        .from(s.donations)
        .where(eq(s.donations.orderId, orderId))
        .limit(1);
      if (!(d?.pan || d?.aadhaar) || !d.address || d.status !== 'paid') return;
      await service.issue([d.id], null);
    },

    /**
     * Paid donations whose donor asked for a receipt that has not been issued, oldest request
     * first, a page at a time (all of them made one page of 631 KB at volume).
     */
    async pending(after?: string): Promise<ListPage<PendingReceipt>> {
      const key = timeIdCursor(after);
      const limit = pageSize(undefined);
      const rows = await db
        .select({
          cursorAt: cursorTime(s.donations.receiptRequestedAt),
          donationId: s.donations.id,
          reference: s.donations.reference,
          donorName: s.donations.donorName,
          donorEmail: s.donations.donorEmail,
          donorPan: s.donations.donorPan,
          aadhaar: s.donations.donorAadhaar,
          address: s.donations.donorAddress,
          // What the receipt will say: the campaign's part and the urgent add-on.
          amountPaise: sql<number>`(${s.donations.amountPaise} + ${s.donations.urgentPaise})::bigint`.mapWith(Number),
          campaignTitle: s.campaigns.title,
          paidAt: s.donations.paidAt,
          createdAt: s.donations.createdAt,
          requestedAt: s.donations.receiptRequestedAt,
        })
        .from(s.donations)
        .innerJoin(s.campaigns, eq(s.campaigns.id, s.donations.campaignId))
        .where(and(waiting, newerThan(s.donations.receiptRequestedAt, s.donations.id, key)))
        .orderBy(asc(s.donations.receiptRequestedAt), asc(s.donations.id))
        .limit(limit + 1);
      return pageOf(
        rows,
        limit,
        (r) => [r.cursorAt, r.donationId],
        (page) =>
          page.map(({ address, aadhaar, paidAt, createdAt, requestedAt, cursorAt: _at, ...r }) => ({
            ...r,
            // Staff see an Aadhaar number as the receipt prints it, masked.
            donorAadhaar: aadhaar ? maskAadhaar(aadhaar) : null,
            hasAddress: Boolean(address),
            paidAt: (paidAt ?? createdAt).toISOString(),
            requestedAt: (requestedAt ?? createdAt).toISOString(),
          })),
      );
    },

    /**
     * What will happen about a paid gift's receipt, for its success page (by the order's
     * reference, which its donation keeps): issued, being issued (automatic issue is on and the
     * gift has what a receipt needs), requested from staff, requested but missing the address,
     * or not asked for. Null while the gift is not paid.
     */
    async outlook(reference: string): Promise<ReceiptOutlook | null> {
      const [d] = await db
        .select({
          status: s.donations.status,
          requested: s.donations.receiptRequestedAt,
          issued: s.donations.receiptIssuedAt,
          pan: s.donations.donorPan,
          aadhaar: s.donations.donorAadhaar,
          address: s.donations.donorAddress,
        })
        .from(s.donations)
        .where(eq(s.donations.reference, reference))
        .limit(1);
      if (d?.status !== 'paid') return null;
      if (d.issued) return 'issued';
      if (!d.requested) return 'none';
      if (!(d.pan || d.aadhaar) || !d.address) return 'needs-address';
      return (await deps.settings()).autoIssueReceipts ? 'issuing' : 'requested';
    },

    async pendingCount(): Promise<number> {
      const [r] = await db.select({ n: sql<number>`count(*)::int` }).from(s.donations).where(waiting);
      return Number(r?.n ?? 0);
    },

    /** Sends an issued receipt's email again (a donor who lost it); logged. At most once a minute per receipt. */
    async resend(id: number, by: number): Promise<ReceiptView> {
      const [r] = await db.select().from(s.receipts).where(eq(s.receipts.id, id)).limit(1);
      if (!r) throw AppError.notFound(rm.notFound);
      if (r.cancelledAt) throw new AppError('receipt_state', rm.alreadyCancelled);
      // The audit log is the record of sends (the platform's table, read through its service).
      const [last] = (await deps.audit.list({ action: 'receipt.resend', subjectId: r.number, limit: 1 })).items;
      const recent = last && Date.parse(last.createdAt) > Date.now() - 60_000;
      if (recent) throw AppError.tooMany(rm.resentRecently);
      await tell(r, (await deps.settings()).foundationName);
      await deps.audit.record({
        actorId: by,
        action: 'receipt.resend',
        subjectType: 'receipt',
        subjectId: r.number,
        before: null,
        after: { to: r.donorEmail },
      });
      const [v] = await views([r]);
      if (!v) throw new Error('receipt vanished');
      return v;
    },

    /** One issued receipt as staff see it (its own page: email again, correct), or null. */
    async one(id: number): Promise<ReceiptView | null> {
      const [r] = await db.select(listColumns).from(s.receipts).where(eq(s.receipts.id, id)).limit(1);
      if (!r) return null;
      const [v] = await views([r]);
      return v ?? null;
    },

    /** Issued receipts, newest first, a page at a time. */
    async issued(after?: string): Promise<ListPage<ReceiptView>> {
      const key = timeIdCursor(after);
      const limit = pageSize(undefined);
      const rows = await db
        .select({ row: listColumns, cursorAt: cursorTime(s.receipts.issuedAt) })
        .from(s.receipts)
        .where(olderThan(s.receipts.issuedAt, s.receipts.id, key))
        .orderBy(desc(s.receipts.issuedAt), desc(s.receipts.id))
        .limit(limit + 1);
      return pageOf(
        rows,
        limit,
        (r) => [r.cursorAt, r.row.id],
        (page) => views(page.map((r) => r.row)),
      );
    },

    /**
     * The PDF of one receipt as issued, for its donor (by the email they proved) or for staff. A
     * cancelled receipt is staff's record only: its donor has the one that replaced it.
     */
    async pdf(viewer: { email: string; staff: boolean }, id: number): Promise<{ number: string; bytes: Buffer }> {
      const [r] = await db.select().from(s.receipts).where(eq(s.receipts.id, id)).limit(1);
      if (!r || (!viewer.staff && (r.donorEmail !== viewer.email || r.cancelledAt))) throw AppError.notFound(rm.notFound);
      return { number: r.number, bytes: await storedPdf(r) };
    },
  };
  return service;
}

export type ReceiptsService = ReturnType<typeof receiptsService>;
