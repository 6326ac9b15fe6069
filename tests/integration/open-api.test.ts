import { describe, expect, it, onTestFinished, vi } from 'vitest';
import * as documentRoute from '@/app/api/openapi.json/route';
import * as calendarsRoute from '@/app/api/v1/places/[psgc]/calendars/route';
import * as bulletinsRoute from '@/app/api/v1/places/[psgc]/bulletins/route';
import * as outlooksRoute from '@/app/api/v1/places/[psgc]/outlooks/route';
import * as recommendationsRoute from '@/app/api/v1/places/[psgc]/recommendations/route';
import * as smsRoute from '@/app/api/v1/places/[psgc]/sms/route';
import * as placeRoute from '@/app/api/v1/places/[psgc]/route';
import * as placesRoute from '@/app/api/v1/places/route';
import { GET as pdfRoute } from '@/app/bulletins/[file]/route';
import { POST as createRecommendation } from '@/app/api/recommendations/route';
import { POST as postSeasonalReport } from '@/app/api/reports/seasonal/crops/route';
import { POST as postTenDayReport } from '@/app/api/reports/tenday/crops/route';
import { GET as getTenDay } from '@/app/api/weather/tenday/route';
import { API_OPERATIONS } from '@/modules/exchange/rules/openapi/api-operations';
import { portalDb } from '../support/test-database';
import { seedDemoData } from '@/modules/demo/server/seed-demo-data';
import { findApiRoutes, findAppRoutes, type ApiRoute } from '../support/api-routes';
import { loadBayOutlooks } from '../support/bulletin-fixtures';
import { databaseWithCallers } from '../support/callers';
import { publishBulletins } from '../support/publish-bulletins';
import { atRoute } from '../support/route-context';
import { documented, documentedAnswers } from '../support/documented-answers';

const BASE = 'http://localhost:3000';
const BAY = '0403402000';
const LAGUNA = '0403400000';
const AGONCILLO = '0401001000';
const ROUTES = {
  '/api/v1/places': placesRoute,
  '/api/v1/places/{psgc}': placeRoute,
  '/api/v1/places/{psgc}/outlooks': outlooksRoute,
  '/api/v1/places/{psgc}/calendars': calendarsRoute,
  '/api/v1/places/{psgc}/recommendations': recommendationsRoute,
  '/api/v1/places/{psgc}/bulletins': bulletinsRoute,
  '/api/v1/places/{psgc}/sms': smsRoute,
  '/api/openapi.json': documentRoute,
};
type Template = keyof typeof ROUTES;
const getPdf = documented(atRoute('/bulletins/[file]', pdfRoute));
const BY_PSGC = (Object.keys(ROUTES) as Template[]).filter((template) => template.includes('{psgc}'));

const post = (handler: (r: Request) => Promise<Response>, path: string, headers: Record<string, string>, body: unknown) =>
  handler(new Request(`${BASE}${path}`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) }));

let recommendationId = 0;
// The phonebook's calls run their own code, not the 409 of a server without a data key.
process.env.ACAP_DATA_KEY ??= '3c'.repeat(32);

const callers = databaseWithCallers({
  afterSetUp: async () => {
    await seedDemoData(await portalDb());
    await loadBayOutlooks(callers.admin);
    const created = await post(createRecommendation, '/api/recommendations', callers.admin, {
      type: 'tenday',
      crop: 'rice',
      stage: 'veg',
      farmOperation: 'Water management',
      trigger: 'above_normal',
      practiceEn: 'Open the drainage canals.',
    });
    expect(created.status).toBe(201);
    recommendationId = ((await created.json()) as { recommendation: { id: number } }).recommendation.id;
    // The fixture's outlooks have ended: the bulletins are made from them on purpose.
    const bay = { region: 'calabarzon', province: 'Laguna', municipality: 'Bay', crop: 'rice', language: 'en', operation: 'create', allowExpired: true };
    const tenDay = await post(postTenDayReport, '/api/reports/tenday/crops', callers.admin, bay);
    const seasonal = await post(postSeasonalReport, '/api/reports/seasonal/crops', callers.admin, { ...bay, month: 'dec' });
    expect([tenDay.status, seasonal.status]).toEqual([201, 201]);
    await publishBulletins(...(await Promise.all([tenDay.json(), seasonal.json()])).map((report) => (report as { id: string }).id));
  },
});

