import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GET as exportRecommendations } from '@/app/api/export/v1/recommendations/route';
import { GET as getCoverage } from '@/app/api/recommendations/coverage/route';
import { DELETE as deleteRoute, PUT as putRoute } from '@/app/api/recommendations/[id]/route';
import { POST as importWorkbook } from '@/app/api/recommendations/import/route';
import { GET as find, POST as create } from '@/app/api/recommendations/route';
import { GET as search } from '@/app/api/recommendations/search/route';
import { PUT as putCalendar } from '@/app/api/calendar/route';
import { POST as postTenDay } from '@/app/api/weather/10day/route';
import { auditLog, recommendation } from '@/db/schema';
import { pageNumbers, parseRecommendationPageQuery, recommendationPageHref } from '@/modules/recommendations/rules/recommendation-page-query';
import { portalDb } from '../support/test-database';
import { pageRecommendations } from '@/modules/recommendations/server/page-recommendations';
import { databaseWithCallers } from '../support/callers';
import { uploadForm } from '../support/calendar-files';
import { recommendationWorkbook } from '../support/recommendation-files';
import { atRoute } from '../support/route-context';
import { readSharedPlaces } from '../support/shared-data';
import { FORBIDDEN_MARKUP, XSS_PAYLOADS } from '../support/xss-payloads';

const BASE = 'http://localhost:3000';
/** Markup written as entities, once or twice: plain-text fields must keep it from ever becoming a tag. */
const ENTITY_PAYLOADS = [
  '&lt;img src=x onerror=alert(1)&gt;Drain the field',
  '&#60;script&#62;alert(1)&#60;/script&#62;Drain the field',
  '&amp;lt;svg onload=alert(1)&amp;gt;Drain the field',
  '&lt;&lt;img src=x onerror=alert(1)&gt;&gt;Drain the field',
];
const callers = databaseWithCallers();

type View = {
  id: number;
  stage: string;
  trigger: string | null;
  risk: string | null;
  practice: { en: string; tl: string };
  impact: { en: string; tl: string };
};
const putOne = atRoute('/api/recommendations/[id]', putRoute);
const deleteOne = atRoute('/api/recommendations/[id]', deleteRoute);
const upload = (headers: Record<string, string>, bytes: Buffer, fields: Record<string, string> = { crop: 'rice' }) =>
  importWorkbook(new Request(`${BASE}/api/recommendations/import`, { method: 'POST', headers, body: uploadForm('file', 'advice.xlsx', bytes, fields) }));
