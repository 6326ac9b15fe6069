import { describe, expect, it } from 'vitest';
import { workerPortal } from '../support/e2e';
import { expectNoAxeViolations, browserForThisFile } from '../support/browser';

const { url } = workerPortal();

// Links that open a new tab carry a hidden note for screen readers; compare the visible label.
const visibleLabels = (texts: string[]) => texts.map((text) => text.split('\n')[0]!.trim());

const browser = browserForThisFile();

/** A page as a crawler or a shared cache asks for it: no script, and only the headers given. */
async function get(path: string, headers: Record<string, string> = {}) {
  const answer = await fetch(`${url}${path}`, { headers, redirect: 'manual' });
  return { status: answer.status, location: answer.headers.get('location'), html: await answer.text() };
}

const langOf = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1];

/** The addresses a page links and posts to, from the site root (`<a href>`, `<form action>`). */
const internalAddresses = (html: string) =>
  [...html.matchAll(/<(?:a|form) [^>]*?(?:href|action)="(\/[^"]*)"/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));

/** Files that are no page: one address for both languages. Staff pages keep theirs (the cookie picks). */
const NOT_A_PAGE = /^\/(?:api\/|feeds\/|maps\/|previews\/|_next\/|icons\/|logos\/|admin(?:\/|$)|bulletins\/[^/]+\.pdf$)/;

/** The language switch, a link in the other language's `hreflang`. */
const switchOf = (html: string) => /<a [^>]*hrefLang="(en|tl)"[^>]*>/i.exec(html)?.[0];
const hrefOf = (tag: string | undefined) => /href="([^"]*)"/.exec(tag ?? '')?.[1];