/** The statuses the tests got: every one is held against the document as it comes (`documented`). */
const statuses = new Set<number>();

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function get<T = any>(template: Template, psgc = '', query = '', headers: Record<string, string> = {}, method = 'GET') {
  const route = documented(atRoute(template.replace('{psgc}', '[psgc]'), ROUTES[template].GET));
  const answer = await route(new Request(`${BASE}${template.replace('{psgc}', psgc)}${query}`, { headers, method }));
  const text = method === 'HEAD' ? '' : await answer.text();
  const body = text ? (JSON.parse(text) as T) : (null as T);
  statuses.add(answer.status);
  return { status: answer.status, headers: answer.headers, body };
}

describe('the open API, read without signing in', () => {
  it('lists the provinces and 142 places by PSGC code, kind and centroid, cached for an hour, readable by any origin', async () => {
    const { status, headers, body } = await get('/api/v1/places');
    expect(status).toBe(200);
    expect(headers.get('access-control-allow-origin')).toBe('*');
    expect(headers.get('cache-control')).toBe('public, max-age=50, stale-while-revalidate=10');
    expect(headers.get('etag')).toMatch(/^"[\w-]{27}"$/);
    expect(body.provinces.map((p: { name: string }) => p.name)).toEqual(['Batangas', 'Cavite', 'Laguna', 'Quezon', 'Rizal']);
    expect(body.places).toHaveLength(142);
    expect(body.places.find((p: { psgc: string }) => p.psgc === BAY)).toEqual({
      psgc: BAY,
      name: 'Bay',
      kind: 'municipality',
      province: { psgc: LAGUNA, name: 'Laguna' },
      centroid: expect.objectContaining({}),
      href: `/api/v1/places/${BAY}`,
    });
  });

  it('searches places by name and by the names of their barangays, saying which barangays matched', async () => {
    const milagrosa = await get('/api/v1/places', '', '?q=milagrosa');
    expect(milagrosa.status).toBe(200);
    expect(milagrosa.headers.get('access-control-allow-origin')).toBe('*');
    expect(milagrosa.body.provinces).toEqual([]);
    expect(milagrosa.body.places.map((p: { name: string; province: { name: string } }) => `${p.name}, ${p.province.name}`)).toEqual([
      'City of Carmona, Cavite',
      'City of Calamba, Laguna',
      'Calauag, Quezon',
      'Catanauan, Quezon',
    ]);
    // A search finds the text inside names too: Calauag's is Santa Milagrosa.
    expect(milagrosa.body.places[2].match).toEqual({ name: false, villages: [{ psgc: '0405607074', name: 'Santa Milagrosa', formerName: null }] });
    const calamba = milagrosa.body.places[1];
    expect(calamba).toMatchObject({ psgc: '0403405000', href: '/api/v1/places/0403405000', centroid: expect.objectContaining({}) });
    expect(calamba.match).toEqual({ name: false, villages: [{ psgc: '0403405057', name: 'Milagrosa', formerName: 'Tulo' }] });
    const puypuy = await get('/api/v1/places', '', '?q=PUYPUY');
    expect(puypuy.body.places).toEqual([
      expect.objectContaining({ psgc: BAY, match: { name: false, villages: [{ psgc: '0403402009', name: 'Puypuy', formerName: null }] } }),
    ]);
    // A place's own name: it is found for that, and for any of its barangays that hold the text too.
    const laguna = await get('/api/v1/places', '', '?q=%20laguna%20');
    expect(laguna.body.provinces).toEqual([{ psgc: LAGUNA, name: 'Laguna', kind: 'province', href: `/api/v1/places/${LAGUNA}` }]);
    const calambaByName = (await get('/api/v1/places', '', '?q=Calamba')).body.places.find((p: { psgc: string }) => p.psgc === '0403405000');
    expect(calambaByName.match.name).toBe(true);
    const nothing = await get('/api/v1/places', '', '?q=Atlantis');
    expect(nothing).toMatchObject({ status: 200, body: { provinces: [], places: [] } });
    expect((await get('/api/v1/places', '', '?q=')).body.error.message).toContain('q must not be empty');
    expect((await get('/api/v1/places', '', `?q=${'x'.repeat(101)}`)).body.error.message).toContain('q must be at most 100 characters');
    // Without q, nothing says why a place is listed.
    expect((await get('/api/v1/places')).body.places.some((p: object) => 'match' in p)).toBe(false);
  });

  it("takes a barangay's name where the portal's reads take a municipality, and points a barangay's code to its place", async () => {
    const byVillage = (await (await getTenDay(new Request(`${BASE}/api/weather/tenday?municipality=Puypuy`))).json()) as Record<string, unknown>;
    const byPlace = (await (await getTenDay(new Request(`${BASE}/api/weather/tenday?municipality=${BAY}`))).json()) as Record<string, unknown>;
    expect(byVillage).toEqual(byPlace);
    const shared = await getTenDay(new Request(`${BASE}/api/weather/tenday?municipality=Milagrosa`));
    expect(shared.status).toBe(400);
    expect(((await shared.json()) as { error: { message: string } }).error.message).toContain('"Milagrosa" is a barangay of more than one place');
    const village = await get('/api/v1/places/{psgc}', '0403405057');
    expect(village.status).toBe(404);
    expect(village.body.error.message).toBe(
      '0403405057 is the barangay Milagrosa of City of Calamba, Laguna: this API answers per city or municipality, at /api/v1/places/0403405000.',
    );
  });

  it('answers one place with its links, and a province with its places', async () => {
    const bay = await get('/api/v1/places/{psgc}', BAY);
    expect(bay.body).toMatchObject({ psgc: BAY, kind: 'municipality', province: { psgc: LAGUNA }, places: [] });
    expect(bay.body.links).toEqual({
      self: `/api/v1/places/${BAY}`,
      province: `/api/v1/places/${LAGUNA}`,
      outlooks: `/api/v1/places/${BAY}/outlooks`,
      calendars: `/api/v1/places/${BAY}/calendars`,
      recommendations: `/api/v1/places/${BAY}/recommendations`,
      bulletins: `/api/v1/places/${BAY}/bulletins`,
    });
    const laguna = await get('/api/v1/places/{psgc}', LAGUNA);
    expect(laguna.body).toMatchObject({ kind: 'province', name: 'Laguna', province: null, centroid: null, links: { outlooks: null, recommendations: null } });
    expect(laguna.body.places).toHaveLength(30);
  });

  it('answers the latest 10-day, seasonal and special outlooks of a place with codes and labels', async () => {
    const { status, headers, body } = await get('/api/v1/places/{psgc}/outlooks', BAY);
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('public, max-age=50, stale-while-revalidate=10');
    const latest = (await (await getTenDay(new Request(`${BASE}/api/weather/tenday?municipality=${BAY}`))).json()) as { issuance: { id: string } };
    expect(body.tenday.issuance).toMatchObject({ id: latest.issuance.id, type: 'ten_day', validFrom: '2025-08-18', validTo: '2025-08-27', updatedBy: 'admin' });
    expect(body.tenday.days).toHaveLength(10);
    expect(body.tenday.days[0].rainfall).toEqual({ code: 'above_normal', label: 'HEAVY RAINS', amount: null });
    expect(body.tenday.prevailingRainfall).toEqual({ code: 'above_normal', label: 'HEAVY RAINS' });
    expect(body.seasonal.fromProvince).toBe(true);
    expect(body.seasonal.months).toHaveLength(6);
    expect(body.seasonal.months[0]).toMatchObject({ month: '2025-09', percent: 35, category: { code: 'wb_normal', label: 'Way Below Normal' } });
    expect(body.special).toMatchObject({ activeCyclone: true, name: 'Kristine', signal: { code: 'signal_number_2', label: 'Signal No. 2' } });
    expect(JSON.stringify(body)).not.toContain('@example.ph');
  });

  it('answers null for outlooks that do not cover a place, and no signal outside the warned provinces', async () => {
    const { body } = await get('/api/v1/places/{psgc}/outlooks', AGONCILLO);
    expect(body).toMatchObject({ place: { psgc: AGONCILLO, province: { name: 'Batangas' } }, tenday: null, seasonal: null, special: { signal: null } });
  });

  it('answers calendars with 24 half-months of stage codes and labels, filtered by crop and mode', async () => {
    const all = await get('/api/v1/places/{psgc}/calendars', BAY);
    expect(all.body.calendars.length).toBeGreaterThanOrEqual(4);
    expect(all.body.today.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const rice = await get('/api/v1/places/{psgc}/calendars', BAY, '?crop=palay&mode=ten_day');
    expect(rice.body.calendars).toHaveLength(1);
    const [calendar] = rice.body.calendars;
    expect(calendar).toMatchObject({ crop: { key: 'rice', name: { en: 'Rice', tl: 'Palay' } }, mode: 'ten_day', isDemo: false, updatedBy: 'admin' });
    expect(calendar.slots).toHaveLength(24);
    expect(calendar.slots[3]).toEqual({
      slot: 3,
      month: 'feb',
      half: '2nd_half',
      stage: { code: 'veg', label: { en: 'Active tillering', tl: 'Aktibong pagsusuwi' } },
    });
    expect(calendar.stageNow.code).toBe('veg');
    const province = await get('/api/v1/places/{psgc}/calendars', LAGUNA, '?crop=rice&mode=seasonal');
    expect(province.body.calendars).toHaveLength(30);
    expect(new Set(province.body.calendars.map((c: { place: { psgc: string } }) => c.place.psgc)).size).toBe(30);
  });

  it('answers the advice that applies now under the latest outlooks, by crop, mode and type', async () => {
    // The fixture's outlooks are current on August 20, 2025 (Philippine time).
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2025-08-20T04:00:00Z') });
    onTestFinished(() => void vi.useRealTimers());
    const { body } = await get('/api/v1/places/{psgc}/recommendations', BAY, '?crop=rice&mode=ten_day');
    expect(body.advice).toHaveLength(1);
    const [rice] = body.advice;
    expect(rice).toMatchObject({ crop: { key: 'rice' }, mode: 'ten_day', stageNow: { code: 'veg' } });
    // The storm first: the signal up for the place leads the answer, and its section leads each calendar's.
    expect(body.signal).toMatchObject({
      code: 'signal_number_2',
      label: { en: 'Signal No. 2', tl: 'Babala Blg. 2' },
      words: { en: expect.stringMatching(/^Signal No\. 2 is up for Bay: /), tl: expect.stringMatching(/^Nakataas ang Babala Blg\. 2 sa Bay: /) },
      cycloneName: 'Kristine',
    });
    expect(rice.sections.map((s: { type: string }) => s.type)).toEqual(['special', 'tenday']);
    const [special, tenday] = rice.sections;
    expect(tenday.afterStorm).toEqual([]);
    expect(tenday).toMatchObject({ trigger: { code: 'above_normal', label: 'Heavy rains' }, issuance: { validFrom: '2025-08-18' } });
    expect(tenday.stages.map((s: { code: string }) => s.code)).toEqual(['veg']);
    expect(tenday.recommendations.map((r: { id: number }) => r.id)).toContain(recommendationId);
    expect(tenday.recommendations.every((r: { crop: string; stage: { code: string } }) => r.crop === 'rice' && r.stage.code === 'veg')).toBe(true);
    expect(special).toMatchObject({ trigger: { code: 'signal_number_2' }, cycloneName: 'Kristine' });
    const onlySpecial = await get('/api/v1/places/{psgc}/recommendations', BAY, '?type=special');
    expect(onlySpecial.body.advice.length).toBeGreaterThanOrEqual(4);
    expect(onlySpecial.body.advice.flatMap((a: { sections: { type: string }[] }) => a.sections.map((s) => s.type))).not.toContain('tenday');
    const seasonal = await get('/api/v1/places/{psgc}/recommendations', BAY, '?crop=rice&mode=seasonal');
    expect(seasonal.body.advice[0].sections.map((s: { type: string }) => s.type)).toEqual(['special', 'seasonal']);
    expect(seasonal.body.advice[0].sections[1]).toMatchObject({ type: 'seasonal', month: expect.stringMatching(/^20\d\d-\d\d$/) });
    const generalFirst = special.recommendations[0];
    expect(generalFirst).toMatchObject({ crop: null, stage: null, farmOperation: 'Storm preparation', farmOperationLabel: { tl: 'Paghahanda sa bagyo' } });
  });

  it('never gives an ended outlook as current: it names it and gives only what holds whatever the forecast', async () => {
    const { body } = await get('/api/v1/places/{psgc}/recommendations', BAY, '?crop=rice&mode=ten_day');
    const [rice] = body.advice;
    // The 10-day outlook of August 2025 and the October 2025 advisory have ended: no signal is up.
    expect(body.signal).toBeNull();
    expect(rice.sections).toHaveLength(1);
    const [section] = rice.sections;
    expect(section).toMatchObject({ type: 'tenday', current: false, trigger: null, issuance: { expired: true, validTo: '2025-08-27' } });
    expect(section.stages.map((s: { code: string }) => s.code)).toEqual(['veg']);
    expect(section.recommendations.length).toBeGreaterThan(0);
    expect(section.recommendations.every((r: { trigger: unknown }) => r.trigger === null)).toBe(true);
    expect(section.recommendations.map((r: { id: number }) => r.id)).not.toContain(recommendationId);
  });

  it("lists a place's bulletins newest first, with links to the page and the PDF, and a province's too", async () => {
    const { body } = await get('/api/v1/places/{psgc}/bulletins', BAY);
    expect(body).toMatchObject({ total: 2, page: 1, pageSize: 20, links: { next: null, previous: null } });
    expect(body.bulletins.map((b: { type: string }) => b.type)).toEqual(['seasonal', 'ten_day']);
    const [newest] = body.bulletins;
    expect(newest.links).toEqual({ html: `/bulletins/${newest.id}`, pdf: `/bulletins/${newest.id}.pdf` });
    const pdf = await getPdf(new Request(`${BASE}${newest.links.pdf}`));
    expect(pdf.status).toBe(200);
    // A published PDF never changes: kept for a year, saved under the national portal's file name.
    expect(pdf.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(pdf.headers.get('content-disposition')).toMatch(/^inline; filename="Laguna_Bay_Rice_[a-z]{3}_\d{4}\.pdf"$/);
    expect(Buffer.from(await pdf.arrayBuffer()).length).toBe(newest.size);
    expect((await get('/api/v1/places/{psgc}/bulletins', LAGUNA)).body.total).toBe(2);
    expect((await get('/api/v1/places/{psgc}/bulletins', LAGUNA, '?type=ten_day')).body.bulletins.map((b: { type: string }) => b.type)).toEqual(['ten_day']);
    expect((await get('/api/v1/places/{psgc}/bulletins', AGONCILLO)).body.total).toBe(0);
    expect((await get('/api/v1/places/{psgc}/bulletins', BAY, '?crop=corn')).body.total).toBe(0);
    expect((await get('/api/v1/places/{psgc}/bulletins', BAY, '?page=2')).body).toMatchObject({
      bulletins: [],
      links: { previous: `/api/v1/places/${BAY}/bulletins?page=1` },
    });
  });

  it('answers 304 without a body to a caller who holds the same answer, whatever form the tag is sent in', async () => {
    for (const template of Object.keys(ROUTES) as Template[]) {
      const first = await get(template, BAY);
      const etag = first.headers.get('etag')!;
      for (const held of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
        const again = await get(template, BAY, '', { 'if-none-match': held });
        expect(again.status, `${template} with ${held}`).toBe(304);
        expect(again.body).toBeNull();
        expect(again.headers.get('etag')).toBe(etag);
        expect(again.headers.get('access-control-allow-origin')).toBe('*');
      }
      expect((await get(template, BAY, '', { 'if-none-match': '"stale"' })).status).toBe(200);
    }
  });

  it('answers 404 naming an unknown PSGC code and 400 naming a malformed one, readable by any origin', async () => {
    for (const template of BY_PSGC) {
      const unknown = await get(template, '0403499999');
      expect(unknown.status, template).toBe(404);
      expect(unknown.body.error).toEqual({ code: 'NOT_FOUND', message: expect.stringContaining('0403499999') });
      expect(unknown.headers.get('access-control-allow-origin')).toBe('*');
      for (const bad of ['040340200', 'Bay', '04034020001', encodeURIComponent('Bay, Laguna')]) {
        const malformed = await get(template, bad);
        expect(malformed.status, `${template} ${bad}`).toBe(400);
        expect(malformed.body.error.message).toContain(`"${decodeURIComponent(bad)}" is not a PSGC code`);
        expect(malformed.headers.get('access-control-allow-origin')).toBe('*');
      }
      // An address that does not decode is refused before the code is read, as the proxy refuses it on a real server.
      const undecodable = await get(template, '%E0%A4%A');
      expect(undecodable.status, template).toBe(400);
      expect(undecodable.body.error).toEqual({ code: 'BAD_REQUEST', message: 'The address has a broken percent-encoding in "%E0%A4%A": write % as %25.' });
      expect(undecodable.headers.get('access-control-allow-origin')).toBe('*');
    }
  });

  it('refuses a province code where answers are per city or municipality, and bad queries, with a message', async () => {
    for (const template of ['/api/v1/places/{psgc}/outlooks', '/api/v1/places/{psgc}/recommendations'] as const) {
      const answer = await get(template, LAGUNA);
      expect(answer.status).toBe(400);
      expect(answer.body.error.message).toMatch(/^0403400000 is the province of Laguna: .* per city or municipality/);
    }
    expect((await get('/api/v1/places/{psgc}/calendars', BAY, '?crop=durian')).body.error.message).toBe('Unknown crop "durian".');
    expect((await get('/api/v1/places/{psgc}/calendars', BAY, '?mode=monthly')).body.error.message).toContain('mode must be ten_day or seasonal');
    expect((await get('/api/v1/places/{psgc}/bulletins', BAY, '?page=0')).body.error.message).toContain('page must be a whole number');
    expect((await get('/api/v1/places/{psgc}/bulletins', BAY, '?crop=durian')).status).toBe(404);
    expect((await get('/api/v1/places/{psgc}/recommendations', BAY, '?type=weekly')).status).toBe(400);
    expect((await get('/api/v1/places', '', '?province=Laguna')).status).toBe(400);
    expect((await get('/api/v1/places', '', '?q=bay&q2=x')).status).toBe(400);
  });

  it('takes GET, HEAD and OPTIONS only: no route exports a write, and the preflight allows any origin', async () => {
    for (const [template, route] of Object.entries(ROUTES)) {
      expect(Object.keys(route).sort(), template).toEqual(['GET', 'OPTIONS']);
      const preflight = await route.OPTIONS();
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
      expect(preflight.headers.get('access-control-allow-methods')).toBe('GET, HEAD, OPTIONS');
      expect(preflight.headers.get('access-control-allow-headers')).toBe('If-None-Match');
    }
  });
});

describe('the OpenAPI document', () => {
  it('has a GET for every route file under /api/v1, and nothing else under /api/v1', async () => {
    const { body: document } = await get('/api/openapi.json');
    const onDisk = (await findApiRoutes())
      .filter((route) => route.pattern.startsWith('/api/v1/'))
      .map((route) => `${route.method} ${route.pattern.replace('[psgc]', '{psgc}')}`);
    const documented = Object.entries(document.paths as Record<string, object>)
      .filter(([path]) => path.startsWith('/api/v1/'))
      .flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`))
      // HEAD is described beside every GET (Next answers it from the GET's handler).
      .filter((operation) => !operation.startsWith('HEAD '));
    expect(onDisk.length).toBe(7);
    expect(documented.sort()).toEqual(onDisk.sort());
  });

  it('describes every answer above: each was held against its path, method, status, media type and schema as it came', () => {
    expect([...statuses].sort()).toEqual([200, 304, 400, 404]);
  });

  it('describes HEAD: the status and headers of the GET, for every address of the open API', async () => {
    for (const template of Object.keys(ROUTES) as Template[]) {
      const head = await get(template, BAY, '', {}, 'HEAD');
      expect(head.status, template).toBe(200);
      expect(head.headers.get('etag')).toBe((await get(template, BAY)).headers.get('etag'));
      expect((await get(template, '0403499999', '', {}, 'HEAD')).status).toBe(template.includes('{psgc}') ? 404 : 200);
    }
  });

  it('catches an answer the document does not describe: its status, its media type or its body', async () => {
    const checker = documentedAnswers();
    const { body } = await get('/api/v1/places/{psgc}/outlooks', BAY);
    const url = `${BASE}/api/v1/places/${BAY}/outlooks`;
    const problems = (status: number, type: string | null, answer: unknown) => checker.problemsOf('GET', url, status, type, JSON.stringify(answer));
    expect(problems(200, 'application/json', body)).toEqual([]);
    expect(problems(200, 'application/json', { ...body, tenday: { ...body.tenday, updatedBy: 'someone@example.ph' } })).toHaveLength(1);
    expect(problems(200, 'application/json', { ...body, extra: 1 })).toHaveLength(1);
    expect(problems(200, 'application/json', { ...body, place: { ...body.place, psgc: '123' } })).toHaveLength(1);
    expect(problems(410, 'application/json', { error: { code: 'GONE', message: 'Gone.' } })).toEqual([
      `GET /api/v1/places/{psgc}/outlooks 410: the status is not in the document`,
    ]);
    expect(problems(200, 'text/csv', body)[0]).toContain('text/csv where the document says application/json');
    expect(checker.problemsOf('GET', `${BASE}/api/v1/nowhere`, 200, 'application/json', '{}')).toEqual([
      'GET /api/v1/nowhere: no path of the document matches',
    ]);
    expect(checker.problemsOf('POST', url, 200, 'application/json', '{}')).toEqual(['POST /api/v1/places/{psgc}/outlooks: the document has no POST here']);
  });
});

/** The portal's own calls, as a route file names them: `/[locale]/search/near` is the address `/search/near`. */
const addressOf = (route: ApiRoute) => route.pattern.replace(/^\/\[locale\]/, '').replace(/\[(?:\.\.\.)?(\w+)\]/g, '{$1}');
// Queries the reads need to answer at all; the rest are called bare.
const SAMPLE_QUERIES: Record<string, string> = { '/api/weather/common': '?group=moon_phases', '/api/recommendations': '?type=tenday' };

describe('the staff OpenAPI document', () => {
  const staffDocument = async (headers: Record<string, string>) => {
    const route = (await findApiRoutes()).find((found) => found.pattern === '/api/openapi-staff.json')!;
    return route.call(new Request(`${BASE}/api/openapi-staff.json`, { headers }));
  };

  it('is for staff: anonymous callers get 401', async () => {
    expect((await staffDocument(callers.anonymous)).status).toBe(401);
    expect((await staffDocument(callers.admin)).status).toBe(200);
  });

  it("lists every route built from a contract under the route's own address and method, and has a route for each operation", async () => {
    const routes = (await findAppRoutes()).filter((route) => 'access' in route.handler && route.pattern !== '/api/[...unknown]');
    const onDisk = routes.map((route) => `${route.method} ${addressOf(route)}`);
    const declared = routes.map((route) => {
      const operation = (route.handler as { operation?: { method: string; path: string } }).operation;
      return operation ? `${operation.method} ${operation.path}` : `${route.method} ${route.pattern}: built without an operation`;
    });
    expect(declared.sort()).toEqual(onDisk.sort());
    expect(API_OPERATIONS.map((operation) => `${operation.method} ${operation.path}`).sort()).toEqual([...new Set(onDisk)].sort());
  });

  it("validates the real answers of the staff and portal reads, and of a user's creation, against the document", async () => {
    const checker = documentedAnswers('staff');
    const routes = await findAppRoutes();
    const problems: string[] = [];
    let checked = 0;
    const call = async (method: string, path: string, address: string, body?: unknown) => {
      const route = routes.find((found) => found.method === method && addressOf(found) === path)!;
      const init = body === undefined ? {} : { method, body: JSON.stringify(body), headers: { ...callers.superadmin, 'content-type': 'application/json' } };
      const request = new Request(`${BASE}${address}`, { headers: callers.superadmin, ...init });
      const answer = await route.call(request.clone());
      const text = await answer.text();
      problems.push(...checker.problemsOf(method, request.url, answer.status, answer.headers.get('content-type'), text));
      checked += 1;
      return answer.headers.get('content-type')?.includes('application/json') ? JSON.parse(text) : null;
    };
    for (const operation of API_OPERATIONS.filter((found) => found.method === 'GET' && found.output && !found.path.includes('{id}'))) {
      await call('GET', operation.path, `${operation.path.replace('{crop}', 'rice')}${SAMPLE_QUERIES[operation.path] ?? ''}`);
    }
    const created = await call('POST', '/api/users', '/api/users', { email: 'contract@example.ph', name: 'Contract', accountLevel: 2, reviewer: true });
    await call('GET', '/api/users/{id}', `/api/users/${created.user.id}`);
    await call('PATCH', '/api/users/{id}', `/api/users/${created.user.id}`, { disabled: true, reviewer: false });
    await call('POST', '/api/users/{id}/password', `/api/users/${created.user.id}/password`, {});
    await call('DELETE', '/api/users/{id}', `/api/users/${created.user.id}`);
    // The dashboard's plan of a bulletin: the composed document's parts.
    const plan = { type: 'ten_day', region: 'calabarzon', province: 'Laguna', municipality: 'Bay', crop: 'rice', language: 'en', allowExpired: true };
    expect((await call('POST', '/api/reports/plan', '/api/reports/plan', plan)).advice.length).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(25);
  });
});
