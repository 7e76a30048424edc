import { STAFF_ROLES } from '@sahyog/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireRole } from '../../platform/auth.ts';
import { sendCsv } from '../../platform/csv-stream.ts';
import { parseWith } from '../../platform/http.ts';
import { documented } from '../../platform/openapi.ts';
import type { StatementService } from './statement.ts';

const statementParams = z.object({ year: z.string().max(20, 'year is a financial year such as 2026-27') });
const statementQuery = z.object({ part: z.enum(['statement', 'missing-id'], { error: 'part is statement or missing-id' }).default('statement') });

export function statementRoutes(app: FastifyInstance, statement: StatementService): void {
  // The annual statement: a file for the tax portal's bulk upload, or the gifts to follow up (staff).
  const url = '/api/v1/admin/statements/:year';
  const doc = {
    summary:
      'The annual statement of donations (Form 10BD, Form 113 from FY 2026-27) as CSV in the bulk-upload template; `part=missing-id` lists the gifts to follow up before filing (staff)',
    tags: ['Tax receipts'],
    params: statementParams,
    query: statementQuery,
  };
  const csvFile = { type: 'text/csv', description: 'The statement, one row per donor identity, type and mode', binary: false };
  app.get(url, documented({ method: 'GET', url, auth: 'staff', ...doc, response: csvFile }), async (req, reply) => {
    requireRole(req, STAFF_ROLES);
    // Bad input is a 422 with the field, as everywhere in the API (it was a 500).
    const { year } = parseWith(statementParams, req.params);
    const { part } = parseWith(statementQuery, req.query);
    const fy = year.replace(/\.csv$/, '');
    return sendCsv(reply, `${part === 'statement' ? 'statement' : 'follow-up'}-${fy}.csv`, await statement.statement(fy, part));
  });
}
