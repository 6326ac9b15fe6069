import type { TestProject } from 'vitest/node';
import { assertChromium } from '../support/browser';
import { TEST_PASSWORD } from '../support/constants';
import { buildForTests, createPortalStore, prepareStore, startPortal } from '../support/portal-server';

declare module 'vitest' {
  export interface ProvidedContext {
    portalUrl: string;
    accounts: { superadmin: string; admin: string; none: string };
    password: string;
    socialUrl: string;
  }
}

const SOCIAL_URL = 'https://www.facebook.com/acap-e2e-test';

/**
 * One built portal for the browser tests of the project `e2e`, on a fresh embedded database — or,
 * when DATABASE_URL is set, on a fresh database of that PostgreSQL server. CI runs these once, on
 * the embedded database; the tests whose outcome depends on the database kind start portals of
 * their own (project `e2e-database`, see vitest.config.mts) and run on both.
 */
export default async function setup(project: TestProject) {
  assertChromium();
  buildForTests();

  const store = await createPortalStore();
  const accounts = prepareStore(store, TEST_PASSWORD);
  const portal = await startPortal(store, { ACAP_SOCIAL_URL: SOCIAL_URL });

  project.provide('portalUrl', portal.url);
  project.provide('accounts', accounts);
  project.provide('password', TEST_PASSWORD);
  project.provide('socialUrl', SOCIAL_URL);

  return async () => {
    await portal.stop(5000);
    await store.dispose();
  };
}
