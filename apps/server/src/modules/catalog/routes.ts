import {
  AppError,
  campaignCard,
  campaignDetail,
  category,
  donorLists,
  found,
  homeCampaignsQuery,
  homeStats,
  messages,
  SHARE_IMAGE,
  slugOrIdParam,
} from '@sahyog/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { route } from '../../platform/http.ts';
import { runInLanguage } from '../../platform/language.ts';
import type { CatalogService } from './service.ts';
import { SHARE_FALLBACK_MS, type ShareImageCache } from './share-image.ts';

export function catalogRoutes(app: FastifyInstance, catalog: CatalogService): void {
  const tags = ['Campaigns'];
  route(app, {
    method: 'GET',
    url: '/api/v1/categories',
    summary: 'Campaign categories',
    tags,
    response: z.array(category),
    cache: true,
    handler: () => catalog.categories(),
  });

  route(app, {
    method: 'GET',
    url: '/api/v1/home-campaigns',
    summary: 'Published campaigns for the home page, optionally filtered by category',
    tags,
    query: homeCampaignsQuery,
    response: z.array(campaignCard),
    cache: true,
    // The API answers English content (its cached answer is everyone's): Hindi is for /hi pages.
    handler: ({ query }) => runInLanguage('en', () => catalog.homeCampaigns(query.categoryId)),
  });

  route(app, {
    method: 'GET',
    url: '/api/v1/monthly-causes',
    summary: 'Causes that accept monthly donations',
    tags,
    response: z.array(campaignCard),
    cache: true,
    handler: () => runInLanguage('en', () => catalog.monthlyCauses()),
  });

  route(app, {
    method: 'GET',
    url: '/api/v1/home-stats',
    summary: 'Live totals: all-time raised, raised in the past hour, latest donations',
    tags,
    response: homeStats,
    cache: true,
    handler: () => catalog.homeStats(),
  });

  const findCampaign = async (slugOrId: string) => found(await runInLanguage('en', () => catalog.campaign(slugOrId)), messages.campaignNotFound);

  route(app, {
    method: 'GET',
    url: '/api/v1/campaigns/:slugOrId',
    summary: 'One campaign with its products, FAQs and updates',
    tags,
    params: slugOrIdParam,
    response: campaignDetail,
    cache: true,
    handler: ({ params }) => findCampaign(params.slugOrId),
  });

  route(app, {
    method: 'GET',
    url: '/api/v1/campaigns/:slugOrId/donors',
    summary: 'Recent and top donors of a campaign (paid donations only)',
    tags,
    params: slugOrIdParam,
    response: donorLists,
    cache: true,
    handler: async ({ params }) => catalog.donors((await findCampaign(params.slugOrId)).id),
  });
}

/**
 * GET /og/campaigns/<slug>.png: the campaign's share preview (og:image). Outside /api (it is
 * not JSON) and outside /campaigns (that is the page). Drafts answer 404 like their page does,
 * so a guessed slug never shows a title.
 */
export function shareImageRoutes(app: FastifyInstance, catalog: CatalogService, images: ShareImageCache, foundationName: () => Promise<string>): void {
  // /og/hi/campaigns/…: the Hindi card (the request's language is Hindi there, platform/language.ts).
  for (const base of ['/og/campaigns/', '/og/hi/campaigns/'])
    app.get<{ Params: { file: string } }>(`${base}:file`, { schema: { hide: true } }, async (req, reply) => {
      const slug = /^([a-z0-9-]{1,120})\.png$/.exec(req.params.file)?.[1];
      const card = slug ? await catalog.shareCard(slug) : null;
      if (!card) throw new AppError('not_found', messages.campaignNotFound);
      const image = await images.get(card, await foundationName());
      // Crawlers and phones may keep it for an hour: the page's og:image URL changes with the
      // figures (?v=), so a newer picture is asked for under a new address anyway.
      // A failed render's plain card is kept as briefly by them as by us.
      reply.header('cache-control', image.fallback ? `public, max-age=${SHARE_FALLBACK_MS / 1000}` : 'public, max-age=3600').header('etag', image.etag);
      // Made to be shown on other sites (chat apps, social networks), unlike the rest of our files.
      reply.header('cross-origin-resource-policy', 'cross-origin');
      if (req.headers['if-none-match'] === image.etag) return reply.code(304).send();
      return reply.type(SHARE_IMAGE.type).send(image.png);
    });
}
