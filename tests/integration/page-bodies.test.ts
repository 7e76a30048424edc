// A page's form action reads a form. Anything else posted to it — no body, JSON, plain text, a
// multipart body where none is taken — is answered once by the page adapter with the app's own
// error page (400 or 415, HTML), never a 500. Every page route with an action is tried, read
// from the built route table so a new form page is covered the day it is added.
import { basePath, languageOfPath, pathIn, unreadableFormMessages } from '@sahyog/core';
import type { ServerBuild } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { runInLanguage } from '../../apps/server/src/platform/language.ts';
import { nextIp } from '../support/accounts.ts';
import { getTestApp } from '../support/app.ts';

const built = new URL('../../apps/web/build/server/index.js', import.meta.url).href;

/**
 * Every route with an action, as a URL (dynamic segments filled with a placeholder): `pages`
 * have a component (the error page renders), `resources` (/logout) answer without one.
 */
async function actionPaths(kind: 'pages' | 'resources'): Promise<string[]> {
  const build = (await import(built)) as ServerBuild;
  const routes = build.routes;
  const fullPath = (id: string): string => {
    const r = routes[id];
    if (!r) return '';
    const own = r.path ?? '';
    const parent = r.parentId ? fullPath(r.parentId) : '';
    return [parent, own].filter(Boolean).join('/');
  };
  return Object.entries(routes)
    .filter(([, r]) => r && typeof r.module.action === 'function' && (kind === 'pages') === (typeof r.module.default === 'function'))
    .map(([id]) =>
      `/${fullPath(id)}`
        .replace(/:[A-Za-z]+\??/g, 'SG0000000000000X')
        .replace(/\*$/, 'anything')
        .replace(/\/+$/, ''),
    )
    .map((p) => p || '/');
}

const bodies: { kind: string; headers: Record<string, string>; payload?: string; status: number }[] = [
  { kind: 'no body', headers: {}, status: 400 },
  { kind: 'JSON', headers: { 'content-type': 'application/json' }, payload: '{"email":"a@example.com","password":"x"}', status: 415 },
  { kind: 'plain text', headers: { 'content-type': 'text/plain' }, payload: 'email=a@example.com', status: 415 },
  { kind: 'XML', headers: { 'content-type': 'application/xml' }, payload: '<login><email>a@example.com</email></login>', status: 415 },
  // Signed out, no page takes multipart (decision 0043): refused from its headers, never parsed.
  // A signed-in page that takes files answers a broken one 400 (upload-hardening.test.ts), as does
  // the one page that takes a file from anyone, the certificate check (MULTIPART_FROM_ANYONE).
  { kind: 'a broken multipart body', headers: { 'content-type': 'multipart/form-data; boundary=xyz' }, payload: 'not a multipart body', status: 415 },
];

/** Pages whose form takes a file signed out (body kind `credential`): a broken one is read, and is a 400. */
const MULTIPART_FROM_ANYONE = ['/certificates/verify'];

let paths: string[] = [];
let resources: string[] = [];
beforeAll(async () => {
  await getTestApp();
  paths = await actionPaths('pages');
  resources = await actionPaths('resources');
});

describe('a page sent a body that is no form', () => {
  it('finds the form pages in the route table', () => {
    // The pages the attacker's probe named are among them; the list is the build's, not this one.
    for (const p of [
      '/login',
      '/register',
      '/contact',
      '/checkout',
      '/start-new-campaign',
      '/monthly-donation',
      '/newsletter',
      '/reset-password',
      '/unsubscribe',
    ])
      expect(paths).toContain(p);
    expect(paths.length).toBeGreaterThan(20);
  });

  it.each(bodies)('$kind: every page with an action answers the app’s error page ($status), never a 5xx', async ({ headers, payload, status }) => {
    const { app } = await getTestApp();
    const answers: Record<string, string> = {};
    for (const url of paths) {
      const res = await app.inject({ method: 'POST', url, headers, ...(payload !== undefined ? { payload } : {}), remoteAddress: nextIp() });
      // A /hi page answers its error page in Hindi, its links staying in Hindi.
      const language = languageOfPath(url);
      const heading = runInLanguage(language, () => unreadableFormMessages.heading);
      const errorPage = res.body.includes(heading) && res.body.includes(`href="${pathIn(language, '/explore-campaigns')}"`);
      answers[url] = `${res.statusCode} ${String(res.headers['content-type']).split(';')[0]}${errorPage ? ' error page' : ''}`;
    }
    // Every route answers alike; a failure names each route that does not.
    const expected = (url: string) => (payload === 'not a multipart body' && MULTIPART_FROM_ANYONE.includes(basePath(url)) ? 400 : status);
    expect(answers).toEqual(Object.fromEntries(paths.map((url) => [url, `${expected(url)} text/html error page`])));
  });

  it.each(bodies)('$kind: a route with an action and no page (/logout) answers $status, never a 5xx', async ({ headers, payload, status }) => {
    const { app } = await getTestApp();
    expect(resources).toContain('/logout');
    for (const url of resources) {
      const res = await app.inject({ method: 'POST', url, headers, ...(payload !== undefined ? { payload } : {}), remoteAddress: nextIp() });
      expect(res.statusCode, url).toBe(status);
    }
  });

  it('a real form still reaches the action', async () => {
    const { app } = await getTestApp();
    const res = await app.inject({
      method: 'POST',
      url: '/newsletter',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=',
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBeLessThan(500);
    expect(res.body).not.toContain(unreadableFormMessages.heading);
  });

  it('the API answers another type with its own 415 in JSON, as before', async () => {
    const { app } = await getTestApp();
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/newsletter',
      headers: { 'content-type': 'application/xml' },
      payload: '<email/>',
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ success: false, code: 'unsupported_media_type' });
  });
});
