import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_HINT =
  `Browser tests need a system Chromium, and none was found at ${CHROME_PATH}. ` +
  'Install it with "apt-get install -y chromium" (Debian), or set CHROME_PATH to a Chromium or Chrome binary.';

export function assertChromium(): void {
  if (!fs.existsSync(CHROME_PATH)) throw new Error(CHROMIUM_HINT);
}

export async function launchBrowser(): Promise<Browser> {
  assertChromium();
  return chromium.launch({
    executablePath: CHROME_PATH,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

/** WCAG 2.2 AA, as the portal promises for every page. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // A client refresh (after a form saves) re-renders the streamed <title> a moment later: give it
  // that moment, then check whatever is there (a page with no title still fails).
  await page.waitForFunction(() => document.title !== '', undefined, { timeout: 2000 }).catch(() => undefined);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/**
 * The page's headings in document order never skip a level (h1 → h2 → h3): axe's `heading-order`
 * is a best practice outside the WCAG tags above, and the Nu validator reports a skip as an error.
 */
export async function expectHeadingsInOrder(page: Page): Promise<void> {
  const levels = await page.locator('h1, h2, h3, h4, h5, h6').evaluateAll((headings) => headings.map((h) => Number(h.tagName.slice(1))));
  const skips = levels.flatMap((level, i) => (i > 0 && level > levels[i - 1]! + 1 ? [`h${levels[i - 1]} → h${level}`] : []));
  expect({ first: levels[0], skips }, `headings on ${page.url()}: ${levels.map((l) => `h${l}`).join(' ')}`).toEqual({ first: 1, skips: [] });
}

/** One browser per test file, launched before its tests and closed after them. */
export function browserForThisFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());
  return () => {
    if (!browser) throw new Error('the browser is not running yet');
    return browser;
  };
}
