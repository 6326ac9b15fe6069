import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { LONG_LAYOUT_COLUMNS } from '@/modules/weather/rules/ten-day-long-layout';
import { manilaToday } from '@/platform/format/manila-time';
import { formatCsv } from '@/platform/spreadsheets/rules/format-csv';
import { browserForThisFile, expectNoAxeViolations } from '../support/browser';
import { e2ePortal } from '../support/e2e';
import { readSharedPlaces, readWholeTenDayIssue, SHARED_DATA } from '../support/shared-data';

const browser = browserForThisFile();
const { url, open, staffPage, api } = e2ePortal(browser);

/** The map is its own SVG document inside an <object>: its frame. */
async function mapFrame(page: import('playwright-core').Page) {
  await expect.poll(() => page.frames().some((frame) => frame.url().includes('/maps/'))).toBe(true);
  const frame = page.frames().find((f) => f.url().includes('/maps/'))!;
  await frame.waitForSelector('svg a');
  return frame;
}

async function uploadIssue() {
  const form = new FormData();
  for (const file of readWholeTenDayIssue()) form.append('excel-files[]', new Blob([new Uint8Array(file.bytes)]), file.name);
  const answer = await (await api('admin'))('/api/weather/10day', { body: form });
  expect(answer.status).toBe(201);
}

