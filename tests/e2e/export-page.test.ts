import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserForThisFile, expectNoAxeViolations } from '../support/browser';
import { e2ePortal } from '../support/e2e';

const browser = browserForThisFile();
const { url, open, staffPage, api } = e2ePortal(browser);
let issuance = '';

/** A hand-entered 10-day issuance for Bay; removed again after, as the other browser tests expect no outlook. */
beforeAll(async () => {
  const admin = await api('admin');
  const days = Array.from({ length: 10 }, (_, i) => `2025-08-${18 + i}`);
  const values = days.map((date) => ({
    municipality: '0403402000',
    date,
    tempMin: 24,
    tempMax: 31,
    tempMean: 27,
    rainfall: 'b_normal',
    rainfallAmount: null,
    cloudCover: 'CLOUDY',
    humidity: 85,
    windSpeed: 3,
    windDirection: 'SW',
  }));
  const outlook = await admin('/api/weather/10day', { json: { forecastDate: days[0], validFrom: days[0], validTo: days[9], values } });
  expect(outlook.status).toBe(201);
  issuance = ((await outlook.json()) as { issuanceId: string }).issuanceId;
});

afterAll(async () => {
  if (issuance) expect((await (await api('superadmin'))(`/api/weather/issuances/${issuance}`, { method: 'DELETE' })).status).toBe(200);
});

describe('the export page', () => {
  it('is for staff: anyone else is sent to sign in', async () => {
    const { context, page } = await open('/admin/export');
    expect(page.url()).toBe(`${url}/admin/login?next=%2Fadmin%2Fexport`);
    await context.close();
  });

  it('lists each export with its latest data and plain download links, passing axe', async () => {
    const { context, page } = await staffPage('admin');
    expect((await page.goto(`${url}/admin/export`))?.status()).toBe(200);
    expect(await page.getByRole('navigation', { name: 'Staff area' }).getByRole('link', { name: 'Export', exact: true }).getAttribute('aria-current')).toBe(
      'page',
    );
    for (const title of ['Provinces constants', 'Seasonal forecast', '10-day forecast', 'Cropping calendars', 'Recommendations']) {
      expect(await page.getByRole('heading', { level: 2, name: title }).isVisible(), title).toBe(true);
    }
    const tenday = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: '10-day forecast' }) });
    expect(await tenday.getByText('Aug 18 - 27, 2025').isVisible()).toBe(true);
    await expectNoAxeViolations(page);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download the latest 10-day forecast (JSON)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('acap-calabarzon-weather-ten-day-2025-08-18.json');
    const body = JSON.parse(fs.readFileSync(await download.path(), 'utf8')) as {
      meta: { export: string };
      collections: { path: string; documents: { id: string }[] }[];
    };
    expect(body.meta.export).toBe('weather-ten-day');
    expect(body.collections[0]).toMatchObject({ path: 'weather_forecasts/calabarzon/ten_day', documents: [{ id: 'laguna' }] });

    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download the 10-day cropping calendars (CSV)' }).click()]);
    expect(csv.suggestedFilename()).toBe('acap-calabarzon-calendars-ten_day.csv');
    expect(fs.readFileSync(await csv.path(), 'utf8').split('\r\n')[0]).toMatch(/^prov,muni,crop,01_15_CAL,01_30_CAL,/);
    await context.close();
  });

  it('sends the first release’s unversioned export addresses for good to v1, and serves the national profile beside it', async () => {
    for (const path of ['/api/export/provinces', '/api/export/weather/ten-day']) {
      const answer = await fetch(`${url}${path}?download=1`, { redirect: 'manual' });
      expect([answer.status, answer.headers.get('location')], path).toEqual([308, `${path.replace('/api/export/', '/api/export/v1/')}?download=1`]);
    }
    const national = await fetch(`${url}/api/export/v1/national/ten-day`);
    expect(national.status).toBe(200);
    const body = (await national.json()) as { collections: { documents: { data: { municipalities: Record<string, { wspeed: number }[]> } }[] }[] };
    expect(body.collections[0]!.documents[0]!.data.municipalities.Bay![0]).toMatchObject({ wspeed: 3, cover: 'CLOUDY', rainfall: 'LIGHT RAINS' });
  });
});
