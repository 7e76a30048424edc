// The contract between the web app's loaders and the server's services. SSR loaders call
// services in-process through this context (never over HTTP). This module must exist once at
// run time: the web build lists it as external so server and SSR share one token.
import { createContext } from 'react-router';
import type { AdminUserView, Impact, MyDonation, ProfilePatch, PublicUser, RegisterInput, Role } from './accounts.ts';
import type { ApplicationDecision, ApplicationInput, ApplicationStatus, ApplicationView } from './applications.ts';
import type { DashboardFigures } from './audit.ts';
import type { BatchStarted, BatchView } from './batches.ts';
import type {
  CampaignAdminView,
  CampaignDraft,
  CampaignEditInput,
  CampaignerCampaign,
  CampaignHindiInput,
  CampaignProductsInput,
  CampaignStatus,
  CampaignUpdateInput,
} from './campaign-editor.ts';
import type { PaymentMethod } from './checkout.ts';
import type { ContactInput, ContactMessageView, ContactStatus, HumanChallenge } from './contact.ts';
import type { Flash } from './cookies.ts';
import type { DonationRow, DonationSearch, DonationsFound } from './donations-admin.ts';
import type { SiteFaq, SiteFaqAdmin } from './faqs.ts';
import type { OrderInput, OrderView, PendingVerification } from './giving.ts';
import type { SubscriptionStatus } from './monthly.ts';
import type { SubscriptionView } from './monthly-form.ts';
import type { SubscribeOutcome, SubscriberView } from './newsletter.ts';
import type { ListPage } from './paging.ts';
import type { ConsentPurpose, ConsentView } from './privacy.ts';
import type { PendingReceipt, ReceiptCorrectionInput, ReceiptOutlook, ReceiptRequestInput, ReceiptView, TaxRegime, TaxRegimeInput } from './receipts.ts';
import type { RefundDecision, RefundRequestInput, RefundView } from './refunds.ts';
import type {
  BlogPost,
  BlogSummary,
  CampaignCard,
  CampaignDetail,
  Category,
  DonorLists,
  FeaturedLogo,
  HomeStats,
  OutboxMessage,
  Page,
  Settings,
  Slider,
  TeamMember,
  Testimonial,
} from './schemas.ts';
import type { ShareCardFigures } from './share.ts';
import type { BlogAdminView, BlogInput, ContentList, ContentListItem, PageForEditing, PageInput, SettingsInput } from './site-settings.ts';

/*
 * One interface per server module: the module's service `satisfies` it, pages call it through
 * `servicesContext`. Adding a method a page needs starts here.
 */

export interface CatalogApi {
  categories(): Promise<Category[]>;
  homeCampaigns(categoryId?: number): Promise<CampaignCard[]>;
  /** The first `limit` of those, and how many there are in all. */
  homeList(categoryId: number | undefined, limit: number): Promise<{ cards: CampaignCard[]; total: number }>;
  monthlyCauses(): Promise<CampaignCard[]>;
  featured(): Promise<CampaignCard[]>;
  campaign(slugOrId: string): Promise<CampaignDetail | null>;
  /** What the share image (og:image) shows; null for an unknown or draft campaign. */
  shareCard(slug: string): Promise<ShareCardFigures | null>;
  /** By id, or by slug to ask beside the campaign in one round trip. */
  donors(campaign: number | string): Promise<DonorLists>;
  homeStats(): Promise<HomeStats>;
}

export interface ContentApi {
  settings(): Promise<Settings>;
  /** The console's Site settings (admin): saves what changed, audited. */
  saveSettings(input: SettingsInput, by: number): Promise<{ changed: string[]; settings: Settings }>;
  pages(): Promise<{ slug: string; title: string; updatedAt: string }[]>;
  savePage(slug: string, input: PageInput, by: number): Promise<Page>;
  sliders(page: string): Promise<Slider[]>;
  blogs(): Promise<BlogSummary[]>;
  blog(slug: string): Promise<BlogPost | null>;
  page(slug: string): Promise<Page | null>;
  /** The page as stored, its Hindi beside the English (the console). */
  pageForEditing(slug: string): Promise<PageForEditing | null>;
  team(): Promise<TeamMember[]>;
  testimonials(): Promise<Testimonial[]>;
  featuredLogos(): Promise<FeaturedLogo[]>;
}

