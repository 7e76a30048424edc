// The shop's sellers (issue 24): the application to sell (checked fields, logo and header as
// public pictures, KYC files kept privately), staff review (approve | reject | suspend |
// reinstate, each audited and emailed in the vendor's language), the approved vendor's profile.
// `vendors.status` is the one truth of whether a shop sells: products join it.
import { createHash, randomBytes } from 'node:crypto';
import {
  AppError,
  gstStateCode,
  KYC_MAX_BYTES,
  KYC_MAX_FILES,
  type KycKind,
  type KycUpload,
  type ListPage,
  likePrefix,
  localPath,
  maskAccount,
  type PublicUser,
  type PublicVendor,
  RETURN_WINDOW_DAYS,
  VENDOR_MOVES,
  VENDOR_PHOTO_MAX_BYTES,
  type VendorAdminView,
  type VendorApplicationInput,
  type VendorDecision,
  type VendorDocumentView,
  type VendorLegalInput,
  type VendorListItem,
  type VendorOwnView,
  type VendorPictures,
  type VendorProfileInput,
  type VendorRecord,
  type VendorStatus,
  vendorsAdminMessages,
  vendorMessages as vm,
} from '@sahyog/core';
import type { VendorsApi } from '@sahyog/core/context';
import { type Db, schema as s } from '@sahyog/db';
import { and, asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Sharp } from 'sharp';
import type { AuditLog } from '../../platform/audit.ts';
import { refuseOwnDecision } from '../../platform/duties.ts';
import { cursorTime, olderThan, pageOf, pageSize, timeIdCursor } from '../../platform/keyset.ts';
import { isLanguage, runInLanguage } from '../../platform/language.ts';
import { type EncodedPhoto, encodePhoto, type PhotoRules, storePhoto } from '../../platform/photos.ts';
import type { PrivateStorage, Storage } from '../../platform/storage.ts';
import type { AuthService } from '../auth/index.ts';
import type { MessagingService } from '../messaging/index.ts';
import type { PrivacyService } from '../privacy/index.ts';
import { vendorFollows } from './follows.ts';
import { ifscBank, ifscKnown } from './ifsc.ts';
import { kycFileName, sniffKyc } from './kyc.ts';

type Row = typeof s.vendors.$inferSelect;
type DocRow = typeof s.vendorDocuments.$inferSelect;

export interface VendorsDeps {
  db: Db;
  auth: Pick<AuthService, 'user' | 'languageOf' | 'makeVendor'>;
  messaging: Pick<MessagingService, 'send'>;
  privacy: Pick<PrivacyService, 'record' | 'onWithdraw'>;
  audit: Pick<AuditLog, 'record' | 'list'>;
  storage: Storage;
  privateFiles: PrivateStorage;
  siteName: () => Promise<string>;
  publicUrl: string;
  /** Public pages read shops (a suspension hides one): the page cache is dropped on every move. */
  onPublicChange: () => void;
}

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
  // What a vendor's invoices and its withholdings need (issue 25).
  gstin: s.vendors.gstin,
  pan: s.vendors.pan,
  addressLine: s.vendors.addressLine,
  pinCode: s.vendors.pinCode,
  returnWindowDays: s.vendors.returnWindowDays,
  createdAt: s.vendors.createdAt,
};

const LOGO = { width: 400, height: 400 } as const;
const HEADER = { width: 1600, height: 500 } as const;

function slugBase(name: string): string {
  const base = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return base || 'shop';
}

const isUniqueViolation = (e: unknown, constraint: string) => {
  const err = e as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const c = err.cause ?? err;
  return c.code === '23505' && (!c.constraint || c.constraint === constraint);
};

const docView = (d: DocRow): VendorDocumentView => ({
  id: d.id,
  kind: d.kind as KycKind,
  fileName: d.fileName,
  contentType: d.contentType,
  bytes: d.bytes,
  sha256: d.sha256,
  createdAt: d.createdAt.toISOString(),
});