// Issue 30: the content of a public address never depends on a cookie (shared caches, shared links).
describe('every language has its own addresses', () => {
  const LANGUAGE_COOKIES = ['NEXT_LOCALE=tl', 'NEXT_LOCALE=%74l', 'NEXT_LOCALE="tl"', 'NEXT_LOCALE=en; NEXT_LOCALE=tl'];

  it.each(['/', '/weather-services', '/bulletins'])('%s is English whatever language cookie comes with it', async (path) => {
    for (const cookie of ['', ...LANGUAGE_COOKIES]) {
      const page = await get(path, cookie ? { cookie, 'accept-language': 'tl-PH,tl;q=0.9' } : {});
      expect(page.status, `${path} ${cookie}`).toBe(200);
      expect(langOf(page.html), `${path} ${cookie}`).toBe('en');
    }
  });

  it.each(['/tl', '/tl/weather-services', '/tl/bulletins'])('%s is Tagalog whatever language cookie comes with it', async (path) => {
    for (const cookie of ['', 'NEXT_LOCALE=en', ...LANGUAGE_COOKIES]) {
      const page = await get(path, cookie ? { cookie, 'accept-language': 'en-US,en;q=0.9' } : {});
      expect(page.status, `${path} ${cookie}`).toBe(200);
      expect(langOf(page.html), `${path} ${cookie}`).toBe('tl');
    }
  });

  it('sends /en and /en/… for good to the bare address, keeping the query, whatever the cookie', async () => {
    expect(await get('/en/privacy')).toMatchObject({ status: 308, location: '/privacy' });
    expect(await get('/en/privacy', { cookie: 'NEXT_LOCALE=tl' })).toMatchObject({ status: 308, location: '/privacy' });
    expect(await get('/en')).toMatchObject({ status: 308, location: '/' });
    expect(await get('/en/search?q=bay')).toMatchObject({ status: 308, location: '/search?q=bay' });
    // No public page is redirected by the reader's language.
    expect((await get('/privacy', { 'accept-language': 'tl', cookie: 'NEXT_LOCALE=tl' })).status).toBe(200);
    expect((await get('/tl/privacy', { 'accept-language': 'en', cookie: 'NEXT_LOCALE=en' })).status).toBe(200);
  });

  it.each([
    ['/tl', '/'],
    ['/tl/weather-services/ten-day/laguna/bay', '/weather-services/ten-day/laguna/bay'],
    ['/tl/cropping-calendar-v2/ten-day/rice/laguna/bay', '/cropping-calendar-v2/ten-day/rice/laguna/bay'],
    ['/tl/bulletins', '/bulletins'],
    ['/tl/search?q=bay', '/search'],
    ['/tl/privacy', '/privacy'],
  ])('%s links and posts only to Tagalog pages, and its switch to the English one', async (path, english) => {
    const { html } = await get(path);
    const switchLink = switchOf(html);
    expect(switchLink, path).toMatch(/lang="en"/);
    expect(switchLink, path).toMatch(/aria-label="Read in English"/);
    expect(hrefOf(switchLink), path).toBe(english);
    const pages = internalAddresses(html).filter((address) => !NOT_A_PAGE.test(address) && address !== english);
    expect(pages.length, path).toBeGreaterThan(5);
    expect(
      pages.filter((address) => address !== '/tl' && !address.startsWith('/tl/') && !address.startsWith('/tl?')),
      path,
    ).toEqual([]);
  });

  it.each([
    ['/', '/tl'],
    ['/weather-services/ten-day/laguna/bay', '/tl/weather-services/ten-day/laguna/bay'],
    ['/bulletins', '/tl/bulletins'],
  ])('%s links only to English pages, and its switch to the Tagalog one', async (path, tagalog) => {
    const { html } = await get(path, { cookie: 'NEXT_LOCALE=tl' });
    const switchLink = switchOf(html);
    expect(switchLink, path).toMatch(/aria-label="Basahin sa Tagalog"/);
    expect(hrefOf(switchLink), path).toBe(tagalog);
    expect(internalAddresses(html).filter((address) => address !== tagalog && /^\/tl(?:\/|$|\?)/.test(address))).toEqual([]);
  });

  it('answers an unknown address in its own language, the same complete page every time', async () => {
    const tagalog = await get('/tl/walang-ganitong-pahina');
    expect(tagalog.status).toBe(404);
    expect(langOf(tagalog.html)).toBe('tl');
    expect(tagalog.html).toContain('Hindi nakita ang pahina');
    expect(tagalog.html).toMatch(/<a [^>]*href="\/tl"[^>]*data-testid="back-home"|<a [^>]*data-testid="back-home"[^>]*href="\/tl"/);
    expect(hrefOf(switchOf(tagalog.html))).toBe('/walang-ganitong-pahina');
    const english = await get('/walang-ganitong-pahina', { cookie: 'NEXT_LOCALE=tl' });
    expect(english.status).toBe(404);
    expect(langOf(english.html)).toBe('en');
    expect(english.html).toContain('Page not found');
    expect(hrefOf(switchOf(english.html))).toBe('/tl/walang-ganitong-pahina');
    // Nothing of the reader changes it: the same HTML with or without cookies, once or twice.
    expect((await get('/tl/walang-ganitong-pahina', { cookie: 'NEXT_LOCALE=en' })).html).toBe(tagalog.html);
    expect((await get('/walang-ganitong-pahina')).html).toBe(english.html);
  });

  it("keeps a staff member's language choice in a cookie, for the staff pages only", async () => {
    expect(langOf((await get('/admin/login', { cookie: 'NEXT_LOCALE=tl' })).html)).toBe('tl');
    expect(langOf((await get('/admin/login')).html)).toBe('en');
    const form = (locale: string) => new URLSearchParams({ locale });
    const chosen = await fetch(`${url}/api/locale`, {
      method: 'POST',
      body: form('tl'),
      redirect: 'manual',
      headers: { origin: url, referer: `${url}/admin/login` },
    });
    expect(chosen.status).toBe(303);
    expect(chosen.headers.get('location')).toBe('/admin/login');
    expect(chosen.headers.get('set-cookie')).toMatch(/^NEXT_LOCALE=tl; Path=\/admin;/);
    // A public page that still posts here (an old copy) is sent to its address in the chosen language.
    const fromPublic = await fetch(`${url}/api/locale`, {
      method: 'POST',
      body: form('tl'),
      redirect: 'manual',
      headers: { origin: url, referer: `${url}/bulletins?x=1` },
    });
    expect(fromPublic.headers.get('location')).toBe('/tl/bulletins?x=1');
  });
});

