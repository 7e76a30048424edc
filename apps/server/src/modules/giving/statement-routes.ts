import { STAFF_ROLES } from '@sahyog/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireRole } from '../../platform/auth.ts';
import { PRIVATE_NO_STORE, parseWith } from '../../platform/http.ts';
import type { StatementService } from './statement.ts';

export function statementRoutes(app: FastifyInstance, statement: StatementService): void {
  // The annual statement: a file for the tax portal's bulk upload, or the gifts to follow up (staff).
  app.get('/api/v1/admin/statements/:year', async (req, reply) => {
    requireRole(req, STAFF_ROLES);
    // Bad input is a 422 with the field, as everywhere in the API (it was a 500).
    const { year } = parseWith(z.object({ year: z.string().max(20, 'year is a financial year such as 2026-27') }), req.params);
    const { part } = parseWith(
      z.object({ part: z.enum(['statement', 'missing-id'], { error: 'part is statement or missing-id' }).default('statement') }),
      req.query,
    );
    const fy = year.replace(/\.csv$/, '');
    const csv = await statement.statement(fy, part);
    return reply
      .header('cache-control', PRIVATE_NO_STORE)
      .header('content-disposition', `attachment; filename="${part === 'statement' ? 'statement' : 'follow-up'}-${fy}.csv"`)
      .type('text/csv; charset=utf-8')
      .send(csv);
  });
}
