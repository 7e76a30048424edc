import { chromium } from '@playwright/test';

const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const p = await b.newPage({ viewport: { width: 390, height: 844 } });
await p.goto(process.argv[2]);
await p.waitForLoadState('load');
await p.waitForTimeout(500);
console.log(
  await p.evaluate(() => {
    const out = [];
    for (const el of document.querySelectorAll('body *')) {
      const r = el.getBoundingClientRect();
      if (r.right > 600 && r.width > 0 && !el.closest('header')) {
        out.push(el.tagName + '.' + (el.className || '').toString().slice(0, 80) + ' ' + Math.round(r.right));
      }
    }
    return out.slice(0, 15).join('\n');
  }),
);
await b.close();