describe("forms, suggestions and 'use my location' answer within the page's language", () => {
  it.each([
    ['/tl/bulletins/go?type=seasonal', '/tl/bulletins/type/seasonal'],
    ['/bulletins/go?type=seasonal', '/bulletins/type/seasonal'],
    ['/tl/cropping-calendar-v2/go?mode=ten_day&crop=rice&place=laguna', '/tl/cropping-calendar-v2/ten-day/rice/laguna'],
    ['/cropping-calendar-v2/go?mode=ten_day&crop=rice&place=laguna', '/cropping-calendar-v2/ten-day/rice/laguna'],
    ['/tl/search/near?lat=14.1675&lon=121.2416', '/tl/weather-services/ten-day/laguna/los-banos'],
    ['/tl/search/near?lat=north&lon=1e400', '/tl/search?near=unreadable'],
    ['/search/near?lat=north&lon=1e400', '/search?near=unreadable'],
  ])('%s sends the reader on to %s, whatever the cookie', async (path, location) => {
    for (const cookie of ['', path.startsWith('/tl') ? 'NEXT_LOCALE=en' : 'NEXT_LOCALE=tl']) {
      expect(await get(path, cookie ? { cookie } : {})).toMatchObject({ status: 303, location });
    }
  });

  it("suggests places, and finds the phone's town, at their Tagalog addresses on a Tagalog page", async () => {
    const context = await browser().newContext({
      viewport: { width: 375, height: 800 },
      geolocation: { latitude: 14.1675, longitude: 121.2416 },
      permissions: ['geolocation'],
    });
    const page = await context.newPage();
    await page.goto(`${url}/tl/search`);
    const box = page.locator('#search-page-q');
    await box.fill('Dasmarinas');
    const option = page.locator('#search-page-q-suggestions [role="option"]').first();
    await expect.poll(() => option.getAttribute('href'), { timeout: 15_000 }).toBe('/tl/weather-services/ten-day/cavite/city-of-dasmarinas');
    await box.fill('');
    await page.getByRole('button', { name: 'Gamitin ang aking lokasyon' }).click();
    await page.waitForURL(`${url}/tl/weather-services/ten-day/laguna/los-banos`);
    await context.close();
  });
});

describe.each([false, true])('switching the language on a 375 px phone (JavaScript %s)', (javaScriptEnabled) => {
  it('opens the same page at its Tagalog address, keeps every link in Tagalog, and goes back, with no cookie', async () => {
    const context = await browser().newContext({ viewport: { width: 375, height: 800 }, javaScriptEnabled });
    const page = await context.newPage();
    await page.goto(`${url}/weather-services`);
    const toTagalog = page.getByRole('link', { name: 'Basahin sa Tagalog' });
    expect(await toTagalog.getAttribute('lang')).toBe('tl');
    await toTagalog.click();
    await page.waitForURL(`${url}/tl/weather-services`);
    expect(await page.locator('html').getAttribute('lang')).toBe('tl');
    expect(await page.locator('h1').innerText()).toBe('Serbisyo sa Panahon');

    // The menu (a <details>, no script needed) holds the navigation on a phone.
    await page.locator('header details summary').click();
    expect(await page.locator('header details nav').locator('a').allInnerTexts().then(visibleLabels)).toEqual([
      'Tahanan',
      'Serbisyo sa Panahon',
      'Kalendaryo ng Pagsasaka',
      'Mga Bulletin',
      'Mag-sign in',
      'Mga Post',
    ]);
    await page.locator('header details nav').getByRole('link', { name: 'Mga Bulletin' }).click();
    await page.waitForURL(`${url}/tl/bulletins`);
    expect(await page.locator('h1').innerText()).toBe('Mga Bulletin');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    if (javaScriptEnabled) await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Read in English' }).click();
    await page.waitForURL(`${url}/bulletins`);
    expect(await page.locator('h1').innerText()).toBe('Bulletins');
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('NEXT_LOCALE');
    await context.close();
  });
});

it('passes axe on the Tagalog pages the switch opens, on a phone', async () => {
  // axe runs inside the page, so it needs JavaScript: the pages the no-script run opened, checked here.
  const context = await browser().newContext({ viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  for (const path of ['/tl', '/tl/weather-services', '/tl/walang-ganitong-pahina']) {
    await page.goto(`${url}${path}`);
    await expectNoAxeViolations(page);
  }
  await context.close();
});
