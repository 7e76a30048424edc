// The help desk's answers as the API declares them (the OpenAPI document, and the answer check
// that fails a test when an answer carries a field not declared here: an internal note's flag is
// declared, and the requester's answers are built without internal messages at all).
import { CANNED_ACTIONS, CLOCK_UNITS, TICKET_ABOUT_KINDS, TICKET_RATINGS, TICKET_SOURCES, TICKET_STATES, TICKET_TOPICS } from '@sahyog/core';
import { z } from 'zod';

/**
 * One of `values` or null. Declared as a nullable string naming its values: OpenAPI 3.0's
 * `nullable` does not reach into an `enum`, so a null would break the document's own schema.
 */
const nullableOf = <T extends string>(values: readonly T[]) =>
  z
    .string()
    .nullable()
    .describe(`One of ${values.join(', ')}, or null`) as unknown as z.ZodType<T | null>;

const iso = z.string().describe('ISO 8601 timestamp (UTC)');
const isoOrNull = iso.nullable();

export const aboutSchema = z.object({
  kind: z.enum(TICKET_ABOUT_KINDS),
  id: z.string(),
  label: z.string(),
  path: z.string().nullable().describe('The requester’s own page for it'),
  adminPath: z.string().nullable().describe('Staff’s console page for it'),
});

const attachment = z.object({ id: z.number().int(), fileName: z.string(), contentType: z.string(), size: z.number().int() });

export const messageSchema = z.object({
  id: z.number().int(),
  author: z.enum(['requester', 'staff', 'system']),
  authorName: z.string(),
  internal: z.boolean().describe('Staff only; never in a requester’s answer'),
  body: z.string(),
  via: z.enum(['web', 'email', 'whatsapp']),
  createdAt: iso,
  attachments: z.array(attachment),
});

const clock = z.object({
  answerDueAt: isoOrNull,
  resolveDueAt: isoOrNull,
  answeredAt: isoOrNull,
  resolvedAt: isoOrNull,
  pausedSince: isoOrNull.describe('Waiting on the requester: the clock stands still since then'),
  source: z.string().describe('The rule that sets the clock'),
});

export const summarySchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  subject: z.string(),
  topic: z.enum(TICKET_TOPICS),
  state: z.enum(TICKET_STATES),
  createdAt: iso,
  updatedAt: iso,
});

export const requesterTicketSchema = summarySchema.extend({
  about: aboutSchema.nullable(),
  clock,
  messages: z.array(messageSchema),
  canReply: z.boolean(),
  canClose: z.boolean(),
  canRate: z.boolean(),
  rating: nullableOf(TICKET_RATINGS),
  ratingComment: z.string().nullable(),
  mergedInto: z.string().nullable(),
  follows: z.string().nullable(),
  whatsapp: z.boolean(),
});

export const staffSummarySchema = summarySchema.extend({
  requesterName: z.string(),
  requesterEmail: z.string(),
  requesterId: z.number().int().nullable(),
  language: z.string(),
  source: z.enum(TICKET_SOURCES),
  about: aboutSchema.nullable(),
  assignee: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  clock,
  overdue: nullableOf(['answer', 'resolve'] as const),
});

export const staffTicketSchema = staffSummarySchema.extend({
  messages: z.array(messageSchema),
  rating: nullableOf(TICKET_RATINGS),
  ratingComment: z.string().nullable(),
  mergedInto: z.string().nullable(),
  follows: z.string().nullable(),
  related: z.array(z.object({ reference: z.string(), subject: z.string(), state: z.enum(TICKET_STATES), relation: z.enum(['merged', 'follow_up']) })),
  whatsapp: z.boolean(),
});

export const cannedSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  bodyHi: z.string(),
  action: z.enum(CANNED_ACTIONS),
  setState: nullableOf(['waiting', 'resolved'] as const),
});

export const clockRuleSchema = z.object({
  topic: z.enum(TICKET_TOPICS),
  answerAmount: z.number().int().nullable(),
  answerUnit: nullableOf(CLOCK_UNITS),
  resolveAmount: z.number().int().nullable(),
  resolveUnit: nullableOf(CLOCK_UNITS),
  source: z.string(),
  sourceHi: z.string(),
  editable: z.boolean(),
});

export const holidaySchema = z.object({ day: z.string(), name: z.string(), nameHi: z.string() });

export const reportRowSchema = z.object({
  month: z.string().describe('YYYY-MM, India time'),
  topic: z.enum(TICKET_TOPICS),
  opened: z.number().int(),
  answerCounted: z.number().int(),
  answerMet: z.number().int(),
  resolveCounted: z.number().int(),
  resolveMet: z.number().int(),
});

/** A file as a JSON client sends it: its name and its bytes in base64. */
export const fileInput = z.object({
  fileName: z.string().max(200),
  data: z.base64().max(Math.ceil((5 * 1024 * 1024 * 4) / 3) + 8),
});
