import { describe, expect, it } from 'vitest';
import { browserForThisFile, expectNoAxeViolations } from '../support/browser';
import { e2ePortal } from '../support/e2e';

const browser = browserForThisFile();
const { url } = e2ePortal(browser);

/** A public page as the page cache serves it: the first visit renders and stores it, the second is served from the cache. */
async function cachedHtml(path: string): Promise<string> {
  await (await fetch(`${url}${path}`)).text();
  await new Promise((resolve) => setTimeout(resolve, 300));
  return (await fetch(`${url}${path}`)).text();
}

// Issue 16: 170 KB of framework script on every public page, though they work without it.
describe('cached public pages on a phone', () => {
  it.each(['/', '/weather-services', '/cropping-calendar-v2', '/bulletins', '/privacy'])('%s is served without the framework script, with the site script', async (path) => {
    const html = await cachedHtml(path);
    expect(html).not.toMatch(/<script[^>]+src="\/_next\//);
    expect(html).not.toContain('__next_f');
    expect(html).toContain('<script src="/site.js" defer></script>');
    expect(html).toContain('<h1');
  });

  it('serves the search results, rendered per request, the same way, compressed', async () => {
    const answer = await fetch(`${url}/search?q=bay`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-encoding')).toBe('br');
    expect(answer.headers.get('cache-control')).toMatch(/no-store|private/);
    const html = await answer.text();
    expect(html).not.toMatch(/<script[^>]+src="\/_next\//);
    expect(html).not.toContain('__next_f');
    expect(html).toContain('<script src="/site.js" defer></script>');
    expect(html).toContain('Bay');
    const gzip = await fetch(`${url}/search?q=bay`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.text()).toContain('<script src="/site.js" defer></script>');
  });

  it('loads only the site script, keeps "Use my location" working and passes axe', async () => {
    await cachedHtml('/');
    const context = await browser().newContext({ viewport: { width: 375, height: 800 }, geolocation: { latitude: 14.1675, longitude: 121.2416 }, permissions: ['geolocation'] });
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${url}/`);
    expect(scripts).toEqual(['/site.js']);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Use my location' }).click();
    await page.waitForURL(`${url}/weather-services/ten-day/laguna/los-banos`);
    await context.close();
  });

  it('says "Admin" to signed-in staff and "Sign in" to everyone else', async () => {
    await cachedHtml('/privacy');
    for (const [signedIn, label, href] of [
      [false, 'Sign in', '/admin/login'],
      [true, 'Admin', '/admin'],
    ] as const) {
      const context = await browser().newContext({ viewport: { width: 1280, height: 800 } });
      if (signedIn) await context.addCookies([{ name: 'acap_signed_in', value: '1', url }]);
      const page = await context.newPage();
      await page.goto(`${url}/privacy`);
      const link = page.locator('header nav').first().locator('a[data-account-link]');
      await expect.poll(() => link.innerText()).toBe(label);
      expect(await link.getAttribute('href')).toBe(href);
      await context.close();
    }
  });
});
