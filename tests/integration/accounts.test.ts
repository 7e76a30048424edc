// Issue 3 end to end through app.inject: registration behind an OTP, login with lockout,
// logout, reset links (and the first-time donor who claims their email with one), the profile.
import { createHash } from 'node:crypto';
import { accountMessages as m, OTP_MAX_ATTEMPTS } from '@sahyog/core';
import { schema as s } from '@sahyog/db';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type ApiResponse,
  call,
  DEFAULT_PASSWORD,
  type LoginAnswer,
  loginAs,
  messagesTo,
  nextIp,
  readOtp,
  readResetToken,
  registerUser,
  registrationForm,
  uniqueEmail,
  wrongOtp,
} from '../support/accounts.ts';
import { buildTestApp, getApp } from '../support/app.ts';
import { getDb } from '../support/db.ts';
import { createCampaign, createDonation } from '../support/factories.ts';

beforeAll(async () => {
  await getApp();
});

type ErrorAnswer = { success: false; message: string; errors?: Record<string, string> };
type ChallengeData = { challengeId: string; resendAfterSeconds: number; expiresInSeconds: number };
/** The answer to register and resend: the challenge on success, field errors otherwise. */
type Challenge = { success: boolean; message: string; data: ChallengeData; errors?: Record<string, string> };

const CHALLENGE_GONE = 'Your registration has expired. Please register again.';

async function register(form: Record<string, unknown>, ip?: string) {
  return call<Challenge>('POST', '/api/v1/auth/register', { body: form, ...(ip ? { ip } : {}) });
}

async function verify(challengeId: string, otp: string) {
  return call<{ success: boolean; message: string; data: Record<string, unknown>; errors?: Record<string, string> }>('POST', '/api/v1/auth/register/verify', {
    body: { challengeId, otp },
  });
}

async function login(email: string, password: string, ip?: string) {
  return call<LoginAnswer & ErrorAnswer>('POST', '/api/v1/auth/login', { body: { email, password, role_name: 'user' }, ...(ip ? { ip } : {}) });
}

async function counts() {
  const db = await getDb();
  const [[users], [challenges], [messages]] = await Promise.all([
    db.select({ n: sql<number>`count(*)::int` }).from(s.users),
    db.select({ n: sql<number>`count(*)::int` }).from(s.otpChallenges),
    db.select({ n: sql<number>`count(*)::int` }).from(s.messages),
  ]);
  return { users: users?.n, challenges: challenges?.n, messages: messages?.n };
}

async function userByEmail(email: string) {
  const db = await getDb();
  const [row] = await db.select().from(s.users).where(eq(s.users.email, email)).limit(1);
  return row;
}

async function challengeRow(id: string) {
  const db = await getDb();
  const [row] = await db.select().from(s.otpChallenges).where(eq(s.otpChallenges.id, id)).limit(1);
  if (!row) throw new Error(`no challenge ${id}`);
  return row;
}

/** Starts a registration and returns the form, the challenge id and the OTP that was sent. */
async function startRegistration(overrides: Record<string, unknown> = {}) {
  const form = registrationForm(overrides);
  const res = await register(form);
  expect(res.status, res.text).toBe(200);
  const challengeId = res.body.data.challengeId;
  return { form, challengeId, otp: await readOtp(form.email) };
}

function expectError(res: ApiResponse<unknown>, status: number, message: string) {
  expect(res.status, res.text).toBe(status);
  expect(res.body).toMatchObject({ success: false, message });
}

