// Accounts' security rules: registration behind an OTP, login with slow-down and lockout,
// single-use reset links (which also let earlier donors claim their email), revocable sessions.
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import {
  AppError,
  applicationMessages as am,
  CAMPAIGNER_LINK_HOURS,
  currentLanguage,
  accountMessages as m,
  OTP_MAX_ATTEMPTS,
  OTP_MAX_TOTAL_ATTEMPTS,
  OTP_RESEND_SECONDS,
  OTP_TTL_MINUTES,
  type ProfilePatch,
  type PublicUser,
  RESET_TTL_MINUTES,
  type RegisterInput,
  type Role,
  serverText,
  userAdminMessages,
} from '@sahyog/core';
import type { AuthApi, RequestMeta } from '@sahyog/core/context';
import { type Db, schema as s } from '@sahyog/db';
import { and, desc, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { hashToken, newToken, SESSION_DAYS } from '../../platform/auth.ts';
import type { JobQueue } from '../../platform/jobs.ts';
import { networkKey, type RateLimiter, sourceOf } from '../../platform/rate-limit.ts';
import { countsCache } from '../../platform/ttl-cache.ts';
import type { GivingService } from '../giving/index.ts';
import type { MessagingService } from '../messaging/index.ts';
import { placeCounts } from './place-counts.ts';

/** Failures from one source before that source is locked out of the account. */
const LOCK_AFTER = 5;
/** Failures from one source before each further try is slowed. */
const SLOW_AFTER = 3;
/** Failures from all sources together before every try at the account is slowed (never locked). */
const ACCOUNT_SLOW_AFTER = 20;
const LOCK_MINUTES = 15;
const HOUR = 60 * 60 * 1000;
export const RESET_QUEUE = 'password-reset-request';

type Purpose = 'register' | 'phone' | 'campaign-email' | 'campaign-phone';

/** Login lock-outs count by source (platform/rate-limit.ts): an IPv6 client is its /64. */
export { sourceOf as loginSource };

type UserRow = typeof s.users.$inferSelect;

export function toPublicUser(u: UserRow): PublicUser {
  return {
    id: u.id,
    fullName: u.fullName,
    email: u.email,
    phone: u.phone,
    phoneVerified: u.phoneVerifiedAt !== null && u.phone !== '',
    role: u.role,
    country: u.country,
    addressLine: u.addressLine,
    city: u.city,
    district: u.district,
    state: u.state,
    pincode: u.pincode,
    pan: u.pan,
    createdAt: u.createdAt.toISOString(),
  };
}

function otpHash(challengeId: string, code: string): string {
  return createHash('sha256').update(`${challengeId}:${code}`).digest('base64url');
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

// A function: the texts are read when an answer is made, in the request's language.
const otpTexts = (): Record<Purpose, { gone: string; exhausted: string }> => ({
  register: { gone: m.registrationExpired, exhausted: m.otpExhausted },
  phone: { gone: m.phoneVerifyExpired, exhausted: m.otpTooManyTries },
  'campaign-email': { gone: am.expired, exhausted: am.exhausted },
  'campaign-phone': { gone: am.expired, exhausted: am.exhausted },
});

/** The same error, its `otp` field message moved to `field` (the SMS code's own input). */
function onField(e: unknown, field: string): unknown {
  if (!(e instanceof AppError) || !e.fields?.otp) return e;
  const { otp, ...rest } = e.fields;
  return new AppError(e.code, e.message, { ...rest, [field]: otp });
}

/** How many accounts there are (the console's summary): counted once per 30 s, dropped when an account is made here. */
const usersCount = countsCache<number>();

export function authService(deps: {
  db: Db;
  messaging: Pick<MessagingService, 'send'>;
  giving: Pick<GivingService, 'latestDonor'>;
  jobs: JobQueue;
  limiter: RateLimiter;
  siteName: () => Promise<string>;
  /** Every link in a message starts here, never at a request's Host header. */
  publicUrl: string;
  /** Login attempts from one address per 15 minutes (LOGIN_RATE_PER_15_MINUTES, default 50). */
  loginsPerIp?: number;
  /** Registrations from one address per hour (REGISTER_RATE_PER_HOUR, default 20). */
  registrationsPerIp?: number;
}) {
  const { db, messaging, limiter } = deps;
  const countUsers = usersCount.of(async () => {
    const [r] = await db.select({ n: sql<number>`count(*)::int` }).from(s.users);
    return Number(r?.n ?? 0);
  });
  // Verified against when the email is unknown, so a wrong email costs as long as a wrong password.
  const dummyHash = hash('not-a-real-password-0000');

  const limit = async (key: string, n: number, windowMs: number, message: string) => {
    if (!(await limiter.hit(key, n, windowMs)).allowed) throw AppError.tooMany(message);
  };

  // The registration code goes to the email only: the account, and every donation ever made
  // with that email, belong to whoever reads that mailbox. The mobile is proven separately.
  async function sendRegistrationOtp(code: string, email: string, name: string) {
    await messaging.send('email', email, 'register-otp-email', { site: await deps.siteName(), name, code, minutes: String(OTP_TTL_MINUTES) });
  }

  async function sendCampaignerCodes(email: string, phone: string, name: string, emailCode: string, phoneCode: string) {
    const site = await deps.siteName();
    const minutes = String(OTP_TTL_MINUTES);
    await messaging.send('email', email, 'campaign-otp-email', { site, name, code: emailCode, minutes });
    await messaging.send('sms', phone, 'campaign-otp-sms', { site, code: phoneCode, minutes });
  }

  /**
   * Counts one guess at a challenge's code before comparing, in one statement: parallel guesses
   * cannot share a read of the counters. A resend gives a new code and resets the per-code
   * count, never the per-challenge one, so resends cannot buy more guesses.
   */
  async function guess(challengeId: string, purpose: Purpose, otp: string, email?: string) {
    const texts = otpTexts()[purpose];
    const mine = and(eq(s.otpChallenges.id, challengeId), eq(s.otpChallenges.purpose, purpose), email ? eq(s.otpChallenges.email, email) : undefined);
    const [c] = await db
      .update(s.otpChallenges)
      .set({ attempts: sql`${s.otpChallenges.attempts} + 1`, totalAttempts: sql`${s.otpChallenges.totalAttempts} + 1` })
      .where(
        and(
          mine,
          isNull(s.otpChallenges.consumedAt),
          lt(s.otpChallenges.attempts, OTP_MAX_ATTEMPTS),
          lt(s.otpChallenges.totalAttempts, OTP_MAX_TOTAL_ATTEMPTS),
        ),
      )
      .returning();
    if (!c) {
      const [known] = await db
        .select({ consumedAt: s.otpChallenges.consumedAt, totalAttempts: s.otpChallenges.totalAttempts })
        .from(s.otpChallenges)
        .where(mine)
        .limit(1);
      if (!known || known.consumedAt) throw new AppError('challenge_gone', texts.gone, { otp: texts.gone });
      if (known.totalAttempts >= OTP_MAX_TOTAL_ATTEMPTS) throw new AppError('otp_exhausted', texts.exhausted, { otp: texts.exhausted });
      throw new AppError('otp_locked', m.otpTooManyTries, { otp: m.otpTooManyTries });
    }
    if (c.expiresAt.getTime() < Date.now()) throw new AppError('otp_expired', m.otpExpired, { otp: m.otpExpired });
    if (!sameHash(otpHash(c.id, otp), c.codeHash)) {
      const message = c.totalAttempts >= OTP_MAX_TOTAL_ATTEMPTS ? texts.exhausted : c.attempts >= OTP_MAX_ATTEMPTS ? m.otpTooManyTries : m.otpWrong;
      throw AppError.invalid({ otp: message });
    }
    return c;
  }

  /** Marks a challenge used; false when a concurrent request already did. */
  async function consume(tx: Pick<Db, 'update'>, id: string): Promise<boolean> {
    const claimed = await tx
      .update(s.otpChallenges)
      .set({ consumedAt: new Date() })
      .where(and(eq(s.otpChallenges.id, id), isNull(s.otpChallenges.consumedAt)))
      .returning({ id: s.otpChallenges.id });
    return claimed.length > 0;
  }

  // The reset email is looked up and sent after the request has been answered, so the answer
  // takes the same time whether or not the address is known.
  deps.jobs.register(RESET_QUEUE, async (payload) => {
    const email = String(payload.email);
    const [user] = await db.select({ fullName: s.users.fullName }).from(s.users).where(eq(s.users.email, email)).limit(1);
    const donor = user ? undefined : await deps.giving.latestDonor(email);
    if (!user && !donor) return;
    const token = newToken();
    await db.insert(s.passwordResets).values({ id: hashToken(token), email, expiresAt: new Date(Date.now() + RESET_TTL_MINUTES * 60_000) });
    await messaging.send('email', email, 'password-reset', {
      site: await deps.siteName(),
      name: user?.fullName ?? donor?.name ?? 'friend',
      minutes: String(RESET_TTL_MINUTES),
      link: `${deps.publicUrl.replace(/\/$/, '')}/reset-password?token=${token}`,
    });
  });

  async function createSession(userId: number, kind: 'web' | 'api', meta: RequestMeta) {
    const token = newToken();
    const expiresAt = new Date(Date.now() + SESSION_DAYS * 24 * HOUR);
    await db.insert(s.sessions).values({ id: hashToken(token), userId, kind, userAgent: meta.userAgent.slice(0, 300), ip: meta.ip, expiresAt });
    return { token, expiresAt };
  }

  return {
    /** Step 1: check the form, hold it as a challenge, send the OTP to the email. */
    async register(input: RegisterInput, meta: RequestMeta) {
      await limit(networkKey('register:ip', meta.ip), deps.registrationsPerIp ?? 20, HOUR, serverText.tooManyRegistrations);
      await limit(`register:email:${input.email}`, 5, HOUR, serverText.tooManyEmailOtps);
      const [existing] = await db
        .select({ id: s.users.id, hasPassword: sql<boolean>`${s.users.passwordHash} is not null` })
        .from(s.users)
        .where(eq(s.users.email, input.email))
        .limit(1);
      if (existing?.hasPassword) throw new AppError('email_taken', m.emailTaken, { email: m.emailTaken });
      const id = newToken(18);
      const code = newCode();
      const passwordHash = await hash(input.password);
      await db.insert(s.otpChallenges).values({
        id,
        purpose: 'register',
        email: input.email,
        phone: input.phone,
        codeHash: otpHash(id, code),
        payload: { fullName: input.fullName, passwordHash, country: input.country },
        expiresAt: new Date(Date.now() + OTP_TTL_MINUTES * 60_000),
      });
      await sendRegistrationOtp(code, input.email, input.fullName);
      return { challengeId: id, resendAfterSeconds: OTP_RESEND_SECONDS, expiresInSeconds: OTP_TTL_MINUTES * 60 };
    },

    async resendOtp(challengeId: string, meta: RequestMeta) {
      await limit(networkKey('resend:ip', meta.ip), 20, HOUR, m.otpResendWait);
      const [c] = await db
        .select()
        .from(s.otpChallenges)
        .where(and(eq(s.otpChallenges.id, challengeId), eq(s.otpChallenges.purpose, 'register')))
        .limit(1);
      if (!c || c.consumedAt) throw new AppError('challenge_gone', m.registrationExpired);
      if (c.totalAttempts >= OTP_MAX_TOTAL_ATTEMPTS) throw new AppError('otp_exhausted', m.otpExhausted);
      if (Date.now() - c.lastSentAt.getTime() < OTP_RESEND_SECONDS * 1000) throw AppError.tooMany(m.otpResendWait);
      if (c.sends >= 5) throw AppError.tooMany(serverText.tooManyRegistrationOtps);
      const code = newCode();
      await db
        .update(s.otpChallenges)
        .set({
          codeHash: otpHash(c.id, code),
          attempts: 0,
          sends: c.sends + 1,
          lastSentAt: new Date(),
          expiresAt: new Date(Date.now() + OTP_TTL_MINUTES * 60_000),
        })
        .where(eq(s.otpChallenges.id, c.id));
      await sendRegistrationOtp(code, c.email, c.payload.fullName ?? '');
      return { challengeId: c.id, resendAfterSeconds: OTP_RESEND_SECONDS, expiresInSeconds: OTP_TTL_MINUTES * 60 };
    },

    /** Step 2: the code from the email creates the account (once); the mobile is not yet proven. */
    async verifyRegistration(challengeId: string, otp: string): Promise<PublicUser> {
      const c = await guess(challengeId, 'register', otp);
      return db.transaction(async (tx) => {
        // Conditional update: two concurrent verifications cannot both create the account.
        if (!(await consume(tx, c.id))) throw new AppError('challenge_gone', m.registrationExpired);
        const values = {
          fullName: c.payload.fullName ?? '',
          email: c.email,
          phone: c.phone,
          phoneVerifiedAt: null,
          passwordHash: c.payload.passwordHash ?? null,
          country: c.payload.country ?? 'India',
          language: currentLanguage(),
        };
        // A donor who claimed the email by reset earlier has a row without a password hash.
        const [row] = await tx
          .insert(s.users)
          .values(values)
          .onConflictDoUpdate({ target: s.users.email, set: { ...values, updatedAt: new Date() }, setWhere: sql`${s.users.passwordHash} is null` })
          .returning();
        usersCount.changed();
        if (!row) throw new AppError('email_taken', m.emailTaken, { email: m.emailTaken });
        return toPublicUser(row);
      });
    },

    async login(email: string, password: string, kind: 'web' | 'api', meta: RequestMeta) {
      await limit(networkKey('login:ip', meta.ip), deps.loginsPerIp ?? 50, 15 * 60_000, m.locked);
      // Failures lock out the source that made them, not the account: a stranger who types
      // five wrong passwords locks only themselves out of it. All sources together only slow the
      // account down. Known and unknown emails are counted alike, so no answer (slow-down, lock)
      // tells whether an account exists.
      const window = LOCK_MINUTES * 60_000;
      const failKey = `${await limiter.prefix(`login:fail:${email}:`)}${sourceOf(meta.ip)}`;
      const accountKey = `login:account:${email}`;
      if ((await limiter.count(failKey)) >= LOCK_AFTER) throw new AppError('locked', m.locked);
      const accountFailures = await limiter.count(accountKey);
      if (accountFailures >= ACCOUNT_SLOW_AFTER) await sleep(1000);
      const [u] = await db.select().from(s.users).where(eq(s.users.email, email)).limit(1);
      let ok = false;
      if (u?.passwordHash) ok = await verify(u.passwordHash, password).catch(() => false);
      else await verify(await dummyHash, password).catch(() => false); // same cost as a real check
      if (!ok || !u) {
        // The store counts atomically, so parallel failures are each counted.
        const failures = (await limiter.hit(failKey, LOCK_AFTER, window)).count;
        await limiter.hit(accountKey, Number.MAX_SAFE_INTEGER, window);
        if (failures >= LOCK_AFTER) throw new AppError('locked', m.locked);
        if (failures >= SLOW_AFTER) await sleep(400 * (failures - SLOW_AFTER + 1));
        throw new AppError('bad_credentials', m.badCredentials);
      }
      await limiter.reset(failKey);
      // Closed by an admin: the right password still opens nothing (said only to its holder).
      if (u.disabledAt) throw new AppError('forbidden', userAdminMessages.accountDisabled);
      const session = await createSession(u.id, kind, meta);
      return { ...session, user: toPublicUser(u) };
    },

    async logout(sessionId: string): Promise<void> {
      await db
        .update(s.sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(s.sessions.id, sessionId), isNull(s.sessions.revokedAt)));
    },

    /**
     * The same answer, in the same time, whether or not the email is known (no account
     * enumeration): the lookup and the email happen on the job queue after the answer.
     */
    async requestPasswordReset(email: string, meta: RequestMeta): Promise<void> {
      if (!(await limiter.hit(networkKey('reset:ip', meta.ip), 20, HOUR)).allowed) throw AppError.tooMany(m.resetFailed);
      if (!(await limiter.hit(`reset:email:${email}`, 5, HOUR)).allowed) return;
      await deps.jobs.enqueue(RESET_QUEUE, { email }, { maxAttempts: 3 });
    },

    async resetTokenValid(token: string): Promise<boolean> {
      const [r] = await db
        .select({ id: s.passwordResets.id })
        .from(s.passwordResets)
        .where(and(eq(s.passwordResets.id, hashToken(token)), isNull(s.passwordResets.usedAt), gt(s.passwordResets.expiresAt, new Date())))
        .limit(1);
      return Boolean(r);
    },

    /** Sets the password once per link; a first-time donor's account is created here. */
    async confirmPasswordReset(token: string, password: string): Promise<PublicUser> {
      const passwordHash = await hash(password);
      // The earlier donor is read before the transaction: giving's service has its own
      // connection, and PGlite's single one is held by the transaction until it ends.
      const [pending] = await db
        .select({ email: s.passwordResets.email })
        .from(s.passwordResets)
        .where(eq(s.passwordResets.id, hashToken(token)))
        .limit(1);
      const donor = pending ? await deps.giving.latestDonor(pending.email) : undefined;
      return db.transaction(async (tx) => {
        const [reset] = await tx
          .update(s.passwordResets)
          .set({ usedAt: new Date() })
          .where(and(eq(s.passwordResets.id, hashToken(token)), isNull(s.passwordResets.usedAt), gt(s.passwordResets.expiresAt, new Date())))
          .returning({ email: s.passwordResets.email });
        if (!reset) throw new AppError('reset_invalid', m.resetLinkInvalid, { token: m.resetLinkInvalid });
        // One link used ends every other: a link lying in an old email can no longer be used.
        await tx
          .update(s.passwordResets)
          .set({ usedAt: new Date() })
          .where(and(eq(s.passwordResets.email, reset.email), isNull(s.passwordResets.usedAt)));
        // Whoever holds the mailbox is the owner: lift every source's lock on the account.
        await limiter.resetPrefix(`login:fail:${reset.email}:`);
        await limiter.reset(`login:account:${reset.email}`);
        const [existing] = await tx.select().from(s.users).where(eq(s.users.email, reset.email)).limit(1);
        if (existing) {
          const [row] = await tx
            .update(s.users)
            .set({ passwordHash, failedLogins: 0, lockedUntil: null, updatedAt: new Date() })
            .where(eq(s.users.id, existing.id))
            .returning();
          // A new password signs out every other session.
          await tx
            .update(s.sessions)
            .set({ revokedAt: new Date() })
            .where(and(eq(s.sessions.userId, existing.id), isNull(s.sessions.revokedAt)));
          return toPublicUser(row ?? existing);
        }
        const [row] = await tx
          .insert(s.users)
          .values({
            fullName: donor?.name ?? reset.email.split('@')[0] ?? 'Donor',
            email: reset.email,
            phone: donor?.mobile ?? '',
            passwordHash,
            language: currentLanguage(),
          })
          .returning();
        usersCount.changed();
        if (!row) throw new Error('inserting the account returned no row');
        return toPublicUser(row);
      });
    },

    /** Sends a code by SMS to the signed-in donor's mobile; the code proves that number. */
    /**
     * Start a campaign, step 1: two codes, one to the email and another by SMS to the mobile.
     * One code sent to both would let the phone's owner prove an email that is not theirs (and
     * with it, on approval, that email's account). The client holds only the email challenge's
     * id; the SMS challenge is found through it.
     */
    async startCampaignerProof(input: { email: string; phone: string; name: string; title: string; cause: number }, meta: RequestMeta) {
      await limit(networkKey('campaigner:ip', meta.ip), 20, HOUR, am.tooMany);
      await limit(`campaigner:email:${input.email}`, 5, HOUR, am.tooManyForEmail);
      await limit(`campaigner:phone:${input.phone}`, 5, HOUR, am.tooManyForEmail);
      const emailId = newToken(18);
      const phoneId = newToken(18);
      const emailCode = newCode();
      const phoneCode = newCode();
      const expiresAt = new Date(Date.now() + OTP_TTL_MINUTES * 60_000);
      await db.insert(s.otpChallenges).values([
        {
          id: emailId,
          purpose: 'campaign-email',
          email: input.email,
          phone: input.phone,
          codeHash: otpHash(emailId, emailCode),
          payload: { name: input.name, title: input.title, cause: String(input.cause), phoneChallengeId: phoneId },
          expiresAt,
        },
        { id: phoneId, purpose: 'campaign-phone', email: input.email, phone: input.phone, codeHash: otpHash(phoneId, phoneCode), payload: {}, expiresAt },
      ]);
      await sendCampaignerCodes(input.email, input.phone, input.name, emailCode, phoneCode);
      return { challengeId: emailId, resendAfterSeconds: OTP_RESEND_SECONDS, expiresInSeconds: OTP_TTL_MINUTES * 60 };
    },

    /** New codes for both (the old ones stop working); guesses already made still count. */
    async resendCampaignerCodes(challengeId: string, meta: RequestMeta) {
      await limit(networkKey('resend:ip', meta.ip), 20, HOUR, m.otpResendWait);
      const [c] = await db
        .select()
        .from(s.otpChallenges)
        .where(and(eq(s.otpChallenges.id, challengeId), eq(s.otpChallenges.purpose, 'campaign-email')))
        .limit(1);
      if (!c || c.consumedAt) throw new AppError('challenge_gone', am.expired);
      if (c.totalAttempts >= OTP_MAX_TOTAL_ATTEMPTS) throw new AppError('otp_exhausted', am.exhausted);
      if (Date.now() - c.lastSentAt.getTime() < OTP_RESEND_SECONDS * 1000) throw AppError.tooMany(m.otpResendWait);
      if (c.sends >= 5) throw AppError.tooMany(am.tooManyForEmail);
      const phoneId = c.payload.phoneChallengeId ?? '';
      const emailCode = newCode();
      const phoneCode = newCode();
      const renewed = (id: string, code: string) => ({
        codeHash: otpHash(id, code),
        attempts: 0,
        sends: sql`${s.otpChallenges.sends} + 1`,
        lastSentAt: new Date(),
        expiresAt: new Date(Date.now() + OTP_TTL_MINUTES * 60_000),
      });
      await db.transaction(async (tx) => {
        await tx.update(s.otpChallenges).set(renewed(c.id, emailCode)).where(eq(s.otpChallenges.id, c.id));
        await tx
          .update(s.otpChallenges)
          .set(renewed(phoneId, phoneCode))
          .where(and(eq(s.otpChallenges.id, phoneId), eq(s.otpChallenges.purpose, 'campaign-phone')));
      });
      await sendCampaignerCodes(c.email, c.phone, c.payload.name ?? '', emailCode, phoneCode);
      return { challengeId: c.id, resendAfterSeconds: OTP_RESEND_SECONDS, expiresInSeconds: OTP_TTL_MINUTES * 60 };
    },

    /** Step 2: both codes right (each counted against its own limit) proves both; used once. */
    async proveCampaigner(challengeId: string, otp: string, mobileOtp: string) {
      const e = await guess(challengeId, 'campaign-email', otp);
      let p: Awaited<ReturnType<typeof guess>>;
      try {
        p = await guess(e.payload.phoneChallengeId ?? '', 'campaign-phone', mobileOtp, e.email);
      } catch (err) {
        throw onField(err, 'mobileOtp');
      }
      await db.transaction(async (tx) => {
        // Two verifications at once: only the one that claims both challenges goes on.
        if (!(await consume(tx, e.id)) || !(await consume(tx, p.id))) throw new AppError('challenge_gone', am.expired, { otp: am.expired });
      });
      return { email: e.email, phone: e.phone, name: e.payload.name ?? '', title: e.payload.title ?? '', cause: Number(e.payload.cause) };
    },

    /**
     * The approved campaigner's account: theirs if the email has one (they proved the mailbox),
     * else a new one with the proven mobile and no password, and a link to set one.
     */
    /**
     * The approved campaigner's account. A new one comes with its set-password link, for the
     * approval email to carry: it lasts CAMPAIGNER_LINK_HOURS (48 h), since a campaigner reads
     * that email when they can, not within a reset link's half hour. Like a reset link it works
     * once, and using any link for the email cancels the others.
     */
    async accountForCampaigner(input: { email: string; phone: string; name: string }): Promise<{ userId: number; created: boolean; setPasswordLink?: string }> {
      const [row] = await db
        .insert(s.users)
        .values({ fullName: input.name, email: input.email, phone: input.phone, phoneVerifiedAt: new Date(), language: currentLanguage() })
        .onConflictDoNothing({ target: s.users.email })
        .returning({ id: s.users.id });
      usersCount.changed();
      if (row) {
        const token = newToken();
        await db.insert(s.passwordResets).values({ id: hashToken(token), email: input.email, expiresAt: new Date(Date.now() + CAMPAIGNER_LINK_HOURS * HOUR) });
        return { userId: row.id, created: true, setPasswordLink: `${deps.publicUrl.replace(/\/$/, '')}/reset-password?token=${token}` };
      }
      const [existing] = await db.select({ id: s.users.id }).from(s.users).where(eq(s.users.email, input.email)).limit(1);
      if (!existing) throw new Error('no account for a proven email');
      return { userId: existing.id, created: false };
    },

    async startPhoneVerification(user: PublicUser, meta: RequestMeta) {
      if (!user.phone) throw new AppError('phone_missing', m.phoneMissing, { phone: m.phoneMissing });
      if (user.phoneVerified) throw new AppError('phone_verified', m.phoneAlreadyVerified);
      await limit(networkKey('phone:ip', meta.ip), 20, HOUR, m.otpResendWait);
      const [last] = await db
        .select({ lastSentAt: s.otpChallenges.lastSentAt })
        .from(s.otpChallenges)
        .where(and(eq(s.otpChallenges.email, user.email), eq(s.otpChallenges.purpose, 'phone')))
        .orderBy(desc(s.otpChallenges.createdAt))
        .limit(1);
      if (last && Date.now() - last.lastSentAt.getTime() < OTP_RESEND_SECONDS * 1000) throw AppError.tooMany(m.otpResendWait);
      await limit(`phone:user:${user.id}`, 5, HOUR, serverText.tooManyPhoneOtps);
      const id = newToken(18);
      const code = newCode();
      await db.insert(s.otpChallenges).values({
        id,
        purpose: 'phone',
        email: user.email,
        phone: user.phone,
        codeHash: otpHash(id, code),
        payload: {},
        expiresAt: new Date(Date.now() + OTP_TTL_MINUTES * 60_000),
      });
      await messaging.send('sms', user.phone, 'phone-otp-sms', { site: await deps.siteName(), code, minutes: String(OTP_TTL_MINUTES) });
      return { challengeId: id, resendAfterSeconds: OTP_RESEND_SECONDS, expiresInSeconds: OTP_TTL_MINUTES * 60 };
    },

    /** The right SMS code marks the number it was sent to as verified, if it is still the donor's. */
    async confirmPhone(user: PublicUser, challengeId: string, otp: string): Promise<PublicUser> {
      // Only the donor's own challenges: another account's challenge id is "gone" here.
      const c = await guess(challengeId, 'phone', otp, user.email);
      return db.transaction(async (tx) => {
        if (!(await consume(tx, c.id))) throw new AppError('challenge_gone', m.phoneVerifyExpired, { otp: m.phoneVerifyExpired });
        const [row] = await tx
          .update(s.users)
          .set({ phoneVerifiedAt: new Date(), updatedAt: new Date() })
          .where(and(eq(s.users.id, user.id), eq(s.users.phone, c.phone)))
          .returning();
        if (!row) throw new AppError('phone_changed', m.phoneChanged, { otp: m.phoneChanged });
        return toPublicUser(row);
      });
    },

    /** Auth owns `users`: other modules read and change accounts through these. */
    async user(userId: number): Promise<PublicUser> {
      const [u] = await db.select().from(s.users).where(eq(s.users.id, userId)).limit(1);
      if (!u) throw AppError.notFound(serverText.accountNotFound);
      return toPublicUser(u);
    },

    /** The open (not disabled) account of an address, lowercased as stored; null when there is none. */
    async userIdByEmail(email: string): Promise<number | null> {
      const [u] = await db
        .select({ id: s.users.id })
        .from(s.users)
        .where(and(eq(s.users.email, email.trim().toLowerCase()), isNull(s.users.disabledAt)))
        .limit(1);
      return u?.id ?? null;
    },

    /** Enabled accounts that proved this mobile (ten digits): a WhatsApp message from it is theirs. */
    async userIdsByProvenPhone(phone: string): Promise<number[]> {
      const rows = await db
        .select({ id: s.users.id })
        .from(s.users)
        .where(and(eq(s.users.phone, phone), isNotNull(s.users.phoneVerifiedAt), isNull(s.users.disabledAt)))
        .limit(20);
      return rows.map((r) => r.id);
    },

    /** The account's language ('en' | 'hi'): messages not tied to one gift are written in it (vendors' decisions). */
    async languageOf(userId: number): Promise<string> {
      const [u] = await db.select({ language: s.users.language }).from(s.users).where(eq(s.users.id, userId)).limit(1);
      return u?.language ?? 'en';
    },

    /**
     * An approved vendor's account becomes a 'vendor' (the seller's pages and menu); staff and
     * admins keep their role, and a vendor stays one. Answers whether the role changed.
     */
    async makeVendor(userId: number): Promise<boolean> {
      const moved = await db
        .update(s.users)
        .set({ role: 'vendor', updatedAt: new Date() })
        .where(and(eq(s.users.id, userId), eq(s.users.role, 'user')))
        .returning({ id: s.users.id });
      return moved.length > 0;
    },

    async updateProfile(userId: number, patch: ProfilePatch): Promise<PublicUser> {
      const set = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
      // A new mobile number has not been proven: its verification goes with the old one.
      const phoneVerifiedAt =
        patch.phone === undefined ? {} : { phoneVerifiedAt: sql`case when ${s.users.phone} = ${patch.phone} then ${s.users.phoneVerifiedAt} end` };
      const [u] = await db
        .update(s.users)
        .set({ ...set, ...phoneVerifiedAt, updatedAt: new Date() })
        .where(eq(s.users.id, userId))
        .returning();
      if (!u) throw AppError.notFound(serverText.accountNotFound);
      return toPublicUser(u);
    },

    async listUsers(limit = 200): Promise<PublicUser[]> {
      const rows = await db.select().from(s.users).orderBy(desc(s.users.createdAt)).limit(limit);
      return rows.map(toPublicUser);
    },

    /** How many accounts there are; at most 30 s old unless one was made on this process since. */
    countUsers: (): Promise<number> => countUsers(),

    /** Open accounts by country and city for the about page; no place under 10 named; up to 5 minutes old. */
    placeCounts: placeCounts(db),

    /** Resolves a session id (SHA-256 of the token) to its user, if live. */
    async viewerFor(sessionId: string): Promise<{ user: PublicUser; sessionId: string } | null> {
      const [row] = await db
        .select({ user: s.users, expiresAt: s.sessions.expiresAt })
        .from(s.sessions)
        .innerJoin(s.users, eq(s.users.id, s.sessions.userId))
        .where(and(eq(s.sessions.id, sessionId), isNull(s.sessions.revokedAt), gt(s.sessions.expiresAt, new Date()), isNull(s.users.disabledAt)))
        .limit(1);
      return row ? { user: toPublicUser(row.user), sessionId } : null;
    },

    /** First start: the admin from ADMIN_EMAIL/ADMIN_PASSWORD, or a printed one in development. */
    async ensureAdmin(opts: {
      email?: string | undefined;
      password?: string | undefined;
      printRandom: boolean;
    }): Promise<{ email: string; password?: string } | null> {
      if (opts.email && opts.password) {
        const [u] = await db.select({ id: s.users.id }).from(s.users).where(eq(s.users.email, opts.email.toLowerCase())).limit(1);
        if (u) return null;
        await db
          .insert(s.users)
          .values({ fullName: 'Administrator', email: opts.email.toLowerCase(), passwordHash: await hash(opts.password), role: 'admin' as Role });
        usersCount.changed();
        return { email: opts.email.toLowerCase() };
      }
      const [anyAdmin] = await db.select({ id: s.users.id }).from(s.users).where(eq(s.users.role, 'admin')).limit(1);
      if (anyAdmin || !opts.printRandom) return null;
      const password = newToken(12);
      const email = 'admin@sahyog.local';
      await db
        .insert(s.users)
        .values({ fullName: 'Administrator', email, passwordHash: await hash(password), role: 'admin' })
        .onConflictDoNothing();
      usersCount.changed();
      return { email, password };
    },
  } satisfies AuthApi & Record<string, unknown>;
}

export type AuthService = ReturnType<typeof authService>;
