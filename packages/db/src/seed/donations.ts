// Deterministic demo donations: a fixed-seed PRNG, realistic Indian donor names, round rupee
// amounts (with the spec's presets), tips and urgent-cause support on some, and a burst of
// paid donations in the last 45 minutes for the home page's live strip.
import { MIN_DONATION_RUPEES } from '@sahyog/core';
import type { CampaignSeed } from './campaigns.ts';
import { DEMO_DONOR_GIFTS, DEMO_DONORS } from './demo-donors.ts';

/** mulberry32: tiny, fast, good enough for demo data; same seed → same data. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rng = () => number;

function pick<T>(rng: Rng, items: readonly T[]): T {
  const item = items[Math.floor(rng() * items.length)];
  if (item === undefined) throw new Error('pick from empty list');
  return item;
}

function weighted<T>(rng: Rng, items: readonly (readonly [T, number])[]): T {
  const total = items.reduce((s, [, w]) => s + w, 0);
  let r = rng() * total;
  for (const [item, w] of items) {
    r -= w;
    if (r < 0) return item;
  }
  const last = items[items.length - 1];
  if (!last) throw new Error('weighted pick from empty list');
  return last[0];
}

/** First and last names grouped by region or community, so combinations sound natural. */
const NAME_GROUPS = [
  {
    weight: 38,
    first: [
      'Aarav',
      'Amit',
      'Anjali',
      'Rahul',
      'Pooja',
      'Neha',
      'Rohit',
      'Sandeep',
      'Sunita',
      'Vikas',
      'Priyanka',
      'Manish',
      'Ritu',
      'Deepak',
      'Kavita',
      'Gaurav',
      'Shalini',
      'Tarun',
      'Yash',
      'Pankaj',
      'Swati',
      'Nikhil',
      'Saurabh',
      'Abhishek',
      'Parul',
      'Hemant',
      'Usha',
      'Rekha',
      'Alok',
      'Geeta',
      'Mohit',
      'Shreya',
      'Ishaan',
      'Varun',
    ],
    last: [
      'Sharma',
      'Verma',
      'Gupta',
      'Agarwal',
      'Jain',
      'Mishra',
      'Tiwari',
      'Pandey',
      'Dubey',
      'Srivastava',
      'Saxena',
      'Yadav',
      'Chauhan',
      'Rathore',
      'Singh',
      'Meena',
      'Choudhary',
      'Kapoor',
      'Malhotra',
      'Khanna',
      'Arora',
      'Sethi',
      'Bhatia',
      'Goswami',
      'Maheshwari',
      'Khandelwal',
    ],
  },
  {
    weight: 8,
    first: ['Harpreet', 'Jaspreet', 'Gurpreet', 'Manpreet', 'Simran', 'Amandeep', 'Kuldeep', 'Navjot'],
    last: ['Gill', 'Sandhu', 'Sidhu', 'Dhillon', 'Grewal', 'Bajwa'],
  },
  {
    weight: 16,
    first: ['Chetan', 'Bhavna', 'Hetal', 'Nirav', 'Kunal', 'Madhuri', 'Snehal', 'Aditi', 'Siddharth', 'Tanvi', 'Sachin', 'Pallavi', 'Rutuja', 'Omkar'],
    last: ['Patel', 'Shah', 'Mehta', 'Desai', 'Joshi', 'Kulkarni', 'Deshpande', 'Patil', 'Gokhale', 'Bhatt'],
  },
  {
    weight: 16,
    first: ['Venkatesh', 'Lakshmi', 'Lalitha', 'Srinivas', 'Divya', 'Karthik', 'Deepa', 'Naveen', 'Vidya', 'Ramesh', 'Anand', 'Meenakshi', 'Radhika', 'Arjun'],
    last: ['Iyer', 'Nair', 'Menon', 'Pillai', 'Reddy', 'Rao', 'Naidu', 'Krishnan', 'Hegde', 'Shetty', 'Subramanian'],
  },
  {
    weight: 10,
    first: ['Ananya', 'Sourav', 'Debjani', 'Arindam', 'Riya', 'Subhash', 'Nandini', 'Tanmoy', 'Sneha', 'Moumita'],
    last: ['Banerjee', 'Chatterjee', 'Mukherjee', 'Das', 'Bose', 'Bhattacharya', 'Ghosh', 'Sen'],
  },
  {
    weight: 8,
    first: ['Imran', 'Farhan', 'Ayesha', 'Zoya', 'Sameer', 'Nazia', 'Arif', 'Shabana', 'Salman'],
    last: ['Khan', 'Qureshi', 'Siddiqui', 'Ansari', 'Shaikh', 'Mirza'],
  },
  {
    weight: 4,
    first: ['Joseph', 'Mary', 'Rebecca', 'Anil', 'Sheela', 'Jacob'],
    last: ["D'Souza", 'Fernandes', 'Thomas', 'Mathew', 'Pereira'],
  },
] as const;

