import os from 'node:os';
import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';

const root = import.meta.dirname;

/**
 * What CI runs a second time, on PostgreSQL (`npm run test:pg`, decision 035): the tests whose
 * outcome can differ between the embedded database and a PostgreSQL server.
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
 * Integration tests that run every database call on both kinds, except these, which test no
 * database: scripts and files (search-suggest-script), refusals before anything is stored
 * (upload-memory, https-portal's cookie flags and origins), the embedded folder's lock
 * (data-folder-lock, skipped on PostgreSQL anyway), and the layout of rendered bulletins
 * (one-page-batch, bulletin-layout: what they check is the PDF's pages, whichever database the
 * document came from; the batch alone takes over two minutes), and the SMS gateways' conversations with
 * a fake provider (sms-gateways: HTTP answers, Retry-After, signatures; the ledger's SQL they end in is
 * the sender's, which sms-sending runs on both). On PostgreSQL they would only repeat themselves, and
 * keep CI past its 30 minutes.
 */
const DATABASE_FREE_INTEGRATION = [
  'tests/integration/bulletin-layout.test.ts',
  'tests/integration/data-folder-lock.test.ts',
  'tests/integration/https-portal.test.ts',
  'tests/integration/one-page-batch.test.ts',
  'tests/integration/search-suggest-script.test.ts',
  'tests/integration/sms-gateways.test.ts',
  'tests/integration/upload-memory.test.ts',
];

/**
 * Integration tests whose subject is not how a database behaves: documents, formats and texts made from
 * stored rows (the OpenAPI document, exports, feeds, CAP, maps, SMS wording, plain words, the storm's
 * advice order), readers of files (spreadsheet layouts, garbled names, CAP imports), the HTTP edge
 * (bad input, hardening, logs, proxies, previews) and fixed data (boundaries, constants, the decisions
 * index, password hashing), and the sign-up form's portal-wide limit (its counter is the one sms-signup
 * runs on both). Their queries are the plain reads and writes the other files already run
 * on PostgreSQL; they run on the embedded database, and the second pass keeps CI within its 30 minutes
 * (decision 070: a run with them on both took 31.6 minutes).
 */
const DATABASE_AGNOSTIC_INTEGRATION = [
  'bad-input',
  'boundaries',
  'bulletin-compose',
  'cap-feed',
  'cap-import',
  'common-data-api',
  'constants-api',
  'decisions-index',
  'export-api',
  'feeds',
  'later-notices',
  'link-previews',
  'national-exchange',
  'open-api',
  'outlook-map',
  'password-work',
  'place-suggest-index',
  'plain-words',
  'read-first-sheet',
  'request-hardening',
  'request-logs',
  'sms-signup-portal-limit',
  'sms-texts',
  'storm-first',
  'ten-day-garbled-names',
  'ten-day-long-layout',
  'trusted-proxies',
].map((name) => `tests/integration/${name}.test.ts`);

const onPostgres = Boolean(process.env.DATABASE_URL);

/**
 * The build folder of the unit and integration tests (their ACAP_DIST_DIR): it holds only the
 * renderer, compiled by tests/support/pdf-worker-setup.ts, so a run never touches the build
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
          include: ['src/**/*.test.ts', 'front/**/*.test.ts', 'eslint-rules/**/*.test.mjs'],
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
          exclude: [...configDefaults.exclude, ...(onPostgres ? [...DATABASE_FREE_INTEGRATION, ...DATABASE_AGNOSTIC_INTEGRATION] : [])],
          // One migrated and seeded database per run for the files to copy (decision 073): no file migrates.
          // The routes that make bulletins render them on the PDF worker: its compiled renderer, as for `unit`.
          globalSetup: ['tests/integration/template-database-setup.ts', 'tests/support/pdf-worker-setup.ts'],
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
