import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as mapRoute } from '@/app/maps/[locale]/[tab]/[issuance]/[scope]/route';
import { POST as uploadBoundaries } from '@/app/api/boundaries/route';
import { largestSquare, MIN_MAP_DISPLAY_WIDTH, parsePathRings, shapeBounds, targetSizes, type TargetShape } from '@/modules/weather/rules/maps/map-targets';
import { labelBox } from '@/modules/weather/rules/maps/place-map-labels';
import { portalDb } from '../support/test-database';
import { MAP_SIZE } from '@/modules/weather/rules/maps/map-size';
import { TARGET_UNITS } from '@/modules/weather/server/maps/get-outlook-map-svg';
import { seedBoundaries } from '@/modules/places/server/seed/seed-boundaries';
import { importTenDayWorkbooks } from '@/modules/weather/server/import-ten-day-workbooks';
import fs from 'node:fs';
import path from 'node:path';
import { createSessionHeaders } from '../support/factories';
import { atRoute } from '../support/route-context';
import { readTenDayDay, SHARED_DATA } from '../support/shared-data';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

let database: TestDatabase;
let issuance: string;
beforeAll(async () => {
  database = await createTestDatabase();
  issuance = (await importTenDayWorkbooks(await portalDb(), [readTenDayDay(1)], 'system')).issuanceId!;
});
afterAll(() => database.dispose());

const GET = atRoute('/maps/[locale]/[tab]/[issuance]/[scope]', mapRoute);
const map = (path: string) => GET(new Request(`http://localhost:3000${path}`));

/** Every link of a map document, in drawing order: where it goes, whether it is the place's own (not a hidden hit square), what it is drawn with. */
function mapLinks(svg: string) {
  return [...svg.matchAll(/<a href="([^"]+)"([^>]*)>(.*?)<\/a>/g)].map(([, href, attributes, inner]) => {
    const shapes: TargetShape[] = [
      ...[...inner!.matchAll(/<path d="([^"]+)"/g)].map(([, d]) => ({ kind: 'rings' as const, rings: parsePathRings(d!) })),
      ...[...inner!.matchAll(/<circle cx="([\d.]+)" cy="([\d.]+)" r="([\d.]+)"/g)].map(([, cx, cy, r]) => ({
        kind: 'circle' as const,
        cx: +cx!,
        cy: +cy!,
        r: +r!,
      })),
      ...[...inner!.matchAll(/<rect x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="([\d.]+)"/g)].map(([, x, y, width, height]) => ({
        kind: 'rect' as const,
        x: +x!,
        y: +y!,
        width: +width!,
        height: +height!,
      })),
    ];
    return { href: href!, own: !attributes!.includes('aria-hidden="true"'), shapes, name: /<title>([^:<]+)/.exec(inner!)?.[1] ?? '' };
  });
}