describe('registration: validation', () => {
  const full = registrationForm();

  // Each step fixes the previous error; the message is always the first one left, in the spec's
  // order, and `errors` names every field that is wrong.
  const steps: { form: Record<string, unknown>; message: string; errors: Record<string, string> }[] = [
    {
      form: { fullName: '   ', email: '', password: '', confirmPassword: '', phone: ' ' },
      message: m.fullNameRequired,
      errors: {
        fullName: m.fullNameRequired,
        email: m.emailRequired,
        confirmPassword: m.confirmRequired,
        password: m.passwordRequired,
        phone: m.phoneRequired,
      },
    },
    {
      form: { fullName: '   ', email: '', password: '', confirmPassword: '', phone: full.phone },
      message: m.fullNameRequired,
      errors: { fullName: m.fullNameRequired, email: m.emailRequired, confirmPassword: m.confirmRequired, password: m.passwordRequired },
    },
    {
      form: { fullName: full.fullName, phone: full.phone },
      message: m.emailRequired,
      errors: { email: m.emailRequired, confirmPassword: m.confirmRequired, password: m.passwordRequired },
    },
    {
      form: { fullName: full.fullName, email: 'asha@', phone: full.phone },
      message: m.emailInvalid,
      errors: { email: m.emailInvalid, confirmPassword: m.confirmRequired, password: m.passwordRequired },
    },
    {
      form: { fullName: full.fullName, email: full.email, phone: full.phone },
      message: m.confirmRequired,
      errors: { confirmPassword: m.confirmRequired, password: m.passwordRequired },
    },
    {
      form: { fullName: full.fullName, email: full.email, confirmPassword: full.password, phone: full.phone },
      message: m.passwordRequired,
      errors: { password: m.passwordRequired },
    },
    {
      form: { ...full, confirmPassword: `${full.password}x` },
      message: m.passwordMismatch,
      errors: { confirmPassword: m.passwordMismatch },
    },
    {
      // Two problems at once: the earlier one is the message, both are in `errors`.
      form: { ...full, email: 'not-an-email', confirmPassword: `${full.password}x` },
      message: m.emailInvalid,
      errors: { email: m.emailInvalid, confirmPassword: m.passwordMismatch },
    },
    {
      form: { ...full, password: 'short', confirmPassword: 'short' },
      message: m.passwordShort,
      errors: { password: m.passwordShort },
    },
    {
      form: { ...full, phone: '98765' },
      message: m.phoneInvalid,
      errors: { phone: m.phoneInvalid },
    },
  ];

  it('answers 422 with the first message in the spec’s order and every field in `errors`', async () => {
    const before = await counts();
    for (const step of steps) {
      const res = await register(step.form);
      const label = JSON.stringify(step.form);
      expect.soft(res.status, label).toBe(422);
      expect.soft(res.body.message, label).toBe(step.message);
      expect.soft(res.body.errors, label).toEqual(step.errors);
    }
    expect(await counts()).toEqual(before);
  });

  it('an empty body (fields absent, as API clients send them) gets the same messages', async () => {
    const res = await register({});
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(m.fullNameRequired);
    expect(res.body.errors).toEqual({
      fullName: m.fullNameRequired,
      email: m.emailRequired,
      confirmPassword: m.confirmRequired,
      password: m.passwordRequired,
      phone: m.phoneRequired,
    });
  });

  it.each([
    ['fullName', { fullName: 'a'.repeat(101) }, m.tooLong('Full Name', 100)],
    ['email', { email: `${'a'.repeat(255 - '@example.test'.length)}@example.test` }, m.tooLong('Email', 254)],
    ['password', { password: 'p'.repeat(129), confirmPassword: 'p'.repeat(129) }, m.tooLong('Password', 128)],
  ])('an over-long %s is refused and nothing is written', async (field, overrides, message) => {
    const form = registrationForm(overrides);
    if (field === 'email') expect(String(form.email)).toHaveLength(255);
    const before = await counts();
    const res = await register(form);
    expect(res.status).toBe(422);
    expect(res.body.errors?.[field]).toBe(message);
    expect(await counts()).toEqual(before);
  });

  it('accepts the longest allowed values', async () => {
    // 254 in all, with the longest local part (64) and labels (63) an address may have.
    const email = `${'b'.repeat(64)}@${'d'.repeat(63)}.${'e'.repeat(63)}.${'f'.repeat(56)}.test`;
    expect(email).toHaveLength(254);
    const res = await register(registrationForm({ fullName: 'a'.repeat(100), email, password: 'p'.repeat(128), confirmPassword: 'p'.repeat(128) }));
    expect(res.status, res.text).toBe(200);
  });

  it('only India is accepted as the country', async () => {
    const res = await register(registrationForm({ country: 'Nepal' }));
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors ?? {})).toEqual(['country']);
  });
});

