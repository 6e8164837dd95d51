import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['schema', 'gateway', 'pwa'],
    reporters: ['default', './scripts/slowest-test-files.mjs'],
    // Vitest's default leaves a core free; the gateway's tests mostly wait on their database
    // thread and on sockets, so on a two-core machine a second worker halves the run (decision 022).
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