const query = async (params: string) => find(new Request(`${BASE}/api/recommendations?${params}`));
const send = (handler: (r: Request) => Promise<Response>, method: string, path: string, headers: Record<string, string>, body?: unknown) =>
  handler(
    new Request(`${BASE}${path}`, {
      method,
      headers: { ...headers, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
const stored = async () => (await (await portalDb()).select({ n: count() }).from(recommendation))[0]!.n;
const messageOf = async (answer: Response) => ((await answer.json()) as { error: { message: string } }).error.message;

const seasonalRows = [
  [
    'Active tillering',
    'Water management',
    'WAY BELOW NORMAL',
    'Drought',
    'Tillers die back',
    'Namamatay ang suwi',
    '● Irrigate every 3 days\n● Mulch the bunds',
    '● Patubigan tuwing ikatlong araw\n● Lagyan ng dayami ang pilapil',
  ],
  [
    null,
    null,
    'ABOVE NORMAL',
    'Flood/Submergence',
    'Fields flood',
    'Bumabaha',
    '• Drain excess water • Clean canals',
    '• Patuyuin ang labis na tubig • Linisin ang kanal',
  ],
  ['repro', 'Pest and disease management', 'NEAR NORMAL', 'No risk', '', '', '- Scout for stem borers', ''],
];

describe('recommendation import', () => {
  it('is for staff only', async () => {
    const bytes = await recommendationWorkbook({ seasonal: seasonalRows });
    expect((await upload(callers.anonymous, bytes)).status).toBe(401);
    expect((await upload(callers.noLevel, bytes)).status).toBe(403);
    expect(await stored()).toBe(0);
  });

  it('reads the three sheets, turning bullets into lists and merged cells into repeats', async () => {
    const bytes = await recommendationWorkbook({
      seasonal: seasonalRows,
      tenday: [['veg', 'Fertiliser', '● Apply urea before rain', '● Maglagay ng urea bago umulan']],
      special: [['mat', 'Harvest', 'Signal No. 3', '● Harvest at 85% maturity', '● Mag-ani kapag 85% na ang hinog']],
    });
    const answer = await upload(callers.admin, bytes);
    expect(answer.status).toBe(201);
    expect(await answer.json()).toMatchObject({ imported: 5, replaced: 0, sheets: { Seasonal: 3, '10-Day': 1, Special: 1 } });

    const found = (await (await query('type=seasonal&crop=rice&stages=veg&forecast=above_normal')).json()) as View[];
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ stage: 'veg', trigger: 'above_normal', risk: 'flood_submergence' });
    expect(found[0]!.practice.en).toBe('<ul><li>Drain excess water</li><li>Clean canals</li></ul>');
    expect(found[0]!.practice.tl).toBe('<ul><li>Patuyuin ang labis na tubig</li><li>Linisin ang kanal</li></ul>');

    const special = (await (await query('type=special&crop=rice&stages=mat&forecast=signal_number_3')).json()) as View[];
    expect(special[0]!.practice.en).toBe('<ul><li>Harvest at 85% maturity</li></ul>');
  });

  it('answers a list of stages, and 10-day rows without a forecast whatever the rainfall', async () => {
    const seasonal = (await (await query('type=seasonal&crop=rice&stages=veg,repro')).json()) as View[];
    expect(seasonal.map((r) => r.stage)).toEqual(['veg', 'veg', 'repro']);
    const tenday = (await (await query('type=tenday&crop=rice&stage=veg&forecast=above_normal')).json()) as View[];
    expect(tenday).toHaveLength(1);
    expect(tenday[0]!.trigger).toBeNull();
  });

  it('answers an empty result with `Received empty data`', async () => {
    const answer = await query('type=seasonal&crop=corn');
    expect(answer.status).toBe(404);
    expect(await messageOf(answer)).toBe('Received empty data');
    expect(await messageOf(await query('type=weekly'))).toMatch(/type must be seasonal, tenday or special/);
    expect(await messageOf(await query('type=seasonal&forecast=sunny'))).toBe('forecast "sunny" is not a condition code.');
  });

  it('replaces the crop and types a new workbook holds, in one transaction', async () => {
    const answer = await upload(callers.superadmin, await recommendationWorkbook({ tenday: [['estab', 'Weeding', '● Hand weed', '● Magbunot ng damo']] }));
    expect(answer.status).toBe(201);
    expect(await answer.json()).toMatchObject({ imported: 1, replaced: 1 });
    expect(await stored()).toBe(5);
  });

  it.each([
    ['no known sheet', { extra: { Sheet1: [['x']] } }, {}, /no sheet is named Seasonal, 10-Day or Special \(found Sheet1\)/],
    ['an unknown stage', { tenday: [['flowering', 'x', '● y', '']] }, {}, /sheet 10-Day, row 3: Rice has no stage "flowering"/],
    ['an unknown forecast', { seasonal: [['veg', 'x', 'WET', '', '', '', '● y', '']] }, {}, /sheet Seasonal, row 3: "WET" is not a forecast category/],
    ['an unknown signal', { special: [['veg', 'x', 'Signal No. 9', '● y', '']] }, {}, /sheet Special, row 3: "Signal No. 9" is not a wind signal/],
    ['a blank practice', { tenday: [['veg', 'x', '', '']] }, {}, /sheet 10-Day, row 3: the practice is blank/],
    ['no crop', { tenday: [['veg', 'x', '● y', '']] }, { crop: '' }, /there is no Crop column, so choose the crop/],
  ])('refuses %s and stores nothing', async (_, sheets, fields, message) => {
    const answer = await upload(callers.admin, await recommendationWorkbook(sheets), { crop: 'rice', ...(fields as Record<string, string>) });
    expect(answer.status).toBe(400);
    expect(await messageOf(answer)).toMatch(message);
    expect(await stored()).toBe(5);
  });

  it('refuses a file that is no workbook', async () => {
    const answer = await upload(callers.admin, Buffer.from('prov,muni\n'));
    expect(answer.status).toBe(400);
    expect(await messageOf(answer)).toBe('advice.xlsx: this is not an Excel workbook (.xlsx)');
  });

  it('sanitises every XSS payload on the way in', async () => {
    const rows = XSS_PAYLOADS.map((payload, i) => [i % 2 ? 'veg' : 'repro', payload, payload, payload]);
    const answer = await upload(callers.admin, await recommendationWorkbook({ tenday: rows }), { crop: 'rice' });
    expect(answer.status).toBe(201);
    const found = (await (await query('type=tenday&crop=rice')).json()) as (View & { farmOperation: string })[];
    expect(found).toHaveLength(XSS_PAYLOADS.length);
    for (const row of found) {
      expect(row.farmOperation).not.toMatch(FORBIDDEN_MARKUP);
      expect(row.practice.en).not.toMatch(FORBIDDEN_MARKUP);
      expect(row.practice.tl).not.toMatch(FORBIDDEN_MARKUP);
    }
  });
});

describe('the recommendation editor', () => {
  const body = {
    type: 'seasonal',
    crop: 'corn',
    stage: 'vegtass',
    farmOperation: 'Irrigation',
    trigger: 'b_normal',
    risk: 'water_shortage_risk',
    impactEn: 'Poor pollination',
    practiceEn: '● Irrigate at tasseling\n● <img src=x onerror=alert(1)>Mulch',
    practiceTl: '',
  };

  it('lets staff add, edit and (superadmins) delete, each with an audit row', async () => {
    expect((await send(create, 'POST', '/api/recommendations', callers.anonymous, body)).status).toBe(401);
    expect((await send(create, 'POST', '/api/recommendations', callers.noLevel, body)).status).toBe(403);
    const created = await send(create, 'POST', '/api/recommendations', callers.admin, body);
    expect(created.status).toBe(201);
    const { recommendation: row } = (await created.json()) as { recommendation: View };
    expect(row.practice.en).toBe('<ul><li>Irrigate at tasseling</li><li>Mulch</li></ul>');
    expect(row.impact.en).toBe('<p>Poor pollination</p>');

    const path = `/api/recommendations/${row.id}`;
    expect((await send(putOne, 'PUT', path, callers.anonymous, body)).status).toBe(401);
    const edited = await send(putOne, 'PUT', path, callers.admin, { ...body, practiceTl: '● Patubigan' });
    expect(edited.status).toBe(200);
    expect(((await edited.json()) as { recommendation: View }).recommendation.practice.tl).toBe('<ul><li>Patubigan</li></ul>');

    expect((await send(deleteOne, 'DELETE', path, callers.anonymous)).status).toBe(401);
    expect((await send(deleteOne, 'DELETE', path, callers.admin)).status).toBe(403);
    expect((await send(deleteOne, 'DELETE', path, callers.superadmin)).status).toBe(200);
    expect((await send(deleteOne, 'DELETE', path, callers.superadmin)).status).toBe(404);
    const actions = (await (await portalDb()).select().from(auditLog)).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['recommendation.create', 'recommendation.update', 'recommendation.delete']));
  });

  it.each(XSS_PAYLOADS)('keeps only text of %s in the operation and SMS, and safe markup in the texts', async (payload) => {
    const answer = await send(create, 'POST', '/api/recommendations', callers.admin, {
      ...body,
      farmOperation: payload,
      sms: payload,
      impactEn: payload,
      impactTl: payload,
      practiceEn: payload,
      practiceTl: payload,
    });
    expect(answer.status).toBe(201);
    const { recommendation: row } = (await answer.json()) as { recommendation: View & { farmOperation: string; sms: string } };
    for (const text of [row.farmOperation, row.sms, row.impact.en, row.impact.tl, row.practice.en, row.practice.tl]) expect(text).not.toMatch(FORBIDDEN_MARKUP);
    expect(row.farmOperation).toContain('Drain');
    expect((await send(deleteOne, 'DELETE', `/api/recommendations/${row.id}`, callers.superadmin)).status).toBe(200);
  });

  it.each(ENTITY_PAYLOADS)('stores %s in the operation and SMS as text that never decodes into a tag, in every answer', async (payload) => {
    const answer = await send(create, 'POST', '/api/recommendations', callers.admin, { ...body, farmOperation: payload, sms: payload });
    expect(answer.status).toBe(201);
    const { recommendation: row } = (await answer.json()) as { recommendation: View & { farmOperation: string; sms: string } };
    const listed = JSON.stringify(await (await query(`type=${body.type}&crop=${body.crop}`)).json());
    const exported = JSON.stringify(await (await exportRecommendations(new Request(`${BASE}/api/export/v1/recommendations?type=${body.type}`))).json());
    for (const text of [row.farmOperation, row.sms]) {
      expect(text).toContain('Drain');
      expect(text).not.toMatch(/<[a-z!/?]/i);
    }
    for (const answerText of [listed, exported]) expect(answerText).not.toMatch(/<(img|script|svg)/i);
    expect((await send(deleteOne, 'DELETE', `/api/recommendations/${row.id}`, callers.superadmin)).status).toBe(200);
  });

  it('checks the stage against the crop and the trigger against the type', async () => {
    const answer = await send(create, 'POST', '/api/recommendations', callers.admin, { ...body, crop: 'rice', stage: 'vegtass', trigger: 'signal_number_2' });
    expect(answer.status).toBe(400);
    const message = await messageOf(answer);
    expect(message).toContain('stage: Rice has no stage "vegtass"');
    expect(message).toContain('trigger: "signal_number_2" is not a condition code');
  });

  it('refuses malformed JSON and a practice that is only markup', async () => {
    const broken = await create(
      new Request(`${BASE}/api/recommendations`, { method: 'POST', headers: { ...callers.admin, 'content-type': 'application/json' }, body: '{"type":' }),
    );
    expect(broken.status).toBe(400);
    const empty = await send(create, 'POST', '/api/recommendations', callers.admin, { ...body, practiceEn: '<script>alert(1)</script>' });
    expect(await messageOf(empty)).toContain('practiceEn: nothing is left once unsafe markup is removed');
  });

  it('lists rows for staff with filters, search and the count missing Tagalog', async () => {
    expect((await search(new Request(`${BASE}/api/recommendations/search`, { headers: callers.anonymous }))).status).toBe(401);
    const all = (await (await search(new Request(`${BASE}/api/recommendations/search?type=tenday`, { headers: callers.admin }))).json()) as {
      total: number;
      missingTagalog: number;
      rows: { missingTagalog: boolean }[];
    };
    expect(all.total).toBe(XSS_PAYLOADS.length);
    const hits = (await (await search(new Request(`${BASE}/api/recommendations/search?q=tiller`, { headers: callers.superadmin }))).json()) as {
      total: number;
      rows: View[];
    };
    expect(hits.total).toBe(1);
    expect(hits.rows[0]!.impact.en).toBe('<p>Tillers die back</p>');
    const missing = (await (await search(new Request(`${BASE}/api/recommendations/search?missingTagalog=1`, { headers: callers.admin }))).json()) as {
      total: number;
      rows: { missingTagalog: boolean }[];
    };
    expect(missing.rows.every((r) => r.missingTagalog)).toBe(true);
  });
});