describe('registration: OTP', () => {
  it('sends the OTP to the email only, stores it hashed, and creates the account only on verify', async () => {
    // Role fields in the form are ignored: registration always makes a plain 'user'.
    const form = registrationForm({ email: uniqueEmail('mixed').replace('mixed', 'MiXeD'), role: 'admin', role_name: 'admin' });
    const email = String(form.email).toLowerCase();
    const res = await register(form);
    expect(res.status, res.text).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data).toMatchObject({ resendAfterSeconds: 30, expiresInSeconds: 600 });
    const { challengeId } = res.body.data;
    expect(challengeId).toMatch(/^[A-Za-z0-9_-]{16,64}$/);

    // Nothing but the challenge exists yet.
    expect(await userByEmail(email)).toBeUndefined();
    expect((await login(email, DEFAULT_PASSWORD)).status).toBe(401);

    const otp = await readOtp(email);
    expect(otp).toMatch(/^\d{6}$/);
    // The mobile gets nothing at registration: a code it received could claim the email.
    expect(await messagesTo(String(form.phone))).toHaveLength(0);

    const row = await challengeRow(challengeId);
    expect(row.email).toBe(email);
    expect(row.codeHash).not.toContain(otp);
    expect(JSON.stringify(row)).not.toContain(otp);
    expect(row.codeHash).not.toBe(createHash('sha256').update(otp).digest('hex'));
    expect(row.payload.passwordHash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(row.payload)).not.toContain(DEFAULT_PASSWORD);
    expect(row.expiresAt.getTime() - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(row.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(10 * 60_000);

    const done = await verify(challengeId, otp);
    expect(done.status, done.text).toBe(200);
    expect(done.body.data).toMatchObject({ email, fullName: form.fullName, phone: form.phone, phoneVerified: false, role: 'user', country: 'India' });
    expect(done.text).not.toContain('argon2');

    const user = await userByEmail(email);
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user?.passwordHash).not.toContain(DEFAULT_PASSWORD);
    expect((await login(email, DEFAULT_PASSWORD)).status).toBe(200);

    // The challenge is spent.
    expectError(await verify(challengeId, otp), 410, CHALLENGE_GONE);
  });

  it('a wrong OTP is a 422 and counts as a try; after 5 wrong tries even the right OTP is refused', async () => {
    const { form, challengeId, otp } = await startRegistration();
    const bad = wrongOtp(otp);
    for (let i = 1; i <= OTP_MAX_ATTEMPTS; i++) {
      const res = await verify(challengeId, bad);
      expect(res.status).toBe(422);
      const expected = i < OTP_MAX_ATTEMPTS ? m.otpWrong : m.otpTooManyTries;
      expect(res.body).toMatchObject({ success: false, message: expected, errors: { otp: expected } });
      expect((await challengeRow(challengeId)).attempts).toBe(i);
    }
    const right = await verify(challengeId, otp);
    expect(right.status).toBe(429);
    expect(right.body).toMatchObject({ message: m.otpTooManyTries });
    expect(await userByEmail(form.email)).toBeUndefined();
  });

  it('an OTP that is not 6 digits is refused before it counts', async () => {
    const { challengeId } = await startRegistration();
    for (const otp of ['12345', '1234567', 'abcdef', '']) {
      const res = await verify(challengeId, otp);
      expect(res.status, otp).toBe(422);
      expect(res.body.errors?.otp).toBe(otp === '' ? m.otpRequired : m.otpLength);
    }
    expect((await challengeRow(challengeId)).attempts).toBe(0);
  });

  it('concurrent guesses cannot get more than 5 tries', async () => {
    // Guessing in parallel must not multiply the allowance: at most OTP_MAX_ATTEMPTS guesses may
    // be judged (a 422), every other one is refused as locked (429), and the right code sent as
    // the 30th guess must not create the account.
    const { form, challengeId, otp } = await startRegistration();
    const guesses = Array.from({ length: 29 }, (_, i) => String((Number(otp) + 1 + i) % 1_000_000).padStart(6, '0'));
    const answers = await Promise.all([...guesses, otp].map((g) => verify(challengeId, g)));
    const judged = answers.filter((a) => a.status === 422).length;
    expect.soft(judged, 'guesses judged').toBeLessThanOrEqual(OTP_MAX_ATTEMPTS);
    expect.soft(answers.at(-1)?.status, 'the right code as the 30th guess').toBe(429);
    expect.soft(await userByEmail(form.email), 'account created by the 30th guess').toBeUndefined();
  });

  it('an expired OTP is a 410 and creates nothing', async () => {
    const { form, challengeId, otp } = await startRegistration();
    const db = await getDb();
    await db
      .update(s.otpChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(s.otpChallenges.id, challengeId));
    const res = await verify(challengeId, otp);
    expectError(res, 410, m.otpExpired);
    expect(await userByEmail(form.email)).toBeUndefined();
  });

  it('an unknown challenge is a 410', async () => {
    expectError(await verify('x'.repeat(24), '123456'), 410, CHALLENGE_GONE);
  });

  it('resend: refused before 30 s; afterwards a new OTP replaces the old one and its own tries start again', async () => {
    const { form, challengeId, otp } = await startRegistration();
    await verify(challengeId, wrongOtp(otp));
    expect((await challengeRow(challengeId)).attempts).toBe(1);

    const early = await call('POST', '/api/v1/auth/register/resend', { body: { challengeId } });
    expectError(early, 429, m.otpResendWait);

    const db = await getDb();
    await db
      .update(s.otpChallenges)
      .set({ lastSentAt: new Date(Date.now() - 31_000) })
      .where(eq(s.otpChallenges.id, challengeId));
    const later = await call<Challenge>('POST', '/api/v1/auth/register/resend', { body: { challengeId } });
    expect(later.status, later.text).toBe(200);
    expect(later.body.data).toMatchObject({ challengeId, resendAfterSeconds: 30, expiresInSeconds: 600 });

    const fresh = await readOtp(form.email);
    const row = await challengeRow(challengeId);
    expect(row.attempts).toBe(0);
    expect(row.totalAttempts).toBe(1);
    expect(row.sends).toBe(2);
    expect((await messagesTo(form.email)).filter((msg) => /verification code/.test(msg.subject))).toHaveLength(2);
    expect(await messagesTo(String(form.phone))).toHaveLength(0);
    if (fresh !== otp) expect((await verify(challengeId, otp)).status).toBe(422);
    const done = await verify(challengeId, fresh);
    expect(done.status, done.text).toBe(200);
  });

  it('an email that already has an account is a 409 and no OTP is sent', async () => {
    const existing = await registerUser();
    const before = await counts();
    for (const email of [existing.email, existing.email.toUpperCase()]) {
      const res = await register(registrationForm({ email }));
      expectError(res, 409, m.emailTaken);
      expect(res.body.errors).toEqual({ email: m.emailTaken });
    }
    expect(await counts()).toEqual(before);
  });

  it('two pending registrations for one email create one account', async () => {
    const first = await startRegistration();
    const second = await startRegistration({ email: first.form.email, fullName: 'Someone Else' });
    expect((await verify(first.challengeId, first.otp)).status).toBe(200);
    const res = await verify(second.challengeId, second.otp);
    expectError(res, 409, m.emailTaken);
    const user = await userByEmail(first.form.email);
    expect(user?.fullName).toBe(first.form.fullName);
  });

  it('is rate-limited per address (5 an hour) whatever the network', async () => {
    const form = registrationForm();
    for (let i = 0; i < 5; i++) expect((await register(form, nextIp())).status).toBe(200);
    const res = await register(form, nextIp());
    expectError(res, 429, 'Too many OTPs for this email. Please try again in an hour.');
  });

  it('is rate-limited per network (20 an hour) whatever the address', async () => {
    const ip = nextIp();
    for (let i = 0; i < 20; i++) expect((await register(registrationForm(), ip)).status).toBe(200);
    const res = await register(registrationForm(), ip);
    expectError(res, 429, 'Too many registrations from this network. Please try again later.');
    // Another network is unaffected.
    expect((await register(registrationForm(), nextIp())).status).toBe(200);
  });
});

