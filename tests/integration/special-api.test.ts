import { describe, expect, it } from 'vitest';
import { GET as listIssuances } from '@/app/api/weather/issuances/route';
import { GET as getImage } from '@/app/api/weather/special/track-image/route';
import { GET, POST } from '@/app/api/weather/special/route';
import { nextBulletinNumber } from '@/modules/weather/rules/next-bulletin-number';
import { portalDb } from '../support/test-database';
import { resolvePlaceFilter } from '@/modules/places/server/resolve-place-filter';
import { getAdvisoryPrefill } from '@/modules/weather/server/get-advisory-prefill';
import { databaseWithCallers } from '../support/callers';

const BASE = 'http://localhost:3000';
const callers = databaseWithCallers();

// The smallest PNG: a 1×1 pixel.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const advisory = {
  activeCyclone: true,
  name: 'Mirasol',
  bulletinNumber: '7',
  issuedAt: '2025-09-21T11:00:00+08:00',
  centre: '120 km East of Infanta, Quezon',
  movement: 'West northwestward at 20 km/h',
  strength: 'Maximum sustained winds of 65 km/h',
  forecastPositions: [{ at: '24 h', location: 'Over the West Philippine Sea' }],
  signals: [
    { province: 'Quezon', signal: 'signal_number_1' },
    { province: 'Quezon', municipality: 'Infanta', signal: 'signal_number_2' },
    { province: 'Rizal', signal: 'general_no_signal' },
  ],
};
/**
 * PAGASA's issue times, one hour apart, in the order the office saves them: the live advisory is the
 * newest by issue time (issue 32), so a later save carries a later issue time, as it does in a real week.
 */
let clock = Date.parse(advisory.issuedAt);
const issued = () => new Date((clock += 3_600_000)).toISOString();
const postJson = (headers: Record<string, string>, body: unknown) =>
  POST(new Request(`${BASE}/api/weather/special`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) }));
const postForm = (headers: Record<string, string>, body: unknown, image?: { name: string; bytes: Buffer }) => {
  const form = new FormData();
  form.append('advisory', JSON.stringify(body));
  if (image) form.append('trackimage', new Blob([new Uint8Array(image.bytes)]), image.name);
  return POST(new Request(`${BASE}/api/weather/special`, { method: 'POST', headers, body: form }));
};
const read = (query: string) => GET(new Request(`${BASE}/api/weather/special${query}`));

