// @ts-check
/**
 * The import rules of the three packages (`npm run depcheck`; docs/architecture.md draws them).
 * Type-only imports count as imports: a circle through types is still a circle to a reader.
 */

const GATEWAY_CORE = '^gateway/src/(access|core|db|files|security|redis|mail|memory|backup|cache|graphql|rest|http)/';
const GATEWAY_COMPOSITION = '^gateway/src/(app/|main[.]ts$|modules/registry[.]ts$)';
const TEST_FILE = '[.](test|fault)[.]tsx?$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Modules import one another in one direction only; a circle means two of them are one thing or a layer points the wrong way.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'An import the checker cannot resolve would hide its edges from the other rules (Vite virtual modules aside).',
      from: {},
      to: { couldNotResolve: true, pathNot: '^virtual:' },
    },
    {
      name: 'gateway-core-knows-no-feature',
      severity: 'error',
      comment: 'The core is handed entities, resolvers and shim rows by the composition root (gateway/src/app/); it never reaches for them.',
      from: { path: GATEWAY_CORE, pathNot: TEST_FILE },
      to: { path: ['^gateway/src/modules/', GATEWAY_COMPOSITION] },
    },
    {
      name: 'gateway-feature-is-not-composition',
      severity: 'error',
      comment: 'A feature module is composed by gateway/src/app/; it never imports the composition (or the registry) itself.',
      from: { path: '^gateway/src/modules/', pathNot: TEST_FILE },
      to: { path: GATEWAY_COMPOSITION },
    },
    {
      name: 'gateway-feature-imports-no-other-feature',
      severity: 'error',
      comment: 'What two gateway features need moves to a core folder.',
      from: { path: '^gateway/src/modules/([^/]+)/', pathNot: TEST_FILE },
      to: { path: '^gateway/src/modules/[^/]+/', pathNot: '^gateway/src/modules/$1/' },
    },
    {
      name: 'pwa-feature-imports-no-other-feature',
      severity: 'error',
      comment: 'What two PWA features need moves to components/ or lib/; app/ composes features (decision 017).',
      from: { path: '^pwa/src/features/([^/]+)/' },
      to: { path: '^pwa/src/features/[^/]+/', pathNot: '^pwa/src/features/$1/' },
    },
    {
      name: 'pwa-shared-code-imports-no-feature',
      severity: 'error',
      comment: 'components/, lib/ and content/ are below the features; only app/ and the entries compose them.',
      from: { path: '^pwa/src/(components|lib|content)/', pathNot: TEST_FILE },
      to: { path: '^pwa/src/(features|app)/' },
    },
    {
      name: 'schema-imports-no-side',
      severity: 'error',
      comment: 'schema/ is shared by both sides and imports neither.',
      from: { path: '^schema/' },
      to: { path: '^(gateway|pwa)/' },
    },
    {
      name: 'gateway-loads-optional-libraries-when-used',
      severity: 'error',
      comment:
        'ioredis (REDIS_URL) and nodemailer (SMTP_URL) serve settings most gateways leave unset: the gateway imports them when the setting is used (`await import`), so a gateway without it never holds them; types may be imported anywhere.',
      from: { path: '^gateway/src/', pathNot: [TEST_FILE, '^gateway/src/test/'] },
      to: { path: '^node_modules/(@types/)?(ioredis|nodemailer)/', dependencyTypesNot: ['dynamic-import', 'type-only'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['^(gateway|pwa|schema)/dist/', '^e2e/artifacts/', '^gateway/src/db/migrations/Migration'] },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['source', 'import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
