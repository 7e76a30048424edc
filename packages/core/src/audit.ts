import { catalogue } from './i18n.ts';
// The staff console's audit log: the page's words (issue 11).
export const auditMessages = /* @__PURE__ */ catalogue('audit', {
  pageTitle: 'Audit log',
  lead: 'Every change made in the console: who, when, from where, and the values before and after. Entries are never changed or removed.',
  empty: 'Nothing has been changed in the console yet.',
  filterAction: 'Action',
  filterSubject: 'Subject',
  allActions: 'All actions',
  filter: 'Filter',
  older: 'Older entries',
  system: 'Automatic',
  before: 'Before',
  after: 'After',
  columns: { when: 'When', who: 'Who', action: 'Action', subject: 'Subject', change: 'Change' },
  /** What each recorded action means, for people; the code stays beside it (filters use it). */
  actionLabels: {
    'application.decide': 'Decided a campaign application',
    'blog.create': 'Wrote a blog post',
    'blog.edit': 'Changed a blog post',
    'blog.cover': 'Changed a blog post’s cover',
    'campaign.edit': 'Changed a campaign',
    'campaign.placement': 'Changed where a campaign shows',
    'campaign.publish': 'Published a campaign',
    'campaign.status': 'Changed a campaign’s status',
    'contact.status': 'Changed a contact message’s status',
    'content.sliders.create': 'Added a banner',
    'content.sliders.edit': 'Changed a banner',
    'content.sliders.delete': 'Removed a banner',
    'content.team.create': 'Added a team member',
    'content.team.edit': 'Changed a team member',
    'content.team.delete': 'Removed a team member',
    'content.testimonials.create': 'Added a testimonial',
    'content.testimonials.edit': 'Changed a testimonial',
    'content.testimonials.delete': 'Removed a testimonial',
    'content.logos.create': 'Added a featured-in logo',
    'content.logos.edit': 'Changed a featured-in logo',
    'content.logos.delete': 'Removed a featured-in logo',
    'faq.create': 'Added a question (FAQ)',
    'faq.edit': 'Changed a question (FAQ)',
    'faq.delete': 'Removed a question (FAQ)',
    'order.fail': 'Marked a payment failed',
    'order.verify': 'Verified a UPI payment',
    'orders.import': 'Imported a bank statement',
    'page.edit': 'Changed a page',
    'receipt.issue': 'Issued a tax receipt',
    'receipt.correct': 'Corrected a tax receipt (cancelled it, issued a new one)',
    'receipt.resend': 'Emailed a tax receipt again',
    'support.answer': 'Answered a help desk ticket (or noted on it)',
    'support.assign': 'Took a help desk ticket',
    'support.state': 'Moved a help desk ticket',
    'support.merge': 'Merged a help desk ticket into another',
    'support.canned.save': 'Saved a canned answer',
    'support.canned.delete': 'Deleted a canned answer',
    'support.clock': 'Changed the “other” topic’s clock',
    'support.holiday.add': 'Added a holiday to the help desk calendar',
    'support.holiday.remove': 'Removed a holiday from the help desk calendar',
    'shop_order.review': 'Held a shop order’s sale for review',
    'shop_order.review_clear': 'Released a shop order held for review',
    'refund.refund': 'Refunded a donation',
    'refund.decline': 'Declined a refund request',
    'settings.edit': 'Changed the site settings',
    'subscriber.unsubscribe': 'Unsubscribed a newsletter reader',
    'subscription.pause': 'Paused a monthly gift',
    'subscription.resume': 'Resumed a monthly gift',
    'subscription.cancel': 'Cancelled a monthly gift',
    'subscription.amount': 'Changed a monthly gift’s amount',
    'tax-regime.edit': 'Changed the tax law’s names',
    'shop-category.add': 'Added a shop category',
    'shop-category.edit': 'Changed a shop category',
    'shop-category.remove': 'Removed a shop category',
    'brand.add': 'Added a brand',
    'shop.rate.add': 'Added a TCS or TDS rate',
    'shop.payout.request': 'Asked to withdraw a shop’s payable',
    'shop.payout.paid': 'Recorded a shop’s withdrawal as paid',
    'shop.payout.rejected': 'Refused a shop’s withdrawal',
    'shop.payout.approve': 'Approved a shop’s withdrawal to be paid through RazorpayX',
    'shop.payout.reversed': 'RazorpayX could not pay a shop’s withdrawal (back in its payable)',
    'shop-order.accept': 'Accepted a shop order',
    'shop-order.ship': 'Shipped a shop order',
    'shop-order.deliver': 'Marked a shop order delivered',
    'shop-order.refund': 'Recorded a shop order’s refund by bank transfer',
    'shop-order.release-refund': 'Released a shop refund held because it took the seller’s payable below zero',
    'shop-order.received': 'A buyer confirmed a shop order arrived',
    'shop-return.approve': 'Approved a shop return',
    'shop-return.reject': 'Refused a shop return',
    'shop-return.received': 'Received a shop return and refunded it',
    'shop-dispute.refund': 'Refunded a shop buyer after a dispute',
    'shop-dispute.close': 'Closed a shop dispute without a refund',
    'spending.propose': 'Proposed a campaign’s spending',
    'campaign.update.post': 'Posted a campaign update',
    'campaign.update.approve': 'Let a campaign update through',
    'campaign.update.reject': 'Refused a campaign update',
    'campaign.update.email': 'Emailed a campaign update to its donors',
    'campaign.updates.trust': 'Trusted a campaign’s updates',
    'spending.correct': 'Proposed a correction of a campaign’s spending',
    'spending.first-approve': 'Approved a campaign’s spending once (a second approval is due)',
    'spending.approve': 'Approved a campaign’s spending',
    'spending.reject': 'Rejected a campaign’s spending',
    'spending.add-funds': 'Added the foundation’s money to a campaign',
    'spending.redact': 'Blacked out private details on a spending bill',
    'spending.category': 'Added or changed a category of spending',
    'spending.gifts-told': 'Told donors what their gifts bought',
    'brand.edit': 'Changed a brand',
    'product.moderate': 'Featured, hid, took down or restored a shop product',
    'user.role': 'Changed a user’s role',
    'user.disable': 'Closed an account',
    'user.enable': 'Reopened an account',
    'user.sessions.end': 'Signed an account out everywhere',
    'vendor.apply': 'Applied to sell',
    'vendor.resubmit': 'Sent a corrected application to sell',
    'vendor.document': 'Added a KYC document',
    'vendor.profile': 'Changed a shop’s profile',
    'vendor.approve': 'Approved a shop',
    'vendor.reject': 'Rejected a shop’s application',
    'vendor.suspend': 'Suspended a shop',
    'vendor.reinstate': 'Reinstated a shop',
    'vendor.legal': 'Changed a shop’s legal name, tax or bank details',
    'vendor.withdraw': 'Withdrew an application to sell',
    'vendor.bank_view': 'Opened a shop’s bank account number',
    'duty.refused': 'Was refused deciding something of their own (another staff member must)',
    'shop.payout.first-approve': 'Approved a shop’s withdrawal once (a second staff member’s approval is due)',
  } as Record<string, string>,
});

