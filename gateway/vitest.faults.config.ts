import { defineProject } from 'vitest/config';
import gateway from './vitest.config.js';

/**
 * The fault tests (`npm run test:faults -w gateway`): real gateway processes on a PostgreSQL
 * cluster and a redis-server of their own, which they kill, stop and restart. One file at a time:
 * each starts several processes.
 */
export default defineProject({
  ...gateway,
  test: {
    ...gateway.test,
    name: 'gateway-faults',
    include: ['src/faults/**/*.fault.ts'],
    // Its gateways are processes of their own, each migrating its database as a real start does.
    globalSetup: [],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
