import { CONSENT_PURPOSES, consentView, rowIdParam } from '@sahyog/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireViewer } from '../../platform/auth.ts';
import { route } from '../../platform/http.ts';
import { defineModule } from '../../platform/modules.ts';
import { type PrivacyService, privacyService } from './service.ts';

export type { ConsentInput, PrivacyService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    privacy: PrivacyService;
  }
}

function privacyRoutes(app: FastifyInstance, privacy: PrivacyService): void {
  const tags = ['My account'];
  route(app, {
    method: 'GET',
    url: '/api/v1/me/consents',
    summary: 'The consents you gave through our forms: what for, when, and the words you saw',
    tags,
    response: z.array(consentView),
    handler: (_i, req) => privacy.listFor(requireViewer(req).user),
  });
  route(app, {
    method: 'POST',
    url: '/api/v1/me/consents/:id/withdraw',
    summary: 'Withdraw one of your consents (its effect runs: unsubscribe, erase the message, stop updates …)',
    tags,
    params: z.object({ id: rowIdParam('id must be a number') }),
    response: z.object({ withdrawn: z.literal(true) }),
    handler: async ({ params }, req) => {
      await privacy.withdraw(requireViewer(req).user, params.id);
      return { withdrawn: true as const };
    },
  });
  route(app, {
    method: 'POST',
    url: '/api/v1/me/consents/purpose/:purpose/withdraw',
    summary: 'Withdraw every consent you gave for one purpose (the profile’s “Stop WhatsApp updates”)',
    tags,
    params: z.object({ purpose: z.enum(CONSENT_PURPOSES, { error: 'purpose must be one of the consent purposes' }) }),
    response: z.object({ withdrawn: z.number().int().describe('How many consents were open and are now withdrawn') }),
    handler: async ({ params }, req) => ({ withdrawn: await privacy.withdrawPurpose(requireViewer(req).user, params.purpose) }),
  });
}

/** Consent records (what, when, which text) and their withdrawal; owns consents and notices. */
export const privacyModule = defineModule('privacy', [], (app, { db }) => {
  const privacy = privacyService({ db });
  app.decorate('privacy', privacy);
  privacyRoutes(app, privacy);
});
