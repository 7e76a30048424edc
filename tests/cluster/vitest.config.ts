// The cluster's tests (npm run test:cluster): two app processes behind nginx on the local
// PostgreSQL and Redis (scripts/cluster.ts), faults injected from outside. Not part of `npm test`:
// they restart PostgreSQL, take minutes and need nginx. One file at a time (one cluster, one port).
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

process.env.TZ = 'UTC';

export default defineConfig({
  root: fileURLToPath(new URL('../../', import.meta.url)),
  test: {
    env: { TZ: 'UTC' },
    include: ['tests/cluster/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    globalSetup: ['tests/support/web-build.ts'],
    hookTimeout: 300_000,
    testTimeout: 900_000,
  },
});
