// Languages (decision 0040). Every catalogue of user-facing text is English source made with
// `catalogue(name, english)`; its Hindi twin is a typed object of the same shape registered by
// `@sahyog/core/hi`. Reading a catalogue's key answers in the current language: the request's on
// the server (an AsyncLocalStorage the server installs with `setLanguageSource`), the page's
// `<html lang>` in the browser. Components and services keep writing `headerMessages.donateNow`.
//
// The state lives on globalThis: the server and the SSR build each bundle their own copy of this
// module, and both must read one registry and one language.

export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/**
 * The foundation's staff read English: what is sent to them (a contact form's notice, a refund
 * request) is written in it whatever the sender's language; the sender's own copies stay in theirs.
 */
export const STAFF_LANGUAGE: Language = 'en';

/** The BCP 47 tag each language is written and formatted in (Intl, `lang`, `hreflang`). */
export const LOCALES: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

/** Each language's name in its own script, as the language switch shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };

/** The language a path is in: `/hi` and `/hi/...` are Hindi, every other path English. */
export function languageOfPath(pathname: string): Language {
  return pathname === '/hi' || pathname.startsWith('/hi/') ? 'hi' : 'en';
}

/** The path without its language prefix: `/hi/faq` → `/faq`, `/hi` → `/`. */
export function basePath(pathname: string): string {
  if (languageOfPath(pathname) === 'en') return pathname;
  const rest = pathname.slice(3);
  return rest === '' ? '/' : rest;
}

/**
 * A site path in a language: `/faq` → `/hi/faq`; `/` → `/hi`. Absolute URLs pass unchanged. What
 * is left after the prefix keeps exactly one leading `/`: `/hi//evil.example` in English is
 * `/evil.example`, never the other site `//evil.example` (issue 38).
 */
export function pathIn(language: Language, path: string): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  const base = basePath(path).replace(/^[/\\]+/, '/');
  if (language === 'en') return base;
  // Home's query or fragment follows /hi itself: `/#subscribe` → `/hi#subscribe` (not `/hi/#…`).
  return base === '/' ? '/hi' : base.startsWith('/?') || base.startsWith('/#') ? `/hi${base.slice(1)}` : `/hi${base}`;
}

// Addresses that are never pages, so never take a language prefix.
const UNPREFIXED = /^\/(api|media|og|assets|healthz|readyz|metrics|dev|favicon|robots\.txt|sitemap\.xml|feed)(\/|\.|$|\?)/;

/** A link to one of our pages from a page in the current language. */
export function localPath(path: string): string {
  if (UNPREFIXED.test(path)) return path;
  return pathIn(currentLanguage(), path);
}

type State = {
  source: () => Language;
  english: Map<string, object>;
  translations: Map<Language, Map<string, object>>;
  reverse: Map<string, string[]> | null;
  /** Catalogue functions as patterns of the English they write (inLanguage's second look); built when first needed. */
  templates?: Template[] | null;
};

type Template = { name: string; path: string[]; pattern: RegExp; literal: number };

const KEY = Symbol.for('sahyog.i18n');
const holder = globalThis as Record<symbol, State | undefined>;
holder[KEY] ??= { source: () => DEFAULT_LANGUAGE, english: new Map(), translations: new Map(), reverse: null };
const state: State = holder[KEY];

export function setLanguageSource(source: () => Language): void {
  state.source = source;
}

export function currentLanguage(): Language {
  return state.source();
}

export function currentLocale(): string {
  return LOCALES[currentLanguage()];
}

/** A translation of a catalogue: every key, same shape, functions with the same arguments. */
export type Translation<T> = {
  -readonly [K in keyof T]: T[K] extends (...args: infer A) => infer R
    ? (...args: A) => R extends string ? string : R
    : T[K] extends string
      ? string
      : T[K] extends readonly string[]
        ? readonly string[]
        : Translation<T[K]>;
};

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;

function translated(name: string, path: string[]): unknown {
  const language = currentLanguage();
  if (language === DEFAULT_LANGUAGE) return undefined;
  let v: unknown = state.translations.get(language)?.get(name);
  for (const p of path) {
    if (v === undefined || v === null) return undefined;
    v = (v as Record<string, unknown>)[p];
  }
  return v;
}

function localized<T extends object>(name: string, english: T, path: string[]): T {
  const nested = new Map<string, object>();
  for (const [k, v] of Object.entries(english)) if (isPlainObject(v)) nested.set(k, localized(name, v, [...path, k]));
  return new Proxy(english, {
    get(target, key, receiver) {
      if (typeof key !== 'string') return Reflect.get(target, key, receiver);
      const inner = nested.get(key);
      if (inner) return inner;
      const english = Reflect.get(target, key, receiver);
      if (english === undefined) return english;
      const other = translated(name, [...path, key]);
      return other === undefined || other === '' ? english : other;
    },
  });
}

/**
 * English source text, named once across the code base. The returned object reads as the
 * current language; the English is what tests and the spec's wording are checked against.
 */
export function catalogue<const T extends object>(name: string, english: T): T {
  state.english.set(name, english);
  state.reverse = null;
  state.templates = null;
  return localized(name, english, []);
}

/** Registers a language's catalogues by name (`@sahyog/core/hi` does it for Hindi). */
export function registerTranslations(language: Language, catalogues: Record<string, object>): void {
  const map = state.translations.get(language) ?? new Map<string, object>();
  for (const [name, value] of Object.entries(catalogues)) map.set(name, value);
  state.translations.set(language, map);
}

