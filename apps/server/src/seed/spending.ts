// Where the money went, for three demo campaigns (issue 26): payments proposed and approved
// through the spending module as staff would (the seed is "system" in the audit log). Where a
// payment is more than the campaign has raised by then, the foundation adds the difference from
// its own funds first, as it would for a real campaign, so the page shows that line too. Each
// payment comes with its bill (a one-page PDF, as a shop prints one, naming the person it was for)
// that staff redact before approving, and some with a photo of the help delivered.
import { demo } from '@sahyog/db';
import type { FastifyInstance } from 'fastify';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import type {} from '../modules/catalog/index.ts';
import type {} from '../modules/spending/index.ts';
import { PDF_FONT, PDF_FONT_BOLD } from '../platform/pdf-text.ts';

/** A4 in points: the bill's lines are placed on it, so the box to black out is known. */
const A4 = { width: 595.28, height: 841.89 };
const BILL_TO = { top: 150, height: 34 };

/** A shop's bill for one payment, naming whom it was for (a private detail staff black out). */
function demoBill(it: { payee: string; description: string; rupees: number; quantity?: number; unit?: string }, spentOn: string, n: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `Invoice ${n}` } });
    const parts: Buffer[] = [];
    doc.on('data', (b: Buffer) => parts.push(b));
    doc.on('end', () => resolve(Buffer.concat(parts)));
    doc.on('error', reject);
    doc.registerFont('body', PDF_FONT).registerFont('bold', PDF_FONT_BOLD);
    doc.font('bold').fontSize(20).text(it.payee, 50, 50);
    doc
      .font('body')
      .fontSize(10)
      .fillColor('#555')
      .text(`GSTIN 08AABCS${1000 + n}K1Z${n % 10}  ·  TAX INVOICE No. ${2600 + n}  ·  ${spentOn}`, 50, 80);
    doc
      .fillColor('#000')
      .fontSize(11)
      .text(
        `Bill to: Smt. Kamla Devi (beneficiary), House ${10 + n}, Gali 3, near the water tank; Aadhaar 4821 ${3000 + n} 7719; mobile 98290 ${41000 + n}`,
        50,
        BILL_TO.top,
        {
          width: A4.width - 100,
        },
      );
    doc
      .moveTo(50, 210)
      .lineTo(A4.width - 50, 210)
      .stroke('#999');
    const qty = it.quantity ? `${it.quantity} ${it.unit ?? ''}` : '1';
    doc.font('bold').text('Item', 50, 225).text('Qty', 330, 225).text('Amount', 450, 225);
    doc
      .font('body')
      .text(it.description, 50, 250, { width: 260 })
      .text(qty, 330, 250)
      .text(`Rs ${it.rupees.toLocaleString('en-IN')}.00`, 450, 250);
    doc
      .moveTo(50, 300)
      .lineTo(A4.width - 50, 300)
      .stroke('#999');
    doc
      .font('bold')
      .text('Total', 330, 315)
      .text(`Rs ${it.rupees.toLocaleString('en-IN')}.00`, 450, 315);
    doc.font('body').fontSize(9).fillColor('#555').text('Paid by bank transfer. Goods received in good condition.', 50, 360);
    doc.end();
  });
}

