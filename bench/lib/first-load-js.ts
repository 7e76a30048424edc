// First-load JavaScript of a page: every <script src>, every <link rel="modulepreload" href>,
// every import (static or dynamic) of an inline module script and, transitively, every static
// import of those modules, plus the inline scripts themselves; each gzipped on its own at level
// 9 (the browser downloads them as separate files) and summed. Hydrating pages load their
// modules after the load event (apps/web/app/lib/hydrate-after-load.server.ts), without
// modulepreload links in the HTML: following the imports still finds all of them.
import { constants, gzipSync } from 'node:zlib';

export interface JsFile {
  /** URL path, or "inline #n" for an inline script. */
  name: string;
  source: 'script' | 'modulepreload' | 'inline-import' | 'module-import' | 'inline';
  rawBytes: number;
  gzipBytes: number;
}

export interface FirstLoadJs {
  url: string;
  totalGzipBytes: number;
  totalGzipKB: number;
  totalRawBytes: number;
  files: JsFile[];
  /** Inline scripts that are not JavaScript (JSON-LD, JSON data): listed, not counted. */
  skippedInline: { type: string; rawBytes: number }[];
}

const gz = (b: Buffer) => gzipSync(b, { level: constants.Z_BEST_COMPRESSION }).length;

function attr(tag: string, name: string): string | undefined {
  const m = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return m ? (m[1] ?? m[2] ?? m[3]) : undefined;
}

const decodeEntities = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");
const JS_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

export async function measureFirstLoadJs(pageUrl: string): Promise<FirstLoadJs> {
  const res = await fetch(pageUrl);
  if (!res.ok) throw new Error(`GET ${pageUrl}: HTTP ${res.status}`);
  const html = await res.text();

  const external = new Map<string, JsFile['source']>();
  const inline: string[] = [];
  const skippedInline: FirstLoadJs['skippedInline'] = [];
  const add = (href: string, source: JsFile['source']) => {
    const url = new URL(decodeEntities(href), pageUrl).href;
    if (!external.has(url)) external.set(url, source);
  };

  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const tag = `<script ${m[1]}>`;
    const src = attr(tag, 'src');
    const type = (attr(tag, 'type') ?? '').toLowerCase();
    if (src) {
      add(src, 'script');
      continue;
    }
    const body = m[2] ?? '';
    if (body.trim() === '') continue;
    if (!JS_TYPES.has(type)) {
      skippedInline.push({ type, rawBytes: Buffer.byteLength(body) });
      continue;
    }
    inline.push(body);
    // React Router boots with an inline module script that imports the route modules, then
    // the entry (dynamically); count them whether or not they are preloaded.
    if (type === 'module') {
      for (const imp of body.matchAll(/\bimport\s*(?:\(\s*|[\w*{}\s,]+from\s*)?["']([^"']+)["']/g)) add(imp[1] ?? '', 'inline-import');
    }
  }
  for (const m of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = (attr(m[0], 'rel') ?? '').toLowerCase().split(/\s+/);
    const href = attr(m[0], 'href');
    if (href && rel.includes('modulepreload')) add(href, 'modulepreload');
  }

  const files: JsFile[] = [];
  // The map grows while it is walked: a module's static imports are fetched after it.
  for (const [url, source] of external) {
    const r = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    if (!r.ok) throw new Error(`GET ${url}: HTTP ${r.status}`);
    const buf = Buffer.from(await r.arrayBuffer());
    files.push({ name: new URL(url).pathname, source, rawBytes: buf.length, gzipBytes: gz(buf) });
    if (source === 'script') continue;
    // Built chunks import each other by relative path (import{a as b}from"./x-hash.js").
    for (const imp of buf.toString('utf8').matchAll(/(?:^|[;}\s])(?:import|export)\s*(?:[\w*{}\s,$]*from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g)) {
      const dep = new URL(imp[1] ?? '', url).href;
      if (!external.has(dep)) external.set(dep, 'module-import');
    }
  }
  inline.forEach((body, i) => {
    const buf = Buffer.from(body);
    files.push({ name: `inline #${i + 1}`, source: 'inline', rawBytes: buf.length, gzipBytes: gz(buf) });
  });
  files.sort((a, b) => b.gzipBytes - a.gzipBytes);

  const totalGzipBytes = files.reduce((s, f) => s + f.gzipBytes, 0);
  return {
    url: pageUrl,
    totalGzipBytes,
    totalGzipKB: round1(totalGzipBytes / 1024),
    totalRawBytes: files.reduce((s, f) => s + f.rawBytes, 0),
    files,
    skippedInline,
  };
}

export const round1 = (n: number) => Math.round(n * 10) / 10;
