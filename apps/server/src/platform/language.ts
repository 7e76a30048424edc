// The request's language (decision 0040): a page's from its path (/hi/... is Hindi), an API
// call's from the remembered choice (the `lang` cookie the language switch sets), a job's from
// what it is about (the donor's account or order: `inLanguage`). Catalogues read it through
// core's language source, so services and templates write `m.key` as before.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingHttpHeaders } from 'node:http';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language, languageOfPath, pathIn, safeLocalPath, setLanguageSource } from '@sahyog/core';
import '@sahyog/core/hi';
import type { FastifyInstance } from 'fastify';
import { readCookies } from './cookies.ts';

const current = new AsyncLocalStorage<Language>();
setLanguageSource(() => current.getStore() ?? DEFAULT_LANGUAGE);

export const LANGUAGE_COOKIE = 'lang';
const YEAR_SECONDS = 365 * 24 * 3600;

/** Runs `fn` (and everything it awaits) in `language`: a job rendering a donor's email. */
export function runInLanguage<T>(language: Language, fn: () => T): T {
  return current.run(language, fn);
}

export const isLanguage = (v: unknown): v is Language => typeof v === 'string' && (LANGUAGES as readonly string[]).includes(v);

/** The remembered choice, read as every cookie is (cookies.ts): `lang =hi` is the same cookie. */
function rememberedIn(cookieHeader: string | undefined): Language | undefined {
  const value = readCookies(cookieHeader)[LANGUAGE_COOKIE];
  return isLanguage(value) ? value : undefined;
}

// What is never a page, so never turned into another language's address.
const NOT_A_PAGE = /^\/(api|media|og|assets|healthz|readyz|metrics|dev|language|__manifest)(\/|$)|\.[a-z0-9]{2,5}$/i;

/**
 * A visitor who chose Hindi and opens an English page address (a shared link, a bookmark) is sent
 * to the Hindi page. Only a browser that made the choice has the cookie: a search engine never
 * is redirected, and the English address stays the English page for it.
 */
export function hindiAddressFor(method: string | undefined, url: string, headers: IncomingHttpHeaders): string | undefined {
  if (method !== 'GET' || rememberedIn(headers.cookie) !== 'hi') return undefined;
  const path = url.split('?', 1)[0] ?? url;
  if (languageOfPath(path) === 'hi' || NOT_A_PAGE.test(path)) return undefined;
  // `GET //evil.example/` is no page of ours: answered as it is (a 404), never sent on (issue 38).
  const to = safeLocalPath(pathIn('hi', url), '');
  return to === '' ? undefined : to;
}

/**
 * The same page in `lang`, or that language's home page: never another site (open redirect).
 * Checked before and after the prefix changes, since `/hi//evil` in English is `//evil`.
 */
function switchTo(lang: Language, next: unknown): string {
  const home = pathIn(lang, '/');
  return safeLocalPath(pathIn(lang, safeLocalPath(next)), home);
}

/**
 * A request's language: a page's from its path, an API call's from the remembered choice. Also
 * what the error handler answers in when Fastify refuses a body before any hook ran.
 */
/**
 * Whether the answer at this URL is in one language for everyone, so one cached copy may serve
 * them all: a page carries its language in its path, but the API reads the `lang` cookie, so
 * only an API request without another language chosen may share (or fill) the cache.
 */
export function languageIsShared(url: string, headers: IncomingHttpHeaders): boolean {
  const path = url.split('?', 1)[0] ?? url;
  if (!path.startsWith('/api/')) return true;
  return (rememberedIn(headers.cookie) ?? DEFAULT_LANGUAGE) === DEFAULT_LANGUAGE;
}

export function requestLanguage(req: { url: string; headers: IncomingHttpHeaders }): Language {
  const path = req.url.split('?', 1)[0] ?? req.url;
  if (path.startsWith('/api/')) return rememberedIn(req.headers.cookie) ?? DEFAULT_LANGUAGE;
  // A Hindi share card (/og/hi/…) is drawn in Hindi whoever fetches it: crawlers have no cookie.
  if (path.startsWith('/og/hi/')) return 'hi';
  return languageOfPath(path);
}

export function registerLanguage(app: FastifyInstance, secureCookies: boolean): void {
  app.decorateRequest('language', DEFAULT_LANGUAGE);
  // Right before each handler: what the handler and everything it awaits read as the language.
  app.addHook('preHandler', (req, _reply, done) => {
    req.language = requestLanguage(req);
    current.run(req.language, done);
  });

  // The header's and footer's language switch: remembers the choice and opens the same page
  // (and query) in that language.
  app.get<{ Params: { lang: string }; Querystring: { next?: string } }>('/language/:lang', async (req, reply) => {
    const lang = req.params.lang;
    if (!isLanguage(lang)) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    const cookie = `${LANGUAGE_COOKIE}=${lang}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax${secureCookies ? '; Secure' : ''}`;
    return reply.code(303).header('set-cookie', cookie).header('cache-control', 'no-store').header('location', switchTo(lang, req.query.next)).send();
  });
}

declare module 'fastify' {
  interface FastifyRequest {
    language: Language;
  }
}
