// The Fastify app, built once per worker on the shared test database. Pages render the built
// web app (tests/support/web-build.ts builds it before the run when needed).
import type { FastifyInstance } from 'fastify';
import { type App, buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/platform/config.ts';
import { getTestDb } from './db.ts';

let pending: Promise<App> | undefined;

/** Configuration every test app starts from; `overrides` are environment variables. */
async function testConfig(overrides: Record<string, string> = {}) {
  const { handle, dataDir } = await getTestDb();
  // The contact form's proof of work as the journeys set it (e2e/server-env.ts): the checks are
  // the same at any difficulty, and at the default each solve took up to a second of CI's time.
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PAGE_CACHE_SECONDS: '0',
    LOG_LEVEL: 'silent',
    HUMAN_CHECK_MAX_NUMBER: '1000',
    ...overrides,
  });
  return { handle, config };
}

/**
 * The worker's app with its job queue and services. The background job loop is off: tests that
 * need messages delivered call `jobs.drain()` (see support/accounts.ts), so runs are deterministic.
 */
export function getTestApp(): Promise<App> {
  pending ??= (async () => {
    const { handle, config } = await testConfig();
    const built = await buildApp({ config, db: handle, logger: false, jobs: false });
    await built.app.ready();
    return built;
  })().catch((err: unknown) => {
    pending = undefined;
    throw err;
  });
  return pending;
}

export async function getApp(): Promise<FastifyInstance> {
  return (await getTestApp()).app;
}

/**
 * A second app on the worker's database with other settings (e.g. DEV_OUTBOX=staff). It has its
 * own rate limiters (shared only through REDIS_URL) and no job loop; the caller closes it (`await built.app.close()`), which
 * leaves the shared database open.
 */
export async function buildTestApp(overrides: Record<string, string>): Promise<App> {
  const { handle, config } = await testConfig({ SEED_DEMO: 'never', ...overrides });
  const built = await buildApp({ config, db: handle, logger: false, jobs: false });
  await built.app.ready();
  return built;
}

export interface Envelope<T> {
  success: boolean;
  message: string;
  data: T;
}

export interface ErrorBody {
  success: false;
  code: string;
  message: string;
  errors?: Record<string, string>;
}

/** GET through app.inject(); returns the status, the parsed JSON body and the raw text. */
export async function getJson<T = unknown>(url: string): Promise<{ status: number; body: T; text: string; contentType: string }> {
  const app = await getApp();
  const res = await app.inject({ method: 'GET', url });
  const contentType = String(res.headers['content-type'] ?? '');
  const body = contentType.includes('json') ? (JSON.parse(res.body) as T) : (undefined as T);
  return { status: res.statusCode, body, text: res.body, contentType };
}

/** GET that must answer 200 with the { success, message, data } envelope; returns data. */
export async function getData<T>(url: string): Promise<T> {
  const res = await getJson<Envelope<T>>(url);
  if (res.status !== 200) throw new Error(`GET ${url} answered ${res.status}: ${res.text.slice(0, 300)}`);
  if (res.body.success !== true) throw new Error(`GET ${url} answered success=${String(res.body.success)}`);
  return res.body.data;
}