/** Who is asking, for rate limits and session records. */
export interface RequestMeta {
  ip: string;
  userAgent: string;
  /** PUBLIC_URL: links in messages start here, never at a request's Host header. */
  origin: string;
}

export interface OtpChallenge {
  challengeId: string;
  resendAfterSeconds: number;
  expiresInSeconds: number;
}

export interface AuthApi {
  register(input: RegisterInput, meta: RequestMeta): Promise<OtpChallenge>;
  resendOtp(challengeId: string, meta: RequestMeta): Promise<OtpChallenge>;
  verifyRegistration(challengeId: string, otp: string): Promise<PublicUser>;
  login(email: string, password: string, kind: 'web' | 'api', meta: RequestMeta): Promise<{ token: string; expiresAt: Date; user: PublicUser }>;
  logout(sessionId: string): Promise<void>;
  requestPasswordReset(email: string, meta: RequestMeta): Promise<void>;
  resetTokenValid(token: string): Promise<boolean>;
  confirmPasswordReset(token: string, password: string): Promise<PublicUser>;
  startPhoneVerification(user: PublicUser, meta: RequestMeta): Promise<OtpChallenge>;
  confirmPhone(user: PublicUser, challengeId: string, otp: string): Promise<PublicUser>;
  /** Open accounts by country and city (the about page); no place under PLACE_GROUP_MIN named. */
  placeCounts(): Promise<import('./place-counts.ts').PlaceCounts>;
}

/** The signed-in donor's own things: profile (auth's users), donations (giving's). */
export interface AccountsApi {
  profile(userId: number): Promise<PublicUser>;
  updateProfile(userId: number, patch: ProfilePatch): Promise<PublicUser>;
  donations(user: PublicUser): Promise<MyDonation[]>;
  impact(user: PublicUser): Promise<Impact>;
  subscriptions(user: PublicUser): Promise<SubscriptionView[]>;
  requestReceipt(user: PublicUser, donationId: number, input?: ReceiptRequestInput): Promise<{ requested: true; receipt: ReceiptView | null }>;
}

export interface AuditEventView {
  id: number;
  actorId: number | null;
  actorEmail: string;
  action: string;
  subjectType: string;
  subjectId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  ip: string | null;
  createdAt: string;
}

export interface AdminApi {
  summary(): Promise<{ raisedPaise: number; campaigns: number; users: number; pendingDonations: number }>;
  users(): Promise<PublicUser[]>;
  /** Money figures for the dashboard (giving's ledger). */
  dashboard(now?: Date): Promise<DashboardFigures>;
  audit: {
    list(filter?: {
      action?: string | undefined;
      subjectType?: string | undefined;
      subjectId?: string | undefined;
      beforeId?: number | undefined;
      after?: string | undefined;
      limit?: number;
    }): Promise<ListPage<AuditEventView>>;
    actions(): Promise<string[]>;
  };
}

/** Giving once: orders from the checkout page to a confirmed payment (server module giving). */
export interface GivingApi {
  /** The methods a donor may choose, the default first. */
  paymentMethods(): readonly PaymentMethod[];
  createOrder(
    input: OrderInput,
    opts: { idempotencyKey?: string | undefined; userId?: number | null; ip: string },
  ): Promise<{ order: OrderView; replayed: boolean }>;
  order(reference: string): Promise<OrderView | null>;
  submitUtr(reference: string, utr: string, ip: string): Promise<OrderView>;
  simulate(reference: string, outcome: 'success' | 'failure'): Promise<OrderView>;
  pendingVerifications(): Promise<PendingVerification[]>;
  /** Staff's decision about the UTR they matched; a UTR the donor changed since is a 409 (utr_changed). */
  verifyOrder(reference: string, decision: 'paid' | 'rejected', utr: string, staffId: number): Promise<OrderView>;
}

/** The giving module's figures for the transparency page (issue 26). */
export interface GivingReportsApi {
  /** Paid gifts by India month and method. */
  incomeByMonth(): Promise<import('./spending.ts').IncomeRow[]>;
}

export interface MessagingApi {
  outbox(): Promise<OutboxMessage[]>;
}

