import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as getProvinces } from '@/app/api/constants/provinces/route';
import { GET as getRegion } from '@/app/api/constants/region/route';
import { signIn } from '../support/sign-in';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

let database: TestDatabase;
const callers: Record<string, Record<string, string>> = { anonymous: {} };

beforeAll(async () => {
  database = await createTestDatabase();
  callers.admin = (await signIn('admin')).headers;
  callers.superadmin = (await signIn('superadmin')).headers;
});
afterAll(() => database.dispose());

const get = (handler: (r: Request) => Promise<Response>, path: string, headers: Record<string, string> = {}) =>
  handler(new Request(`http://localhost:3000${path}`, { headers }));

describe.each(['anonymous', 'admin', 'superadmin'])('the constants, read by %s', (caller) => {
  it('GET /api/constants/region answers the region document', async () => {
    const answer = await get(getRegion, '/api/constants/region', callers[caller]);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({
      id: 'calabarzon',
      label: 'Region 4a',
      code: '4a',
      abbreviation: 'CALABARZON',
      center: { lat: 13.8357, lon: 122.4883 },
    });
  });

  it('GET /api/constants/provinces lists provinces with their municipalities', async () => {
    const answer = await get(getProvinces, '/api/constants/provinces', callers[caller]);
    expect(answer.status).toBe(200);
    const provinces = (await answer.json()) as { id: string; label: string; municipalities: { id: string; label: string }[] }[];
    expect(provinces.map((p) => [p.id, p.label, p.municipalities.length])).toEqual([
      ['0401000000', 'Batangas', 34],
      ['0402100000', 'Cavite', 23],
      ['0403400000', 'Laguna', 30],
      ['0405600000', 'Quezon', 41],
      ['0405800000', 'Rizal', 14],
    ]);
    const laguna = provinces.find((p) => p.label === 'Laguna')!;
    expect(laguna.municipalities).toContainEqual({ id: '0403403000', label: 'City of Biñan', kind: 'city' });
  });
});

describe('caching of the constants', () => {
  it('answers 304 to a caller that holds the same ETag', async () => {
    const first = await get(getProvinces, '/api/constants/provinces');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(first.headers.get('cache-control')).toContain('public');
    const second = await get(getProvinces, '/api/constants/provinces', { 'if-none-match': etag! });
    expect(second.status).toBe(304);
  });
});