const DOMAINS = ['example.com', 'example.in'] as const;

export interface DonationRow {
  campaignId: number;
  donorName: string;
  donorEmail: string;
  donorMobile: string;
  amountPaise: number;
  tipPaise: number;
  urgentPaise: number;
  anonymous: boolean;
  /** 'pending': the donor reached the payment step and never paid (its order stays 'created'). */
  status: 'paid' | 'pending' | 'failed';
  method: 'upi' | 'razorpay';
  reference: string;
  paidAt: Date | null;
  createdAt: Date;
}

interface Donor {
  name: string;
  email: string;
  mobile: string;
}

/** base32 digits Crockford's alphabet skips, moved past its end so references stay unique. */
const CROCKFORD_FOR: Record<string, string> = { I: 'W', L: 'X', O: 'Y', U: 'Z' };

const MIN_DONATION_PAISE = MIN_DONATION_RUPEES * 100;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Amounts in rupees with weights: presets and familiar round sums (shagun amounts like 1,100). */
const AMOUNTS_RUPEES = [
  [300, 6],
  [500, 12],
  [501, 4],
  [1000, 12],
  [1100, 6],
  [1500, 5],
  [2000, 8],
  [2100, 4],
  [2500, 5],
  [3000, 12],
  [5000, 9],
  [5100, 3],
  [7000, 3],
  [9999, 2],
  [10000, 4],
  [11000, 2],
  [15000, 1.5],
  [21000, 1.2],
  [25000, 1],
  [50000, 0.4],
] as const;

function makeDonorPool(rng: Rng, size: number): Donor[] {
  const groups = NAME_GROUPS.map((g) => [g, g.weight] as const);
  const used = new Set<string>();
  const donors: Donor[] = [];
  while (donors.length < size) {
    const group = weighted(rng, groups);
    const first = pick(rng, group.first);
    const last = pick(rng, group.last);
    const name = `${first} ${last}`;
    const [f, l] = [first.toLowerCase(), last.toLowerCase().replace(/[^a-z]/g, '')];
    const style = rng();
    const local = style < 0.5 ? `${f}.${l}` : style < 0.75 ? `${f}${l}` : `${f}${l[0]}${10 + Math.floor(rng() * 89)}`;
    const email = `${local}@${pick(rng, DOMAINS)}`;
    if (used.has(email)) continue;
    used.add(email);
    const mobile = String(6 + Math.floor(rng() * 4)) + String(Math.floor(rng() * 1e9)).padStart(9, '0');
    donors.push({ name, email, mobile });
  }
  return donors;
}

function amountFor(rng: Rng, campaign: CampaignSeed): number {
  // About a fifth of gifts to campaigns with products are a basket of items (qty × price).
  const product = campaign.products.length > 0 && rng() < 0.2 ? pick(rng, campaign.products) : null;
  if (product) {
    // Never below the ₹300 minimum: a single ₹250 item becomes two.
    const qty = Math.max(1 + Math.floor(rng() * 5), Math.ceil(MIN_DONATION_PAISE / product.pricePaise));
    return product.pricePaise * qty;
  }
  return weighted(rng, AMOUNTS_RUPEES) * 100;
}

function extras(rng: Rng, amountPaise: number): { tipPaise: number; urgentPaise: number } {
  let tipPaise = 0;
  const t = rng();
  if (t < 0.14) tipPaise = Math.round((amountPaise * 12) / 10000) * 100;
  else if (t < 0.24) tipPaise = Math.round((amountPaise * 15) / 10000) * 100;
  else if (t < 0.3) tipPaise = Math.round((amountPaise * 20) / 10000) * 100;
  else if (t < 0.33) tipPaise = pick(rng, [5000, 10000, 20000]);
  const urgentPaise = rng() < 0.08 ? pick(rng, [100000, 200000, 300000]) : 0;
  return { tipPaise, urgentPaise };
}

