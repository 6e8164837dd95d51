import { defineProject } from 'vitest/config';

export default defineProject({
  // Pure functions with no module state: one import of them serves every file (decision 022).
  test: { name: 'schema', include: ['src/**/*.test.ts'], isolate: false },
});
