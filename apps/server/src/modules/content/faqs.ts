// The site's questions and answers: read by /faq and GET /api/v1/faqs, written by staff in the
// console. Every change is audited with what it changed, and clears the public page cache so
// the FAQ page shows it at once.
import { AppError, type FaqInput, faqInput, hindiOrNull, inContentLanguage, faqMessages as m, type SiteFaq, type SiteFaqAdmin } from '@sahyog/core';
import type { FaqsApi } from '@sahyog/core/context';
import { type Db, schema as s } from '@sahyog/db';
import { asc, eq, sql } from 'drizzle-orm';
import type { AuditLog } from '../../platform/audit.ts';

const view = {
  id: s.faqs.id,
  question: s.faqs.question,
  answer: s.faqs.answer,
  sort: s.faqs.sort,
  questionHi: sql<string>`coalesce(${s.faqs.questionHi}, '')`,
  answerHi: sql<string>`coalesce(${s.faqs.answerHi}, '')`,
};

/** The row's columns: the Hindi stored as null where there is none. */
const stored = (v: FaqInput) => ({ ...v, questionHi: hindiOrNull(v.questionHi), answerHi: hindiOrNull(v.answerHi) });

/** What the audit log keeps of new words: the Hindi only where there is some. */
const logged = ({ questionHi, answerHi, ...v }: FaqInput) => ({ ...v, ...(questionHi ? { questionHi } : {}), ...(answerHi ? { answerHi } : {}) });

/** The checked words, or the field errors as one 422. */
function checked(input: unknown): FaqInput {
  const r = faqInput.safeParse(input);
  if (!r.success) throw AppError.invalid(Object.fromEntries(r.error.issues.map((i) => [String(i.path[0] ?? 'question'), i.message])));
  return r.data;
}

export function faqsService(deps: { db: Db; audit: Pick<AuditLog, 'record'>; onPublicChange: () => void }) {
  const { db } = deps;

  async function one(id: number): Promise<SiteFaqAdmin> {
    const [row] = await db.select(view).from(s.faqs).where(eq(s.faqs.id, id)).limit(1);
    if (!row) throw AppError.notFound(m.notFound);
    return row;
  }

  return {
    /** In the page's language: on a Hindi page each question's Hindi when it has both words. */
    async list(): Promise<SiteFaq[]> {
      const rows = await db.select(view).from(s.faqs).orderBy(asc(s.faqs.sort), asc(s.faqs.id));
      return rows.map(({ questionHi, answerHi, ...f }) => ({
        ...f,
        ...inContentLanguage({ question: f.question, answer: f.answer }, { question: questionHi, answer: answerHi }),
      }));
    },

    adminList(): Promise<SiteFaqAdmin[]> {
      return db.select(view).from(s.faqs).orderBy(asc(s.faqs.sort), asc(s.faqs.id));
    },

    async create(input: unknown, by: number): Promise<SiteFaqAdmin> {
      const values = checked(input);
      const [row] = await db.insert(s.faqs).values(stored(values)).returning(view);
      if (!row) throw new Error('insert returned nothing');
      await deps.audit.record({ actorId: by, action: 'faq.create', subjectType: 'faq', subjectId: row.id, before: null, after: logged(values) });
      deps.onPublicChange();
      return row;
    },

    /** Changes what differs; saving the same words writes nothing and logs nothing. */
    async update(id: number, input: unknown, by: number): Promise<{ faq: SiteFaqAdmin; changed: boolean }> {
      const before = await one(id);
      const values = checked(input);
      const changed = (Object.keys(values) as (keyof FaqInput)[]).filter((k) => values[k] !== before[k]);
      if (changed.length === 0) return { faq: before, changed: false };
      const [row] = await db
        .update(s.faqs)
        .set({ ...stored(values), updatedAt: sql`now()` })
        .where(eq(s.faqs.id, id))
        .returning(view);
      if (!row) throw AppError.notFound(m.notFound);
      await deps.audit.record({
        actorId: by,
        action: 'faq.edit',
        subjectType: 'faq',
        subjectId: id,
        before: Object.fromEntries(changed.map((k) => [k, before[k]])),
        after: Object.fromEntries(changed.map((k) => [k, values[k]])),
      });
      deps.onPublicChange();
      return { faq: row, changed: true };
    },

    async remove(id: number, by: number): Promise<SiteFaqAdmin> {
      const before = await one(id);
      const [gone] = await db.delete(s.faqs).where(eq(s.faqs.id, id)).returning(view);
      if (!gone) throw AppError.notFound(m.notFound);
      await deps.audit.record({
        actorId: by,
        action: 'faq.delete',
        subjectType: 'faq',
        subjectId: id,
        before: { question: before.question, answer: before.answer, sort: before.sort },
        after: { removed: true },
      });
      deps.onPublicChange();
      return before;
    },
  } satisfies FaqsApi;
}

export type FaqsService = ReturnType<typeof faqsService>;
