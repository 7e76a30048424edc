// Home and monthly sliders, team, testimonials, featured-in logos and site settings.
import type { Motif } from './svg.ts';

export interface SliderSeed {
  page: 'home' | 'monthly';
  key: string;
  title: string;
  subtitle: string;
  palette: string;
  motif: Motif;
  linkUrl: string;
  linkLabel: string;
}

export const SLIDERS: SliderSeed[] = [
  {
    page: 'home',
    key: 'home-1',
    title: 'A Warm Blanket Can Save A Life Tonight',
    subtitle: 'Help us reach 1,000 homeless families before the peak of winter.',
    palette: 'urgent',
    motif: 'blanket',
    linkUrl: '/campaigns/winter-blankets-for-the-homeless',
    linkLabel: 'Donate Now',
  },
  {
    page: 'home',
    key: 'home-2',
    title: 'Give Every Month, Change Lives All Year',
    subtitle: 'Monthly donors keep the kitchens, shelters and schools running. Start from ₹300 a month.',
    palette: 'faith',
    motif: 'heart',
    linkUrl: '/monthly-donation',
    linkLabel: 'Donate Monthly',
  },
  {
    page: 'home',
    key: 'home-3',
    title: 'Raise Funds For A Cause You Care About',
    subtitle: 'Start your own campaign with 0% platform fee. Our team verifies and supports you.',
    palette: 'diy',
    motif: 'sprout',
    linkUrl: '/start-new-campaign',
    linkLabel: 'Start a Campaign',
  },
  {
    page: 'monthly',
    key: 'monthly-children',
    title: 'Help The Children',
    subtitle: 'Meals, school kits and teachers for children of migrant workers.',
    palette: 'children',
    motif: 'family',
    linkUrl: '/monthly-donation',
    linkLabel: 'Donate Now',
  },
  {
    page: 'monthly',
    key: 'monthly-elderly',
    title: 'Care For Elderly',
    subtitle: 'Rations, medicines and companionship for widowed mothers in Vrindavan.',
    palette: 'women',
    motif: 'family',
    linkUrl: '/monthly-donation?cause=2494',
    linkLabel: 'Donate Now',
  },
  {
    page: 'monthly',
    key: 'monthly-dogs',
    title: 'Save Stray Dogs Of India',
    subtitle: 'Food, vaccination and treatment for street dogs in 18 neighbourhoods.',
    palette: 'animals',
    motif: 'paw',
    linkUrl: '/monthly-donation?cause=2511',
    linkLabel: 'Donate Now',
  },
  {
    page: 'monthly',
    key: 'monthly-gaumatas',
    title: "Save India's Gaumatas",
    subtitle: 'Fodder, shelter and veterinary care for abandoned cows at our gaushala.',
    palette: 'elderly',
    motif: 'cow',
    linkUrl: '/monthly-donation?cause=2506',
    linkLabel: 'Donate Now',
  },
];

export const TEAM = [
  { name: 'Vikram Singh Rathore', role: 'Founder & President', mobile: '9828500101', palette: 'disaster-relief' },
  { name: 'Meera Agarwal', role: 'Co-founder & Secretary', mobile: '9414600202', palette: 'women' },
] as const;

export const TESTIMONIALS = [
  {
    name: 'Anjali Deshpande',
    place: 'Pune, Maharashtra',
    palette: 'education',
    quote:
      'I have been a monthly donor for the Vrindavan mothers since last year. The WhatsApp updates with photos of the ration distribution make me feel I am right there with them.',
  },
  {
    name: 'Harpreet Singh Gill',
    place: 'Ludhiana, Punjab',
    palette: 'urgent',
    quote:
      'During the Assam floods I wanted to help but did not know whom to trust. Sahyog posted bills and photos from every village. I will give again without a second thought.',
  },
  {
    name: 'Lakshmi Krishnan',
    place: 'Chennai, Tamil Nadu',
    palette: 'medical',
    quote:
      'When my father needed a bypass, the team helped us check our Ayushman Bharat cover first and then raised the remaining amount within three weeks. We are forever grateful.',
  },
  {
    name: 'Rajesh Meena',
    place: 'Jaipur, Rajasthan',
    palette: 'animals',
    quote:
      'I volunteer with the street dog feeding team on weekends. The care they take, even for the smallest puppy, is remarkable, and every rupee is accounted for.',
  },
] as const;

/** Invented media and partner names: no real brands. */
export const LOGOS = [
  { name: 'The Deccan Ledger', mark: 'wave', colour: '#0f766e' },
  { name: 'Seva Today', mark: 'circle', colour: '#c2410c' },
  { name: 'Bharat Good News', mark: 'triangle', colour: '#6d28d9' },
  { name: 'Jan Sahayak Radio', mark: 'ring', colour: '#0369a1' },
  { name: 'Green Chai Weekly', mark: 'leaf', colour: '#4d7c0f' },
  { name: 'Kindness Chronicle', mark: 'square', colour: '#be123c' },
] as const;

const ADDRESS = 'Plot 14, Sector 5, Vidyadhar Nagar, Jaipur, Rajasthan 302039';

/** One row per key; the server reads them back into one settings object. */
export const SETTINGS: Record<string, unknown> = {
  foundationName: 'Sahyog Seva Foundation',
  tagline: 'Together, we give hope a home.',
  address: ADDRESS,
  helpline: '+91 9828500100',
  email: 'care@sahyog.example',
  whatsapp: '919828500100',
  reg80G: 'AABTS1234CF20241',
  reg80GValidity: 'AY 2025-26 to AY 2029-30',
  signatoryName: 'Anita Sharma',
  signatoryTitle: 'Treasurer',
  autoIssueReceipts: false,
  pan: 'AABTS1234C',
  upiId: 'sahyogseva@upi',
  upiPayeeName: 'Sahyog Seva Foundation',
  foundedOn: '2024-08-01',
  mapEmbedQuery: ADDRESS,
  howToDonateVideoId: 'Hd2wQx7mPz4',
  social: {
    facebook: 'https://www.facebook.com/sahyogsevafoundation',
    instagram: 'https://www.instagram.com/sahyogsevafoundation',
    youtube: 'https://www.youtube.com/@sahyogsevafoundation',
    x: 'https://x.com/sahyogseva',
    linkedin: 'https://www.linkedin.com/company/sahyog-seva-foundation',
  },
};
