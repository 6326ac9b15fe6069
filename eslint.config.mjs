import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import tseslint from 'typescript-eslint';
import acap from './eslint-rules/no-folder-cycles.mjs';

const XLSX = { name: 'xlsx', message: 'Use exceljs: the xlsx package has known advisories.' };
// The composition root (decision 032): the database holder is start-up's, the CLI's and the tests'.
const HOLDER = {
  group: ['@/platform/startup/portal-database', '**/startup/portal-database'],
  message: 'Only src/platform/startup, the CLI and tests open the database holder: a service takes `db` as an argument.',
};
const DB_FOR_REQUEST = { group: ['@/platform/startup/db-for-request'], message: "A request gets the database from handleRoute's context or from withDb." };
const WITH_DB = {
  group: ['@/platform/startup/with-db'],
  message: 'withDb is for src/app (pages, layouts, metadata, route handlers): services and components are handed `db` or its data.',
};
const NO_ROUTES_OR_COMPONENTS = {
  regex: '^@/(app/|modules/[^/]+/components/|platform/ui/)',
  message: "Server code never imports routes or React components: move the shared piece into the module's rules.",
};
// What each layer of a module (src/modules/<m>/<layer>) is (decision 074): rules are pure, server work,
// jobs, queues and route factories run on the server, components render. The platform's pure parts
// are its contracts, formats and every part's rules/ folder.
const PURE_FILES = ['src/modules/*/rules/**', 'src/platform/contracts/**', 'src/platform/format/**', 'src/platform/*/rules/**'];
const SERVER_FILES = ['src/modules/*/{server,jobs,queue,routes,advisories}/**', 'src/platform/**', 'src/db/**'];
const COMPONENT_FILES = ['src/modules/*/components/**', 'src/platform/ui/**'];
const SERVER_LAYERS = '(server|jobs|queue|routes|advisories)';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    // public/search-suggest.js is generated (npm run build:search-suggest): its source is linted.
    ignores: [
      'node_modules/**',
      '.next/**',
      '.next-test/**',
      '.next-*/**',
      '.data/**',
      '.test-data/**',
      'drizzle/**',
      'next-env.d.ts',
      'public/search-suggest.js',
    ],
  },
  {
    rules: {
      'no-restricted-imports': ['error', { paths: [XLSX], patterns: [HOLDER, DB_FOR_REQUEST, WITH_DB] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  // Typed linting (decision 034): the TypeScript files are linted with the types of tsconfig.json,
  // for the mistakes only types reveal (a promise nobody awaits, a condition that is always true).
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.mts', '**/*.cts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      // React ignores what an event handler returns; the form handlers hand their promise to
      // useApiSubmit, which never rejects. Every other place a promise meets a void callback is checked.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/return-await': ['error', 'in-try-catch'],
      '@typescript-eslint/only-throw-error': 'error',
      '@typescript-eslint/prefer-promise-reject-errors': 'error',
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/restrict-plus-operands': 'error',
      // `||` on a string or a boolean is meant: an empty value falls back too.
      '@typescript-eslint/prefer-nullish-coalescing': ['error', { ignorePrimitives: { string: true, boolean: true } }],
      '@typescript-eslint/prefer-optional-chain': 'error',
      '@typescript-eslint/no-for-in-array': 'error',
      '@typescript-eslint/no-array-delete': 'error',
      '@typescript-eslint/no-implied-eval': 'error',
      '@typescript-eslint/no-duplicate-type-constituents': 'error',
      '@typescript-eslint/no-redundant-type-constituents': 'error',
      '@typescript-eslint/no-unsafe-enum-comparison': 'error',
      '@typescript-eslint/no-unsafe-unary-minus': 'error',
      '@typescript-eslint/unbound-method': 'error',
      '@typescript-eslint/use-unknown-in-catch-callback-variable': 'error',
      '@typescript-eslint/no-meaningless-void-operator': 'error',
    },
  },
  // JavaScript is linted without types (the .cjs files are type-checked by tsc through tsconfig.check.json).
  { files: ['**/*.js', '**/*.mjs', '**/*.cjs'], ...tseslint.configs.disableTypeChecked },
  // CommonJS on purpose: next.config.ts names cache-handler.cjs, which Next loads with require().
  { files: ['**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  // Layers import only downwards (decisions 031, 074): rules are pure, server code never reaches up
  // into the routes or the React components. An override replaces the rule, so xlsx is repeated.
  {
    files: SERVER_FILES,
    rules: {
      'no-restricted-imports': ['error', { paths: [XLSX], patterns: [NO_ROUTES_OR_COMPONENTS, HOLDER, DB_FOR_REQUEST, WITH_DB] }],
    },
  },
  {
    files: PURE_FILES,
    // Their tests may read fixtures from disk.
    ignores: ['src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [XLSX],
          patterns: [
            {
              regex: '^(@/(?!modules/[^/]+/rules/|platform/(contracts|format)/|platform/[^/]+/rules/|i18n/)|server-only$|node:)',
              message: "A module's rules are pure logic shared by server and client: no I/O, and only other rules, contracts and formats.",
            },
            {
              regex: `^(\\.\\./)+${SERVER_LAYERS}(/|$)`,
              message: "A module's rules are pure logic shared by server and client: nothing from its server layers.",
            },
          ],
        },
      ],
    },
  },
  // Components are handed their data by the page or layout; they may name server types.
  {
    files: COMPONENT_FILES,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [XLSX],
          patterns: [
            {
              regex: `^@/(modules/[^/]+/${SERVER_LAYERS}/|platform/(?!ui/|contracts/|format/|[^/]+/rules/))`,
              allowTypeImports: true,
              message: 'Components never run server code: the page or layout reads the data and hands it (or its promise) in.',
            },
          ],
        },
      ],
    },
  },
  // Routes, and the proxy in front of them (it answers unknown pages: decision 084), reach the database through withDb.
  { files: ['src/app/**', 'src/proxy.ts'], rules: { 'no-restricted-imports': ['error', { paths: [XLSX], patterns: [HOLDER, DB_FOR_REQUEST] }] } },
  // The root itself, and the one wrapper that hands requests their database.
  { files: ['src/platform/startup/**'], rules: { 'no-restricted-imports': ['error', { paths: [XLSX], patterns: [NO_ROUTES_OR_COMPONENTS] }] } },
  {
    files: ['src/platform/api-route/handle-route.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [XLSX], patterns: [NO_ROUTES_OR_COMPONENTS, HOLDER, WITH_DB] }] },
  },
  { files: ['src/cli/**', 'src/instrumentation.ts', 'tests/**', 'scripts/**'], rules: { 'no-restricted-imports': ['error', { paths: [XLSX] }] } },
  // No loops between the layers of modules, the platform's parts and src/db (decisions 032, 074).
  { files: ['src/**/*.ts', 'src/**/*.tsx'], plugins: { acap }, rules: { 'acap/no-folder-cycles': 'error' } },
  {
    files: ['scripts/**', 'src/cli/**', 'tests/**'],
    rules: { 'no-console': 'off' },
  },
];

export default config;