/** A stand-in photo of the help delivered: the goods stacked in the campaign's colours. */
function demoPhoto(hue: number): Promise<Buffer> {
  const rows = Array.from({ length: 7 }, (_, i) => {
    const y = 330 - i * 42;
    return `<rect x="${150 + (i % 2) * 14}" y="${y}" width="${500 - (i % 3) * 20}" height="38" rx="10" fill="hsl(${hue + i * 9},55%,${42 + (i % 3) * 8}%)"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450"><rect width="800" height="450" fill="hsl(${hue},30%,90%)"/><rect y="372" width="800" height="78" fill="hsl(${hue},20%,70%)"/>${rows}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

const PLAN: {
  slug: string;
  hue: number;
  items: { daysAgo: number; rupees: number; category: string; payee: string; description: string; quantity?: number; unit?: string }[];
}[] = [
  {
    slug: 'winter-blankets-for-the-homeless',
    hue: 12,
    items: [
      {
        daysAgo: 20,
        rupees: 36_000,
        category: 'Clothing and blankets',
        payee: 'Shree Textiles, Jaipur',
        description: 'Woollen blankets, 1.5 kg',
        quantity: 120,
        unit: 'blankets',
      },
      {
        daysAgo: 18,
        rupees: 4_500,
        category: 'Logistics and transport',
        payee: 'Rajasthan Roadways Parcel',
        description: 'Carrying the blankets to four night shelters',
      },
      {
        daysAgo: 6,
        rupees: 9_600,
        category: 'Clothing and blankets',
        payee: 'Shree Textiles, Jaipur',
        description: 'Socks and caps',
        quantity: 240,
        unit: 'sets',
      },
    ],
  },
  {
    slug: 'meals-and-learning-for-brick-kiln-children',
    hue: 35,
    items: [
      { daysAgo: 25, rupees: 18_000, category: 'Food', payee: 'Annapurna Kitchen, Bhiwadi', description: 'Hot midday meals', quantity: 600, unit: 'meals' },
      { daysAgo: 12, rupees: 7_200, category: 'Education', payee: 'Vidya Book Depot', description: 'Workbooks and slates', quantity: 90, unit: 'kits' },
    ],
  },
  {
    slug: 'care-for-elderly-in-vrindavan',
    hue: 170,
    items: [
      {
        daysAgo: 9,
        rupees: 12_400,
        category: 'Medicine and treatment',
        payee: 'Braj Medicals, Vrindavan',
        description: 'Blood-pressure and diabetes medicines for a month',
      },
    ],
  },
];

export async function seedSpending(app: FastifyInstance, now: Date, campaignerId: number): Promise<void> {
  const categories = new Map((await app.spending.categories()).map((c) => [c.name, c.id]));
  let n = 0;
  for (const campaign of PLAN) {
    const c = await app.catalog.campaignForSpending(campaign.slug);
    if (!c) continue;
    for (const [i, it] of campaign.items.entries()) {
      const spentOn = new Date(now.getTime() - it.daysAgo * 86_400_000 + 5.5 * 3_600_000).toISOString().slice(0, 10);
      n++;
      const made = await app.spending.propose(
        { userId: null, staff: true },
        c.slug,
        {
          spentOn,
          amount: it.rupees * 100,
          categoryId: categories.get(it.category) ?? 0,
          payee: it.payee,
          description: it.description,
          quantity: it.quantity ?? null,
          unit: it.unit ?? null,
        },
        { bill: await demoBill(it, spentOn, n), photos: i === 0 ? [await demoPhoto(campaign.hue)] : [] },
      );
      // The "Bill to" lines: name, address, Aadhaar and mobile, blacked out as staff would.
      await app.spending.redact(null, made.id, [
        { x: 7, y: Math.floor((BILL_TO.top / A4.height) * 1000) / 10 - 0.5, w: 86, h: Math.ceil((BILL_TO.height / A4.height) * 1000) / 10 + 1 },
      ]);
      const { spentPaise, foundationAddedPaise } = await app.spending.figures(c.id);
      const short = spentPaise + made.amountPaise - (c.raisedPaise + foundationAddedPaise);
      if (short > 0) await app.spending.addFunds(null, c.slug, { amount: short, note: 'From the foundation’s general fund, until more gifts arrive' });
      await app.spending.decide(null, made.id, { decision: 'approve' });
    }
  }
  await seedCampaignerWork(app, now, campaignerId, categories);
}

/**
 * What the demo campaigner sent after their campaign went live, left for staff: a payment with
 * its bill (not yet redacted) and an update whose link to another site the reviewer is shown.
 * So a first start shows both queues, the console's counts and the campaigner's editor in use.
 */
async function seedCampaignerWork(app: FastifyInstance, now: Date, userId: number, categories: Map<string, number>): Promise<void> {
  const c = await app.catalog.campaignForSpending(demo.DEMO_CAMPAIGNER.campaign);
  if (!c) return;
  const actor = { userId, staff: false };
  const it = { payee: 'Gupta Woollens, Bhiwadi', description: 'Sweaters for the evening class', rupees: 5_400, quantity: 45, unit: 'sweaters' };
  const spentOn = new Date(now.getTime() - 2 * 86_400_000 + 5.5 * 3_600_000).toISOString().slice(0, 10);
  await app.spending.propose(
    actor,
    c.slug,
    {
      spentOn,
      amount: it.rupees * 100,
      categoryId: categories.get('Clothing and blankets') ?? 0,
      payee: it.payee,
      description: it.description,
      quantity: it.quantity,
      unit: it.unit,
    },
    { bill: await demoBill(it, spentOn, 99), photos: [await demoPhoto(35)] },
  );
  await app.catalog.campaigner.postUpdate(actor, c.id, {
    title: 'Forty-five sweaters for the evening class',
    body:
      'The nights at the kiln have turned cold, so the children who come to the evening class after work now have a sweater each. ' +
      'Thank you for making it possible.\n\nThe children drew what they learnt this month: https://photos.example.com/kiln-class',
    titleHi: '',
    bodyHi: '',
  });
}
