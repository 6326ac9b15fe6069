import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../support/constants';
import { createPortalStore, prepareStore, startPortal, type PortalStore, type RunningPortal } from '../support/portal-server';

/** The native libraries mapped into a process: what it loaded, whether or not it still uses them. */
function nativeLibraries(pid: number): string[] {
  const paths = fs
    .readFileSync(`/proc/${pid}/maps`, 'utf8')
    .split('\n')
    .map((line) => line.trim().split(/\s+/)[5])
    .filter((file): file is string => Boolean(file?.endsWith('.node')));
  return [...new Set(paths)];
}

// The next-intl plugin (its own SWC and a file watcher) is loaded only to build (next.config.ts):
// the server loads Next's own compiler, for its configuration file, and nothing else native of the build.
describe('the portal server', () => {
  let store: PortalStore;
  let portal: RunningPortal;

  beforeAll(async () => {
    store = await createPortalStore();
    prepareStore(store, TEST_PASSWORD);
    portal = await startPortal(store);
  });
  afterAll(async () => {
    await portal?.stop();
    await store?.dispose();
  });

  it('loads no file watcher or second compiler, and still answers with the configured headers and language', async () => {
    const page = await fetch(`${portal.url}/tl/privacy`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('lang="tl"');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(page.headers.get('x-powered-by')).toBeNull();

    const loaded = nativeLibraries(portal.process.pid!);
    expect(loaded.filter((file) => /@swc\/core|watcher/i.test(file))).toEqual([]);
  });
});
