import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserForThisFile } from '../support/browser';
import { e2ePortal } from '../support/e2e';
import {
  listPlaces,
  loadSeasonalOutlook,
  loadTenDayOutlook,
  manilaDays,
  putTenDayCalendar,
  removeBulletinsAndOutlooks,
  saveCycloneAdvisory,
  waitForPage,
} from '../support/e2e-outlooks';

/**
 * Every public page as phones, tablets and desktops show it, in English and Tagalog, with a current
 * 10-day and seasonal outlook, an active cyclone, a calendar and a bulletin loaded: no content wider
 * than its box unless the box is a labelled scrolling region, no menu item wrapping at 1,280 px and
 * no word broken at 375 px. Everything loaded here is removed afterwards.
 */
const browser = browserForThisFile();
const { url, open, api, publish } = e2ePortal(browser);

const RAINFALL = ['wb_normal', 'above_normal', 'near_normal', 'b_normal'] as const;
const WIDTHS = [375, 768, 1280] as const;
const LOCALES = [undefined, 'tl'] as const;

const PAGES = [
  '/',
  '/weather-services/ten-day',
  '/weather-services/ten-day/batangas',
  '/weather-services/ten-day/batangas/agoncillo',
  '/weather-services/seasonal',
  '/weather-services/seasonal/quezon',
  '/weather-services/special',
  '/weather-services/special/quezon',
  '/cropping-calendar-v2',
  '/cropping-calendar-v2/ten-day/rice/quezon',
  '/cropping-calendar-v2/ten-day/rice/quezon/infanta',
  '/bulletins',
  '/search?q=sto+tomas',
  '/privacy',
];

let bulletinPath = '';

beforeAll(async () => {
  const places = (await listPlaces(url)).map((place) => place.psgc);
  const admin = await api('admin');
  await loadTenDayOutlook(admin, { places, days: manilaDays(0), rainfall: (p, d) => RAINFALL[(p + d) % RAINFALL.length]! });
  await loadSeasonalOutlook(admin);
  await saveCycloneAdvisory(admin, {
    activeCyclone: true,
    name: 'Pepito',
    bulletinNumber: '7',
    // Now: the live advisory is the newest by issue time, after the previous file's "no active cyclone".
    issuedAt: new Date().toISOString(),
    centre: '150 km east of Infanta, Quezon',
    movement: 'West northwestward at 20 km/h',
    strength: 'Maximum sustained winds of 150 km/h',
    signals: [
      { province: 'Quezon', signal: 'signal_number_3' },
      { province: 'Laguna', signal: 'signal_number_1' },
    ],
  });
  await putTenDayCalendar(admin, {
    province: 'Quezon',
    municipality: 'Infanta',
    crop: 'rice',
    slots: [
      'prep',
      'plant',
      'estab',
      'veg',
      'veg',
      'repro',
      'repro',
      'mat',
      'mat',
      null,
      null,
      null,
      'prep',
      'plant',
      'estab',
      'veg',
      'veg',
      'repro',
      'repro',
      'mat',
      'mat',
      null,
      null,
      null,
    ],
  });
  const answer = await admin('/api/reports/tenday/crops', {
    json: { region: 'calabarzon', province: 'Quezon', municipality: 'Infanta', crop: 'rice', language: 'tag', operation: 'create' },
  });
  expect(answer.status, await answer.clone().text()).toBe(201);
  const { id } = (await answer.json()) as { id: string };
  await publish(id);
  bulletinPath = `/bulletins/${id}`;
  await waitForPage(url, '/weather-services/special/quezon', 'Pepito');
}, 180_000);

afterAll(() => removeBulletinsAndOutlooks(api));

/**
 * Boxes whose content is wider than they are. A scrolling box is allowed when it is a labelled
 * region a keyboard can reach; any other box may not cut or spill its content. Visually hidden
 * text (1 px boxes) and the inside of SVG drawings are left out.
 */
function overflowingBoxes(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    // Visually hidden text (sr-only: clipped to a pixel) and what it holds are meant to be cut.
    const hiddenRoots: Element[] = [];
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).slice(0, 3).join('.')}` : ''} “${(el.textContent ?? '').trim().slice(0, 40)}”`;
    for (const el of document.body.querySelectorAll('*')) {
      if (el.closest('svg') || !(el instanceof HTMLElement)) continue;
      // A closed <details>, a hidden element or one under them is not on the screen.
      if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      if (hiddenRoots.some((root) => root.contains(el))) continue;
      const style = getComputedStyle(el);
      if (style.clipPath !== 'none' || (style.clip !== 'auto' && style.clip !== '')) {
        hiddenRoots.push(el);
        continue;
      }
      if (style.display === 'inline' || style.display === 'contents' || style.display === 'none') continue;
      if (el.clientWidth <= 1 || el.scrollWidth <= el.clientWidth + 1) continue;
      const labelled = el.getAttribute('role') === 'region' && (el.hasAttribute('aria-label') || el.hasAttribute('aria-labelledby')) && el.tabIndex >= 0;
      const scrolls = style.overflowX === 'auto' || style.overflowX === 'scroll';
      if (scrolls && labelled) continue;
      found.push(`${describe(el)}: content ${el.scrollWidth} px in ${el.clientWidth} px (overflow-x ${style.overflowX})`);
    }
    return found;
  });
}

/** Words of two letters or more whose letters sit on more than one line. */
function brokenWords(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('svg, script, style, [hidden]') || parent.getClientRects().length === 0) continue;
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/[\p{L}\p{N}]{2,}/gu)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
        if (tops.size > 1) found.push(`“${match[0]}” in ${parent.tagName.toLowerCase()}`);
      }
    }
    return found;
  });
}

describe.each(LOCALES)('public pages (locale %s)', (locale) => {
  it.each(WIDTHS)(
    'fit at %i px: no content wider than its box unless in a labelled scrolling region',
    async (width) => {
      const problems: string[] = [];
      for (const path of [...PAGES, bulletinPath]) {
        const { context, page, status } = await open(path, { width, locale });
        expect(status, path).toBe(200);
        problems.push(...(await overflowingBoxes(page)).map((problem) => `${path}: ${problem}`));
        if (width === 375) problems.push(...(await brokenWords(page)).map((word) => `${path}: word broken ${word}`));
        await context.close();
      }
      expect(problems).toEqual([]);
    },
    240_000,
  );
});

describe('the site menu', () => {
  it.each(LOCALES)('keeps every item on one line at 1,280 px (locale %s)', async (locale) => {
    const { context, page } = await open('/weather-services/ten-day', { width: 1280, locale });
    const items = await page.locator('header nav a').evaluateAll((links) =>
      links
        .filter((link) => link.getClientRects().length > 0)
        .map((link) => {
          const fontSize = parseFloat(getComputedStyle(link).fontSize);
          const range = document.createRange();
          range.selectNodeContents(link);
          const tops = [...range.getClientRects()]
            .filter((rect) => rect.width > 0)
            .map((rect) => rect.top)
            .sort((a, b) => a - b);
          // A new line starts where a piece of text sits lower than the last by more than half a letter.
          const lines = tops.filter((top, i) => i === 0 || top - tops[i - 1]! > fontSize / 2).length;
          return { text: link.textContent?.trim(), lines };
        }),
    );
    expect(items.length).toBeGreaterThan(3);
    expect(items.filter((item) => item.lines > 1)).toEqual([]);
    await context.close();
  });
});
