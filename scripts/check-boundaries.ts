// Dependencies point one way (DESIGN.md): web -> core; server -> core, db; db -> core; core -> nothing
// of ours. Modules talk through each other's service, never their internals. Fails the lint on a breach.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const rules: { dir: string; forbid: RegExp; why: string }[] = [
  { dir: 'packages/core/src', forbid: /from ['"](@sahyog\/(db|server|web)|\.\.\/\.\.\/(apps|packages\/db))/, why: 'core is pure: it imports nothing of ours' },
  { dir: 'packages/db/src', forbid: /from ['"](@sahyog\/(server|web)|.*apps\/)/, why: 'db may import core only' },
  {
    dir: 'apps/web/app',
    forbid: /from ['"](@sahyog\/(db|server)|.*apps\/server|.*packages\/db)/,
    why: 'web reaches the server only through the load context (core/context)',
  },
  { dir: 'apps/server/src', forbid: /from ['"](@sahyog\/web|.*apps\/web\/app)/, why: 'the server mounts the web build, it does not import web source' },
];

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (name === 'node_modules' || name === 'build') return [];
    return statSync(p).isDirectory() ? walk(p) : /\.(ts|tsx)$/.test(name) ? [p] : [];
  });
}

const problems: string[] = [];
for (const rule of rules) {
  for (const file of walk(join(root, rule.dir))) {
    const text = readFileSync(file, 'utf8');
    for (const [i, line] of text.split('\n').entries()) {
      if (rule.forbid.test(line)) problems.push(`${relative(root, file)}:${i + 1}: ${line.trim()}  (${rule.why})`);
    }
  }
}

// modules/<a>/… must not import modules/<b>/ anything but service.ts
for (const file of walk(join(root, 'apps/server/src/modules'))) {
  const own = relative(join(root, 'apps/server/src/modules'), file).split(sep)[0];
  const text = readFileSync(file, 'utf8');
  for (const [i, line] of text.split('\n').entries()) {
    const m = /from ['"]\.\.\/(?!\.\.)([^/]+)\/([^'"]+)['"]/.exec(line);
    if (m && m[1] !== own && !m[2]?.startsWith('service'))
      problems.push(`${relative(root, file)}:${i + 1}: imports ${m[1]}'s internals (${m[2]}); call its service instead`);
  }
}

if (problems.length) {
  console.error(`Dependency rule broken:\n${problems.join('\n')}`);
  process.exit(1);
}
console.log('boundaries: ok');
