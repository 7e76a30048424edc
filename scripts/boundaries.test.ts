import { describe, expect, it } from 'vitest';
import { checkBoundaries, importsOf } from './boundaries.ts';

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
