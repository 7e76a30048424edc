import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

// The load-context token must be one module instance shared by the server and the SSR build,
// so the SSR build imports it at run time instead of bundling a copy.
const sharedAtRuntime = ['@sahyog/core/context'];

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  optimizeDeps: { include: ['zod'] },
  environments: {
    ssr: {
      build: { rolldownOptions: { external: sharedAtRuntime } },
      resolve: { external: sharedAtRuntime },
    },
  },
  build: { target: 'es2022', assetsInlineLimit: 2048 },
});
