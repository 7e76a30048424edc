import { newsletterMessages as m, newsletterInput } from '@sahyog/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { route } from '../../platform/http.ts';
import type { NewsletterService } from './service.ts';

export function newsletterRoutes(app: FastifyInstance, newsletter: NewsletterService): void {
  route(app, {
    method: 'POST',
    url: '/api/v1/newsletter',
    summary: 'Subscribe an email address to the monthly newsletter (the spec’s two outcomes in `message`)',
    tags: ['Newsletter'],
    body: newsletterInput,
    // The spec's texts are the message of the envelope, so clients can show it as is.
    envelope: false,
    response: z.object({ success: z.literal(true), message: z.string(), data: z.object({ status: z.enum(['subscribed', 'already']) }) }),
    handler: async ({ body }) => {
      const status = await newsletter.subscribe(body.email);
      return { success: true as const, message: status === 'subscribed' ? m.subscribed : m.alreadySubscribed, data: { status } };
    },
  });
}
