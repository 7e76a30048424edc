// Makes the shop demo's product photos (packages/db/src/seed/shop-photos/*.jpg): a calm studio
// look (a soft backdrop, a floor shadow) and a simple drawing of each product, rendered by sharp
// to 600×600 JPEGs. Run once: `node scripts/shop-photos.ts`; the files are committed (≈ 20 KB each).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'packages/db/src/seed/shop-photos');

type Art = (c: string, c2: string) => string;

const dots = (c: string, x0: number, y0: number, w: number, h: number, step = 28) => {
  let s = '';
  for (let y = y0; y < y0 + h; y += step)
    for (let x = x0 + ((y / step) % 2) * (step / 2); x < x0 + w; x += step) s += `<circle cx="${x}" cy="${y}" r="4" fill="${c}" opacity=".8"/>`;
  return s;
};

const arts: Record<string, Art> = {
  // A saree folded over a stand: body, pallu and border.
  drape: (c, c2) => `
    <path d="M170 140 Q300 110 430 140 L460 470 Q300 500 140 470 Z" fill="${c}"/>
    <g clip-path="url(#body)">${dots(c2, 150, 160, 310, 300)}</g>
    <clipPath id="body"><path d="M170 140 Q300 110 430 140 L460 470 Q300 500 140 470 Z"/></clipPath>
    <path d="M140 440 Q300 470 460 440 L460 470 Q300 500 140 470 Z" fill="${c2}"/>
    <path d="M330 125 L430 140 L470 420 L380 460 Z" fill="${c2}" opacity=".85"/>
    <path d="M345 150 L420 160 L450 400 L390 425 Z" fill="none" stroke="#f6d37a" stroke-width="6" stroke-dasharray="10 8"/>`,
  garment: (c, c2) => `
    <path d="M230 120 L270 110 Q300 140 330 110 L370 120 L450 170 L420 250 L390 235 L395 480 L205 480 L210 235 L180 250 L150 170 Z" fill="${c}"/>
    <path d="M285 118 Q300 150 315 118 L308 200 L292 200 Z" fill="${c2}"/>
    ${dots(c2, 225, 230, 150, 230, 34)}
    <path d="M205 455 L395 455 L395 480 L205 480 Z" fill="${c2}"/>`,
  scarf: (c, c2) => `
    <path d="M150 180 L450 150 L460 420 L160 450 Z" fill="${c}"/>
    <g clip-path="url(#sc)">${dots(c2, 150, 150, 320, 310, 34)}</g>
    <clipPath id="sc"><path d="M150 180 L450 150 L460 420 L160 450 Z"/></clipPath>
    <path d="M150 180 L450 150 L452 175 L152 205 Z M158 425 L458 395 L460 420 L160 450 Z" fill="${c2}"/>
    <path d="M200 450 l-8 30 M230 447 l-6 30 M260 444 l-4 30 M290 441 l-2 30 M320 438 l0 30" stroke="${c2}" stroke-width="4"/>`,
  stack: (c, c2) => `
    <rect x="150" y="330" width="300" height="70" rx="10" fill="${c2}"/>
    <rect x="160" y="260" width="280" height="70" rx="10" fill="${c}"/>
    ${dots(c2, 175, 280, 260, 40, 26)}
    <rect x="170" y="190" width="260" height="70" rx="10" fill="${c2}" opacity=".9"/>
    ${dots(c, 185, 210, 240, 40, 26)}
    <rect x="150" y="398" width="300" height="12" fill="#00000014"/>`,
  cushion: (c, c2) => `
    <path d="M170 170 Q300 150 430 170 Q450 300 430 430 Q300 450 170 430 Q150 300 170 170 Z" fill="${c}"/>
    <circle cx="300" cy="300" r="70" fill="none" stroke="${c2}" stroke-width="14"/>
    <circle cx="300" cy="300" r="28" fill="${c2}"/>
    ${[0, 45, 90, 135, 180, 225, 270, 315].map((a) => `<rect x="296" y="195" width="8" height="30" fill="${c2}" transform="rotate(${a} 300 300)"/>`).join('')}`,
  pot: (c, c2) => `
    <ellipse cx="300" cy="165" rx="70" ry="18" fill="${c2}"/>
    <path d="M235 165 Q230 200 190 240 Q140 300 170 380 Q210 460 300 460 Q390 460 430 380 Q460 300 410 240 Q370 200 365 165 Z" fill="${c}"/>
    <path d="M185 300 Q300 330 415 300" stroke="${c2}" stroke-width="8" fill="none"/>
    <path d="M195 330 Q300 360 405 330" stroke="#ffffff55" stroke-width="5" fill="none"/>`,
  planter: (c, c2) => `
    <path d="M200 250 L400 250 L375 450 L225 450 Z" fill="${c}"/>
    <path d="M190 235 L410 235 L405 262 L195 262 Z" fill="${c2}"/>
    <path d="M250 300 q25 40 50 0 q25 40 50 0 M240 360 q30 40 60 0 q30 40 60 0" stroke="${c2}" stroke-width="8" fill="none"/>
    <path d="M300 235 q-10 -80 -70 -110 q60 10 70 90 q10 -80 80 -100 q-60 30 -70 120" fill="#5b8a3c"/>`,
  diyas: (c, c2) => `
    ${[
      [200, 330],
      [300, 360],
      [400, 330],
      [250, 420],
      [350, 420],
    ]
      .map(
        ([x, y]) => `<path d="M${(x ?? 0) - 60} ${y} Q${x} ${(y ?? 0) + 70} ${(x ?? 0) + 60} ${y} Z" fill="${c}"/>
      <path d="M${(x ?? 0) - 60} ${y} Q${x} ${(y ?? 0) + 12} ${(x ?? 0) + 60} ${y}" stroke="${c2}" stroke-width="6" fill="none"/>
      <path d="M${x} ${(y ?? 0) - 45} q14 22 0 38 q-14 -16 0 -38 Z" fill="#f7b733"/>`,
      )
      .join('')}`,
  chime: (c, c2) => `
    <rect x="190" y="120" width="220" height="16" rx="8" fill="${c2}"/>
    ${[210, 255, 300, 345, 390]
      .map((x, i) => {
        const y = 260 + (i % 2) * 50;
        return `<line x1="${x}" y1="136" x2="${x}" y2="${y - 40}" stroke="#8a6a45" stroke-width="3"/><path d="M${x - 28} ${y + 30} Q${x - 28} ${y - 40} ${x} ${y - 40} Q${x + 28} ${y - 40} ${x + 28} ${y + 30} Z" fill="${c}"/><circle cx="${x}" cy="${y + 42}" r="8" fill="${c2}"/>`;
      })
      .join('')}`,
  plate: (c, c2) => `
    <ellipse cx="300" cy="380" rx="200" ry="60" fill="#e9e2d6"/>
    <ellipse cx="300" cy="370" rx="170" ry="45" fill="#f7f3ec"/>
    ${[
      [240, 350],
      [310, 340],
      [370, 358],
      [280, 385],
      [345, 392],
      [300, 310],
    ]
      .map(
        ([x, y]) =>
          `<circle cx="${x}" cy="${y}" r="38" fill="${c}"/><circle cx="${(x ?? 0) - 10}" cy="${(y ?? 0) - 12}" r="6" fill="${c2}" opacity=".7"/><circle cx="${(x ?? 0) + 12}" cy="${(y ?? 0) + 8}" r="4" fill="${c2}" opacity=".7"/>`,
      )
      .join('')}`,
  cookies: (c, c2) => `
    <ellipse cx="300" cy="390" rx="190" ry="55" fill="#e9e2d6"/>
    ${[
      [230, 370],
      [330, 365],
      [280, 330],
      [380, 330],
      [220, 320],
    ]
      .map(
        ([x, y]) =>
          `<ellipse cx="${x}" cy="${y}" rx="62" ry="26" fill="${c}"/><ellipse cx="${x}" cy="${(y ?? 0) - 4}" rx="54" ry="18" fill="${c2}" opacity=".35"/>`,
      )
      .join('')}`,
  spiral: (c, c2) => `
    <ellipse cx="300" cy="390" rx="190" ry="55" fill="#e9e2d6"/>
    ${[
      [230, 345],
      [350, 345],
      [290, 300],
    ]
      .map(
        ([x, y]) =>
          `<path d="M${x} ${y} m-6 0 a6 6 0 1 1 12 0 a14 14 0 1 1 -28 0 a22 22 0 1 1 44 0 a30 30 0 1 1 -60 0 a38 38 0 1 1 76 0" fill="none" stroke="${c}" stroke-width="12" stroke-linecap="round"/><circle cx="${x}" cy="${y}" r="3" fill="${c2}"/>`,
      )
      .join('')}`,
  jar: (c, c2) => `
    <rect x="215" y="150" width="170" height="40" rx="10" fill="${c2}"/>
    <path d="M205 195 Q200 185 215 185 L385 185 Q400 185 395 195 L405 440 Q405 465 380 465 L220 465 Q195 465 195 440 Z" fill="#ffffff" opacity=".6"/>
    <path d="M205 270 L395 270 L403 440 Q403 462 380 462 L220 462 Q197 462 197 440 Z" fill="${c}"/>
    <rect x="230" y="300" width="140" height="80" rx="8" fill="#fbf6ec"/>
    <rect x="250" y="325" width="100" height="10" rx="5" fill="${c2}"/><rect x="265" y="345" width="70" height="8" rx="4" fill="${c2}" opacity=".6"/>`,
  bag: (c, c2) => `
    <path d="M240 230 Q240 130 300 130 Q360 130 360 230" fill="none" stroke="${c2}" stroke-width="16"/>
    <path d="M170 220 L430 220 L450 470 L150 470 Z" fill="${c}"/>
    <g opacity=".25">${Array.from({ length: 13 }, (_, i) => `<line x1="${160 + i * 22}" y1="222" x2="${152 + i * 23}" y2="468" stroke="#6b4f2a" stroke-width="2"/>`).join('')}</g>
    <rect x="240" y="300" width="120" height="90" rx="10" fill="${c2}" opacity=".85"/>`,
  laptop: (c, c2) => `
    <path d="M260 190 Q300 140 340 190" fill="none" stroke="${c2}" stroke-width="14"/>
    <rect x="140" y="190" width="320" height="250" rx="24" fill="${c}"/>
    <rect x="170" y="300" width="260" height="110" rx="14" fill="${c2}" opacity=".9"/>
    <line x1="170" y1="300" x2="430" y2="300" stroke="#d9b36c" stroke-width="6"/>`,
  warli: (c, c2) => `
    <path d="M240 230 Q240 130 300 130 Q360 130 360 230" fill="none" stroke="#7a5a34" stroke-width="14"/>
    <path d="M170 220 L430 220 L450 470 L150 470 Z" fill="${c}"/>
    <circle cx="300" cy="345" r="85" fill="none" stroke="${c2}" stroke-width="5"/>
    ${Array.from({ length: 8 }, (_, i) => {
      const a = (i / 8) * Math.PI * 2;
      const x = 300 + Math.cos(a) * 85;
      const y = 345 + Math.sin(a) * 85;
      return `<circle cx="${x}" cy="${y - 22}" r="7" fill="${c2}"/><path d="M${x - 10} ${y - 12} L${x + 10} ${y - 12} L${x} ${y} Z M${x} ${y} L${x - 10} ${y + 14} L${x + 10} ${y + 14} Z" fill="${c2}"/>`;
    }).join('')}`,
  box: (c, c2) => `
    <rect x="170" y="250" width="260" height="200" rx="8" fill="${c}"/>
    <rect x="155" y="215" width="290" height="50" rx="8" fill="${c}" stroke="#00000020" stroke-width="2"/>
    <rect x="285" y="215" width="30" height="235" fill="${c2}"/>
    <path d="M300 215 q-70 -70 -80 -10 q10 20 80 10 q70 10 80 -10 q-10 -60 -80 10 Z" fill="${c2}"/>`,
  train: (c, c2) => `
    <rect x="120" y="270" width="130" height="110" rx="14" fill="${c}"/><rect x="150" y="220" width="60" height="55" rx="8" fill="${c2}"/>
    <rect x="195" y="205" width="30" height="35" rx="6" fill="#333"/>
    <rect x="265" y="290" width="100" height="90" rx="14" fill="${c2}"/><rect x="380" y="290" width="100" height="90" rx="14" fill="#f2b134"/>
    ${[150, 220, 290, 340, 405, 455].map((x) => `<circle cx="${x}" cy="395" r="24" fill="#333"/><circle cx="${x}" cy="395" r="9" fill="#f2b134"/>`).join('')}`,
  rings: (c, c2) => `
    <rect x="292" y="140" width="16" height="300" rx="8" fill="#c49a6c"/>
    ${['#d9402b', '#f2b134', '#3a9d5d', '#2f6fb3', '#8e44ad', c, c2]
      .map((col, i) => `<ellipse cx="300" cy="${440 - i * 38}" rx="${140 - i * 14}" ry="22" fill="${col}"/>`)
      .join('')}
    <circle cx="300" cy="150" r="22" fill="#d9402b"/>`,
  mat: (c, c2) => `
    <path d="M120 300 L480 300 L520 450 L80 450 Z" fill="${c}"/>
    <g opacity=".35">${Array.from({ length: 40 }, (_, i) => `<line x1="${95 + i * 11}" y1="300" x2="${85 + i * 11.3}" y2="450" stroke="${c2}" stroke-width="3"/>`).join('')}</g>
    <path d="M150 320 L450 320 L475 430 L125 430 Z" fill="none" stroke="${c2}" stroke-width="8"/>`,
  basket: (c, c2) => `
    <path d="M170 230 L430 230 L400 450 L200 450 Z" fill="${c}"/>
    ${Array.from({ length: 8 }, (_, i) => `<path d="M${172 + i * 0.5 * 8} ${255 + i * 26} L${428 - i * 4} ${255 + i * 26}" stroke="${c2}" stroke-width="8" opacity=".6"/>`).join('')}
    <ellipse cx="300" cy="230" rx="130" ry="22" fill="${c2}"/><ellipse cx="300" cy="230" rx="112" ry="14" fill="#5b4325"/>`,
  block: (c, c2) => `
    <rect x="120" y="360" width="360" height="90" rx="6" fill="#f7f3ec"/>
    ${dots(c, 140, 380, 320, 60, 30)}
    <rect x="250" y="230" width="110" height="60" rx="8" fill="#8a5a2b"/>
    <rect x="290" y="170" width="30" height="64" rx="10" fill="#6b4520"/>
    <rect x="250" y="288" width="110" height="14" fill="${c2}"/>`,
  sewing: (c, c2) => `
    <rect x="130" y="410" width="340" height="40" rx="10" fill="#5b4325"/>
    <path d="M170 410 L170 260 Q170 220 210 220 L400 220 Q430 220 430 250 L430 300 L390 300 L390 260 L215 260 L215 410 Z" fill="${c}"/>
    <rect x="385" y="300" width="14" height="70" fill="#999"/><line x1="392" y1="370" x2="392" y2="400" stroke="#333" stroke-width="3"/>
    <circle cx="250" cy="200" r="24" fill="${c2}"/><rect x="246" y="170" width="8" height="30" fill="#8a6a45"/>`,
};