describe('login', () => {
  it('answers { success, message, api_token, data } and stores only a hash of the token', async () => {
    const user = await registerUser({ fullName: 'Meera Iyer' });
    const res = await login(user.email.toUpperCase(), user.password);
    expect(res.status, res.text).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['api_token', 'data', 'message', 'success']);
    expect(res.body).toMatchObject({ success: true, message: m.loggedIn, data: { id: user.id, email: user.email, fullName: 'Meera Iyer', role: 'user' } });
    expect(res.body.api_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.text).not.toContain('argon2');
    expect(res.text).not.toContain('passwordHash');

    const db = await getDb();
    const sessions = await db.select().from(s.sessions).where(eq(s.sessions.userId, user.id));
    expect(sessions).toHaveLength(1);
    expect(sessions[0]?.id).not.toBe(res.body.api_token);
    expect(sessions[0]?.id).toBe(createHash('sha256').update(res.body.api_token).digest('base64url'));

    const me = await call<{ data: { email: string } }>('GET', '/api/v1/me', { token: res.body.api_token });
    expect(me.status).toBe(200);
    expect(me.body.data.email).toBe(user.email);
  });

  it('empty fields: please enter email / please enter password', async () => {
    const empty = await call<ErrorAnswer>('POST', '/api/v1/auth/login', { body: {} });
    expect(empty.status).toBe(422);
    expect(empty.body).toMatchObject({ message: m.loginEmailRequired, errors: { email: m.loginEmailRequired, password: m.loginPasswordRequired } });
    const blank = await call<ErrorAnswer>('POST', '/api/v1/auth/login', { body: { email: '  ', password: '' } });
    expect(blank.body).toMatchObject({ message: m.loginEmailRequired, errors: { email: m.loginEmailRequired, password: m.loginPasswordRequired } });
    const noPassword = await call<ErrorAnswer>('POST', '/api/v1/auth/login', { body: { email: 'a@b.co' } });
    expect(noPassword.status).toBe(422);
    expect(noPassword.body).toMatchObject({ message: m.loginPasswordRequired, errors: { password: m.loginPasswordRequired } });
  });

  it('a wrong password and an unknown email get the same 401 answer', async () => {
    const user = await registerUser();
    const wrong = await login(user.email, 'wrong-password');
    const unknown = await login(uniqueEmail('nobody'), 'wrong-password');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ success: false, code: 'bad_credentials', message: m.badCredentials });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('5 consecutive failures lock that source out for 15 minutes, even with the right password; unknown emails answer alike', async () => {
    const user = await registerUser();
    const nobody = uniqueEmail('nobody');
    const ip = nextIp();
    for (const email of [user.email, nobody]) {
      for (let i = 1; i <= 4; i++) expect((await login(email, `wrong-${i}`, ip)).status, `${email} try ${i}`).toBe(401);
      const fifth = await login(email, 'wrong-5', ip);
      expect(fifth.status, email).toBe(429);
      expect(fifth.body).toEqual({ success: false, code: 'locked', message: m.locked });
    }
    const right = await login(user.email, user.password, ip);
    expect(right.status).toBe(429);
    expect(right.body).toEqual({ success: false, code: 'locked', message: m.locked });
    expect((await login(nobody, 'anything', ip)).body).toEqual(right.body);

    // 15 minutes later the right password works again from there, and the count starts over.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 15 * 60_000 + 1000 });
    try {
      expect((await login(user.email, user.password, ip)).status).toBe(200);
      for (let i = 1; i <= 4; i++) expect((await login(user.email, 'wrong', ip)).status).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  }, 30_000);

  it('a success resets the failure count', async () => {
    const user = await registerUser();
    const ip = nextIp();
    for (let i = 0; i < 3; i++) await login(user.email, 'wrong', ip);
    expect((await login(user.email, user.password, ip)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login(user.email, 'wrong', ip)).status).toBe(401);
    expect((await login(user.email, user.password, ip)).status).toBe(200);
  }, 30_000);

  it('failures sent in parallel still lock the source', async () => {
    // The failure count must not be lost when guesses arrive together.
    const user = await registerUser();
    const ip = nextIp();
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => login(user.email, `wrong-${i}`, ip)));
    expect(answers.every((a) => a.status === 401 || a.status === 429)).toBe(true);
    expect((await login(user.email, user.password, ip)).status).toBe(429);
  }, 30_000);

  it('is rate-limited per network (50 tries in 15 minutes)', async () => {
    const ip = nextIp();
    for (let i = 0; i < 50; i++) expect((await login(uniqueEmail('nobody'), 'wrong', ip)).status).toBe(401);
    expectError(await login(uniqueEmail('nobody'), 'wrong', ip), 429, m.locked);
    const user = await registerUser();
    expect((await login(user.email, user.password, ip)).status).toBe(429);
    expect((await login(user.email, user.password, nextIp())).status).toBe(200);
  }, 30_000);

  it('the per-network allowance is a setting (LOGIN_RATE_PER_15_MINUTES)', async () => {
    const built = await buildTestApp({ LOGIN_RATE_PER_15_MINUTES: '5' });
    try {
      const ip = nextIp();
      const at = (n: number) =>
        call('POST', '/api/v1/auth/login', { app: built.app, ip, body: { email: uniqueEmail(`n${n}`), password: 'wrong', role_name: 'user' } });
      for (let i = 0; i < 5; i++) expect((await at(i)).status).toBe(401);
      expect((await at(6)).status).toBe(429);
    } finally {
      await built.app.close();
    }
  });

  it('an unknown email locks like a known one when the failures are spread out', async () => {
    // Four failures, a quiet 16 minutes, one more failure: the answer must not depend on whether
    // the email has an account, or the lockout tells accounts apart.
    const user = await registerUser();
    const nobody = uniqueEmail('nobody');
    const ip = nextIp();
    for (const email of [user.email, nobody]) for (let i = 0; i < 4; i++) expect((await login(email, 'wrong', ip)).status).toBe(401);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 16 * 60_000 });
    try {
      const known = await login(user.email, 'wrong', ip);
      const unknown = await login(nobody, 'wrong', ip);
      expect(unknown.status).toBe(known.status);
      expect(unknown.body).toEqual(known.body);
    } finally {
      vi.useRealTimers();
    }
  }, 30_000);

  it('an unknown email is slowed down like a known one (no enumeration by timing)', async () => {
    // Known emails wait 400 ms after the 3rd failure and 800 ms after the 4th (auth/service.ts).
    const user = await registerUser();
    const nobody = uniqueEmail('nobody');
    const fourthFailure = async (email: string) => {
      const ip = nextIp();
      for (let i = 0; i < 3; i++) await login(email, 'wrong', ip);
      const started = performance.now();
      const res = await login(email, 'wrong', ip);
      expect(res.status).toBe(401);
      return performance.now() - started;
    };
    const known = await fourthFailure(user.email);
    const unknown = await fourthFailure(nobody);
    expect(known).toBeGreaterThanOrEqual(790);
    expect(unknown).toBeGreaterThanOrEqual(790);
  }, 30_000);
});

