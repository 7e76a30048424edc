// "Ask the seller" (issue 41) [seller_inquiries, seller_inquiry_messages]: a signed-in buyer's
// question to an approved shop (about the shop or one of its listed products), answered by the
// vendor in /seller/inbox; each side emailed in their account's language with a link to the
// thread. A thread is its buyer's and its shop's only: anyone else's lookup is null (a 404, never
// a 403). The vendor sees the buyer's first name, and the account's proven mobile only when the
// buyer ticked the box; never an email or an address. The vendor may report a thread: a help
// desk ticket through support.openFromFlow, and the buyer can write to it no more. Shops and
// products are read through their services only.
import {
  AppError,
  type AskInput,
  type AskTarget,
  type BuyerInquirySummary,
  type BuyerInquiryView,
  type FieldErrors,
  firstName,
  formatDateTime,
  INQUIRIES_PER_BUYER_PER_DAY,
  INQUIRIES_PER_NETWORK_PER_HOUR,
  INQUIRY_MESSAGES_PER_THREAD_PER_HOUR,
  type InquiriesApi,
  type InquiryAuthor,
  type InquiryStatus,
  inquiryText as it,
  localPath,
  type PublicVendor,
  type VendorInquirySummary,
  type VendorInquiryView,
} from '@sahyog/core';
import { type Db, schema as s } from '@sahyog/db';
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { isLanguage, runInLanguage } from '../../platform/language.ts';
import { networkKey, type RateLimiter, sourceOf } from '../../platform/rate-limit.ts';
import type { AuthService } from '../auth/index.ts';
import type {} from '../content/index.ts';
import type { MessagingService } from '../messaging/index.ts';
import type { ProductsService } from '../products/index.ts';
import type { VendorsService } from '../vendors/index.ts';
import type { SupportService } from './service.ts';

export interface InquiriesDeps {
  db: Db;
  limiter: RateLimiter;
  vendors: Pick<VendorsService, 'forUser' | 'byId' | 'publicBySlug'>;
  products: Pick<ProductsService, 'product' | 'holds'>;
  auth: Pick<AuthService, 'user' | 'languageOf'>;
  messaging: Pick<MessagingService, 'send'>;
  support: Pick<SupportService, 'openFromFlow'>;
  publicUrl: string;
  siteName: () => Promise<string>;
}

