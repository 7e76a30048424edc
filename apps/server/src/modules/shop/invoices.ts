// A vendor order's GST document (issue 25): a tax invoice (a bill of supply from a seller
// without a GSTIN) issued once, when the vendor ships the order, in the vendor's own gapless
// series for the financial year; a credit note against it for each refund of a return. The
// numbers are taken in the issuing transaction (a rolled-back issue gives its number back), the
// figures come from core's invoiceTotals, and the PDF is made once and kept with its SHA-256.

import { hash } from 'node:crypto';
import { financialYear, gstStateCode, indiaDay, invoiceTotals, supplyKind, type VendorSummary } from '@sahyog/core';
import { type Db, schema as s } from '@sahyog/db';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { isLanguage, runInLanguage } from '../../platform/language.ts';
import type { Tx } from '../payments/index.ts';
import { type InvoiceDoc, invoicePdf } from './invoice-pdf.ts';

type OrderRow = typeof s.shopOrders.$inferSelect;
type LineRow = typeof s.shopOrderLines.$inferSelect;

/**
 * A vendor's prefix: up to five letters and digits of its address (GST allows 16 characters in
 * all, so "BAGRU/2627/00012" fits), with its id when the address has none.
 */
/** A document is made once, in the language its buyer ordered in (as a receipt is in its donor's). */
const inBuyersLanguage = <T>(order: { language: string }, make: () => T): T => runInLanguage(isLanguage(order.language) ? order.language : 'en', make);

export function invoicePrefix(vendor: Pick<VendorSummary, 'id' | 'slug'>): string {
  const letters = (vendor.slug ?? '')
    .replace(/[^a-z0-9]/gi, '')
    .toUpperCase()
    .slice(0, 5);
  return letters || `V${vendor.id}`.slice(0, 5);
}

/**
 * "BAGRU/2627/00012": prefix, the financial year's two pairs of digits, the serial; a credit
 * note's serial starts with C ("BAGRU/2627/C0003"), its own series. (The credit notes once
 * took "BAGRC" as their prefix, which a shop whose own prefix is BAGRC would share: the two
 * series then collided on the same number.) Both fit GST's 16 characters up to 9,999 credit notes a year.
 */
export function invoiceNumber(prefix: string, fy: string, serial: number, credit = false): string {
  const year = `${fy.slice(2, 4)}${fy.slice(5, 7)}`;
  return `${prefix}/${year}/${credit ? `C${String(serial).padStart(4, '0')}` : String(serial).padStart(5, '0')}`;
}

/** A document as an order's page lists it: its number and date, not its bytes. */
export type InvoiceListItem = { id: number; kind: string; number: string; issuedOn: string; totalPaise: number };

/** The e-commerce operator a document names: read before the issuing transaction (on PGlite a read outside it would wait for it). */
export type Operator = { name: string; gstin: string | null };