/** The home page's subscribe box; `email` is already checked and lowercased (core/newsletter). */
export interface NewsletterApi {
  /** `who` records the consent with the address it came from and the account, if signed in. */
  subscribe(email: string, source?: string, who?: { ip?: string; userId?: number | null }): Promise<SubscribeOutcome>;
  /** The emailed link's token: 'invalid' for one we never issued. */
  unsubscribe(token: string): Promise<'unsubscribed' | 'invalid'>;
  list(filter?: { q?: string | undefined; status?: 'subscribed' | 'unsubscribed' | undefined; after?: string | undefined }): Promise<ListPage<SubscriberView>>;
  unsubscribeById(id: number, by: number): Promise<SubscriberView>;
}

/** Start a campaign: the application behind two codes, and the staff review (module applications). */
export interface ApplicationsApi {
  apply(input: ApplicationInput, meta: RequestMeta): Promise<{ challengeId: string; resendAfterSeconds: number; expiresInSeconds: number }>;
  resend(challengeId: string, meta: RequestMeta): Promise<{ challengeId: string; resendAfterSeconds: number; expiresInSeconds: number }>;
  verify(challengeId: string, otp: string, mobileOtp: string, meta?: { ip?: string }): Promise<ApplicationView>;
  list(status?: ApplicationStatus, after?: string): Promise<ListPage<ApplicationView>>;
  counts(): Promise<Record<ApplicationStatus, number>>;
  decide(id: number, decision: ApplicationDecision, staffId: number): Promise<ApplicationView>;
}

/** The contact form and staff's inbox (module contact). */
export interface ContactApi {
  formTime(): string;
  challenge(): Promise<HumanChallenge>;
  send(
    input: ContactInput,
    guard: { website?: string | undefined; startedAt?: string | number | undefined; altcha?: string | undefined },
    meta: RequestMeta & { userId?: number | null },
  ): Promise<{ id: number }>;
  /** How many messages each status holds (the dashboard); at most 30 s old unless one arrived or moved on this process. */
  counts(): Promise<Record<ContactStatus, number>>;
  inbox(
    status?: ContactStatus,
    after?: string,
  ): Promise<{ messages: ContactMessageView[]; next: string | null; counts: Record<ContactStatus, number>; refusedLastWeek: number }>;
  move(id: number, status: Exclude<ContactStatus, 'new'>, by?: number | null): Promise<ContactMessageView>;
}

/** Tax receipts: staff's issuing, the law's names, the PDF (giving module's receipts.ts). */
export interface ReceiptsApi {
  issue(donationIds: number[], by: number | null): Promise<ReceiptView[]>;
  /** Starts issuing these donations' receipts as a batch job (bulk-issue.ts). */
  issueBatch(donationIds: number[], by: number): Promise<BatchStarted>;
  /** Starts issuing every waiting receipt that can be, as a batch job. */
  issueAllBatch(by: number): Promise<BatchStarted>;
  pending(after?: string): Promise<ListPage<PendingReceipt>>;
  /** How many donations wait for their receipt (the dashboard's queue). */
  pendingCount(): Promise<number>;
  /** What will happen about a paid gift's receipt (by its order's reference); null while unpaid. */
  outlook(reference: string): Promise<ReceiptOutlook | null>;
  issued(after?: string): Promise<ListPage<ReceiptView>>;
  one(id: number): Promise<ReceiptView | null>;
  resend(id: number, by: number): Promise<ReceiptView>;
  correct(id: number, input: ReceiptCorrectionInput, by: number): Promise<ReceiptView>;
  regimes(): Promise<TaxRegime[]>;
  saveRegime(id: number, input: TaxRegimeInput, by?: number | null): Promise<TaxRegime>;
  pdf(viewer: { email: string; staff: boolean }, id: number): Promise<{ number: string; bytes: Uint8Array }>;
}

/** Refunds under the policy (giving module's refunds.ts). */
export interface RefundsApi {
  request(email: string, donationId: number, input: RefundRequestInput): Promise<RefundView>;
  list(after?: string): Promise<ListPage<RefundView>>;
  /** How many requests wait for a decision (the dashboard's queue). */
  waiting(): Promise<number>;
  decide(id: number, decision: RefundDecision, staffId: number): Promise<RefundView>;
}

