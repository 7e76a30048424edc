// 80G receipts: the donor asks (PAN and address required), staff issue (one by one, in bulk, or
// automatically when the gift carried both), the PDF is downloadable by its donor and by staff.
// Numbers run per financial year of the donation with no gaps: the counter and the receipt are
// written in one transaction that holds the donation's row, so two staff issuing at once get
// one receipt, and a failed issue leaves no hole.
import {
  AppError,
  financialYear,
  formatINR,
  type PendingReceipt,
  type ReceiptRequestInput,
  type ReceiptView,
  receiptFileName,
  receiptNumber,
  regimeFor,
  receiptMessages as rm,
  type Settings,
  type TaxRegime,
  type TaxRegimeInput,
} from '@sahyog/core';
import { type Db, schema as s } from '@sahyog/db';
import { and, asc, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { AuditLog } from '../../platform/audit.ts';
import type { MessagingService } from '../messaging/index.ts';
import { receiptPdf } from './receipt-pdf.ts';

export interface ReceiptsDeps {
  db: Db;
  settings: () => Promise<Settings>;
  messaging: Pick<MessagingService, 'send' | 'attachmentMaker'>;
  publicUrl: string;
  audit: Pick<AuditLog, 'record'>;
}

type ReceiptRow = typeof s.receipts.$inferSelect;

const MODES: Record<string, string> = {
  upi: 'UPI (electronic)',
  razorpay: 'Online payment (electronic)',
  simulator: 'Payment simulator (test, not a real payment)',
};

const view = (r: ReceiptRow): ReceiptView => ({
  id: r.id,
  number: r.number,
  donationId: r.donationId,
  donorName: r.donorName,
  donorEmail: r.donorEmail,
  donorPan: r.donorPan,
  amountPaise: r.amountPaise,
  campaignTitle: r.campaignTitle,
  issuedAt: r.issuedAt.toISOString(),
});

export function receiptsService(deps: ReceiptsDeps) {
  const { db } = deps;

  async function regimes(): Promise<TaxRegime[]> {
    return db
      .select({
        id: s.taxRegimes.id,
        fromYear: s.taxRegimes.fromYear,
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

  /** Issues one donation's receipt, or returns the one it already has. */
  async function issueOne(donationId: number, by: number | null, settings: Settings, all: TaxRegime[]): Promise<{ receipt: ReceiptRow; fresh: boolean }> {
    return db.transaction(async (tx) => {
      const [d] = await tx
        .select({ donation: s.donations, campaignTitle: s.campaigns.title, utr: s.orders.utr, paymentId: s.orders.providerPaymentId })
        .from(s.donations)
        .innerJoin(s.campaigns, eq(s.campaigns.id, s.donations.campaignId))
        .leftJoin(s.orders, eq(s.orders.id, s.donations.orderId))
        .where(eq(s.donations.id, donationId))
        .limit(1)
        .for('update', { of: s.donations });
      if (!d) throw AppError.notFound(rm.donationNotFound);
      const [existing] = await tx.select().from(s.receipts).where(eq(s.receipts.donationId, donationId)).limit(1);
      if (existing) return { receipt: existing, fresh: false };
      const g = d.donation;
      if (g.status !== 'paid') throw new AppError('not_paid', rm.notPaid);
      if (!g.donorPan) throw AppError.invalid({ pan: rm.needsPan });
      if (!g.donorAddress) throw AppError.invalid({ address: rm.needsAddress });
      const donatedAt = g.paidAt ?? g.createdAt;
      const fy = financialYear(donatedAt);
      const regime = regimeFor(all, fy);
      if (!regime) throw new Error(`no tax regime covers ${fy}`);
      const [counter] = await tx
        .insert(s.receiptCounters)
        .values({ financialYear: fy, last: 1 })
        .onConflictDoUpdate({ target: s.receiptCounters.financialYear, set: { last: sql`${s.receiptCounters.last} + 1` } })
        .returning({ last: s.receiptCounters.last });
      const sequence = counter?.last ?? 1;
      const [receipt] = await tx
        .insert(s.receipts)
        .values({
          number: receiptNumber(fy, sequence),
          financialYear: fy,
          sequence,
          donationId,
          donorName: g.donorName,
          donorEmail: g.donorEmail,
          donorPan: g.donorPan,
          donorAddress: g.donorAddress,
          amountPaise: g.amountPaise,
          mode: MODES[g.method ?? ''] ?? 'Electronic',
          transactionReference: [d.utr ? `UTR ${d.utr}` : d.paymentId, g.reference].filter(Boolean).join(' · '),
          donatedAt,
          campaignTitle: d.campaignTitle,
          regime: { actName: regime.actName, section: regime.section, certificateForm: regime.certificateForm, rule: regime.rule },
          foundation: {
            name: settings.foundationName,
            address: settings.address,
            pan: settings.pan,
            registration: settings.reg80G,
            validity: settings.reg80GValidity,
            signatory: settings.signatoryName,
            signatoryTitle: settings.signatoryTitle,
          },
          issuedBy: by,
        })
        .returning();
      if (!receipt) throw new Error('receipt insert returned nothing');
      return { receipt, fresh: true };
    });
  }

  async function tell(r: ReceiptRow, site: string) {
    await deps.messaging.send(
      'email',
      r.donorEmail,
      'receipt-issued',
      {
        site,
        name: r.donorName,
        number: r.number,
        amount: formatINR(r.amountPaise),
        campaign: r.campaignTitle,
        profileUrl: `${deps.publicUrl}/profile`,
      },
      { attachments: [{ kind: 'receipt', id: String(r.id), filename: receiptFileName(r.number) }] },
    );
  }

  // The receipt's PDF goes with its email, made when the email is sent.
  deps.messaging.attachmentMaker('receipt', async (id) => {
    const [r] = /^\d{1,15}$/.test(id)
      ? await db
          .select()
          .from(s.receipts)
          .where(eq(s.receipts.id, Number(id)))
          .limit(1)
      : [];
    return r ? { contentType: 'application/pdf', content: await receiptPdf(r) } : null;
  });

  const service = {
    regimes,

    async saveRegime(id: number, input: TaxRegimeInput, by: number | null = null): Promise<TaxRegime> {
      const [before] = await db.select().from(s.taxRegimes).where(eq(s.taxRegimes.id, id)).limit(1);
      const [row] = await db
        .update(s.taxRegimes)
        .set({ ...input, updatedAt: new Date() })
        .where(eq(s.taxRegimes.id, id))
        .returning();
      if (!row || !before) throw AppError.notFound('Tax law names not found');
      const { updatedAt: _u, ...rest } = row;
      const { updatedAt: _b, ...was } = before;
      await deps.audit.record({ actorId: by, action: 'tax-regime.edit', subjectType: 'tax-regime', subjectId: id, before: was, after: rest });
      return rest;
    },

    /**
     * The donor's request: PAN and address come from the donation, else from this request (and
     * are kept on the donation). With the automatic setting on, the receipt is issued at once.
     */
    async request(email: string, donationId: number, input: ReceiptRequestInput = {}): Promise<{ requested: true; receipt: ReceiptView | null }> {
      const [d] = await db
        .select()
        .from(s.donations)
        .where(and(eq(s.donations.id, donationId), eq(s.donations.donorEmail, email)))
        .limit(1);
      if (!d) throw AppError.notFound(rm.donationNotFound);
      if (d.status !== 'paid') throw new AppError('not_paid', rm.notPaid);
      const pan = d.donorPan || input.pan || '';
      const address = d.donorAddress || input.address || '';
      const errors: Record<string, string> = {};
      if (!pan) errors.pan = rm.panRequired;
      if (!address) errors.address = rm.addressRequired;
      if (Object.keys(errors).length) throw AppError.invalid(errors);
      // Once issued, what the receipt printed stays as it was.
      const [issued] = await db.select({ id: s.receipts.id }).from(s.receipts).where(eq(s.receipts.donationId, d.id)).limit(1);
      if (!issued) {
        await db
          .update(s.donations)
          .set({ donorPan: pan, donorAddress: address, receiptRequestedAt: d.receiptRequestedAt ?? new Date() })
          .where(eq(s.donations.id, d.id));
      }
      const settings = await deps.settings();
      if (!issued && settings.autoIssueReceipts) {
        const [r] = await service.issue([d.id], null);
        return { requested: true, receipt: r ?? null };
      }
      return { requested: true, receipt: null };
    },

    /** Issues each donation's receipt (staff's `by`, or null when automatic); one email per new receipt. */
    async issue(donationIds: number[], by: number | null): Promise<ReceiptView[]> {
      const [settings, all] = await Promise.all([deps.settings(), regimes()]);
      const out: ReceiptView[] = [];
      // One at a time, in the order given: numbers follow the staff's list.
      for (const id of [...new Set(donationIds)]) {
        const { receipt, fresh } = await issueOne(id, by, settings, all);
        if (fresh) {
          await deps.audit.record({
            actorId: by,
            action: 'receipt.issue',
            subjectType: 'donation',
            subjectId: id,
            after: { number: receipt.number, amountPaise: receipt.amountPaise },
          });
          await tell(receipt, settings.foundationName);
        }
        out.push(view(receipt));
      }
      return out;
    },

    /** After a payment: with the setting on, a gift that carried a PAN and an address gets its receipt. */
    async autoIssue(orderId: number): Promise<void> {
      const settings = await deps.settings();
      if (!settings.autoIssueReceipts) return;
      const [d] = await db
        .select({ id: s.donations.id, pan: s.donations.donorPan, address: s.donations.donorAddress, status: s.donations.status })
        .from(s.donations)
        .where(eq(s.donations.orderId, orderId))
        .limit(1);
      if (!d?.pan || !d.address || d.status !== 'paid') return;
      await service.issue([d.id], null);
    },

    /** Paid donations whose donor asked for a receipt that has not been issued, oldest first. */
    async pending(): Promise<PendingReceipt[]> {
      const rows = await db
        .select({
          donationId: s.donations.id,
          reference: s.donations.reference,
          donorName: s.donations.donorName,
          donorEmail: s.donations.donorEmail,
          donorPan: s.donations.donorPan,
          address: s.donations.donorAddress,
          amountPaise: s.donations.amountPaise,
          campaignTitle: s.campaigns.title,
          paidAt: s.donations.paidAt,
          createdAt: s.donations.createdAt,
          requestedAt: s.donations.receiptRequestedAt,
        })
        .from(s.donations)
        .innerJoin(s.campaigns, eq(s.campaigns.id, s.donations.campaignId))
        .leftJoin(s.receipts, eq(s.receipts.donationId, s.donations.id))
        .where(and(isNotNull(s.donations.receiptRequestedAt), eq(s.donations.status, 'paid'), isNull(s.receipts.id)))
        .orderBy(asc(s.donations.receiptRequestedAt), asc(s.donations.id))
        .limit(500);
      return rows.map(({ address, paidAt, createdAt, requestedAt, ...r }) => ({
        ...r,
        hasAddress: Boolean(address),
        paidAt: (paidAt ?? createdAt).toISOString(),
        requestedAt: (requestedAt ?? createdAt).toISOString(),
      }));
    },

    /** Sends an issued receipt's email again (a donor who lost it); logged. At most once a minute per receipt. */
    async resend(id: number, by: number): Promise<ReceiptView> {
      const [r] = await db.select().from(s.receipts).where(eq(s.receipts.id, id)).limit(1);
      if (!r) throw AppError.notFound(rm.notFound);
      const [recent] = await db
        .select({ id: s.auditEvents.id })
        .from(s.auditEvents)
        .where(
          and(eq(s.auditEvents.action, 'receipt.resend'), eq(s.auditEvents.subjectId, r.number), gt(s.auditEvents.createdAt, new Date(Date.now() - 60_000))),
        )
        .limit(1);
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
      return view(r);
    },

    async issued(): Promise<ReceiptView[]> {
      const rows = await db.select().from(s.receipts).orderBy(desc(s.receipts.issuedAt), desc(s.receipts.id)).limit(200);
      return rows.map(view);
    },

    /** The PDF of one receipt, for its donor (by the email they proved) or for staff. */
    async pdf(viewer: { email: string; staff: boolean }, id: number): Promise<{ number: string; bytes: Buffer }> {
      const [r] = await db.select().from(s.receipts).where(eq(s.receipts.id, id)).limit(1);
      if (!r || (!viewer.staff && r.donorEmail !== viewer.email)) throw AppError.notFound(rm.notFound);
      return { number: r.number, bytes: await receiptPdf(r) };
    },
  };
  return service;
}

export type ReceiptsService = ReturnType<typeof receiptsService>;