describe('logout', () => {
  it('revokes the session: the token then gets 401; other sessions live on', async () => {
    const user = await registerUser();
    const token = await loginAs(user);
    const other = await loginAs(user);
    const res = await call('POST', '/api/v1/auth/logout', { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, data: { loggedOut: true } });
    expect((await call('GET', '/api/v1/me', { token })).status).toBe(401);
    expect((await call('POST', '/api/v1/auth/logout', { token })).status).toBe(401);
    expect((await call('GET', '/api/v1/me', { token: other })).status).toBe(200);

    const db = await getDb();
    const rows = await db.select({ revokedAt: s.sessions.revokedAt }).from(s.sessions).where(eq(s.sessions.userId, user.id));
    expect(rows.filter((r) => r.revokedAt !== null)).toHaveLength(1);
  });
});

describe('password reset', () => {
  async function requestReset(email: string) {
    return call<{ success: boolean; message: string; data: { message: string } }>('POST', '/api/v1/auth/password-reset', { body: { email } });
  }
  async function confirm(token: string, password: string, confirmPassword = password) {
    return call<{ success: boolean; message: string; data: { message: string }; errors?: Record<string, string> }>(
      'POST',
      '/api/v1/auth/password-reset/confirm',
      { body: { token, password, confirmPassword } },
    );
  }

  it('answers the same whether or not the email is known; only a known one gets an email', async () => {
    const user = await registerUser();
    const nobody = uniqueEmail('nobody');
    const known = await requestReset(user.email);
    const unknown = await requestReset(nobody);
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    expect(known.body.data.message).toBe(m.resetSent);
    expect(await messagesTo(nobody)).toHaveLength(0);
    expect(await messagesTo(user.email)).toHaveLength(1);

    const db = await getDb();
    expect(await db.select().from(s.passwordResets).where(eq(s.passwordResets.email, nobody))).toHaveLength(0);
  });

  it('validates the email like registration does', async () => {
    expectError(await requestReset(''), 422, m.emailRequired);
    expectError(await requestReset('nope'), 422, m.emailInvalid);
  });

  it('the link sets a new password once; old sessions end; reuse and tampering are refused', async () => {
    const user = await registerUser();
    const session = await loginAs(user);
    await requestReset(user.email);
    const [mail] = await messagesTo(user.email);
    expect(mail?.body).toMatch(/\/reset-password\?token=[A-Za-z0-9_-]+/);
    const token = await readResetToken(user.email);

    const db = await getDb();
    const [stored] = await db.select().from(s.passwordResets).where(eq(s.passwordResets.email, user.email));
    expect(stored?.id).not.toBe(token);
    expect((stored?.expiresAt.getTime() ?? 0) - Date.now()).toBeLessThanOrEqual(30 * 60_000);
    expect((stored?.expiresAt.getTime() ?? 0) - Date.now()).toBeGreaterThan(29 * 60_000);

    const mismatch = await confirm(token, 'New-password-1', 'New-password-2');
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errors).toEqual({ confirmPassword: m.passwordMismatch });
    const tooShort = await confirm(token, 'short');
    expect(tooShort.status).toBe(422);
    expect(tooShort.body.errors?.password).toBe(m.passwordShort);

    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expectError(await confirm(tampered, 'New-password-1'), 410, m.resetLinkInvalid);
    expectError(await confirm('bad token!', 'New-password-1'), 422, m.resetLinkInvalid);

    const ok = await confirm(token, 'New-password-1');
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body.data.message).toBe(m.passwordChanged);
    expectError(await confirm(token, 'Another-password-2'), 410, m.resetLinkInvalid);

    expect((await login(user.email, user.password)).status).toBe(401);
    expect((await login(user.email, 'New-password-1')).status).toBe(200);
    expect((await call('GET', '/api/v1/me', { token: session })).status).toBe(401);
    expect((await userByEmail(user.email))?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('a link older than 30 minutes is refused', async () => {
    const user = await registerUser();
    await requestReset(user.email);
    const token = await readResetToken(user.email);
    const db = await getDb();
    await db
      .update(s.passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(s.passwordResets.email, user.email));
    expectError(await confirm(token, 'New-password-1'), 410, m.resetLinkInvalid);
    expect((await login(user.email, user.password)).status).toBe(200);
  });

  it('also lifts the lock of every source', async () => {
    const user = await registerUser();
    const [a, b] = [nextIp(), nextIp()];
    for (const ip of [a, b]) {
      for (let i = 0; i < 5; i++) await login(user.email, 'wrong', ip);
      expect((await login(user.email, user.password, ip)).status).toBe(429);
    }
    await requestReset(user.email);
    expect((await confirm(await readResetToken(user.email), 'New-password-1')).status).toBe(200);
    for (const ip of [a, b]) expect((await login(user.email, 'New-password-1', ip)).status).toBe(200);
  }, 30_000);

  it('a donor who gave before registering claims the email, then sees their donations and impact', async () => {
    const email = uniqueEmail('donor');
    const [a, b] = [await createCampaign(), await createCampaign()];
    const paid1 = await createDonation({ campaignId: a.id, donorEmail: email, donorName: 'Ravi Kumar', donorMobile: '9123456789', amountPaise: 1_000_00 });
    const paid2 = await createDonation({ campaignId: a.id, donorEmail: email, donorName: 'Ravi Kumar', amountPaise: 250_00 });
    const paid3 = await createDonation({ campaignId: b.id, donorEmail: email, donorName: 'Ravi Kumar', amountPaise: 2_501_50 });
    const pending = await createDonation({ campaignId: b.id, donorEmail: email, donorName: 'Ravi Kumar', amountPaise: 9_999_00, status: 'pending' });
    const someoneElse = await createDonation({ campaignId: a.id, amountPaise: 7_00 });
    expect(await userByEmail(email)).toBeUndefined();

    const reset = await requestReset(email);
    expect(reset.body.data.message).toBe(m.resetSent);
    const [mail] = await messagesTo(email);
    expect(mail?.body).toContain('Ravi Kumar');
    const ok = await confirm(await readResetToken(email), 'Donor-password-1');
    expect(ok.status, ok.text).toBe(200);

    const user = await userByEmail(email);
    expect(user).toMatchObject({ email, role: 'user' });
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);

    const token = await loginAs({ email, password: 'Donor-password-1' });
    const list = await call<{ data: { id: number; status: string; amountPaise: number; campaignSlug: string; receiptRequested: boolean }[] }>(
      'GET',
      '/api/v1/me/donations',
      { token },
    );
    expect(list.status).toBe(200);
    const ids = list.body.data.map((d) => d.id);
    expect(ids.sort((x, y) => x - y)).toEqual([paid1.id, paid2.id, paid3.id, pending.id].sort((x, y) => x - y));
    expect(ids).not.toContain(someoneElse.id);
    expect(list.body.data.find((d) => d.id === paid3.id)).toMatchObject({
      amountPaise: 2_501_50,
      status: 'paid',
      campaignSlug: b.slug,
      receiptRequested: false,
    });

    const me = await call<{ data: { email: string; impact: { totalPaise: number; campaigns: number } } }>('GET', '/api/v1/me', { token });
    expect(me.status).toBe(200);
    expect(me.body.data.impact).toEqual({ totalPaise: 1_000_00 + 250_00 + 2_501_50, campaigns: 2 });

    // The 80G receipt: own paid donation yes, own pending one not yet, someone else's not found.
    const details = { pan: 'ABCDE1234F', address: '12 MG Road, Pune 411001' };
    expect((await call('POST', `/api/v1/me/donations/${paid1.id}/receipt-request`, { token, body: details })).status).toBe(200);
    // Asked again: the gift now carries both, so nothing more is needed.
    expect((await call('POST', `/api/v1/me/donations/${paid1.id}/receipt-request`, { token })).status).toBe(200);
    expect((await call('POST', `/api/v1/me/donations/${pending.id}/receipt-request`, { token })).status).toBe(409);
    expect((await call('POST', `/api/v1/me/donations/${someoneElse.id}/receipt-request`, { token })).status).toBe(404);
    expect((await call('POST', '/api/v1/me/donations/999999999/receipt-request', { token })).status).toBe(404);
    expect((await call('POST', '/api/v1/me/donations/abc/receipt-request', { token })).status).toBe(422);
    const after = await call<{ data: { id: number; receiptRequested: boolean }[] }>('GET', '/api/v1/me/donations', { token });
    expect(after.body.data.filter((d) => d.receiptRequested).map((d) => d.id)).toEqual([paid1.id]);

    expect((await call<{ data: unknown[] }>('GET', '/api/v1/me/subscriptions', { token })).body.data).toEqual([]);
  });

  it('is rate-limited per network (20 an hour)', async () => {
    const ip = nextIp();
    for (let i = 0; i < 20; i++) {
      const res = await call('POST', '/api/v1/auth/password-reset', { body: { email: uniqueEmail('nobody') }, ip });
      expect(res.status).toBe(200);
    }
    const res = await call('POST', '/api/v1/auth/password-reset', { body: { email: uniqueEmail('nobody') }, ip });
    expectError(res, 429, m.resetFailed);
  });

  it('builds the link from PUBLIC_URL, not from the Host header of the request', async () => {
    const configured = await buildTestApp({ PUBLIC_URL: 'https://sahyog.example' });
    try {
      const user = await registerUser();
      const res = await call('POST', '/api/v1/auth/password-reset', { app: configured.app, body: { email: user.email }, headers: { host: 'evil.example' } });
      expect(res.status).toBe(200);
      // The link is written by the queue of the app that took the request (its PUBLIC_URL).
      await configured.jobs.drain();
      const [mail] = await messagesTo(user.email);
      expect(mail?.body).toContain('https://sahyog.example/reset-password?token=');
      expect(mail?.body).not.toContain('evil.example');
    } finally {
      await configured.app.close();
    }
  });

  it('is rate-limited per address without telling (the answer stays the same)', async () => {
    const user = await registerUser();
    for (let i = 0; i < 7; i++) expect((await requestReset(user.email)).body.data.message).toBe(m.resetSent);
    expect(await messagesTo(user.email)).toHaveLength(5);
  });
});

