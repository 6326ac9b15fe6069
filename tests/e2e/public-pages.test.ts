import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations, browserForThisFile } from '../support/browser';
import { e2ePortal, workerPortal } from '../support/e2e';
import { removeBulletinsAndOutlooks, waitForPage } from '../support/e2e-outlooks';

const { url } = workerPortal();
const TITLE = 'Agro-Climatic Advisory Portal';

const PAGES = [
  { path: '/', heading: `${TITLE} — Region 4a (CALABARZON)`, text: 'No 10-day outlook has been loaded.' },
  { path: '/weather-services', heading: 'Weather Services', text: 'PAGASA outlooks for the region' },
  { path: '/cropping-calendar-v2', heading: 'Farming Calendar', text: 'Choose a province or a municipality to see its calendar.' },
  { path: '/bulletins', heading: 'Bulletins', text: 'No bulletin has been published yet.' },
  { path: '/privacy', heading: 'Privacy notice', text: 'Reading this portal needs no personal information' },
];

// Links that open a new tab carry a hidden note for screen readers; compare the visible label.
const visibleLabels = (texts: string[]) => texts.map((text) => text.split('\n')[0]!.trim());

const browser = browserForThisFile();
const { api } = e2ePortal(browser);

// These pages are checked as a fresh portal shows them: other files may have left outlooks behind.
beforeAll(async () => {
  await removeBulletinsAndOutlooks(api);
  await waitForPage(url, '/', 'No 10-day outlook has been loaded.');
});

async function open(path: string, options: { width?: number; javaScriptEnabled?: boolean } = {}) {
  const context = await browser().newContext({
    viewport: { width: options.width ?? 1024, height: 800 },
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  });
  const page = await context.newPage();
  const answer = await page.goto(`${url}${path}`);
  return { page, context, status: answer?.status() };
}

