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

// Table ownership (packages/db/src/ownership.ts): code of a module, or of the platform, writes
// only its own tables, and reads another's only where SHARED_TABLES says why. A use is found in
// two shapes, kept simple on purpose:
// - a drizzle reference `<alias>.<export>` where <alias> is the name `schema` is imported under
//   from '@sahyog/db' (`schema as s`, `schema`) or the namespace of `import * as x from
//   '…/schema.ts'`, and <export> is a table's export name (s.campaigns, schema.auditEvents); it is a
//   write when it is what `.insert(`, `.update(` or `.delete(` is called with;
// - a table's SQL name after `from`, `join`, `update` or `into` inside a template literal (the
//   raw SQL of sql`…` and prepared statements: `from campaigns`, `update "donations"`); `update`,
//   `into` and `delete from` are writes.
// Comments and quoted strings are skipped; SQL built from pieces at run time is not seen, nor a
// table handed to insert() through a variable.
export interface TableRules {
  /** Export name in schema.ts -> SQL table name. */
  tables: Record<string, string>;
  /** SQL table name -> owning module (or 'platform'). */
  owners: Record<string, string>;
  /**
   * SQL table name -> module -> why it may read that table without owning it ('read: …'). Only
   * reads: an entry never lets a module write another's table.
   */
  shared?: Record<string, Record<string, string> | undefined>;
  /**
   * SQL table name -> module -> why it still writes that table without owning it. Temporary: the
   * writes found when the lint learned to tell them apart, each to be moved behind its owner.
   */
  knownWrites?: Record<string, Record<string, string> | undefined>;
}

/** The template literals of a file (their raw text, `${…}` left out), with the line each starts on. */
export function templateLiterals(text: string): { line: number; text: string }[] {
  const out: { line: number; text: string }[] = [];
  const lineAt = (index: number) => text.slice(0, index).split('\n').length;
  // A stack of template literals being read; each counts the braces of its open `${`.
  const open: { start: number; text: string; depth: number }[] = [];
  let i = 0;
  const inTemplate = () => open.length > 0 && open[open.length - 1]!.depth === 0;
  while (i < text.length) {
    const c = text[i]!;
    if (inTemplate()) {
      const t = open[open.length - 1]!;
      if (c === '\\') {
        t.text += text.slice(i, i + 2);
        i += 2;
      } else if (c === '`') {
        out.push({ line: lineAt(t.start), text: t.text });
        open.pop();
        i++;
      } else if (c === '$' && text[i + 1] === '{') {
        t.depth = 1;
        t.text += ' ';
        i += 2;
      } else {
        t.text += c;
        i++;
      }
      continue;
    }
    const t = open[open.length - 1];
    if (c === '/' && text[i + 1] === '/') i = text.indexOf('\n', i) === -1 ? text.length : text.indexOf('\n', i);
    else if (c === '/' && text[i + 1] === '*') i = text.indexOf('*/', i + 2) === -1 ? text.length : text.indexOf('*/', i + 2) + 2;
    else if (c === "'" || c === '"') {
      let j = i + 1;
      while (j < text.length && text[j] !== c && text[j] !== '\n') j += text[j] === '\\' ? 2 : 1;
      i = j + 1;
    } else if (c === '`') {
      open.push({ start: i, text: '', depth: 0 });
      i++;
    } else {
      if (t && c === '{') t.depth++;
      if (t && c === '}') t.depth--;
      i++;
    }
  }
  return out;
}

/**
 * The names a file gives the schema: `schema as s` from '@sahyog/db', or `* as x` from schema.ts
 * or one of its files (schema/catalog.ts).
 * A type-only import (`import type { schema as s }`, `{ type schema }`) brings row types, which
 * read nothing, so it is not followed.
 */
