// Small, dependency-free SVG generator for the demo content. Every image is a calm gradient
// scene with a simple emblem built from circles and paths; no text except initials on avatars
// and wordmarks on logos. Output is deterministic and each file stays well under 4 KB.

export interface Palette {
  sky: readonly [string, string];
  sun: string;
  hill: readonly [string, string];
  accent: string;
  deep: string;
}

/** One calm palette per category slug; `default` for anything else. */
export const PALETTES: Record<string, Palette> = {
  urgent: {
    sky: ['#fff4ec', '#ffd9c4'],
    sun: '#ffb287',
    hill: ['#f6b394', '#e4825f'],
    accent: '#c2410c',
    deep: '#7c2d12',
  },
  children: {
    sky: ['#fffbe0', '#fde68a'],
    sun: '#fbbf24',
    hill: ['#a7f3e4', '#2dd4bf'],
    accent: '#0f766e',
    deep: '#134e4a',
  },
  animals: {
    sky: ['#f3fcdc', '#d9f99d'],
    sun: '#facc15',
    hill: ['#a7e9b5', '#4fbf72'],
    accent: '#92400e',
    deep: '#14532d',
  },
  disability: {
    sky: ['#e8f5fe', '#bfe3fb'],
    sun: '#fde68a',
    hill: ['#93d5f7', '#38a8e0'],
    accent: '#0369a1',
    deep: '#0c4a6e',
  },
  'disaster-relief': {
    sky: ['#e6f8fa', '#b5e9f0'],
    sun: '#fcd34d',
    hill: ['#7fdbe8', '#1c9bb5'],
    accent: '#0e7490',
    deep: '#164e63',
  },
  education: {
    sky: ['#f1edfe', '#ddd6fe'],
    sun: '#fcd34d',
    hill: ['#c9bdfc', '#8f6cf0'],
    accent: '#6d28d9',
    deep: '#4c1d95',
  },
  elderly: {
    sky: ['#fff7e0', '#fde3b8'],
    sun: '#f59e0b',
    hill: ['#f6d3a2', '#d39b5c'],
    accent: '#b45309',
    deep: '#78350f',
  },
  faith: {
    sky: ['#fff8ef', '#fed7aa'],
    sun: '#fb923c',
    hill: ['#fdc08a', '#f28a3c'],
    accent: '#c2410c',
    deep: '#7c2d12',
  },
  hunger: {
    sky: ['#fefce8', '#fdf0a0'],
    sun: '#f97316',
    hill: ['#c8ee80', '#86c232'],
    accent: '#4d7c0f',
    deep: '#365314',
  },
  medical: {
    sky: ['#f0fdfa', '#c9f5ec'],
    sun: '#fda4af',
    hill: ['#7ee4d2', '#14a899'],
    accent: '#0f766e',
    deep: '#134e4a',
  },
  diy: {
    sky: ['#f3f6f9', '#dfe7ef'],
    sun: '#fbbf24',
    hill: ['#b1efd2', '#3cc58f'],
    accent: '#047857',
    deep: '#064e3b',
  },
  women: {
    sky: ['#fff2f3', '#fecdd3'],
    sun: '#fb7185',
    hill: ['#fcb0ba', '#ec5d7a'],
    accent: '#be123c',
    deep: '#881337',
  },
  default: {
    sky: ['#f0fdfa', '#ccfbf1'],
    sun: '#fbbf24',
    hill: ['#99e6d8', '#14a899'],
    accent: '#0f766e',
    deep: '#134e4a',
  },
};

export function palette(key: string): Palette {
  return PALETTES[key] ?? (PALETTES.default as Palette);
}