describe.each(PAGES)('the public page $path', ({ path, heading, text }) => {
  it('renders its heading and content, with the portal title, and passes axe at 1024 px', async () => {
    const { page, context, status } = await open(path);
    expect(status).toBe(200);
    expect(await page.locator('h1').innerText()).toBe(heading);
    expect(await page.locator('main').innerText()).toContain(text);
    expect(await page.title()).toContain(`${TITLE} — Region 4a (CALABARZON)`);
    await expectNoAxeViolations(page);
    await context.close();
  });

  it('fits a 375 px phone screen and passes axe there', async () => {
    const { page, context } = await open(path, { width: 375 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
    await context.close();
  });

  it('shows its main text with JavaScript disabled', async () => {
    const { page, context } = await open(path, { javaScriptEnabled: false });
    expect(await page.locator('h1').innerText()).toBe(heading);
    expect(await page.locator('main').innerText()).toContain(text);
    await context.close();
  });
});

describe('the standard layout', () => {
  it('has a 98 px navigation bar with every link, and Posts opens the social page in a new tab', async () => {
    const { page, context } = await open('/weather-services');
    const header = await page.locator('header').boundingBox();
    expect(header?.height).toBe(98);
    const nav = page.locator('header nav').first();
    expect(await nav.locator('a').allInnerTexts().then(visibleLabels)).toEqual([
      'Home',
      'Weather Services',
      'Farming Calendar',
      'Bulletins',
      'Sign in',
      'Posts',
    ]);
    const posts = nav.getByRole('link', { name: /Posts/ });
    expect(await posts.getAttribute('href')).toBe(inject('socialUrl'));
    expect(await posts.getAttribute('target')).toBe('_blank');
    await context.close();
  });

  it('opens every footer link in a new tab, safely', async () => {
    const { page, context } = await open('/');
    const links = await page
      .locator('footer a')
      .evaluateAll((anchors) =>
        anchors.map((a) => ({ text: a.textContent, href: a.getAttribute('href'), target: a.getAttribute('target'), rel: a.getAttribute('rel') })),
      );
    expect(links.length).toBeGreaterThanOrEqual(10);
    for (const link of links) {
      expect(link.target, link.text ?? '').toBe('_blank');
      expect(link.rel?.split(' ')).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
    }
    expect(links.find((l) => l.text?.startsWith('ACAP Services'))?.href).toBe('/weather-services');
    expect(links.find((l) => l.text?.startsWith('Open data API'))?.href).toBe('/api/openapi.json');
    await context.close();
  });

  it('lays the footer lists out in two columns at 1024 px and in one at 375 px', async () => {
    for (const [width, columns] of [
      [1024, 2],
      [375, 1],
    ] as const) {
      const { page, context } = await open('/', { width });
      const [links, partners] = await Promise.all([page.locator('footer section').nth(0).boundingBox(), page.locator('footer section').nth(1).boundingBox()]);
      if (columns === 2) {
        expect(partners!.y).toBe(links!.y);
        expect(partners!.x).toBeGreaterThan(links!.x + links!.width - 1);
      } else {
        expect(partners!.x).toBe(links!.x);
        expect(partners!.y).toBeGreaterThanOrEqual(links!.y + links!.height);
      }
      await context.close();
    }
  });

  it('shows the five partner logos at their sizes with their names as alt text', async () => {
    const { page, context } = await open('/');
    const logos = await page
      .locator('footer img')
      .evaluateAll((images) => images.map((img) => [img.getAttribute('alt'), (img as HTMLImageElement).width, (img as HTMLImageElement).height]));
    expect(logos.map(([, w, h]) => `${w}x${h}`)).toEqual(['65x65', '250x60', '65x65', '120x50', '60x60']);
    for (const [alt] of logos) expect(alt).toBeTruthy();
    await context.close();
  });
});

describe('the home page before anything is loaded', () => {
  it('gives each part a true empty state, no cyclone banner and no fixed placeholder', async () => {
    const { page, context } = await open('/');
    const main = page.locator('main');
    expect(await page.getByTestId('cyclone-banner').count()).toBe(0);
    expect(await page.getByTestId('home-cyclone').count()).toBe(0);
    expect(await page.getByTestId('home-tenday').innerText()).toContain('No 10-day outlook has been loaded.');
    expect(await page.getByTestId('home-seasonal').innerText()).toContain('No seasonal outlook has been loaded.');
    expect(await page.getByTestId('home-bulletins').innerText()).toContain('No bulletin has been published yet.');
    const text = await main.innerText();
    expect(text).not.toContain('No outlook has been published yet');
    expect(text).not.toContain('Latest outlook');
    // The parts come in the order a farmer needs them: the coming days, the coming months, the bulletins.
    expect(text.indexOf('Rain in the coming days')).toBeLessThan(text.indexOf('Rain in the coming months'));
    expect(text.indexOf('Rain in the coming months')).toBeLessThan(text.indexOf('Newest bulletins'));
    await context.close();
  });
});

describe('an unknown address', () => {
  it('answers 404 with a page in the standard layout that leads home', async () => {
    const { page, context, status } = await open('/no-such-page');
    expect(status).toBe(404);
    expect(await page.locator('h1').innerText()).toBe('Page not found');
    expect(await page.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/');
    await expectNoAxeViolations(page);
    await context.close();
  });

  it('answers the same whole page every time, under any kind of unknown address', async () => {
    for (const path of ['/no-such-page', '/weather-services/ten-day/laguna/atlantis', '/bulletins/no-such-bulletin', '/x/y/z']) {
      const bodies: string[] = [];
      for (let visit = 0; visit < 3; visit += 1) {
        const answer = await fetch(`${url}${path}`);
        expect(answer.status, path).toBe(404);
        const html = await answer.text();
        expect(html, `${path}, visit ${visit + 1}`).toContain('Page not found');
        expect(html).toContain('</html>');
        bodies.push(/<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '');
      }
      // In the HTML itself, not only in the data the framework's script draws from.
      expect(bodies[0], path).toContain('Page not found');
      expect(new Set(bodies).size, path).toBe(1);
    }
  });

  it.each([
    { locale: 'en', prefix: '', heading: 'Page not found', home: '/' },
    { locale: 'tl', prefix: '/tl', heading: 'Hindi nakita ang pahina', home: '/tl' },
  ])('answers an unknown bulletin, town or crop with the whole not-found page in $locale, without JavaScript', async ({ locale, prefix, heading, home }) => {
    for (const path of [`/bulletins/${randomUUID()}`, '/weather-services/ten-day/laguna/atlantis', '/cropping-calendar-v2/ten-day/durian']) {
      const { page, context, status } = await open(`${prefix}${path}`, { javaScriptEnabled: false });
      expect(status, path).toBe(404);
      expect(await page.locator('html').getAttribute('lang'), path).toBe(locale);
      expect(await page.locator('main h1').innerText(), path).toBe(heading);
      expect(await page.getByTestId('back-home').getAttribute('href'), path).toBe(home);
      await context.close();
    }
    // axe runs as a script in the page: the same document, with JavaScript.
    const { page, context } = await open(`${prefix}/cropping-calendar-v2/ten-day/durian`);
    await expectNoAxeViolations(page);
    await context.close();
  });
});