describe('the Weather Services page', () => {
  it('shows the empty-data message and the tabs before any outlook is loaded', async () => {
    const { context, page } = await open('/weather-services');
    expect(await page.locator('main').innerText()).toContain('Received an empty weather data.');
    const tabs = page.getByRole('navigation', { name: 'Outlooks' });
    expect(await tabs.getByRole('link').allInnerTexts()).toEqual(['Seasonal', '10-Day', 'Special']);
    expect(await tabs.locator('[aria-current="page"]').innerText()).toBe('10-Day');
    await expectNoAxeViolations(page);
    await context.close();
  });

  it('shows an uploaded issue within 2 s, with who and when', async () => {
    const { context, page } = await open('/weather-services');
    await uploadIssue();
    const started = Date.now();
    await expect
      .poll(
        async () => {
          await page.reload();
          return page.locator('main').innerText();
        },
        { timeout: 2000, interval: 250 },
      )
      .toContain('valid August 18 – 27, 2025');
    expect(Date.now() - started).toBeLessThan(2500);
    const main = await page.locator('main').innerText();
    // The load time, in Philippine time, never the ISO form, and the values' real source: PAGASA's own workbooks.
    expect(main).toMatch(/Updated [A-Z][a-z]+ \d{1,2}, \d{4}, \d{2}:\d{2} PHT from PAGASA's workbooks, uploaded by the regional office\./);
    expect(main).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
    // This issue's ten days are long past: said first, never shown as current.
    expect(await page.getByTestId('outlook-ended').innerText()).toBe('This outlook ended on August 27, 2025; the office has not loaded a newer one.');
    expect(main.indexOf('This outlook ended on')).toBeLessThan(main.indexOf('Forecast of'));
    await context.close();
  });

  it('marks the ended outlook on the home page, on the map and in Tagalog', async () => {
    const home = await open('/');
    const tenday = await home.page.getByTestId('home-tenday').innerText();
    expect(tenday).toContain('This outlook ended on August 27, 2025; the office has not loaded a newer one.');
    // Nothing of an ended outlook is listed as the coming days.
    expect(await home.page.getByTestId('home-tenday').locator('li').count()).toBe(0);
    expect(
      await home.page
        .getByTestId('home-tenday')
        .getByRole('link', { name: /10-day outlook/ })
        .getAttribute('href'),
    ).toBe('/weather-services/ten-day');
    await home.context.close();

    const { context, page } = await open('/weather-services/ten-day/laguna', { locale: 'tl' });
    expect(await page.getByTestId('outlook-ended').innerText()).toMatch(/^Natapos ang pagtatayang ito noong Agosto 27, 2025;/);
    expect(await page.locator('object[type="image/svg+xml"]').getAttribute('data')).toContain('state=ended');
    const map = await mapFrame(page);
    expect(await map.locator('[data-ended] text').textContent()).toBe('Natapos noong Agosto 27, 2025; hindi na kasalukuyan');
    await expectNoAxeViolations(page);
    await context.close();
  });

  it('selects province, municipality and day by address, with a table of ten days', async () => {
    const { context, page, status } = await open('/weather-services/ten-day/laguna/city-of-calamba/2025-08-20');
    expect(status).toBe(200);
    const table = page.getByRole('table');
    expect(await table.locator('caption').innerText()).toBe('10-day outlook for City of Calamba');
    expect(await table.locator('tbody tr').count()).toBe(10);
    expect(await page.getByRole('navigation', { name: 'Province' }).locator('[aria-current="page"]').innerText()).toBe('Laguna');
    expect(await page.getByRole('navigation', { name: 'Day' }).locator('[aria-current="page"]').innerText()).toBe('Wed, Aug 20');
    await expectNoAxeViolations(page);
    await context.close();
  });

  it('draws a map whose places are links to their views, with a legend in words', async () => {
    const { context, page } = await open('/weather-services/ten-day/laguna');
    const map = await mapFrame(page);
    // One link per place (hit squares for small places are further, pointer-only links, without a label).
    expect(await map.locator('svg a[aria-label]').count()).toBe(30);
    expect(await page.locator('object[type="image/svg+xml"]').getAttribute('aria-label')).toBe('Map of Laguna: rainfall on Mon, Aug 18');
    // A shape keeps the day the map shows.
    const biñan = map.locator('svg a[aria-label][href="/weather-services/ten-day/laguna/city-of-binan/2025-08-18"]');
    expect(await biñan.locator('title').textContent()).toMatch(/^City of Biñan: (No rain|Light rains|Moderate rains|Heavy rains)$/);
    // Tapped where a finger would: its hit square, drawn over the shapes, when the place is small.
    const biñanHit = map.locator('svg a[aria-hidden="true"][href="/weather-services/ten-day/laguna/city-of-binan/2025-08-18"]');
    await ((await biñanHit.count()) > 0 ? biñanHit : biñan).click();
    await page.waitForURL(`${url}/weather-services/ten-day/laguna/city-of-binan/2025-08-18`);
    expect(await page.getByRole('table').locator('caption').innerText()).toBe('10-day outlook for City of Biñan');
    const legend = await page.locator('figure').innerText();
    for (const label of ['No rain', 'Light rains', 'Moderate rains', 'Heavy rains', 'No data']) expect(legend).toContain(label);
    await context.close();
  });

  it('answers 404 for an unknown place or tab', async () => {
    for (const path of ['/weather-services/ten-day/atlantis', '/weather-services/radar', '/weather-services/ten-day/laguna/nowhere']) {
      const { context, status } = await open(path);
      expect(status, path).toBe(404);
      await context.close();
    }
  });

  it('speaks Tagalog, works without JavaScript and fits a phone', async () => {
    const { context, page } = await open('/weather-services/ten-day/quezon/real', { locale: 'tl', javaScriptEnabled: false, width: 375 });
    const main = await page.locator('main').innerText();
    // A town's page names the town in its heading.
    expect(main).toContain('Panahon sa Real, Quezon');
    expect(main).toContain('10-Araw');
    expect(main).toContain('Petsa');
    expect(main).toMatch(/Walang ulan|Mahinang ulan|Katamtamang ulan|Malakas na ulan/);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });
});

describe('the staff weather screens', () => {
  it('upload PAGASA workbooks with a report, and refuse a broken file with its message', async () => {
    const { context, page } = await staffPage('admin');
    await page.goto(`${url}/admin/weather/ten-day`);
    await expectNoAxeViolations(page);
    const [day1, day2] = readWholeTenDayIssue();
    await page.locator('input[name="excel-files"]').setInputFiles([
      { name: day1!.name, mimeType: 'application/octet-stream', buffer: day1!.bytes },
      { name: day2!.name, mimeType: 'application/octet-stream', buffer: day2!.bytes },
    ]);
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect.poll(() => page.getByRole('status').first().innerText(), { timeout: 15_000 }).toContain('Saved the forecast of August 18, 2025');
    expect(await page.getByRole('status').first().innerText()).toMatch(/day1\.xlsx\s+2025-08-18\s+\d+\s+142\s+142/);

    await page
      .locator('input[name="excel-files"]')
      .setInputFiles([{ name: 'day3.xlsx', mimeType: 'application/octet-stream', buffer: day1!.bytes.subarray(0, 5000) }]);
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'day3.xlsx' }).first().innerText())
      .toContain('day3.xlsx: the workbook is broken or truncated');
    await context.close();
  });

  it('save common data and an advisory through their forms', async () => {
    const { context, page } = await staffPage('admin');
    await page.goto(`${url}/admin/weather/common`);
    await expectNoAxeViolations(page);
    await page.getByLabel('Date').first().fill('2025-08-23');
    await page.getByRole('button', { name: 'Save moon phases' }).click();
    await expect.poll(() => page.locator('section').filter({ hasText: 'Moon phases' }).getByRole('status').innerText()).toContain('Saved.');

    await page.goto(`${url}/admin/weather/special`);
    await expectNoAxeViolations(page);
    await page.getByLabel('No active cyclone').check();
    await page.getByRole('button', { name: 'Save advisory' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Saved as a new issuance' }).innerText()).toContain('0 signal(s)');
    await page.goto(`${url}/weather-services/special`);
    expect(await page.locator('main').innerText()).toContain('There is no active tropical cyclone.');
    await page.goto(`${url}/weather-services/ten-day/batangas`);
    expect(await page.locator('main').innerText()).toContain('Moon phases');
    await context.close();
  });

  it('show the archive to admins without delete, and let a superadmin delete after confirming', async () => {
    const admin = await staffPage('admin');
    await admin.page.goto(`${url}/admin/weather`);
    expect(
      await admin.page
        .getByRole('table', { name: /^Issuances/ })
        .locator('tbody tr')
        .count(),
    ).toBeGreaterThanOrEqual(3);
    // What the public sees now: the 10-day issue of August 2025 has ended, no cyclone is active.
    const states = admin.page.getByRole('table', { name: 'What the public sees now' });
    expect(await states.locator('tr[data-type="ten_day"]').innerText()).toMatch(/Ended on August 27, 2025[\s\S]*Attention/i);
    expect(await states.locator('tr[data-type="special_weather"]').innerText()).toContain('No active cyclone');
    expect(await admin.page.getByRole('button', { name: /^Delete/ }).count()).toBe(0);
    await expectNoAxeViolations(admin.page);
    expect((await admin.page.goto(`${url}/admin/weather/boundaries`))?.status()).toBe(404);
    await admin.context.close();

    const { context, page } = await staffPage('superadmin');
    await page.goto(`${url}/admin/weather`);
    const rows = page.getByRole('table', { name: /^Issuances/ }).locator('tbody tr');
    const before = await rows.count();
    await rows
      .first()
      .getByRole('button', { name: /^Delete/ })
      .click();
    await expect.poll(() => page.getByRole('alertdialog').innerText()).toContain('Delete this issuance?');
    await expectNoAxeViolations(page);
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => rows.count()).toBe(before - 1);
    await context.close();
  });

  it('enter a seasonal outlook by hand, shown on the public seasonal tab', async () => {
    const { context, page } = await staffPage('admin');
    await page.goto(`${url}/admin/weather/seasonal`);
    await expectNoAxeViolations(page);
    await page.getByLabel('First month of the outlook').fill('2025-09');
    await page.getByLabel('Province on screen').selectOption({ label: 'Laguna' });
    const percents = [35, 60, 100, 130, 90, 110];
    for (const [i, month] of ['2025-09', '2025-10', '2025-11', '2025-12', '2026-01', '2026-02'].entries()) {
      await page.getByLabel(`Laguna (whole province), ${month}, percent of normal`).fill(String(percents[i]));
    }
    await page.getByRole('button', { name: 'Save seasonal outlook' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'as a new issuance' }).innerText()).toContain('Saved 6 values');
    await page.goto(`${url}/weather-services/seasonal/laguna`);
    const table = await page.getByRole('table').first().innerText();
    expect(table).toContain('35% · Way below normal');
    expect(table).toContain('130% · Above normal');
    expect(await page.locator('main').innerText()).toContain('30 cities and municipalities follow the Laguna values');
    // September 2025 to February 2026 has passed.
    expect(await page.getByTestId('outlook-ended').innerText()).toContain('This outlook ended on February 28, 2026');
    await expectNoAxeViolations(page);
    await page.goto(`${url}/admin/weather/ten-day`);
    await expectNoAxeViolations(page);
    await context.close();
  });

  it('let a superadmin load boundaries, after which the map draws shapes', async () => {
    const { context, page } = await staffPage('superadmin');
    await page.goto(`${url}/admin/weather/boundaries`);
    await expectNoAxeViolations(page);
    const files = fs.readdirSync(path.join(SHARED_DATA, 'geo')).filter((name) => name.endsWith('.json'));
    await page.locator('input[name="files"]').setInputFiles(files.map((name) => path.join(SHARED_DATA, 'geo', name)));
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect.poll(() => page.getByRole('status').first().innerText(), { timeout: 20_000 }).toContain('142 cities and municipalities, 5 provinces');
    await page.goto(`${url}/weather-services/ten-day/cavite`);
    expect(await (await mapFrame(page)).locator('svg a path').count()).toBe(23);
    await context.close();
  });
  it('ask before an upload replaces the live outlook and leaves most places empty: "Replace anyway", with or without JavaScript, in both languages', async () => {
    const admin = await api('admin');
    const issuanceIds = async () =>
      new Set(((await (await admin('/api/weather/issuances?limit=200')).json()) as { items: { id: string }[] }).items.map((i) => i.id));
    const before = await issuanceIds();
    const today = manilaToday();
    const month = today.slice(0, 7);
    const codes = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
    const months = Array.from({ length: 6 }, (_, i) => ({ mo: codes[(Number(month.slice(5)) - 1 + i) % 12], val: 90 }));
    const provinces = ['Batangas', 'Cavite', 'Laguna', 'Quezon', 'Rizal'].map((name) => ({ name, months }));
    expect((await admin('/api/weather/seasonal/region', { json: { region: 'calabarzon', start: month, provinces } })).status).toBe(201);

    // The portal's template with Batangas alone filled in: 108 of 142 places would be left without data.
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await (await admin(`/api/weather/seasonal/template?start=${month}`)).arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    for (let row = 5; row <= sheet.rowCount; row += 1) {
      if (sheet.getCell(row, 1).value === 'Batangas') for (let column = 3; column <= 8; column += 1) sheet.getCell(row, column).value = 95;
    }
    const batangas = { name: 'batangas.xlsx', mimeType: 'application/octet-stream', buffer: Buffer.from(await workbook.xlsx.writeBuffer()) };

    const { context, page } = await staffPage('admin');
    await page.goto(`${url}/admin/weather/seasonal`);
    await page.locator('input[name="excelfile"]').setInputFiles([batangas]);
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    const prompt = page.getByTestId('replace-prompt');
    await expect.poll(() => prompt.innerText(), { timeout: 15_000 }).toContain('Replace the live outlook with this file?');
    expect(await prompt.innerText()).toContain('and leave 108 of 142 cities and municipalities without data. Nothing was stored.');
    await expectNoAxeViolations(page);
    // The file is still chosen: one press stores it.
    await prompt.getByRole('button', { name: 'Replace anyway' }).click();
    await expect.poll(() => page.getByRole('status').first().innerText(), { timeout: 15_000 }).toMatch(/^Saved \d+ values, six months from /);

    // Without JavaScript, in Tagalog, the 10-day form: a live outlook of every place from today, then one place from tomorrow.
    const values = readSharedPlaces().map((place) => ({
      municipality: place.psgc,
      date: today,
      ...{
        tempMin: 24,
        tempMax: 31,
        tempMean: 27,
        rainfall: 'near_normal',
        rainfallAmount: null,
        cloudCover: 'CLOUDY',
        humidity: 80,
        windSpeed: 2,
        windDirection: 'N',
      },
    }));
    expect((await admin('/api/weather/10day', { json: { forecastDate: today, validFrom: today, validTo: today, values } })).status).toBe(201);
    const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const row = { psgc: '0403402000', place: '', province: '', date: tomorrow, tempMin: '24', tempMax: '31', tempMean: '', rainfall: 'HEAVY RAINS' };
    const rest = { rainfallAmount: '', cloudCover: 'CLOUDY', humidity: '77', windSpeed: '3', windDirection: 'N' };
    const csv = formatCsv([LONG_LAYOUT_COLUMNS.map((c) => c.heading), LONG_LAYOUT_COLUMNS.map((c) => ({ ...row, ...rest })[c.key])]);
    const bay = { name: 'bay.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) };

    const plain = await browser().newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 900 } });
    await plain.addCookies([...(await context.cookies()), { name: 'NEXT_LOCALE', value: 'tl', url }]);
    const noScript = await plain.newPage();
    await noScript.goto(`${url}/admin/weather/ten-day`);
    await noScript.locator('input[name="excel-files"]').setInputFiles([bay]);
    await noScript.getByRole('button', { name: 'I-upload', exact: true }).click();
    await noScript.waitForURL(/\/admin\/weather\/ten-day\?upload=replace&/);
    const tagalog = await noScript.getByTestId('replace-prompt').innerText();
    expect(tagalog).toContain('Papalitan ba ng file na ito ang kasalukuyang pananaw?');
    expect(tagalog).toContain('at mawawalan ng datos ang 141 sa 142 na lungsod at bayan. Walang naitago.');
    // The same page with script, for axe and a phone's width: the question is drawn by the server.
    const scripted = await browser().newContext({ viewport: { width: 375, height: 900 } });
    await scripted.addCookies(await plain.cookies());
    const checked = await scripted.newPage();
    await checked.goto(noScript.url());
    expect(await checked.getByTestId('replace-prompt').innerText()).toBe(tagalog);
    await expectNoAxeViolations(checked);
    expect(await checked.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await scripted.close();
    // A new page: the file is chosen again, then "Replace anyway" sends confirm=true.
    await noScript.locator('input[name="excel-files"]').setInputFiles([bay]);
    await noScript.getByRole('button', { name: 'Palitan pa rin' }).click();
    await noScript.waitForURL(/\/admin\/weather\/ten-day\?upload=saved&/);
    expect(await noScript.getByRole('status').first().innerText()).toMatch(/^Naitago ang 10-araw na pananaw para sa .*: ito na ang kasalukuyang pananaw\.$/);
    await plain.close();
    await context.close();

    // The weather tests expect only their own outlooks: this one's go.
    const superadmin = await api('superadmin');
    for (const id of [...(await issuanceIds())].filter((id) => !before.has(id))) {
      expect((await superadmin(`/api/weather/issuances/${id}`, { method: 'DELETE' })).status).toBe(200);
    }
  });
});