/** Monthly giving (giving module's subscriptions.ts). */
export interface MonthlyApi {
  mode(): 'gateway' | 'reminder';
  start(
    input: { campaignId: number; name: string; email: string; mobile: string; amountPaise: number; whatsappUpdates: boolean },
    opts: { userId?: number | null; idempotencyKey?: string | undefined; ip: string },
  ): Promise<{ subscription: SubscriptionView; next: string }>;
  manage(reference: string, key: string): Promise<SubscriptionView | null>;
  forDonor(email: string): Promise<SubscriptionView[]>;
  actAsDonor(
    reference: string,
    proof: { key?: string | undefined; email?: string | undefined },
    action: 'pause' | 'resume' | 'cancel' | 'amount',
    amountPaise?: number,
  ): Promise<SubscriptionView>;
  act(
    reference: string,
    action: 'pause' | 'resume' | 'cancel' | 'amount',
    actor: { kind: 'staff'; id: number },
    amountPaise?: number,
  ): Promise<SubscriptionView>;
  list(filter?: { status?: SubscriptionStatus | undefined; limit?: number; after?: string | undefined }): Promise<ListPage<SubscriptionView>>;
  /** Gifts started (first month paid or mandate approved) and cancelled since an instant, and those active now. */
  counts(since: Date): Promise<{ started: number; cancelled: number; active: number }>;
  authorisation(
    reference: string,
    key: string,
  ): Promise<{
    reference: string;
    status: SubscriptionStatus;
    keyId: string;
    subscriptionId: string;
    amountPaise: number;
    campaignTitle: string;
    donor: { name: string; email: string; mobile: string };
  } | null>;
}

/** The console's Users screen (auth module's users-admin.ts); changes are admin only. */
export interface UsersAdminApi {
  search(filter?: { q?: string | undefined; role?: Role | undefined; after?: string | undefined }): Promise<ListPage<AdminUserView>>;
  setRole(actorId: number, userId: number, role: Role): Promise<AdminUserView>;
  setDisabled(actorId: number, userId: number, disabled: boolean): Promise<AdminUserView>;
  endSessions(actorId: number, userId: number): Promise<{ ended: number; user: AdminUserView }>;
}

/** The console's Campaigns screen (catalog module's campaigns-admin.ts). */
export interface CampaignsAdminApi {
  list(filter?: {
    q?: string | undefined;
    status?: CampaignStatus | undefined;
    categoryId?: number | undefined;
    after?: string | undefined;
  }): Promise<ListPage<CampaignAdminView>>;
  setStatus(id: number, to: CampaignStatus, by: number): Promise<CampaignAdminView>;
  setPlacement(id: number, placement: { featured: boolean; sort: number }, by: number): Promise<CampaignAdminView>;
}

/** The console's Donations screen (giving module's donations-admin.ts). */
export interface DonationsAdminApi {
  search(filter?: DonationSearch & { after?: string | undefined; limit?: number }): Promise<ListPage<DonationRow>>;
  found(filter?: DonationSearch): Promise<DonationsFound>;
  markFailed(reference: string, reason: string, staffId: number): Promise<DonationRow>;
  /** Checks the file and starts its import as a batch (its lines are answered by the job). */
  importStatement(csv: string, staffId: number): Promise<BatchStarted>;
}

/** Staff's batch work run as jobs: its progress and a page of lines (platform/batches.ts). */
export interface BatchesApi {
  get(id: number, page?: { after?: number | undefined; limit?: number | undefined }): Promise<BatchView | null>;
}

/** The console's blog posts (content module's blogs-admin.ts). */
export interface BlogsAdminApi {
  list(): Promise<BlogAdminView[]>;
  get(id: number): Promise<BlogAdminView>;
  create(input: BlogInput, by: number): Promise<BlogAdminView>;
  update(id: number, input: BlogInput, by: number): Promise<BlogAdminView>;
  setCover(id: number, bytes: Uint8Array, by: number): Promise<BlogAdminView>;
}

/** The home page's lists in the console (content module's lists-admin.ts). */
export interface ListsAdminApi {
  list(kind: ContentList): Promise<ContentListItem[]>;
  create(kind: ContentList, input: unknown, bytes: Uint8Array, by: number): Promise<ContentListItem>;
  update(kind: ContentList, id: number, input: unknown, by: number): Promise<ContentListItem>;
  remove(kind: ContentList, id: number, by: number): Promise<ContentListItem>;
}

