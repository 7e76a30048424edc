// Issue 6, tried as an attacker would: who can claim an email (and its donations), what a code
// sent to a mobile proves, how many guesses a registration allows, who a wrong password locks
// out, what a reset request gives away, what the message log keeps, and what text is refused.
import { accountMessages as m, messages, OTP_MAX_ATTEMPTS, OTP_MAX_TOTAL_ATTEMPTS, textMessages } from '@sahyog/core';
import { schema as s } from '@sahyog/db';
import { and, eq, like, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginSource } from '../../apps/server/src/modules/auth/service.ts';
import { messagingService } from '../../apps/server/src/modules/messaging/service.ts';
import { registerErrorHandling } from '../../apps/server/src/platform/error-handler.ts';
import { dbJobQueue } from '../../apps/server/src/platform/jobs.ts';
import type { OutgoingMessage, Transport } from '../../apps/server/src/platform/transports.ts';
import {
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
  uniquePhone,
  wrongOtp,
} from '../support/accounts.ts';
import { buildTestApp, getApp, getTestApp } from '../support/app.ts';
import { getDb } from '../support/db.ts';
import { createDonation } from '../support/factories.ts';

beforeAll(async () => {
  await getApp();
});

type Answer<T = Record<string, unknown>> = { success: boolean; message: string; data: T; errors?: Record<string, string> };
type ChallengeData = { challengeId: string; resendAfterSeconds: number };
type Me = { email: string; phone: string; phoneVerified: boolean; impact: { totalPaise: number } };

const register = (form: Record<string, unknown>) => call<Answer<ChallengeData>>('POST', '/api/v1/auth/register', { body: form });
const verifyRegistration = (challengeId: string, otp: string) => call<Answer>('POST', '/api/v1/auth/register/verify', { body: { challengeId, otp } });
const startPhone = (token: string) => call<Answer<ChallengeData>>('POST', '/api/v1/me/phone/verification', { token });
const confirmPhone = (token: string, challengeId: string, otp: string) =>
  call<Answer<Me>>('POST', '/api/v1/me/phone/verification/confirm', { token, body: { challengeId, otp } });
const me = async (token: string) => (await call<Answer<Me>>('GET', '/api/v1/me', { token })).body.data;
const login = (email: string, password: string, ip: string) => call<LoginAnswer>('POST', '/api/v1/auth/login', { body: { email, password }, ip });

