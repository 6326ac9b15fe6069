import { describe, expect, it } from 'vitest';
import { browserForThisFile, expectNoAxeViolations } from '../support/browser';
import { e2ePortal } from '../support/e2e';

const browser = browserForThisFile();
const { url } = e2ePortal(browser);

/** A public page as the page cache serves it: the first visit renders and stores it, the second is served from the cache. */
async function cachedHtml(path: string, locale?: 'tl'): Promise<string> {
  const headers = locale ? { cookie: `NEXT_LOCALE=${locale}` } : undefined;
  await (await fetch(`${url}${path}`, { headers })).text();
  await new Promise((resolve) => setTimeout(resolve, 300));
  return (await fetch(`${url}${path}`, { headers })).text();
}

// Issue 16: 170 KB of framework script on every public page, though they work without it.
describe('cached public pages on a phone', () => {
  it.each(['/', '/weather-services', '/cropping-calendar-v2', '/bulletins', '/privacy'])(
    '%s is served without the framework script, with the site script',
    async (path) => {
      const html = await cachedHtml(path);
      expect(html).not.toMatch(/<script[^>]+src="\/_next\//);
      expect(html).not.toContain('__next_f');
      expect(html).toContain('<script src="/site.js" defer></script>');
      expect(html).toContain('<h1');
    },
  );

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
    const context = await browser().newContext({
      viewport: { width: 375, height: 800 },
      geolocation: { latitude: 14.1675, longitude: 121.2416 },
      permissions: ['geolocation'],
    });
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

// Issue 16: suggestions as you type from a small index, loaded only when a search box is first used.
describe('search suggestions on a cached page', () => {
  async function phonePage(locale?: 'tl') {
    await cachedHtml('/', locale);
    const context = await browser().newContext({ viewport: { width: 375, height: 800 } });
    if (locale) await context.addCookies([{ name: 'NEXT_LOCALE', value: locale, url }]);
    const page = await context.newPage();
    const loaded: string[] = [];
    page.on('request', (request) => loaded.push(new URL(request.url()).pathname));
    await page.goto(`${url}/`);
    return { context, page, loaded };
  }

  it('loads nothing for them until the box is used, then lists places by any spelling, by keyboard and tap, and passes axe', async () => {
    const { context, page, loaded } = await phonePage();
    expect(loaded.filter((path) => path.includes('search-suggest') || path.includes('places.json'))).toEqual([]);
    const box = page.locator('#home-q');
    await box.fill('Dasmarinas');
    // The script and index arrive and the index is built in slices: seconds on a busy test machine.
    await expect.poll(() => box.getAttribute('aria-expanded'), { timeout: 15_000 }).toBe('true');
    expect(loaded.filter((path) => path === '/search-suggest.js' || path === '/search/places.json').sort()).toEqual([
      '/search-suggest.js',
      '/search/places.json',
    ]);
    const options = page.locator('#home-q-suggestions [role="option"]');
    expect(await options.count()).toBeLessThanOrEqual(8);
    expect(await options.first().innerText()).toMatch(/City of Dasmariñas[\s\S]*City in Cavite/);
    await expectNoAxeViolations(page);
    await box.press('ArrowDown');
    expect(await box.getAttribute('aria-activedescendant')).toBe('home-q-suggestions-0');
    await box.press('Escape');
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    expect(await box.inputValue()).toBe('Dasmarinas');
    for (const [typed, first] of [
      ['lipa ci', /Lipa/],
      ['Sto. Tomas', /Sto\. Tomas|Santo Tomas/],
      ['Lungsod ng Lipa', /Lipa/],
    ] as const) {
      await box.fill(typed);
      await expect.poll(() => options.first().innerText(), { message: typed, timeout: 5_000 }).toMatch(first);
    }
    await box.fill('Dasmarinas');
    await expect.poll(() => options.count(), { timeout: 5_000 }).toBeGreaterThan(0);
    await options.first().click();
    await page.waitForURL(`${url}/weather-services/ten-day/cavite/city-of-dasmarinas`);
    await context.close();
  });

  it('speaks Tagalog and still searches with Enter when nothing is chosen', async () => {
    const { context, page } = await phonePage('tl');
    const box = page.locator('#home-q');
    await box.fill('Milagrosa');
    await expect
      .poll(() => page.locator('#home-q-suggestions [role="option"]').allInnerTexts(), { timeout: 15_000 })
      .toContainEqual(expect.stringMatching(/Barangay sa City of Calamba, Laguna/));
    expect(await page.locator('#home-q-suggestions').getAttribute('aria-label')).toBe('Mga mungkahing lugar');
    await box.press('Enter');
    await page.waitForURL(/\/search\?q=Milagrosa/);
    await context.close();
  });
});
