// Consent records (DPDP Act 2023): what a person agreed to, when, and the words they saw. Forms'
// modules record; the profile lists and withdraws. Withdrawing runs the purpose's own effect
// (unsubscribe, erase a message, stop updates …), registered by the module that owns the data,
// so this module never reaches into another's tables.
import {
  AppError,
  CONSENT_PURPOSES,
  type ConsentPurpose,
  type ConsentView,
  consentNotices,
  noticeText,
  noticeVersion,
  privacyMessages as pm,
} from '@sahyog/core';
import { type Db, schema as s } from '@sahyog/db';
import { and, desc, eq, isNull, or } from 'drizzle-orm';

export interface ConsentInput {
  purpose: ConsentPurpose;
  /** The address the form took (lowercased here). */
  email: string;
  userId?: number | null | undefined;
  /** What the consent covers, unique per purpose ("contact:12", "order:SSF-…"). */
  subject: string;
  /** The mobile (ten digits) a WhatsApp consent covers. */
  phone?: string | undefined;
  ip?: string | undefined;
}

export interface ConsentRecord {
  id: number;
  purpose: ConsentPurpose;
  email: string;
  userId: number | null;
  subject: string;
  phone: string | null;
}

/** Who withdraws: their account, and the mobile they proved (a number's owner may stop it). */
export interface Withdrawer {
  id: number;
  email: string;
  phone?: string | null | undefined;
  phoneVerified?: boolean | undefined;
}

/** `provenMobile` is the withdrawer's proven mobile, or null: only its owner may stop a number. */
type Effect = (consent: ConsentRecord, by: { provenMobile: string | null }) => Promise<void>;

const isPurpose = (p: string): p is ConsentPurpose => (CONSENT_PURPOSES as readonly string[]).includes(p);

export function privacyService({ db }: { db: Db }) {
  // Several per purpose: a WhatsApp consent's gift, order or ticket belongs to one module each.
  const effects = new Map<ConsentPurpose, Effect[]>();

  // Written every time (a no-op once stored): a cache of "already stored" would outlive a
  // restored or cleaned database and point a consent at a notice that is not there.
  async function ensureNotice(purpose: ConsentPurpose): Promise<string> {
    const version = noticeVersion(purpose);
    await db
      .insert(s.consentNotices)
      .values({ version, purpose, text: noticeText(purpose) })
      .onConflictDoNothing();
    return version;
  }

  const owned = (viewer: { id: number; email: string }) => or(eq(s.consents.userId, viewer.id), eq(s.consents.email, viewer.email.toLowerCase()));

  const api = {
    /** Called by a module when its data is to be forgotten or its use stopped. Idempotent. */
    onWithdraw(purpose: ConsentPurpose, effect: Effect) {
      effects.set(purpose, [...(effects.get(purpose) ?? []), effect]);
    },

    /** Records a consent once per subject (a retried job records nothing new). */
    async record(input: ConsentInput): Promise<void> {
      const version = await ensureNotice(input.purpose);
      await db
        .insert(s.consents)
        .values({
          purpose: input.purpose,
          noticeVersion: version,
          email: input.email.toLowerCase(),
          userId: input.userId ?? null,
          subject: input.subject,
          phone: input.phone ?? null,
          ip: input.ip ?? null,
        })
        .onConflictDoNothing();
    },

    /** Stamps every open consent of one purpose for an address (the newsletter's own unsubscribe link). */
    async withdrawAll(purpose: ConsentPurpose, email: string): Promise<void> {
      await db
        .update(s.consents)
        .set({ withdrawnAt: new Date() })
        .where(and(eq(s.consents.purpose, purpose), eq(s.consents.email, email.toLowerCase()), isNull(s.consents.withdrawnAt)));
    },

    /** A STOP from a number: every open consent of the purpose given for it is withdrawn (its effect has run). */
    async withdrawPhone(purpose: ConsentPurpose, phone: string): Promise<number> {
      const rows = await db
        .update(s.consents)
        .set({ withdrawnAt: new Date() })
        .where(and(eq(s.consents.purpose, purpose), eq(s.consents.phone, phone), isNull(s.consents.withdrawnAt)))
        .returning({ id: s.consents.id });
      return rows.length;
    },

    /** Every one of the viewer's open consents of one purpose, each with its effect ("Stop WhatsApp updates"). */
    async withdrawPurpose(viewer: Withdrawer, purpose: ConsentPurpose): Promise<number> {
      const open = await db
        .select({ id: s.consents.id })
        .from(s.consents)
        .where(and(eq(s.consents.purpose, purpose), owned(viewer), isNull(s.consents.withdrawnAt)));
      for (const c of open) await api.withdraw(viewer, c.id);
      return open.length;
    },

    /** The viewer's consents (by account, or by the email they proved), newest first. */
    async listFor(viewer: { id: number; email: string }): Promise<ConsentView[]> {
      const rows = await db
        .select({ c: s.consents, text: s.consentNotices.text })
        .from(s.consents)
        .innerJoin(s.consentNotices, eq(s.consentNotices.version, s.consents.noticeVersion))
        .where(owned(viewer))
        .orderBy(desc(s.consents.givenAt), desc(s.consents.id));
      return rows.flatMap(({ c, text }) =>
        isPurpose(c.purpose)
          ? [
              {
                id: c.id,
                purpose: c.purpose,
                title: consentNotices[c.purpose].title,
                text,
                version: c.noticeVersion,
                givenAt: c.givenAt.toISOString(),
                withdrawnAt: c.withdrawnAt?.toISOString() ?? null,
                onWithdraw: consentNotices[c.purpose].onWithdraw,
              },
            ]
          : [],
      );
    },

    /**
     * Withdraws one of the viewer's consents: its effect first (so a failure leaves it
     * withdrawable again), then the stamp. Someone else's consent is "not found".
     */
    async withdraw(viewer: Withdrawer, id: number): Promise<void> {
      const [c] = await db
        .select()
        .from(s.consents)
        .where(and(eq(s.consents.id, id), owned(viewer)))
        .limit(1);
      if (!c || !isPurpose(c.purpose)) throw AppError.notFound(pm.notFound);
      if (c.withdrawnAt) return;
      const record = { id: c.id, purpose: c.purpose, email: c.email, userId: c.userId, subject: c.subject, phone: c.phone };
      const provenMobile = viewer.phoneVerified && viewer.phone ? viewer.phone : null;
      for (const effect of effects.get(c.purpose) ?? []) await effect(record, { provenMobile });
      await db
        .update(s.consents)
        .set({ withdrawnAt: new Date() })
        .where(and(eq(s.consents.id, c.id), isNull(s.consents.withdrawnAt)));
    },
  };
  return api;
}

export type PrivacyService = ReturnType<typeof privacyService>;
