import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { undeclaredFields } from './answer-check.ts';

const application = z.object({
  id: z.number(),
  campaign: z.object({ id: z.number(), slug: z.string() }).nullable(),
  tags: z.array(z.object({ name: z.string() })),
  labels: z.record(z.string(), z.string()),
  extra: z.unknown(),
});
const wire = { id: 1, campaign: { id: 2, slug: 'a' }, tags: [{ name: 'x' }], labels: { any: 'key' }, extra: { whatever: 1 } };

describe('an answer read back through its schema', () => {
  it('names nothing when every field is declared, in records and unknown values too', () => {
    expect(undeclaredFields(application, wire)).toEqual([]);
  });
  it('names a field the schema does not declare, at the top, inside an object and inside a list', () => {
    expect(undeclaredFields(application, { ...wire, title: 'Books' })).toEqual(['title']);
    expect(undeclaredFields(application, { ...wire, campaign: { id: 2, slug: 'a', ownerEmail: 'x@example.in' } })).toEqual(['campaign.ownerEmail']);
    expect(undeclaredFields(application, { ...wire, tags: [{ name: 'x' }, { name: 'y', hidden: true }] })).toEqual(['tags[1].hidden']);
    expect(undeclaredFields(z.array(application), [wire, { ...wire, pan: 'ABCDE1234F' }])).toEqual(['[1].pan']);
  });
  it('leaves an answer its schema refuses to the fuzz (it names no field)', () => {
    expect(undeclaredFields(application, { ...wire, id: 'one', title: 'Books' })).toEqual([]);
  });
});
