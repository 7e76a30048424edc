import { campaignCard, campaignDetail, category, donorLists, found, homeCampaignsQuery, homeStats, messages, slugOrIdParam } from '@sahyog/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { route } from '../../platform/http.ts';
import type { CatalogService } from './service.ts';

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
    handler: ({ query }) => catalog.homeCampaigns(query.categoryId),
  });

  route(app, {
    method: 'GET',
    url: '/api/v1/monthly-causes',
    summary: 'Causes that accept monthly donations',
    tags,
    response: z.array(campaignCard),
    cache: true,
    handler: () => catalog.monthlyCauses(),
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

  const findCampaign = async (slugOrId: string) => found(await catalog.campaign(slugOrId), messages.campaignNotFound);

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