describe('general recommendations: for a forecast, not tied to a stage, for one crop or every crop', () => {
  const general = {
    type: 'special',
    crop: 'all',
    stage: 'general',
    farmOperation: 'storm preparation',
    trigger: 'signal_number_2',
    risk: 'flood_submergence',
    practiceEn: '● Harvest what is mature\n● Move animals to higher ground',
    practiceTl: '● Anihin ang hinog na\n● Ilipat ang mga hayop sa mataas na lugar',
  };
  type GeneralView = View & { crop: string | null; stageLabel: { en: string; tl: string }; farmOperationLabel: { en: string; tl: string } };
  let id = 0;

  it('are added and edited through the API with crop `all` / null and stage `general` / null', async () => {
    const created = await send(create, 'POST', '/api/recommendations', callers.admin, general);
    expect(created.status).toBe(201);
    const { recommendation: row } = (await created.json()) as { recommendation: GeneralView };
    expect(row).toMatchObject({
      crop: null,
      stage: null,
      stageLabel: { en: 'All stages', tl: 'Lahat ng yugto' },
      farmOperationLabel: { tl: 'Paghahanda sa bagyo' },
    });
    id = row.id;
    const edited = await send(putOne, 'PUT', `/api/recommendations/${id}`, callers.admin, { ...general, crop: null, stage: null, trigger: 'signal_number_3' });
    expect(edited.status).toBe(200);
    expect(((await edited.json()) as { recommendation: GeneralView }).recommendation).toMatchObject({ crop: null, stage: null, trigger: 'signal_number_3' });
    const riceOnly = await send(create, 'POST', '/api/recommendations', callers.admin, {
      ...general,
      crop: 'rice',
      stage: 'GENERAL',
      trigger: 'signal_number_3',
    });
    expect(((await riceOnly.json()) as { recommendation: GeneralView }).recommendation).toMatchObject({ crop: 'rice', stage: null });
    const wrong = await send(create, 'POST', '/api/recommendations', callers.admin, { ...general, stage: 'flowering' });
    expect(await messageOf(wrong)).toContain('stage must be one of prep, seed, plant, estab, veg, vegleaf, vegtass, repro, mat or general');
  });

  it("are found for a crop (every crop's rows too) when the stages ask for general, and not for a stage", async () => {
    const found = (await (await query('type=special&crop=rice&stages=general,mat&forecast=signal_number_3')).json()) as GeneralView[];
    expect(found.map((r) => [r.crop, r.stage])).toEqual([
      [null, null],
      ['rice', null],
      ['rice', 'mat'],
    ]);
    const corn = (await (await query('type=special&crop=corn&stage=general')).json()) as GeneralView[];
    expect(corn.map((r) => r.id)).toEqual([id]);
    expect((await query('type=special&crop=corn&stage=veg')).status).toBe(404);
  });

  it('are listed for staff by `all` crops and the `general` stage', async () => {
    const list = (await (await search(new Request(`${BASE}/api/recommendations/search?crop=all&stage=general`, { headers: callers.admin }))).json()) as {
      total: number;
      rows: GeneralView[];
    };
    expect(list.total).toBe(1);
    expect(list.rows[0]!.id).toBe(id);
  });

  it('are imported from a Crop Stage of general (any case), for the crop chosen or for all crops', async () => {
    const rows = [
      ['General', 'Storm preparation', 'Signal No. 2', '● Secure seed and fertiliser', '● Itago ang binhi at abono'],
      ['Vegetative', 'Staking', 'Signal No. 1', '● Prop up the plants', '● Lagyan ng tukod'],
    ];
    const answer = await upload(callers.admin, await recommendationWorkbook({ special: rows }), { crop: 'ALL' });
    expect(answer.status).toBe(201);
    // Rows for every crop replace the stored rows for every crop of that type.
    expect(await answer.json()).toMatchObject({ imported: 2, replaced: 1 });
    const found = (await (await query('type=special&crop=corn&stages=general,veg')).json()) as GeneralView[];
    expect(found.map((r) => [r.crop, r.stage, r.trigger])).toEqual([
      [null, null, 'signal_number_2'],
      [null, 'veg', 'signal_number_1'],
    ]);
    const forRice = await upload(callers.admin, await recommendationWorkbook({ special: [['general', 'Storm preparation', '2', '● Harvest now', '']] }), {
      crop: 'rice',
    });
    expect(await forRice.json()).toMatchObject({ imported: 1 });
    const refused = await upload(callers.admin, await recommendationWorkbook({ special: [['flowering', 'x', '2', '● y', '']] }), { crop: 'all' });
    expect(await messageOf(refused)).toMatch(/A recommendation for all crops has no stage "flowering"/);
  });

  it('are exported with crop_stage general and crop all', async () => {
    const answer = await exportRecommendations(new Request(`${BASE}/api/export/v1/recommendations?type=special`, { headers: callers.admin }));
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as { collections: { path: string; documents: { data: Record<string, unknown> }[] }[] };
    const documents = body.collections.find((c) => c.path === 'n_list_crop_recommendations_special')!.documents.map((d) => d.data);
    expect(documents).toContainEqual(
      expect.objectContaining({
        crop: 'all',
        crop_stage: 'general',
        crop_stage_label: 'All stages',
        crop_stage_label_tag: 'Lahat ng yugto',
        farm_operation_tag: 'Paghahanda sa bagyo',
      }),
    );
    expect(documents).toContainEqual(expect.objectContaining({ crop: 'rice', crop_stage: 'general', forecast: 'signal_number_2' }));
  });
});

