// Where a campaign's money went (issue 26): spending proposed by its campaigner (or staff) and
// approved by staff, by a second staff member above the set amount; money the foundation added;
// the public list. The rule that a campaign never shows more spent than it raised plus what the
// foundation added is checked where an item is approved, in the approving transaction, under a
// per-campaign lock and with the campaign's raised figure share-locked (a refund cannot lower it
// meanwhile). A correction of an approved item is a new item naming the one it replaces; approving
// it supersedes that one, which stays as the history.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  AppError,
  type Area,
  currentLanguage,
  decodeCursor,
  formatDate,
  formatINR,
  formatShare,
  type GiftLinkView,
  type GiftStory,
  indiaDay,
  keptAreas,
  type ListPage,
  localPath,
  pagingMessages,
  REDACTION_AREAS_MAX,
  type SpendDecisionInput,
  type SpendFileName,
  type SpendFiles,
  type SpendInput,
  type SpendingCategoryInput,
  type SpendingItemView,
  type SpendingPage,
  type SpendingTotals,
  type SpendPool,
  sharesIn,
  spendPool,
  spendingText as st,
} from '@sahyog/core';
import { type Db, schema as s } from '@sahyog/db';
import { and, asc, desc, eq, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { AuditLog } from '../../platform/audit.ts';
import { readBill, readSpendPhoto, redactBill } from '../../platform/bills.ts';
import { refuseOwnDecision } from '../../platform/duties.ts';
import { pageOf } from '../../platform/keyset.ts';
import { isLanguage, runInLanguage } from '../../platform/language.ts';
import type { PrivateStorage, Storage } from '../../platform/storage.ts';
import type { AuthService } from '../auth/index.ts';
import type { CatalogService } from '../catalog/index.ts';
import type { GivingService } from '../giving/index.ts';
import type { MessagingService } from '../messaging/index.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type ItemRow = typeof s.spendingItems.$inferSelect;
type Catalog = Pick<CatalogService, 'campaignForSpending' | 'raisedLocked'>;
type Giving = Pick<GivingService, 'poolPositions' | 'giftsSpentWithin' | 'forDonor'>;

/** The most proposals one campaign may have waiting for staff. */
export const SPENDING_WAITING_MAX = 50;

/** Payments a page of the public spending API holds, oldest first. */
export const PUBLIC_SPENDING_PAGE = 100;

/** A page of the public list's cursor: the last shown payment's (date, id); anything else is a field error. */
function spendCursorKey(after: string | undefined): { date: string; id: number } | null {
  if (after === undefined || after === '') return null;
  const key = decodeCursor(after);
  const [date, id] = key ?? [];
  if (key?.length !== 2 || typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(date) || typeof id !== 'number' || id < 1) {
    throw AppError.invalid({ after: pagingMessages.badCursor });
  }
  return { date, id };
}

/** The shortest reason staff may give for approving a payment that came without a bill. */
const NO_BILL_REASON_MIN = 10;

/** Approvals of one campaign's spending queue here (pg_advisory_xact_lock's second key). */
const LOCK_SPACE = 26;

export interface SpendingDeps {
  db: Db;
  catalog: Catalog;
  giving: Giving;
  audit: Pick<AuditLog, 'record'>;
  /** Above this (paise), an item needs a second staff member's approval. */
  secondApprovalPaise: () => Promise<number>;
  /** Public pages show spending: their cache is dropped when it changes. */
  onPublicChange: () => void;
  /** Bills as sent, their pictures and redactions, and photos before approval. */
  files: PrivateStorage;
  /** Where approved photos and redacted bills are published. */
  media: Storage;
  /** Tells donors their gift was first spent, and the campaigner what staff decided. */
  messaging?: Pick<MessagingService, 'send'>;
  /** The campaigner's address and language, for the decision's email. */
  auth?: Pick<AuthService, 'user' | 'languageOf'>;
  publicUrl?: string;
  siteName?: () => Promise<string>;
}

/** For an email: staff's reason when a payment came without a bill ('' when it has one), its end stop left to the sentence. */
const noBillWords = (r: ItemRow): string => (r.billKey ? '' : (r.noBillReason ?? '').replace(/[\s.।]+$/u, '') || '—');

const sha256 = (t: string) => createHash('sha256').update(t).digest('hex');
/** A campaign's name as its page in the current language shows it (the Hindi title when there is one). */
const shownTitle = (c: { title: string; titleHi?: string | null } | null | undefined) => (currentLanguage() === 'hi' && c?.titleHi) || (c?.title ?? '');
/** A fresh name no one can guess: published files and private folders alike. */
const freshName = () => randomBytes(12).toString('hex');

export function spendingService(deps: SpendingDeps) {
  const { db } = deps;
  const si = s.spendingItems;
  const fa = s.foundationAdditions;

  /** Category names in the language of the request (the Hindi name when there is one). */
  async function categoryNames(): Promise<Map<number, string>> {
    const hindi = currentLanguage() === 'hi';
    const rows = await db
      .select({ id: s.spendingCategories.id, name: s.spendingCategories.name, nameHi: s.spendingCategories.nameHi })
      .from(s.spendingCategories);
    return new Map(rows.map((r) => [r.id, hindi && r.nameHi ? r.nameHi : r.name]));
  }

  const view = (r: ItemRow, names: Map<number, string>): SpendingItemView => ({
    id: r.id,
    campaignId: r.campaignId,
    status: r.status,
    awaitingSecondApproval: r.status === 'proposed' && r.firstApprovedBy !== null,
    date: r.spentOn,
    amountPaise: r.amountPaise,
    category: names.get(r.categoryId) ?? '',
    payee: r.payee,
    description: r.description,
    quantity: r.quantity,
    unit: r.unit,
    replacesId: r.replacesId,
    corrected: null,
    rejectedReason: null,
    noBillReason: r.billKey ? null : r.noBillReason,
    billUrl: r.billUrl,
    billThumbUrl: r.billThumbUrl,
    photoUrls: r.photos.map((p) => p.url),
    photoThumbUrls: r.photos.map((p) => p.thumbUrl),
    photoCount: r.photoKeys.length,
    bill: r.billKey && r.billType ? { type: r.billType, redacted: r.billRedactedAt !== null, width: r.billWidth ?? 0, height: r.billHeight ?? 0 } : null,
  });

  /** Approved items with what the version each corrected said (one read for them all). */
  async function withCorrections(rows: ItemRow[], names: Map<number, string>): Promise<SpendingItemView[]> {
    const ids = rows.flatMap((r) => (r.replacesId === null ? [] : [r.replacesId]));
    const earlier = ids.length
      ? new Map(
          (
            await db.select({ id: si.id, spentOn: si.spentOn, amountPaise: si.amountPaise, description: si.description }).from(si).where(inArray(si.id, ids))
          ).map((e) => [e.id, e]),
        )
      : new Map();
    return rows.map((r) => {
      const e = r.replacesId === null ? undefined : earlier.get(r.replacesId);
      return { ...view(r, names), corrected: e ? { date: e.spentOn, amountPaise: e.amountPaise, description: e.description } : null };
    });
  }

  /** Reads and checks the bill and photos, then keeps them privately under a fresh folder. */
  async function keepFiles(files: SpendFiles): Promise<Partial<typeof si.$inferInsert>> {
    const bill = files.bill?.byteLength
      ? await readBill(files.bill, 'bill', {
          type: st.billType,
          tooLarge: st.billTooLarge,
          unreadable: st.billUnreadable,
          locked: st.billLocked,
          tooSmall: st.billTooSmall,
          tooManyPixels: st.billTooManyPixels,
          tooComplex: st.billTooComplex,
          busy: st.billBusy,
        })
      : null;
    const photos = [];
    for (const [i, bytes] of files.photos.entries()) {
      photos.push(
        await readSpendPhoto(bytes, `photos.${i}`, {
          type: st.photoType,
          tooLarge: st.photoTooLarge,
          tooSmall: st.photoTooSmall,
          unreadable: st.photoUnreadable,
          tooManyPixels: st.photoTooManyPixels,
        }),
      );
    }
    if (!bill && !photos.length) return {};
    const key = `spending/${freshName()}`;
    const photoKeys: string[] = [];
    if (bill) {
      await deps.files.put(`${key}/original`, bill.original);
      await deps.files.put(`${key}/preview`, bill.preview);
    }
    for (const [i, p] of photos.entries()) {
      await deps.files.put(`${key}/photo-${i + 1}`, p.jpeg);
      await deps.files.put(`${key}/photo-${i + 1}-thumb`, p.thumb);
      photoKeys.push(`${key}/photo-${i + 1}`);
    }
    return bill ? { billKey: key, billType: bill.type, billWidth: bill.width, billHeight: bill.height, photoKeys } : { photoKeys };
  }

  /** Copies a private file to the public media under a fresh name; answers its URL. */
  async function publishFile(key: string, itemId: number, ext: 'jpg' | 'webp'): Promise<string> {
    const bytes = await deps.files.get(key);
    if (!bytes) throw new Error(`spending file ${key} is gone`);
    return deps.media.write(`spending/${itemId}-${freshName()}.${ext}`, bytes);
  }

  /**
   * Publishes what an approved item may show: its photos, and its bill once redacted. Only ever
   * called for an approved item; an unredacted bill has no public copy at all.
   */
  async function publish(r: ItemRow): Promise<void> {
    if (r.status !== 'approved') return;
    const set: Partial<typeof si.$inferInsert> = {};
    if (r.billKey && r.billRedactedAt && !r.billUrl) {
      set.billUrl = await publishFile(`${r.billKey}/redacted`, r.id, 'jpg');
      set.billThumbUrl = await publishFile(`${r.billKey}/redacted-thumb`, r.id, 'webp');
    }
    if (r.photoKeys.length && r.photos.length === 0) {
      const photos = [];
      for (const k of r.photoKeys) photos.push({ url: await publishFile(k, r.id, 'jpg'), thumbUrl: await publishFile(`${k}-thumb`, r.id, 'webp') });
      set.photos = photos;
    }
    if (!Object.keys(set).length) return;
    // Only while no bill is public yet: a redaction saved meanwhile published its own.
    const [done] = await db
      .update(si)
      .set(set)
      .where(and(eq(si.id, r.id), isNull(si.billUrl)))
      .returning({ id: si.id });
    if (done) return;
    for (const url of [set.billUrl, set.billThumbUrl]) if (url) await deps.media.remove(url);
    if (set.photos) await db.update(si).set({ photos: set.photos }).where(eq(si.id, r.id));
  }

  /** Spent (approved, not superseded) and added, for one campaign, in `q`. */
  async function figures(q: Tx | Db, campaignId: number): Promise<{ spentPaise: number; foundationAddedPaise: number }> {
    const [spent] = await q
      .select({ n: sql<string>`coalesce(sum(${si.amountPaise}), 0)::bigint` })
      .from(si)
      .where(and(eq(si.campaignId, campaignId), eq(si.status, 'approved')));
    const [added] = await q
      .select({ n: sql<string>`coalesce(sum(${fa.amountPaise}), 0)::bigint` })
      .from(fa)
      .where(eq(fa.campaignId, campaignId));
    return { spentPaise: Number(spent?.n ?? 0), foundationAddedPaise: Number(added?.n ?? 0) };
  }

  async function checkInput(input: SpendInput) {
    if (input.spentOn > indiaDay(new Date())) throw AppError.invalid({ spentOn: st.dateInvalid });
    const names = await categoryNames();
    if (!names.has(input.categoryId)) throw AppError.invalid({ categoryId: st.categoryInvalid });
  }

  async function campaignOf(slugOrId: string, who: { userId: number | null; staff: boolean }) {
    const c = await deps.catalog.campaignForSpending(slugOrId);
    if (!c) throw AppError.notFound(st.campaignNotFound);
    if (!who.staff && c.ownerId !== who.userId) throw AppError.forbidden(st.notYours);
    return c;
  }

  /**
   * Writes to each donor of the campaign whose gift this approval spends for the first time
   * ("Your ₹3,000 bought 6 blankets"), with a private link to the gift's story. A gift is told
   * once: its notice row is claimed before the email goes.
   */
  async function tellFirstSpent(campaignId: number, itemId: number): Promise<void> {
    if (!deps.messaging) return;
    const items = await db
      .select()
      .from(si)
      .where(and(eq(si.campaignId, campaignId), eq(si.status, 'approved')));
    const spent = items.reduce((n, i) => n + i.amountPaise, 0);
    const gifts = await deps.giving.giftsSpentWithin(campaignId, spent);
    if (!gifts.length) return;
    const told = new Set(
      (
        await db
          .select({ id: s.spendingGiftNotices.donationId })
          .from(s.spendingGiftNotices)
          .where(
            inArray(
              s.spendingGiftNotices.donationId,
              gifts.map((g) => g.id),
            ),
          )
      ).map((r) => r.id),
    );
    const pool = spendPool(items.map((i) => ({ id: i.id, spentOn: i.spentOn, amountPaise: i.amountPaise, quantity: i.quantity })));
    const byId = new Map(items.map((i) => [i.id, i]));
    const c = await deps.catalog.campaignForSpending(String(campaignId));
    const site = (await deps.siteName?.()) ?? '';
    let sent = 0;
    for (const g of gifts) {
      if (told.has(g.id)) continue;
      const first = sharesIn(pool, g.beforePaise, g.amountPaise)[0];
      const item = first && byId.get(first.spendId);
      if (!first || !item) continue;
      const token = randomBytes(18).toString('base64url');
      const [claimed] = await db
        .insert(s.spendingGiftNotices)
        .values({ donationId: g.id, itemId, tokenHash: sha256(token) })
        .onConflictDoNothing()
        .returning({ id: s.spendingGiftNotices.donationId });
      if (!claimed) continue;
      const language = isLanguage(g.language) ? g.language : 'en';
      await runInLanguage(language, () =>
        deps.messaging?.send(
          'email',
          g.email,
          'gift-spent',
          {
            site,
            name: g.name,
            amount: formatINR(g.amountPaise),
            campaign: shownTitle(c),
            // "6 blankets" when the payment counted things; else the share in rupees.
            bought: first.quantityMilli !== null && item.unit ? `${formatShare(first.quantityMilli)} ${item.unit}` : '',
            share: formatINR(first.amountPaise),
            part: first.amountPaise < g.amountPaise ? formatINR(first.amountPaise) : '',
            what: item.description,
            noBill: noBillWords(item),
            link: `${deps.publicUrl ?? ''}${localPath(`/gifts/${g.id}/${token}`)}`,
          },
          { once: `gift-spent:${g.id}` },
        ),
      );
      sent++;
    }
    if (sent)
      await deps.audit.record({ actorId: null, action: 'spending.gifts-told', subjectType: 'campaign', subjectId: campaignId, after: { itemId, gifts: sent } });
  }

  /**
   * The campaign's campaigner hears what staff decided about a payment: approved (and public), or
   * not, with the reason and the way back to the editor. Not a first of two approvals: nothing
   * has changed for them yet.
   */
  async function tellCampaigner(row: ItemRow): Promise<void> {
    if (!deps.messaging || !deps.auth || (row.status !== 'approved' && row.status !== 'rejected')) return;
    const c = await deps.catalog.campaignForSpending(String(row.campaignId));
    if (!c?.ownerId) return;
    const [account, language, site] = await Promise.all([deps.auth.user(c.ownerId), deps.auth.languageOf(c.ownerId), deps.siteName?.() ?? '']);
    const base = deps.publicUrl ?? '';
    await runInLanguage(isLanguage(language) ? language : 'en', () =>
      deps.messaging?.send(
        'email',
        account.email,
        row.status === 'approved' ? 'spend-approved' : 'spend-rejected',
        {
          site,
          name: account.fullName,
          amount: formatINR(row.amountPaise),
          what: row.description,
          date: formatDate(row.spentOn),
          campaign: shownTitle(c),
          reason: row.rejectedReason ?? '',
          billWaiting: row.billKey && !row.billUrl ? 'yes' : '',
          noBill: noBillWords(row),
          link: `${base}${localPath(`/campaigns/${c.slug}`)}#spending`,
          editor: `${base}${localPath(`/my-campaigns/${c.id}`)}`,
        },
        { once: `spend-decided:${row.id}` },
      ),
    );
  }

  const service = {
    figures: (campaignId: number) => figures(db, campaignId),

    /** The campaigner (or staff) proposes a spend; staff see it in their queue. */
    async propose(
      who: { userId: number | null; staff: boolean },
      slugOrId: string,
      input: SpendInput,
      files: SpendFiles = { bill: null, photos: [] },
      replacesId: number | null = null,
    ): Promise<SpendingItemView> {
      const c = await campaignOf(slugOrId, who);
      await checkInput(input);
      if (replacesId !== null) {
        const [old] = await db
          .select()
          .from(si)
          .where(and(eq(si.id, replacesId), eq(si.campaignId, c.id), eq(si.status, 'approved')));
        if (!old) throw AppError.notFound(st.notFound);
      }
      // A campaign's proposals wait in one queue with every other campaign's: one campaign cannot
      // fill it (a probe's 220 proposals pushed another campaign's out of staff's sight).
      const [waiting] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(si)
        .where(and(eq(si.campaignId, c.id), eq(si.status, 'proposed')));
      if (Number(waiting?.n ?? 0) >= SPENDING_WAITING_MAX) throw new AppError('order_state', st.tooManyWaiting(SPENDING_WAITING_MAX));
      // Last, once everything else is known good: the files cost the most to read.
      const kept = await keepFiles(files);
      const [row] = await db
        .insert(si)
        .values({
          campaignId: c.id,
          spentOn: input.spentOn,
          amountPaise: input.amount,
          categoryId: input.categoryId,
          payee: input.payee,
          description: input.description,
          quantity: input.quantity,
          unit: input.unit,
          replacesId,
          proposedBy: who.userId,
          ...kept,
        })
        .returning();
      if (!row) throw new Error('spending insert returned nothing');
      await deps.audit.record({
        actorId: who.userId,
        action: replacesId === null ? 'spending.propose' : 'spending.correct',
        subjectType: 'spending-item',
        subjectId: row.id,
        after: { campaignId: c.id, amountPaise: input.amount, replacesId, bill: kept.billType ?? null, photos: kept.photoKeys?.length ?? 0 },
      });
      return view(row, await categoryNames());
    },

    /**
     * Staff approve or reject a proposed item. Above the second-approval amount the first
     * approval waits for another staff member's. The approval that makes it public checks, under
     * the campaign's lock, that spending stays within what was raised plus what was added.
     */
    async decide(staffId: number | null, id: number, input: SpendDecisionInput): Promise<SpendingItemView> {
      const threshold = await deps.secondApprovalPaise();
      // The proposer never approves what they proposed, not even as the first of two (issue 38);
      // who proposed an item never changes, so it is read before the item's lock.
      if (input.decision === 'approve') {
        const [proposed] = await db.select({ by: si.proposedBy }).from(si).where(eq(si.id, id));
        await refuseOwnDecision(deps.audit, staffId, [proposed?.by], { action: 'spending.approve', subjectType: 'spending-item', subjectId: id });
      }
      const row = await db.transaction(async (tx) => {
        const [item] = await tx.select().from(si).where(eq(si.id, id)).for('update');
        if (!item) throw AppError.notFound(st.notFound);
        if (item.status !== 'proposed') throw new AppError('order_state', st.decided);
        if (input.decision === 'reject') {
          const [saved] = await tx.update(si).set({ status: 'rejected', rejectedReason: input.reason }).where(eq(si.id, id)).returning();
          return saved as ItemRow;
        }
        // A payment without a bill is approved only with a written reason, shown with it wherever
        // it is told (issue 38: donors were emailed it was "checked against the bill").
        const noBillReason = item.billKey ? null : (input.reason ?? '');
        if (noBillReason !== null && noBillReason.length < NO_BILL_REASON_MIN) throw AppError.invalid({ reason: st.noBillReasonRequired });
        // The system (the demo seed) is no second pair of eyes: it approves only below the amount.
        if (staffId === null && item.amountPaise > threshold) throw new AppError('order_state', st.secondApprover);
        if (item.amountPaise > threshold && item.firstApprovedBy === null) {
          const [saved] = await tx.update(si).set({ firstApprovedBy: staffId, noBillReason }).where(eq(si.id, id)).returning();
          return saved as ItemRow;
        }
        if (staffId !== null && item.firstApprovedBy === staffId) throw new AppError('order_state', st.secondApprover);
        await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_SPACE}, ${item.campaignId})`);
        const raised = await deps.catalog.raisedLocked(tx, item.campaignId);
        const { spentPaise, foundationAddedPaise } = await figures(tx, item.campaignId);
        // A correction is approved only against the chain's current head, read under the
        // campaign's lock: of two corrections of one payment the second finds it superseded and
        // is refused, instead of being counted as a payment of its own beside the first.
        const [replaced] =
          item.replacesId === null
            ? []
            : await tx
                .select()
                .from(si)
                .where(and(eq(si.id, item.replacesId), eq(si.status, 'approved')))
                .for('update');
        if (item.replacesId !== null && !replaced) throw new AppError('order_state', st.correctedMeanwhile);
        const after = spentPaise - (replaced?.amountPaise ?? 0) + item.amountPaise;
        if (after > raised + foundationAddedPaise) throw new AppError('order_state', st.overspend(formatINR(after), formatINR(raised + foundationAddedPaise)));
        if (replaced) await tx.update(si).set({ status: 'superseded' }).where(eq(si.id, replaced.id));
        const [saved] = await tx
          .update(si)
          .set({ status: 'approved', approvedBy: staffId, approvedAt: new Date(), noBillReason })
          .where(eq(si.id, id))
          .returning();
        return saved as ItemRow;
      });
      await deps.audit.record({
        actorId: staffId,
        action: input.decision === 'reject' ? 'spending.reject' : row.status === 'approved' ? 'spending.approve' : 'spending.first-approve',
        subjectType: 'spending-item',
        subjectId: id,
        before: { status: 'proposed' },
        after: input.decision === 'reject' ? { status: 'rejected', reason: input.reason } : { status: row.status, amountPaise: row.amountPaise },
      });
      if (row.status === 'approved') {
        await publish(row);
        deps.onPublicChange();
        await tellFirstSpent(row.campaignId, row.id);
      }
      const [now] = await db.select().from(si).where(eq(si.id, id));
      await tellCampaigner(now ?? row);
      return view(now ?? row, await categoryNames());
    },

    /**
     * Staff black out boxes (percent of the bill's picture). They are added to the last
     * redaction's (a box drawn before is never uncovered by a form or request that leaves it out)
     * unless `startOver`; the redacted picture replaces the earlier one, public at once when the
     * item is approved (or superseded), else on approval.
     */
    async redact(staffId: number | null, id: number, drawn: readonly Area[], opts: { startOver?: boolean } = {}): Promise<SpendingItemView> {
      const [item] = await db.select().from(si).where(eq(si.id, id));
      if (!item) throw AppError.notFound(st.notFound);
      const kept = opts.startOver ? [] : (item.billAreas ?? []);
      const key = (a: Area) => `${a.x} ${a.y} ${a.w} ${a.h}`;
      const known = new Set(kept.map(key));
      const areas = [...kept, ...keptAreas(drawn).filter((a) => !known.has(key(a)))];
      if (areas.length > REDACTION_AREAS_MAX) throw AppError.invalid({ areas: st.tooManyAreas });
      if (!item.billKey) throw new AppError('order_state', st.noBillToRedact);
      if (item.status === 'rejected') throw new AppError('order_state', st.decided);
      const preview = await deps.files.get(`${item.billKey}/preview`);
      if (!preview) throw AppError.notFound(st.notFound);
      const red = await redactBill(preview, areas);
      // An approved item's redaction is public at once, from these very bytes (a corrected one's
      // too: its history shows its bill).
      const fresh =
        item.status === 'approved' || item.status === 'superseded'
          ? {
              billUrl: await deps.media.write(`spending/${id}-${freshName()}.jpg`, red.jpeg),
              billThumbUrl: await deps.media.write(`spending/${id}-${freshName()}.webp`, red.thumb),
            }
          : { billUrl: null, billThumbUrl: null };
      // Only over the state read above, the row locked while the private picture is replaced: of
      // two redactions at once (or a redaction and a decision) one wins, and the other, whose
      // boxes were added to what is no longer the last redaction, writes nothing and is asked to
      // reload (its public copies are deleted below).
      const billKey = item.billKey;
      const saved = await db.transaction(async (tx) => {
        const [row] = await tx.select().from(si).where(eq(si.id, id)).for('update');
        const same = row && row.status === item.status && row.billUrl === item.billUrl && JSON.stringify(row.billAreas) === JSON.stringify(item.billAreas);
        if (!same) return undefined;
        await deps.files.put(`${billKey}/redacted`, red.jpeg);
        await deps.files.put(`${billKey}/redacted-thumb`, red.thumb);
        const [updated] = await tx
          .update(si)
          .set({ billRedactedAt: new Date(), billRedactedBy: staffId, billAreas: areas, ...fresh })
          .where(eq(si.id, id))
          .returning();
        return updated;
      });
      if (!saved) {
        for (const url of [fresh.billUrl, fresh.billThumbUrl]) if (url) await deps.media.remove(url);
        throw new AppError('order_state', st.changedMeanwhile);
      }
      // An earlier redaction's public copies go: a name missed the first time stops being served.
      for (const url of [item.billUrl, item.billThumbUrl]) if (url) await deps.media.remove(url);
      await deps.audit.record({
        actorId: staffId,
        action: 'spending.redact',
        subjectType: 'spending-item',
        subjectId: id,
        before: { redacted: item.billRedactedAt !== null },
        after: { redacted: true, areas, ...(opts.startOver ? { startOver: true } : {}) },
      });
      if (saved.status === 'approved' || saved.status === 'superseded') deps.onPublicChange();
      const [now] = await db.select().from(si).where(eq(si.id, id));
      return view(now ?? saved, await categoryNames());
    },

    /**
     * A spend's private files for staff (and the campaign's campaigner): the bill as sent, the
     * picture to redact, the redaction before it is public, and the photos before approval.
     */
    async privateFile(who: { userId: number; staff: boolean }, id: number, name: SpendFileName): Promise<{ bytes: Buffer; type: string } | null> {
      const [item] = await db.select().from(si).where(eq(si.id, id));
      if (!item) return null;
      if (!who.staff) {
        const c = await deps.catalog.campaignForSpending(String(item.campaignId));
        if (c?.ownerId !== who.userId) return null;
      }
      const key = name.startsWith('photo-') ? item.photoKeys[Number(name.slice(6)) - 1] : item.billKey && `${item.billKey}/${name}`;
      if (!key || (name === 'redacted' && !item.billRedactedAt)) return null;
      const bytes = await deps.files.get(key);
      if (!bytes) return null;
      return { bytes, type: name === 'original' && item.billType === 'pdf' ? 'application/pdf' : 'image/jpeg' };
    },

    /** One gift's story for whoever holds its private link (the email when it was first spent). */
    async giftByLink(donationId: number, token: string): Promise<GiftLinkView | null> {
      const [notice] = await db.select().from(s.spendingGiftNotices).where(eq(s.spendingGiftNotices.donationId, donationId));
      if (!notice) return null;
      const a = Buffer.from(notice.tokenHash);
      const b = Buffer.from(sha256(token));
      if (a.length !== b.length || !timingSafeEqual(a, b)) return null;
      const [position] = await deps.giving.poolPositions([donationId]);
      if (!position) return null;
      const c = await deps.catalog.campaignForSpending(String(position.campaignId));
      const [story] = await service.giftStories([donationId]);
      return { donationId, shares: story?.shares ?? [], amountPaise: position.amountPaise, campaign: { slug: c?.slug ?? '', title: shownTitle(c) } };
    },

    /** Money the foundation puts into a campaign from its own funds (staff, audited). */
    async addFunds(staffId: number | null, slugOrId: string, input: { amount: number; note: string }) {
      const c = await campaignOf(slugOrId, { userId: staffId, staff: true });
      const [row] = await db.insert(fa).values({ campaignId: c.id, amountPaise: input.amount, note: input.note, addedBy: staffId }).returning({ id: fa.id });
      await deps.audit.record({
        actorId: staffId,
        action: 'spending.add-funds',
        subjectType: 'campaign',
        subjectId: c.id,
        after: { amountPaise: input.amount, note: input.note },
      });
      deps.onPublicChange();
      return { id: row?.id ?? 0, ...(await figures(db, c.id)) };
    },

    /**
     * A campaign's approved spending in the order it was made (the public API), `limit` at a time
     * after the cursor's (date, id), with what each corrected: read along the campaign's index, so
     * a campaign with thousands of payments answers in pages, not one body of megabytes.
     */
    async publicList(slugOrId: string, after?: string, limit = PUBLIC_SPENDING_PAGE): Promise<ListPage<SpendingItemView> | null> {
      const key = spendCursorKey(after);
      const c = await deps.catalog.campaignForSpending(slugOrId);
      if (!c || c.status === 'draft') return null;
      const rows = await db
        .select()
        .from(si)
        .where(and(eq(si.campaignId, c.id), eq(si.status, 'approved'), key ? sql`(${si.spentOn}, ${si.id}) > (${key.date}, ${key.id})` : undefined))
        .orderBy(asc(si.spentOn), asc(si.id))
        .limit(limit + 1);
      const names = await categoryNames();
      return pageOf(
        rows,
        limit,
        (r) => [r.spentOn, r.id],
        (shown) => withCorrections(shown, names),
      );
    },

    /**
     * The campaign page's part: the newest approved payments (`limit` from `offset`), their count
     * and the totals by category of all of them, each read along the campaign's index (a campaign
     * with thousands of payments sends its page ten, and its payments page fifty at a time).
     */
    async publicPage(slugOrId: string, limit = 10, offset = 0): Promise<SpendingPage | null> {
      const c = await deps.catalog.campaignForSpending(slugOrId);
      if (!c || c.status === 'draft') return null;
      const mine = and(eq(si.campaignId, c.id), eq(si.status, 'approved'));
      const [rows, cats, names] = await Promise.all([
        db.select().from(si).where(mine).orderBy(desc(si.spentOn), desc(si.id)).limit(limit).offset(offset),
        db
          .select({ categoryId: si.categoryId, n: sql<string>`sum(${si.amountPaise})::bigint`, items: sql<number>`count(*)::int` })
          .from(si)
          .where(mine)
          .groupBy(si.categoryId),
        categoryNames(),
      ]);
      return {
        newest: await withCorrections(rows, names),
        count: cats.reduce((n, x) => n + Number(x.items), 0),
        byCategory: cats
          .map((x) => ({ category: names.get(x.categoryId) ?? '', amountPaise: Number(x.n) }))
          .sort((a, b) => b.amountPaise - a.amountPaise || a.category.localeCompare(b.category)),
      };
    },

    /** An approved item's history: the versions it replaced, oldest first, then itself. */
    async history(id: number): Promise<SpendingItemView[]> {
      const names = await categoryNames();
      const out: ItemRow[] = [];
      let next: number | null = id;
      while (next !== null && out.length < 50) {
        const [r]: ItemRow[] = await db.select().from(si).where(eq(si.id, next));
        if (!r) break;
        out.unshift(r);
        next = r.replacesId;
      }
      // A campaign taken offline shows its spending nowhere, its history included.
      const c = out[0] ? await deps.catalog.campaignForSpending(String(out[0].campaignId)) : null;
      if (!c || c.status === 'draft') return [];
      return out.filter((r) => r.status !== 'proposed' && r.status !== 'rejected').map((r) => view(r, names));
    },

    /** Every item of a campaign, newest first, for its campaigner or staff: with why one was rejected. */
    async forCampaign(who: { userId: number; staff: boolean }, slugOrId: string): Promise<SpendingItemView[]> {
      const c = await campaignOf(slugOrId, who);
      const rows = await db.select().from(si).where(eq(si.campaignId, c.id)).orderBy(desc(si.createdAt), desc(si.id)).limit(200);
      const names = await categoryNames();
      return rows.map((r) => ({ ...view(r, names), rejectedReason: r.rejectedReason }));
    },

    /**
     * What each of these paid gifts bought, first in first out within its campaign: derived from
     * the gift's place in the campaign's money and the approved spending, never stored.
     */
    async giftStories(donationIds: readonly number[]): Promise<GiftStory[]> {
      const positions = await deps.giving.poolPositions(donationIds);
      // Each campaign's pool once (its approved spends, four columns each, in order), then every
      // gift's shares by halving into it; only the spends some gift met are read whole.
      const pools = new Map<number, SpendPool>();
      for (const campaignId of new Set(positions.map((p) => p.campaignId))) {
        const spends = await db
          .select({ id: si.id, spentOn: si.spentOn, amountPaise: si.amountPaise, quantity: si.quantity })
          .from(si)
          .where(and(eq(si.campaignId, campaignId), eq(si.status, 'approved')));
        pools.set(campaignId, spendPool(spends));
      }
      const stories = positions
        .map((p) => ({ donationId: p.id, shares: sharesIn(pools.get(p.campaignId) ?? spendPool([]), p.beforePaise, p.amountPaise) }))
        .filter((x) => x.shares.length);
      const met = [...new Set(stories.flatMap((x) => x.shares.map((sh) => sh.spendId)))];
      const [rows, names] = await Promise.all([met.length ? db.select().from(si).where(inArray(si.id, met)) : [], categoryNames()]);
      const byId = new Map(rows.map((i) => [i.id, i]));
      return stories.map((x) => ({
        donationId: x.donationId,
        shares: x.shares.map((sh) => {
          const i = byId.get(sh.spendId) as ItemRow;
          return {
            ...sh,
            date: i.spentOn,
            description: i.description,
            unit: i.unit,
            category: names.get(i.categoryId) ?? '',
            spendPaise: i.amountPaise,
            billUrl: i.billUrl,
            billThumbUrl: i.billThumbUrl,
            noBillReason: i.billKey ? null : (i.noBillReason ?? ''),
          };
        }),
      }));
    },

    /** What the paid gifts given with this email bought (the donor's profile and API). */
    async storiesOf(email: string): Promise<GiftStory[]> {
      const mine = await deps.giving.forDonor(email);
      return service.giftStories(mine.filter((d) => d.status === 'paid').map((d) => d.id));
    },

    /** Approved spending by category and by campaign, and what the foundation added (the transparency page). */
    async totals(): Promise<SpendingTotals> {
      const names = await categoryNames();
      const cats = await db
        .select({ categoryId: si.categoryId, n: sql<string>`sum(${si.amountPaise})::bigint` })
        .from(si)
        .where(eq(si.status, 'approved'))
        .groupBy(si.categoryId);
      const camps = await db
        .select({ campaignId: si.campaignId, n: sql<string>`sum(${si.amountPaise})::bigint` })
        .from(si)
        .where(eq(si.status, 'approved'))
        .groupBy(si.campaignId);
      const added = await db
        .select({ campaignId: fa.campaignId, n: sql<string>`sum(${fa.amountPaise})::bigint` })
        .from(fa)
        .groupBy(fa.campaignId);
      const addedBy = new Map(added.map((a) => [a.campaignId, Number(a.n)]));
      const byCampaign = [];
      for (const c of camps) {
        const ref = await deps.catalog.campaignForSpending(String(c.campaignId));
        // A campaign taken offline still counts in the totals, but is neither named nor linked.
        const offline = ref?.status === 'draft';
        if (ref)
          byCampaign.push({
            slug: offline ? '' : ref.slug,
            title: offline ? st.offlineCampaign : shownTitle(ref),
            spentPaise: Number(c.n),
            foundationAddedPaise: addedBy.get(c.campaignId) ?? 0,
          });
      }
      byCampaign.sort((a, b) => b.spentPaise - a.spentPaise || a.title.localeCompare(b.title));
      const byCategory = cats
        .map((c) => ({ category: names.get(c.categoryId) ?? '', amountPaise: Number(c.n) }))
        .sort((a, b) => b.amountPaise - a.amountPaise || a.category.localeCompare(b.category));
      return { byCategory, byCampaign, totalPaise: byCategory.reduce((n, c) => n + c.amountPaise, 0) };
    },

    /** How many payments wait for staff (the queue's rows, counted), for the console's first screen. */
    async waitingCount(): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(si)
        .where(or(eq(si.status, 'proposed'), and(eq(si.status, 'approved'), isNotNull(si.billKey), isNull(si.billRedactedAt))));
      return Number(row?.n ?? 0);
    },

    /** Staff's queue, oldest first: proposed items, and approved ones whose bill waits for its redaction. */
    async queue(): Promise<(SpendingItemView & { campaign: { slug: string; title: string }; areas: Area[] })[]> {
      // Proposals, and approved payments whose bill is not yet blacked out (approved first, redacted after).
      const rows = await db
        .select()
        .from(si)
        .where(or(eq(si.status, 'proposed'), and(eq(si.status, 'approved'), isNotNull(si.billKey), isNull(si.billRedactedAt))))
        .orderBy(asc(si.createdAt), asc(si.id))
        .limit(500);
      const names = await categoryNames();
      const campaigns = new Map<number, { slug: string; title: string }>();
      for (const id of new Set(rows.map((r) => r.campaignId))) {
        const c = await deps.catalog.campaignForSpending(String(id));
        campaigns.set(id, { slug: c?.slug ?? '', title: shownTitle(c) });
      }
      return rows.map((r) => ({ ...view(r, names), campaign: campaigns.get(r.campaignId) ?? { slug: '', title: '' }, areas: r.billAreas ?? [] }));
    },

    /** Staff add a category (id null) or rename and reorder one; audited. A name is unique whatever its case. */
    async saveCategory(staffId: number | null, id: number | null, input: SpendingCategoryInput) {
      const sc = s.spendingCategories;
      const [clash] = await db
        .select({ id: sc.id })
        .from(sc)
        .where(and(sql`lower(${sc.name}) = lower(${input.name})`, id === null ? undefined : ne(sc.id, id)));
      if (clash) throw AppError.invalid({ name: st.categoryNameTaken });
      const [before] = id === null ? [] : await db.select().from(sc).where(eq(sc.id, id));
      if (id !== null && !before) throw AppError.notFound(st.notFound);
      const values = { name: input.name, nameHi: input.nameHi, sort: input.sort };
      let saved: typeof sc.$inferSelect | undefined;
      try {
        [saved] = id === null ? await db.insert(sc).values(values).returning() : await db.update(sc).set(values).where(eq(sc.id, id)).returning();
      } catch {
        // Another staff member saved the same name a moment before (the unique index).
        throw AppError.invalid({ name: st.categoryNameTaken });
      }
      if (!saved) throw AppError.notFound(st.notFound);
      await deps.audit.record({
        actorId: staffId,
        action: 'spending.category',
        subjectType: 'spending-category',
        subjectId: saved.id,
        ...(before ? { before: { name: before.name, nameHi: before.nameHi, sort: before.sort } } : {}),
        after: values,
      });
      deps.onPublicChange();
      return { id: saved.id, name: saved.name, nameHi: saved.nameHi, sort: saved.sort };
    },

    categories: () =>
      db
        .select({ id: s.spendingCategories.id, name: s.spendingCategories.name, nameHi: s.spendingCategories.nameHi, sort: s.spendingCategories.sort })
        .from(s.spendingCategories)
        .where(ne(s.spendingCategories.name, ''))
        .orderBy(asc(s.spendingCategories.sort), asc(s.spendingCategories.id)),
  };
  return service;
}

export type SpendingService = ReturnType<typeof spendingService>;
