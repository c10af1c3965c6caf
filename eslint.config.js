// ESLint for the whole workspace: typescript-eslint's recommended rules, the rules of hooks, and
// the import boundaries of docs/architecture.md#layers-and-the-direction-of-imports. `npm test` runs it (`npm run lint`).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { noLiteralText } from './scripts/eslint/noLiteralText.js';
import { serverLayers } from './scripts/eslint/serverLayers.js';
import { serverSqlInStore } from './scripts/eslint/serverSqlInStore.js';

const featurePackages = ['auth', 'space', 'calendars', 'bookings', 'branding', 'presentations', 'admin', 'integrations', 'guest'];
const routers = ['react-router', 'react-router-dom', '@tanstack/react-router', 'wouter'];
const testFiles = ['**/*.test.{ts,tsx}', '**/*.stories.{ts,tsx}', '**/stories/**', '**/testing/**'];
// The server's domains, lowest first: a domain's store may read only the domains before it (docs/architecture.md#the-servers-shape).
const serverDomains = ['audit', 'uploads', 'producers', 'projects', 'branding', 'spaces', 'calendars', 'apiKeys', 'webhooks', 'attendance', 'registrations', 'mail', 'bookings', 'presentations', 'guest', 'system', 'auth', 'operations'];

/** A restriction message that names the rule of docs/architecture.md it enforces. */
const boundary = (why) => `Import boundary (docs/architecture.md#layers-and-the-direction-of-imports): ${why}`;

/** Greenroom's own rules (scripts/eslint/): one plugin object, shared by every block that turns one on. */
const greenroom = { rules: { 'no-literal-text': noLiteralText, 'server-layers': serverLayers, 'server-sql-in-store': serverSqlInStore } };

const routerPaths = routers.map((name) => ({ name, message: boundary('no router under packages/; take callbacks or navigate from PortalProvider.') }));

/** Patterns a feature package may not import: other features, the host, escapes out of the package. */
const featurePatterns = (self) => [
  {
    group: ['@greenroom/*', '!@greenroom/core', '!@greenroom/core/*', '!@greenroom/ui', '!@greenroom/testing', '!@greenroom/testing/*', `!@greenroom/${self}`, `!@greenroom/${self}/*`],
    message: boundary('a feature package imports only @greenroom/core and @greenroom/ui.'),
  },
  { group: ['../../../*', '**/examples/**'], message: boundary('a feature package never reaches into another package or the host.') },
];

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/dist-ssr/**', 'build/**', 'test-results/**', 'coverage/**', 'data/**', '**/.ladle/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.property.name='only'][callee.object.name=/^(it|describe|test)$/]", message: 'No focused tests.' },
        { selector: "CallExpression[callee.property.name='skip'][callee.object.name=/^(it|describe|test)$/]", message: 'No skipped tests left behind.' },
        {
          selector: "ImportDeclaration[source.value='styled-components']",
          message: "The kit has its own CSS engine: import { styled, css, keyframes } from '@greenroom/ui' (see docs/adr/0007-static-kit-styles.md).",
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**', 'scripts/vitest.setup.ts'],
    languageOptions: { globals: { ...globals.vitest } },
  },
  // core: React-free rules and contracts; never the kit, a feature or a router.
  {
    files: ['packages/core/src/**'],
    ignores: testFiles,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: routerPaths,
          patterns: [{ group: ['@greenroom/*', '!@greenroom/core', '!@greenroom/core/*'], message: boundary('core imports no other Greenroom package.') }],
        },
      ],
    },
  },
  // The rule book is React-free and DOM-free: the server loads it through @greenroom/core/rules.
  {
    files: ['packages/core/src/{rules,validation,time,csv}/**', 'packages/core/src/rules.ts'],
    ignores: testFiles,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: ['react', 'react-dom', 'zustand', '@tanstack/react-query'].map((name) => ({
            name,
            message: boundary('@greenroom/core/rules is React-free; the server imports it.'),
          })),
          patterns: [
            { group: ['../provider/*', '../state/*', '../query/*', '../memory/*', '../http/*'], message: boundary('the rule book imports no adapter, provider or store.') },
            { group: ['@greenroom/*'], message: boundary('core imports no other Greenroom package.') },
          ],
        },
      ],
    },
  },
  // ui: only core.
  {
    files: ['packages/ui/src/**'],
    ignores: testFiles,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: routerPaths,
          patterns: [{ group: ['@greenroom/*', '!@greenroom/core', '!@greenroom/core/*'], message: boundary('the kit imports only @greenroom/core.') }],
        },
      ],
    },
  },
  // Each feature package: core and ui only, no router; the testing kit only in stories and tests.
  ...featurePackages.map((name) => ({
    files: [`packages/${name}/src/**`],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { paths: routerPaths, patterns: featurePatterns(name) }],
    },
  })),
  // Production code never imports the testing kit.
  {
    files: ['packages/*/src/**', 'examples/*/src/**'],
    ignores: [...testFiles, 'packages/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@greenroom/testing', '@greenroom/testing/*'], message: boundary('@greenroom/testing is for stories and tests only.') }] },
      ],
    },
  },
  // Panels and the kit show no literal text: every word comes from a text table (useTexts).
  {
    files: ['packages/{ui,auth,space,calendars,bookings,branding,presentations,admin,integrations,guest}/src/**/*.tsx'],
    ignores: testFiles,
    plugins: { greenroom },
    rules: { 'greenroom/no-literal-text': 'error' },
  },
  // The server: core only as types or through the React-free rules entry.
  {
    files: ['packages/server/src/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@greenroom/core', allowTypeImports: true, message: boundary('the server imports @greenroom/core only as types or through @greenroom/core/rules.') }],
          patterns: [{ group: ['@greenroom/*', '!@greenroom/core', '!@greenroom/core/rules'], message: boundary('the server imports no UI or feature package.') }],
        },
      ],
    },
  },
  // The server's shape: imports point down its layers, and only stores (plus the database plumbing
  // and the seed) write SQL. docs/architecture.md#the-servers-shape
  {
    files: ['packages/server/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { greenroom },
    rules: {
      'greenroom/server-layers': ['error', { domains: serverDomains }],
      'greenroom/server-sql-in-store': 'error',
    },
  },
  {
    files: ['packages/server/src/**/store.ts', 'packages/server/src/**/store/**', 'packages/server/src/platform/db/**', 'packages/server/src/seed/**'],
    rules: { 'greenroom/server-sql-in-store': 'off' },
  },
);