function schemaAliases(text: string): string[] {
  const names: string[] = [];
  for (const m of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*['"]@sahyog\/db['"]/g)) {
    for (const part of (m[1] ?? '').split(',')) {
      const named = /^\s*schema(?:\s+as\s+(\w+))?\s*$/.exec(part);
      if (named) names.push(named[1] ?? 'schema');
    }
  }
  for (const m of text.matchAll(/import\s*\*\s*as\s+(\w+)\s+from\s*['"][^'"]*schema(?:\.ts|\/\w+\.ts)?['"]/g)) names.push(m[1] ?? '');
  return names;
}

/** The demo seed: its data (packages/db) and the code that hands it to the owning modules' services. */
const SEED_DIRS = ['packages/db/src/seed/', 'apps/server/src/seed/'];

/**
 * Who a file is, for table ownership: a module's name, 'platform', 'seed' (which owns no table,
 * so any use fails), or nobody (unchecked).
 */
function tableUserOf(path: string): string | undefined {
  if (path.startsWith('apps/server/src/platform/')) return 'platform';
  if (SEED_DIRS.some((dir) => path.startsWith(dir))) return 'seed';
  return moduleOf(path);
}

export function checkTableOwnership(files: SourceFile[], rules: TableRules): string[] {
  const problems: string[] = [];
  const sqlNames = new Set(Object.values(rules.tables));
  for (const file of files) {
    const user = tableUserOf(file.path);
    if (!user || /\.test\.tsx?$/.test(file.path)) continue;
    // One use per table and line, a write outweighing a read on the same line.
    const used = new Map<string, { table: string; line: number; how: string; write: boolean }>();
    const note = (table: string, line: number, how: string, write: boolean) => {
      const seen = used.get(`${table}:${line}`);
      if (!seen || (write && !seen.write)) used.set(`${table}:${line}`, { table, line, how, write });
    };
    const lineAt = (index: number) => file.text.slice(0, index).split('\n').length;
    for (const alias of schemaAliases(file.text)) {
      for (const m of file.text.matchAll(new RegExp(`(?<![\\w.$])${alias}\\.(\\w+)(?![\\w$])`, 'g'))) {
        const table = rules.tables[m[1] ?? ''];
        const write = /\.(insert|update|delete)\(\s*$/.test(file.text.slice(Math.max(0, (m.index ?? 0) - 40), m.index));
        if (table) note(table, lineAt(m.index ?? 0), `${alias}.${m[1]}`, write && !/^\s*\./.test(file.text.slice((m.index ?? 0) + m[0].length)));
      }
    }
    for (const literal of templateLiterals(file.text)) {
      for (const m of literal.text.matchAll(/\b(from|join|update|into)\s+"?(\w+)"?/gi)) {
        const table = m[2] ?? '';
        if (!sqlNames.has(table)) continue;
        const verb = m[1]?.toLowerCase() ?? '';
        const write = verb === 'update' || verb === 'into' || (verb === 'from' && /\bdelete\s+$/i.test(literal.text.slice(0, m.index)));
        const line = literal.line + literal.text.slice(0, m.index).split('\n').length - 1;
        note(table, line, `SQL: ${verb} ${table}`, write);
      }
    }
    for (const { table, line, how, write } of used.values()) {
      const owner = rules.owners[table];
      if (owner === user) continue;
      if (write ? rules.knownWrites?.[table]?.[user] : rules.shared?.[table]?.[user]?.startsWith('read: ')) continue;
      const advice =
        user === 'platform'
          ? 'platform code calls no module: pass what it needs in'
          : owner === 'platform'
            ? 'use the platform’s service for it'
            : `ask app.${owner} for it`;
      const writes = write ? '; it is a write: only the owner writes its tables, and SHARED_TABLES allows reads only' : '';
      problems.push(
        `${file.path}:${line}: ${user} uses ${table} (${how}), which ${owner ?? 'no module'} owns; ${advice}${writes} (packages/db/src/ownership.ts)`,
      );
    }
  }
  return problems;
}
