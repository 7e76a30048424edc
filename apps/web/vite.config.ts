import { readFile } from 'node:fs/promises';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { minifySync } from 'rolldown/experimental';
import { defineConfig, type Plugin } from 'vite';

/**
 * `import text from './x.js?minified'`: the file's text, minified (oxc, through Vite's own
 * rolldown), for scripts inlined into every page, where every byte is in every answer and every
 * cache miss renders it: enhance.js went from 5.0 KB to 2.5 KB.
 */
function minifiedText(): Plugin {
  const SUFFIX = '?minified';
  return {
    name: 'sahyog-minified-text',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!source.endsWith(SUFFIX)) return null;
      const resolved = await this.resolve(source.slice(0, -SUFFIX.length), importer, { skipSelf: true });
      return resolved ? `${resolved.id}${SUFFIX}` : null;
    },
    async load(id) {
      if (!id.endsWith(SUFFIX)) return null;
      const file = id.slice(0, -SUFFIX.length);
      this.addWatchFile(file);
      const { code, errors } = minifySync(file, await readFile(file, 'utf8'), { compress: { target: 'es2022' }, mangle: true });
      if (errors.length) this.error(`minifying ${file}: ${errors.map((e) => e.message).join('; ')}`);
      return `export default ${JSON.stringify(code)};`;
    },
  };
}

// The load-context token must be one module instance shared by the server and the SSR build,
// so the SSR build imports it at run time instead of bundling a copy.
const sharedAtRuntime = ['@sahyog/core/context'];

export default defineConfig({
  plugins: [minifiedText(), tailwindcss(), reactRouter()],
  optimizeDeps: { include: ['zod'] },
  environments: {
    ssr: {
      build: { rolldownOptions: { external: sharedAtRuntime } },
      resolve: { external: sharedAtRuntime },
    },
  },
  build: { target: 'es2022', assetsInlineLimit: 2048 },
});