describe('the special weather API', () => {
  it('is empty before an advisory, and staff-only for writes', async () => {
    expect((await read('')).status).toBe(404);
    // Nothing to start the cyclone form from: it opens blank.
    expect(await getAdvisoryPrefill(await portalDb())).toBeNull();
    expect((await postJson(callers.anonymous, advisory)).status).toBe(401);
    expect((await postJson(callers.noLevel, advisory)).status).toBe(403);
  });

  it('stores an advisory with signals and a track image, and answers signals per place', async () => {
    const answer = await postForm(callers.admin, advisory, { name: 'track.png', bytes: PNG });
    expect(answer.status).toBe(201);
    expect(await answer.json()).toMatchObject({ signals: 3 });
    const body = await (await read('?province=quezon')).json();
    expect(body.advisory).toMatchObject({ activeCyclone: true, name: 'Mirasol', bulletinNumber: '7', forecastPositions: advisory.forecastPositions });
    // The cyclone form is typed in by staff: `admin`, and the person is not answered.
    expect(body.issuance).toMatchObject({ source: 'encode', updatedBy: 'admin' });
    expect(JSON.stringify(body)).not.toContain('@example.ph');
    expect(body.places.find((p: { label: string }) => p.label === 'Infanta').signal).toBe('signal_number_2');
    expect(body.places.find((p: { label: string }) => p.label === 'Real').signal).toBe('signal_number_1');
    const image = await getImage(new Request(`${BASE}${body.advisory.trackImageUrl}`));
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('keeps optional Tagalog versions of the staff texts beside the English', async () => {
    const tagalog = {
      centreTl: '120 km Silangan ng Infanta, Quezon',
      movementTl: 'Pakanluran-hilagang-kanluran, 20 km/h',
      strengthTl: 'Hanging umaabot sa 65 km/h',
    };
    expect((await postJson(callers.admin, { ...advisory, ...tagalog, bulletinNumber: '8' })).status).toBe(201);
    const body = await (await read('')).json();
    expect(body.advisory).toMatchObject({ bulletinNumber: '8', centre: advisory.centre, movement: advisory.movement, strength: advisory.strength, ...tagalog });
    // Without them, the answer says so (null) rather than repeating the English.
    expect((await postJson(callers.admin, { ...advisory, bulletinNumber: '9' })).status).toBe(201);
    expect((await (await read('')).json()).advisory).toMatchObject({ bulletinNumber: '9', centreTl: null, movementTl: null, strengthTl: null });
    const tooLong = await postJson(callers.admin, { ...advisory, centreTl: 'x'.repeat(301) });
    expect(tooLong.status).toBe(400);
    expect((await tooLong.json()).error.message).toMatch(/centreTl/);
  });

  it("keeps PAGASA's hazards with their Tagalog, keeps them within the bulletin, and refuses one too long", async () => {
    const hazards = { hazardRainfall: 'Heavy rains of 100–200 mm over Quezon', hazardRainfallTl: 'Malakas na ulan sa Quezon', hazardWind: 'Gale-force winds' };
    expect((await postJson(callers.admin, { ...advisory, ...hazards, bulletinNumber: '20' })).status).toBe(201);
    expect((await (await read('')).json()).advisory.hazards).toEqual({
      rainfall: { en: 'Heavy rains of 100–200 mm over Quezon', tl: 'Malakas na ulan sa Quezon' },
      wind: { en: 'Gale-force winds', tl: null },
    });
    // A later write of the same bulletin that gives one hazard keeps the others.
    expect((await postJson(callers.admin, { ...advisory, bulletinNumber: '20', hazardSurge: 'Storm surge up to 2 m' })).status).toBe(201);
    expect(Object.keys((await (await read('')).json()).advisory.hazards).sort()).toEqual(['rainfall', 'surge', 'wind']);
    const tooLong = await postJson(callers.admin, { ...advisory, hazardFlooding: 'x'.repeat(601) });
    expect(tooLong.status).toBe(400);
    expect((await tooLong.json()).error.message).toMatch(/hazardFlooding/);
  });

  it('keeps the name alone and the category apart: "Typhoon RAMON" is RAMON, a typhoon, and the same cyclone as "RAMON"', async () => {
    expect((await postJson(callers.admin, { ...advisory, name: 'Typhoon RAMON', bulletinNumber: '30' })).status).toBe(201);
    expect((await (await read('')).json()).advisory).toMatchObject({ name: 'RAMON', category: 'typhoon' });
    expect((await postJson(callers.admin, { ...advisory, name: 'RAMON', category: 'super_typhoon', bulletinNumber: '30' })).status).toBe(201);
    expect((await (await read('')).json()).advisory).toMatchObject({ name: 'RAMON', category: 'super_typhoon' });
    const wrong = await postJson(callers.admin, { ...advisory, category: 'hurricane' });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error.message).toMatch(/category must be one of tropical_depression/);
  });

  it('keeps movement and strength as a direction and numbers, said in each language on the special bulletin', async () => {
    const motion = { movementDirection: 'WNW', movementSpeed: 20, maxWinds: 120, gusts: 150 };
    expect((await postJson(callers.admin, { ...advisory, ...motion, bulletinNumber: '40' })).status).toBe(201);
    expect((await (await read('')).json()).advisory.motion).toEqual({ direction: 'WNW', speed: 20, maxWinds: 120, gusts: 150 });
    expect((await getAdvisoryPrefill(await portalDb()))?.values).toMatchObject(motion);
    const wrong = await postJson(callers.admin, { ...advisory, movementDirection: 'UP', maxWinds: -3 });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error.message).toMatch(/movementDirection must be one of N, NNE/);
  });

  it('records "no active cyclone" as the latest state', async () => {
    expect((await postJson(callers.superadmin, { activeCyclone: false, issuedAt: issued() })).status).toBe(201);
    const body = await (await read('')).json();
    expect(body.advisory.activeCyclone).toBe(false);
    expect(body.places).toEqual([]);
    expect(body.issuance.dateRange).toBe('No active tropical cyclone');
  });

  it('keeps the other provinces of the same bulletin, starts afresh on a new bulletin, and clears every signal without a cyclone', async () => {
    const signalOf = (body: { places: { label: string; signal: string }[] }, label: string) => body.places.find((p) => p.label === label)?.signal ?? 'none';
    const ten = {
      ...advisory,
      issuedAt: issued(),
      bulletinNumber: '10',
      signals: [
        { province: 'Quezon', signal: 'signal_number_2' },
        { province: 'Quezon', municipality: 'Infanta', signal: 'signal_number_3' },
        { province: 'Laguna', signal: 'signal_number_1' },
      ],
    };
    expect((await postForm(callers.admin, ten, { name: 'track.png', bytes: PNG })).status).toBe(201);

    // The same bulletin again with two provinces and none of the texts: Quezon's signals, the texts and the track are kept.
    const partial = await postJson(callers.admin, {
      activeCyclone: true,
      name: 'MIRASOL',
      bulletinNumber: 'No. 10',
      issuedAt: ten.issuedAt,
      signals: [
        { province: 'Laguna', signal: 'signal_number_2' },
        { province: 'Batangas', signal: 'signal_number_1' },
      ],
    });
    expect(partial.status).toBe(201);
    expect(await partial.json()).toMatchObject({ signals: 4, carriedSignals: 2 });
    const kept = await (await read('')).json();
    expect([signalOf(kept, 'Infanta'), signalOf(kept, 'Real'), signalOf(kept, 'City of Calamba'), signalOf(kept, 'City of Lipa')]).toEqual([
      'signal_number_3',
      'signal_number_2',
      'signal_number_2',
      'signal_number_1',
    ]);
    expect(kept.advisory).toMatchObject({
      name: 'MIRASOL',
      centre: advisory.centre,
      forecastPositions: advisory.forecastPositions,
      trackImageUrl: expect.any(String),
    });
    const archive = await (await listIssuances(new Request(`${BASE}/api/weather/issuances?type=special_weather&limit=2`, { headers: callers.admin }))).json();
    expect(archive.items[0].coverageText).toMatch(/^Batangas, Laguna new; Quezon carried from /);
    expect(archive.items[1].coverageText).toBe('Laguna, Quezon new; nothing carried');

    // A new bulletin restates every signal in force: Quezon's are not carried into it.
    expect(
      (await postJson(callers.admin, { ...advisory, issuedAt: issued(), bulletinNumber: '11', signals: [{ province: 'Laguna', signal: 'signal_number_1' }] }))
        .status,
    ).toBe(201);
    const fresh = await (await read('')).json();
    expect([signalOf(fresh, 'Infanta'), signalOf(fresh, 'City of Calamba'), signalOf(fresh, 'City of Lipa')]).toEqual(['none', 'signal_number_1', 'none']);

    expect((await postJson(callers.admin, { activeCyclone: false, issuedAt: issued() })).status).toBe(201);
    expect((await (await read('')).json()).places).toEqual([]);
  });

  it('refuses wrong input with messages naming the problem', async () => {
    const cases: [Response, number, RegExp][] = [
      [await postJson(callers.admin, { activeCyclone: true }), 400, /name is required for an active cyclone/],
      [await postJson(callers.admin, { activeCyclone: false, signals: advisory.signals }), 400, /signals are only given while a cyclone is active/],
      [await postJson(callers.admin, { ...advisory, signals: [{ province: 'Quezon', signal: 'signal_number_9' }] }), 400, /signal must be one of/],
      [await postJson(callers.admin, { ...advisory, signals: [{ province: 'Atlantis', signal: 'signal_number_1' }] }), 400, /unknown province "Atlantis"/],
      [
        await postForm(callers.admin, advisory, { name: 'track.gif', bytes: Buffer.from('GIF89a....') }),
        400,
        /track\.gif: the track image must be a PNG or JPEG/,
      ],
      [await postForm(callers.admin, advisory, { name: 'huge.png', bytes: Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]) }), 413, /larger than 2 MB/],
    ];
    for (const [answer, status, message] of cases) {
      expect(answer.status).toBe(status);
      expect((await answer.json()).error.message).toMatch(message);
    }
  });
});