/** The site's questions and answers: /faq reads them, staff write them (content module's faqs.ts). */
export interface FaqsApi {
  /** In the page's language (a Hindi page: each question's Hindi when it has one). */
  list(): Promise<SiteFaq[]>;
  /** As stored, with the Hindi beside the English (the console). */
  adminList(): Promise<SiteFaqAdmin[]>;
  create(input: unknown, by: number): Promise<SiteFaqAdmin>;
  update(id: number, input: unknown, by: number): Promise<{ faq: SiteFaqAdmin; changed: boolean }>;
  remove(id: number, by: number): Promise<SiteFaqAdmin>;
}

/** The consents a person gave, and their withdrawal (module privacy). */
export interface PrivacyApi {
  listFor(viewer: { id: number; email: string }): Promise<ConsentView[]>;
  /** `phone` and `phoneVerified` (the account's): only a number's proven owner stops it for every sender. */
  withdraw(viewer: { id: number; email: string; phone?: string | null; phoneVerified?: boolean }, id: number): Promise<void>;
  /** Every open consent of one purpose, each with its effect ("Stop WhatsApp updates"). */
  withdrawPurpose(viewer: { id: number; email: string; phone?: string | null; phoneVerified?: boolean }, purpose: ConsentPurpose): Promise<number>;
}

/** The approved campaigner's own campaigns, and staff publishing (catalog module). */
export interface CampaignerApi {
  mine(userId: number): Promise<CampaignerCampaign[]>;
  /** Resolves only for the actor's own campaign (or staff); else the 404 of one that does not exist. */
  reach(actor: { userId: number; staff: boolean }, id: number): Promise<void>;
  draft(actor: { userId: number; staff: boolean }, id: number): Promise<CampaignDraft>;
  save(actor: { userId: number; staff: boolean }, id: number, input: CampaignEditInput): Promise<void>;
  saveHindi(actor: { userId: number; staff: boolean }, id: number, input: CampaignHindiInput): Promise<void>;
  /** The story's Markdown as its page would show it (sanitized HTML); nothing is saved. */
  preview(markdown: string): string;
  setCover(actor: { userId: number; staff: boolean }, id: number, bytes: Uint8Array): Promise<void>;
  addPhoto(actor: { userId: number; staff: boolean }, id: number, bytes: Uint8Array): Promise<void>;
  removePhoto(actor: { userId: number; staff: boolean }, id: number, jpeg: string): Promise<void>;
  saveProducts(actor: { userId: number; staff: boolean }, id: number, products: CampaignProductsInput): Promise<void>;
  publish(id: number, by?: number | null): Promise<{ slug: string }>;
  postUpdate(actor: { userId: number; staff: boolean }, id: number, input: CampaignUpdateInput): Promise<import('./campaign-editor.ts').UpdatePosted>;
  pendingUpdates(): Promise<import('./campaign-editor.ts').PendingUpdate[]>;
  pendingUpdateCount(): Promise<number>;
  reviewUpdate(
    staffId: number,
    updateId: number,
    input: import('./campaign-editor.ts').UpdateReviewInput,
  ): Promise<import('./campaign-editor.ts').UpdatePosted>;
}

