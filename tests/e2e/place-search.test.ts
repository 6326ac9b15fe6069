import { describe, expect, it } from 'vitest';
import { browserForThisFile, expectNoAxeViolations } from '../support/browser';
import { e2ePortal } from '../support/e2e';

const browser = browserForThisFile();
const { url, open } = e2ePortal(browser);

// Issue 16: a farmer finds the town in two taps, on a phone, without JavaScript.
describe('finding a place from the header', () => {
  it('on a 375 px phone without JavaScript: the header links to the search page, whose form finds "Dasmarinas" and opens its weather', async () => {
    const { page, context } = await open('/weather-services', { width: 375, javaScriptEnabled: false });
    await page.locator('header').getByRole('link', { name: 'Find your town' }).click();
    await page.waitForURL(`${url}/search`);
    await page.getByRole('searchbox', { name: 'Province, city, municipality or barangay' }).first().fill('Dasmarinas');
    await page.locator('main').getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/\/search\?q=Dasmarinas$/);
    const first = page.locator('main ol > li').first();
    expect(await first.locator('p').first().innerText()).toBe('City of Dasmariñas');
    expect(await first.innerText()).toContain('City in Cavite');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await first.getByRole('link', { name: 'Weather', exact: true }).click();
    await page.waitForURL(`${url}/weather-services/ten-day/cavite/city-of-dasmarinas`);
    expect(await page.locator('h1').innerText()).toBeTruthy();
    await context.close();
  });

  it('the menu of a phone holds the field too', async () => {
    const { page, context } = await open('/', { width: 375, javaScriptEnabled: false });
    await page.locator('header summary').click();
    await page.locator('#menu-q').fill('Sto. Tomas');
    await page.locator('#menu-q').press('Enter');
    await page.waitForURL(/\/search\?q=Sto/);
    expect(await page.locator('main ol > li p').first().innerText()).toBe('City of Sto. Tomas');
    await context.close();
  });

  it('on a wide screen the field sits in the header; results link to weather, calendar and bulletins, and pass axe', async () => {
    const { page, context } = await open('/', { width: 1536 });
    await page.locator('#header-q').fill('Lipa City');
    await page.locator('#header-q').press('Enter');
    await page.waitForURL(/\/search\?q=Lipa/);
    const first = page.locator('main ol > li').first();
    expect(await first.locator('p').first().innerText()).toBe('City of Lipa');
    const hrefs = await first.locator('ul a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual([
      '/weather-services/ten-day/batangas/city-of-lipa',
      '/cropping-calendar-v2/ten-day/rice/batangas/city-of-lipa',
      '/bulletins/province/batangas/municipality/city-of-lipa',
    ]);
    // Villages named Lipa come after the city.
    expect(await page.locator('main ol > li').last().innerText()).toContain('Barangay');
    await expectNoAxeViolations(page);
    await context.close();
  });

  it('finds a barangay by name and says where it is, in Tagalog too', async () => {
    const { page, context } = await open(`/search?q=${encodeURIComponent('Milagrosa')}`, { locale: 'tl', width: 375 });
    const text = await page.locator('main').innerText();
    expect(text).toContain('Hanapin ang inyong bayan');
    expect(text).toContain('Barangay sa City of Calamba, Laguna');
    await expectNoAxeViolations(page);
    await context.close();
  });

  it('says plainly when nothing matches, and is never cached with its query', async () => {
    const answer = await fetch(`${url}/search?q=Manila`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toMatch(/no-store|private/);
    const html = await answer.text();
    expect(html).toContain('No place in CALABARZON matches “Manila”.');
    expect(html).toContain('noindex');
  });
});

describe('use my location', () => {
  async function located(position: { latitude: number; longitude: number } | null) {
    const context = await browser().newContext({
      viewport: { width: 375, height: 800 },
      ...(position ? { geolocation: position, permissions: ['geolocation'] } : {}),
    });
    const page = await context.newPage();
    await page.goto(`${url}/search`);
    await page.getByRole('button', { name: 'Use my location' }).click();
    return { page, context };
  }

  it('opens the town holding the phone', async () => {
    const { page, context } = await located({ latitude: 14.1675, longitude: 121.2416 });
    await page.waitForURL(`${url}/weather-services/ten-day/laguna/los-banos`);
    await context.close();
  });

  it('says how far the region is when the phone is in Manila', async () => {
    const { page, context } = await located({ latitude: 14.5995, longitude: 120.9842 });
    await page.waitForURL(/\/search\?near=outside&km=\d+$/);
    expect(await page.locator('main').innerText()).toMatch(/Your location is about \d+ km from the nearest town of CALABARZON/);
    await expectNoAxeViolations(page);
    await context.close();
  });

  it('explains a refusal and stays on the page', async () => {
    const { page, context } = await located(null);
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'did not share' }).count()).toBe(1);
    expect(page.url()).toBe(`${url}/search`);
    await context.close();
  });

  it('is not offered without JavaScript, and a hand-made position is checked', async () => {
    const { page, context } = await open('/search', { javaScriptEnabled: false });
    expect(await page.getByRole('button', { name: 'Use my location' }).count()).toBe(0);
    await context.close();
    const answer = await fetch(`${url}/search/near?lat=north&lon=1e400`, { redirect: 'manual' });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/search?near=unreadable');
  });
});
