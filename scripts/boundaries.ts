// The dependency rules (DESIGN.md), read from the import statements themselves (multi-line,
// `import type`, `export … from`, dynamic `import()`), not from lines that look like imports:
// - web -> core; server -> core, db; db -> core; core -> nothing of ours.
// - A module reaches another module only through its index.ts, and only for types: the service
//   itself arrives as an app decoration (platform/modules.ts).
// - Outside modules, server code imports a module only through its index.ts; platform code
//   imports no module at all.
import { dirname, join, normalize } from 'node:path';

export interface SourceFile {
  /** Path relative to the repository root, with forward slashes. */
  path: string;
  text: string;
}

export interface ImportRef {
  line: number;
  specifier: string;
  typeOnly: boolean;
}

/** Every import of a file, with whether it brings in types only. */
export function importsOf(text: string): ImportRef[] {
  const out: ImportRef[] = [];
  const lineAt = (index: number) => text.slice(0, index).split('\n').length;
  const statement = /(^|\n)\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]/g;
  for (const m of text.matchAll(statement)) {
    const clause = m[4] ?? '';
    // `import { type A, type B }` is type-only too.
    const named = /^\{([^}]*)\}$/.exec(clause.trim());
    const allTypes = named ? (named[1] ?? '').split(',').every((n) => !n.trim() || n.trim().startsWith('type ')) : false;
    out.push({ line: lineAt((m.index ?? 0) + m[0].search(/\S/)), specifier: m[5] ?? '', typeOnly: Boolean(m[3]) || allTypes });
  }
  for (const m of text.matchAll(/(^|\n)\s*import\s*['"]([^'"]+)['"]/g))
    out.push({ line: lineAt((m.index ?? 0) + m[0].search(/\S/)), specifier: m[2] ?? '', typeOnly: false });
  for (const m of text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) out.push({ line: lineAt(m.index ?? 0), specifier: m[1] ?? '', typeOnly: false });
  return out;
}

// Matched against the package name, or the repository path a relative import resolves to.
const PACKAGE_RULES: { dir: string; forbid: RegExp; why: string }[] = [
  { dir: 'packages/core/src/', forbid: /^(@sahyog\/(db|server|web)|apps\/|packages\/db\/)/, why: 'core is pure: it imports nothing of ours' },
  { dir: 'packages/db/src/', forbid: /^(@sahyog\/(server|web)|apps\/)/, why: 'db may import core only' },
  {
    dir: 'apps/web/app/',
    forbid: /^(@sahyog\/(db|server)|apps\/server\/|packages\/db\/)/,
    why: 'web reaches the server only through the load context (core/context)',
  },
  { dir: 'apps/server/src/', forbid: /^(@sahyog\/web|apps\/web\/)/, why: 'the server mounts the web build, it does not import web source' },
];

const MODULES = 'apps/server/src/modules/';

/** The module a repository path belongs to, if any. */
function moduleOf(path: string): string | undefined {
  return path.startsWith(MODULES) ? path.slice(MODULES.length).split('/')[0] : undefined;
}

export function checkBoundaries(files: SourceFile[]): string[] {
  const problems: string[] = [];
  for (const file of files) {
    for (const ref of importsOf(file.text)) {
      const where = `${file.path}:${ref.line}`;
      const relativeImport = ref.specifier.startsWith('.');
      const target = relativeImport ? normalize(join(dirname(file.path), ref.specifier)).replaceAll('\\', '/') : ref.specifier;
      for (const rule of PACKAGE_RULES) {
        if (file.path.startsWith(rule.dir) && rule.forbid.test(target)) problems.push(`${where}: imports ${ref.specifier} (${rule.why})`);
      }
      if (!relativeImport || !file.path.startsWith('apps/server/src/')) continue;
      const to = moduleOf(target);
      const from = moduleOf(file.path);
      if (!to || to === from) continue;
      const viaIndex = target === `${MODULES}${to}/index.ts`;
      if (file.path.startsWith('apps/server/src/platform/')) {
        problems.push(`${where}: platform code imports the ${to} module; pass what it needs in instead`);
      } else if (!viaIndex) {
        problems.push(`${where}: imports ${to}'s internals (${target.slice(MODULES.length + to.length + 1)}); use ${to}'s index.ts`);
      } else if (from && !ref.typeOnly) {
        problems.push(`${where}: imports values from the ${to} module; take its service from the app (app.${to}) and import types only`);
      }
    }
  }
  return problems;
}
