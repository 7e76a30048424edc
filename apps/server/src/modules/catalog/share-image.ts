// The campaign's share preview: a 1200×630 PNG with its photo, title, progress and the
// foundation's name, for WhatsApp and Facebook (they show nothing for an SVG). Rendering takes
// tens of milliseconds, so each picture is kept in memory under the figures it shows: a link
// shared in a busy group is rendered once, and again only when the figures change.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { isAbsolute, join, normalize, resolve, sep } from 'node:path';
import type { PageCard } from '@sahyog/core';
import { campaignMessages, currentLanguage, formatINR, progressPercent, SHARE_IMAGE, type ShareCardFigures, shareImageVersion } from '@sahyog/core';
import sharp, { type OverlayOptions } from 'sharp';

const { width: W, height: H } = SHARE_IMAGE;
const PHOTO_W = 520;
const PAD = 48;
const TEXT_X = PHOTO_W + PAD;
const TEXT_W = W - TEXT_X - PAD;
const TITLE_TOP = 104;
/** The title block ends above the figures (the raised amount's cap height starts near 400). */
const TITLE_MAX_H = 270;
const TITLE_SIZES = [46, 40, 34] as const;
const LATIN_FONT = 'DejaVu Sans';
/**
 * Hindi cards are drawn in Noto Sans Devanagari (the receipt PDF's font, shipped in
 * node_modules: the server need not have it installed). It covers Latin, digits and ₹ too.
 */
const DEVANAGARI_FONT = 'Noto Sans Devanagari';
const require = createRequire(import.meta.url);
const DEVANAGARI_FILES = {
  regular: require.resolve('@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf'),
};
let devanagariReady: Promise<unknown> | undefined;
/**
 * Adds the Devanagari font files to the process's fontconfig (libvips does so for a text's
 * `fontfile`), which librsvg reads too: the SVG panel's text can then name the family.
 */
function devanagari(): Promise<unknown> {
  devanagariReady ??= Promise.all(
    Object.values(DEVANAGARI_FILES).map((fontfile) =>
      sharp({ text: { text: 'क', font: `${DEVANAGARI_FONT} 12`, fontfile } })
        .png()
        .toBuffer(),
    ),
  );
  return devanagariReady;
}
/** The card's font in the current language (a /og/hi/ card is drawn in Hindi). */
async function cardFont(): Promise<string> {
  if (currentLanguage() !== 'hi') return LATIN_FONT;
  await devanagari();
  return DEVANAGARI_FONT;
}
const INK = '#1c1917';
const MUTED = '#57534e';
const ACCENT = '#0f766e';
const ACCENT_DARK = '#115e59';
const TRACK = '#e7e5e4';
const PHOTO_FALLBACK = '#ccfbf1';

export interface ShareImage {
  png: Buffer;
  /** Strong validator: the PNG is a pure function of the figures it shows. */
  etag: string;
  /** A plain card served because the render failed: kept briefly, then tried again. */
  fallback?: { until: number };
}

/** How long a failed render's plain card is served before the picture is rendered again. */
export const SHARE_FALLBACK_MS = 60_000;

let plainCard: Promise<Buffer> | undefined;
/** The card's background alone, 1200×630: what is served when a picture cannot be made. */
function fallbackCard(): Promise<Buffer> {
  plainCard ??= sharp({ create: { width: W, height: H, channels: 3, background: PHOTO_FALLBACK } })
    .png({ palette: true, compressionLevel: 9 })
    .toBuffer();
  return plainCard;
}

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The campaign photo as a PHOTO_W × H tile. Only files under the media directory are read:
 * an image URL on another host is never fetched from here (no request leaves the server
 * because someone asked for a preview).
 */
async function photoTile(image: string, mediaDir: string, warn: (msg: string) => void): Promise<Buffer | null> {
  if (!image.startsWith('/media/')) return null;
  const root = resolve(mediaDir);
  const file = normalize(join(root, decodeURIComponent(image.slice('/media/'.length).split('?')[0] ?? '')));
  if (!file.startsWith(root + sep)) return null;
  try {
    // SVGs carry their own size; a higher density keeps them sharp after the cover crop.
    return await sharp(await readFile(file), { density: 144 })
      .resize(PHOTO_W, H, { fit: 'cover', position: 'centre' })
      .png()
      .toBuffer();
  } catch (err) {
    warn(`share image: photo ${image} could not be read (${(err as Error).message})`);
    return null;
  }
}

/** A word longer than the block's width is broken between its letters (a long German or Tamil word). */
const graphemes = (text: string) => Array.from(new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text), (g) => g.segment);