describe('coverage of the latest outlook', () => {
  it('lists place × crop × stage × forecast with no recommendation', async () => {
    expect((await getCoverage(new Request(`${BASE}/api/recommendations/coverage`, { headers: callers.anonymous }))).status).toBe(401);
    // Bay, Laguna: rice tillering through August; a 10-day outlook from Aug 18 with heavy rain every day.
    const slots = Array.from({ length: 24 }, (_, i) => (i === 15 ? 'veg' : i === 16 ? 'repro' : null));
    const saved = await send(putCalendar, 'PUT', '/api/calendar', callers.admin, {
      province: 'Laguna',
      crop: 'rice',
      mode: 'ten_day',
      rows: [{ municipality: 'Bay', slots }],
    });
    expect(saved.status).toBe(200);
    const bay = readSharedPlaces().find((p) => p.name === 'Bay')!.psgc;
    const values = Array.from({ length: 10 }, (_, i) => ({
      municipality: bay,
      date: `2025-08-${String(18 + i).padStart(2, '0')}`,
      ...{
        tempMin: 24,
        tempMax: 31,
        tempMean: null,
        rainfall: 'above_normal',
        rainfallAmount: null,
        cloudCover: null,
        humidity: null,
        windSpeed: null,
        windDirection: null,
      },
    }));
    const outlook = await send(postTenDay, 'POST', '/api/weather/10day', callers.admin, {
      forecastDate: '2025-08-18',
      validFrom: '2025-08-18',
      validTo: '2025-08-27',
      values,
    });
    expect(outlook.status).toBe(201);

    const report = (await (await getCoverage(new Request(`${BASE}/api/recommendations/coverage`, { headers: callers.admin }))).json()) as {
      checked: number;
      covered: number;
      gaps: { type: string; crop: string; stage: string; trigger: string; places: { name: string }[] }[];
    };
    // The window Aug 18-27 stays in August's 2nd half (veg), and a 10-day row for veg exists (trigger: any).
    expect(report.checked).toBe(1);
    expect(report.covered).toBe(1);

    const emptied = await send(putCalendar, 'PUT', '/api/calendar', callers.admin, {
      province: 'Laguna',
      crop: 'rice',
      mode: 'ten_day',
      rows: [{ municipality: 'Bay', slots: slots.map((s) => (s === 'veg' ? 'estab' : s)) }],
    });
    expect(emptied.status).toBe(200);
    const after = (await (await getCoverage(new Request(`${BASE}/api/recommendations/coverage`, { headers: callers.superadmin }))).json()) as typeof report;
    expect(after.gaps).toEqual([
      expect.objectContaining({ type: 'tenday', crop: 'rice', stage: 'estab', trigger: 'above_normal', places: [expect.objectContaining({ name: 'Bay' })] }),
    ]);

    // No stage in the ten days: the need is the general advice for heavy rains, which a general row covers.
    const fallow = await send(putCalendar, 'PUT', '/api/calendar', callers.admin, {
      province: 'Laguna',
      crop: 'rice',
      mode: 'ten_day',
      rows: [{ municipality: 'Bay', slots: slots.map((_, i) => (i === 2 ? 'prep' : null)) }],
    });
    expect(fallow.status).toBe(200);
    type Report = typeof report & { triggersWithoutGeneral: { type: string; trigger: string }[] };
    const general = (await (await getCoverage(new Request(`${BASE}/api/recommendations/coverage`, { headers: callers.admin }))).json()) as Report;
    expect(general.gaps).toEqual([expect.objectContaining({ type: 'tenday', crop: 'rice', stage: null, trigger: 'above_normal' })]);
    expect(general.triggersWithoutGeneral).toContainEqual({ type: 'tenday', trigger: 'above_normal' });
    expect(general.triggersWithoutGeneral).not.toContainEqual({ type: 'special', trigger: 'signal_number_2' });
    const added = await send(create, 'POST', '/api/recommendations', callers.admin, {
      type: 'tenday',
      crop: 'all',
      stage: 'general',
      farmOperation: 'Farm work planning',
      trigger: 'above_normal',
      practiceEn: '● Clear the drains',
    });
    expect(added.status).toBe(201);
    const covered = (await (await getCoverage(new Request(`${BASE}/api/recommendations/coverage`, { headers: callers.admin }))).json()) as Report;
    expect(covered).toMatchObject({ checked: 1, covered: 1, gaps: [] });
    expect(covered.triggersWithoutGeneral).not.toContainEqual({ type: 'tenday', trigger: 'above_normal' });
  });
});

