import { defineProject } from 'vitest/config';

export default defineProject({
  // Workspace packages resolve to their TypeScript sources (the `source` export condition).
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  test: {
    name: 'pwa',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    // React, the testing libraries and happy-dom are imported once per worker; vitest.setup.ts gives
    // each file the app's modules, storage and IndexedDB afresh (decision 022).
    isolate: false,
    // Typing with user-event is CPU-bound: on a busy two-core machine a long form takes seconds.
    testTimeout: 15_000,
    // With one window for many files, a spy or a stubbed global left behind would reach the next file.
    restoreMocks: true,
    unstubGlobals: true,
    setupFiles: ['./vitest.setup.ts'],
  },
});
