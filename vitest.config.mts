import os from 'node:os';
import path from 'node:path';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const root = import.meta.dirname;

/**
 * What runs a second time, on PostgreSQL, when `ACAP_TEST_DATABASE_URL` names a server (decisions 035,
 * 073 and 083): every integration file, and these browser tests, as the projects `integration-postgres`
 * and `e2e-database-postgres` of the same run, so one pool of workers keeps both cores busy from the
 * first file to the last (CI starts a throw-away PostgreSQL 15 and sets it; `.ci/run`).
 *
 * Browser and server tests that start portals of their own, on a database of their own, and kill,
 * stop or double them: what survives a SIGKILL, how the database closes on SIGTERM, two instances
 * on one database, `npm start`'s restarts and data-folder lock. They make the project `e2e-database`.
 * The other browser tests (pages, layout, axe, languages, staff screens) reach the database only
 * through server code the integration tests already run on both: they run once, on the embedded
 * database, in the project `e2e`.
 */
const DATABASE_KIND_E2E = [
  'tests/e2e/crash-safety.test.ts',
  'tests/e2e/graceful-shutdown.test.ts',
  'tests/e2e/multi-instance.test.ts',
  'tests/e2e/supervisor.test.ts',
];

/**
 * Server tests that start portals of their own and spend most of their time waiting on them (a cache's
 * 60 s, a killed portal's restart, the SMS sender's job): no browser, no shared portal. They make the
 * project `e2e-servers`, whose files run beside the others in the one pool.
 */
const SERVER_E2E = [
  'tests/e2e/cache-poisoning.test.ts',
  'tests/e2e/nginx-edge.test.ts',
  'tests/e2e/server-footprint.test.ts',
  'tests/e2e/sms-delivery.test.ts',
];

/**
 * The build folder of the unit and integration tests (their ACAP_DIST_DIR): it holds only the
 * renderer and the boundary reader, compiled by tests/support/pdf-worker-setup.ts and
 * boundary-reader-setup.ts, so a run never touches the build
 * `npm start` serves.
 */
const TEST_PDF_DIST_DIR = '.next-vitest';

const WORKERS = Math.max(2, os.availableParallelism() - 1);

/** The PostgreSQL server the projects `integration-postgres` and `e2e-database-postgres` make their databases on. */
const TEST_DATABASE_URL = process.env.ACAP_TEST_DATABASE_URL;

/**
 * The integration files, on the embedded database (or on DATABASE_URL's server when a developer sets
 * it), or on `databaseUrl`. One migrated and seeded database per project for the files to copy
 * (decision 073): no file migrates. The routes that make bulletins render them on the PDF worker: its
 * compiled renderer, as for `unit`; boundary uploads are read by the compiled boundary reader.
 */
function integrationProject(name: string, databaseUrl?: string): TestProjectInlineConfiguration {
  return {
    extends: true,
    test: {
      name,
      include: ['tests/integration/**/*.test.ts'],
      globalSetup: ['tests/integration/template-database-setup.ts', 'tests/support/pdf-worker-setup.ts', 'tests/support/boundary-reader-setup.ts'],
      env: { ACAP_DIST_DIR: TEST_PDF_DIST_DIR, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
      testTimeout: 60_000,
      hookTimeout: 120_000,
    },
  };
}

/**
 * The browser and server tests of DATABASE_KIND_E2E: the same build as `e2e` (made once per run); each
 * file starts its own portals. One file at a time, after the other projects (vitest runs a project
 * without file parallelism last): they time restarts and shutdowns, which a busy machine would stretch.
 */
function databaseKindE2eProject(name: string, databaseUrl?: string): TestProjectInlineConfiguration {
  return {
    extends: true,
    test: {
      name,
      include: DATABASE_KIND_E2E,
      globalSetup: ['tests/e2e/build-setup.ts'],
      env: databaseUrl ? { DATABASE_URL: databaseUrl } : {},
      testTimeout: 90_000,
      hookTimeout: 120_000,
      fileParallelism: false,
    },
  };
}

export default defineConfig({
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${path.join(root, 'src')}/` },
      { find: /^server-only$/, replacement: path.join(root, 'tests/support/server-only.ts') },
    ],
  },
  test: {
    // Test files in parallel on at least two workers. vitest's default, one less than the cores, is a
    // single worker on CI's two cores, which leaves one core idle. Every project but the database-kind
    // browser tests takes the same number, so they share one pool and its workers take the next file of
    // any project (decision 092).
    maxWorkers: WORKERS,
    // One JSON line per API request would bury the test output; tests that read the logs raise it.
    // No test reaches PAGASA's real service: the discard port refuses at once (tests that need it run a fake one).
    env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn', ACAP_PAGASA_API_URL: 'http://127.0.0.1:9', ACAP_AUTO_DRAFTS: 'off' },
    // next-intl's navigation (src/i18n/navigation.ts) imports `next/navigation` without the extension
    // Node's ESM loader wants; run through Vite, its imports resolve as in the Next build.
    server: { deps: { inline: ['next-intl'] } },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'front/**/*.test.ts', 'eslint-rules/**/*.test.mjs', 'scripts/**/*.test.mjs'],
          environment: 'node',
          setupFiles: ['tests/support/unit-setup.ts'],
          // The PDF worker's tests start the compiled renderer, built into a folder of the tests' own.
          globalSetup: ['tests/support/pdf-worker-setup.ts'],
          env: { ACAP_DIST_DIR: TEST_PDF_DIST_DIR },
          // A unit test's first call may load a heavy module graph (the PDF renderer, fonts) while the
          // integration files keep both of CI's cores busy: 5 s was missed on a loaded machine.
          testTimeout: 20_000,
        },
      },
      integrationProject('integration'),
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...DATABASE_KIND_E2E, ...SERVER_E2E],
          // Builds the portal once and starts one portal per worker; a file uses its worker's portal,
          // so two files run at once without sharing one (tests/support/e2e.ts).
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e-servers',
          include: SERVER_E2E,
          // The same build as `e2e` (made once per run); each file starts its own portal.
          globalSetup: ['tests/e2e/build-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 120_000,
        },
      },
      databaseKindE2eProject('e2e-database'),
      ...(TEST_DATABASE_URL
        ? [integrationProject('integration-postgres', TEST_DATABASE_URL), databaseKindE2eProject('e2e-database-postgres', TEST_DATABASE_URL)]
        : []),
    ],
  },
});