describe('profile', () => {
  type Me = { id: number; fullName: string; phone: string; pan: string; pincode: string; role: string; email: string; impact?: unknown };

  it('GET /me shows the profile and a zero impact for a new account', async () => {
    const user = await registerUser({ fullName: 'Kavya Nair' });
    const token = await loginAs(user);
    const res = await call<{ data: Me }>('GET', '/api/v1/me', { token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: user.id, fullName: 'Kavya Nair', email: user.email, role: 'user', impact: { totalPaise: 0, campaigns: 0 } });
    expect(res.text).not.toContain('argon2');
  });

  it('PATCH /me saves name, phone, address and PAN', async () => {
    const user = await registerUser();
    const token = await loginAs(user);
    const patch = {
      fullName: '  Arjun Mehta ',
      phone: '9000000001',
      addressLine: '12 MG Road',
      city: 'Bengaluru',
      district: 'Bengaluru Urban',
      state: 'Karnataka',
      pincode: '560001',
      pan: 'abcde1234f',
    };
    const res = await call<{ data: Me }>('PATCH', '/api/v1/me', { token, body: patch });
    expect(res.status, res.text).toBe(200);
    const expected = { ...patch, fullName: 'Arjun Mehta', pan: 'ABCDE1234F' };
    expect(res.body.data).toMatchObject(expected);
    expect((await call<{ data: Me }>('GET', '/api/v1/me', { token })).body.data).toMatchObject(expected);
  });

  it('a bad PAN or PIN code is a 422 with field errors and nothing changes', async () => {
    const user = await registerUser();
    const token = await loginAs(user);
    const before = await userByEmail(user.email);
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [
        { city: 'Pune', pan: 'ABCD1234F', pincode: '41100' },
        { pan: m.panInvalid, pincode: m.pincodeInvalid },
      ],
      [{ city: 'Pune', pan: '1234567890' }, { pan: m.panInvalid }],
      [{ city: 'Pune', pincode: '4110011' }, { pincode: m.pincodeInvalid }],
      [{ city: 'Pune', pincode: 'abcdef' }, { pincode: m.pincodeInvalid }],
      [{ city: 'Pune', phone: '12345' }, { phone: m.phoneInvalid }],
      [{ city: 'Pune', fullName: '  ' }, { fullName: m.fullNameRequired }],
      [{ city: 'Pune', fullName: 'x'.repeat(101) }, { fullName: m.tooLong('Full Name', 100) }],
      [{ city: 'P'.repeat(81) }, { city: m.tooLong('City', 80) }],
    ];
    for (const [body, errors] of cases) {
      const res = await call<ErrorAnswer>('PATCH', '/api/v1/me', { token, body });
      expect.soft(res.status, JSON.stringify(body)).toBe(422);
      expect.soft(res.body.errors, JSON.stringify(body)).toEqual(errors);
    }
    expect(await userByEmail(user.email)).toEqual(before);
  });

  it('cannot change the email, role or password through PATCH /me', async () => {
    const user = await registerUser();
    const token = await loginAs(user);
    const before = await userByEmail(user.email);
    const res = await call<{ data: Me }>('PATCH', '/api/v1/me', {
      token,
      body: { city: 'Pune', role: 'admin', email: uniqueEmail('other'), passwordHash: 'x', failedLogins: 99 },
    });
    expect(res.status).toBe(200);
    const after = await userByEmail(user.email);
    expect(after).toMatchObject({ role: 'user', email: user.email, passwordHash: before?.passwordHash, failedLogins: 0, city: 'Pune' });
    expect((await call('GET', '/api/v1/admin/users', { token })).status).toBe(403);
  });
});