export function shopInvoices(deps: { db: Db; operator: () => Promise<Operator> }) {
  const { db } = deps;
  const inv = s.shopInvoices;

  async function nextSerial(tx: Tx, vendorId: number, series: string): Promise<number> {
    const [row] = await tx
      .insert(s.invoiceCounters)
      .values({ vendorId, series, last: 1 })
      .onConflictDoUpdate({ target: [s.invoiceCounters.vendorId, s.invoiceCounters.series], set: { last: sql`${s.invoiceCounters.last} + 1` } })
      .returning({ last: s.invoiceCounters.last });
    if (!row) throw new Error('invoice counter returned nothing');
    return row.last;
  }

  function doc(order: OrderRow, lines: readonly LineRow[], vendor: VendorSummary, at: Date, operator: { name: string; gstin: string | null }) {
    const sellerCode = gstStateCode(vendor.state) ?? '';
    const buyerCode = gstStateCode(order.shipTo.state) ?? '';
    const supply = supplyKind({ gstin: vendor.gstin, stateCode: sellerCode }, buyerCode);
    const totals = invoiceTotals(
      lines.map((l) => ({
        description: l.variantLabel ? `${l.title} (${l.variantLabel})` : l.title,
        hsnCode: l.hsnCode,
        quantity: l.quantity,
        unitPricePaise: l.unitPricePaise,
        gstRateBp: l.gstRateBp,
      })),
      supply,
    );
    const t = order.shipTo;
    const base: Omit<InvoiceDoc, 'kind' | 'number'> = {
      issuedOn: indiaDay(at),
      orderReference: order.reference,
      seller: {
        name: vendor.legalName,
        addressLines: [vendor.addressLine, `${vendor.city} ${vendor.pinCode}`],
        state: vendor.state,
        stateCode: sellerCode,
        gstin: vendor.gstin,
        pan: vendor.pan,
      },
      buyer: {
        name: t.name,
        addressLines: [t.line1, ...(t.line2 ? [t.line2] : []), `${t.city} ${t.pinCode}`],
        state: t.state,
        stateCode: buyerCode,
        gstin: null,
        phone: t.phone,
      },
      placeOfSupply: `${t.state} (${buyerCode})`,
      totals,
      operator,
    };
    return { base, totals, supply };
  }

  return {
    /** The order's invoice, issued now in the vendor's series (once: a second call answers the first). */
    operator: deps.operator,

    async issue(tx: Tx, order: OrderRow, lines: readonly LineRow[], vendor: VendorSummary, operator: Operator, at = new Date()): Promise<{ number: string }> {
      const [existing] = await tx
        .select({ number: inv.number })
        .from(inv)
        .where(and(eq(inv.shopOrderId, order.id), sql`${inv.kind} <> 'credit-note'`));
      if (existing) return existing;
      const { base, totals, supply } = doc(order, lines, vendor, at, operator);
      const fy = financialYear(at);
      const number = invoiceNumber(invoicePrefix(vendor), fy, await nextSerial(tx, vendor.id, `INV ${fy}`));
      const kind = supply === 'unregistered' ? 'bill-of-supply' : 'tax-invoice';
      const pdf = await inBuyersLanguage(order, () => invoicePdf({ ...base, kind, number }));
      await tx.insert(inv).values({
        shopOrderId: order.id,
        vendorId: vendor.id,
        kind,
        number,
        issuedOn: base.issuedOn,
        totalPaise: totals.grossPaise,
        taxPaise: totals.cgstPaise + totals.sgstPaise + totals.igstPaise,
        pdf,
        sha256: hash('sha256', pdf, 'hex'),
      });
      return { number };
    },

    /** A credit note for the lines given back (at their sold prices), against the order's invoice. */
    async creditNote(
      tx: Tx,
      order: OrderRow,
      lines: readonly LineRow[],
      vendor: VendorSummary,
      operator: Operator,
      at = new Date(),
    ): Promise<{ number: string } | null> {
      const [invoice] = await tx
        .select()
        .from(inv)
        .where(and(eq(inv.shopOrderId, order.id), sql`${inv.kind} <> 'credit-note'`));
      if (!invoice) return null;
      const { base, totals } = doc(order, lines, vendor, at, operator);
      const fy = financialYear(at);
      const number = invoiceNumber(invoicePrefix(vendor), fy, await nextSerial(tx, vendor.id, `CN ${fy}`), true);
      const pdf = await inBuyersLanguage(order, () =>
        invoicePdf({ ...base, kind: 'credit-note', number, against: { number: invoice.number, issuedOn: invoice.issuedOn } }),
      );
      await tx.insert(inv).values({
        shopOrderId: order.id,
        vendorId: vendor.id,
        kind: 'credit-note',
        number,
        issuedOn: base.issuedOn,
        againstId: invoice.id,
        totalPaise: totals.grossPaise,
        taxPaise: totals.cgstPaise + totals.sgstPaise + totals.igstPaise,
        pdf,
        sha256: hash('sha256', pdf, 'hex'),
      });
      return { number };
    },

    /** Each order's documents, invoice first (numbers and dates, no bytes), in one read for a list of orders. */
    async lists(orderIds: readonly number[]): Promise<Map<number, InvoiceListItem[]>> {
      const out = new Map<number, InvoiceListItem[]>();
      if (!orderIds.length) return out;
      const rows = await db
        .select({ shopOrderId: inv.shopOrderId, id: inv.id, kind: inv.kind, number: inv.number, issuedOn: inv.issuedOn, totalPaise: inv.totalPaise })
        .from(inv)
        .where(inArray(inv.shopOrderId, [...orderIds]))
        .orderBy(asc(inv.id));
      for (const { shopOrderId, ...doc } of rows) out.set(shopOrderId, [...(out.get(shopOrderId) ?? []), doc]);
      return out;
    },

    /** One document's stored bytes, if it belongs to the order. */
    async file(orderId: number, id: number): Promise<{ number: string; pdf: Buffer } | null> {
      const [row] = await db
        .select({ number: inv.number, pdf: inv.pdf })
        .from(inv)
        .where(and(eq(inv.id, id), eq(inv.shopOrderId, orderId)));
      return row ? { number: row.number, pdf: Buffer.from(row.pdf) } : null;
    },
  };
}

export type ShopInvoices = ReturnType<typeof shopInvoices>;
