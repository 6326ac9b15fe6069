import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const XLSX = { name: 'xlsx', message: 'Use exceljs: the xlsx package has known advisories.' };

const config = [
  ...nextVitals,
  ...nextTs,
  {
    // public/search-suggest.js is generated (npm run build:search-suggest): its source is linted.
    ignores: ['cache-handler.cjs', 'node_modules/**', '.next/**', '.next-test/**', '.next-*/**', '.data/**', '.test-data/**', 'drizzle/**', 'next-env.d.ts', 'public/search-suggest.js'],
  },
  {
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [XLSX] },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  // Layers import only downwards (decision 031): domain is pure, server never reaches up into the
  // routes or the React components. An override replaces the rule, so xlsx is repeated.
  {
    files: ['src/domain/**'],
    // Its tests may read fixtures from disk.
    ignores: ['src/domain/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [XLSX],
          patterns: [{ group: ['@/server/*', '@/db/*', '@/app/*', '@/components/*', '@/lib/*', 'server-only', 'node:*'], message: 'src/domain is pure logic shared by server and client: no I/O and nothing from the layers above it.' }],
        },
      ],
    },
  },
  {
    files: ['src/server/**', 'src/db/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: [XLSX], patterns: [{ group: ['@/app/*', '@/components/*'], message: 'Server code never imports routes or React components: move the shared piece into src/domain.' }] }],
    },
  },
  {
    files: ['scripts/**', 'src/cli/**', 'tests/**'],
    rules: { 'no-console': 'off' },
  },
];

export default config;