describe('entity-smuggled markup through every way in', () => {
  it.each(ENTITY_PAYLOADS)('keeps %s as text when it comes by workbook import or by the editor', async (payload) => {
    const imported = await upload(callers.admin, await recommendationWorkbook({ tenday: [['vegleaf', payload, '● Weed between rows', '']] }), { crop: 'corn' });
    expect(imported.status).toBe(201);
    const rows = (await (await query('type=tenday&crop=corn')).json()) as (View & { farmOperation: string })[];
    const row = rows.find((one) => one.stage === 'vegleaf');
    expect(row!.farmOperation).toContain('Drain');
    expect(row!.farmOperation).not.toMatch(/<[a-z!/?]/i);
    const edited = await send(putOne, 'PUT', `/api/recommendations/${row!.id}`, callers.admin, {
      type: 'tenday',
      crop: 'corn',
      stage: 'vegleaf',
      trigger: 'above_normal',
      farmOperation: payload,
      sms: payload,
      practiceEn: '● Weed between rows',
    });
    expect(edited.status).toBe(200);
    const answers = [
      await (await query('type=tenday&crop=corn')).text(),
      await (await exportRecommendations(new Request(`${BASE}/api/export/v1/recommendations?type=tenday`))).text(),
      await (await search(new Request(`${BASE}/api/recommendations/search?q=Drain`, { headers: callers.admin }))).text(),
      await edited.text(),
    ];
    for (const text of answers) {
      expect(text).toContain('Drain the field');
      expect(text).not.toMatch(/<(img|script|svg)/i);
    }
    expect((await send(deleteOne, 'DELETE', `/api/recommendations/${row!.id}`, callers.superadmin)).status).toBe(200);
  });
});

