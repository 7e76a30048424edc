// All configuration, read once at start-up. A bad value stops the process with its name.
import { z } from 'zod';

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATA_DIR: z.string().default('./data'),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  SEED_DEMO: z.enum(['auto', 'always', 'never']).default('auto'),
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ADMIN_EMAIL: z.email('ADMIN_EMAIL must be an email address').optional(),
  ADMIN_PASSWORD: z.string().min(12, 'ADMIN_PASSWORD must be at least 12 characters').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().default('Sahyog Seva Foundation <no-reply@sahyog.example>'),
  SMS_GATEWAY_URL: z.url('SMS_GATEWAY_URL must be a URL').optional(),
  SMS_GATEWAY_TOKEN: z.string().optional(),
  DEV_OUTBOX: z.enum(['open', 'staff', 'off']).optional(),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

export type Config = Omit<z.infer<typeof schema>, 'DEV_OUTBOX'> & {
  /** open: anyone may read the dev outbox; staff: signed-in staff only; off: not served. */
  DEV_OUTBOX: 'open' | 'staff' | 'off';
  /** Send the session cookie with Secure (the site is served over https). */
  secureCookies: boolean;
  /** Where uploaded and generated media live (disk storage adapter). */
  mediaDir: string;
  pgliteDir: string;
};

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  if (c.NODE_ENV === 'production' && !c.PUBLIC_URL) {
    // Links in emails (password reset) must never be built from a request's Host header.
    throw new Error('Invalid configuration:\n  PUBLIC_URL is required when NODE_ENV=production (e.g. https://give.example.org)');
  }
  if ((c.ADMIN_EMAIL && !c.ADMIN_PASSWORD) || (!c.ADMIN_EMAIL && c.ADMIN_PASSWORD)) {
    throw new Error('Invalid configuration:\n  ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  return {
    ...c,
    DEV_OUTBOX: c.DEV_OUTBOX ?? (c.NODE_ENV === 'production' ? 'staff' : 'open'),
    secureCookies: c.PUBLIC_URL?.startsWith('https:') === true,
    mediaDir: `${c.DATA_DIR}/media`,
    pgliteDir: `${c.DATA_DIR}/pglite`,
  };
}
