import { outboxMessage } from '@sahyog/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { route } from '../../platform/http.ts';
import type { MessagingService } from './service.ts';

/** The dev outbox: open to anyone, to signed-in staff (route() checks the role), or not served. */
export function messagingRoutes(app: FastifyInstance, messaging: MessagingService, mode: 'open' | 'staff' | 'off'): void {
  if (mode === 'off') return;
  route(app, {
    method: 'GET',
    url: '/api/v1/dev/outbox',
    summary: 'Dev outbox: email and SMS the site would have sent, newest first (not in production by default)',
    tags: ['Development'],
    auth: mode === 'staff' ? 'staff' : 'anyone',
    response: z.array(outboxMessage),
    handler: () => messaging.outbox(),
  });
}