describe('the staff table, paged and filtered by its address', () => {
  /** 60 cassava rows: 40 10-day ones for veg under heavy rains (every other one without Tagalog), 20 seasonal ones for planting. */
  const addRows = async () => {
    const rows = Array.from({ length: 60 }, (_, i) => ({
      type: i < 40 ? ('tenday' as const) : ('seasonal' as const),
      cropKey: 'cassava',
      stage: i < 40 ? ('veg' as const) : ('plant' as const),
      trigger: i < 40 ? 'above_normal' : 'b_normal',
      farmOperation: 'Paging drill',
      practiceEn: `<p>Paging drill row ${i}</p>`,
      practiceTl: i % 2 === 0 ? `<p>Hanay ${i}</p>` : '',
      updatedBy: 'test',
    }));
    await (await portalDb()).insert(recommendation).values(rows);
  };
  const open = async (search: string) => {
    const { query, ignored } = parseRecommendationPageQuery(Object.fromEntries(new URLSearchParams(search)));
    return { query, ignored, list: await pageRecommendations(await portalDb(), query) };
  };

  it('shows 25 rows a page unless 50 are asked for, and every row on exactly one page', async () => {
    await addRows();
    const first = await open('crop=cassava');
    expect(first.query).toEqual({ filters: { crop: 'cassava' }, page: 1, perPage: 25 });
    expect(first.list).toMatchObject({ total: 60, page: 1, perPage: 25, pages: 3, from: 1, to: 25, outOfRange: false });
    expect(first.list.rows).toHaveLength(25);
    const last = await open('crop=cassava&page=3');
    expect(last.list).toMatchObject({ page: 3, pages: 3, from: 51, to: 60, outOfRange: false });
    const ids = (await Promise.all([1, 2, 3].map((page) => open(`crop=cassava&page=${page}`)))).flatMap(({ list }) => list.rows.map((row) => row.id));
    expect(new Set(ids).size).toBe(60);

    const fifty = await open('crop=cassava&perPage=50');
    expect(fifty.list).toMatchObject({ perPage: 50, pages: 2, from: 1, to: 50 });
    expect(fifty.list.rows).toHaveLength(50);
    // Only 25 or 50: anything else is named as ignored and the default applies.
    const huge = await open('crop=cassava&perPage=500');
    expect(huge.ignored).toEqual(['perPage']);
    expect(huge.list.rows).toHaveLength(25);
    // Page links: all of them when few; else the ends and two either side of the current one.
    expect(pageNumbers(2, 3)).toEqual([1, 2, 3]);
    expect(pageNumbers(10, 20)).toEqual([1, null, 8, 9, 10, 11, 12, null, 20]);
    expect(pageNumbers(1, 12)).toEqual([1, 2, 3, null, 12]);
  });

  it('combines every filter, and gives each view one address that opens it again', async () => {
    const all = 'q=drill&type=tenday&crop=cassava&stage=veg&trigger=above_normal&missingTagalog=1';
    const combined = await open(`${all}&perPage=50`);
    expect(combined.ignored).toEqual([]);
    expect(combined.list.total).toBe(20);
    expect(combined.list.rows.every((row) => row.type === 'tenday' && row.stage === 'veg' && row.trigger === 'above_normal' && row.missingTagalog)).toBe(true);
    expect((await open('crop=cassava&type=tenday')).list.total).toBe(40);
    expect((await open('crop=cassava&stage=plant&q=drill')).list.total).toBe(20);
    expect((await open('crop=cassava&type=seasonal&stage=veg')).list).toMatchObject({ total: 0, pages: 1, from: 0, to: 0, outOfRange: false });

    const href = recommendationPageHref((await open(all)).query, { page: 2 });
    expect(href).toBe(`/admin/recommendations?${all}&page=2`);
    expect((await open(href.split('?')[1]!)).query).toEqual({ ...(await open(all)).query, page: 2 });
    expect(recommendationPageHref(combined.query, { page: 1 })).toBe(`/admin/recommendations?${all}&perPage=50`);
    expect(recommendationPageHref((await open('')).query)).toBe('/admin/recommendations');
  });

  it('answers a page past the last with no rows and the number of pages, and drops only what it cannot read', async () => {
    const past = await open('crop=cassava&page=4');
    expect(past.ignored).toEqual([]);
    expect(past.list).toMatchObject({ total: 60, page: 4, pages: 3, from: 0, to: 0, outOfRange: true, rows: [] });
    expect((await open('crop=cassava&perPage=50&page=3')).list).toMatchObject({ pages: 2, outOfRange: true });

    for (const page of ['abc', '0', '-2', '1.5']) {
      const bad = await open(`crop=cassava&page=${page}`);
      expect(bad.ignored).toEqual(['page']);
      expect(bad.list).toMatchObject({ page: 1, from: 1, total: 60 });
    }
    // An unknown crop is dropped on its own; the other filters still apply.
    const unknown = await open('crop=atlantis-yam&type=seasonal&q=drill');
    expect(unknown.ignored).toEqual(['crop']);
    expect(unknown.list.total).toBe(20);
    // Older `offset=` links open the page holding that row; the editor's `saved=` is not a filter.
    expect((await open('crop=cassava&offset=50&saved=12')).list).toMatchObject({ page: 3, from: 51, to: 60 });
    expect((await open('crop=cassava&offset=50&saved=12')).ignored).toEqual([]);
  });
});