type InquiryRow = typeof s.sellerInquiries.$inferSelect;
type MessageRow = typeof s.sellerInquiryMessages.$inferSelect;

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** The newest this many threads in a list (a thread's page has all its messages). */
const LIST_LIMIT = 100;

export function inquiriesService(deps: InquiriesDeps) {
  const { db, limiter } = deps;
  const q = s.sellerInquiries;
  const m = s.sellerInquiryMessages;

  const closed = (status: string) => status === 'reported';

  async function messagesOf(id: number): Promise<MessageRow[]> {
    return db.select().from(m).where(eq(m.inquiryId, id)).orderBy(asc(m.id));
  }

  /** The product asked about while it is on sale: its address and title (in the request's language). */
  async function productOf(productId: number | null): Promise<{ slug: string; title: string } | null> {
    if (productId === null) return null;
    const slug = (await deps.products.holds.slugs([productId])).get(productId);
    const product = slug ? await deps.products.product(slug) : null;
    return product ? { slug: product.slug, title: product.title } : null;
  }

  const messageViews = (rows: MessageRow[]) => rows.map((r) => ({ author: r.author as InquiryAuthor, body: r.body, createdAt: r.createdAt.toISOString() }));

  async function buyerView(row: InquiryRow): Promise<BuyerInquiryView> {
    const [vendor, messages, product] = await Promise.all([deps.vendors.byId(row.vendorId), messagesOf(row.id), productOf(row.productId)]);
    return {
      id: row.id,
      subject: row.subject,
      status: row.status as InquiryStatus,
      shop: { name: vendor?.displayName ?? '', slug: vendor?.status === 'approved' ? vendor.slug : null },
      product,
      phoneShared: row.sharedPhone !== null,
      canReply: !closed(row.status),
      messages: messageViews(messages),
      createdAt: row.createdAt.toISOString(),
      lastMessageAt: row.lastMessageAt.toISOString(),
    };
  }

  async function vendorView(row: InquiryRow): Promise<VendorInquiryView> {
    const [buyer, messages, product] = await Promise.all([deps.auth.user(row.buyerId), messagesOf(row.id), productOf(row.productId)]);
    return {
      id: row.id,
      subject: row.subject,
      status: row.status as InquiryStatus,
      // The first name only, and the phone only as the buyer shared it (the number of that day).
      buyer: { firstName: firstName(buyer.fullName), phone: row.sharedPhone },
      product,
      canReply: !closed(row.status),
      canReport: !closed(row.status),
      messages: messageViews(messages),
      createdAt: row.createdAt.toISOString(),
      lastMessageAt: row.lastMessageAt.toISOString(),
    };
  }

  async function ownThread(userId: number, id: number): Promise<InquiryRow | null> {
    const [row] = await db
      .select()
      .from(q)
      .where(and(eq(q.id, id), eq(q.buyerId, userId)));
    return row ?? null;
  }

  /** The shop's thread for its vendor's account; null for anyone else (no shop, another shop's). */
  async function shopThread(userId: number, id: number): Promise<InquiryRow | null> {
    const shop = await deps.vendors.forUser(userId);
    if (!shop) return null;
    const [row] = await db
      .select()
      .from(q)
      .where(and(eq(q.id, id), eq(q.vendorId, shop.id)));
    return row ?? null;
  }

  /** One more message by `author` in thread `id`: counted per thread and side, refused when over. */
  async function countMessage(id: number, author: InquiryAuthor): Promise<void> {
    const hit = await limiter.hit(`inquiries:messages:${id}:${author}`, INQUIRY_MESSAGES_PER_THREAD_PER_HOUR, HOUR_MS);
    if (!hit.allowed) throw new AppError('rate_limited', it.tooManyMessages, { body: it.tooManyMessages });
  }

  /** Adds a message and moves the thread, unless it was reported meanwhile (then nothing is written). */
  async function addMessage(row: InquiryRow, author: InquiryAuthor, body: string): Promise<InquiryRow> {
    const now = new Date();
    const moved = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(q)
        .set({ status: author === 'vendor' ? 'answered' : 'open', lastMessageAt: now })
        .where(and(eq(q.id, row.id), ne(q.status, 'reported')))
        .returning();
      if (!updated) return null;
      await tx.insert(m).values({ inquiryId: row.id, author, body, createdAt: now });
      return updated;
    });
    if (!moved) throw new AppError('order_state', it.threadClosed, { body: it.threadClosed });
    return moved;
  }

  /** An email in the recipient's account language, with the link to the thread in it. */
  async function email(
    userId: number,
    template: 'inquiry-question' | 'inquiry-buyer-reply' | 'inquiry-answer',
    path: string,
    data: Record<string, string>,
  ): Promise<void> {
    const [account, language, site] = await Promise.all([deps.auth.user(userId), deps.auth.languageOf(userId), deps.siteName()]);
    const base = deps.publicUrl.replace(/\/$/, '');
    await runInLanguage(isLanguage(language) ? language : 'en', () =>
      deps.messaging.send('email', account.email, template, { site, name: firstName(account.fullName), link: `${base}${localPath(path)}`, ...data }),
    );
  }

  /** The vendor told of a buyer's message: the buyer's first name, their phone only when shared. */
  async function tellVendor(row: InquiryRow, template: 'inquiry-question' | 'inquiry-buyer-reply', body: string): Promise<void> {
    const vendor = await deps.vendors.byId(row.vendorId);
    if (!vendor) return;
    const buyer = await deps.auth.user(row.buyerId);
    await email(vendor.userId, template, `/seller/inbox/${row.id}`, {
      shop: vendor.displayName,
      buyer: firstName(buyer.fullName),
      phone: row.sharedPhone ?? '',
      subject: row.subject,
      message: body,
    });
  }

  /** Which shop (and product) a buyer may ask; the refusal as the form's field error. */
  async function resolveTarget(target: {
    product?: string | undefined;
    shop?: string | undefined;
  }): Promise<{ error: FieldErrors } | { vendor: PublicVendor; product: { id: number; slug: string; title: string } | null }> {
    if (target.product) {
      const product = await deps.products.product(target.product);
      // Only what is on sale and listed: a hidden, draft or taken-down product, or one of a shop
      // that is not approved, takes no questions.
      if (!product?.listed) return { error: { product: it.productUnknown } };
      return { vendor: product.vendor, product: { id: product.id, slug: product.slug, title: product.title } };
    }
    const vendor = target.shop ? await deps.vendors.publicBySlug(target.shop) : null;
    if (!vendor) return { error: { shop: it.shopUnknown } };
    return { vendor, product: null };
  }

  async function asker(userId: number, vendorId: number) {
    const [own, user] = await Promise.all([deps.vendors.forUser(userId), deps.auth.user(userId)]);
    return { own: own?.id === vendorId, phone: user.phoneVerified && user.phone ? user.phone : null };
  }

  const api = {
    async askTarget(userId: number, target: { product?: string | undefined; shop?: string | undefined }): Promise<AskTarget | null> {
      const found = await resolveTarget(target);
      if ('error' in found) return null;
      const who = await asker(userId, found.vendor.id);
      return {
        shop: { name: found.vendor.displayName, slug: found.vendor.slug },
        product: found.product ? { slug: found.product.slug, title: found.product.title } : null,
        own: who.own,
        phone: who.phone,
      };
    },

    async ask(userId: number, input: AskInput, ip: string | null): Promise<BuyerInquiryView> {
      const found = await resolveTarget(input);
      if ('error' in found) throw AppError.invalid(found.error);
      const who = await asker(userId, found.vendor.id);
      // A vendor asking its own shop writes to itself in the buyer's name.
      if (who.own) throw AppError.invalid({ shop: it.ownShopRefused });
      // The proven mobile only: a number typed into a profile could be a stranger's.
      if (input.sharePhone && !who.phone) throw AppError.invalid({ sharePhone: it.phoneNeedsProof });
      // Each new question counts, per buyer a day and per network an hour (a refused one too).
      const hits = [limiter.hit(`inquiries:ask:buyer:${userId}`, INQUIRIES_PER_BUYER_PER_DAY, DAY_MS)];
      if (ip !== null) hits.push(limiter.hit(networkKey('inquiries:ask', ip), INQUIRIES_PER_NETWORK_PER_HOUR, HOUR_MS));
      const [buyerHit, networkHit] = await Promise.all(hits);
      if (buyerHit && !buyerHit.allowed) throw new AppError('rate_limited', it.tooManyQuestions, { body: it.tooManyQuestions });
      if (networkHit && !networkHit.allowed) throw new AppError('rate_limited', it.tooManyFromNetwork, { body: it.tooManyFromNetwork });
      const now = new Date();
      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(q)
          .values({
            vendorId: found.vendor.id,
            buyerId: userId,
            productId: found.product?.id ?? null,
            subject: input.subject,
            sharedPhone: input.sharePhone ? who.phone : null,
            status: 'open',
            buyerSource: ip === null ? '' : sourceOf(ip),
            lastMessageAt: now,
            createdAt: now,
          })
          .returning();
        if (!created) throw new Error('inquiry insert returned nothing');
        await tx.insert(m).values({ inquiryId: created.id, author: 'buyer', body: input.body, createdAt: now });
        return created;
      });
      await tellVendor(row, 'inquiry-question', input.body);
      return buyerView(row);
    },

    async buyerList(userId: number): Promise<BuyerInquirySummary[]> {
      const rows = await db.select().from(q).where(eq(q.buyerId, userId)).orderBy(desc(q.lastMessageAt), desc(q.id)).limit(LIST_LIMIT);
      const shops = new Map(
        await Promise.all([...new Set(rows.map((r) => r.vendorId))].map(async (id) => [id, (await deps.vendors.byId(id))?.displayName ?? ''] as const)),
      );
      return rows.map((r) => ({
        id: r.id,
        subject: r.subject,
        status: r.status as InquiryStatus,
        shopName: shops.get(r.vendorId) ?? '',
        lastMessageAt: r.lastMessageAt.toISOString(),
      }));
    },

    async buyerThread(userId: number, id: number): Promise<BuyerInquiryView | null> {
      const row = await ownThread(userId, id);
      return row ? buyerView(row) : null;
    },

    async buyerReply(userId: number, id: number, body: string): Promise<BuyerInquiryView> {
      const row = await ownThread(userId, id);
      if (!row) throw AppError.notFound(it.notFound);
      if (closed(row.status)) throw new AppError('order_state', it.threadClosed, { body: it.threadClosed });
      await countMessage(id, 'buyer');
      const moved = await addMessage(row, 'buyer', body);
      await tellVendor(moved, 'inquiry-buyer-reply', body);
      return buyerView(moved);
    },

    async vendorList(userId: number): Promise<VendorInquirySummary[]> {
      const shop = await deps.vendors.forUser(userId);
      if (!shop) throw new AppError('forbidden', it.noShop);
      const rows = await db.select().from(q).where(eq(q.vendorId, shop.id)).orderBy(desc(q.lastMessageAt), desc(q.id)).limit(LIST_LIMIT);
      const names = new Map(
        await Promise.all([...new Set(rows.map((r) => r.buyerId))].map(async (id) => [id, firstName((await deps.auth.user(id)).fullName)] as const)),
      );
      return rows.map((r) => ({
        id: r.id,
        subject: r.subject,
        status: r.status as InquiryStatus,
        buyerFirstName: names.get(r.buyerId) ?? '',
        lastMessageAt: r.lastMessageAt.toISOString(),
      }));
    },

    async vendorThread(userId: number, id: number): Promise<VendorInquiryView | null> {
      const row = await shopThread(userId, id);
      return row ? vendorView(row) : null;
    },

    async vendorReply(userId: number, id: number, body: string): Promise<VendorInquiryView> {
      const row = await shopThread(userId, id);
      if (!row) throw AppError.notFound(it.notFound);
      if (closed(row.status)) throw new AppError('order_state', it.threadClosed, { body: it.threadClosed });
      await countMessage(id, 'vendor');
      const moved = await addMessage(row, 'vendor', body);
      const vendor = await deps.vendors.byId(moved.vendorId);
      await email(moved.buyerId, 'inquiry-answer', `/shop/questions/${moved.id}`, {
        shop: vendor?.displayName ?? '',
        subject: moved.subject,
        message: body,
      });
      return vendorView(moved);
    },

    async report(userId: number, id: number, reason: string): Promise<VendorInquiryView> {
      const row = await shopThread(userId, id);
      if (!row) throw AppError.notFound(it.notFound);
      if (closed(row.status)) throw new AppError('order_state', it.alreadyReported, { reason: it.alreadyReported });
      const [account, language, messages, buyer] = await Promise.all([
        deps.auth.user(userId),
        deps.auth.languageOf(userId),
        messagesOf(row.id),
        deps.auth.user(row.buyerId),
      ]);
      const buyerWho = it.buyerWho(firstName(buyer.fullName));
      const thread = messages.map((x) => it.threadLine(x.author === 'buyer' ? buyerWho : it.seller, formatDateTime(x.createdAt), x.body)).join('\n\n');
      // Opened once per thread (the ticket's source row): a second report answers the same ticket.
      const ticket = await deps.support.openFromFlow({
        source: 'seller_report',
        sourceId: String(row.id),
        topic: 'grievance',
        requesterId: userId,
        requesterEmail: account.email,
        requesterName: account.fullName,
        language,
        subject: it.reportSubject(row.subject),
        body: it.reportBody(reason, thread),
        about: { kind: 'inquiry', id: String(row.id) },
      });
      const [moved] = await db
        .update(q)
        .set({ status: 'reported', reportTicketId: ticket.id })
        .where(and(eq(q.id, row.id), ne(q.status, 'reported')))
        .returning();
      return vendorView(moved ?? { ...row, status: 'reported', reportTicketId: ticket.id });
    },
  } satisfies InquiriesApi;
  return api;
}

export type InquiriesService = ReturnType<typeof inquiriesService>;

declare module 'fastify' {
  interface FastifyInstance {
    inquiries: InquiriesService;
  }
}

/** Builds the service from the app's other services and decorates the app with it (pages read `app.inquiries`). */
export function inquiriesFor(app: FastifyInstance, support: Pick<SupportService, 'openFromFlow'>): InquiriesService {
  const svc = inquiriesService({
    db: app.platform.db,
    limiter: app.platform.limiter,
    vendors: app.vendors,
    products: app.products,
    auth: app.auth,
    messaging: app.messaging,
    support,
    publicUrl: app.publicUrl,
    siteName: async () => (await app.content.settings()).foundationName,
  });
  app.decorate('inquiries', svc);
  return svc;
}
