import { describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations, browserForThisFile } from '../support/browser';

const url = inject('portalUrl');

// Links that open a new tab carry a hidden note for screen readers; compare the visible label.
const visibleLabels = (texts: string[]) => texts.map((text) => text.split('\n')[0]!.trim());

const browser = browserForThisFile();

describe.each([true, false])('switching the language (JavaScript %s)', (javaScriptEnabled) => {
  it('turns the navigation Tagalog and remembers the choice on the next page', async () => {
    const context = await browser().newContext({ viewport: { width: 1024, height: 800 }, javaScriptEnabled });
    const page = await context.newPage();
    await page.goto(`${url}/weather-services`);
    await page.getByRole('button', { name: 'Basahin sa Tagalog' }).click();
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('tl');
    expect(new URL(page.url()).pathname).toBe('/weather-services');
    expect(await page.locator('header nav').first().locator('a').allInnerTexts().then(visibleLabels)).toEqual([
      'Tahanan',
      'Serbisyo sa Panahon',
      'Kalendaryo ng Pagsasaka',
      'Mga Bulletin',
      'Mag-sign in',
      'Mga Post',
    ]);
    expect(await page.locator('h1').innerText()).toBe('Serbisyo sa Panahon');
    // axe runs inside the page, so it needs JavaScript.
    if (javaScriptEnabled) await expectNoAxeViolations(page);

    await page.goto(`${url}/bulletins`);
    expect(await page.locator('h1').innerText()).toBe('Mga Bulletin');
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'NEXT_LOCALE')?.value).toBe('tl');

    await page.getByRole('button', { name: 'Read in English' }).click();
    await expect.poll(() => page.locator('h1').innerText()).toBe('Bulletins');
    await context.close();
  });
});
