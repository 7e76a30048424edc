import { readdirSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SHARED_TABLES, schemaTables, TABLE_OWNERS } from './ownership.ts';

const modulesDir = new URL('../../../apps/server/src/modules/', import.meta.url);
const modules = readdirSync(modulesDir).filter((name) => statSync(new URL(`${name}/`, modulesDir)).isDirectory());
// 'platform' is apps/server/src/platform (the job queue, the audit log).
const owners = new Set([...modules, 'platform']);

describe('table ownership', () => {
  it('gives every table in the schema an owner, and names no table the schema lacks', () => {
    const tables = Object.values(schemaTables());
    expect(tables.length).toBeGreaterThan(30);
    expect(tables.filter((t) => !(t in TABLE_OWNERS))).toEqual([]);
    expect(Object.keys(TABLE_OWNERS).filter((t) => !tables.includes(t))).toEqual([]);
  });

  it('names only real modules (or the platform) as owners', () => {
    expect(modules).toContain('giving');
    expect(Object.entries(TABLE_OWNERS).filter(([, owner]) => !owners.has(owner))).toEqual([]);
  });

  it('lets a table be shared only with a real module other than its owner, and says why', () => {
    for (const [table, users] of Object.entries(SHARED_TABLES)) {
      for (const [user, why] of Object.entries(users ?? {})) {
        expect(owners.has(user), `${table}: ${user}`).toBe(true);
        expect(user, table).not.toBe(TABLE_OWNERS[table as keyof typeof TABLE_OWNERS]);
        expect(why.length, `${table}: ${user}`).toBeGreaterThan(40);
      }
    }
  });
});
