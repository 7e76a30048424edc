// The contract between the web app's loaders and the server's services. SSR loaders call
// services in-process through this context (never over HTTP). This module must exist once at
// run time: the web build lists it as external so server and SSR share one token.
import { createContext } from 'react-router';
import type { Impact, MyDonation, ProfilePatch, PublicUser, RegisterInput } from './accounts.ts';
import type { Flash } from './cookies.ts';
import type { SubscribeOutcome } from './newsletter.ts';
import type {
  BlogPost,
  BlogSummary,
  CampaignCard,
  CampaignDetail,
  Category,
  DonorLists,
  FeaturedLogo,
  HomeStats,
  Page,
  Settings,
  Slider,
  TeamMember,
  Testimonial,
} from './schemas.ts';

export interface SiteServices {
  catalog: {
    categories(): Promise<Category[]>;
    homeCampaigns(categoryId?: number): Promise<CampaignCard[]>;
    monthlyCauses(): Promise<CampaignCard[]>;
    featured(): Promise<CampaignCard[]>;
    campaign(slugOrId: string): Promise<CampaignDetail | null>;
    donors(campaignId: number): Promise<DonorLists>;
    homeStats(): Promise<HomeStats>;
  };
  content: {
    settings(): Promise<Settings>;
    sliders(page: string): Promise<Slider[]>;
    blogs(): Promise<BlogSummary[]>;
    blog(slug: string): Promise<BlogPost | null>;
    page(slug: string): Promise<Page | null>;
    team(): Promise<TeamMember[]>;
    testimonials(): Promise<Testimonial[]>;
    featuredLogos(): Promise<FeaturedLogo[]>;
  };
}

export interface RequestMeta {
  ip: string;
  userAgent: string;
  origin: string;
}

export interface OtpChallenge {
  challengeId: string;
  resendAfterSeconds: number;
  expiresInSeconds: number;
}

export interface OutboxMessage {
  id: number;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  body: string;
  status: string;
  createdAt: string;
}

export interface AccountServices {
  auth: {
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
  };
  accounts: {
    profile(userId: number): Promise<PublicUser>;
    updateProfile(userId: number, patch: ProfilePatch): Promise<PublicUser>;
    donations(user: PublicUser): Promise<MyDonation[]>;
    impact(user: PublicUser): Promise<Impact>;
    subscriptions(user: PublicUser): Promise<unknown[]>;
    requestReceipt(user: PublicUser, donationId: number): Promise<{ requested: true }>;
  };
  admin: {
    summary(): Promise<{ raisedPaise: number; campaigns: number; users: number; pendingDonations: number }>;
    users(): Promise<PublicUser[]>;
  };
  messaging: { outbox(): Promise<OutboxMessage[]> };
}

/** The home page's subscribe box; `email` is already checked and lowercased (core/newsletter). */
export interface NewsletterServices {
  newsletter: {
    subscribe(email: string): Promise<SubscribeOutcome>;
  };
}

export const servicesContext = createContext<SiteServices & AccountServices & NewsletterServices>();

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
