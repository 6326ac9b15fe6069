import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET } from '@/app/[locale]/(site)/search/places.json/route';
import type { PlaceSuggestIndex } from '@/modules/places/rules/build-place-suggest-index';
import { createPlaceSuggester } from '@/modules/places/rules/create-place-suggester';
import { slugify } from '@/modules/places/rules/slugify';
import { weatherViewPath } from '@/modules/weather/rules/weather-view';
import { portalDb } from '../support/test-database';
import { readRegionVillages } from '@/modules/places/server/read-region-villages';
import { searchPublicPlaces } from '@/modules/places/server/search-public-places';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

const get = (headers: Record<string, string> = {}) => GET(new Request('http://localhost:3000/en/search/places.json', { headers }));

// Issue 16: suggestions as you type, from a small index fetched once (no request per key).
describe('the search box suggestion index, /search/places.json', () => {
  it('is one cacheable file for both languages, with no cookie, answered 304 when the browser has it', async () => {
    const answer = await get();
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=50, stale-while-revalidate=10');
    expect(answer.headers.get('set-cookie')).toBeNull();
    const etag = answer.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);
    // The Tagalog pages' search boxes fetch the same file: its addresses are the English ones, each page adds its own prefix.
    const tagalog = await GET(new Request('http://localhost:3000/tl/search/places.json', { headers: { cookie: 'acap_signed_in=1' } }));
    expect(tagalog.headers.get('etag')).toBe(etag);
    expect(await tagalog.text()).toBe(await answer.text());
    const again = await get({ 'if-none-match': `W/${etag}` });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('holds the provinces, cities, municipalities and every barangay, compactly', async () => {
    const text = await (await get()).text();
    const index = JSON.parse(text) as PlaceSuggestIndex;
    expect(index.v).toBe(1);
    expect(index.p.map(([name]) => name)).toEqual(['Batangas', 'Cavite', 'Laguna', 'Quezon', 'Rizal']);
    expect(index.m).toHaveLength(142);
    expect(index.m.find(([name]) => name === 'City of Dasmariñas')).toEqual([
      'City of Dasmariñas',
      1,
      'c',
      '/weather-services/ten-day/cavite/city-of-dasmarinas',
      expect.any(Array),
    ]);
    const { villages } = await readRegionVillages();
    expect(index.m.reduce((count, place) => count + place[4].length, 0)).toBe(villages.length);
    const gzip = zlib.gzipSync(text).length;
    console.log(`suggestion index: ${villages.length} barangays, ${(text.length / 1024).toFixed(1)} KB, ${(gzip / 1024).toFixed(1)} KB gzip`);
    // About 62 KB and 18 KB today: loaded only when a search box is used, never with a page.
    expect(text.length).toBeLessThan(80 * 1024);
    expect(gzip).toBeLessThan(24 * 1024);
  });

  it('suggests first what the results page lists first, for plain, garbled and Tagalog spellings, linking the same weather page', async () => {
    const suggest = await createPlaceSuggester((await (await get()).json()) as PlaceSuggestIndex);
    const db = await portalDb();
    for (const text of [
      'Dasmarinas',
      'DasmariÃ±as',
      'Dasmari├▒as',
      'DASMARIÃ±AS',
      'Sto. Tomas',
      'Lipa City',
      'Lungsod ng Lipa',
      'los banos',
      'Milagrosa',
      'Calamba',
      'quezon',
      'Tulo',
    ]) {
      const [result] = await searchPublicPlaces(db, text);
      const [suggestion] = suggest(text);
      expect(suggestion, text).toMatchObject({ kind: result!.kind, name: result!.name });
      const province = slugify((result!.kind === 'province' ? result! : result!.province!).name);
      expect(suggestion!.url, text).toBe(weatherViewPath({ tab: 'ten-day', province, municipality: result!.place && slugify(result!.place.name) }));
    }
  });
});
