// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import jestDom from 'eslint-plugin-jest-dom';
import reactHooks from 'eslint-plugin-react-hooks';
import testingLibrary from 'eslint-plugin-testing-library';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES_DIR = 'pwa/src/features';
const features = readdirSync(FEATURES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const MAX_DEPTH = 5;

/** A reader sees everything a file depends on before its first line of code. */
const IMPORTS_FIRST = { selector: 'Program > :not(ImportDeclaration) ~ ImportDeclaration', message: 'Imports come first, before any code.' };

/**
 * `expect(within(x).getBy…(…)).toBeInTheDocument()` and its kin, which testing-library's
 * prefer-implicit-assert does not see when the query is called on within(…) rather than screen.
 */
const QUERY_PRESENCE_ONLY = {
  selector:
    "CallExpression[callee.property.name=/^(toBeInTheDocument|toBeTruthy|toBeDefined)$/][callee.object.callee.name='expect']" +
    ':matches([callee.object.arguments.0.callee.property.name=/^(get|find)(All)?By/], [callee.object.arguments.0.argument.callee.property.name=/^find(All)?By/])',
  message: 'A getBy or findBy query already fails when nothing matches: assert what the test means (visible, its text, a value).',
};

/**
 * A feature imports shared code (lib, components, app, content, @site/schema), never another
 * feature. For a file `depth` folders inside feature `name`, climbing `depth` times reaches
 * `features/`, so a path that climbs that far and enters another folder names another feature.
 */
const featureBoundaries = features.flatMap((name) =>
  Array.from({ length: MAX_DEPTH }, (_, index) => {
    const depth = index + 1;
    const inside = `${FEATURES_DIR}/${name}/${'*/'.repeat(depth - 1)}*.{ts,tsx}`;
    return {
      files: [inside],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                regex: `^(\\.\\./){${depth}}(?!${name}/)[\\w-]+/`,
                message: 'A feature does not import another feature; move what both need to lib/ or components/.',
              },
              { regex: `^(\\.\\./){${depth + 1}}features/`, message: 'A feature does not import another feature; move what both need to lib/ or components/.' },
            ],
          },
        ],
      },
    };
  }),
);

/**
 * The gateway's core, bottom up: core/ (errors, the request context, the services' interface) and
 * the storage and security folders; memory/ (what the process hands back when idle); backup/ (backups and restores of the database and its files);
 * cache/ (public reads, sent with http/'s precompressed-file
 * helpers); graphql/ and rest/, the two ways in, side by side; http/, the Fastify app that mounts
 * them. A folder never imports one above it or beside it in that list, and never a feature or the
 * composition root (app/), which hands the core what the features add (docs/architecture.md).
 */
const GATEWAY_CORE = {
  access: ['graphql', 'rest', 'http'],
  core: ['graphql', 'rest', 'http'],
  db: ['graphql', 'rest', 'http'],
  files: ['graphql', 'rest', 'http'],
  security: ['graphql', 'rest', 'http'],
  redis: ['graphql', 'rest', 'http'],
  mail: ['graphql', 'rest', 'http'],
  memory: ['graphql', 'rest', 'http'],
  backup: ['cache', 'graphql', 'rest', 'http'],
  cache: ['graphql', 'rest'],
  graphql: ['rest', 'http'],
  rest: ['graphql', 'http'],
  http: [],
};
const gatewayCoreBoundaries = Object.entries(GATEWAY_CORE).map(([folder, above]) => ({
  files: [`gateway/src/${folder}/**/*.ts`],
  ignores: ['**/*.test.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { regex: '^(\\.\\./)+(modules|app)/', message: 'Core code knows no feature: the composition root (app/) hands it what the features add.' },
          ...(above.length
            ? [
                {
                  regex: `^(\\.\\./)+(${above.join('|')})/`,
                  message: `${folder}/ does not import ${above.join('/, ')}/ (the order of the gateway core in eslint.config.js).`,
                },
              ]
            : []),
        ],
      },
    ],
  },
}));

/**
 * Only the GraphQL layer speaks GraphQL errors: services and everything below it throw the domain
 * errors of gateway/src/core/errors.ts, which graphql/domain-errors.ts answers as GraphQL errors
 * and rest/shim-errors.ts as REST statuses. Resolvers throw domain errors too, so the rule has no
 * exception beyond graphql/ itself. It is no-restricted-syntax because the boundaries above set
 * no-restricted-imports per folder, and a second setting of that rule would replace theirs.
 */
const GRAPHQL_ERROR_MESSAGE = 'Throw a domain error from gateway/src/core/errors.ts; gateway/src/graphql/ translates it.';
const graphqlErrorsInTheGraphqlLayer = {
  files: ['gateway/**/*.ts'],
  ignores: ['gateway/src/graphql/**'],
  rules: {
    // Setting the rule here replaces the global setting, so the global selector comes along.
    'no-restricted-syntax': [
      'error',
      IMPORTS_FIRST,
      { selector: "ImportSpecifier[imported.name='GraphQLError']", message: GRAPHQL_ERROR_MESSAGE },
      { selector: "MemberExpression[property.name='GraphQLError']", message: GRAPHQL_ERROR_MESSAGE },
    ],
  },
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-ssr/**', '**/node_modules/**', 'e2e/artifacts/**', '.data/**', 'gateway/src/db/migrations/Migration*.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'no-console': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // Decorated entity and resolver classes use definite assignment; the compiler checks the rest.
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-restricted-syntax': ['error', IMPORTS_FIRST],
    },
  },
  {
    files: ['pwa/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    // The classic hook rules; the React Compiler's rules judge code written for the compiler, which this app does not use.
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['pwa/src/**/*.test.{ts,tsx}'],
    ...testingLibrary.configs['flat/react'],
    ...jestDom.configs['flat/recommended'],
    plugins: { ...testingLibrary.configs['flat/react'].plugins, ...jestDom.configs['flat/recommended'].plugins },
    rules: {
      ...testingLibrary.configs['flat/react'].rules,
      ...jestDom.configs['flat/recommended'].rules,
      // A getBy or findBy query already fails when nothing matches: `expect(getBy…(…)).toBeTruthy()`
      // and its kin assert nothing more. Assert what the test means (visible, its text, a value).
      'testing-library/prefer-implicit-assert': 'error',
      'no-restricted-syntax': ['error', IMPORTS_FIRST, QUERY_PRESENCE_ONLY],
      // An exact `textContent` comparison is stricter than toHaveTextContent, which passes on part of the text.
      'jest-dom/prefer-to-have-text-content': 'off',
      // Some of what the tests check has no role or label to query by: a table row found by its cell,
      // the page's JSON-LD script, an iframe that must not load yet, the hero's slide track.
      'testing-library/no-node-access': 'off',
      // The tests' own render helpers return what the test needs next (a router, a user, the requests
      // the scripted server answered), not render's result, so the rule's naming does not fit them.
      'testing-library/render-result-naming-convention': 'off',
      // An awaited act around render lets a screen that suspends resume inside the test's act scope.
      'testing-library/no-unnecessary-act': 'off',
    },
  },
  ...featureBoundaries,
  ...gatewayCoreBoundaries,
  graphqlErrorsInTheGraphqlLayer,
  {
    // Command-line tools and the test harness print to the terminal on purpose.
    files: [
      'scripts/**',
      'pwa/scripts/**',
      'gateway/bench/**',
      'gateway/src/main.ts',
      'gateway/src/app/create-migration.ts',
      'gateway/src/app/emit-schema.ts',
      'e2e/**',
    ],
    rules: { 'no-console': 'off' },
  },
);
