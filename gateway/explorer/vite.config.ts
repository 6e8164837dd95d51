import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * The GraphQL explorer (GraphiQL) that /graphql shows a browser, built into gateway/dist/explorer
 * apart from the PWA, so its bundle and budgets stay the PWA's own; the gateway serves it itself.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/graphql/explorer/',
  logLevel: 'warn',
  build: {
    outDir: fileURLToPath(new URL('../dist/explorer', import.meta.url)),
    emptyOutDir: true,
    // One page for integrators, loaded once; its size is GraphiQL's (about 300 kB compressed).
    chunkSizeWarningLimit: 1100,
    rolldownOptions: {
      // GraphiQL's React modules start with "use client", which means nothing outside a server-components build.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
      checks: { pluginTimings: false },
    },
  },
});
