import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

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
        { paths: [{ name: 'xlsx', message: 'Use exceljs: the xlsx package has known advisories.' }] },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['scripts/**', 'src/cli/**', 'tests/**'],
    rules: { 'no-console': 'off' },
  },
];

export default config;
