// Two projects: `unit` (pure rules in packages/core) and `integration` (the Fastify app
// through app.inject() against a real database). Integration files in one worker share one
// database (tests/support/db.ts): opening PGlite costs seconds, so the worker is not isolated.
import { defineConfig } from 'vitest/config';

// Dates in tests must not depend on the machine running them; workers inherit this.
process.env.TZ = 'UTC';

export default defineConfig({
  test: {
    env: { TZ: 'UTC' },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          // Core's rules, the database package's pure helpers, the web app's browser-safe helpers,
          // the repository's scripts.
          include: ['packages/core/**/*.test.ts', 'packages/db/src/**/*.test.ts', 'apps/web/app/lib/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          environment: 'node',
          include: ['apps/server/**/*.test.ts', 'tests/integration/**/*.test.ts'],
          // Page tests render the built web app: build it first when it is missing or stale.
          globalSetup: ['tests/support/web-build.ts'],
          // One module graph per worker, so the database singleton is shared across files.
          isolate: false,
          // Migrating and seeding a fresh database takes a few seconds on a cold worker.
          hookTimeout: 60_000,
          testTimeout: 20_000,
        },
      },
    ],
  },
});