/** The code in the newest SMS to `phone`. */
async function readSmsOtp(phone: string): Promise<string> {
  const [sms] = (await messagesTo(phone)).filter((msg) => msg.channel === 'sms');
  const code = sms?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no OTP SMS to ${phone}`);
  return code;
}

async function setLastSent(challengeId: string, msAgo: number) {
  const db = await getDb();
  await db
    .update(s.otpChallenges)
    .set({ lastSentAt: new Date(Date.now() - msAgo) })
    .where(eq(s.otpChallenges.id, challengeId));
}

/** As if the last SMS to this donor went out more than 30 s ago. */
async function allowResend(email: string) {
  const db = await getDb();
  await db
    .update(s.otpChallenges)
    .set({ lastSentAt: new Date(Date.now() - 31_000) })
    .where(eq(s.otpChallenges.email, email));
}

async function userRow(email: string) {
  const db = await getDb();
  const [row] = await db.select().from(s.users).where(eq(s.users.email, email)).limit(1);
  return row;
}

describe('an email, and the donations made with it, go only to whoever reads its mailbox', () => {
  it('a stranger who registers someone else’s email with their own mobile receives nothing that completes it', async () => {
    const victim = uniqueEmail('victim');
    const gift = await createDonation({ donorEmail: victim, donorName: 'Victim Donor', amountPaise: 5_000_00 });
    const attackerPhone = uniquePhone();
    const form = registrationForm({ email: victim, phone: attackerPhone, fullName: 'Attacker' });
    const res = await register(form);
    expect(res.status, res.text).toBe(200);

    // Nothing reaches the stranger's mobile; the only code went to the victim's mailbox.
    expect(await messagesTo(attackerPhone)).toHaveLength(0);
    const mailed = await readOtp(victim);

    // The stranger can only guess, and the guesses run out long before the code space does.
    const { challengeId } = res.body.data;
    for (let i = 0; i < OTP_MAX_ATTEMPTS; i++) await verifyRegistration(challengeId, wrongOtp(mailed));
    expect((await verifyRegistration(challengeId, mailed)).status).toBe(429);
    expect(await userRow(victim)).toBeUndefined();

    // The real owner registers with the code from their mailbox and sees their gift.
    const own = await register(registrationForm({ email: victim, fullName: 'Victim Donor' }));
    const done = await verifyRegistration(own.body.data.challengeId, await readOtp(victim));
    expect(done.status, done.text).toBe(200);
    const token = await loginAs({ email: victim, password: DEFAULT_PASSWORD });
    const list = await call<Answer<{ id: number }[]>>('GET', '/api/v1/me/donations', { token });
    expect(list.body.data.map((d) => d.id)).toEqual([gift.id]);
  });

  it('a new account’s mobile is not verified until the code sent to it by SMS comes back', async () => {
    const form = registrationForm();
    const started = await register(form);
    await verifyRegistration(started.body.data.challengeId, await readOtp(form.email));
    const token = await loginAs({ email: form.email, password: DEFAULT_PASSWORD });
    expect(await me(token)).toMatchObject({ phone: form.phone, phoneVerified: false });

    const sent = await startPhone(token);
    expect(sent.status, sent.text).toBe(200);
    const code = await readSmsOtp(String(form.phone));
    // The SMS code is the mobile's alone: nothing new went to the mailbox.
    expect((await messagesTo(form.email)).filter((msg) => msg.body.includes(code))).toHaveLength(0);

    const wrong = await confirmPhone(token, sent.body.data.challengeId, wrongOtp(code));
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors?.otp).toBe(m.otpWrong);
    expect((await me(token)).phoneVerified).toBe(false);

    const ok = await confirmPhone(token, sent.body.data.challengeId, code);
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body.data.phoneVerified).toBe(true);
    expect((await me(token)).phoneVerified).toBe(true);
    // Spent, and nothing more to verify.
    expect((await confirmPhone(token, sent.body.data.challengeId, code)).status).toBe(410);
    expect((await startPhone(token)).status).toBe(409);
  });

  it('the email’s code does not verify the mobile, and the mobile’s code does not finish a registration', async () => {
    const user = await registerUser();
    const token = await loginAs(user);
    const phoneChallenge = (await startPhone(token)).body.data.challengeId;
    const smsCode = await readSmsOtp(user.phone);

    // A registration in progress for another address: its challenge and code are no use for the phone…
    const form = registrationForm();
    const reg = (await register(form)).body.data.challengeId;
    const mailCode = await readOtp(form.email);
    expect((await confirmPhone(token, reg, mailCode)).status).toBe(410);
    // …and the phone's challenge cannot create an account.
    expect((await verifyRegistration(phoneChallenge, smsCode)).status).toBe(410);
    expect((await me(token)).phoneVerified).toBe(false);
  });

  it('another donor’s phone challenge is gone for you, and their number stays unverified', async () => {
    const owner = await registerUser();
    const stranger = await registerUser();
    const ownerToken = await loginAs(owner);
    const strangerToken = await loginAs(stranger);
    const challenge = (await startPhone(ownerToken)).body.data.challengeId;
    const code = await readSmsOtp(owner.phone);
    const stolen = await confirmPhone(strangerToken, challenge, code);
    expect(stolen.status).toBe(410);
    expect((await me(strangerToken)).phoneVerified).toBe(false);
    expect((await me(ownerToken)).phoneVerified).toBe(false);
  });

  it('changing the mobile drops its verification, and a code sent to the old number cannot verify the new one', async () => {
    const user = await registerUser();
    const token = await loginAs(user);
    const first = (await startPhone(token)).body.data.challengeId;
    expect((await confirmPhone(token, first, await readSmsOtp(user.phone))).status).toBe(200);

    // Saving the same number again keeps its verification; a new number drops it.
    const same = await call<Answer<Me>>('PATCH', '/api/v1/me', { token, body: { phone: user.phone, city: 'Pune' } });
    expect(same.body.data).toMatchObject({ phone: user.phone, phoneVerified: true });
    const second = uniquePhone();
    const changed = await call<Answer<Me>>('PATCH', '/api/v1/me', { token, body: { phone: second } });
    expect(changed.body.data).toMatchObject({ phone: second, phoneVerified: false });

    // A code sent to the second number, then the number changes before the code is used.
    await allowResend(user.email);
    const pending = (await startPhone(token)).body.data.challengeId;
    const code = await readSmsOtp(second);
    await call('PATCH', '/api/v1/me', { token, body: { phone: uniquePhone() } });
    const late = await confirmPhone(token, pending, code);
    expect(late.status).toBe(409);
    expect(late.body.errors?.otp).toBe(m.phoneChanged);
    expect((await me(token)).phoneVerified).toBe(false);
  });

  it('an SMS is sent at most every 30 seconds, and not without a number', async () => {
    const user = await registerUser();
    const token = await loginAs(user);
    expect((await startPhone(token)).status).toBe(200);
    const early = await startPhone(token);
    expect(early.status).toBe(429);
    expect(early.body.message).toBe(m.otpResendWait);
    expect((await messagesTo(user.phone)).filter((msg) => msg.channel === 'sms')).toHaveLength(1);

    const noPhone = await registerUser({ phone: '' });
    const res = await startPhone(await loginAs(noPhone));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(m.phoneMissing);
  });
});

describe('OTP guesses are capped per registration, not per code', () => {
  it(`a resend gives a new code but never more than ${OTP_MAX_TOTAL_ATTEMPTS} guesses in all`, async () => {
    const form = registrationForm();
    const { challengeId } = (await register(form)).body.data;
    let code = await readOtp(form.email);
    let guesses = 0;
    const resend = async () => {
      await setLastSent(challengeId, 31_000);
      return call<Answer<ChallengeData>>('POST', '/api/v1/auth/register/resend', { body: { challengeId } });
    };
    while (guesses < OTP_MAX_TOTAL_ATTEMPTS) {
      for (let i = 0; i < OTP_MAX_ATTEMPTS && guesses < OTP_MAX_TOTAL_ATTEMPTS; i++, guesses++) {
        expect((await verifyRegistration(challengeId, wrongOtp(code))).status).toBe(422);
      }
      if (guesses < OTP_MAX_TOTAL_ATTEMPTS) {
        expect((await resend()).status).toBe(200);
        code = await readOtp(form.email);
      }
    }
    // Out of guesses: the right code is refused, and no new code is sent.
    const right = await verifyRegistration(challengeId, code);
    expect(right.status).toBe(429);
    expect(right.body.message).toBe(m.otpExhausted);
    const more = await resend();
    expect(more.status).toBe(429);
    expect(more.body.message).toBe(m.otpExhausted);
    expect(await userRow(form.email)).toBeUndefined();
  });
});

describe('wrong passwords lock out their source, not the owner', () => {
  it('a stranger’s five wrong passwords lock the stranger out; the owner elsewhere still signs in', async () => {
    const owner = await registerUser();
    const stranger = nextIp();
    for (let i = 0; i < 5; i++) await login(owner.email, `guess-${i}`, stranger);
    expect((await login(owner.email, owner.password, stranger)).status).toBe(429);
    expect((await login(owner.email, owner.password, nextIp())).status).toBe(200);
  }, 30_000);

  it('many sources together slow the account down but never lock the owner out', async () => {
    const owner = await registerUser();
    for (let i = 0; i < 25; i++) expect((await login(owner.email, `guess-${i}`, nextIp())).status).toBe(401);
    expect((await login(owner.email, owner.password, nextIp())).status).toBe(200);
  }, 60_000);

  it('an IPv6 client is one source per /64, so rotating addresses buys no more guesses', async () => {
    const owner = await registerUser();
    const net = `2001:db8:${(Date.now() % 65_000).toString(16)}:7`;
    for (let i = 1; i <= 5; i++) await login(owner.email, 'wrong', `${net}::${i.toString(16)}`);
    expect((await login(owner.email, owner.password, `${net}::abcd`)).status).toBe(429);
    expect((await login(owner.email, owner.password, `${net.replace(/:7$/, ':8')}::1`)).status).toBe(200);
  }, 30_000);

  it('groups addresses as expected', () => {
    expect(loginSource('203.0.113.9')).toBe('203.0.113.9');
    expect(loginSource('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(loginSource('2001:db8:0:7::1')).toBe(loginSource('2001:0db8:0000:0007:ffff:1:2:3'));
    expect(loginSource('2001:db8:0:7::1')).not.toBe(loginSource('2001:db8:0:8::1'));
    expect(loginSource('::1')).toBe(loginSource('0:0:0:0:0:0:0:1'));
  });
});

describe('password reset links', () => {
  it('using one link cancels the donor’s other outstanding links', async () => {
    const user = await registerUser();
    await call('POST', '/api/v1/auth/password-reset', { body: { email: user.email } });
    const first = await readResetToken(user.email);
    await call('POST', '/api/v1/auth/password-reset', { body: { email: user.email } });
    const second = await readResetToken(user.email);
    expect(second).not.toBe(first);
    const body = (token: string, password: string) => ({ token, password, confirmPassword: password });
    expect((await call('POST', '/api/v1/auth/password-reset/confirm', { body: body(second, 'Second-password-1') })).status).toBe(200);
    const old = await call<Answer>('POST', '/api/v1/auth/password-reset/confirm', { body: body(first, 'First-password-1') });
    expect(old.status).toBe(410);
    expect(old.body.message).toBe(m.resetLinkInvalid);
    expect((await login(user.email, 'Second-password-1', nextIp())).status).toBe(200);
  });

  it('the request is answered before anything is looked up: known and unknown emails leave the same trace', async () => {
    const { jobs } = await getTestApp();
    await jobs.drain();
    const db = await getDb();
    const known = await registerUser();
    const unknown = uniqueEmail('nobody');
    const traces = [];
    for (const email of [known.email, unknown]) {
      const res = await call<Answer<{ message: string }>>('POST', '/api/v1/auth/password-reset', { body: { email } });
      expect(res.status).toBe(200);
      expect(res.body.data.message).toBe(m.resetSent);
      const queued = await db
        .select({ queue: s.jobs.queue, payload: s.jobs.payload })
        .from(s.jobs)
        .where(and(sql`${s.jobs.doneAt} is null`, like(sql`${s.jobs.payload}::text`, `%${email}%`)));
      const [links] = await db.select({ n: sql<number>`count(*)::int` }).from(s.passwordResets).where(eq(s.passwordResets.email, email));
      traces.push({ queued: queued.map((q) => ({ queue: q.queue, keys: Object.keys(q.payload).sort() })), links: links?.n });
    }
    // Same work done before answering: one queued job of one kind, no link yet.
    expect(traces[0]).toEqual(traces[1]);
    expect(traces[0]?.queued).toHaveLength(1);
    expect(traces[0]?.links).toBe(0);
    // Only once the queue runs does the known address get its email.
    expect((await messagesTo(known.email)).length).toBe(1);
    expect(await messagesTo(unknown)).toHaveLength(0);
  });
});

describe('the message log never keeps a usable secret in production', () => {
  const production = {
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://give.example.org',
    SMTP_URL: 'smtp://127.0.0.1:9',
    SMS_GATEWAY_URL: 'http://127.0.0.1:9/sms',
    ADMIN_EMAIL: 'ops@example.test',
    ADMIN_PASSWORD: 'a-long-admin-password',
  };

  it('OTP emails and reset links are stored redacted', async () => {
    const prod = await buildTestApp(production);
    try {
      const form = registrationForm();
      const reg = await call('POST', '/api/v1/auth/register', { app: prod.app, body: form });
      expect(reg.status, reg.text).toBe(200);
      const user = await registerUser();
      await call('POST', '/api/v1/auth/password-reset', { app: prod.app, body: { email: user.email } });
      // Runs the reset job; the deliveries then fail (no SMTP server here) and wait for a retry.
      await prod.jobs.drain();
      const db = await getDb();
      const rows = await db
        .select({ subject: s.messages.subject, body: s.messages.body, recipient: s.messages.recipient })
        .from(s.messages)
        .where(sql`${s.messages.recipient} in (${form.email}, ${user.email})`);
      expect(rows).toHaveLength(2);
      for (const row of rows) {
        expect(`${row.subject}\n${row.body}`, row.recipient).not.toMatch(/\b\d{6}\b/);
        expect(row.body, row.recipient).not.toContain('token=');
        expect(row.body, row.recipient).toContain('[hidden]');
      }
    } finally {
      await prod.app.close();
    }
  });

  it('the real text reaches the transport, then is wiped from the log', async () => {
    const db = await getDb();
    const delivered: OutgoingMessage[] = [];
    const recording: Transport = { name: 'smtp', send: async (msg) => void delivered.push(msg) };
    const jobs = dbJobQueue(db, { error: () => {} });
    const messaging = messagingService(db, jobs, { email: recording, sms: recording, whatsapp: recording }, { redactSecrets: true });
    const to = uniqueEmail('secret');
    const id = await messaging.send('email', to, 'register-otp-email', { site: 'Sahyog', name: 'Asha', code: '493817', minutes: '10' });
    await jobs.drain();
    expect(delivered.find((msg) => msg.to === to)?.body).toContain('493817');
    const [row] = await db.select().from(s.messages).where(eq(s.messages.id, id));
    expect(row?.status).toBe('sent');
    expect(JSON.stringify(row)).not.toContain('493817');
  });
});

describe('control characters are refused with a field error and write nothing', () => {
  const controls = ['\u0000', '\u0007', '\u001b', '\u007f', '\n'];

  it('in every account field, signed out and signed in', async () => {
    const user = await registerUser();
    const token = await loginAs(user);
    const cases: { url: string; method: 'POST' | 'PATCH'; field: string; label: string; body: (bad: string) => Record<string, unknown> }[] = [
      ...(['fullName', 'email', 'phone', 'password'] as const).map((field) => ({
        url: '/api/v1/auth/register',
        method: 'POST' as const,
        field,
        label: { fullName: 'Full Name', email: 'Email', phone: 'Mobile Number', password: 'Password' }[field],
        body: (bad: string) => {
          const form = registrationForm();
          return { ...form, [field]: `${String(form[field]).slice(0, 3)}${bad}${String(form[field]).slice(3)}`, confirmPassword: form.password };
        },
      })),
      { url: '/api/v1/auth/login', method: 'POST', field: 'email', label: 'Email', body: (bad) => ({ email: `a${bad}@example.test`, password: 'x' }) },
      { url: '/api/v1/auth/login', method: 'POST', field: 'password', label: 'Password', body: (bad) => ({ email: user.email, password: `pass${bad}word` }) },
      { url: '/api/v1/auth/password-reset', method: 'POST', field: 'email', label: 'Email', body: (bad) => ({ email: `${user.email}${bad}` }) },
      ...(['fullName', 'city', 'addressLine', 'pan', 'pincode'] as const).map((field) => ({
        url: '/api/v1/me',
        method: 'PATCH' as const,
        field,
        label: { fullName: 'Full Name', city: 'City', addressLine: 'Address', pan: 'PAN', pincode: 'PIN code' }[field],
        body: (bad: string) => ({ [field]: `ab${bad}` }),
      })),
    ];
    const db = await getDb();
    const countChallenges = async () => (await db.select({ n: sql<number>`count(*)::int` }).from(s.otpChallenges))[0]?.n;
    const challengesBefore = await countChallenges();
    const before = await userRow(user.email);
    for (const c of cases) {
      for (const bad of controls) {
        const res = await call<Answer>(c.method, c.url, { body: c.body(bad), ...(c.method === 'PATCH' ? { token } : {}) });
        const label = `${c.method} ${c.url} ${c.field} with U+${bad.charCodeAt(0).toString(16).padStart(4, '0')}`;
        expect.soft(res.status, `${label}: ${res.text.slice(0, 200)}`).toBe(422);
        expect.soft(res.body?.errors?.[c.field], label).toBe(textMessages.controlCharacters(c.label));
      }
    }
    const after = await userRow(user.email);
    expect(after).toEqual(before);
    expect(await countChallenges()).toBe(challengesBefore);
  });

  it('a NUL byte that escapes the schemas is still a 422 without SQL, never a 500', async () => {
    const db = await getDb();
    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    app.post('/test-only/unchecked', async (req) => {
      await db.execute(sql`select ${String((req.body as { name: string }).name)}::text`);
      return { ok: true };
    });
    const res = await app.inject({ method: 'POST', url: '/test-only/unchecked', payload: { name: 'Asha\u0000' } });
    await app.close();
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ success: false, code: 'unstorable_text', message: messages.unstorableText, errors: { _: messages.unstorableText } });
    expect(res.body).not.toMatch(/select|0x00|\$1/i);
  });

  it('an OTP with a NUL byte is a field error, not a guess', async () => {
    const form = registrationForm();
    const { challengeId } = (await register(form)).body.data;
    const res = await verifyRegistration(challengeId, '12345\u0000');
    expect(res.status).toBe(422);
    expect(res.body.errors?.otp).toBe(textMessages.controlCharacters('OTP'));
    const db = await getDb();
    const [row] = await db.select({ attempts: s.otpChallenges.totalAttempts }).from(s.otpChallenges).where(eq(s.otpChallenges.id, challengeId));
    expect(row?.attempts).toBe(0);
  });
});
