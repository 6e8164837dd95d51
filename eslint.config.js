// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES_DIR = 'pwa/src/features';
const features = readdirSync(FEATURES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const MAX_DEPTH = 5;

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
 * the storage and security folders; cache/ (public reads, sent with http/'s precompressed-file
 * helpers); graphql/ and rest/, the two ways in, side by side; http/, the Fastify app that mounts
 * them. A folder never imports one above it or beside it in that list, and never a feature or the
 * composition root (app/), which hands the core what the features add (docs/architecture.md).
 */
const GATEWAY_CORE = {
  core: ['graphql', 'rest', 'http'],
  db: ['graphql', 'rest', 'http'],
  files: ['graphql', 'rest', 'http'],
  security: ['graphql', 'rest', 'http'],
  redis: ['graphql', 'rest', 'http'],
  mail: ['graphql', 'rest', 'http'],
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
      // A reader sees everything a file depends on before its first line of code.
      'no-restricted-syntax': ['error', { selector: 'Program > :not(ImportDeclaration) ~ ImportDeclaration', message: 'Imports come first, before any code.' }],
    },
  },
  {
    files: ['pwa/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    // The classic hook rules; the React Compiler's rules judge code written for the compiler, which this app does not use.
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  ...featureBoundaries,
  ...gatewayCoreBoundaries,
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