/**
 * The title, wrapped by Pango with the real font metrics (at words, and between letters where a
 * word does not fit the width): the largest size at which it fits the block, else the smallest
 * size cut short with an ellipsis, at a word when one fits, else between letters. Never larger
 * than the block: whatever Pango answers is cropped to it last.
 */
async function titleBlock(title: string, font: string): Promise<{ png: Buffer; height: number }> {
  const render = async (text: string, size: number) => {
    const png = await sharp({
      text: {
        text: `<span foreground="${INK}" font_weight="bold" line_height="1.15">${xml(text)}</span>`,
        font: `${font} ${size}`,
        ...(font === DEVANAGARI_FONT ? { fontfile: DEVANAGARI_FILES.bold } : {}),
        width: TEXT_W,
        dpi: 72,
        rgba: true,
        wrap: 'word-char',
      },
    })
      .png()
      .toBuffer();
    const { width = 0, height = 0 } = await sharp(png).metadata();
    return { png, width, height, fits: width <= TEXT_W && height <= TITLE_MAX_H };
  };
  const smallest = TITLE_SIZES[TITLE_SIZES.length - 1] ?? 34;
  const block = async () => {
    for (const size of TITLE_SIZES) {
      const r = await render(title, size);
      if (r.fits) return r;
    }
    const words = title.split(/\s+/);
    for (let n = words.length - 1; n > 0; n--) {
      const r = await render(`${words.slice(0, n).join(' ')}…`, smallest);
      if (r.fits) return r;
    }
    // One word too long for the block even when wrapped: the most letters that fit.
    const letters = graphemes(title);
    let lo = 1;
    let hi = letters.length - 1;
    let best = await render('…', smallest);
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const r = await render(`${letters.slice(0, mid).join('')}…`, smallest);
      if (r.fits) {
        best = r;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return best;
  };
  const r = await block();
  if (r.fits) return { png: r.png, height: r.height };
  const width = Math.min(r.width, TEXT_W);
  const height = Math.min(r.height, TITLE_MAX_H);
  return { png: await sharp(r.png).extract({ left: 0, top: 0, width, height }).png().toBuffer(), height };
}

/** Everything but the photo and the title: a white panel with the figures, as one SVG. */
function overlaySvg(c: ShareCardFigures, foundationName: string, font: string): string {
  const pct = progressPercent(c.raisedPaise, c.goalPaise);
  const barW = TEXT_W;
  const fillW = pct === 0 ? 0 : Math.max(20, Math.round((barW * pct) / 100));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <rect x="${PHOTO_W}" y="0" width="${W - PHOTO_W}" height="${H}" fill="#ffffff"/>
  <rect x="${PHOTO_W}" y="0" width="8" height="${H}" fill="${ACCENT}"/>
  <text x="${TEXT_X}" y="70" font-family="${font}" font-size="26" font-weight="bold" fill="${ACCENT_DARK}">${xml(foundationName)}</text>
  <text x="${TEXT_X}" y="440" font-family="${font}" font-size="44" font-weight="bold" fill="${INK}">${xml(formatINR(c.raisedPaise))}</text>
  <text x="${TEXT_X}" y="478" font-family="${font}" font-size="26" fill="${MUTED}">${xml(campaignMessages.raisedOf(formatINR(c.goalPaise)))}</text>
  <rect x="${TEXT_X}" y="502" width="${barW}" height="20" rx="10" fill="${TRACK}"/>
  ${fillW ? `<rect x="${TEXT_X}" y="502" width="${fillW}" height="20" rx="10" fill="${ACCENT}"/>` : ''}
  <text x="${TEXT_X}" y="572" font-family="${font}" font-size="32" font-weight="bold" fill="${ACCENT_DARK}">${xml(campaignMessages.percentFunded(pct))}</text>
</svg>`;
}

export async function renderShareImage(c: ShareCardFigures, foundationName: string, mediaDir: string, warn: (msg: string) => void = () => {}): Promise<Buffer> {
  const font = await cardFont();
  const [photo, title] = await Promise.all([photoTile(c.image, mediaDir, warn), titleBlock(c.title, font)]);
  const layers: OverlayOptions[] = [
    { input: Buffer.from(overlaySvg(c, foundationName, font)), top: 0, left: 0 },
    { input: title.png, top: TITLE_TOP, left: TEXT_X },
  ];
  if (photo) layers.unshift({ input: photo, top: 0, left: 0 });
  return (
    sharp({ create: { width: W, height: H, channels: 3, background: PHOTO_FALLBACK } })
      .composite(layers)
      // A 256-colour palette keeps the file small (WhatsApp skips previews over ~300 KB).
      .png({ palette: true, quality: 90, effort: 7, compressionLevel: 9 })
      .toBuffer()
  );
}

/**
 * Rendered images by campaign, each with the version of the figures it shows. Several requests
 * for one picture while it renders share that one rendering. A small LRU bounds memory.
 */
export function shareImageCache(opts: {
  mediaDir: string;
  max?: number;
  warn?: (msg: string) => void;
  render?: typeof renderShareImage;
  fallbackMs?: number;
  now?: () => number;
}) {
  const max = opts.max ?? 200;
  const now = opts.now ?? Date.now;
  const fallbackMs = opts.fallbackMs ?? SHARE_FALLBACK_MS;
  const render = opts.render ?? renderShareImage;
  const mediaDir = isAbsolute(opts.mediaDir) ? opts.mediaDir : resolve(process.cwd(), opts.mediaDir);
  const done = new Map<string, ShareImage>();
  const pending = new Map<string, Promise<ShareImage>>();
  let renders = 0;

  return {
    get renders() {
      return renders;
    },
    async get(c: ShareCardFigures, foundationName: string): Promise<ShareImage> {
      const version = shareImageVersion(c, foundationName);
      // A campaign has a card per language (its Hindi one at /og/hi/): each kept under its own key.
      const prefix = `${currentLanguage()}\u0000${c.slug}\u0000`;
      const key = `${prefix}${version}`;
      let hit = done.get(key);
      // A failure's plain card is served for a while, so a crawler's every hit does not render again.
      if (hit?.fallback && hit.fallback.until <= now()) {
        done.delete(key);
        hit = undefined;
      }
      if (hit) {
        done.delete(key);
        done.set(key, hit);
        return hit;
      }
      const inFlight = pending.get(key);
      if (inFlight) return inFlight;
      const p = (async () => {
        renders++;
        let image: ShareImage;
        try {
          image = { png: await render(c, foundationName, mediaDir, opts.warn), etag: `"${version}"` };
        } catch (err) {
          opts.warn?.(`share image: ${c.slug} could not be rendered (${(err as Error).message}); a plain card is served for ${fallbackMs / 1000} s`);
          image = { png: await fallbackCard(), etag: `"fallback-${version}"`, fallback: { until: now() + fallbackMs } };
        }
        // The same campaign's older picture (other figures) is of no use any more.
        for (const k of done.keys()) if (k.startsWith(prefix)) done.delete(k);
        done.set(key, image);
        while (done.size > max) {
          const oldest = done.keys().next().value;
          if (oldest === undefined) break;
          done.delete(oldest);
        }
        return image;
      })().finally(() => pending.delete(key));
      pending.set(key, p);
      return p;
    },
  };
}

export type ShareImageCache = ReturnType<typeof shareImageCache>;

/** The panel of a page's card: the foundation's name, the kicker and the bottom line, as one SVG. */
function pageOverlaySvg(c: PageCard, foundationName: string, font: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <rect x="${PHOTO_W}" y="0" width="${W - PHOTO_W}" height="${H}" fill="#ffffff"/>
  <rect x="${PHOTO_W}" y="0" width="8" height="${H}" fill="${ACCENT}"/>
  <text x="${TEXT_X}" y="70" font-family="${font}" font-size="26" font-weight="bold" fill="${ACCENT_DARK}">${xml(foundationName)}</text>
  ${c.kicker ? `<text x="${TEXT_X}" y="${TITLE_TOP + 12}" font-family="${font}" font-size="24" fill="${MUTED}">${xml(c.kicker)}</text>` : ''}
  ${c.line
    .split(' · ')
    .filter(Boolean)
    .map(
      (part, i, all) =>
        `<text x="${TEXT_X}" y="${576 - (all.length - 1 - i) * 40}" font-family="${font}" font-size="28" font-weight="bold" fill="${ACCENT_DARK}">${xml(part)}</text>`,
    )
    .join('')}
</svg>`;
}

/** A 1200×630 PNG for a page that is not a campaign, laid out like the campaign's card. */
export async function renderPageCard(c: PageCard, foundationName: string, mediaDir: string, warn: (msg: string) => void = () => {}): Promise<Buffer> {
  const font = await cardFont();
  const [photo, title] = await Promise.all([c.image ? photoTile(c.image, mediaDir, warn) : Promise.resolve(null), titleBlock(c.title, font)]);
  const layers: OverlayOptions[] = [
    { input: Buffer.from(pageOverlaySvg(c, foundationName, font)), top: 0, left: 0 },
    { input: title.png, top: TITLE_TOP + 44, left: TEXT_X },
  ];
  if (photo) layers.unshift({ input: photo, top: 0, left: 0 });
  return sharp({ create: { width: W, height: H, channels: 3, background: PHOTO_FALLBACK } })
    .composite(layers)
    .png({ palette: true, quality: 90, effort: 7, compressionLevel: 9 })
    .toBuffer();
}
