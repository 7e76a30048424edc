// The Fastify app, built once per worker on the shared test database. The JSON API needs no
// web build; page routes are not exercised here.
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/platform/config.ts';
import { getTestDb } from './db.ts';

let pending: Promise<FastifyInstance> | undefined;

export function getApp(): Promise<FastifyInstance> {
  pending ??= (async () => {
    const { handle, dataDir } = await getTestDb();
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, PAGE_CACHE_SECONDS: '0', LOG_LEVEL: 'silent' });
    const { app } = await buildApp({ config, db: handle, logger: false });
    await app.ready();
    return app;
  })().catch((err: unknown) => {
    pending = undefined;
    throw err;
  });
  return pending;
}

export interface Envelope<T> {
  success: boolean;
  message: string;
  data: T;
}

export interface ErrorBody {
  success: false;
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
