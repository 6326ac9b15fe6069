import { describe, expect, it } from 'vitest';
import { GET as getImage } from '@/app/api/weather/special/track-image/route';
import { GET, POST } from '@/app/api/weather/special/route';
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
    const tagalog = { centreTl: '120 km Silangan ng Infanta, Quezon', movementTl: 'Pakanluran-hilagang-kanluran, 20 km/h', strengthTl: 'Hanging umaabot sa 65 km/h' };
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

  it('records "no active cyclone" as the latest state', async () => {
    expect((await postJson(callers.superadmin, { activeCyclone: false })).status).toBe(201);
    const body = await (await read('')).json();
    expect(body.advisory.activeCyclone).toBe(false);
    expect(body.places).toEqual([]);
    expect(body.issuance.dateRange).toBe('No active tropical cyclone');
  });

  it('refuses wrong input with messages naming the problem', async () => {
    const cases: [Response, number, RegExp][] = [
      [await postJson(callers.admin, { activeCyclone: true }), 400, /name is required for an active cyclone/],
      [await postJson(callers.admin, { activeCyclone: false, signals: advisory.signals }), 400, /signals are only given while a cyclone is active/],
      [await postJson(callers.admin, { ...advisory, signals: [{ province: 'Quezon', signal: 'signal_number_9' }] }), 400, /signal must be one of/],
      [await postJson(callers.admin, { ...advisory, signals: [{ province: 'Atlantis', signal: 'signal_number_1' }] }), 400, /unknown province "Atlantis"/],
      [await postForm(callers.admin, advisory, { name: 'track.gif', bytes: Buffer.from('GIF89a....') }), 400, /track\.gif: the track image must be a PNG or JPEG/],
      [await postForm(callers.admin, advisory, { name: 'huge.png', bytes: Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]) }), 413, /larger than 2 MB/],
    ];
    for (const [answer, status, message] of cases) {
      expect(answer.status).toBe(status);
      expect((await answer.json()).error.message).toMatch(message);
    }
  });
});