/** What pages reach, by module name. */
/** The shop's vendors (issue 24): applying to sell, KYC, staff review, follows. */
export interface VendorsApi {
  forUser(userId: number): Promise<import('./vendors.ts').VendorRecord | null>;
  byId(id: number): Promise<import('./vendors.ts').VendorRecord | null>;
  publicBySlug(slug: string): Promise<import('./vendors.ts').PublicVendor | null>;
  own(userId: number): Promise<import('./vendors.ts').VendorOwnView | null>;
  apply(
    user: PublicUser,
    input: import('./vendors.ts').VendorApplicationInput,
    files: { documents: import('./vendors.ts').KycUpload[]; pictures?: import('./vendors.ts').VendorPictures },
    meta?: { ip?: string | undefined },
  ): Promise<import('./vendors.ts').VendorOwnView>;
  addDocument(userId: number, file: import('./vendors.ts').KycUpload): Promise<import('./vendors.ts').VendorOwnView>;
  updateProfile(
    userId: number,
    input: import('./vendors.ts').VendorProfileInput,
    pictures?: import('./vendors.ts').VendorPictures,
  ): Promise<import('./vendors.ts').VendorOwnView>;
  /** A KYC file for its own vendor (by account) or staff (by shop); null for any other pairing. */
  document(who: { userId: number } | { vendorId: number }, docId: number): Promise<{ bytes: Uint8Array; contentType: string; fileName: string } | null>;
  list(filter?: {
    status?: import('./vendors.ts').VendorStatus | undefined;
    q?: string | undefined;
    after?: string | undefined;
  }): Promise<ListPage<import('./vendors.ts').VendorListItem>>;
  detail(id: number, opts: { staffId: number | null; revealBank?: boolean }): Promise<import('./vendors.ts').VendorAdminView | null>;
  counts(): Promise<Record<import('./vendors.ts').VendorStatus, number>>;
  decide(id: number, decision: import('./vendors.ts').VendorDecision, staffId: number | null): Promise<import('./vendors.ts').VendorAdminView>;
  /** Staff change the legal name, PAN, GSTIN or bank account (audited; the vendor is emailed). */
  updateLegal(id: number, input: import('./vendors.ts').VendorLegalInput, staffId: number): Promise<import('./vendors.ts').VendorAdminView>;
}
/** The vendor's own products (products module, seller.ts): every call names the signed-in account. */
export interface SellerCatalogueApi {
  list(userId: number, filter?: { status?: import('./products.ts').ProductStatus | undefined }): Promise<import('./products.ts').SellerProductSummary[]>;
  get(userId: number, id: number): Promise<import('./products.ts').SellerProductView>;
  create(userId: number, input: import('./products.ts').ProductInput): Promise<import('./products.ts').SellerProductView>;
  update(userId: number, id: number, input: import('./products.ts').ProductInput): Promise<import('./products.ts').SellerProductView>;
  copy(userId: number, id: number): Promise<import('./products.ts').SellerProductView>;
  archive(userId: number, id: number): Promise<import('./products.ts').SellerProductView>;
  publish(userId: number, id: number): Promise<import('./products.ts').SellerProductView>;
  addVariant(userId: number, id: number, input: import('./products.ts').VariantInput): Promise<import('./products.ts').SellerProductView>;
  updateVariant(userId: number, id: number, variantId: number, input: import('./products.ts').VariantInput): Promise<import('./products.ts').SellerProductView>;
  removeVariant(userId: number, id: number, variantId: number): Promise<import('./products.ts').SellerProductView>;
  setPackageItems(userId: number, id: number, input: import('./products.ts').PackageItemsInput): Promise<import('./products.ts').SellerProductView>;
  addImage(userId: number, id: number, bytes: Uint8Array, field?: string): Promise<import('./products.ts').SellerProductView>;
  setImages(userId: number, id: number, order: string[]): Promise<import('./products.ts').SellerProductView>;
  dashboard(userId: number): Promise<import('./products.ts').SellerDashboard & { followers: number }>;
  options(): Promise<{
    categories: { id: number; parentId: number | null; name: string; nameHi: string | null; sort: number }[];
    brands: { id: number; name: string }[];
  }>;
  packageChoices(userId: number, id: number): Promise<{ variantId: number; title: string; sku: string; attributes: Record<string, string> }[]>;
}
/** The console's catalogue (products module, catalogue-admin.ts): categories, brands, every vendor's products. */
export interface CatalogueAdminApi {
  categories(): Promise<import('./products.ts').ShopCategoryView[]>;
  addCategory(input: import('./products.ts').ShopCategoryInput, by: number | null): Promise<import('./products.ts').ShopCategoryView>;
  updateCategory(id: number, input: import('./products.ts').ShopCategoryInput, by: number): Promise<import('./products.ts').ShopCategoryView>;
  removeCategory(id: number, by: number): Promise<{ id: number }>;
  brands(): Promise<import('./products.ts').BrandView[]>;
  addBrand(input: { name: string }, by: number | null): Promise<import('./products.ts').BrandView>;
  updateBrand(id: number, input: { name: string }, by: number): Promise<import('./products.ts').BrandView>;
  products(filter: {
    q?: string | undefined;
    status?: import('./products.ts').ProductStatus | undefined;
    moderation?: import('./products.ts').ProductModeration | undefined;
    vendorId?: number | undefined;
    categoryId?: number | undefined;
    after?: string | undefined;
  }): Promise<ListPage<import('./products.ts').AdminProductView>>;
  moderate(id: number, input: import('./products.ts').ProductModerationInput, by: number | null): Promise<import('./products.ts').AdminProductView>;
}
/** The shop's catalogue (issue 24). */
export interface ProductsApi extends ShopApi {
  seller: SellerCatalogueApi;
  catalogueAdmin: CatalogueAdminApi;
  stockCheck(lines: { variantId: number; quantity: number }[]): Promise<import('./products.ts').StockCheckLine[]>;
}
type ShopApi = import('./shopfront.ts').ShopApi;

