import type { PublicVendor, VendorSummary } from '@sahyog/core';
import type { VendorsApi } from '@sahyog/core/context';
import { type Db, schema as s } from '@sahyog/db';
import { and, eq } from 'drizzle-orm';
import { vendorFollows } from './follows.ts';

const summaryColumns = {
  id: s.vendors.id,
  userId: s.vendors.userId,
  slug: s.vendors.slug,
  displayName: s.vendors.displayName,
  legalName: s.vendors.legalName,
  status: s.vendors.status,
  statusReason: s.vendors.statusReason,
  city: s.vendors.city,
  state: s.vendors.state,
};

// The shop's sellers (issue 24): applications to sell, KYC kept privately, staff review, follows.
export function vendorsService(deps: { db: Db }) {
  const { db } = deps;

  /** The signed-in account's shop, whatever its state; null when it never applied. */
  async function forUser(userId: number): Promise<VendorSummary | null> {
    const [row] = await db.select(summaryColumns).from(s.vendors).where(eq(s.vendors.userId, userId));
    return row ?? null;
  }

  async function byId(id: number): Promise<VendorSummary | null> {
    const [row] = await db.select(summaryColumns).from(s.vendors).where(eq(s.vendors.id, id));
    return row ?? null;
  }

  /** A shop buyers may see: approved only (a suspended one is gone at once). */
  async function publicBySlug(slug: string): Promise<PublicVendor | null> {
    const [row] = await db
      .select()
      .from(s.vendors)
      .where(and(eq(s.vendors.slug, slug), eq(s.vendors.status, 'approved')));
    if (!row?.slug) return null;
    return {
      id: row.id,
      slug: row.slug,
      displayName: row.displayName,
      legalName: row.legalName,
      about: row.about,
      logo: row.logo,
      logoWebp: row.logoWebp,
      headerImage: row.headerImage,
      headerImageWebp: row.headerImageWebp,
      addressLine: row.addressLine,
      city: row.city,
      state: row.state,
      pinCode: row.pinCode,
      supportEmail: row.supportEmail,
      supportPhone: row.supportPhone,
      returnPolicy: row.returnPolicy,
      followers: row.followers,
      since: (row.reviewedAt ?? row.createdAt).toISOString(),
    };
  }

  return { ...({ forUser, byId, publicBySlug } satisfies VendorsApi), follows: vendorFollows(db) };
}

export type VendorsService = ReturnType<typeof vendorsService>;