/** An action's words for people, or its code when it has none yet. */
export function auditActionLabel(action: string): string {
  return auditMessages.actionLabels[action] ?? action;
}

/** The dashboard's days of giving: the chart's width. */
export const DASHBOARD_DAYS = 90;

/**
 * Money given is a gift's campaign amount plus its urgent add-on; the tip is the platform's.
 * Today, this month and this year count both; all time is told apart: what the campaigns raised
 * (their own figures) and the urgent causes fund, which together are the total raised.
 */
export interface DashboardFigures {
  todayPaise: number;
  monthPaise: number;
  financialYear: string;
  yearPaise: number;
  donors: number;
  /** Paid donations, all time (one per paid order). */
  donations: number;
  /** The campaigns' raised figures added up: urgent add-ons are never in them. */
  campaignsPaise: number;
  /** The urgent add-ons of paid donations: the urgent causes fund. */
  urgentPaise: number;
  /** campaignsPaise + urgentPaise. */
  totalPaise: number;
  /** Oldest first, one entry per IST day, zero on days without gifts. */
  days: { day: string; paise: number }[];
  top: { title: string; slug: string; raisedPaise: number; backers: number }[];
}

/** The console's frame: its name, the sections' names and the phone menu. */
export const consoleMessages = /* @__PURE__ */ catalogue('console', {
  eyebrow: 'Staff console',
  signedInAs: (name: string) => `Signed in as ${name}`,
  navLabel: 'Console',
  menuNow: 'Console sections, now: ',
  menuFallback: 'Sections',
  menuAll: 'All sections ▾',
  sections: {
    dashboard: 'Dashboard',
    campaigns: 'Campaigns',
    donations: 'Donations',
    verify: 'Verify UPI payments',
    applications: 'Campaign applications',
    contacts: 'Contact messages',
    subscribers: 'Newsletter subscribers',
    receipts: 'Tax receipts',
    refunds: 'Refund requests',
    subscriptions: 'Subscriptions',
    users: 'Users and roles',
    blogs: 'Blog posts',
    pages: 'Pages',
    content: 'Banners, team, logos',
    faqs: 'FAQs',
    shopCategories: 'Shop categories',
    shopBrands: 'Brands',
    shopOrders: 'Shop orders',
    shopPayouts: 'Vendor payouts',
    shopDisputes: 'Shop disputes',
    spending: 'Spending to check',
    updates: 'Updates to review',
    shopRates: 'TCS and TDS rates',
    shopProducts: 'Shop products',
    settings: 'Site settings',
    audit: 'Audit log',
    outbox: 'Message outbox',
  },
});

export const dashboardMessages = /* @__PURE__ */ catalogue('dashboard', {
  pageTitle: 'Dashboard',
  today: 'Raised today',
  month: 'Raised this month',
  year: (fy: string) => `Raised in FY ${fy}`,
  allTime: 'Raised since we began',
  forCampaigns: 'For campaigns',
  urgentFund: 'Urgent causes fund',
  donors: 'Donors (all time)',
  donations: 'Donations (all time)',
  moneyTitle: 'Money raised',
  // Said under the figures (issue 39): the Donations list's total keeps tips in, these leave them out.
  moneyIncludes: 'Money raised counts what donors gave to campaigns and to the Urgent causes fund. Tips to the platform are not in these figures.',
  toVerify: 'UPI payments to verify',
  applications: 'Applications waiting',
  receipts: 'Receipt requests waiting',
  refunds: 'Refund requests waiting',
  messages: 'New contact messages',
  spending: 'Payments to check or redact',
  updates: 'Campaign updates to review',
  open: 'Open',
  chartTitle: 'Raised per day, last 90 days',
  chartSummary: (total: string, best: string, day: string) => `Total ${total}; the best day was ${day} with ${best}.`,
  chartEmpty: 'No gifts in the last 90 days.',
  chartTable: 'The days with gifts',
  topTitle: 'Top campaigns',
  raised: 'Raised',
  backers: 'Backers',
  monthlyActive: 'Monthly gifts active',
  monthlyStarted: 'Monthly gifts started this month',
  monthlyCancelled: 'Monthly gifts cancelled this month',
});
