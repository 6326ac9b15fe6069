import os from 'node:os';
import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';

const root = import.meta.dirname;

/**
 * What CI runs a second time, on PostgreSQL (`npm run test:pg`, decisions 035 and 073): every
 * integration file, and these browser tests.
 *
 * Browser and server tests that start portals of their own, on a database of their own, and kill,
 * stop or double them: what survives a SIGKILL, how the database closes on SIGTERM, two instances
 * on one database, `npm start`'s restarts and data-folder lock. They make the project `e2e-database`.
 * The other browser tests (pages, layout, axe, languages, staff screens) share one portal and reach
 * the database only through server code the integration tests already run on both: they run once,
 * on the embedded database, in the project `e2e`.
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
 * project `e2e-servers`, whose files run beside the unit and integration files, not in the browser
 * tests' one-at-a-time queue (vitest runs a project without file parallelism after the others).
 */
const SERVER_E2E = ['tests/e2e/nginx-edge.test.ts', 'tests/e2e/server-footprint.test.ts', 'tests/e2e/sms-delivery.test.ts'];

/**
 * The build folder of the unit and integration tests (their ACAP_DIST_DIR): it holds only the
 * renderer and the boundary reader, compiled by tests/support/pdf-worker-setup.ts and
 * boundary-reader-setup.ts, so a run never touches the build
 * `npm start` serves.
 */
const TEST_PDF_DIST_DIR = '.next-vitest';

export default defineConfig({
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${path.join(root, 'src')}/` },
      { find: /^server-only$/, replacement: path.join(root, 'tests/support/server-only.ts') },
    ],
  },
  test: {
    // Test files in parallel on at least two workers. vitest's default, one less than the cores, is a
    // single worker on CI's two cores, which leaves one core idle through the unit and integration
    // files (each file's PGlite keeps its worker busy). The browser projects run one file at a time.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
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
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          // Every file runs on both databases (`npm test` on the embedded one, `npm run test:pg` on PostgreSQL).
          // One migrated and seeded database per run for the files to copy (decision 073): no file migrates.
          // The routes that make bulletins render them on the PDF worker: its compiled renderer, as for `unit`;
          // boundary uploads are read by the compiled boundary reader.
          globalSetup: ['tests/integration/template-database-setup.ts', 'tests/support/pdf-worker-setup.ts', 'tests/support/boundary-reader-setup.ts'],
          env: { ACAP_DIST_DIR: TEST_PDF_DIST_DIR },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...DATABASE_KIND_E2E, ...SERVER_E2E],
          // Builds the portal once and starts the one portal these files share.
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 120_000,
          fileParallelism: false,
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
      {
        extends: true,
        test: {
          name: 'e2e-database',
          include: DATABASE_KIND_E2E,
          // The same build as `e2e` (made once per run); each file starts its own portals.
          globalSetup: ['tests/e2e/build-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
