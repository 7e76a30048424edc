// The contract between the web app's loaders and the server's services. SSR loaders call
// services in-process through this context (never over HTTP). This module must exist once at
// run time: the web build lists it as external so server and SSR share one token.
import { createContext } from 'react-router';
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

export const servicesContext = createContext<SiteServices>();
