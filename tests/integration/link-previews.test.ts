import { describe, expect, it } from 'vitest';
import { GET as getPreview } from '@/app/previews/[...path]/route';
import { POST as postTenDay } from '@/app/api/weather/10day/route';
import { POST as postSpecial } from '@/app/api/weather/special/route';
import { manilaToday } from '@/platform/format/manila-time';
import { portalDb } from '../support/test-database';
import { resolvePlaceFilter } from '@/modules/places/server/resolve-place-filter';
import { getPlainPageMetadata, getWeatherPageMetadata } from '@/modules/site/server/previews/get-page-metadata';
import { getWeatherPreviewCard } from '@/modules/site/server/previews/get-weather-preview-card';
import { databaseWithCallers } from '../support/callers';
import { atRoute } from '../support/route-context';

const BASE = 'http://localhost:3000';
const callers = databaseWithCallers();
const TODAY = manilaToday();
const addDays = (isoDate: string, days: number) => new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const post = (handler: (r: Request) => Promise<Response>, path: string, body: unknown) =>
  handler(new Request(`${BASE}${path}`, { method: 'POST', headers: { ...callers.admin, 'content-type': 'application/json' }, body: JSON.stringify(body) }));
const preview = (path: string) => atRoute('/previews/[...path]', getPreview)(new Request(`${BASE}${path}`));

/** Width and height from a PNG's header chunk. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  expect([...bytes.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** Ten days from today for Laguna: heavy rains on the first two days, light after. */
async function loadLagunaTenDay(): Promise<string> {
  const { municipalities, provinces } = await resolvePlaceFilter(await portalDb(), {});
  const laguna = provinces.find((p) => p.name === 'Laguna')!;
  const values = municipalities
    .filter((m) => m.provincePsgc === laguna.psgc)
    .flatMap((m) =>
      Array.from({ length: 10 }, (_, day) => ({
        municipality: m.psgc,
        date: addDays(TODAY, day),
        ...{
          tempMin: 24,
          tempMax: 31,
          tempMean: 27,
          rainfall: day < 2 ? 'above_normal' : 'b_normal',
          rainfallAmount: null,
          cloudCover: 'CLOUDY',
          humidity: 85,
          windSpeed: 3,
          windDirection: 'SW',
        },
      })),
    );
  const answer = await post(postTenDay, '/api/weather/10day', { forecastDate: TODAY, validFrom: TODAY, validTo: addDays(TODAY, 9), values });
  expect(answer.status).toBe(201);
  return ((await answer.json()) as { issuanceId: string }).issuanceId;
}

describe('link previews of shared pages', () => {
  it('describe a plain page by its title and lead, with a preview image address and no text of its own', () => {
    const metadata = getPlainPageMetadata('tl', 'privacy');
    expect(metadata.openGraph).toMatchObject({
      locale: 'tl_PH',
      url: '/tl/privacy',
      images: [{ url: '/previews/tl/page/privacy.png', width: 1200, height: 630 }],
    });
    // Each language's page is its own: canonical itself, the other named as its alternate.
    expect(metadata.alternates).toMatchObject({ canonical: '/tl/privacy', languages: { en: '/privacy', tl: '/tl/privacy', 'x-default': '/privacy' } });
    expect(getPlainPageMetadata('en', 'privacy')).toMatchObject({ alternates: { canonical: '/privacy' }, openGraph: { locale: 'en_PH', url: '/privacy' } });
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image' });
    expect(metadata.description).toBeTruthy();
  });

  it("draw a place's ten days in words on their colours, named by the issuance", async () => {
    const issuance = await loadLagunaTenDay();
    const found = await getWeatherPreviewCard(await portalDb(), 'en', { tab: 'ten-day', province: 'laguna', municipality: 'city-of-calamba' });
    expect(found?.issuance?.id).toBe(issuance);
    expect(found?.card.title).toBe('City of Calamba, Laguna');
    expect(found?.card.subtitle).toMatch(/^10-day farm weather outlook · /);
    expect(found?.card.rows).toHaveLength(10);
    expect(found?.card.rows.slice(0, 3).map((row) => row.value)).toEqual(['Heavy rains', 'Heavy rains', 'Light rains']);

    const tagalog = await getWeatherPageMetadata(await portalDb(), 'tl', { tab: 'ten-day', province: 'laguna', municipality: 'city-of-calamba' });
    expect(tagalog?.description).toContain('Malakas na ulan');
    expect(tagalog?.openGraph).toMatchObject({
      url: '/tl/weather-services/ten-day/laguna/city-of-calamba',
      images: [{ url: `/previews/tl/weather-services/ten-day/laguna/city-of-calamba.png?i=${issuance}` }],
    });

    const answer = await preview(`/previews/tl/weather-services/ten-day/laguna/city-of-calamba.png?i=${issuance}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/png');
    expect(answer.headers.get('cache-control')).toContain('immutable');
    expect(pngSize(new Uint8Array(await answer.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
  });

  it("show a province's places under the cyclone, highest signal first, and the region's provinces", async () => {
    const answer = await post(postSpecial, '/api/weather/special', {
      activeCyclone: true,
      name: 'Kristine',
      bulletinNumber: '14',
      issuedAt: new Date().toISOString(),
      centre: '120 km east of Infanta, Quezon',
      movement: 'West northwestward at 20 km/h',
      strength: 'Maximum sustained winds of 120 km/h',
      signals: [
        { province: 'Batangas', signal: 'signal_number_1' },
        { province: 'Batangas', municipality: 'Nasugbu', signal: 'signal_number_2' },
      ],
    });
    expect(answer.status).toBe(201);
    const batangas = await getWeatherPreviewCard(await portalDb(), 'en', { tab: 'special', province: 'batangas' });
    expect(batangas?.card.subtitle).toMatch(/^Tropical cyclone Kristine · /);
    expect(batangas?.card.rows[0]).toMatchObject({ label: 'Nasugbu', value: 'Signal No. 2' });
    const region = await getWeatherPreviewCard(await portalDb(), 'en', { tab: 'special' });
    expect(region?.card.rows.map((row) => `${row.label}: ${row.value}`)).toContain('Batangas: Signal No. 2');
    expect(region?.card.rows.map((row) => `${row.label}: ${row.value}`)).toContain('Laguna: No signal');
    const png = await preview(`/previews/en/weather-services/special/batangas.png?i=${batangas!.issuance!.id}`);
    expect(png.status).toBe(200);
  });

  it('refuse addresses that mirror no page, unknown places and unknown issuances', async () => {
    expect((await preview('/previews/en/page/Free%20rice.png')).status).toBe(404);
    expect((await preview('/previews/en/weather-services/ten-day/atlantis.png')).status).toBe(404);
    expect((await preview('/previews/en/bulletins/0b6f8a52-9f0e-4a53-9d8e-3d8d1f6c2a11.png')).status).toBe(404);
    expect((await preview('/previews/en/page/home.png?title=Hacked')).status).toBe(400);
    expect((await preview('/previews/en/weather-services/seasonal.png?i=0b6f8a52-9f0e-4a53-9d8e-3d8d1f6c2a11')).status).toBe(404);
    // Nothing of a tab loaded yet: the preview says so.
    expect((await getWeatherPreviewCard(await portalDb(), 'en', { tab: 'seasonal' }))?.card.subtitle).toBe('No seasonal outlook has been loaded.');
    const plain = await preview('/previews/en/page/home.png');
    expect(plain.status).toBe(200);
    expect(pngSize(new Uint8Array(await plain.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
  });
});
