import { writeFileSync } from 'node:fs';
import * as v from './packages/db/src/seed/svg.ts';
const motifs = ['heart','paw','book','diya','house','bowl','cross','family','wheel','sprout','cow','lotus','bag','blanket','drop','bike','spool','eye','bolt'] as const;
const keys = Object.keys(v.PALETTES);
let html = '<html><body style="margin:0;background:#fff;display:flex;flex-wrap:wrap;gap:6px">';
motifs.forEach((m, i) => { const s = v.campaignArt(keys[i % keys.length]!, m, m); html += `<img width="300" src="data:image/svg+xml;base64,${Buffer.from(s).toString('base64')}">`; });
for (const k of keys) { const s = v.categoryIcon(k); html += `<img width="80" src="data:image/svg+xml;base64,${Buffer.from(s).toString('base64')}">`; }
html += `<img width="600" src="data:image/svg+xml;base64,${Buffer.from(v.bannerArt('faith','diya','b')).toString('base64')}">`;
html += `<img width="200" src="data:image/svg+xml;base64,${Buffer.from(v.productArt('urgent','blanket')).toString('base64')}">`;
html += `<img width="150" src="data:image/svg+xml;base64,${Buffer.from(v.avatarArt('Meera Agarwal','women')).toString('base64')}">`;
html += `<img width="240" src="data:image/svg+xml;base64,${Buffer.from(v.logoArt('The Deccan Ledger','wave','#0f766e')).toString('base64')}">`;
html += '</body></html>';
writeFileSync('/tmp/sheet/sheet.html', html);
const sizes = motifs.map(m => v.campaignArt('urgent', m, m).length); console.log(Math.max(...sizes));
