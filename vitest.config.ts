// Two projects: `unit` (pure rules in packages/core) and `integration` (the Fastify app
// through app.inject() against a real database). Integration files in one worker share one
// database (tests/support/db.ts), a copy of the one the run migrated and seeded once
// (tests/support/db-template.ts): opening PGlite still costs time, so the worker is not isolated.
import { defineConfig } from 'vitest/config';
import LongestFirst from './scripts/test-sequencer.ts';

// Dates in tests must not depend on the machine running them; workers inherit this.
process.env.TZ = 'UTC';

export default defineConfig({
  test: {
    // SAHYOG_CHECK_ANSWERS: every API answer is read back through its declared schema, and one
    // with a field the schema does not declare fails (apps/server/src/platform/answer-check.ts).
    env: { TZ: 'UTC', SAHYOG_CHECK_ANSWERS: '1' },
    // A worker per core. Vitest's default leaves one core free (cores − 1), which on the 2-core
    // development and CI machine is a single worker: npm test took 437 s on one, 235 s on two
    // (user + system time ≈ wall time on one: the second core sat idle; decision 0062).
    maxWorkers: '100%',
    // The longest files first, also on a fresh clone without Vitest's cache (decision 0062, 7).
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          // Core's rules, the database package's pure helpers, the web app's browser-safe helpers,
          // the repository's scripts.
          include: ['packages/core/**/*.test.ts', 'packages/db/src/**/*.test.ts', 'apps/web/app/lib/**/*.test.ts', 'scripts/**/*.test.ts'],
          // Pure rules: a module graph per worker, not per file (the project alone: 24 s → 13 s;
          // the one file that stubs globals restores them after each test, decision 0062, 7).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          environment: 'node',
          include: ['apps/server/**/*.test.ts', 'tests/integration/**/*.test.ts'],
          // Page tests render the built web app: build it first when it is missing or stale. Then
          // one migrated and seeded database for the run, which every worker copies (0062).
          globalSetup: ['tests/support/web-build.ts', 'tests/support/db-template.ts'],
          // One module graph per worker, so the database singleton is shared across files.
          isolate: false,
          // A file's own migrated and seeded database (seed: false) takes seconds on a busy machine.
          hookTimeout: 60_000,
          testTimeout: 20_000,
        },
      },
    ],
  },
});
