import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgEnum, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './_shared.ts';

export const userRole = pgEnum('user_role', ['user', 'vendor', 'staff', 'admin']);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    fullName: text('full_name').notNull(),
    // Always stored lowercased; the unique index is the account identity.
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    // Set when the donor enters the code sent to this mobile by SMS; cleared when it changes.
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    passwordHash: text('password_hash'),
    role: userRole('role').notNull().default('user'),
    country: text('country').notNull().default('India'),
    addressLine: text('address_line').notNull().default(''),
    city: text('city').notNull().default(''),
    district: text('district').notNull().default(''),
    state: text('state').notNull().default(''),
    pincode: text('pincode').notNull().default(''),
    pan: text('pan').notNull().default(''),
    // The account's language ('en' | 'hi'), set where it was made: emails and SMS not tied to one gift use it.
    language: text('language').notNull().default('en'),
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    // An admin closed the account: it cannot sign in, and its sessions ended with it.
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_uq').on(t.email),
    // The console's accounts, newest first, by role, from the start of an email or mobile, or
    // by words of the name (pg_trgm; issue 22).
    index('users_created_idx').on(t.createdAt, t.id),
    index('users_role_created_idx').on(t.role, t.createdAt, t.id),
    index('users_email_prefix_idx').on(sql`lower(${t.email}) text_pattern_ops`),
    index('users_phone_prefix_idx').on(t.phone.op('text_pattern_ops')),
    index('users_name_trgm_idx').using('gin', t.fullName.op('gin_trgm_ops')),
  ],
);

export const sessionKind = pgEnum('session_kind', ['web', 'api']);

/** Server-side sessions: the cookie or bearer token is random; only its SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: sessionKind('kind').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    ip: text('ip').notNull().default(''),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** A pending registration: the account is created only when the OTP matches. */
export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: text('id').primaryKey(),
    purpose: text('purpose').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    payload: jsonb('payload').$type<Record<string, string>>().notNull(),
    // Wrong guesses at the current code, and at every code this challenge has sent: a resend
    // resets the first, never the second.
    attempts: integer('attempts').notNull().default(0),
    totalAttempts: integer('total_attempts').notNull().default(0),
    sends: integer('sends').notNull().default(1),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('otp_challenges_email_idx').on(t.email, t.createdAt)],
);

/** Single-use password reset links; only the token's SHA-256 is stored. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_resets_email_idx').on(t.email)],
);
