// What an approved campaigner does with their campaign: edit the draft (story sanitized on
// write, cover checked by its content and re-encoded), and post updates once it is live; what
// staff do to publish it. Only the owner (or staff) reaches a campaign here: anyone else gets the
// same 404 as for a campaign that does not exist.
import { randomBytes } from 'node:crypto';
import {
  AppError,
  asksForPayment,
  type CampaignDraft,
  type CampaignEditInput,
  type CampaignerCampaign,
  type CampaignHindiInput,
  type CampaignProductsInput,
  type CampaignUpdateInput,
  COVER_MAX_BYTES,
  COVER_MIN,
  COVER_SIZE,
  campaignEditorMessages as em,
  GALLERY_FIT,
  GALLERY_MAX,
  type GalleryPhoto,
  hindiOrNull,
  inContentLanguage,
  indiaDay,
  localPath,
  offSiteTarget,
  type PendingUpdate,
  paymentDetailsIn,
  STORY_MAX,
  slugFromTitle,
  UPDATE_EMAILS_PER_DAY,
  type UpdatePosted,
  type UpdateReviewInput,
  youtubeId,
} from '@sahyog/core';
import type { CampaignerApi } from '@sahyog/core/context';
import { type Db, schema as s } from '@sahyog/db';
import { and, asc, desc, eq, gt, isNull, like, ne, or, sql } from 'drizzle-orm';
import type { Sharp } from 'sharp';
import type { AuditLog } from '../../platform/audit.ts';
import { isLanguage, runInLanguage } from '../../platform/language.ts';
import { type EncodedPhoto, encodePhoto, type PhotoRules, storePhoto } from '../../platform/photos.ts';
import { renderStory, sanitizeRichText as sanitizeStory, storyHtmlToMarkdown } from '../../platform/rich-text.ts';
import type { Storage } from '../../platform/storage.ts';
import type { AuthService } from '../auth/index.ts';
import type { GivingService } from '../giving/index.ts';
import type { MessagingService } from '../messaging/index.ts';