describe('the outlook map document', () => {
  it('draws every place of a province as a link with a title, to anyone, cacheable for good', async () => {
    const answer = await map(`/maps/tl/ten-day/${issuance}/0405800000?period=2025-08-18&selected=0405802000&title=Rizal`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('image/svg+xml');
    expect(answer.headers.get('cache-control')).toContain('immutable');
    const svg = await answer.text();
    expect(mapLinks(svg).filter((link) => link.own)).toHaveLength(14);
    expect(svg).toContain('aria-label="Rizal"');
    expect(svg).toMatch(/<title>City of Antipolo: (Walang ulan|Mahinang ulan|Katamtamang ulan|Malakas na ulan)<\/title>/);
    expect(svg).toContain('aria-current="page"');
    expect(svg).toContain('target="_top"');
    expect(svg).not.toContain('<script');
  });

  it('names the places on itself without overlaps, the chosen one in bold, and carries its legend in words (issue 16)', async () => {
    const svg = await (await map(`/maps/en/ten-day/${issuance}/0405800000?period=2025-08-18&selected=0405802000&title=Rizal`)).text();
    const labels = [...svg.matchAll(/<text x="(\d+)" y="(\d+)" font-size="(\d+)"( font-weight="700")?>([^<]+)<\/text>/g)].map(([, x, y, size, bold, text]) => ({
      x: +x!,
      y: +y!,
      size: +size!,
      bold: Boolean(bold),
      text: text!,
    }));
    // Rizal's 14 places at this size: all but the most crowded named, none overlapping.
    expect(labels.length).toBeGreaterThanOrEqual(12);
    expect(labels.filter((label) => label.bold).map((label) => label.text)).toEqual(['City of Antipolo']);
    expect(labels.map((label) => label.text)).toEqual(expect.arrayContaining(['Tanay', 'Jala-Jala', 'Morong', 'Cainta']));
    const boxes = labels.map((label) => labelBox(label.text, label.x, label.y, label.size, label.bold));
    const overlapping = boxes.flatMap((a, i) =>
      boxes.slice(i + 1).filter((b) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height),
    );
    expect(overlapping).toEqual([]);
    const legend = svg.slice(svg.indexOf('data-legend'));
    for (const words of ['No rain', 'Light rains', 'Moderate rains', 'Heavy rains', 'No data']) expect(legend).toContain(words);
    const region = await (await map(`/maps/tl/seasonal/${issuance}/region`)).text();
    expect(region.includes('data-labels')).toBe(false); // a 10-day issuance has no seasonal map
  });

  it('names the provinces on the region map', async () => {
    const svg = await (await map(`/maps/en/ten-day/${issuance}/region?period=2025-08-18&title=Region`)).text();
    const names = [
      ...svg.slice(svg.indexOf('data-labels'), svg.indexOf('</g>', svg.indexOf('data-labels'))).matchAll(/font-weight="700">([^<]+)<\/text>/g),
    ].map(([, name]) => name);
    expect(names.sort()).toEqual(['Batangas', 'Cavite', 'Laguna', 'Quezon', 'Rizal']);
  });

  it('escapes the title and refuses unknown scopes, tabs and issuances', async () => {
    const escaped = await (await map(`/maps/en/ten-day/${issuance}/region?period=2025-08-18&title=${encodeURIComponent('<script>"x"</script>')}`)).text();
    expect(escaped).toContain('&lt;script&gt;&quot;x&quot;&lt;/script&gt;');
    expect((await map(`/maps/en/ten-day/${issuance}/0499999999`)).status).toBe(404);
    expect((await map(`/maps/en/radar/${issuance}/region`)).status).toBe(400);
    expect((await map(`/maps/en/seasonal/${issuance}/region`)).status).toBe(404);
    expect((await map(`/maps/xx/ten-day/${issuance}/region`)).status).toBe(400);
  });
});

describe('the outlook map with the shipped boundaries', () => {
  const paths = (svg: string) => svg.match(/<path /g)?.length ?? 0;
  const circles = (svg: string) => svg.match(/<circle /g)?.length ?? 0;

  it('is dots without a credit before any boundary, shapes with the shipped credit once seeded', async () => {
    const before = await (await map(`/maps/en/ten-day/${issuance}/region?period=2025-08-18`)).text();
    expect(circles(before)).toBe(142);
    expect(before).not.toContain('data-credit');

    expect(await seedBoundaries(await portalDb())).toMatchObject({ seeded: true });
    const region = await (await map(`/maps/en/ten-day/${issuance}/region?period=2025-08-18&b=1`)).text();
    expect(paths(region)).toBe(142);
    expect(circles(region)).toBe(0);
    expect(region).toContain('>Boundaries: PSGC 2023, faeldon/philippines-json-maps (MIT), simplified</text>');
    expect(region).not.toContain('uploaded by the regional office');
    // Every shape is a closed outline of the 2x canvas, and the whole region stays a light document.
    for (const [, d] of region.matchAll(/<path d="([^"]+)"/g)) expect(d).toMatch(/^(M\d+ \d+(L\d+ \d+){2,}Z)+$/);
    expect(Buffer.byteLength(region)).toBeLessThan(150 * 1024);
    const quezon = await (await map(`/maps/tl/ten-day/${issuance}/0405600000?period=2025-08-18&selected=0431200000&b=1`)).text();
    expect(paths(quezon)).toBe(41);
    expect(quezon).toContain('>Mga hangganan: PSGC 2023, faeldon/philippines-json-maps (MIT), pinasimple</text>');
  });

  it('credits the regional office for the shapes an upload replaced, and the shipped set for the rest', async () => {
    const rizal = 'municities-provdist-405800000.0.01.json';
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(fs.readFileSync(path.join(SHARED_DATA, 'geo', rizal)))]), rizal);
    const answer = await uploadBoundaries(
      new Request('http://localhost:3000/api/boundaries', { method: 'POST', headers: await createSessionHeaders('superadmin'), body: form }),
    );
    expect(answer.status).toBe(201);
    const rizalMap = await (await map(`/maps/en/ten-day/${issuance}/0405800000?period=2025-08-18&b=2`)).text();
    expect(paths(rizalMap)).toBe(14);
    expect(rizalMap).toContain('>Boundaries uploaded by the regional office</text>');
    expect(rizalMap).not.toContain('faeldon');
    const region = await (await map(`/maps/en/ten-day/${issuance}/region?period=2025-08-18&b=2`)).text();
    expect(paths(region)).toBe(142);
    expect(region).toContain('faeldon/philippines-json-maps (MIT)');
    expect(region).toContain('uploaded by the regional office');
  });

  it('makes every place of a province a tap target of 24 × 24 px on a 375 px phone, hit squares drawn unseen over the shapes', async () => {
    // 24 CSS px where the map is narrowest (341 px, see MIN_MAP_DISPLAY_WIDTH): 79 of the map's 1120 units.
    expect(TARGET_UNITS).toBe(Math.ceil((24 * MAP_SIZE.width) / MIN_MAP_DISPLAY_WIDTH));
    const px = (units: number) => Math.round(((units * MIN_MAP_DISPLAY_WIDTH) / MAP_SIZE.width) * 10) / 10;
    const provinces = ['0401000000', '0402100000', '0403400000', '0405600000', '0405800000'];
    const maps = new Map<string, string>();
    for (const province of provinces) maps.set(province, await (await map(`/maps/en/ten-day/${issuance}/${province}?period=2025-08-18&b=2`)).text());

    // The province whose places are drawn smallest on its map, from the shipped boundaries: Quezon
    // (a long province, so its map is drawn at the smallest scale), where Plaridel is 20 × 25 units.
    const smallestOf = (svg: string) =>
      Math.min(
        ...mapLinks(svg)
          .filter((link) => link.own)
          .map((link) => Math.min(shapeBounds(link.shapes[0]!).width, shapeBounds(link.shapes[0]!).height)),
      );
    const smallest = provinces.reduce((a, b) => (smallestOf(maps.get(a)!) <= smallestOf(maps.get(b)!) ? a : b));
    expect(smallest).toBe('0405600000');
    expect(px(smallestOf(maps.get(smallest)!))).toBeLessThan(8);

    const quezon = maps.get(smallest)!;
    const links = mapLinks(quezon);
    const places = links.filter((link) => link.own);
    const hits = links.filter((link) => !link.own);
    expect(places).toHaveLength(41);
    // Every place: its own shape holds a 79-unit square, or it has a hit square of 79 units (its box measured from the numbers drawn).
    for (const place of places) {
      const holds = largestSquare(place.shapes).side >= TARGET_UNITS;
      const hit = hits.find((link) => link.href === place.href);
      expect(holds || hit !== undefined, place.name).toBe(true);
      if (hit) expect(shapeBounds(hit.shapes[0]!), place.name).toMatchObject({ width: TARGET_UNITS, height: TARGET_UNITS });
    }
    // The hit squares: drawn after every shape and before the names, pointer-only and unseen.
    expect(quezon.indexOf('data-targets')).toBeGreaterThan(quezon.lastIndexOf('<path '));
    expect(quezon.indexOf('data-targets')).toBeLessThan(quezon.indexOf('data-labels'));
    const layer = quezon.slice(quezon.indexOf('<g data-targets'), quezon.indexOf('</g>', quezon.indexOf('<g data-targets')));
    expect(layer.match(/<a /g)).toHaveLength(hits.length);
    expect(layer.match(/tabindex="-1" aria-hidden="true"/g)).toHaveLength(hits.length);
    expect(layer.match(/fill="#fff" fill-opacity="0"\/>/g)).toHaveLength(hits.length);
    expect(layer).not.toMatch(/stroke|<path|<circle/);

    // What a tap reaches, as a browser hit-tests the document (later over earlier): a 24 px square for
    // every place of Batangas, Cavite, Laguna and Rizal; in Quezon, all but a few of the Tayabas Bay
    // crowd (Tayabas, Agdangan, General Luna, Gumaca), where 79-unit squares cannot all be parted.
    const reached = (svg: string) =>
      targetSizes(
        mapLinks(svg).map((link) => ({ id: link.href, shapes: link.shapes })),
        MAP_SIZE,
      );
    for (const province of provinces.filter((p) => p !== smallest)) {
      const sizes = reached(maps.get(province)!);
      expect(Math.min(...sizes.values()), province).toBeGreaterThanOrEqual(TARGET_UNITS);
    }
    const sizes = [...reached(quezon).values()];
    expect(sizes).toHaveLength(41);
    expect(sizes.filter((size) => size < TARGET_UNITS).length).toBeLessThanOrEqual(4);
    expect(px(Math.min(...sizes))).toBeGreaterThanOrEqual(15);

    // The region's overview has none (its places are reached through the provinces' maps).
    const region = await (await map(`/maps/en/ten-day/${issuance}/region?period=2025-08-18&b=2`)).text();
    expect(region).not.toContain('data-targets');
  });
});
