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
  reg80GDate: '2024-09-27',
  reg80GValidity: 'AY 2025-26 to AY 2029-30',
  signatoryName: 'Anita Sharma',
  signatoryTitle: 'Treasurer',
  autoIssueReceipts: false,
  pan: 'AABTS1234C',
  upiId: 'sahyogseva@upi',
  upiPayeeName: 'Sahyog Seva Foundation',
  upiMerchantCode: '8398',
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

/** The FAQ page's questions, as a foundation would first write them (staff change them in the console). */
export const FAQS = [
  {
    question: 'Is my donation tax deductible?',
    answer:
      'Yes. The foundation is approved for tax-deductible donations, so a donation by UPI, card or net banking can be claimed as a deduction (the receipt names the section of the Income-tax Act in force for your gift). Cash gifts above ₹2,000 cannot.\n\nAfter you give, ask for your receipt from your profile: it needs your PAN (or your Aadhaar number if you have no PAN), and your address if we do not have it. Staff issue it, and you download the PDF from the same place.',
  },
  {
    question: 'How do I know my money reaches the cause?',
    answer:
      'Every campaign is checked by the foundation before it goes live, and its page shows the amount raised, the number of backers and updates from the people on the ground. The foundation takes no platform fee: a tip, if you choose to add one, is the only thing that pays for running the site, and it starts at zero.',
  },
  {
    question: 'I paid by UPI. Why does my gift say it is waiting?',
    answer:
      'A UPI payment goes straight to the foundation’s bank account, so a person checks the UTR (the 12-digit reference your UPI app shows) against the bank statement before the gift is counted. This usually takes one working day. You receive an email as soon as it is confirmed.',
  },
  {
    question: 'How do I pause, change or stop a monthly gift?',
    answer:
      'Every email about your monthly gift carries a link that opens its page, where you can pause it, change the amount or cancel it, without signing in. If you have an account, My Subscriptions in your profile shows the same buttons.\n\nWe send a notice a day before each month’s payment, so nothing is ever taken by surprise.',
  },
  {
    question: 'Can I get a refund?',
    answer:
      'If you gave by mistake, ask within two days of the donation from your profile, before a tax receipt has been issued for it. The foundation refunds the amount less the payment gateway’s charges. Read the Refund and Cancellation Policy for the details.',
  },
  {
    question: 'How can I start a campaign for someone in need?',
    answer:
      'Use Start a Campaign: tell us about the cause and confirm your email and mobile with the codes we send. The foundation reviews every request; once it is approved you write the story, add photos and set the goal, and staff publish it.',
  },
] as const;
