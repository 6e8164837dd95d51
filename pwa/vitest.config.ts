import { defineProject } from 'vitest/config';

export default defineProject({
  // Workspace packages resolve to their TypeScript sources (the `source` export condition).
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  test: {
    name: 'pwa',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    setupFiles: ['./vitest.setup.ts'],
  },
});
