import { outboxMessage, STAFF_ROLES } from '@sahyog/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireRole } from '../../platform/auth.ts';
import { route } from '../../platform/http.ts';
import type { MessagingService } from './service.ts';

/** Who may read the outbox: anyone (open), signed-in staff, or nobody. */
export function outboxAccess(mode: 'open' | 'staff' | 'off') {
  return (req: FastifyRequest): void => {
    if (mode === 'staff') requireRole(req, STAFF_ROLES);
  };
}

export function messagingRoutes(app: FastifyInstance, messaging: MessagingService, mode: 'open' | 'staff' | 'off'): void {
  if (mode === 'off') return;
  const check = outboxAccess(mode);
  route(app, {
    method: 'GET',
    url: '/api/v1/dev/outbox',
    summary: 'Dev outbox: email and SMS the site would have sent, newest first (not in production by default)',
    tags: ['Development'],
    auth: mode === 'staff' ? 'staff' : 'anyone',
    response: z.array(outboxMessage),
    handler: async (_input, req) => {
      check(req);
      return messaging.outbox();
    },
  });
}
