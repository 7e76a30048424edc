// The journeys' server (playwright.config.ts's webServer). When CI prepared a seeded data
// directory ahead (E2E_DATA_TEMPLATE, made by scripts/e2e-data.ts while lint, the type check and
// the build ran), the server starts from a copy of it: no initdb, migrations or seed on the
// journeys' clock (24 s of the server's start on this machine; decision 0062, 6). Without one it
// starts on the empty DATA_DIR and seeds it, as `npm start` does.
import fs from 'node:fs';
import path from 'node:path';

const template = process.env.E2E_DATA_TEMPLATE;
const dataDir = process.env.DATA_DIR;
if (template && dataDir && fs.existsSync(path.join(template, 'ready'))) {
  fs.cpSync(template, dataDir, { recursive: true, filter: (from) => path.basename(from) !== 'ready' });
}
await import('../apps/server/src/main.ts');
