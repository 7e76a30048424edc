// All configuration, read once at start-up. A bad value stops the process with its name.
import { createPrivateKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { DELIVERY_ASSUMED_DAYS_DEFAULT, isEmailAddress } from '@sahyog/core';
import { z } from 'zod';

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  // Default depends on NODE_ENV (see loadConfig): a laptop's dev server stays private.
  HOST: z.string().min(1).optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'PUBLIC_URL must be an http:// or https:// URL' }).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Rate-limit counters (logins, OTPs, resets) on this Redis, shared by every app process; in memory without it. */
  REDIS_URL: z.url({ protocol: /^rediss?$/, hostname: /./, error: 'REDIS_URL must be a redis:// or rediss:// URL' }).optional(),
  /** Namespace of the counters' keys in Redis, so several sites can share one server. */
  REDIS_KEY_PREFIX: z.string().min(1).default('sahyog:rl'),
  DATA_DIR: z.string().default('./data'),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  /** Rows read per query while a CSV export streams (decision 0037); tests make it small to cross batches. */
  EXPORT_BATCH_ROWS: z.coerce.number().int().min(1).max(10_000).default(1000),
  SEED_DEMO: z.enum(['auto', 'always', 'never']).default('auto'),
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
  /** After PAGE_CACHE_SECONDS an entry is still served (once per renewal) while one render renews it. */
  PAGE_CACHE_STALE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // The same one-address rule as every form (core/input.ts): the first admin signs in with it.
  ADMIN_EMAIL: z.string().refine(isEmailAddress, 'ADMIN_EMAIL must be an email address').optional(),
  ADMIN_PASSWORD: z.string().min(12, 'ADMIN_PASSWORD must be at least 12 characters').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().default('Sahyog Seva Foundation <no-reply@sahyog.example>'),
  /**
   * DKIM: emails sent over SMTP carry a DKIM-Signature of this domain (d=) and selector (s=),
   * made with this RSA private key (PEM text, `\n` for its line breaks, or the path of a PEM
   * file). All three or none; the public key is published at <selector>._domainkey.<domain>.
   */
  DKIM_DOMAIN: z
    .string()
    .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i, 'DKIM_DOMAIN must be a domain name like example.org')
    .optional(),
  DKIM_SELECTOR: z
    .string()
    .regex(/^[a-z0-9]([a-z0-9._-]{0,61}[a-z0-9])?$/i, 'DKIM_SELECTOR must be a DNS label like mail2026')
    .optional(),
  DKIM_PRIVATE_KEY: z.string().min(1).optional(),
  SMS_GATEWAY_URL: z.url('SMS_GATEWAY_URL must be a URL').optional(),
  SMS_GATEWAY_TOKEN: z.string().optional(),
  /**
   * WhatsApp Cloud API (decision 0064): the system user's token, the sending number's id, the
   * app secret that signs webhooks (X-Hub-Signature-256) and the token Meta echoes when the
   * webhook is subscribed. Unset, WhatsApp messages go to the dev outbox as SMS do.
   */
  WHATSAPP_TOKEN: z.string().min(1).optional(),
  WHATSAPP_PHONE_ID: z
    .string()
    .regex(/^[0-9]{5,30}$/, 'WHATSAPP_PHONE_ID must be the phone number id (digits only)')
    .optional(),
  WHATSAPP_APP_SECRET: z.string().min(1).optional(),
  WHATSAPP_VERIFY_TOKEN: z.string().min(1).optional(),
  /** The Graph API's origin and version; tests point it at a local stand-in. */
  WHATSAPP_API_URL: z.url({ protocol: /^https?$/, error: 'WHATSAPP_API_URL must be an http:// or https:// URL' }).default('https://graph.facebook.com/v21.0'),
  DEV_OUTBOX: z.enum(['open', 'staff', 'off']).optional(),
  /** Lets a Prometheus scraper read /metrics in production with Authorization: Bearer. */
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  /** Razorpay takes payments when all three are set; otherwise UPI QR (and, outside production, the simulator). */
  RAZORPAY_KEY_ID: z.string().min(1).optional(),
  RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Razorpay's API origin: only for a local stand-in of the gateway (tests) or an egress proxy. */
  RAZORPAY_API_URL: z.url().optional(),
  /**
   * Vendors' withdrawals are paid through RazorpayX when all four are set (decision 0051): the API
   * keys, the foundation's RazorpayX account number payouts leave from, and the secret its payout
   * webhooks are signed with. Unset: staff pay by bank transfer and record the UTR.
   */
  RAZORPAYX_KEY_ID: z.string().min(1).optional(),
  RAZORPAYX_KEY_SECRET: z.string().min(1).optional(),
  RAZORPAYX_ACCOUNT_NUMBER: z
    .string()
    .regex(/^[0-9]{5,35}$/, 'RAZORPAYX_ACCOUNT_NUMBER must be the RazorpayX account number (digits only)')
    .optional(),
  RAZORPAYX_WEBHOOK_SECRET: z.string().min(1).optional(),
  /**
   * The shared secret the mail provider's inbound webhook (or the postfix pipe) sends with each
   * raw email to POST /api/v1/support/inbound-email, as "Authorization: Bearer …". Unset, the
   * endpoint refuses every message in production; elsewhere it takes DEV_INBOUND_MAIL_SECRET.
   */
  SUPPORT_INBOUND_SECRET: z.string().min(24, 'SUPPORT_INBOUND_SECRET must be at least 24 characters').optional(),
  /** RazorpayX's API origin; tests point it at a local stand-in. */
  RAZORPAYX_API_URL: z.url({ protocol: /^https?$/, error: 'RAZORPAYX_API_URL must be an http:// or https:// URL' }).default('https://api.razorpay.com'),
  /** The local payment simulator: on by default outside production, never in production. */
  PAYMENT_SIMULATOR: z.enum(['on', 'off']).optional(),
  /** The most one donation may total, in rupees (tip and urgent-cause support included). */
  DONATION_LIMIT_RUPEES: z.coerce.number().int().min(300).max(1_00_00_00_000).default(10_00_000),
  /** New orders per minute from one address (IPv6 by /64). */
  ORDER_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(30),
  /** Shop purchases one account may leave unpaid at once (each holds its stock; decision 0056). */
  SHOP_OPEN_PURCHASES_PER_ACCOUNT: z.coerce.number().int().min(1).max(1000).default(3),
  /** Shop purchases one network (an IPv4 address, an IPv6 /64) may leave unpaid at once. */
  SHOP_OPEN_PURCHASES_PER_NETWORK: z.coerce.number().int().min(1).max(100_000).default(10),
  /** Checkouts an hour from one account, and from one network (each counted on its own). */
  SHOP_CHECKOUT_RATE_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(20),
  /** How long a UPI purchase with a typed UTR holds its stock for staff to verify, in hours. */
  SHOP_UTR_HOLD_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 14)
    .default(24),
  /** Login attempts from one address per 15 minutes (an office behind one address may need more). */
  LOGIN_RATE_PER_15_MINUTES: z.coerce.number().int().min(5).max(100_000).default(50),
  /** New accounts asked for from one address per hour (a college's lab behind one address may need more). */
  REGISTER_RATE_PER_HOUR: z.coerce.number().int().min(5).max(100_000).default(20),
  // A campaign's spending item above this many rupees needs a second staff member's approval.
  SPENDING_SECOND_APPROVAL_RUPEES: z.coerce.number().int().min(0).max(100_000_000).default(50_000),
  // A shop's withdrawal above this many rupees needs a second staff member: one approves, another pays.
  SHOP_PAYOUT_SECOND_APPROVAL_RUPEES: z.coerce.number().int().min(0).max(100_000_000).default(50_000),
  // A shipped parcel with a tracking number counts as delivered this many days on, when neither
  // the buyer nor a courier said so sooner: its sale's return and dispute windows run from then (issue 38).
  SHOP_DELIVERY_ASSUMED_DAYS: z.coerce.number().int().min(1).max(30).default(DELIVERY_ASSUMED_DAYS_DEFAULT),
  /** S3-compatible storage for uploads (covers, photos): all five set, or none (then DATA_DIR/media). */
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Where browsers read the stored files (the bucket's public URL or a CDN in front of it). */
  S3_PUBLIC_URL: z.url().optional(),
  /**
   * A second bucket, never public, for private files (vendors' KYC documents): set it beside the
   * five above and private files go there; unset, they stay in DATA_DIR/private.
   */
  S3_PRIVATE_BUCKET: z.string().min(3).max(63).optional(),
  /**
   * The foundation's document-signing certificate, a PKCS#12 file (.p12/.pfx) and its password:
   * set both and every tax receipt is signed digitally when issued; unset, receipts are not
   * signed (the console says so).
   */
  RECEIPT_SIGNING_P12: z.string().min(1).optional(),
  RECEIPT_SIGNING_PASSWORD: z.string().optional(),
  /**
   * Signs the contact form's proof-of-work challenges and form times. Set it when more than one
   * process serves the site (each would otherwise make its own, and refuse the others' proofs).
   */
  HUMAN_CHECK_SECRET: z.string().min(32, 'HUMAN_CHECK_SECRET must be at least 32 characters').optional(),
  /** The proof's work: a browser tries up to this many SHA-256 hashes, half on average. */
  HUMAN_CHECK_MAX_NUMBER: z.coerce.number().int().min(1000).max(10_000_000).default(100_000),
  /** A stopping process exits by then even if a request or a job has not finished (systemd waits 30 s). */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(25),
  /**
   * The longest wait between two tries of a failed job (backoff doubles from 2 s up to it). An
   * outage of the mail server is retried at least this often once it is back; tests shorten it.
   */
  JOB_RETRY_MAX_SECONDS: z.coerce.number().int().min(1).max(3600).default(600),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

export type Config = Omit<z.infer<typeof schema>, 'DEV_OUTBOX' | 'HOST' | 'PUBLIC_URL' | 'PAYMENT_SIMULATOR'> & {
  PAYMENT_SIMULATOR: 'on' | 'off';
  HOST: string;
  /** Origin of the site without a trailing slash: every absolute URL we hand out starts with it. */
  PUBLIC_URL: string;
  /** open: anyone may read the dev outbox; staff: signed-in staff only; off: not served. */
  DEV_OUTBOX: 'open' | 'staff' | 'off';
  /** Send the session cookie with Secure (the site is served over https). */
  secureCookies: boolean;
  /** Where uploaded and generated media live (disk storage adapter). */
  mediaDir: string;
  /** Files no URL serves (vendors' KYC documents): beside media, never under it. */
  privateDir: string;
  pgliteDir: string;
};

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable (`HOST=` as in .env.example) means "use the default", not "empty".
  const set = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = schema.safeParse(set);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  const production = c.NODE_ENV === 'production';
  const missing: string[] = [];
  // Links in emails and share previews must never be built from a request's Host header.
  if (production && !c.PUBLIC_URL) missing.push('PUBLIC_URL is required when NODE_ENV=production (e.g. https://give.example.org)');
  // Without them OTPs and reset links would land in the outbox and nobody could sign up.
  if (production && !c.SMTP_URL) missing.push('SMTP_URL is required when NODE_ENV=production (e.g. smtp://user:pass@mail.example.org:587)');
  if (production && !c.SMS_GATEWAY_URL) missing.push('SMS_GATEWAY_URL is required when NODE_ENV=production (e.g. https://sms.example.org/send)');
  if (missing.length) throw new Error(`Invalid configuration:\n${missing.map((l) => `  ${l}`).join('\n')}`);
  const razorpayKeys = [c.RAZORPAY_KEY_ID, c.RAZORPAY_KEY_SECRET, c.RAZORPAY_WEBHOOK_SECRET].filter(Boolean).length;
  if (razorpayKeys !== 0 && razorpayKeys !== 3) {
    throw new Error('Invalid configuration:\n  RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET must be set together');
  }
  const razorpayxKeys = [c.RAZORPAYX_KEY_ID, c.RAZORPAYX_KEY_SECRET, c.RAZORPAYX_ACCOUNT_NUMBER, c.RAZORPAYX_WEBHOOK_SECRET].filter(Boolean).length;
  if (razorpayxKeys !== 0 && razorpayxKeys !== 4) {
    throw new Error(
      'Invalid configuration:\n  RAZORPAYX_KEY_ID, RAZORPAYX_KEY_SECRET, RAZORPAYX_ACCOUNT_NUMBER and RAZORPAYX_WEBHOOK_SECRET must be set together',
    );
  }
  // A number that sends without the secret that proves its webhooks would take forged statuses and STOPs.
  const whatsappKeys = [c.WHATSAPP_TOKEN, c.WHATSAPP_PHONE_ID, c.WHATSAPP_APP_SECRET].filter(Boolean).length;
  if (whatsappKeys !== 0 && whatsappKeys !== 3) {
    throw new Error('Invalid configuration:\n  WHATSAPP_TOKEN, WHATSAPP_PHONE_ID and WHATSAPP_APP_SECRET must be set together');
  }
  const s3 = [c.S3_ENDPOINT, c.S3_BUCKET, c.S3_ACCESS_KEY_ID, c.S3_SECRET_ACCESS_KEY, c.S3_PUBLIC_URL].filter(Boolean).length;
  if (s3 !== 0 && s3 !== 5) {
    throw new Error('Invalid configuration:\n  S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY and S3_PUBLIC_URL must be set together');
  }
  if (c.S3_PRIVATE_BUCKET && s3 !== 5) {
    throw new Error('Invalid configuration:\n  S3_PRIVATE_BUCKET needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY and S3_PUBLIC_URL');
  }
  if (c.S3_PRIVATE_BUCKET && c.S3_PRIVATE_BUCKET === c.S3_BUCKET) {
    throw new Error('Invalid configuration:\n  S3_PRIVATE_BUCKET must not be S3_BUCKET: the public bucket is read by everyone');
  }
  const dkim = [c.DKIM_DOMAIN, c.DKIM_SELECTOR, c.DKIM_PRIVATE_KEY].filter(Boolean).length;
  if (dkim !== 0 && dkim !== 3) {
    throw new Error('Invalid configuration:\n  DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY must be set together');
  }
  const dkimKey = c.DKIM_PRIVATE_KEY ? dkimPrivateKey(c.DKIM_PRIVATE_KEY) : undefined;
  if (c.RECEIPT_SIGNING_PASSWORD !== undefined && !c.RECEIPT_SIGNING_P12) {
    throw new Error('Invalid configuration:\n  RECEIPT_SIGNING_PASSWORD needs RECEIPT_SIGNING_P12 (the path of the PKCS#12 file)');
  }
  if (production && c.PAYMENT_SIMULATOR === 'on') throw new Error('Invalid configuration:\n  PAYMENT_SIMULATOR cannot be on when NODE_ENV=production');
  if ((c.ADMIN_EMAIL && !c.ADMIN_PASSWORD) || (!c.ADMIN_EMAIL && c.ADMIN_PASSWORD)) {
    throw new Error('Invalid configuration:\n  ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  const publicUrl = (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/+$/, '');
  return {
    ...c,
    HOST: c.HOST ?? (production ? '0.0.0.0' : '127.0.0.1'),
    PUBLIC_URL: publicUrl,
    DEV_OUTBOX: c.DEV_OUTBOX ?? (production ? 'staff' : 'open'),
    DKIM_PRIVATE_KEY: dkimKey,
    PAYMENT_SIMULATOR: c.PAYMENT_SIMULATOR ?? (production ? 'off' : 'on'),
    secureCookies: publicUrl.startsWith('https:'),
    mediaDir: `${c.DATA_DIR}/media`,
    privateDir: `${c.DATA_DIR}/private`,
    pgliteDir: `${c.DATA_DIR}/pglite`,
  };
}

/**
 * DKIM_PRIVATE_KEY as PEM text: given inline (one line in .env, `\n` for its breaks) or as a
 * file's path. A key that is missing, unreadable or not an RSA private key stops the start, so
 * mail never leaves half-configured (nodemailer would send it unsigned, or fail each delivery).
 */
function dkimPrivateKey(value: string): string {
  const inline = value.trimStart().startsWith('-----BEGIN');
  let pem: string;
  try {
    pem = inline ? value.replaceAll('\\n', '\n') : readFileSync(value, 'utf8');
  } catch (err) {
    throw new Error(`Invalid configuration:\n  DKIM_PRIVATE_KEY: the file could not be read (${(err as NodeJS.ErrnoException).code ?? String(err)})`);
  }
  let type: string | undefined;
  try {
    type = createPrivateKey(pem).asymmetricKeyType;
  } catch {
    type = undefined;
  }
  if (type !== 'rsa') throw new Error('Invalid configuration:\n  DKIM_PRIVATE_KEY must be an RSA private key in PEM form (or the path of one)');
  return pem;
}

/** The start-up log's note on who can connect, so a private dev server says how to share it. */
/** The inbound mail secret of a laptop and the tests (never taken in production). */
export const DEV_INBOUND_MAIL_SECRET = 'local-inbound-mail-secret-not-for-production';

/** The secret inbound mail must carry, or null when the endpoint takes nothing (production without one). */
export function inboundMailSecret(c: Pick<Config, 'NODE_ENV' | 'SUPPORT_INBOUND_SECRET'>): string | null {
  return c.SUPPORT_INBOUND_SECRET ?? (c.NODE_ENV === 'production' ? null : DEV_INBOUND_MAIL_SECRET);
}

export function listeningOn(host: string, port: number): string {
  const loopback = host === 'localhost' || host === '::1' || host.startsWith('127.');
  return loopback ? `listening on ${host}:${port} only; set HOST=0.0.0.0 to accept connections from other machines` : `listening on ${host}:${port}`;
}

/** SEED_DEMO=auto fills an empty database with demo campaigns and fake paid donations: never in production. */
export function seedsDemo(config: Pick<Config, 'NODE_ENV' | 'SEED_DEMO'>): boolean {
  return config.SEED_DEMO === 'always' || (config.SEED_DEMO === 'auto' && config.NODE_ENV !== 'production');
}
