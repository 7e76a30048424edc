import { chromium } from '@playwright/test';

const [, , url, prefix, width = '390', ...scrolls] = process.argv;
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const p = await b.newPage({ viewport: { width: Number(width), height: 844 } });
await p.goto(url);
await p.waitForLoadState('load');
await p.waitForTimeout(500);
const sw = await p.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
console.log('scrollWidth/clientWidth', sw);
for (const y of scrolls.length ? scrolls : ['0']) {
  await p.evaluate((y) => window.scrollTo(0, Number(y)), y);
  await p.waitForTimeout(200);
  await p.screenshot({ path: `/tmp/${prefix}-${y}.png` });
}
await b.close();
