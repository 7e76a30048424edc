// Page tests render the built web app (apps/web/build), as `npm run serve` does. Vitest's
// global setup builds it when it is missing or older than its sources, so `npm test` on a
// fresh clone or after a web change tests the current pages (a build takes a few seconds).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const built = join(root, 'apps/web/build/server/index.js');
const sources = ['apps/web/app', 'apps/web/public', 'apps/web/vite.config.ts', 'apps/web/react-router.config.ts', 'packages/core/src'];

function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const name of readdirSync(path)) max = Math.max(max, newest(join(path, name)));
  return max;
}

export default function setup(): void {
  const stale = !existsSync(built) || Math.max(...sources.map((s) => newest(join(root, s)))) > statSync(built).mtimeMs;
  // Vitest sets NODE_ENV=test, which would make Vite build React's development bundles: the same
  // build the journeys then serve would hydrate differently from a normal `npm run build`.
  if (stale) execFileSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
}