/** Every catalogue key path with no text in `language` (what the missing-Hindi test lists). */
export function untranslated(language: Language): string[] {
  const missing: string[] = [];
  const walk = (en: unknown, other: unknown, at: string) => {
    if (isPlainObject(en)) {
      for (const [k, v] of Object.entries(en)) walk(v, isPlainObject(other) ? other[k] : undefined, `${at}.${k}`);
      return;
    }
    if (Array.isArray(en)) {
      // A list (steps, rows) is translated whole: the same length, every item translated.
      if (!Array.isArray(other) || other.length !== en.length) missing.push(at);
      else for (const [i, x] of en.entries()) walk(x, other[i], `${at}[${i}]`);
      return;
    }
    if (typeof en === 'function') {
      if (typeof other !== 'function') missing.push(at);
      return;
    }
    if (typeof other !== 'string' || (other.trim() === '' && String(en).trim() !== '')) missing.push(at);
  };
  const map = state.translations.get(language);
  for (const [name, en] of state.english) walk(en, map?.get(name), name);
  return missing.sort();
}

/** The names of every catalogue made so far. */
export function catalogueNames(): string[] {
  return [...state.english.keys()].sort();
}

/**
 * Text fixed in English before the request's language was known (a schema's message made when
 * its module loaded, an error made by a library): the same text in the current language when a
 * catalogue holds it word for word, else unchanged.
 */
export function inLanguage(text: string, depth = 0): string {
  const language = currentLanguage();
  if (language === DEFAULT_LANGUAGE) return text;
  if (!state.reverse) {
    const reverse = new Map<string, string[]>();
    const walk = (name: string, v: unknown, path: string[]) => {
      if (typeof v === 'string') {
        if (v && !reverse.has(v)) reverse.set(v, [name, ...path]);
      } else if (isPlainObject(v)) for (const [k, x] of Object.entries(v)) walk(name, x, [...path, k]);
    };
    for (const [name, en] of state.english) walk(name, en, []);
    state.reverse = reverse;
  }
  const at = state.reverse.get(text);
  // A field's name inside such a message is looked up word for word only.
  if (!at) return depth === 0 ? (fromTemplate(text) ?? text) : text;
  const [name, ...path] = at;
  const other = translated(name as string, path);
  return typeof other === 'string' && other !== '' ? other : text;
}

// A catalogue function called while a module loaded ("Full Name must be at most 100 characters",
// `tooLong('Full Name', 100)` in a schema) left only its English. Each function is called once
// with markers for its arguments, which gives the English it writes as a pattern; a text that
// matches is written again by the same key's translation, its arguments (a field's name)
// translated in turn, digits passed as numbers.
const MARK = (i: number) => `\uE000${i}\uE001`;
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function templates(): Template[] {
  if (state.templates) return state.templates;
  const out: Template[] = [];
  const walk = (name: string, v: unknown, path: string[]) => {
    if (isPlainObject(v)) {
      for (const [k, x] of Object.entries(v)) walk(name, x, [...path, k]);
      return;
    }
    if (typeof v !== 'function' || v.length === 0) return;
    let written: unknown;
    try {
      written = (v as (...a: string[]) => unknown)(...Array.from({ length: v.length }, (_, i) => MARK(i)));
    } catch {
      return;
    }
    if (typeof written !== 'string') return;
    // Every argument once (a function that drops or repeats one cannot be read back reliably).
    const order: number[] = [];
    const parts = written.split(/\uE000(\d+)\uE001/);
    for (let i = 1; i < parts.length; i += 2) order.push(Number(parts[i]));
    if (order.length !== v.length || new Set(order).size !== order.length) return;
    const literals = parts.filter((_, i) => i % 2 === 0);
    const literal = literals.join('').replace(/\s/g, '').length;
    // A pattern with little text of its own ("${a} · ${b}") would match what it never wrote.
    if (literal < 6 || literals.some((l) => l.includes('\uE000'))) return;
    const source = parts.map((part, i) => (i % 2 === 0 ? escapeRe(part) : `(?<a${part}>.+?)`)).join('');
    out.push({ name, path, pattern: new RegExp(`^${source}$`, 's'), literal });
  };
  for (const [name, en] of state.english) walk(name, en, []);
  // The most specific pattern first.
  out.sort((a, b) => b.literal - a.literal);
  state.templates = out;
  return out;
}

function fromTemplate(text: string): string | undefined {
  if (text.length > 2000) return undefined;
  for (const t of templates()) {
    const m = t.pattern.exec(text);
    if (!m?.groups) continue;
    const fn = translated(t.name, t.path);
    if (typeof fn !== 'function') continue;
    // Every word argument must have its translation too: "The title अधिकतम …" is worse than English.
    let whole = true;
    const args = Array.from({ length: fn.length || Object.keys(m.groups).length }, (_, i) => {
      const arg = m.groups?.[`a${i}`] ?? '';
      if (/^[\d,.]+$/.test(arg)) return /^\d+$/.test(arg) ? Number(arg) : arg;
      if (!state.reverse?.has(arg)) whole = false;
      return inLanguage(arg, 1);
    });
    if (!whole) continue;
    try {
      const out = (fn as (...a: unknown[]) => unknown)(...args);
      if (typeof out === 'string' && out !== '') return out;
    } catch {
      // A translation that cannot take these arguments: the English stays.
    }
  }
  return undefined;
}

/** Money in rupees and dates, written the way the current language writes them. */
export function formatNumber(n: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(currentLocale(), options).format(n);
}