export function vendorsService(deps: VendorsDeps) {
  const { db } = deps;

  // Withdrawing the consent given on applying stops the review of an undecided application; a
  // decided shop stays as decided (its sales records are kept as tax law requires).
  deps.privacy.onWithdraw('vendor-application', async (c) => {
    const id = Number(/^vendor:(\d+):/.exec(c.subject)?.[1]);
    if (!Number.isSafeInteger(id)) return;
    const [withdrawn] = await db
      .update(s.vendors)
      .set({ status: 'rejected', statusReason: vm.withdrawnReason, updatedAt: new Date() })
      .where(and(eq(s.vendors.id, id), eq(s.vendors.status, 'submitted')))
      .returning({ id: s.vendors.id });
    if (withdrawn) {
      await deps.audit.record({
        actorId: c.userId,
        action: 'vendor.withdraw',
        subjectType: 'vendor',
        subjectId: id,
        before: { status: 'submitted' },
        after: { status: 'rejected', reason: vm.withdrawnReason },
      });
    }
  });
  const photoRules = (): PhotoRules => ({
    maxBytes: VENDOR_PHOTO_MAX_BYTES,
    min: { width: 200, height: 200 },
    messages: { tooLarge: vm.photoTooLarge, type: vm.photoType, tooSmall: vm.photoTooSmall, unreadable: vm.photoUnreadable },
  });
  const encode = (bytes: Uint8Array, field: string, shape: (img: Sharp) => Sharp) => encodePhoto(bytes, field, photoRules(), shape);

  /** Both pictures checked and re-encoded before anything is written: a bad one writes nothing. */
  async function encodePictures(p: VendorPictures): Promise<{ logo?: EncodedPhoto; header?: EncodedPhoto }> {
    const out: { logo?: EncodedPhoto; header?: EncodedPhoto } = {};
    if (p.logo?.byteLength) out.logo = await encode(p.logo, 'logo', (img) => img.resize(LOGO.width, LOGO.height, { fit: 'cover' }));
    if (p.header?.byteLength) out.header = await encode(p.header, 'headerImage', (img) => img.resize(HEADER.width, HEADER.height, { fit: 'cover' }));
    return out;
  }

  async function storePictures(vendorId: number, p: { logo?: EncodedPhoto; header?: EncodedPhoto }) {
    const set: Partial<Row> = {};
    const tag = () => randomBytes(6).toString('hex');
    if (p.logo) {
      const stored = await storePhoto(deps.storage, `vendors/${vendorId}/logo-${tag()}`, p.logo);
      Object.assign(set, { logo: stored.jpeg, logoWebp: stored.webp });
    }
    if (p.header) {
      const stored = await storePhoto(deps.storage, `vendors/${vendorId}/header-${tag()}`, p.header);
      Object.assign(set, { headerImage: stored.jpeg, headerImageWebp: stored.webp });
    }
    return set;
  }

  /** Old pictures go once the new ones are saved (only those this storage handed out). */
  async function dropPictures(before: Row, after: Partial<Row>) {
    for (const k of ['logo', 'logoWebp', 'headerImage', 'headerImageWebp'] as const) {
      const old = before[k];
      if (after[k] && old && old !== after[k] && old.includes(`/vendors/${before.id}/`)) await deps.storage.remove(old);
    }
  }

  /** Every file judged by its bytes and size before any is stored. */
  function checkDocuments(files: KycUpload[]) {
    return files.map((f, i) => {
      const field = files.length > 1 ? `documents.${i}` : 'document';
      if (f.bytes.byteLength > KYC_MAX_BYTES) throw AppError.invalid({ [field]: vm.kycTooLarge });
      const type = sniffKyc(f.bytes);
      if (!type) throw AppError.invalid({ [field]: vm.kycType });
      return { ...f, type, name: kycFileName(f.fileName, type) };
    });
  }

  /** Stores each file and its row; `stored` collects the keys written, to remove them if the transaction fails. */
  async function storeDocuments(tx: Pick<Db, 'insert'>, vendorId: number, files: ReturnType<typeof checkDocuments>, stored: string[]) {
    for (const f of files) {
      // A random name: the key says nothing of the vendor, and is never shown or served.
      const key = `kyc/${randomBytes(16).toString('hex')}`;
      stored.push(key);
      await deps.privateFiles.put(key, f.bytes);
      await tx.insert(s.vendorDocuments).values({
        vendorId,
        kind: f.kind,
        storageKey: key,
        fileName: f.name,
        contentType: f.type,
        bytes: f.bytes.byteLength,
        sha256: createHash('sha256').update(f.bytes).digest('hex'),
      });
    }
  }

  /** A failed application or upload keeps no identity document nobody can reach. */
  async function forget(stored: string[]) {
    for (const key of stored) await deps.privateFiles.remove(key).catch(() => {});
  }

  async function documentsOf(vendorId: number): Promise<VendorDocumentView[]> {
    const rows = await db.select().from(s.vendorDocuments).where(eq(s.vendorDocuments.vendorId, vendorId)).orderBy(asc(s.vendorDocuments.id));
    return rows.map(docView);
  }

  /** Where withdrawals are paid, for several shops in one read (the console's list), by id: the bank details with the whole account number. */
  async function payoutAccounts(ids: readonly number[]) {
    const unique = [...new Set(ids)];
    const rows = unique.length
      ? await db
          .select({
            id: s.vendors.id,
            displayName: s.vendors.displayName,
            supportEmail: s.vendors.supportEmail,
            bankAccountName: s.vendors.bankAccountName,
            bankAccountNumber: s.vendors.bankAccountNumber,
            ifsc: s.vendors.ifsc,
          })
          .from(s.vendors)
          .where(inArray(s.vendors.id, unique))
      : [];
    return new Map(rows.map(({ id, ...row }) => [id, { ...row, bankName: ifscBank(row.ifsc) }]));
  }

  async function ownView(r: Row): Promise<VendorOwnView> {
    return {
      id: r.id,
      userId: r.userId,
      slug: r.slug,
      displayName: r.displayName,
      legalName: r.legalName,
      status: r.status,
      statusReason: r.statusReason,
      city: r.city,
      state: r.state,
      about: r.about,
      logo: r.logo,
      logoWebp: r.logoWebp,
      headerImage: r.headerImage,
      headerImageWebp: r.headerImageWebp,
      addressLine: r.addressLine,
      pinCode: r.pinCode,
      supportEmail: r.supportEmail,
      supportPhone: r.supportPhone,
      returnPolicy: r.returnPolicy,
      returnWindowDays: r.returnWindowDays,
      pan: r.pan,
      gstin: r.gstin,
      bankAccountName: r.bankAccountName,
      bankAccountMasked: maskAccount(r.bankAccountNumber),
      ifsc: r.ifsc,
      bankName: ifscBank(r.ifsc),
      submittedAt: r.submittedAt.toISOString(),
      reviewedAt: r.reviewedAt?.toISOString() ?? null,
      documents: await documentsOf(r.id),
    };
  }

  async function rowOf(userId: number): Promise<Row | undefined> {
    const [row] = await db.select().from(s.vendors).where(eq(s.vendors.userId, userId)).limit(1);
    return row;
  }

  /** Written in the account's language (staff decide from an English console). */
  async function tell(
    r: Row,
    template: 'vendor-received' | 'vendor-approved' | 'vendor-rejected' | 'vendor-suspended' | 'vendor-reinstated' | 'vendor-details-changed',
    /** More of the message's words, made in the vendor's language. */
    extra: () => Record<string, string> = () => ({}),
  ) {
    const [account, language, site] = await Promise.all([deps.auth.user(r.userId), deps.auth.languageOf(r.userId), deps.siteName()]);
    const base = deps.publicUrl.replace(/\/$/, '');
    await runInLanguage(isLanguage(language) ? language : 'en', () =>
      deps.messaging.send('email', account.email, template, {
        site,
        name: account.fullName,
        shop: r.displayName,
        id: String(r.id),
        reason: r.statusReason ?? '',
        sell: `${base}${localPath('/sell')}`,
        seller: `${base}${localPath('/seller')}`,
        shopUrl: r.slug ? `${base}${localPath(`/shop/vendors/${r.slug}`)}` : '',
        ...extra(),
      }),
    );
  }

  function gstinMatchesState(gstin: string | null, state: string) {
    if (gstin && gstin.slice(0, 2) !== gstStateCode(state)) throw AppError.invalid({ state: vm.gstinState });
  }

  /** A free address from the shop's name: name, name-2, name-3 … (the unique index decides races). */
  async function freeSlug(name: string, id: number): Promise<string> {
    const base = slugBase(name);
    const taken = new Set(
      (
        await db
          .select({ slug: s.vendors.slug })
          .from(s.vendors)
          .where(and(ilike(s.vendors.slug, likePrefix(base)), sql`${s.vendors.id} <> ${id}`))
      ).map((r) => r.slug),
    );
    if (!taken.has(base)) return base;
    for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
  }

  async function history(id: number): Promise<VendorAdminView['history']> {
    const page = await deps.audit.list({ subjectType: 'vendor', subjectId: String(id), limit: 50 });
    const emails = new Map<number, string>();
    for (const e of page.items) {
      if (e.actorId && !emails.has(e.actorId))
        emails.set(
          e.actorId,
          await deps.auth.user(e.actorId).then(
            (u) => u.email,
            () => '',
          ),
        );
    }
    return page.items.map((e) => ({ action: e.action, actorEmail: e.actorId ? (emails.get(e.actorId) ?? '') : '', at: e.createdAt, after: e.after }));
  }

  /** Everything staff need to decide; the whole account number only when asked (audited). */
  let bankHiddenWhile: (vendorId: number) => Promise<boolean> = async () => false;

  async function detail(id: number, opts: { staffId: number | null; revealBank?: boolean }): Promise<VendorAdminView | null> {
    const [row] = await db.select().from(s.vendors).where(eq(s.vendors.id, id)).limit(1);
    if (!row) return null;
    const account = await deps.auth.user(row.userId);
    // A shop with a withdrawal waiting shows its whole number only on the payouts page, to the
    // staff member who claims the withdrawal to pay it (else one seen here could be paid by hand
    // while RazorpayX pays it too).
    const reveal = opts.revealBank === true && !(await bankHiddenWhile(id));
    if (reveal) {
      await deps.audit.record({ actorId: opts.staffId, action: 'vendor.bank_view', subjectType: 'vendor', subjectId: id, before: null, after: null });
    }
    return {
      ...(await ownView(row)),
      email: account.email,
      accountName: account.fullName,
      bankAccountNumber: reveal ? row.bankAccountNumber : null,
      checks: { gstin: row.gstin ? 'valid' : 'absent', ifsc: { known: ifscKnown(row.ifsc), bank: ifscBank(row.ifsc) } },
      history: await history(id),
    };
  }

  return {
    /** The signed-in account's shop, whatever its state; null when it never applied. */
    async forUser(userId: number): Promise<VendorRecord | null> {
      const [row] = await db.select(summaryColumns).from(s.vendors).where(eq(s.vendors.userId, userId));
      return row ?? null;
    },

    async byId(id: number): Promise<VendorRecord | null> {
      const [row] = await db.select(summaryColumns).from(s.vendors).where(eq(s.vendors.id, id));
      return row ?? null;
    },

    /**
     * A shop's status read in the caller's transaction and held there (FOR SHARE): a suspension
     * decided at the same moment waits for that transaction, or came first and is what it reads.
     */
    async heldStatus(tx: Tx, id: number): Promise<VendorStatus | null> {
      const [row] = await tx.select({ status: s.vendors.status }).from(s.vendors).where(eq(s.vendors.id, id)).for('share');
      return row?.status ?? null;
    },

    /** Several vendors by id in one read (a list naming each row's shop), by id; missing ids are absent. */
    async byIds(ids: readonly number[]): Promise<Map<number, VendorRecord>> {
      const unique = [...new Set(ids)];
      const rows = unique.length ? await db.select(summaryColumns).from(s.vendors).where(inArray(s.vendors.id, unique)) : [];
      return new Map(rows.map((r) => [r.id, r]));
    },

    /**
     * Where a withdrawal is paid (RazorpayX, decision 0051): the shop's bank details with the whole
     * account number. Only the shop module's payouts read it, when staff approve one (audited there).
     */
    async payoutAccount(id: number) {
      return (await payoutAccounts([id])).get(id) ?? null;
    },

    payoutAccounts,

    /** A shop buyers may see: approved only (a suspended one is gone at once). */
    async publicBySlug(slug: string): Promise<PublicVendor | null> {
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
        returnWindowDays: row.returnWindowDays,
        followers: row.followers,
        since: (row.reviewedAt ?? row.createdAt).toISOString(),
      };
    },

    /** The whole shop for its owner, or null when the account never applied. */
    async own(userId: number): Promise<VendorOwnView | null> {
      const row = await rowOf(userId);
      return row ? ownView(row) : null;
    },

    /**
     * Apply (or, after a rejection, send the corrected application). The account's email is
     * proven by registration; its mobile must be proven too. Every check runs before anything
     * is written: the IFSC against the offline list, each file by its bytes, the pictures.
     */
    async apply(
      user: PublicUser,
      input: VendorApplicationInput,
      files: { documents: KycUpload[]; pictures?: VendorPictures },
      meta: { ip?: string | undefined } = {},
    ): Promise<VendorOwnView> {
      if (!user.phoneVerified) throw AppError.forbidden(vm.mobileUnproven);
      const existing = await rowOf(user.id);
      if (existing && existing.status !== 'rejected') throw new AppError('vendor_state', vm.alreadyApplied);
      if (!ifscKnown(input.ifsc)) throw AppError.invalid({ ifsc: vm.ifscUnknown });
      if (!existing && files.documents.length === 0) throw AppError.invalid({ document: vm.kycRequired });
      const docs = checkDocuments(files.documents);
      if (existing && (await documentsOf(existing.id)).length + docs.length > KYC_MAX_FILES) throw AppError.invalid({ document: vm.kycTooMany });
      const pictures = await encodePictures(files.pictures ?? {});
      const fields = {
        legalName: input.legalName,
        displayName: input.displayName,
        about: input.about,
        addressLine: input.addressLine,
        city: input.city,
        state: input.state,
        pinCode: input.pinCode,
        supportEmail: input.supportEmail,
        supportPhone: input.supportPhone,
        returnPolicy: input.returnPolicy,
        returnWindowDays: input.returnWindowDays ?? RETURN_WINDOW_DAYS,
        pan: input.pan,
        gstin: input.gstin ?? null,
        bankAccountName: input.bankAccountName,
        bankAccountNumber: input.bankAccountNumber,
        ifsc: input.ifsc,
      };
      let row: Row;
      const stored: string[] = [];
      try {
        row = await db.transaction(async (tx) => {
          const [saved] = existing
            ? await tx
                .update(s.vendors)
                .set({ ...fields, status: 'submitted', statusReason: null, submittedAt: new Date(), updatedAt: new Date() })
                .where(and(eq(s.vendors.id, existing.id), eq(s.vendors.status, 'rejected')))
                .returning()
            : await tx
                .insert(s.vendors)
                .values({ ...fields, userId: user.id })
                .returning();
          if (!saved) throw new AppError('vendor_state', vm.stateChanged);
          await storeDocuments(tx, saved.id, docs, stored);
          const set = await storePictures(saved.id, pictures);
          if (Object.keys(set).length === 0) return saved;
          const [withPictures] = await tx.update(s.vendors).set(set).where(eq(s.vendors.id, saved.id)).returning();
          return withPictures ?? saved;
        });
      } catch (e) {
        await forget(stored);
        if (isUniqueViolation(e, 'vendors_user_uq')) throw new AppError('vendor_state', vm.alreadyApplied);
        throw e;
      }
      if (existing) await dropPictures(existing, row);
      await deps.audit.record({
        actorId: user.id,
        action: existing ? 'vendor.resubmit' : 'vendor.apply',
        subjectType: 'vendor',
        subjectId: row.id,
        before: existing ? { status: existing.status } : null,
        after: { status: 'submitted', documents: docs.length },
      });
      // Each submission is its own consent, with the words the form showed beside its button.
      await deps.privacy.record({
        purpose: 'vendor-application',
        email: user.email,
        userId: user.id,
        subject: `vendor:${row.id}:${row.submittedAt.getTime()}`,
        ip: meta.ip,
      });
      await tell(row, 'vendor-received');
      return ownView(row);
    },

    /** One more KYC file (a correction, a missing proof): any state, up to KYC_MAX_FILES. */
    async addDocument(userId: number, file: KycUpload): Promise<VendorOwnView> {
      const row = await rowOf(userId);
      if (!row) throw AppError.notFound(vm.notFound);
      const docs = checkDocuments([file]);
      if ((await documentsOf(row.id)).length >= KYC_MAX_FILES) throw AppError.invalid({ document: vm.kycTooMany });
      const stored: string[] = [];
      await db
        .transaction((tx) => storeDocuments(tx, row.id, docs, stored))
        .catch(async (e: unknown) => {
          await forget(stored);
          throw e;
        });
      await deps.audit.record({
        actorId: userId,
        action: 'vendor.document',
        subjectType: 'vendor',
        subjectId: row.id,
        before: null,
        after: { kind: file.kind },
      });
      return ownView(row);
    },

    /**
     * What buyers see, changed by an approved vendor. PAN, GSTIN, bank and legal name are not
     * here: staff change them against new documents. A GSTIN on file pins the state.
     */
    async updateProfile(userId: number, input: VendorProfileInput, pictures: VendorPictures = {}): Promise<VendorOwnView> {
      const row = await rowOf(userId);
      if (!row) throw AppError.notFound(vm.notFound);
      if (row.status !== 'approved') throw new AppError('vendor_state', vm.notApproved);
      gstinMatchesState(row.gstin, input.state);
      const encoded = await encodePictures(pictures);
      const set = { ...input, ...(await storePictures(row.id, encoded)), updatedAt: new Date() };
      const [saved] = await db
        .update(s.vendors)
        .set(set)
        .where(and(eq(s.vendors.id, row.id), eq(s.vendors.status, 'approved')))
        .returning();
      if (!saved) throw new AppError('vendor_state', vm.notApproved);
      await dropPictures(row, saved);
      await deps.audit.record({
        actorId: userId,
        action: 'vendor.profile',
        subjectType: 'vendor',
        subjectId: row.id,
        before: { displayName: row.displayName, city: row.city, state: row.state },
        after: { displayName: saved.displayName, city: saved.city, state: saved.state },
      });
      deps.onPublicChange();
      return ownView(saved);
    },

    /**
     * A KYC file's bytes for its own vendor (by the account) or staff (by the shop's id). Any
     * other pairing answers null, as a file that does not exist: the route's 404.
     */
    async document(who: { userId: number } | { vendorId: number }, docId: number) {
      const [d] = await db
        .select({ doc: s.vendorDocuments })
        .from(s.vendorDocuments)
        .innerJoin(s.vendors, eq(s.vendors.id, s.vendorDocuments.vendorId))
        .where(and(eq(s.vendorDocuments.id, docId), 'userId' in who ? eq(s.vendors.userId, who.userId) : eq(s.vendors.id, who.vendorId)))
        .limit(1);
      if (!d) return null;
      const bytes = await deps.privateFiles.get(d.doc.storageKey);
      return bytes ? { bytes, contentType: d.doc.contentType, fileName: d.doc.fileName } : null;
    },

    /** The console's list: newest application first; by status; by name, support email or PAN from its start. */
    async list(filter: { status?: VendorStatus | undefined; q?: string | undefined; after?: string | undefined } = {}): Promise<ListPage<VendorListItem>> {
      const key = timeIdCursor(filter.after);
      const limit = pageSize(undefined);
      const q = (filter.q ?? '').trim().slice(0, 100);
      const match = q
        ? or(
            ilike(s.vendors.displayName, `%${likePrefix(q)}`),
            ilike(s.vendors.legalName, `%${likePrefix(q)}`),
            ilike(s.vendors.supportEmail, likePrefix(q)),
            ilike(s.vendors.pan, likePrefix(q.toUpperCase())),
          )
        : undefined;
      const rows = await db
        .select({ row: s.vendors, cursorAt: cursorTime(s.vendors.submittedAt) })
        .from(s.vendors)
        .where(and(filter.status ? eq(s.vendors.status, filter.status) : undefined, match, olderThan(s.vendors.submittedAt, s.vendors.id, key)))
        .orderBy(desc(s.vendors.submittedAt), desc(s.vendors.id))
        .limit(limit + 1);
      return pageOf(
        rows,
        limit,
        (r) => [r.cursorAt, r.row.id],
        (page) =>
          page.map(({ row }) => ({
            id: row.id,
            displayName: row.displayName,
            legalName: row.legalName,
            email: row.supportEmail,
            pan: row.pan,
            city: row.city,
            state: row.state,
            status: row.status,
            submittedAt: row.submittedAt.toISOString(),
          })),
      );
    },

    detail,

    /** Shops by status, for the console's tabs. */
    async counts(): Promise<Record<VendorStatus, number>> {
      const out: Record<VendorStatus, number> = { submitted: 0, approved: 0, rejected: 0, suspended: 0 };
      const rows = await db.select({ status: s.vendors.status, n: sql<number>`count(*)::int` }).from(s.vendors).groupBy(s.vendors.status);
      for (const r of rows) out[r.status] = Number(r.n);
      return out;
    },

    /**
     * Staff move a shop: a conditional update on the state read, so two staff at once cannot
     * both decide (the loser gets a 409). Approval gives the address (once) and the account the
     * vendor role; every move is audited, emailed, and clears the public pages.
     */
    /** `staffId` null: the demo seed (the audit log says "system"). */
    async decide(id: number, decision: VendorDecision, staffId: number | null): Promise<VendorAdminView> {
      const [current] = await db.select().from(s.vendors).where(eq(s.vendors.id, id)).limit(1);
      if (!current) throw AppError.notFound(vm.notFound);
      // Nobody decides their own shop (issue 38): approving it would let them sell and be paid.
      await refuseOwnDecision(deps.audit, staffId, [current.userId], { action: `vendor.${decision.decision}`, subjectType: 'vendor', subjectId: id });
      const move = VENDOR_MOVES[decision.decision];
      if (!move.from.includes(current.status)) throw new AppError('vendor_state', vm.stateChanged);
      const reason = decision.decision === 'reject' || decision.decision === 'suspend' ? (decision.reason ?? null) : null;
      let moved: Row | undefined;
      for (let attempt = 0; attempt < 5 && !moved; attempt++) {
        const slug = move.to === 'approved' && !current.slug ? await freeSlug(current.displayName, id) : current.slug;
        try {
          [moved] = await db
            .update(s.vendors)
            .set({ status: move.to, statusReason: reason, slug, reviewedBy: staffId, reviewedAt: new Date(), updatedAt: new Date() })
            .where(and(eq(s.vendors.id, id), inArray(s.vendors.status, [...move.from])))
            .returning();
          if (!moved) throw new AppError('vendor_state', vm.stateChanged);
        } catch (e) {
          // Another shop took the address between the look and the write: look again.
          if (!isUniqueViolation(e, 'vendors_slug_uq')) throw e;
        }
      }
      if (!moved) throw new AppError('vendor_state', vm.stateChanged);
      if (move.to === 'approved') await deps.auth.makeVendor(moved.userId);
      await deps.audit.record({
        actorId: staffId,
        action: `vendor.${decision.decision}`,
        subjectType: 'vendor',
        subjectId: id,
        before: { status: current.status, reason: current.statusReason },
        after: { status: moved.status, reason: moved.statusReason, slug: moved.slug },
      });
      deps.onPublicChange();
      const template = { approve: 'vendor-approved', reject: 'vendor-rejected', suspend: 'vendor-suspended', reinstate: 'vendor-reinstated' } as const;
      await tell(moved, template[decision.decision]);
      return (await detail(id, { staffId })) as VendorAdminView;
    },
    async updateLegal(id: number, input: VendorLegalInput, staffId: number): Promise<VendorAdminView> {
      const [current] = await db.select().from(s.vendors).where(eq(s.vendors.id, id)).limit(1);
      if (!current) throw AppError.notFound(vm.notFound);
      // Its bank account is where withdrawals go: not changed by the shop's own owner from the console.
      await refuseOwnDecision(deps.audit, staffId, [current.userId], { action: 'vendor.legal', subjectType: 'vendor', subjectId: id });
      if (!ifscKnown(input.ifsc)) throw AppError.invalid({ ifsc: vm.ifscUnknown });
      if (input.gstin && input.gstin.slice(0, 2) !== gstStateCode(current.state)) throw AppError.invalid({ gstin: vm.gstinState });
      const next = {
        legalName: input.legalName,
        pan: input.pan,
        gstin: input.gstin ?? null,
        bankAccountName: input.bankAccountName,
        bankAccountNumber: input.bankAccountNumber ?? current.bankAccountNumber,
        ifsc: input.ifsc,
      };
      // What the audit row and the email show: the account number masked on both sides.
      const shown = (r: typeof next) => ({ ...r, bankAccountNumber: maskAccount(r.bankAccountNumber) });
      const before = shown(current);
      const after = shown(next);
      const changed = (Object.keys(next) as (keyof typeof next)[]).filter((k) => next[k] !== current[k]);
      if (changed.length === 0) return (await detail(id, { staffId })) as VendorAdminView;
      const [saved] = await db
        .update(s.vendors)
        .set({ ...next, updatedAt: new Date() })
        .where(and(eq(s.vendors.id, id), eq(s.vendors.updatedAt, current.updatedAt)))
        .returning();
      if (!saved) throw new AppError('vendor_state', vm.stateChanged);
      await deps.audit.record({
        actorId: staffId,
        action: 'vendor.legal',
        subjectType: 'vendor',
        subjectId: id,
        before: Object.fromEntries(changed.map((k) => [k, before[k]])),
        after: { ...Object.fromEntries(changed.map((k) => [k, after[k]])), note: input.note },
      });
      await tell(saved, 'vendor-details-changed', () => {
        const f = vendorsAdminMessages.fields;
        return {
          changes: changed.map((k) => `${f[k]}: ${before[k] ?? '—'} → ${after[k] ?? '—'}`).join('\n'),
          note: input.note,
        };
      });
      return (await detail(id, { staffId })) as VendorAdminView;
    },
    /** Buyers following approved shops (follows.ts). */
    follows: vendorFollows(db),

    /** The shop module says when a shop's whole account number is shown only through its withdrawals (one is waiting). */
    hideBankWhile(fn: (vendorId: number) => Promise<boolean>): void {
      bankHiddenWhile = fn;
    },
  } satisfies VendorsApi & {
    follows: ReturnType<typeof vendorFollows>;
    payoutAccount: (id: number) => Promise<unknown>;
    byIds: (ids: readonly number[]) => Promise<Map<number, VendorRecord>>;
    heldStatus: (tx: Tx, id: number) => Promise<VendorStatus | null>;
    payoutAccounts: typeof payoutAccounts;
    hideBankWhile: (fn: (vendorId: number) => Promise<boolean>) => void;
  };
}

export type VendorsService = ReturnType<typeof vendorsService>;

/** A transaction (or the database itself) the caller runs the read in. */
type Tx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];