/** PostgreSQL's unique_violation (23505), as pg or PGlite reports it (possibly wrapped by drizzle). */
function isUniqueViolation(e: unknown): boolean {
  for (let x: unknown = e; x && typeof x === 'object'; x = (x as { cause?: unknown }).cause) {
    if ((x as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** Plain text for an update (it is shown as text and sent in an email), paragraphs kept. */
function updateHtml(body: string): string {
  const esc = (t: string) => t.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
  return body
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((p) => `<p>${esc(p.trim()).replaceAll('\n', '<br>')}</p>`)
    .join('');
}

/** The stored update's text again, for its email (paragraphs and line breaks as typed). */
function htmlToText(html: string): string {
  return html
    .replaceAll('</p><p>', '\n\n')
    .replaceAll('<br>', '\n')
    .replace(/<[^>]+>/g, '')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&amp;', '&');
}

/**
 * The other sites a text names (a link, or a bare address such as "evil.example/pay"), lower
 * case, without the site's own host: what the reviewer is shown. A link to our own site that
 * finally goes elsewhere (`/language/en?next=/hi//evil.example`, issue 38) names where it goes.
 */
export function outsideHosts(text: string, publicUrl: string): string[] {
  const own = new URL(publicUrl).hostname.toLowerCase();
  const found = new Set<string>();
  for (const m of text.matchAll(/\b(?:https?:\/\/)?((?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,24})(?=[/:?#\s)\]]|$)/gi)) {
    const host = (m[1] ?? '').toLowerCase();
    if (host && host !== own && !host.endsWith(`.${own}`)) found.add(host);
    if (found.size >= 20) break;
  }
  // Our own addresses, with whatever query they carry (an encoded target has no host the pattern above sees).
  const ours = new RegExp(`(?:https?://)?(?:[a-z0-9-]+\\.)*${own.replaceAll('.', '\\.')}(?::\\d+)?[/?][^\\s<>"]*`, 'gi');
  for (const m of text.matchAll(ours)) {
    if (found.size >= 20) break;
    const link = m[0].replace(/[.,;:!?)\]'"]+$/, '');
    const target = offSiteTarget(/^https?:/i.test(link) ? link : `https://${link}`, own);
    if (target) found.add(target);
  }
  return [...found];
}

export interface CampaignerDeps {
  db: Db;
  storage: Storage;
  giving: Pick<GivingService, 'updateRecipients'>;
  messaging: Pick<MessagingService, 'send' | 'sendUpdate'>;
  siteName: () => Promise<string>;
  publicUrl: string;
  /** A publish or an update changed public pages: drop cached ones. */
  onPublicChange: () => void;
  audit: Pick<AuditLog, 'record'>;
  /** The campaigner's address and language, for what staff decided about their update. */
  auth?: Pick<AuthService, 'user' | 'languageOf'>;
}

type Actor = { userId: number; staff: boolean };

type StoredFaq = { question: string; answer: string; questionHi?: string; answerHi?: string };

/** Questions as stored: a Hindi pair only when both halves are written. */
function storedFaqs(faqs: (StoredFaq & { questionHi?: string; answerHi?: string })[]): StoredFaq[] {
  return faqs.map(({ question, answer, questionHi, answerHi }) => ({
    question,
    answer,
    ...(questionHi?.trim() && answerHi?.trim() ? { questionHi, answerHi } : {}),
  }));
}

export function campaignerService(deps: CampaignerDeps) {
  const { db } = deps;

  /** Staff changing a campaign that is not theirs: the console's audit log gets a line. */
  async function staffDid(
    actor: Actor,
    c: { id: number; ownerId: number | null },
    action: string,
    before: Record<string, unknown>,
    after: Record<string, unknown>,
  ) {
    if (actor.staff && c.ownerId !== actor.userId) {
      await deps.audit.record({ actorId: actor.userId, action, subjectType: 'campaign', subjectId: c.id, before, after });
    }
  }

  /**
   * Emails a campaign's campaigner (if it has one) in their language, with the campaign's page
   * and its editor: `once` keeps a retried decision to one email.
   */
  async function emailCampaigner(
    campaignId: number,
    template: 'campaign-published' | 'update-published' | 'update-rejected',
    data: Record<string, string>,
    once: string,
  ) {
    if (!deps.auth) return;
    const [c] = await db
      .select({ id: s.campaigns.id, slug: s.campaigns.slug, title: s.campaigns.title, ownerId: s.campaigns.ownerId })
      .from(s.campaigns)
      .where(eq(s.campaigns.id, campaignId));
    if (!c?.ownerId) return;
    const [account, language, site] = await Promise.all([deps.auth.user(c.ownerId), deps.auth.languageOf(c.ownerId), deps.siteName()]);
    const base = deps.publicUrl.replace(/\/$/, '');
    await runInLanguage(isLanguage(language) ? language : 'en', () =>
      deps.messaging.send(
        'email',
        account.email,
        template,
        {
          site,
          name: account.fullName,
          campaign: c.title,
          link: `${base}${localPath(`/campaigns/${c.slug}`)}`,
          editor: `${base}${localPath(`/my-campaigns/${c.id}`)}`,
          ...data,
        },
        { once },
      ),
    );
  }

  /**
   * The campaign's campaigner hears what staff decided about their update: published (and how
   * many donors it is emailed to), or not, with the reason and the way back to the editor.
   */
  const tellCampaigner = (update: { id: number; campaignId: number; title: string }, decided: { reason: string } | { recipients: number }) =>
    emailCampaigner(
      update.campaignId,
      'reason' in decided ? 'update-rejected' : 'update-published',
      {
        title: update.title,
        reason: 'reason' in decided ? decided.reason : '',
        recipients: 'recipients' in decided && decided.recipients > 0 ? String(decided.recipients) : '',
      },
      `update-decided:${update.id}`,
    );

  /**
   * A published update by email to the campaign's donors who asked, once, and only while the
   * campaign has sent fewer than UPDATE_EMAILS_PER_DAY in the last day (it stays on the page).
   */
  async function emailUpdate(updateId: number, actorId: number): Promise<{ recipients: number; emailed: boolean }> {
    const u = s.campaignUpdates;
    const [upd] = await db.select().from(u).where(eq(u.id, updateId));
    if (upd?.status !== 'published' || upd.emailedAt) return { recipients: 0, emailed: false };
    const [sent] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(u)
      .where(and(eq(u.campaignId, upd.campaignId), gt(u.emailedAt, new Date(Date.now() - 86_400_000))));
    if ((sent?.n ?? 0) >= UPDATE_EMAILS_PER_DAY) return { recipients: 0, emailed: false };
    // Nobody asked for updates yet: nothing is sent, and the day's allowance is not used up.
    const recipients = await deps.giving.updateRecipients(upd.campaignId);
    if (!recipients.length) return { recipients: 0, emailed: false };
    const [claimed] = await db
      .update(u)
      .set({ emailedAt: new Date() })
      .where(and(eq(u.id, updateId), isNull(u.emailedAt)))
      .returning({ id: u.id });
    if (!claimed) return { recipients: 0, emailed: false };
    const [c] = await db.select().from(s.campaigns).where(eq(s.campaigns.id, upd.campaignId));
    if (!c) return { recipients: 0, emailed: false };
    const site = await deps.siteName();
    const english = { title: upd.title, body: htmlToText(upd.bodyHtml) };
    const hindi = upd.titleHi && upd.bodyHtmlHi ? { title: upd.titleHi, body: htmlToText(upd.bodyHtmlHi) } : null;
    // Each in the language the donor gave in, linking to the campaign's page in it.
    for (const r of recipients) {
      const language = isLanguage(r.language) ? r.language : 'en';
      // A Hindi donor gets the Hindi update when it was written (the campaign's Hindi title when whole).
      const words = language === 'hi' && hindi ? hindi : english;
      // Made in the donor's language: the campaign's name as its page in that language shows it.
      const data = runInLanguage(language, () => ({
        site,
        name: r.name,
        // The campaign's name as its page in that language shows it.
        campaign: inContentLanguage(
          { title: c.title, summary: c.summary, storyHtml: c.storyHtml },
          { title: c.titleHi, summary: c.summaryHi, storyHtml: c.storyHtmlHi },
        ).title,
        title: words.title,
        body: words.body,
        // As its page warns, so does its email (staff let through one that gives payment details).
        givesPayment: asksForPayment(upd.paymentDetails) ? 'yes' : '',
        link: `${deps.publicUrl}${localPath(`/campaigns/${c.slug}`)}`,
      }));
      await runInLanguage(language, async () => {
        await deps.messaging.send('email', r.email, 'campaign-update', data, { once: `campaign-update:${updateId}:${r.email}` });
        // The box the donor ticked was "updates on WhatsApp": the title and the link there too
        // (once per number: two donors' emails may share one family mobile).
        if (r.mobile) {
          await deps.messaging.sendUpdate(r.mobile, { whatsapp: 'campaign-update-whatsapp' }, data, { once: `campaign-update-wa:${updateId}:${r.mobile}` });
        }
      });
    }
    await deps.audit.record({
      actorId,
      action: 'campaign.update.email',
      subjectType: 'campaign',
      subjectId: c.id,
      after: { updateId, recipients: recipients.length },
    });
    return { recipients: recipients.length, emailed: true };
  }

  async function reachable(actor: Actor, id: number) {
    const [c] = await db.select().from(s.campaigns).where(eq(s.campaigns.id, id)).limit(1);
    if (!c || (!actor.staff && c.ownerId !== actor.userId)) throw AppError.notFound(em.notYours);
    return c;
  }

  /** Drafts only, for the campaigner; staff may also change a live campaign. */
  async function editable(actor: Actor, id: number) {
    const c = await reachable(actor, id);
    if (c.status !== 'draft' && !actor.staff) throw new AppError('application_state', em.notEditable);
    return c;
  }

  const photoRules: PhotoRules = {
    maxBytes: COVER_MAX_BYTES,
    min: COVER_MIN,
    messages: { tooLarge: em.coverTooLarge, type: em.coverType, tooSmall: em.coverTooSmall, unreadable: em.coverUnreadable },
  };
  const encode = (bytes: Uint8Array, field: string, shape: (img: Sharp) => Sharp) => encodePhoto(bytes, field, photoRules, shape);
  const store = (name: string, photo: EncodedPhoto): Promise<GalleryPhoto> => storePhoto(deps.storage, name, photo);

  /** Deletes files this campaign's own uploads made (never a seeded or shared image). */
  async function forget(id: number, urls: (string | null | undefined)[]) {
    for (const url of urls) {
      if (url?.includes(`/campaigns/${id}/`)) await deps.storage.remove(url);
    }
  }

  /**
   * Publishes a draft at an address made from its title: the first of base, base-2, base-3 …
   * no other campaign holds. Two publishes racing for one address: the unique index refuses
   * the second, which takes the next free one.
   */
  async function goLive(id: number, title: string): Promise<{ slug: string } | undefined> {
    const base = slugFromTitle(title);
    for (let attempt = 0; attempt < 5; attempt++) {
      const taken = await db
        .select({ slug: s.campaigns.slug })
        .from(s.campaigns)
        .where(and(ne(s.campaigns.id, id), or(eq(s.campaigns.slug, base), like(s.campaigns.slug, `${base}-%`))));
      const used = new Set(taken.map((t) => t.slug));
      let n = 1;
      while (used.has(n === 1 ? base : `${base}-${n}`)) n++;
      const slug = n === 1 ? base : `${base}-${n}`;
      try {
        const [row] = await db
          .update(s.campaigns)
          .set({ status: 'published', slug, publishedAt: new Date() })
          .where(and(eq(s.campaigns.id, id), eq(s.campaigns.status, 'draft')))
          .returning({ slug: s.campaigns.slug });
        return row;
      } catch (caught) {
        if (!isUniqueViolation(caught)) throw caught;
      }
    }
    throw new AppError('application_state', em.notEditable);
  }

  /** A campaign taken offline and published again keeps its address. */
  async function relaunch(id: number): Promise<{ slug: string } | undefined> {
    const [row] = await db
      .update(s.campaigns)
      .set({ status: 'published' })
      .where(and(eq(s.campaigns.id, id), eq(s.campaigns.status, 'draft')))
      .returning({ slug: s.campaigns.slug });
    return row;
  }

  const summary = (c: typeof s.campaigns.$inferSelect): CampaignerCampaign => ({
    id: c.id,
    slug: c.slug,
    title: c.title,
    status: c.status,
    image: c.image,
    goalPaise: c.goalPaise,
    raisedPaise: c.raisedPaise,
  });

  return {
    async mine(userId: number): Promise<CampaignerCampaign[]> {
      const rows = await db.select().from(s.campaigns).where(eq(s.campaigns.ownerId, userId)).orderBy(desc(s.campaigns.createdAt));
      return rows.map(summary);
    },

    /**
     * Answers only when the campaign is the actor's (or the actor is staff); otherwise the 404 a
     * campaign that does not exist gets. The editor asks it before reading any form, so someone
     * else's campaign never answers a field error.
     */
    async reach(actor: Actor, id: number): Promise<void> {
      await reachable(actor, id);
    },

    async draft(actor: Actor, id: number): Promise<CampaignDraft> {
      const c = await reachable(actor, id);
      const products = await db
        .select({
          title: s.campaignProducts.title,
          titleHi: sql<string>`coalesce(${s.campaignProducts.titleHi}, '')`,
          pricePaise: s.campaignProducts.pricePaise,
          stock: s.campaignProducts.stock,
        })
        .from(s.campaignProducts)
        .where(eq(s.campaignProducts.campaignId, id))
        .orderBy(s.campaignProducts.sort, s.campaignProducts.id);
      const u = s.campaignUpdates;
      const updates = await db
        .select({ id: u.id, title: u.title, status: u.status, createdAt: u.createdAt, emailedAt: u.emailedAt, rejectReason: u.rejectReason })
        .from(u)
        .where(eq(u.campaignId, id))
        .orderBy(desc(u.createdAt), desc(u.id))
        .limit(20);
      return {
        ...summary(c),
        updates: updates.map((x) => ({
          id: x.id,
          title: x.title,
          status: x.status,
          postedAt: x.createdAt.toISOString(),
          emailed: x.emailedAt !== null,
          rejectReason: x.rejectReason,
        })),
        gallery: c.gallery,
        products,
        categoryId: c.categoryId,
        summary: c.summary,
        story: c.storyMarkdown ?? storyHtmlToMarkdown(c.storyHtml),
        videoId: c.videoId,
        faqs: c.faqs,
        endsAt: c.endsAt?.toISOString() ?? null,
        titleHi: c.titleHi ?? '',
        summaryHi: c.summaryHi ?? '',
        // A Hindi story written as HTML (the demo's) opens as Markdown, like the English.
        storyHi: c.storyMarkdownHi ?? (c.storyHtmlHi ? storyHtmlToMarkdown(c.storyHtmlHi) : ''),
      };
    },

    preview: (markdown: string): string => renderStory(markdown.slice(0, STORY_MAX)),

    /** Drafts only: once live, a campaign changes through staff. */
    async save(actor: Actor, id: number, input: CampaignEditInput, now = new Date()): Promise<void> {
      const c = await editable(actor, id);
      // An end date is the last day donations are taken, to its end in IST.
      if (input.endsOn && input.endsOn <= indiaDay(now)) throw AppError.invalid({ endsOn: em.endsInPast });
      const endsAt = input.endsOn ? new Date(`${input.endsOn}T23:59:59.999+05:30`) : null;
      await db
        .update(s.campaigns)
        .set({
          title: input.title,
          categoryId: input.categoryId,
          goalPaise: input.goalRupees * 100,
          endsAt,
          summary: input.summary,
          storyMarkdown: input.story,
          storyHtml: renderStory(input.story),
          videoId: input.videoUrl ? youtubeId(input.videoUrl) : null,
          faqs: storedFaqs(input.faqs.filter((f) => f.question && f.answer)),
          // The Hindi, rendered and sanitized like the English; empty is none.
          titleHi: hindiOrNull(input.titleHi),
          summaryHi: hindiOrNull(input.summaryHi),
          storyMarkdownHi: hindiOrNull(input.storyHi),
          storyHtmlHi: hindiOrNull(input.storyHi) === null ? null : hindiOrNull(renderStory(input.storyHi ?? '')),
        })
        .where(eq(s.campaigns.id, id));
      if (c.status !== 'draft') deps.onPublicChange();
      await staffDid(
        actor,
        c,
        'campaign.edit',
        {
          title: c.title,
          categoryId: c.categoryId,
          goalPaise: c.goalPaise,
          endsAt: c.endsAt?.toISOString() ?? null,
          summary: c.summary,
          titleHi: c.titleHi,
          summaryHi: c.summaryHi,
          storyHiLength: c.storyMarkdownHi?.length ?? 0,
        },
        {
          title: input.title,
          categoryId: input.categoryId,
          goalPaise: input.goalRupees * 100,
          endsAt: endsAt?.toISOString() ?? null,
          summary: input.summary,
          titleHi: hindiOrNull(input.titleHi),
          summaryHi: hindiOrNull(input.summaryHi),
          storyHiLength: input.storyHi?.length ?? 0,
        },
      );
    },

    /**
     * The Hindi alone (issue 23): staff add or change it on a live campaign without touching its
     * English; on a draft the owner may too. Rendered and sanitized like the English story.
     */
    async saveHindi(actor: Actor, id: number, input: CampaignHindiInput): Promise<void> {
      const c = await editable(actor, id);
      // The questions' Hindi by place: the English questions stay as they are.
      const faqs = storedFaqs(c.faqs.map((f, i) => ({ ...f, questionHi: input.faqs[i]?.questionHi ?? '', answerHi: input.faqs[i]?.answerHi ?? '' })));
      const after = {
        faqs,
        titleHi: hindiOrNull(input.titleHi),
        summaryHi: hindiOrNull(input.summaryHi),
        storyMarkdownHi: hindiOrNull(input.storyHi),
        storyHtmlHi: hindiOrNull(input.storyHi) === null ? null : hindiOrNull(renderStory(input.storyHi)),
      };
      // The items' Hindi names by place too (issue 39): a live campaign's items are fixed.
      const items = await db
        .select({ id: s.campaignProducts.id, titleHi: s.campaignProducts.titleHi })
        .from(s.campaignProducts)
        .where(eq(s.campaignProducts.campaignId, id))
        .orderBy(s.campaignProducts.sort, s.campaignProducts.id);
      const itemsHi = items.map((p, i) => ({ ...p, after: hindiOrNull(input.items[i]?.titleHi) }));
      await db.transaction(async (tx) => {
        await tx.update(s.campaigns).set(after).where(eq(s.campaigns.id, id));
        for (const p of itemsHi)
          if (p.after !== p.titleHi) await tx.update(s.campaignProducts).set({ titleHi: p.after }).where(eq(s.campaignProducts.id, p.id));
      });
      if (c.status !== 'draft') deps.onPublicChange();
      const named = (list: (string | null)[]) => list.filter(Boolean).length;
      await staffDid(
        actor,
        c,
        'campaign.edit',
        {
          titleHi: c.titleHi,
          summaryHi: c.summaryHi,
          storyHiLength: c.storyMarkdownHi?.length ?? 0,
          faqsHi: c.faqs.filter((f) => f.questionHi).length,
          ...(items.length ? { itemsHi: named(items.map((p) => p.titleHi)) } : {}),
        },
        {
          titleHi: after.titleHi,
          summaryHi: after.summaryHi,
          storyHiLength: input.storyHi.length,
          faqsHi: faqs.filter((f) => f.questionHi).length,
          ...(items.length ? { itemsHi: named(itemsHi.map((p) => p.after)) } : {}),
        },
      );
    },

    /**
     * The cover: what the bytes are, not what the name says, decides (sharp reads the header);
     * re-encoded to 1200×800 JPEG and WebP, so nothing of the upload but its pixels is kept
     * (no EXIF location, no polyglot payload).
     */
    async setCover(actor: Actor, id: number, bytes: Uint8Array): Promise<void> {
      const c = await editable(actor, id);
      const photo = await encode(bytes, 'cover', (img) => img.resize(COVER_SIZE.width, COVER_SIZE.height, { fit: 'cover', position: 'attention' }));
      const name = `campaigns/${id}/cover-${randomBytes(6).toString('hex')}`;
      const stored = await store(name, photo);
      await db.update(s.campaigns).set({ image: stored.jpeg, imageWebp: stored.webp }).where(eq(s.campaigns.id, id));
      if (c.status !== 'draft') deps.onPublicChange();
      // The replaced cover stops being served (only files this campaign's uploads made).
      await forget(id, [c.image, c.imageWebp]);
      await staffDid(actor, c, 'campaign.cover', { image: c.image }, { image: stored.jpeg });
    },

    /** A gallery photo: the same checks as the cover, shrunk to fit 1600 px, never cropped. */
    async addPhoto(actor: Actor, id: number, bytes: Uint8Array): Promise<void> {
      const c = await editable(actor, id);
      if (c.gallery.length >= GALLERY_MAX) throw AppError.invalid({ photo: em.galleryFull });
      const photo = await encode(bytes, 'photo', (img) => img.resize(GALLERY_FIT, GALLERY_FIT, { fit: 'inside', withoutEnlargement: true }));
      const stored = await store(`campaigns/${id}/photo-${randomBytes(6).toString('hex')}`, photo);
      // Appended in SQL, so two uploads at once both land (and the limit holds for both).
      const [row] = await db
        .update(s.campaigns)
        .set({ gallery: sql`${s.campaigns.gallery} || ${JSON.stringify([stored])}::jsonb` })
        .where(and(eq(s.campaigns.id, id), sql`jsonb_array_length(${s.campaigns.gallery}) < ${GALLERY_MAX}`))
        .returning({ id: s.campaigns.id });
      if (!row) throw AppError.invalid({ photo: em.galleryFull });
      if (c.status !== 'draft') deps.onPublicChange();
      await staffDid(actor, c, 'campaign.photo.add', { photos: c.gallery.length }, { photos: c.gallery.length + 1, added: stored.jpeg });
    },

    async removePhoto(actor: Actor, id: number, jpeg: string): Promise<void> {
      const c = await editable(actor, id);
      const gone = c.gallery.filter((p) => p.jpeg === jpeg);
      await db
        .update(s.campaigns)
        .set({ gallery: c.gallery.filter((p) => p.jpeg !== jpeg) })
        .where(eq(s.campaigns.id, id));
      if (c.status !== 'draft') deps.onPublicChange();
      await forget(
        id,
        gone.flatMap((p) => [p.jpeg, p.webp]),
      );
      await staffDid(actor, c, 'campaign.photo.remove', { photos: c.gallery.length, removed: jpeg }, { photos: c.gallery.length - gone.length });
    },

    /** A draft's items, replaced as a whole (a draft has no orders that could name them). */
    async saveProducts(actor: Actor, id: number, products: CampaignProductsInput): Promise<void> {
      const c = await editable(actor, id);
      if (c.status !== 'draft') throw new AppError('application_state', em.notEditable);
      await db.transaction(async (tx) => {
        await tx.delete(s.campaignProducts).where(eq(s.campaignProducts.campaignId, id));
        if (products.length) {
          await tx.insert(s.campaignProducts).values(
            products.map((p, i) => ({
              campaignId: id,
              title: p.title,
              titleHi: hindiOrNull(p.titleHi),
              pricePaise: p.pricePaise,
              stock: p.stock,
              image: c.image,
              sort: i,
            })),
          );
        }
      });
      // The Hindi name is logged only where there is one, so English-only items read as before.
      const logged = products.map((p) => ({ title: p.title, ...(p.titleHi ? { titleHi: p.titleHi } : {}), pricePaise: p.pricePaise, stock: p.stock }));
      await staffDid(actor, c, 'campaign.items', {}, { items: logged });
    },

    /** Staff: the draft goes live when it has what a donor needs to decide. */
    async publish(id: number, by: number | null = null): Promise<{ slug: string }> {
      const c = await reachable({ userId: 0, staff: true }, id);
      if (c.status !== 'draft') throw new AppError('application_state', em.notEditable);
      if (!c.title || !c.image || !sanitizeStory(c.storyHtml) || c.goalPaise <= 0) throw new AppError('application_state', em.publishNeeds);
      const row = c.publishedAt ? await relaunch(id) : await goLive(id, c.title);
      if (!row) throw new AppError('application_state', em.notEditable);
      await deps.audit.record({
        actorId: by,
        action: 'campaign.publish',
        subjectType: 'campaign',
        subjectId: id,
        before: { status: 'draft' },
        after: { status: 'published' },
      });
      deps.onPublicChange();
      // Only the first time: a campaign sent back for changes and published again is not news.
      if (!c.publishedAt) await emailCampaigner(id, 'campaign-published', {}, `campaign-published:${id}`);
      return row;
    },

    /**
     * A live campaign's update. Staff's, and a trusted campaign's, go on its page at once and by
     * email to donors who asked; a campaigner's waits for staff (a probe once sent 90 "re-pay at
     * http://…" emails in seconds from an approved campaigner's account). Links to other sites are
     * noted for the reviewer. Audited whoever posts it.
     */
    async postUpdate(actor: Actor, id: number, input: CampaignUpdateInput): Promise<UpdatePosted> {
      const c = await reachable(actor, id);
      if (c.status !== 'published') throw new AppError('application_state', em.updateOnlyLive);
      const hindi = input.titleHi && input.bodyHi ? { title: input.titleHi, body: input.bodyHi } : null;
      const text = [input.title, input.body, hindi?.title ?? '', hindi?.body ?? ''].join('\n');
      const hosts = outsideHosts(text, deps.publicUrl);
      const payment = paymentDetailsIn(text);
      // Trust is for news, not for a new place to pay: that waits for staff whoever the campaign.
      const direct = actor.staff || (c.updatesTrusted && !asksForPayment(payment));
      const [row] = await db
        .insert(s.campaignUpdates)
        .values({
          campaignId: id,
          title: input.title,
          bodyHtml: updateHtml(input.body),
          titleHi: hindi?.title ?? null,
          bodyHtmlHi: hindi ? updateHtml(hindi.body) : null,
          status: direct ? 'published' : 'pending',
          postedBy: actor.userId,
          outsideHosts: hosts,
          paymentDetails: payment,
        })
        .returning({ id: s.campaignUpdates.id });
      if (!row) throw new Error('update insert returned nothing');
      await deps.audit.record({
        actorId: actor.userId,
        action: 'campaign.update.post',
        subjectType: 'campaign',
        subjectId: id,
        after: {
          updateId: row.id,
          title: input.title,
          status: direct ? 'published' : 'pending',
          ...(hosts.length ? { outsideHosts: hosts } : {}),
          ...(payment.length ? { paymentDetails: payment } : {}),
        },
      });
      if (!direct) return { status: 'pending', recipients: 0, emailed: false, heldForPayment: !actor.staff && c.updatesTrusted };
      deps.onPublicChange();
      return { status: 'published', ...(await emailUpdate(row.id, actor.userId)) };
    },

    /** How many updates wait for staff's review, for the console's first screen. */
    async pendingUpdateCount(): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(s.campaignUpdates).where(eq(s.campaignUpdates.status, 'pending'));
      return Number(row?.n ?? 0);
    },

    /** Updates waiting for staff, oldest first, with their campaign, the sites they link to and the payment details they give. */
    async pendingUpdates(): Promise<PendingUpdate[]> {
      const u = s.campaignUpdates;
      const rows = await db
        .select({
          id: u.id,
          campaignId: u.campaignId,
          campaignTitle: s.campaigns.title,
          campaignSlug: s.campaigns.slug,
          title: u.title,
          bodyHtml: u.bodyHtml,
          titleHi: u.titleHi,
          bodyHtmlHi: u.bodyHtmlHi,
          outsideHosts: u.outsideHosts,
          paymentDetails: u.paymentDetails,
          createdAt: u.createdAt,
        })
        .from(u)
        .innerJoin(s.campaigns, eq(s.campaigns.id, u.campaignId))
        .where(eq(u.status, 'pending'))
        .orderBy(asc(u.createdAt), asc(u.id))
        .limit(100);
      return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
    },

    /**
     * Staff let a waiting update through (on the page, and emailed within the day's limit), or
     * refuse it with a reason; `trust` lets the campaign's next updates out without review.
     */
    async reviewUpdate(staffId: number, updateId: number, input: UpdateReviewInput): Promise<UpdatePosted> {
      const u = s.campaignUpdates;
      const [row] = await db
        .update(u)
        .set(
          input.decision === 'approve'
            ? { status: 'published', reviewedBy: staffId, reviewedAt: new Date() }
            : { status: 'rejected', reviewedBy: staffId, reviewedAt: new Date(), rejectReason: input.reason },
        )
        .where(and(eq(u.id, updateId), eq(u.status, 'pending')))
        .returning({ id: u.id, campaignId: u.campaignId, title: u.title });
      if (!row) {
        const [there] = await db.select({ id: u.id }).from(u).where(eq(u.id, updateId));
        throw there ? new AppError('application_state', em.updateDecided) : AppError.notFound(em.updateNotFound);
      }
      await deps.audit.record({
        actorId: staffId,
        action: `campaign.update.${input.decision}`,
        subjectType: 'campaign',
        subjectId: row.campaignId,
        before: { updateId, status: 'pending' },
        after: input.decision === 'approve' ? { status: 'published' } : { status: 'rejected', reason: input.reason },
      });
      if (input.decision === 'approve' && input.trust) {
        await db.update(s.campaigns).set({ updatesTrusted: true }).where(eq(s.campaigns.id, row.campaignId));
        await deps.audit.record({
          actorId: staffId,
          action: 'campaign.updates.trust',
          subjectType: 'campaign',
          subjectId: row.campaignId,
          after: { updatesTrusted: true },
        });
      }
      if (input.decision === 'reject') {
        await tellCampaigner(row, { reason: input.reason });
        return { status: 'rejected', recipients: 0, emailed: false };
      }
      deps.onPublicChange();
      const sent = await emailUpdate(row.id, staffId);
      await tellCampaigner(row, { recipients: sent.emailed ? sent.recipients : 0 });
      return { status: 'published', ...sent };
    },
  } satisfies CampaignerApi;
}

export type CampaignerService = ReturnType<typeof campaignerService>;