export interface DonationPlan {
  paid: number;
  pending: number;
  failed: number;
  /** Paid donations within the last 45 minutes before `now`. */
  recent: number;
}

export const DEFAULT_PLAN: DonationPlan = { paid: 520, pending: 15, failed: 10, recent: 12 };

/**
 * Builds the demo donations for campaigns with a positive donationWeight. Paid donations land
 * between the campaign's start and one hour before `now`, except `recent` of them which land in
 * the 45 minutes before `now`. Pending and failed rows never carry paidAt.
 */
export function buildDonations(campaigns: readonly CampaignSeed[], now: Date, plan: DonationPlan = DEFAULT_PLAN): DonationRow[] {
  const rng = mulberry32(0x5a4_10c);
  const donors = makeDonorPool(rng, 260);
  const eligible = campaigns.filter((c) => c.donationWeight > 0);
  const byWeight = eligible.map((c) => [c, c.donationWeight] as const);
  const nowMs = now.getTime();
  const rows: DonationRow[] = [];
  const total = plan.paid + plan.pending + plan.failed;

  for (let i = 0; i < total; i++) {
    const campaign = weighted(rng, byWeight);
    const donor = pick(rng, donors);
    const amountPaise = amountFor(rng, campaign);
    const { tipPaise, urgentPaise } = extras(rng, amountPaise);
    let status: DonationRow['status'] = 'paid';
    if (i >= plan.paid) status = i < plan.paid + plan.pending ? 'pending' : 'failed';

    let at: number;
    if (status === 'paid' && i < plan.recent) {
      at = nowMs - (1 + Math.floor(rng() * 43)) * MINUTE - Math.floor(rng() * 60) * 1000;
    } else if (status === 'paid') {
      const windowDays = Math.min(60, campaign.createdDaysAgo);
      // Slightly more gifts in recent weeks: square-root skew towards now.
      const age = Math.sqrt(rng()) * (windowDays * DAY - 2 * 60 * MINUTE);
      at = nowMs - 60 * MINUTE - (windowDays * DAY - 2 * 60 * MINUTE - age) - Math.floor(rng() * 60) * 1000;
    } else {
      at = nowMs - Math.floor(rng() * 10 * DAY) - 5 * MINUTE;
    }
    const when = new Date(at);
    rows.push({
      campaignId: campaign.id,
      donorName: donor.name,
      donorEmail: donor.email,
      donorMobile: donor.mobile,
      amountPaise,
      tipPaise,
      urgentPaise,
      anonymous: rng() < 0.1,
      status,
      // From the position, not the PRNG: drawing once more would change every gift after it.
      method: i % 3 === 0 ? 'upi' : 'razorpay',
      reference: '',
      paidAt: status === 'paid' ? when : null,
      createdAt: when,
    });
  }

  // The demo donors' gifts: fixed amounts to the first two campaigns that take donations.
  for (const donor of DEMO_DONORS) {
    DEMO_DONOR_GIFTS.forEach((gift, g) => {
      const campaign = eligible[g % eligible.length];
      if (!campaign) return;
      const when = new Date(nowMs - gift.daysAgo * DAY);
      rows.push({
        campaignId: campaign.id,
        donorName: donor.name,
        donorEmail: donor.email,
        donorMobile: donor.mobile,
        amountPaise: gift.amountPaise,
        tipPaise: 0,
        urgentPaise: 0,
        anonymous: false,
        status: 'paid',
        method: 'razorpay',
        reference: '',
        paidAt: when,
        createdAt: when,
      });
    });
  }

  // References follow time order and have the site's shape (REFERENCE_RE: SG + 14 of Crockford's
  // base32), so the console's actions and the donor's links take a demo gift like any other.
  rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  rows.forEach((row, i) => {
    row.reference = `SGDEM0${i
      .toString(32)
      .toUpperCase()
      .replace(/[ILOU]/g, (c) => CROCKFORD_FOR[c] ?? c)
      .padStart(10, '0')}`;
  });
  return rows;
}
