import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { browserForThisFile, expectNoAxeViolations } from '../support/browser';
import { e2ePortal } from '../support/e2e';

const browser = browserForThisFile();
const { url } = e2ePortal(browser);

/** A public page as the page cache serves it: the first visit renders and stores it, the second is served from the cache. */
async function cachedHtml(path: string): Promise<string> {
  await (await fetch(`${url}${path}`)).text();
  return (await fetch(`${url}${path}`)).text();
}

/** Bytes of a file as a phone downloads it, gzip-compressed. */
async function gzipBytes(path: string): Promise<number> {
  const answer = await fetch(`${url}${path}`, { headers: { 'accept-encoding': 'gzip' } });
  return gzipSync(Buffer.from(await answer.arrayBuffer())).length;
}

// Issue 30: public pages stay complete without script and light; the framework's script loads after
// the page (async), at most 200 KB compressed on a first visit.
describe('public pages on a phone', () => {
  it.each(['/', '/weather-services', '/cropping-calendar-v2', '/bulletins', '/privacy'])(
    '%s is a whole page in a small document, its scripts loaded after it and under 200 KB compressed',
    async (path) => {
      const html = await cachedHtml(path);
      expect(html).toContain('<h1');
      const html_kb = gzipSync(html).length / 1024;
      const scripts = [...html.matchAll(/<script src="([^"]+)"([^>]*)>/g)].filter(([, , attributes]) => !attributes!.includes('noModule'));
      for (const [tag, , attributes] of scripts) expect(attributes, tag).toMatch(/\basync\b|\bdefer\b/);
      let scriptBytes = 0;
      for (const [, src] of scripts) scriptBytes += await gzipBytes(src!);
      console.log(`${path}: HTML ${html_kb.toFixed(1)} KB gzip, script ${(scriptBytes / 1024).toFixed(0)} KB gzip on a first visit`);
      expect(html_kb).toBeLessThan(40);
      expect(scriptBytes).toBeLessThanOrEqual(200 * 1024);
    },
  );

  it('keeps "Use my location" working and passes axe', async () => {
    const context = await browser().newContext({
      viewport: { width: 375, height: 800 },
      geolocation: { latitude: 14.1675, longitude: 121.2416 },
      permissions: ['geolocation'],
    });
    const page = await context.newPage();
    await page.goto(`${url}/`);
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
      const link = page.locator('header nav').first().getByRole('link', { name: label });
      await expect.poll(() => link.count()).toBe(1);
      expect(await link.getAttribute('href')).toBe(href);
      await context.close();
    }
  });
});

// Issue 16: suggestions as you type from a small index, loaded only when a search box is first used.
describe('search suggestions', () => {
  async function phonePage(locale?: 'tl') {
    const home = locale ? `/${locale}` : '/';
    await cachedHtml(home);
    const context = await browser().newContext({ viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    const loaded: string[] = [];
    page.on('request', (request) => loaded.push(new URL(request.url()).pathname));
    await page.goto(`${url}${home}`);
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
    await page.waitForURL(/\/tl\/search\?q=Milagrosa/);
    await context.close();
  });
});