const products: [string, keyof typeof arts, string, string, string][] = [
  // file, art, colour, second colour, backdrop
  ['saree-indigo', 'drape', '#2d4a7a', '#e9dcc4', '#f3efe8'],
  ['kurta-rose', 'garment', '#d98c8c', '#fbefe4', '#f5efe9'],
  ['dupatta-ochre', 'scarf', '#d8a23a', '#3d2f22', '#f4efe6'],
  ['bedsheet-indigo', 'stack', '#2f4f86', '#e9dfcc', '#eef0f1'],
  ['matka', 'pot', '#b4643c', '#7d3f22', '#f3ece3'],
  ['diyas', 'diyas', '#b9673d', '#f6e7c8', '#efe8df'],
  ['planter-blue', 'planter', '#2f6fb3', '#e9f1f8', '#eef2f3'],
  ['cushion-rust', 'cushion', '#b5562d', '#f3e2c7', '#f3eee8'],
  ['stole-grey', 'scarf', '#8c8f96', '#f2e8dc', '#f2f1ee'],
  ['giftbox', 'box', '#a63d40', '#e9b949', '#f4eee6'],
  ['workshop-block', 'block', '#2f4f86', '#d8a23a', '#f1ece4'],
  ['cookies-jowar', 'cookies', '#c68a4e', '#7a4a22', '#f4eee4'],
  ['laddoo-ragi', 'plate', '#7a4b36', '#e8cfa4', '#f4efe7'],
  ['chakli', 'spiral', '#c98b3a', '#6b4520', '#f3eee6'],
  ['namkeen', 'plate', '#d9a441', '#5b8a3c', '#f3eee5'],
  ['masala', 'jar', '#b3342b', '#6b2a1a', '#f3ece6'],
  ['bag-jute', 'bag', '#c9a66b', '#7a5a34', '#f2eee7'],
  ['bag-laptop', 'laptop', '#bf9b61', '#5a4630', '#eeece8'],
  ['saree-green', 'drape', '#4a9a4a', '#b0246b', '#f2efe8'],
  ['tote-warli', 'warli', '#a55a3a', '#fbf3e6', '#f2ece6'],
  ['hamper-millet', 'box', '#c9a66b', '#5b8a3c', '#f3eee6'],
  ['class-tailoring', 'sewing', '#2d3b4f', '#b3342b', '#efece7'],
  ['saree-ilkal', 'drape', '#b3242b', '#2e7d4f', '#f3eee8'],
  ['saree-silk', 'drape', '#0f6d7a', '#d4a537', '#eef1f0'],
  ['toy-train', 'train', '#d9402b', '#2f6fb3', '#f3efe8'],
  ['toy-rings', 'rings', '#f28cb1', '#46b5a7', '#f2f0ec'],
  ['mat-coir', 'mat', '#9c6b3c', '#5b4325', '#efebe5'],
  ['basket-banana', 'basket', '#c8a46e', '#8a6a45', '#f1ede6'],
  ['kurta-men', 'garment', '#e9e4d8', '#8c6b4a', '#eceae6'],
  ['windchime', 'chime', '#b4643c', '#7d3f22', '#f2ede6'],
];

mkdirSync(out, { recursive: true });
let total = 0;
for (const [file, art, c, c2, bg] of products) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">
    <defs><radialGradient id="bg" cx="50%" cy="35%" r="75%"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${bg}"/></radialGradient>
    <filter id="blur"><feGaussianBlur stdDeviation="14"/></filter></defs>
    <rect width="600" height="600" fill="url(#bg)"/>
    <rect y="470" width="600" height="130" fill="${bg}"/>
    <ellipse cx="300" cy="478" rx="210" ry="26" fill="#00000026" filter="url(#blur)"/>
    ${arts[art]?.(c, c2) ?? ''}
  </svg>`;
  const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 78, mozjpeg: true }).toBuffer();
  writeFileSync(join(out, `${file}.jpg`), jpeg);
  total += jpeg.length;
}
console.log(`${products.length} photos, ${Math.round(total / 1024)} KB in ${out}`);
