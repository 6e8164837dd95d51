import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { expect, test } from 'vitest';

const require = createRequire(import.meta.url);

// Every first visit downloads the worker; a second copy of idb in it was 0.4 KB of the 110 KB budget
// (docs/decisions/071-one-idb-in-the-service-worker.md).
test('the worker bundles one idb: the outbox and Workbox expiration resolve the same copy', () => {
  const expiration = dirname(require.resolve('workbox-expiration/package.json'));
  expect(require.resolve('idb', { paths: [expiration] })).toBe(require.resolve('idb'));
});
