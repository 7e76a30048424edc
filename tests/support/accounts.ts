// Accounts helpers: users written straight to the database, sign-in through the API, requests
// with a token or cookie, and the OTPs and reset links read back from the dev outbox.
//
// The app's rate limiters (login, register, reset: per IP and per address) live in memory for
// the whole worker, so every helper here sends from a fresh client address (`nextIp()`) and
// tests use fresh email addresses (`uniqueEmail()`): no test can use up another's allowance.
import { hash } from '@node-rs/argon2';
import type { OutboxMessage, PublicUser, Role } from '@sahyog/core';
import { schema as s } from '@sahyog/db';
import type { FastifyInstance } from 'fastify';
import { getTestApp } from './app.ts';
import { getDb } from './db.ts';
import { unique } from './factories.ts';

export const DEFAULT_PASSWORD = 'Correct-Horse-42';

let ipSeq = 0;
/** A client address no other request in this worker has used (10.x.y.z). */
export function nextIp(): string {
  ipSeq += 1;
  return `10.${(ipSeq >> 16) & 255}.${(ipSeq >> 8) & 255}.${ipSeq & 255}`;
}

/** A lowercase address no other test (or earlier run against the same server) uses. */
export function uniqueEmail(prefix = 'user'): string {
  return `${unique(prefix)}@example.test`.toLowerCase();
}

/** A random 10-digit Indian mobile number. */
export function uniquePhone(): string {
  return `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
}

export interface TestUser {
  id: number;
  email: string;
  password: string;
  role: Role;
  fullName: string;
  phone: string;
}

/** Creates an account directly in the database (argon2id hash, as the app stores them). */
export async function registerUser(opts: { email?: string; role?: Role; password?: string; fullName?: string; phone?: string } = {}): Promise<TestUser> {
  const db = await getDb();
  const email = (opts.email ?? uniqueEmail(opts.role ?? 'user')).toLowerCase();
  const password = opts.password ?? DEFAULT_PASSWORD;
  const role = opts.role ?? 'user';
  const fullName = opts.fullName ?? `Test ${role}`;
  const phone = opts.phone ?? uniquePhone();
  const [row] = await db
    .insert(s.users)
    .values({ email, fullName, phone, role, passwordHash: await hash(password) })
    .returning({ id: s.users.id });
  if (!row) throw new Error('user insert returned nothing');
  return { id: row.id, email, password, role, fullName, phone };
}

export interface ApiResponse<T = Record<string, unknown>> {
  status: number;
  body: T;
  text: string;
  /** The bytes as sent (a PDF, a photo). */
  raw: Buffer;
  headers: Record<string, unknown>;
}

export interface CallOptions {
  body?: unknown;
  /** Sent as Authorization: Bearer <token>. */
  token?: string;
  /** Sent as the session cookie `sid`. */
  cookie?: string;
  headers?: Record<string, string>;
  /** Client address; a fresh one by default so rate limits never bleed between tests. */
  ip?: string;
  /** Another app instance (buildTestApp); the worker's app by default. */
  app?: FastifyInstance;
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * A page form POSTed as a browser sends it (multipart, the boundary FormData chose), signed in with
 * `token`, from a new address: the pages' actions read request.formData().
 */
export async function postMultipart(url: string, token: string, fd: FormData) {
  const req = new Request('http://localhost/', { method: 'POST', body: fd });
  const { app } = await getTestApp();
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': req.headers.get('content-type') ?? '', authorization: `Bearer ${token}` },
    payload: Buffer.from(await req.arrayBuffer()),
    remoteAddress: nextIp(),
  });
}

/** One request through app.inject(); the body is parsed when the answer is JSON. */
export async function call<T = Record<string, unknown>>(method: Method, url: string, opts: CallOptions = {}): Promise<ApiResponse<T>> {
  const app = opts.app ?? (await getTestApp()).app;
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token !== undefined) headers.authorization = `Bearer ${opts.token}`;
  if (opts.cookie !== undefined) headers.cookie = `sid=${opts.cookie}`;
  const res = await app.inject({
    method,
    url,
    headers,
    remoteAddress: opts.ip ?? nextIp(),
    ...(opts.body !== undefined ? { payload: opts.body as Record<string, unknown> } : {}),
  });
  const json = String(res.headers['content-type'] ?? '').includes('json');
  return { status: res.statusCode, body: (json ? JSON.parse(res.body) : undefined) as T, text: res.body, raw: res.rawPayload, headers: res.headers };
}

export interface LoginAnswer {
  success: boolean;
  message: string;
  api_token: string;
  data: PublicUser;
}

/** The API's answer as tests read it: the envelope, with the code and field errors of a refusal. */
export type Answer<T = unknown> = { success: boolean; code?: string; message: string; data: T; errors?: Record<string, string> };

/** Signs in through POST /api/v1/auth/login and returns the bearer token. */
export async function loginAs(user: { email: string; password: string }, opts: { app?: FastifyInstance } = {}): Promise<string> {
  const res = await call<LoginAnswer>('POST', '/api/v1/auth/login', { body: { email: user.email, password: user.password }, ...opts });
  if (res.status !== 200) throw new Error(`login as ${user.email} answered ${res.status}: ${res.text.slice(0, 300)}`);
  return res.body.api_token;
}

export type { OutboxMessage };

/** Delivers queued messages, then lists the dev outbox (newest first). */
export async function outbox(): Promise<OutboxMessage[]> {
  const { jobs } = await getTestApp();
  await jobs.drain();
  const res = await call<{ data: OutboxMessage[] }>('GET', '/api/v1/dev/outbox');
  if (res.status !== 200) throw new Error(`outbox answered ${res.status}: ${res.text.slice(0, 300)}`);
  return res.body.data;
}

/** Messages sent to one recipient (email address or mobile number), newest first. */
export async function messagesTo(recipient: string): Promise<OutboxMessage[]> {
  return (await outbox()).filter((msg) => msg.recipient === recipient);
}

/** The OTP in the newest registration email to `email`. */
export async function readOtp(email: string): Promise<string> {
  const [latest] = (await messagesTo(email)).filter((msg) => msg.channel === 'email' && /verification code/.test(msg.subject));
  const code = latest?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no OTP email for ${email} in the outbox`);
  return code;
}

/** The token in the newest password-reset email to `email`. */
export async function readResetToken(email: string): Promise<string> {
  const [latest] = (await messagesTo(email)).filter((msg) => msg.channel === 'email' && msg.body.includes('/reset-password?token='));
  const token = latest?.body.match(/\/reset-password\?token=([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`no reset link for ${email} in the outbox`);
  return token;
}

/** A valid registration form for a fresh address. */
export function registrationForm(overrides: Record<string, unknown> = {}) {
  return {
    fullName: 'Asha Rao',
    email: uniqueEmail('register'),
    phone: uniquePhone(),
    password: DEFAULT_PASSWORD,
    confirmPassword: DEFAULT_PASSWORD,
    country: 'India',
    ...overrides,
  };
}

/** A different 6-digit code than `otp`. */
export function wrongOtp(otp: string): string {
  return String((Number(otp) + 1) % 1_000_000).padStart(6, '0');
}

/** A new account with `role`, signed in: its id and bearer token (the console's tests act as it). */
export async function signedIn(role: Role): Promise<{ id: number; token: string }> {
  const user = await registerUser({ role });
  return { id: user.id, token: await loginAs(user) };
}
