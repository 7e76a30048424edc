// Demo content for a fresh database: categories, campaigns with products, updates and
// donations, blogs, sliders, pages, team, testimonials, featured-in logos and site settings.
// Runs once: if categories already exist it does nothing. Images are generated SVGs written
// through `files` before the single transaction that inserts every row.
import { CATEGORIES } from '@sahyog/core';
import { count, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import * as s from '../schema.ts';
import { BLOGS } from './blogs.ts';
import { CAMPAIGNS } from './campaigns.ts';
import { buildDonations, type DonationRow } from './donations.ts';
import { PAGES } from './pages.ts';
import { FAQS, LOGOS, SETTINGS, SLIDERS, TEAM, TESTIMONIALS } from './site.ts';
import { avatarArt, bannerArt, blogArt, campaignArt, categoryIcon, logoArt, type Motif, productArt } from './svg.ts';

export interface SeedFiles {
  /** stores a file under the public media area; returns its public URL path such as '/media/demo/campaign-1.svg' */
  write(relPath: string, content: string): Promise<string>;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const DAY_MS = 24 * 60 * 60 * 1000;
/** Serialises concurrent seeders (two processes starting on one empty database). */
const SEED_LOCK_KEY = 72_460_501;
const DONATION_BATCH = 200;

async function hasCategories(db: Db | Tx): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(s.categories);
  return (row?.n ?? 0) > 0;
}

/** Generates every image and writes it through `files`; returns public URLs by key. */
async function writeImages(files: SeedFiles): Promise<Map<string, string>> {
  const jobs = new Map<string, [string, string]>(); // key -> [relPath, svg]
  const add = (key: string, name: string, svg: string) => {
    if (!jobs.has(key)) jobs.set(key, [`demo/${name}.svg`, svg]);
  };

  for (const c of CATEGORIES) add(`category:${c.slug}`, `category-${c.slug}`, categoryIcon(c.slug));
  for (const c of CAMPAIGNS) {
    add(`campaign:${c.id}`, `campaign-${c.id}`, campaignArt(c.category, c.motif, c.slug));
    for (const p of c.products) add(productKey(c.category, p.motif), `product-${c.category}-${p.motif}`, productArt(c.category, p.motif));
  }
  for (const b of BLOGS) add(`blog:${b.slug}`, `blog-${b.slug}`, blogArt(b.palette, b.motif, b.slug));
  for (const sl of SLIDERS) add(`slider:${sl.key}`, `slider-${sl.key}`, bannerArt(sl.palette, sl.motif, sl.key));
  for (const [i, t] of TEAM.entries()) add(`team:${i}`, `team-${i + 1}`, avatarArt(t.name, t.palette));
  for (const [i, t] of TESTIMONIALS.entries()) add(`testimonial:${i}`, `testimonial-${i + 1}`, avatarArt(t.name, t.palette));
  for (const [i, l] of LOGOS.entries()) add(`logo:${i}`, `logo-${i + 1}`, logoArt(l.name, l.mark, l.colour));

  const urls = new Map<string, string>();
  const entries = [...jobs.entries()];
  // A few at a time: storage may be a slow disk or a remote bucket.
  for (let i = 0; i < entries.length; i += 8) {
    const batch = entries.slice(i, i + 8);
    const written = await Promise.all(batch.map(([, [path, svg]]) => files.write(path, svg)));
    for (const [j, [key]] of batch.entries()) urls.set(key, written[j] as string);
  }
  return urls;
}

/**
 * The order a demo gift came from: paid, left at the payment step ('created') or failed. A paid
 * UPI gift carries the UTR staff matched it with, a paid Razorpay one its gateway ids (made up:
 * a refund through a real gateway account would be refused for them, as it should).
 */
function orderOf(d: DonationRow, n: number): typeof s.orders.$inferInsert {
  const paid = d.status === 'paid';
  return {
    reference: d.reference,
    requestHash: `seed:${d.reference}`,
    campaignId: d.campaignId,
    amountPaise: d.amountPaise,
    tipPaise: d.tipPaise,
    urgentPaise: d.urgentPaise,
    totalPaise: d.amountPaise + d.tipPaise + d.urgentPaise,
    donorName: d.donorName,
    donorEmail: d.donorEmail,
    donorMobile: d.donorMobile,
    hideName: d.anonymous,
    method: d.method,
    status: d.status === 'pending' ? 'created' : d.status,
    utr: paid && d.method === 'upi' ? `80${String(n + 1).padStart(10, '0')}` : null,
    utrSubmittedAt: paid && d.method === 'upi' ? d.createdAt : null,
    providerOrderId: d.method === 'razorpay' && d.status !== 'pending' ? `order_DEMO${String(n + 1).padStart(10, '0')}` : null,
    providerPaymentId: paid && d.method === 'razorpay' ? `pay_DEMO${String(n + 1).padStart(10, '0')}` : null,
    failureReason: d.status === 'failed' ? 'Declined by the bank (demo data)' : null,
    settledBy: d.status === 'pending' ? null : 'seed',
    paidAt: d.paidAt,
    createdAt: d.createdAt,
    updatedAt: d.paidAt ?? d.createdAt,
  };
}

function productKey(category: string, motif: Motif): string {
  return `product:${category}:${motif}`;
}

function url(urls: Map<string, string>, key: string): string {
  const u = urls.get(key);
  if (u === undefined) throw new Error(`seed image missing: ${key}`);
  return u;
}

export async function seedDemo(db: Db, files: SeedFiles, now: Date = new Date()): Promise<{ seeded: boolean }> {
  if (await hasCategories(db)) return { seeded: false };

  const images = await writeImages(files);
  const donations = buildDonations(CAMPAIGNS, now);
  const at = (daysFromNow: number) => new Date(now.getTime() + daysFromNow * DAY_MS);
  const categoryId = new Map<string, number>(CATEGORIES.map((c) => [c.slug, c.id]));
  // Featured campaigns first, then the rest in the order written.
  const ordered = [...CAMPAIGNS.filter((c) => c.featured), ...CAMPAIGNS.filter((c) => !c.featured)];
  const sortOf = new Map(ordered.map((c, i) => [c.id, (i + 1) * 10]));

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await hasCategories(tx)) return { seeded: false };

    await tx.insert(s.categories).values(
      CATEGORIES.map((c, i) => ({
        id: c.id,
        name: c.name,
        slug: c.slug,
        image: url(images, `category:${c.slug}`),
        sort: i + 1,
      })),
    );

    await tx.insert(s.campaigns).values(
      CAMPAIGNS.map((c) => ({
        id: c.id,
        slug: c.slug,
        title: c.title,
        summary: c.summary,
        categoryId: categoryId.get(c.category) as number,
        image: url(images, `campaign:${c.id}`),
        goalPaise: c.goalPaise,
        storyHtml: c.storyHtml,
        videoId: c.videoId,
        faqs: c.faqs,
        status: 'published' as const,
        isMonthlyCause: c.isMonthlyCause,
        featured: c.featured,
        sort: sortOf.get(c.id) ?? 0,
        endsAt: c.endsInDays === null ? null : at(c.endsInDays),
        createdAt: at(-c.createdDaysAgo),
      })),
    );
    await tx.execute(sql`select setval(pg_get_serial_sequence('campaigns', 'id'), (select max(id) from campaigns))`);

    const products = CAMPAIGNS.flatMap((c) =>
      c.products.map((p, i) => ({
        campaignId: c.id,
        title: p.title,
        image: url(images, productKey(c.category, p.motif)),
        pricePaise: p.pricePaise,
        stock: p.stock,
        collected: Math.min(p.collected, p.stock),
        sort: i + 1,
      })),
    );
    if (products.length > 0) await tx.insert(s.campaignProducts).values(products);

    const updates = CAMPAIGNS.flatMap((c) => c.updates.map((u) => ({ campaignId: c.id, title: u.title, bodyHtml: u.bodyHtml, createdAt: at(-u.daysAgo) })));
    if (updates.length > 0) await tx.insert(s.campaignUpdates).values(updates);

    // Each gift is an order first, as on the site: the console's Donations list reads orders, and
    // a paid order's one donation (donations.order_id) is what the ledger and the dashboard count.
    // Written in bulk rather than through giving's settlePaid(): the seed must stay fast, and a
    // demo should not queue 528 thank-you emails. A paid order here is what settlePaid() leaves.
    for (let i = 0; i < donations.length; i += DONATION_BATCH) {
      const batch = donations.slice(i, i + DONATION_BATCH);
      const orders = await tx
        .insert(s.orders)
        .values(batch.map((d, j) => orderOf(d, i + j)))
        .returning({ id: s.orders.id, reference: s.orders.reference });
      const orderId = new Map(orders.map((o) => [o.reference, o.id]));
      const paid = batch.filter((d) => d.status === 'paid');
      if (paid.length > 0) {
        await tx.insert(s.donations).values(paid.map((d) => ({ ...d, orderId: orderId.get(d.reference) as number })));
      }
    }
    // Totals come from the paid donations themselves, so they can never disagree.
    await tx.execute(sql`
      update campaigns as c
         set raised_paise = t.raised, backers = t.backers
        from (select campaign_id, sum(amount_paise)::bigint as raised, count(*)::int as backers
                from donations
               where status = 'paid'
               group by campaign_id) as t
       where c.id = t.campaign_id`);

    await tx.insert(s.blogs).values(
      BLOGS.map((b) => ({
        slug: b.slug,
        title: b.title,
        excerpt: b.excerpt,
        image: url(images, `blog:${b.slug}`),
        bodyHtml: b.bodyHtml,
        author: b.author,
        publishedAt: b.publishedAt,
      })),
    );

    await tx.insert(s.sliders).values(
      SLIDERS.map((sl, i) => ({
        page: sl.page,
        title: sl.title,
        subtitle: sl.subtitle,
        image: url(images, `slider:${sl.key}`),
        linkUrl: sl.linkUrl,
        linkLabel: sl.linkLabel,
        sort: i + 1,
      })),
    );

    await tx.insert(s.pages).values(PAGES.map((p) => ({ slug: p.slug, title: p.title, bodyHtml: p.bodyHtml, updatedAt: now })));

    await tx.insert(s.teamMembers).values(
      TEAM.map((t, i) => ({
        name: t.name,
        role: t.role,
        mobile: t.mobile,
        image: url(images, `team:${i}`),
        sort: i + 1,
      })),
    );

    await tx.insert(s.testimonials).values(
      TESTIMONIALS.map((t, i) => ({
        name: t.name,
        place: t.place,
        quote: t.quote,
        image: url(images, `testimonial:${i}`),
        sort: i + 1,
      })),
    );

    await tx.insert(s.faqs).values(FAQS.map((f, i) => ({ question: f.question, answer: f.answer, sort: (i + 1) * 10 })));

    await tx.insert(s.featuredLogos).values(LOGOS.map((l, i) => ({ name: l.name, image: url(images, `logo:${i}`), sort: i + 1 })));

    // Cast explicitly: the driver passes a JS string through as JSON text, so a digits-only
    // value such as the WhatsApp number would otherwise be stored as a JSON number.
    await tx.insert(s.siteSettings).values(Object.entries(SETTINGS).map(([key, value]) => ({ key, value: sql`${JSON.stringify(value)}::jsonb` })));

    return { seeded: true };
  });
}
