import { readdirSync, statSync } from 'node:fs';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { KNOWN_CROSS_WRITES, SHARED_TABLES, schemaTables, TABLE_OWNERS } from './ownership.ts';

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

describe('owners from schema files', () => {
  const schemaDir = new URL('./schema/', import.meta.url);
  const files = readdirSync(schemaDir)
    .filter((name) => name.endsWith('.ts'))
    .map((name) => name.slice(0, -3));
  const declared = async (name: string) =>
    Object.entries((await import(new URL(`${name}.ts`, schemaDir).href)) as Record<string, unknown>).flatMap(([exported, value]) =>
      is(value, PgTable) ? [{ exported, table: getTableName(value) }] : [],
    );

  it('gives each table the module whose schema file declares it, and the barrel re-exports every table', async () => {
    const tables = schemaTables();
    let count = 0;
    for (const name of files.filter((f) => f !== '_shared')) {
      for (const { exported, table } of await declared(name)) {
        count++;
        expect(TABLE_OWNERS[table as keyof typeof TABLE_OWNERS], `${table} in schema/${name}.ts`).toBe(name);
        expect(tables[exported], `schema.ts re-exports ${exported}`).toBe(table);
      }
    }
    expect(count).toBe(Object.keys(TABLE_OWNERS).length);
    // _shared holds helpers only: a table there would have no owner.
    expect(await declared('_shared')).toEqual([]);
  });

  it('names each schema file for a real module folder, the platform or _shared', () => {
    expect(files).toContain('giving');
    expect(files.filter((name) => !owners.has(name) && name !== '_shared')).toEqual([]);
  });

  it('keeps SHARED_TABLES to reads, and the known cross-module writes to real modules, each with its way out', () => {
    for (const [table, users] of Object.entries(SHARED_TABLES)) {
      for (const [user, why] of Object.entries(users ?? {})) expect(why, `${table}: ${user}`).toMatch(/^read: \S/);
    }
    for (const [table, users] of Object.entries(KNOWN_CROSS_WRITES)) {
      for (const [user, why] of Object.entries(users ?? {})) {
        expect(owners.has(user), `${table}: ${user}`).toBe(true);
        expect(user, table).not.toBe(TABLE_OWNERS[table as keyof typeof TABLE_OWNERS]);
        expect(why, `${table}: ${user}`).toMatch(/to be removed by issue 44 part 1/);
      }
    }
  });
});
