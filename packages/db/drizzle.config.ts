import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Every file of schema/, not the barrel: a schema file left out of schema.ts is still migrated
  // (and ownership.test.ts fails until the barrel names it).
  schema: './src/schema/*.ts',
  out: './migrations',
});
