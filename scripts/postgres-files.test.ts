// CI runs the files in tests/postgres-files.txt a second time on PostgreSQL; a renamed or removed
// file would silently drop out of that run, so every line must name a test file that exists.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const lines = readFileSync('tests/postgres-files.txt', 'utf8')
  .split('\n')
  .map((l) => l.trim())
  .filter((l) => l && !l.startsWith('#'));

describe('tests/postgres-files.txt', () => {
  it('lists integration test files that exist, each once', () => {
    expect(lines.length).toBeGreaterThan(0);
    expect(new Set(lines).size).toBe(lines.length);
    for (const file of lines) {
      expect(file, file).toMatch(/^tests\/integration\/[\w-]+\.test\.ts$/);
      expect(existsSync(file), `${file} exists`).toBe(true);
    }
  });
});
