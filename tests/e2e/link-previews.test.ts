import { describe, expect, it } from 'vitest';
import { browserForThisFile } from '../support/browser';
import { e2ePortal } from '../support/e2e';

const browser = browserForThisFile();
const { url } = e2ePortal(browser);

/** The `<meta>` tags of a page as Facebook's crawler reads them: no script, no cookie. */
async function metaTags(path: string): Promise<Record<string, string>> {
  const answer = await fetch(`${url}${path}`);
  expect(answer.status, path).toBe(200);
  const html = await answer.text();
  const tags: Record<string, string> = {};
  for (const [, attributes] of html.matchAll(/<meta ([^>]+)>/g)) {
    const name = /(?:property|name)="([^"]+)"/.exec(attributes!)?.[1];
    const content = /content="([^"]*)"/.exec(attributes!)?.[1];
    if (name && content !== undefined && !(name in tags)) tags[name] = content.replace(/&amp;/g, '&');
  }
  return tags;
}

/** The canonical address and the language alternates (`hreflang`) of a page. */
async function linkTags(path: string): Promise<{ canonical: string[]; alternates: Record<string, string> }> {
  const html = await (await fetch(`${url}${path}`)).text();
  const links = [...html.matchAll(/<link ([^>]+)>/g)].map(([, attributes]) => attributes!);
  const attribute = (attributes: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`, 'i').exec(attributes)?.[1];
  return {
    canonical: links.filter((link) => attribute(link, 'rel') === 'canonical').map((link) => attribute(link, 'href')!),
    alternates: Object.fromEntries(
      links
        .filter((link) => attribute(link, 'rel') === 'alternate' && attribute(link, 'hreflang'))
        .map((link) => [attribute(link, 'hreflang'), attribute(link, 'href')]),
    ),
  };
}

// Issue 16: the office reaches farmers through Facebook; a shared link must show what it is about.
describe('link previews', () => {
  it.each([
    '/',
    '/weather-services',
    '/weather-services/ten-day/laguna/bay',
    '/cropping-calendar-v2/ten-day/rice/laguna/bay',
    '/bulletins',
    '/privacy',
    '/search',
  ])('%s has its own title, description and a 1200 × 630 PNG preview at a whole address', async (path) => {
    const tags = await metaTags(path);
    for (const key of ['og:title', 'og:description', 'og:image', 'og:url', 'og:site_name', 'twitter:card', 'twitter:image', 'description'])
      expect(tags[key], `${path} ${key}`).toBeTruthy();
    expect(tags['twitter:card']).toBe('summary_large_image');
    expect(tags['og:image']!.startsWith(`${url}/previews/en/`), tags['og:image']).toBe(true);
    expect(tags['og:image:width']).toBe('1200');
    expect(tags['og:image:height']).toBe('630');
    const image = await fetch(tags['og:image']!);
    expect(image.status, tags['og:image']).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    const bytes = new Uint8Array(await image.arrayBuffer());
    const header = new DataView(bytes.buffer);
    expect([header.getUint32(16), header.getUint32(20)]).toEqual([1200, 630]);
  });

  it('names the place in a place page’s title and the outlook in its description', async () => {
    const tags = await metaTags('/weather-services/ten-day/laguna/bay');
    expect(tags['og:title']).toMatch(/^Bay, Laguna — /);
    expect(tags['og:url']).toBe(`${url}/weather-services/ten-day/laguna/bay`);
    const calendar = await metaTags('/cropping-calendar-v2/ten-day/rice/laguna/bay');
    expect(calendar['og:title']).toBe('Bay, Laguna — Farming Calendar · Rice');
  });

  it.each([
    ['/', '/tl'],
    ['/weather-services/ten-day/laguna/bay', '/tl/weather-services/ten-day/laguna/bay'],
    ['/cropping-calendar-v2/ten-day/rice/laguna/bay', '/tl/cropping-calendar-v2/ten-day/rice/laguna/bay'],
    ['/bulletins', '/tl/bulletins'],
    ['/privacy', '/tl/privacy'],
    ['/search', '/tl/search'],
  ])('%s and %s are each canonical, name each other as alternates, and are shared in their own language', async (english, tagalog) => {
    // Next writes the home page's whole address without its closing slash.
    const whole = (path: string) => (path === '/' ? url : `${url}${path}`);
    const expected = { en: whole(english), tl: whole(tagalog), 'x-default': whole(english) };
    for (const [path, locale] of [
      [english, 'en'],
      [tagalog, 'tl'],
    ] as const) {
      const links = await linkTags(path);
      expect(links.canonical, path).toEqual([expected[locale]]);
      expect(links.alternates, path).toEqual(expected);
      const tags = await metaTags(path);
      expect(tags['og:url'], path).toBe(expected[locale]);
      expect(tags['og:locale'], path).toBe(locale === 'tl' ? 'tl_PH' : 'en_PH');
      expect(tags['og:image']!.startsWith(`${url}/previews/${locale}/`), tags['og:image']).toBe(true);
    }
  });

  it('serves a favicon, app icons and a web app manifest', async () => {
    for (const path of ['/favicon.ico', '/icons/icon.svg', '/icons/apple-touch-icon.png', '/icons/icon-192.png', '/icons/icon-512.png']) {
      expect((await fetch(`${url}${path}`)).status, path).toBe(200);
    }
    const manifest = (await (await fetch(`${url}/manifest.webmanifest`)).json()) as { icons: { src: string }[] };
    expect(manifest.icons.map((icon) => icon.src)).toContain('/icons/icon-512.png');
    const html = await (await fetch(`${url}/`)).text();
    expect(html).toContain('rel="apple-touch-icon"');
    expect(html).toContain('rel="manifest"');
  });
});
