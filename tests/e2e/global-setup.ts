import type { TestProject } from 'vitest/node';
import { assertChromium } from '../support/browser';
import { TEST_PASSWORD } from '../support/constants';
import { buildForTests, createPortalStore, prepareStore, startPortal, type TestAccounts } from '../support/portal-server';

/** One of the portals the browser test files share: its address and its accounts of each level. */
export interface SharedPortal {
  url: string;
  accounts: TestAccounts;
}

declare module 'vitest' {
  export interface ProvidedContext {
    portals: SharedPortal[];
    password: string;
    socialUrl: string;
  }
}

const SOCIAL_URL = 'https://www.facebook.com/acap-e2e-test';

/**
 * The built portals of the project `e2e`, one per worker, each on a fresh embedded database — or,
 * when DATABASE_URL is set, on a fresh database of that PostgreSQL server. The files run two at a
 * time; a file uses the portal of its worker (tests/support/e2e.ts), so no two files that run at once
 * share a portal, and each portal sees its files one after another as a single shared portal did.
 */
export default async function setup(project: TestProject) {
  assertChromium();
  buildForTests();

  const count = Math.max(1, Number(project.config.maxWorkers) || 1);
  const started = await Promise.all(
    Array.from({ length: count }, async () => {
      const store = await createPortalStore();
      const accounts = prepareStore(store, TEST_PASSWORD);
      const portal = await startPortal(store, { ACAP_SOCIAL_URL: SOCIAL_URL });
      return { store, accounts, portal };
    }),
  );

  project.provide(
    'portals',
    started.map(({ portal, accounts }) => ({ url: portal.url, accounts })),
  );
  project.provide('password', TEST_PASSWORD);
  project.provide('socialUrl', SOCIAL_URL);

  return async () => {
    await Promise.all(started.map(({ portal }) => portal.stop(5000)));
    await Promise.all(started.map(({ store }) => store.dispose()));
  };
}
