import { defineProject } from 'vitest/config';

export default defineProject({
  // Workspace packages resolve to their TypeScript sources (the `source` export condition). Vitest
  // hands these conditions to Node as well, so they are only ones Node can follow, as in production:
  // with `module`, Node would load @opentelemetry/api's bundler-only build (through prom-client).
  ssr: { resolve: { conditions: ['source', 'node', 'development|production'] } },
  // The same for the global setup (src/test/migrated-template.ts), which vitest runs in this environment.
  environments: { __vitest__: { resolve: { conditions: ['source', 'node', 'development|production'] } } },
  resolve: {
    // One copy of graphql for type-graphql, Apollo and the tests ("another module or realm").
    alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }],
  },
  test: {
    name: 'gateway',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['reflect-metadata'],
    globalSetup: ['src/test/migrated-template.ts'],
    // One import of the gateway per worker rather than per file: every file builds its own server
    // and database, so nothing but the modules is shared (decision 022).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