describe('the cyclone form, pre-filled from the live advisory', () => {
  const tagalog = {
    centreTl: '120 km Silangan ng Infanta, Quezon',
    movementTl: 'Pakanluran-hilagang-kanluran, 20 km/h',
    strengthTl: 'Hanging umaabot sa 65 km/h',
  };
  const hazards = {
    hazardRainfall: 'Heavy to intense rains (100–200 mm) over Quezon',
    hazardRainfallTl: 'Malakas hanggang matinding ulan (100–200 mm) sa Quezon',
    hazardSurge: 'Storm surge up to 2 m along the coast of Infanta',
  };
  const noHazards = {
    hazardRainfall: '',
    hazardRainfallTl: '',
    hazardFlooding: '',
    hazardFloodingTl: '',
    hazardSurge: '',
    hazardSurgeTl: '',
    hazardWind: '',
    hazardWindTl: '',
  };

  it('opens blank while the latest advisory says no cyclone is active', async () => {
    expect((await postJson(callers.admin, { activeCyclone: false, issuedAt: issued() })).status).toBe(201);
    expect(await getAdvisoryPrefill(await portalDb())).toBeNull();
  });

  it('carries over the name, texts in both languages, positions and signals, with the bulletin number one higher', async () => {
    const issuedAt = issued();
    const saved = await postJson(callers.admin, { ...advisory, ...tagalog, ...hazards, issuedAt });
    expect(saved.status).toBe(201);
    const { issuanceId } = (await saved.json()) as { issuanceId: string };
    const { provinces, municipalities } = await resolvePlaceFilter(await portalDb(), {});
    const psgc = (name: string) => (provinces.find((p) => p.name === name) ?? municipalities.find((m) => m.name === name))!.psgc;

    const prefill = await getAdvisoryPrefill(await portalDb());
    expect(prefill).toEqual({
      // Issued in 2025, long past its validity: said to be out of date.
      from: { issuanceId, name: 'Mirasol', bulletinNumber: '7', issuedAt, stale: true },
      values: {
        name: 'Mirasol',
        category: null,
        ...{ movementDirection: null, movementSpeed: null, maxWinds: null, gusts: null },
        bulletinNumber: '8',
        centre: advisory.centre,
        movement: advisory.movement,
        strength: advisory.strength,
        ...tagalog,
        ...noHazards,
        ...hazards,
        forecastPositions: advisory.forecastPositions,
        signals: { [psgc('Quezon')]: 'signal_number_1', [psgc('Infanta')]: 'signal_number_2', [psgc('Rizal')]: 'general_no_signal' },
      },
      bulletinNumberIncremented: true,
    });
  });

  it('gives empty texts, not "null", where the live advisory had none', async () => {
    expect((await postJson(callers.admin, { activeCyclone: true, name: 'Nando', bulletinNumber: '1', issuedAt: issued() })).status).toBe(201);
    expect((await getAdvisoryPrefill(await portalDb()))?.values).toEqual({
      name: 'Nando',
      category: null,
      ...{ movementDirection: null, movementSpeed: null, maxWinds: null, gusts: null },
      bulletinNumber: '2',
      ...{ centre: '', movement: '', strength: '', centreTl: '', movementTl: '', strengthTl: '' },
      ...noHazards,
      forecastPositions: [],
      signals: {},
    });
  });

  it('keeps a bulletin number that is not a plain number as it was, for staff to change', async () => {
    expect((await postJson(callers.admin, { ...advisory, issuedAt: issued(), bulletinNumber: '7-FINAL' })).status).toBe(201);
    expect(await getAdvisoryPrefill(await portalDb())).toMatchObject({
      from: { bulletinNumber: '7-FINAL' },
      values: { bulletinNumber: '7-FINAL' },
      bulletinNumberIncremented: false,
    });
    expect((await postJson(callers.admin, { ...advisory, issuedAt: issued(), bulletinNumber: '09' })).status).toBe(201);
    expect(await getAdvisoryPrefill(await portalDb())).toMatchObject({ values: { bulletinNumber: '10' }, bulletinNumberIncremented: true });
    expect([null, '', ' 41 ', '007', '99', 'TCB #14', '14A', '1.5', '-3'].map((n) => nextBulletinNumber(n))).toEqual([
      { value: '', incremented: false },
      { value: '', incremented: false },
      { value: '42', incremented: true },
      { value: '008', incremented: true },
      { value: '100', incremented: true },
      { value: 'TCB #14', incremented: false },
      { value: '14A', incremented: false },
      { value: '1.5', incremented: false },
      { value: '-3', incremented: false },
    ]);
  });

  it('opens blank again once the office says the cyclone has gone', async () => {
    expect((await postJson(callers.superadmin, { activeCyclone: false, issuedAt: issued() })).status).toBe(201);
    expect(await getAdvisoryPrefill(await portalDb())).toBeNull();
  });
});