describe('staff console reads', () => {
  it('lists accounts newest first without password hashes and counts them', async () => {
    const staff = await registerUser({ role: 'staff' });
    const fresh = await registerUser();
    const token = await loginAs(staff);
    const users = await call<{ data: { id: number; email: string }[] }>('GET', '/api/v1/admin/users', { token });
    expect(users.status).toBe(200);
    expect(users.body.data.map((u) => u.email)).toContain(fresh.email);
    expect(users.text).not.toContain('argon2');
    const summary = await call<{ data: { users: number } }>('GET', '/api/v1/admin/summary', { token });
    expect(summary.status).toBe(200);
    expect(summary.body.data.users).toBe((await counts()).users);
  });

  it('counts an account registered here at once, though the summary keeps its counts for a while', async () => {
    const staff = await registerUser({ role: 'staff' });
    const token = await loginAs(staff);
    const summary = async () => (await call<{ data: { users: number } }>('GET', '/api/v1/admin/summary', { token })).body.data.users;
    // Counts taken within 250 ms of a change are not kept (the change may not be committed yet).
    await new Promise((r) => setTimeout(r, 300));
    const before = await summary();
    // Kept: an account written past the app is not counted yet (another process's, within 30 s).
    await registerUser();
    await new Promise((r) => setTimeout(r, 300));
    expect(await summary()).toBe(before);
    // Registered through the app: the count is dropped and taken again.
    const { challengeId, otp } = await startRegistration();
    expect((await verify(challengeId, otp)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    expect(await summary()).toBe((await counts()).users);
  });
});