/** Escapes text for use inside SVG/XML text nodes and attribute values. */
export function esc(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Stable small hash for deterministic variation (FNV-1a). */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

interface Ink {
  a: string; // accent
  d: string; // deep
  l: string; // light
  s: string; // sun / warm highlight
}

// Emblems, drawn in a box from -120 to 120 around the origin.
const MOTIFS = {
  heart: (c: Ink) =>
    `<path d="M0 46C-34 22-78-2-72-40-66-70-24-74 0-44 24-74 66-70 72-40 78-2 34 22 0 46Z" fill="${c.a}"/>` +
    `<path d="M-118 18C-112 104 112 104 118 18L96 16C88 78-88 78-96 16Z" fill="${c.d}"/>` +
    `<circle cx="-107" cy="14" r="13" fill="${c.d}"/><circle cx="107" cy="14" r="13" fill="${c.d}"/>`,
  paw: (c: Ink) =>
    `<ellipse cx="0" cy="40" rx="58" ry="48" fill="${c.a}"/>` +
    `<ellipse cx="-70" cy="-18" rx="22" ry="28" transform="rotate(-20 -70 -18)" fill="${c.a}"/>` +
    `<ellipse cx="-28" cy="-62" rx="22" ry="29" fill="${c.a}"/><ellipse cx="28" cy="-62" rx="22" ry="29" fill="${c.a}"/>` +
    `<ellipse cx="70" cy="-18" rx="22" ry="28" transform="rotate(20 70 -18)" fill="${c.a}"/>`,
  book: (c: Ink) =>
    `<path d="M0-58C-34-80-80-82-110-70V70C-80 58-34 60 0 82Z" fill="${c.a}"/>` +
    `<path d="M0-58C34-80 80-82 110-70V70C80 58 34 60 0 82Z" fill="${c.d}"/>` +
    `<path d="M-88-40C-62-48-38-46-18-36M-88-10C-62-18-38-16-18-6M-88 20C-62 12-38 14-18 24M18-36C38-46 62-48 88-40M18-6C38-16 62-18 88-10" stroke="${c.l}" stroke-width="7" stroke-linecap="round" fill="none" opacity=".8"/>`,
  diya: (c: Ink) =>
    `<circle cx="0" cy="-38" r="58" fill="${c.s}" opacity=".35"/>` +
    `<path d="M0-96C22-62 28-40 0-18-28-40-22-62 0-96Z" fill="${c.s}"/><path d="M0-66C10-50 12-38 0-26-12-38-10-50 0-66Z" fill="${c.l}"/>` +
    `<path d="M-112 4H112C100 66 54 92 0 92S-100 66-112 4Z" fill="${c.a}"/><path d="M-112 4H112L96-10H-96Z" fill="${c.d}"/>`,
  house: (c: Ink) =>
    `<path d="M-110-6 0-96 110-6Z" fill="${c.d}"/><rect x="-82" y="-10" width="164" height="96" fill="${c.a}"/>` +
    `<rect x="-22" y="26" width="44" height="60" rx="6" fill="${c.l}"/><rect x="-66" y="8" width="30" height="28" rx="4" fill="${c.l}" opacity=".85"/>` +
    `<path d="M-120 100C-90 86-60 114-30 100S30 86 60 100 90 114 120 100" stroke="${c.l}" stroke-width="9" fill="none" stroke-linecap="round"/>`,
  bowl: (c: Ink) =>
    `<path d="M-50-40C-62-64-38-80-50-104M0-44C-12-68 12-84 0-108M50-40C38-64 62-80 50-104" stroke="${c.d}" stroke-width="8" fill="none" stroke-linecap="round" opacity=".6"/>` +
    `<ellipse cx="0" cy="-6" rx="108" ry="26" fill="${c.s}"/>` +
    `<path d="M-118-8H118C110 60 62 92 0 92S-110 60-118-8Z" fill="${c.a}"/><rect x="-40" y="88" width="80" height="14" rx="7" fill="${c.d}"/>`,
  cross: (c: Ink) => `<circle r="104" fill="${c.a}"/><path d="M-22-70H22V-22H70V22H22V70H-22V22H-70V-22H-22Z" fill="${c.l}"/>`,
  family: (c: Ink) =>
    `<circle cx="-44" cy="-62" r="30" fill="${c.d}"/><path d="M-100 100V20C-100-10-80-24-44-24S12-10 12 20V100Z" fill="${c.d}"/>` +
    `<circle cx="56" cy="-10" r="24" fill="${c.a}"/><path d="M10 100V50C10 28 28 20 56 20S102 28 102 50V100Z" fill="${c.a}"/>`,
  wheel: (c: Ink) =>
    `<circle cx="-6" cy="36" r="70" fill="none" stroke="${c.a}" stroke-width="16"/><circle cx="-6" cy="36" r="12" fill="${c.d}"/>` +
    `<path d="M-6-34V106M-76 36H64" stroke="${c.a}" stroke-width="6"/>` +
    `<circle cx="-20" cy="-96" r="22" fill="${c.d}"/><path d="M-30-64V-2H44L70 64" stroke="${c.d}" stroke-width="18" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`,
  sprout: (c: Ink) =>
    `<path d="M0 90V-10" stroke="${c.d}" stroke-width="12" stroke-linecap="round"/>` +
    `<path d="M0-10C-10-70-60-96-110-86-104-34-56-4 0-10Z" fill="${c.a}"/><path d="M0 20C14-36 60-60 108-50 100-4 54 26 0 20Z" fill="${c.d}"/>` +
    `<path d="M-90 96H90" stroke="${c.d}" stroke-width="10" stroke-linecap="round" opacity=".5"/>`,
  cow: (c: Ink) =>
    `<path d="M-52-62C-80-70-96-92-92-116M52-62C80-70 96-92 92-116" stroke="${c.d}" stroke-width="12" stroke-linecap="round" fill="none"/>` +
    `<ellipse cx="-92" cy="-34" rx="34" ry="16" transform="rotate(20 -92 -34)" fill="${c.a}"/><ellipse cx="92" cy="-34" rx="34" ry="16" transform="rotate(-20 92 -34)" fill="${c.a}"/>` +
    `<path d="M-62-62H62C70 0 52 52 40 74H-40C-52 52-70 0-62-62Z" fill="${c.a}"/><ellipse cx="0" cy="78" rx="52" ry="34" fill="${c.s}"/>` +
    `<circle cx="-28" cy="-14" r="9" fill="${c.d}"/><circle cx="28" cy="-14" r="9" fill="${c.d}"/><circle cx="-18" cy="80" r="7" fill="${c.d}"/><circle cx="18" cy="80" r="7" fill="${c.d}"/>` +
    `<circle cx="0" cy="-46" r="9" fill="${c.s}"/>`,
  lotus: (c: Ink) =>
    `<path d="M0 70C-30 30-30-30 0-90 30-30 30 30 0 70Z" fill="${c.a}"/>` +
    `<path d="M0 70C-50 60-84 20-92-36-46-26-14 10 0 70ZM0 70C50 60 84 20 92-36 46-26 14 10 0 70Z" fill="${c.d}" opacity=".85"/>` +
    `<path d="M0 70C-60 80-110 56-124 20-80 10-30 30 0 70ZM0 70C60 80 110 56 124 20 80 10 30 30 0 70Z" fill="${c.a}" opacity=".6"/>` +
    `<path d="M-100 96H100" stroke="${c.d}" stroke-width="8" stroke-linecap="round" opacity=".5"/>`,
  bag: (c: Ink) =>
    `<path d="M-70-64H70L100 96H-100Z" fill="${c.a}"/><path d="M-60-64C-70-90-50-104-30-96L0-80 30-96C50-104 70-90 60-64Z" fill="${c.d}"/>` +
    `<rect x="-46" y="0" width="92" height="50" rx="10" fill="${c.l}"/><circle cx="-20" cy="25" r="9" fill="${c.s}"/><circle cx="4" cy="25" r="9" fill="${c.a}"/><circle cx="26" cy="25" r="9" fill="${c.d}"/>`,
  blanket: (c: Ink) =>
    `<rect x="-110" y="-60" width="220" height="150" rx="22" fill="${c.a}"/>` +
    `<path d="M-110-20H110M-110 20H110M-110 60H110" stroke="${c.l}" stroke-width="9" opacity=".55"/>` +
    `<path d="M-110-60H110V-30C60-6-60-6-110-30Z" fill="${c.d}"/><path d="M-90 90V104M-60 90V104M-30 90V104M0 90V104M30 90V104M60 90V104M90 90V104" stroke="${c.d}" stroke-width="6" stroke-linecap="round"/>`,
  drop: (c: Ink) =>
    `<path d="M0-110C40-50 78-6 78 34A78 78 0 0 1-78 34C-78-6-40-50 0-110Z" fill="${c.a}"/>` +
    `<path d="M-40 30C-40 60-20 78 8 80" stroke="${c.l}" stroke-width="12" stroke-linecap="round" fill="none" opacity=".8"/>`,
  bike: (c: Ink) =>
    `<circle cx="-66" cy="40" r="50" fill="none" stroke="${c.d}" stroke-width="12"/><circle cx="66" cy="40" r="50" fill="none" stroke="${c.d}" stroke-width="12"/>` +
    `<path d="M-66 40-24-40H44L66 40M-24-40 4 40H-66M4 40 44-40M32-66H60" stroke="${c.a}" stroke-width="11" stroke-linejoin="round" stroke-linecap="round" fill="none"/>` +
    `<path d="M-40-60H-8" stroke="${c.d}" stroke-width="12" stroke-linecap="round"/>`,
  spool: (c: Ink) =>
    `<rect x="-70" y="-96" width="140" height="22" rx="8" fill="${c.d}"/><rect x="-70" y="74" width="140" height="22" rx="8" fill="${c.d}"/>` +
    `<rect x="-52" y="-74" width="104" height="148" fill="${c.a}"/><path d="M-52-50H52M-52-26H52M-52-2H52M-52 22H52M-52 46H52" stroke="${c.l}" stroke-width="5" opacity=".45"/>` +
    `<path d="M52 40C96 40 100 90 120 100" stroke="${c.a}" stroke-width="5" fill="none"/>`,
  eye: (c: Ink) =>
    `<path d="M-120 0C-70-70 70-70 120 0 70 70-70 70-120 0Z" fill="${c.l}" stroke="${c.d}" stroke-width="10"/>` +
    `<circle r="42" fill="${c.a}"/><circle r="18" fill="${c.d}"/><circle cx="14" cy="-14" r="9" fill="${c.l}"/>`,
  bolt: (c: Ink) => `<circle r="104" fill="${c.s}" opacity=".45"/><path d="M18-100-62 14H-6L-26 100 62-20H4Z" fill="${c.a}"/>`,
} satisfies Record<string, (c: Ink) => string>;

export type Motif = keyof typeof MOTIFS;

function ink(p: Palette): Ink {
  return { a: p.accent, d: p.deep, l: '#ffffff', s: p.sun };
}

function open(w: number, h: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">`;
}

function skyGradient(p: Palette): string {
  return `<defs><linearGradient id="g" x1="0" y1="0" x2=".35" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient></defs>`;
}

/** Landscape scene: gradient sky, sun with halo, clouds, two hills, emblem on a soft disc. */
function scene(w: number, h: number, p: Palette, motif: Motif, key: string, emblemX: number): string {
  const r = hash(key);
  // Keep the sun away from the emblem: banners put the emblem right, so their sun goes left.
  const left = emblemX > w * 0.6 || (r & 1) === 1;
  const sunX = Math.round(left ? w * 0.16 : w * 0.84);
  const sunY = Math.round(h * (0.2 + ((r >>> 1) % 10) / 100));
  const sunR = Math.round(h * 0.085);
  const y1 = Math.round(h * 0.66);
  const y2 = Math.round(h * 0.78);
  const b1 = Math.round(h * (0.5 + ((r >>> 5) % 8) / 100));
  const b2 = Math.round(h * (0.66 + ((r >>> 9) % 8) / 100));
  const q = (f: number) => Math.round(w * f);
  const cloudX = Math.round(emblemX > w * 0.6 ? w * 0.46 : left ? w * 0.7 : w * 0.26);
  const cloudY = Math.round(h * 0.17);
  const cy = Math.round(h * 0.47);
  const disc = Math.round(h * 0.33);
  const scale = ((h * 0.26) / 120).toFixed(3);
  return (
    open(w, h) +
    skyGradient(p) +
    `<rect width="${w}" height="${h}" fill="url(#g)"/>` +
    `<circle cx="${sunX}" cy="${sunY}" r="${Math.round(sunR * 1.7)}" fill="${p.sun}" opacity=".18"/>` +
    `<circle cx="${sunX}" cy="${sunY}" r="${sunR}" fill="${p.sun}" opacity=".85"/>` +
    `<g fill="#fff" opacity=".7"><ellipse cx="${cloudX}" cy="${cloudY}" rx="${q(0.07)}" ry="${Math.round(h * 0.035)}"/>` +
    `<ellipse cx="${cloudX + q(0.04)}" cy="${cloudY - Math.round(h * 0.025)}" rx="${q(0.045)}" ry="${Math.round(h * 0.035)}"/></g>` +
    `<path d="M0 ${y1}Q${q(0.25)} ${b1} ${q(0.5)} ${y1}T${w} ${y1 - Math.round(h * 0.04)}V${h}H0Z" fill="${p.hill[0]}"/>` +
    `<path d="M0 ${y2}Q${q(0.35)} ${b2} ${q(0.7)} ${y2 + Math.round(h * 0.02)}T${w} ${y2}V${h}H0Z" fill="${p.hill[1]}"/>` +
    `<circle cx="${emblemX}" cy="${cy}" r="${disc}" fill="#fff" opacity=".55"/>` +
    `<circle cx="${emblemX}" cy="${cy}" r="${Math.round(disc * 0.82)}" fill="#fff" opacity=".6"/>` +
    `<g transform="translate(${emblemX} ${cy}) scale(${scale})">${MOTIFS[motif](ink(p))}</g>` +
    '</svg>'
  );
}

/** Campaign feature image, 1200x800. */
export function campaignArt(paletteKey: string, motif: Motif, key: string): string {
  return scene(1200, 800, palette(paletteKey), motif, key, 600);
}

/** Blog cover, 1200x630. */
export function blogArt(paletteKey: string, motif: Motif, key: string): string {
  return scene(1200, 630, palette(paletteKey), motif, key, 600);
}

/** Wide banner for sliders, 1600x600; the emblem sits right so overlaid text stays readable. */
export function bannerArt(paletteKey: string, motif: Motif, key: string): string {
  return scene(1600, 600, palette(paletteKey), motif, key, 1180);
}

/** Square product image, 600x600: soft tile with the emblem. */
export function productArt(paletteKey: string, motif: Motif): string {
  const p = palette(paletteKey);
  return (
    open(600, 600) +
    skyGradient(p) +
    `<rect width="600" height="600" fill="url(#g)"/>` +
    `<circle cx="300" cy="300" r="210" fill="#fff" opacity=".6"/>` +
    `<ellipse cx="300" cy="470" rx="150" ry="18" fill="${p.deep}" opacity=".12"/>` +
    `<g transform="translate(300 290) scale(1.35)">${MOTIFS[motif](ink(p))}</g>` +
    '</svg>'
  );
}

/** 40x40 category icon: teal glyph on a light rounded tile. */
export function categoryIcon(slug: string): string {
  const t = '#0f766e';
  const glyphs: Record<string, string> = {
    urgent: `<path d="M22 7 12 22h7l-2 11 11-16h-7z" fill="${t}"/>`,
    children: `<circle cx="15" cy="13" r="4" fill="${t}"/><path d="M9 31v-8a6 6 0 0 1 12 0v8z" fill="${t}"/><circle cx="26.5" cy="18" r="3" fill="${t}" opacity=".7"/><path d="M22 31v-5a4.5 4.5 0 0 1 9 0v5z" fill="${t}" opacity=".7"/>`,
    animals: `<ellipse cx="20" cy="25" rx="6.5" ry="5.5" fill="${t}"/><circle cx="12" cy="18" r="2.8" fill="${t}"/><circle cx="16.5" cy="12.5" r="2.8" fill="${t}"/><circle cx="23.5" cy="12.5" r="2.8" fill="${t}"/><circle cx="28" cy="18" r="2.8" fill="${t}"/>`,
    disability: `<circle cx="17" cy="9" r="3" fill="${t}"/><path d="M16 14v8h8l3 7" stroke="${t}" stroke-width="3" fill="none" stroke-linecap="round" stroke-linejoin="round"/><path d="M13 19a7.5 7.5 0 1 0 9.5 10" stroke="${t}" stroke-width="2.5" fill="none" stroke-linecap="round"/>`,
    'disaster-relief': `<path d="M9 20 20 11l11 9" stroke="${t}" stroke-width="2.5" fill="none" stroke-linejoin="round" stroke-linecap="round"/><path d="M12 19v7h16v-7" fill="${t}"/><path d="M8 31c3-2 5 2 8 0s5 2 8 0 5 2 8 0" stroke="${t}" stroke-width="2" fill="none" stroke-linecap="round"/>`,
    education: `<path d="M20 10 6 16l14 6 14-6z" fill="${t}"/><path d="M12 19v6c4 3 12 3 16 0v-6l-8 3.5z" fill="${t}" opacity=".75"/><path d="M33 16v8" stroke="${t}" stroke-width="2" stroke-linecap="round"/>`,
    elderly: `<circle cx="17" cy="9" r="3.2" fill="${t}"/><path d="M15 14c-3 3-3 8 0 10l-2 8M17 22l3 10M16 16l6 4" stroke="${t}" stroke-width="3" fill="none" stroke-linecap="round"/><path d="M25 20v12" stroke="${t}" stroke-width="2" stroke-linecap="round"/>`,
    faith: `<path d="M20 8c3 4 4 7 0 10-4-3-3-6 0-10z" fill="${t}" opacity=".8"/><path d="M8 22h24c-1 6-6 9-12 9S9 28 8 22z" fill="${t}"/>`,
    hunger: `<path d="M15 15c-1.5-2 1.5-3.5 0-5.5M20 15c-1.5-2 1.5-3.5 0-5.5M25 15c-1.5-2 1.5-3.5 0-5.5" stroke="${t}" stroke-width="1.8" fill="none" stroke-linecap="round"/><path d="M8 19h24c-1 7-6 11-12 11S9 26 8 19z" fill="${t}"/>`,
    medical: `<path d="M16.5 9h7v7.5H31v7h-7.5V31h-7v-7.5H9v-7h7.5z" fill="${t}"/>`,
    diy: `<path d="M20 32V19" stroke="${t}" stroke-width="2.5" stroke-linecap="round"/><path d="M20 19c-1-5-5-8-11-8 0 5 4 9 11 8zM20 23c1-5 5-8 11-8 0 5-4 9-11 8z" fill="${t}"/>`,
    women: `<circle cx="20" cy="15" r="7" stroke="${t}" stroke-width="3" fill="none"/><path d="M20 22v11M15 28h10" stroke="${t}" stroke-width="3" stroke-linecap="round"/>`,
  };
  const glyph = glyphs[slug] ?? `<path d="M20 31C8 23 8 13 14 11c3-1 5 1 6 3 1-2 3-4 6-3 6 2 6 12-6 20z" fill="${t}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40" width="40" height="40"><rect width="40" height="40" rx="10" fill="#ecfdf8"/>${glyph}</svg>`;
}

/** Initials from a full name: first and last word ("Meera Agarwal" → "MA"). */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** Round portrait-style avatar with initials, 240x240. */
export function avatarArt(name: string, paletteKey: string): string {
  const p = palette(paletteKey);
  return (
    open(240, 240) +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient><clipPath id="c"><circle cx="120" cy="120" r="120"/></clipPath></defs>` +
    `<g clip-path="url(#c)"><rect width="240" height="240" fill="url(#g)"/>` +
    `<circle cx="120" cy="92" r="44" fill="${p.accent}" opacity=".18"/><path d="M36 240c0-52 38-84 84-84s84 32 84 84z" fill="${p.accent}" opacity=".18"/></g>` +
    `<circle cx="120" cy="120" r="116" fill="none" stroke="${p.accent}" stroke-width="6" opacity=".5"/>` +
    `<text x="120" y="138" text-anchor="middle" font-family="Georgia,'Times New Roman',serif" font-size="64" font-weight="700" fill="${p.deep}">${esc(initials(name))}</text>` +
    '</svg>'
  );
}

/** Wordmark logo for the "featured in" strip, 320x120, with a small geometric mark. */
export function logoArt(name: string, mark: 'circle' | 'square' | 'triangle' | 'ring' | 'leaf' | 'wave', colour: string): string {
  const marks = {
    circle: `<circle cx="40" cy="60" r="20" fill="${colour}"/>`,
    square: `<rect x="22" y="42" width="36" height="36" rx="8" fill="${colour}"/>`,
    triangle: `<path d="M40 38 62 80H18z" fill="${colour}"/>`,
    ring: `<circle cx="40" cy="60" r="17" fill="none" stroke="${colour}" stroke-width="8"/>`,
    leaf: `<path d="M22 78C22 52 38 40 60 40c0 24-14 38-38 38z" fill="${colour}"/>`,
    wave: `<path d="M18 66c8-12 14-12 22 0s14 12 22 0M18 52c8-12 14-12 22 0s14 12 22 0" stroke="${colour}" stroke-width="6" fill="none" stroke-linecap="round"/>`,
  };
  const size = name.length > 14 ? 22 : 26;
  return (
    open(320, 120) +
    marks[mark] +
    `<text x="76" y="${60 + Math.round(size / 3)}" font-family="'Trebuchet MS',Verdana,sans-serif" font-size="${size}" font-weight="700" letter-spacing=".5" fill="#334155">${esc(name)}</text>` +
    '</svg>'
  );
}
