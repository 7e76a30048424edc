// Business constants from the seed spec (§9). Change them here, nowhere else.

import { catalogue } from './i18n.ts';

export const CURRENCY = 'INR';
export const PLATFORM_FEE_PERCENT = 0;

export const CAMPAIGN_PRESETS_RUPEES = [3000, 5000, 7000, 9999] as const;
export const CAMPAIGN_DEFAULT_RUPEES = 3000;
export const MIN_DONATION_RUPEES = 300;

export const MIN_MONTHLY_RUPEES = 300;
export const MONTHLY_PRESETS_RUPEES = [3000, 5000, 10000, 15000] as const;
export const MONTHLY_DEFAULT_RUPEES = 3000;
export const CHECKOUT_MONTHLY_PRESETS_RUPEES = [500, 1000, 2000] as const;

/** Tip options: the spec's markup reused value 2 for 20 %; here each option is its own value. */
export const TIP_OPTIONS = [
  { value: '0', percent: 0, label: '0%' },
  { value: '1', percent: 12, label: '12%' },
  { value: '2', percent: 15, label: '15%' },
  { value: '3', percent: 20, label: '20%' },
  { value: '4', percent: null, label: 'Other' },
] as const;
export const URGENT_PRESETS_RUPEES = [1000, 2000, 3000] as const;

export const MOBILE_DIGITS = 10;
export const OTP_DIGITS = 6;
export const CONTACT_TEXT_MAX = 400;
export const CONTACT_MESSAGE_MAX = 2000;

/** Campaign categories with the spec's ids (§9, new campaign cause ids). */
export const CATEGORIES = [
  { id: 5, name: 'Urgent', slug: 'urgent' },
  { id: 7, name: 'Children', slug: 'children' },
  { id: 6, name: 'Animals', slug: 'animals' },
  { id: 10, name: 'Disability', slug: 'disability' },
  { id: 15, name: 'Disaster Relief', slug: 'disaster-relief' },
  { id: 12, name: 'Education', slug: 'education' },
  { id: 8, name: 'Elderly', slug: 'elderly' },
  { id: 9, name: 'Faith', slug: 'faith' },
  { id: 11, name: 'Hunger', slug: 'hunger' },
  { id: 14, name: 'Medical', slug: 'medical' },
  { id: 16, name: 'DIY', slug: 'diy' },
  { id: 13, name: 'Women', slug: 'women' },
] as const;

/** Monthly causes with the spec's ids (§9). */
export const MONTHLY_CAUSES = [
  { id: 2745, name: 'Last rites of unidentified bodies' },
  { id: 2736, name: 'Help Us To Perform' },
  { id: 2511, name: 'Save Stray Dogs Of India' },
  { id: 2506, name: "Save India's Gaumatas" },
  { id: 2494, name: 'Care For Elderly In Vrindavan' },
] as const;

export const SLIDER = {
  autoplayMs: 3000,
  speedMs: 500,
  bannerTransitionMs: 600,
  /** Card sliders: 3 slides, 2 under 1024 px, 1 under 768 px. */
  cards: { base: 3, under1024: 2, under768: 1 },
  /** Team: 1 under 768, 2 from 768, 3 from 1024. */
  team: { base: 3, under1024: 2, under768: 1 },
  /** Featured-in logos: 6, then 3, then 2. */
  logos: { base: 6, under1024: 3, under768: 2 },
} as const;

export const TYPEWRITER = { typeMs: 150, deleteMs: 75, pauseMs: 1000 } as const;
export const MONTHLY_TYPEWRITER_WORDS = ['Children', 'Animal', 'Elderly', 'Disabled'] as const;
/** The typed words as the page shows them, in its language. */
export const typewriterText = /* @__PURE__ */ catalogue('typewriter', { words: MONTHLY_TYPEWRITER_WORDS });

export const HEADER_SPACER_PX = 160;
export const SCROLL_HIGHLIGHT_OFFSET_PX = 120;
export const SUCCESS_REDIRECT_MS = 5000;
export const TOAST_MS = 5000;

/** Donor lists on a campaign page. */
export const DONOR_LIST_LIMIT = 10;
