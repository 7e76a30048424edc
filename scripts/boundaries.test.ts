import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { KNOWN_CROSS_WRITES, SHARED_TABLES, schemaTables, TABLE_OWNERS } from '../packages/db/src/ownership.ts';
import { checkBoundaries, checkTableOwnership, importsOf, type TableRules, templateLiterals } from './boundaries.ts';

const file = (path: string, text: string) => ({ path, text });

describe('checkBoundaries', () => {
  it('lets a module take another module’s types from its index.ts', () => {
    const ok = file(
      'apps/server/src/modules/accounts/service.ts',
      "import type { AuthService } from '../auth/index.ts';\nimport { type GivingService } from '../giving/index.ts';\nimport { route } from '../../platform/http.ts';",
    );
    expect(checkBoundaries([ok])).toEqual([]);
  });

  it('refuses a module reaching into another module’s files, however the import is written', () => {
    const cases = [
      "import { toPublicUser } from '../auth/service.ts';",
      "import {\n  toPublicUser,\n  type AuthService,\n} from '../auth/service.ts';",
      "export { requestMeta } from '../auth/routes.ts';",
      "const m = await import('../auth/service.ts');",
      "import '../auth/routes.ts';",
    ];
    for (const text of cases) {
      const problems = checkBoundaries([file('apps/server/src/modules/admin/service.ts', text)]);
      expect(problems, text).toHaveLength(1);
      expect(problems[0], text).toMatch(/imports auth's internals/);
    }
  });

  it('refuses values from another module’s index.ts inside a module (services arrive as decorations)', () => {
    const problems = checkBoundaries([file('apps/server/src/modules/admin/service.ts', "import { authModule } from '../auth/index.ts';")]);
    expect(problems).toEqual([expect.stringMatching(/imports values from the auth module/)]);
  });

  it('lets the composition root import modules through index.ts only', () => {
    expect(checkBoundaries([file('apps/server/src/app.ts', "import { authModule, requestMeta } from './modules/auth/index.ts';")])).toEqual([]);
    const problems = checkBoundaries([file('apps/server/src/app.ts', "import { requestMeta } from './modules/auth/routes.ts';")]);
    expect(problems).toEqual([expect.stringMatching(/app\.ts:1: imports auth's internals \(routes\.ts\)/)]);
  });

  it('keeps platform code free of modules and the packages pointing one way', () => {
    expect(checkBoundaries([file('apps/server/src/platform/pages.ts', "import type { AuthService } from '../modules/auth/index.ts';")])).toHaveLength(1);
    expect(checkBoundaries([file('packages/core/src/money.ts', "import { schema } from '@sahyog/db';")])).toHaveLength(1);
    expect(
      checkBoundaries([file('apps/web/app/routes/home.tsx', "import { catalogService } from '../../../server/src/modules/catalog/service.ts';")]),
    ).toHaveLength(1);
    expect(checkBoundaries([file('packages/db/src/seed/index.ts', "import { money } from '@sahyog/core';")])).toEqual([]);
  });

  it('reads the line of each import and whether it is type-only', () => {
    const refs = importsOf("// header\nimport type { A } from './a.ts';\n\nimport {\n  b,\n} from './b.ts';\nimport { type C } from './c.ts';");
    expect(refs).toEqual([
      { line: 2, specifier: './a.ts', typeOnly: true },
      { line: 4, specifier: './b.ts', typeOnly: false },
      { line: 7, specifier: './c.ts', typeOnly: true },
    ]);
  });
});

// The real schema and owner map, as `npm run lint` uses them.
const rules = { tables: schemaTables(), owners: TABLE_OWNERS, shared: SHARED_TABLES, knownWrites: KNOWN_CROSS_WRITES };
const head = "import { type Db, schema as s } from '@sahyog/db';\nimport { sql } from 'drizzle-orm';\n";

describe('checkTableOwnership', () => {
  it('refuses a module reading another module’s table through drizzle, under any name for the schema', () => {
    const cases = [
      `${head}const rows = await db.select().from(s.campaigns);`,
      "import { schema, type Db } from '@sahyog/db';\nawait db.update(schema.campaigns).set({ featured: true });",
      `${head}await db.execute(sql\`select sum(raised_paise) from \${s.campaigns}\`);`,
    ];
    for (const text of cases) {
      const problems = checkTableOwnership([file('apps/server/src/modules/admin/service.ts', text)], rules);
      expect(problems, text).toEqual([
        expect.stringMatching(/^apps\/server\/src\/modules\/admin\/service\.ts:\d+: admin uses campaigns \(.+\), which catalog owns; ask app\.catalog for it/),
      ]);
    }
  });

  it('refuses raw SQL naming another module’s table after from, join, update or into', () => {
    const cases = [
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the fixture is source text holding a template
      'sql`select count(*) from campaigns where status = ${status}`',
      'sql`select d.id from orders o\n  join donations d on d.order_id = o.id`',
      'sql`UPDATE "donations" set status = \'refunded\'`',
      'prepareStatement(db, "x", `insert into receipts (number) values ($1)`)',
    ];
    for (const text of cases) {
      const problems = checkTableOwnership([file('apps/server/src/modules/admin/service.ts', text)], rules);
      expect(problems.length, text).toBeGreaterThan(0);
      expect(problems[0], text).toMatch(
        /admin uses (campaigns|orders|donations|receipts) \(SQL: (from|join|update|into) \1\), which (giving|catalog|payments|receipts) owns/,
      );
    }
    const joined = checkTableOwnership([file('apps/server/src/modules/admin/service.ts', 'const q = `select 1\nfrom x\njoin donations d on true`;')], rules);
    expect(joined).toEqual([expect.stringMatching(/service\.ts:3: admin uses donations \(SQL: join donations\), which giving owns/)]);
  });

  it('lets the owning module use its own tables, and a shared table the module it is shared with', () => {
    const own = `${head}await db.update(s.donations).set({ status: 'paid' });\nawait db.execute(sql\`update donations set status = 'paid'\`);`;
    expect(checkTableOwnership([file('apps/server/src/modules/giving/ledger.ts', own)], rules)).toEqual([]);
    const figures = `${head}await db.update(s.campaigns).set({ backers: sql\`\${s.campaigns.backers} + 1\` });`;
    expect(checkTableOwnership([file('apps/server/src/modules/catalog/figures.ts', figures)], rules)).toEqual([]);
    // Giving moves the figures through the catalog's keeper now: writing them itself is refused.
    expect(checkTableOwnership([file('apps/server/src/modules/giving/ledger.ts', figures)], rules)).toEqual([
      expect.stringMatching(/giving .*campaigns.*write/),
    ]);
    expect(checkTableOwnership([file('apps/server/src/platform/jobs.ts', `${head}await db.insert(s.jobs).values(job);`)], rules)).toEqual([]);
  });

  it('holds the platform to its own tables, and modules off the platform’s', () => {
    expect(checkTableOwnership([file('apps/server/src/platform/audit.ts', `${head}await db.select().from(s.orders);`)], rules)).toEqual([
      expect.stringMatching(/audit\.ts:3: platform uses orders \(s\.orders\), which payments owns; platform code calls no module/),
    ]);
    expect(checkTableOwnership([file('apps/server/src/modules/receipts/service.ts', `${head}await db.select().from(s.auditEvents);`)], rules)).toEqual([
      expect.stringMatching(/receipts uses audit_events \(s\.auditEvents\), which platform owns; use the platform’s service/),
    ]);
  });

  it('does not mistake words in comments, quoted strings or outside SQL for a use', () => {
    const text = `${head}// reads from campaigns via catalog\n/* update donations */\nconst m = 'sent from orders';\nconst campaigns = s;\nconst t = \`Thanks from \${name}\`;`;
    expect(checkTableOwnership([file('apps/server/src/modules/admin/service.ts', text)], rules)).toEqual([]);
    // Row types from a type-only import read nothing.
    const types = "import type { schema as s } from '@sahyog/db';\ntype Row = typeof s.campaigns.$inferSelect;";
    expect(checkTableOwnership([file('apps/server/src/modules/admin/service.ts', types)], rules)).toEqual([]);
    // Tests, and code outside modules, the platform and the seed (app.ts), are not checked.
    expect(checkTableOwnership([file('apps/server/src/modules/admin/service.test.ts', `${head}db.select().from(s.campaigns)`)], rules)).toEqual([]);
    expect(checkTableOwnership([file('apps/server/src/app.ts', `${head}db.select().from(s.campaigns)`)], rules)).toEqual([]);
  });

  it('holds the demo seed, its data and its writer, to no table at all: it writes through the owners’ services', () => {
    const cases: [string, string, RegExp][] = [
      [
        'apps/server/src/seed/index.ts',
        `${head}await db.insert(s.blogs).values(rows);`,
        /seed uses blogs \(s\.blogs\), which content owns; ask app\.content for it/,
      ],
      [
        'packages/db/src/seed/index.ts',
        "import * as s from '../schema.ts';\nawait tx.insert(s.categories).values(rows);",
        /seed uses categories \(s\.categories\), which catalog owns; ask app\.catalog for it/,
      ],
      [
        'packages/db/src/seed/index.ts',
        'await tx.execute(sql`update campaigns as c set raised_paise = t.raised from (select 1) as t`);',
        /seed uses campaigns \(SQL: update campaigns\), which catalog owns/,
      ],
      [
        'apps/server/src/seed/gifts.ts',
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the fixture is source text holding a template
        'sql`insert into orders (reference) values (${ref})`',
        /seed uses orders \(SQL: into orders\), which payments owns; ask app\.payments/,
      ],
    ];
    for (const [path, text, problem] of cases) expect(checkTableOwnership([file(path, text)], rules), text).toEqual([expect.stringMatching(problem)]);
    // Row types and the owners' services are what it may use.
    const through =
      "import type * as s from '../schema.ts';\ntype Row = typeof s.campaigns.$inferInsert;\nawait app.catalog.importDemo(catalog);\nawait app.giving.importDemoGifts(gifts);";
    expect(checkTableOwnership([file('apps/server/src/seed/index.ts', through)], rules)).toEqual([]);
  });

  it('reads template literals with their nesting and the line each starts on', () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the fixture is source text holding templates
    const literals = templateLiterals("const a = 'x`y';\n// `no`\nconst q = sql`select ${sql`inner`} from t`;");
    expect(literals).toEqual([
      { line: 3, text: 'inner' },
      { line: 3, text: 'select   from t' },
    ]);
  });
});

describe('checkTableOwnership: reads and writes of another module’s table', () => {
  // A small owner map of its own, so the cases hold whatever the real exceptions become.
  const fixture = {
    tables: { campaigns: 'campaigns', orders: 'orders', donations: 'donations' },
    owners: { campaigns: 'catalog', orders: 'payments', donations: 'giving' },
    shared: { campaigns: { giving: "read: giving names a gift's campaign in its lists" } },
  };
  const at = (module: string, text: string, rules: TableRules = fixture) =>
    checkTableOwnership([file(`apps/server/src/modules/${module}/service.ts`, `${head}${text}`)], rules);
  const writes = [
    'await db.update(s.campaigns).set({ featured: true });',
    'await tx\n  .insert(s.campaigns)\n  .values(row);',
    'await tx.delete(s.campaigns).where(eq(s.campaigns.id, id));',
    'await db.execute(sql`update campaigns set raised_paise = 0`);',
    'await db.execute(sql`insert into campaigns (slug) values (1)`);',
    'await db.execute(sql`delete from campaigns where id = 1`);',
  ];

  it('refuses every write to another module’s table, even from a module SHARED_TABLES lets read it', () => {
    for (const text of writes) {
      expect(at('giving', text), text).toEqual([
        expect.stringMatching(/giving uses campaigns \(.+\), which catalog owns; ask app\.catalog for it; it is a write: only the owner writes its tables/),
      ]);
      // The owner writes its own table.
      expect(at('catalog', text), text).toEqual([]);
    }
  });

  it('passes a read that SHARED_TABLES allows, and refuses the same read from a module it does not name', () => {
    const reads = [
      'const rows = await db.select().from(s.campaigns).where(eq(s.campaigns.id, id));',
      'await db.select({ id: s.donations.id }).from(s.donations).innerJoin(s.campaigns, eq(s.campaigns.id, s.donations.campaignId));',
      'sql`select d.id from donations d join campaigns c on c.id = d.campaign_id`',
      // A row lock is a read: it changes nothing.
      "await tx.select().from(s.campaigns).for('update');\nsql`select 1 from campaigns where id = 1 for update`",
    ];
    for (const text of reads) {
      expect(at('giving', text), text).toEqual([]);
      const refused = at('refunds', text);
      expect(refused.length, text).toBeGreaterThan(0);
      expect(refused.filter((p) => /uses campaigns/.test(p)).length, text).toBeGreaterThan(0);
      expect(refused.join('\n'), text).not.toMatch(/it is a write/);
    }
  });

  it('follows a namespace import of one schema file as it does the barrel', () => {
    const one = "import * as catalog from '../../../../../packages/db/src/schema/catalog.ts';\nawait db.insert(catalog.campaigns).values(row);";
    expect(checkTableOwnership([file('apps/server/src/modules/giving/service.ts', one)], fixture)).toEqual([
      expect.stringMatching(/service\.ts:2: giving uses campaigns \(catalog\.campaigns\), which catalog owns; .*it is a write/),
    ]);
  });

  it('lets an entry that does not say it is a read let nothing through', () => {
    const unsaid = { ...fixture, shared: { campaigns: { giving: "write: giving keeps raised_paise in the gift's transaction" } } };
    expect(at('giving', 'await db.select().from(s.campaigns);', unsaid)).toEqual([expect.stringMatching(/giving uses campaigns \(s\.campaigns\)/)]);
    expect(at('giving', 'await db.update(s.campaigns).set({ backers: 1 });', unsaid)).toEqual([expect.stringMatching(/it is a write/)]);
  });

  it('passes a known cross-module write only for its own table and module, and never makes it a read', () => {
    const known = { ...fixture, shared: {}, knownWrites: { campaigns: { giving: 'giving keeps raised_paise; to be removed by issue 44 part 1' } } };
    expect(at('giving', 'await db.update(s.campaigns).set({ backers: 1 });', known)).toEqual([]);
    expect(at('giving', 'await db.update(s.orders).set({ status: "cancelled" });', known)).toEqual([
      expect.stringMatching(/giving uses orders .*it is a write/),
    ]);
    expect(at('refunds', 'await db.update(s.campaigns).set({ backers: 1 });', known)).toEqual([
      expect.stringMatching(/refunds uses campaigns .*it is a write/),
    ]);
    expect(at('giving', 'await db.select().from(s.campaigns);', known)).toEqual([expect.stringMatching(/giving uses campaigns \(s\.campaigns\)/)]);
  });

  it('lists in KNOWN_CROSS_WRITES exactly the cross-module writes the code still makes', () => {
    const root = new URL('..', import.meta.url).pathname;
    const walk = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const p = join(dir, name);
        return statSync(p).isDirectory() ? walk(p) : /\.tsx?$/.test(name) ? [p] : [];
      });
    const files = ['apps/server/src', 'packages/db/src'].flatMap((dir) => walk(join(root, dir)).map((p) => file(relative(root, p), readFileSync(p, 'utf8'))));
    const made = new Set(
      checkTableOwnership(files, { ...rules, knownWrites: {} }).flatMap((p) => {
        const m = /: (\w+) uses (\w+) .*it is a write/.exec(p);
        return m ? [`${m[2]} by ${m[1]}`] : [];
      }),
    );
    const listed = Object.entries(KNOWN_CROSS_WRITES).flatMap(([table, users]) => Object.keys(users ?? {}).map((user) => `${table} by ${user}`));
    // A write taken behind its owner leaves its entry here to delete; a new one is refused by the lint.
    expect([...made].sort()).toEqual(listed.sort());
  });
});

describe('npm run lint (scripts/check-boundaries.ts)', () => {
  // Each case starts a node process (about a second, several on a loaded machine): hence the timeouts.
  /** Runs the lint's checker over a folder laid out like the repository, holding one file. */
  function lint(path: string, text: string) {
    const root = mkdtempSync(join(tmpdir(), 'boundaries-'));
    try {
      mkdirSync(join(root, dirname(path)), { recursive: true });
      writeFileSync(join(root, path), text);
      const run = spawnSync(process.execPath, [new URL('./check-boundaries.ts', import.meta.url).pathname, root], { encoding: 'utf8' });
      return { status: run.status, output: run.stdout + run.stderr };
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }

  it('fails when a module sums another module’s table, and passes the owner doing it', () => {
    const summing = `${head}export const sum = (db: Db) => db.select({ raised: sql\`sum(\${s.campaigns.raisedPaise})\` }).from(s.campaigns);\n`;
    const admin = lint('apps/server/src/modules/admin/service.ts', summing);
    expect(admin.status).toBe(1);
    expect(admin.output).toMatch(/Table ownership broken[\s\S]*admin\/service\.ts:3: admin uses campaigns \(s\.campaigns\), which catalog owns/);
    const catalog = lint('apps/server/src/modules/catalog/service.ts', summing);
    expect(catalog.output).toMatch(/boundaries: ok \(1 files\)/);
    expect(catalog.status).toBe(0);
    // Two Node processes: on a busy 2-core machine each start can take seconds.
  }, 60_000);

  it('fails when a module writes a table it may only read, and passes its read', () => {
    // giving reads orders through SHARED_TABLES; a write to them is no module's but payments'.
    const write = lint('apps/server/src/modules/giving/service.ts', `${head}await db.update(s.orders).set({ status: 'cancelled' });\n`);
    expect(write.status).toBe(1);
    expect(write.output).toMatch(/giving\/service\.ts:3: giving uses orders \(s\.orders\), which payments owns; ask app\.payments for it; it is a write/);
    const read = lint('apps/server/src/modules/giving/service.ts', `${head}await db.select({ status: s.orders.status }).from(s.orders);\n`);
    expect(read.output).toMatch(/boundaries: ok \(1 files\)/);
    expect(read.status).toBe(0);
  }, 60_000);

  it('fails when the demo seed writes a table or recomputes figures itself, and passes it calling the services', () => {
    const ownSql = [
      "import * as s from '../schema.ts';",
      "import { sql } from 'drizzle-orm';",
      'export async function seedDemo(db: Db) {',
      '  await db.insert(s.categories).values([]);',
      '  await db.execute(sql`update campaigns as c set raised_paise = t.raised from (select 1) as t where c.id = t.id`);',
      '}',
      '',
    ].join('\n');
    const seed = lint('packages/db/src/seed/index.ts', ownSql);
    expect(seed.status).toBe(1);
    expect(seed.output).toMatch(/Table ownership broken[\s\S]*seed\/index\.ts:4: seed uses categories \(s\.categories\), which catalog owns/);
    expect(seed.output).toMatch(/seed\/index\.ts:5: seed uses campaigns \(SQL: update campaigns\), which catalog owns/);
    const writer = lint('apps/server/src/seed/index.ts', ownSql.replace("'../schema.ts'", "'../../../../packages/db/src/schema.ts'"));
    expect(writer.status).toBe(1);
    expect(writer.output).toMatch(/apps\/server\/src\/seed\/index\.ts:4: seed uses categories/);
    const services = lint(
      'apps/server/src/seed/index.ts',
      "import type { FastifyInstance } from 'fastify';\nexport async function seedDemo(app: FastifyInstance) {\n  await app.catalog.importDemo(catalog);\n  await app.giving.importDemoGifts(gifts);\n}\n",
    );
    expect(services.output).toMatch(/boundaries: ok \(1 files\)/);
    expect(services.status).toBe(0);
  }, 60_000);
});
