// The demo content's data: categories' icons, campaigns with products and updates, the gifts'
// generator, blogs, sliders, pages, team, testimonials, questions, featured-in logos and site
// settings, and the generated images. Pure: nothing here reads or writes a table. The server
// writes it through the modules that own each table (apps/server/src/seed), which packages/db
// cannot import; `npm run lint` holds this folder to that (scripts/boundaries.ts).
import { CATEGORIES } from '@sahyog/core';
import { BLOGS } from './blogs.ts';
import { CAMPAIGNS } from './campaigns.ts';
import { LOGOS, SLIDERS, TEAM, TESTIMONIALS } from './site.ts';
import { avatarArt, bannerArt, blogArt, campaignArt, categoryIcon, logoArt, type Motif, productArt } from './svg.ts';

export { BLOGS } from './blogs.ts';
export { CAMPAIGNS, type CampaignSeed } from './campaigns.ts';
export { DEMO_CAMPAIGNER, DEMO_DONOR_GIFTS, DEMO_DONORS } from './demo-donors.ts';
export { buildDonations, type DonationRow } from './donations.ts';
export {
  BLOGS_HI,
  CAMPAIGN_FAQS_HI,
  CAMPAIGN_UPDATES_HI,
  CAMPAIGNS_HI,
  CATEGORIES_HI,
  FAQS_HI,
  PAGES_HI,
  PRODUCTS_HI,
  SLIDERS_HI,
  TEAM_HI,
  TESTIMONIALS_HI,
} from './hindi.ts';
export { PAGES } from './pages.ts';
export {
  SHOP_BRANDS,
  SHOP_CATEGORIES,
  SHOP_PHOTOS_DIR,
  SHOP_PRODUCTS,
  SHOP_VENDORS,
  type ShopCategorySeed,
  type ShopProductSeed,
  type ShopVariantSeed,
  type ShopVendorSeed,
} from './shop.ts';
export { FAQS, LOGOS, SETTINGS, SLIDERS, TEAM, TESTIMONIALS } from './site.ts';

export interface SeedFiles {
  /** stores a file under the public media area; returns its public URL path such as '/media/demo/campaign-1.svg' */
  write(relPath: string, content: string): Promise<string>;
}

/** The public URL of each generated image, by what it shows. */
export interface DemoImages {
  category(slug: string): string;
  campaign(id: number): string;
  product(category: string, motif: Motif): string;
  blog(slug: string): string;
  slider(key: string): string;
  /** By position in TEAM, TESTIMONIALS and LOGOS. */
  team(index: number): string;
  testimonial(index: number): string;
  logo(index: number): string;
}

/** Generates every image and writes it through `files`; answers their public URLs. */
export async function writeImages(files: SeedFiles): Promise<DemoImages> {
  const jobs = new Map<string, [string, string]>(); // key -> [relPath, svg]
  const add = (key: string, name: string, svg: string) => {
    if (!jobs.has(key)) jobs.set(key, [`demo/${name}.svg`, svg]);
  };

  for (const c of CATEGORIES) add(`category:${c.slug}`, `category-${c.slug}`, categoryIcon(c.slug));
  for (const c of CAMPAIGNS) {
    add(`campaign:${c.id}`, `campaign-${c.id}`, campaignArt(c.category, c.motif, c.slug));
    for (const p of c.products) add(`product:${c.category}:${p.motif}`, `product-${c.category}-${p.motif}`, productArt(c.category, p.motif));
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
  const url = (key: string) => {
    const u = urls.get(key);
    if (u === undefined) throw new Error(`seed image missing: ${key}`);
    return u;
  };
  return {
    category: (slug) => url(`category:${slug}`),
    campaign: (id) => url(`campaign:${id}`),
    product: (category, motif) => url(`product:${category}:${motif}`),
    blog: (slug) => url(`blog:${slug}`),
    slider: (key) => url(`slider:${key}`),
    team: (i) => url(`team:${i}`),
    testimonial: (i) => url(`testimonial:${i}`),
    logo: (i) => url(`logo:${i}`),
  };
}
