// npm run lint's dependency check: reads every source file and applies scripts/boundaries.ts.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { checkBoundaries, type SourceFile } from './boundaries.ts';

const root = new URL('..', import.meta.url).pathname;

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (name === 'node_modules' || name === 'build' || name === '.react-router') return [];
    return statSync(p).isDirectory() ? walk(p) : /\.(ts|tsx)$/.test(name) ? [p] : [];
  });
}

const files: SourceFile[] = ['packages/core/src', 'packages/db/src', 'apps/web/app', 'apps/server/src'].flatMap((dir) =>
  walk(join(root, dir)).map((p) => ({ path: relative(root, p).split(sep).join('/'), text: readFileSync(p, 'utf8') })),
);
const problems = checkBoundaries(files);
if (problems.length) {
  console.error(`Dependency rule broken:\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(`boundaries: ok (${files.length} files)`);
