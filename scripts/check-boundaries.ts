// npm run lint's dependency and table-ownership checks: reads every source file and applies scripts/boundaries.ts.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { KNOWN_CROSS_WRITES, SHARED_TABLES, schemaTables, TABLE_OWNERS } from '../packages/db/src/ownership.ts';
import { checkBoundaries, checkTableOwnership, type SourceFile } from './boundaries.ts';

// Another root (a folder laid out like the repository) is for the checker's own test.
const root = process.argv[2] ?? new URL('..', import.meta.url).pathname;

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (name === 'node_modules' || name === 'build' || name === '.react-router') return [];
    return statSync(p).isDirectory() ? walk(p) : /\.(ts|tsx)$/.test(name) ? [p] : [];
  });
}

const files: SourceFile[] = ['packages/core/src', 'packages/db/src', 'apps/web/app', 'apps/server/src'].flatMap((dir) =>
  (existsSync(join(root, dir)) ? walk(join(root, dir)) : []).map((p) => ({ path: relative(root, p).split(sep).join('/'), text: readFileSync(p, 'utf8') })),
);
const problems = checkBoundaries(files);
const tableProblems = checkTableOwnership(files, { tables: schemaTables(), owners: TABLE_OWNERS, shared: SHARED_TABLES, knownWrites: KNOWN_CROSS_WRITES });
if (problems.length) console.error(`Dependency rule broken:\n${problems.join('\n')}`);
if (tableProblems.length) console.error(`Table ownership broken (packages/db/src/ownership.ts):\n${tableProblems.join('\n')}`);
if (problems.length || tableProblems.length) process.exit(1);
console.log(`boundaries: ok (${files.length} files)`);