export interface Services {
  campaigner: CampaignerApi;
  applications: ApplicationsApi;
  catalog: CatalogApi;
  content: ContentApi;
  giving: GivingApi & GivingReportsApi;
  auth: AuthApi;
  accounts: AccountsApi;
  admin: AdminApi;
  messaging: MessagingApi;
  newsletter: NewsletterApi;
  contact: ContactApi;
  privacy: PrivacyApi;
  receipts: ReceiptsApi;
  refunds: RefundsApi;
  monthly: MonthlyApi;
  batches: BatchesApi;
  users: UsersAdminApi;
  campaigns: CampaignsAdminApi;
  donations: DonationsAdminApi;
  blogs: BlogsAdminApi;
  lists: ListsAdminApi;
  faqs: FaqsApi;
  vendors: VendorsApi;
  products: ProductsApi;
  /** Buying from the shop (issue 25): cart, addresses, checkout, orders, the vendor's queue. */
  shop: import('./shop-orders.ts').BuyingApi;
  /** Where a campaign's money went (issue 26). */
  spending: import('./spending.ts').SpendingApi;
  /** "Ask the seller" (issue 41): buyers' questions to shops, the vendor's inbox. */
  inquiries: import('./inquiries.ts').InquiriesApi;
  /** The help desk (issue 41): tickets, staff's queue, canned answers, the clocks. */
  support: import('./support-api.ts').SupportApi;
  /** Learning (issue 42): courses, the learner's progress, the quiz, student videos. */
  learning: import('./learning.ts').LearningApi;
  /** Certificates (issue 42): verify pages, the holder's files, staff's issue and revoke. */
  credentials: import('./credentials.ts').CredentialsApi;
  /** Challenges (issue 42): join, log, pledge; staff create, hide, close. */
  challenges: import('./challenges.ts').ChallengesApi;
  /** Jobs (issue 43): posts by staff and approved shops, one resume, applications, the poster's moves and messages. */
  careers: import('./careers.ts').CareersApi;
  /** Matrimonial (issue 43): consent-first profiles, interests, blocks, reports; staff moderate. */
  matrimonial: import('./matrimonial.ts').MatrimonialApi;
  /** Lost and found (issue 43): notices, the relay, reports, the child route; staff moderate. */
  notices: import('./notices.ts').NoticesApi;
}

export const servicesContext = createContext<Services>();

/** Per request: who is asking (resolved by the server from the cookie) and how to answer. */
export interface RequestInfo {
  meta: RequestMeta;
  viewer: { user: PublicUser; sessionId: string } | null;
  /** A session cookie came with the request but is unknown, expired or revoked. */
  badCredential: boolean;
  secureCookies: boolean;
  /** PUBLIC_URL without a trailing slash: the only source of absolute URLs (links, og:url). */
  publicUrl: string;
  devOutbox: 'open' | 'staff' | 'off';
  /** The one-time toast carried by the flash cookie, if any. */
  flash: Flash | null;
}

export const requestContext = createContext<RequestInfo>();

/**
 * Set by the server's page adapter when a page is sent a body that is no form (none, JSON,
 * text, a broken multipart, one of more than a thousand parts): the status to answer (400, 415 or
 * 413) before any action runs.
 */
export const unreadableFormContext = createContext<400 | 413 | 415 | null>(null);
