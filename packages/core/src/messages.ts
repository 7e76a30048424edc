// User-facing texts. Where the spec gives wording it is kept word for word (typos included
// where the spec's text is a requirement), except the defects PRODUCT.md asks us to fix.
import { catalogue } from './i18n.ts';

export const messages = /* @__PURE__ */ catalogue('common', {
  enterAmount: 'Please enter amount',
  minimumDonation: 'Minimum donation amount is ₹300',
  paymentSuccessTitle: 'Payment Successful!',
  paymentFailedTitle: 'Payment Failed!',
  paymentFailedBody: 'Unfortunately, your transaction could not be completed. Please try again.',
  subscribed: 'You have successfully subscribed.',
  alreadySubscribed: 'You have already subscribed',
  campaignThanks: 'Thank you for your interest, You application is under review and our team will contact you soon.',
  noRecords: 'No records found',
  notFound: 'We could not find that page.',
  campaignNotFound: 'Campaign not found',
  blogNotFound: 'Blog post not found',
  invalidInput: 'Some fields need your attention.',
  serverError: 'Something went wrong on our side. Please try again.',
  unstorableText: 'Some of the text you sent contains characters that are not allowed.',
  badHost: 'The Host header must be a host name or address, with an optional port.',
  jsonOnly: 'Send this request as JSON (Content-Type: application/json).',
  jsonObject: 'The request body must be a JSON object.',
  methodNotAllowed: 'This address does not accept that method.',
  badUrl: 'This address is not valid: it has a broken percent-encoding (%).',
  badJson: 'The request body is not valid JSON.',
  emptyJson: 'The request body is empty; send a JSON object.',
  badContentLength: 'The Content-Length header does not match the body.',
  tooLarge: 'The request body is too large.',
  tooDeep: (max: number) => `The request body is nested too deeply: at most ${max} levels of objects and lists.`,
});

/** The error page's words for a page form that arrived as something other than a form. */
export const unreadableFormMessages = /* @__PURE__ */ catalogue('unreadableForm', {
  title: 'Form not sent',
  eyebrow: (status: number) => `Error ${status}`,
  heading: 'We could not read that form',
  body: 'The page’s form did not reach us as a form. Please go back to the page and send it again.',
});

export type MessageKey = keyof typeof messages;

/** The site header: top bar, navigation, the Welcome menu and the phone menu. */
export const headerMessages = /* @__PURE__ */ catalogue('header', {
  skipToContent: 'Skip to content',
  home: ', home',
  mainNav: 'Main',
  phoneMenu: 'Menu',
  phoneNav: 'Mobile',
  loginSignup: 'Login / Signup',
  donateNow: 'Donate Now',
  welcome: 'Welcome, ',
  accountNav: 'Your account',
  /** The phone menu's copy of the account links: a landmark's name must differ from the other's. */
  accountNavPhone: 'Your account (menu)',
  signedInAs: 'Signed in as',
  staffConsole: 'Staff console',
  myProfile: 'My Profile',
  myTransaction: 'My Transaction',
  mySubscriptions: 'My Subscriptions',
  myCampaigns: 'My Campaigns',
  logout: 'Logout',
  followUs: 'Follow us',
  contactUs: 'Talk to us',
  trustFee: '0% platform fee',
  trustTax: (short: string) => `${short} tax benefit on every donation`,
  trustVerified: 'Campaigns verified by our team',
  switchLanguage: 'Read this page in Hindi',
});

/** The campaign page's donate box, sticky bar and videos, and its share-preview image. */
export const campaignMessages = /* @__PURE__ */ catalogue('campaign', {
  donateNow: 'Donate Now',
  donateAmount: (amount: string) => `Donate ${amount}`,
  giveToCampaign: 'Give to this campaign',
  percentFunded: (pct: number) => `${pct}% funded`,
  raised: (amount: string) => `${amount} raised`,
  raisedOf: (goal: string) => `raised of ${goal}`,
  payWith: 'Pay with',
  paymentNames: { upi: 'UPI', googlePay: 'Google Pay', phonePe: 'PhonePe', paytm: 'Paytm', bhim: 'BHIM', cards: 'Cards', netBanking: 'Net banking' },
  howToDonateTitle: 'How To Donate',
  howToDonateHint: 'A short video: giving here, step by step',
  watchStory: 'Watch the story',
  galleryAlt: (title: string, n: number) => `${title}: photo ${n}`,
  videoHint: 'Plays from YouTube when you press play',
  /** The share image's text alternative (og:image:alt). */
  shareImageAlt: (title: string, raised: string, goal: string, pct: number, foundation: string) =>
    `${title}: ${raised} raised of ${goal} (${pct}% funded), ${foundation}`,
});

/** "an 80G receipt", "a Section 133 receipt": the article a short name takes when spoken. */
export const anOrA = (short: string): string => (/^(8|11|18|[aeiou])/i.test(short) ? 'an' : 'a');

/**
 * Pages' words about the tax deduction, from the regime in force this financial year (settings'
 * `taxLaw`): never a section written into a page.
 */
export const taxText = /* @__PURE__ */ catalogue('taxText', {
  benefitAndFee: (short: string) => `${short} tax benefit · 0% platform fee`,
  registration: (short: string, number: string) => `${short} registration: ${number}`,
  campaignNote: (section: string, act: string) => `Donations to this campaign are eligible for tax benefit under ${section} of the ${act}.`,
  makeItMonthly: (short: string) => `Make it monthly: from ₹300 a month, with ${anOrA(short)} ${short} receipt every time.`,
  homeDescription: (short: string) =>
    `Give once or monthly to verified campaigns for children, elders, animals and patients across India. 0% platform fee, ${short} tax benefit.`,
  homeMonthly: (short: string) => `Give from ₹300 a month to a cause you choose. Pause or stop any time. ${short} receipt for every payment.`,
  homePromise: (short: string) =>
    `We verify every campaign before it goes live, post updates from the ground, and send ${anOrA(short)} ${short} receipt for every donation. No platform fee, ever.`,
  loginDescription: (short: string) => `Log in to see your donations, request ${short} receipts and manage monthly giving.`,
  registerDescription: (short: string) => `Create your account to see your donations, request ${short} receipts and give monthly.`,
  registerSubtitle: (short: string) => `See every donation you make, request ${short} receipts and manage monthly giving.`,
  monthlyDescription: (short: string) =>
    `Give every month to children, animals, elders and people with disabilities: from ₹300 a month, with ${anOrA(short)} ${short} receipt, pause or stop any time.`,
  aboutTransparency: (short: string) => `Live totals, updates from the ground and ${anOrA(short)} ${short} receipt for every rupee you give.`,
});
