import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { GET as readTenDay } from '@/app/api/weather/tenday/route';
import { GET as readVillages } from '@/app/api/constants/villages/route';
import { GET as readSuggestIndex } from '@/app/[locale]/(site)/search/places.json/route';
import { restoreBackup } from '@/platform/backup/restore-backup';
import { writeBackup } from '@/platform/backup/write-backup';
import { changePublicData } from '@/platform/cache/change-public-data';
import type { Database } from '@/platform/db/database';
import { getPlaceMatcher } from '@/modules/places/server/get-place-matcher';
import { getProvinceConstants } from '@/modules/places/server/get-province-constants';
import { getRegionConstants } from '@/modules/places/server/get-region-constants';
import { resolvePlaceFilter, type PlaceFilter } from '@/modules/places/server/resolve-place-filter';
import { seedRegion } from '@/modules/places/server/seed/seed-region';
import { getDatabaseHandle } from '@/platform/startup/portal-database';
import { loadBayOutlooks } from '../support/bulletin-fixtures';
import { databaseWithCallers } from '../support/callers';
import { createTestDatabase } from '../support/test-database';

const callers = databaseWithCallers({ afterSetUp: () => loadBayOutlooks(callers.admin) });

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'acap-place-lists-'));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));
afterEach(() => vi.restoreAllMocks());

const BAY = '0403402000';
const FILTERS: PlaceFilter[] = [
  {},
  { province: 'Laguna' },
  { province: 'Laguna', municipality: 'Bay' },
  { municipality: BAY },
  { province: 'Laguna', municipality: 'Tulo' },
];

/**
 * Counts the statements the database driver is sent outside a transaction, by the table they read
 * from: PGlite and node-postgres both take those through the client's `query` (a transaction's go
 * through its own connection, uncounted).
 */
function countReads(db: Database) {
  const client = (db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const statements: string[] = [];
  const original = client.query.bind(client);
  vi.spyOn(client, 'query').mockImplementation((...args: unknown[]) => {
    const [query] = args;
    statements.push(typeof query === 'string' ? query : String((query as { text?: unknown }).text));
    return original(...args);
  });
  return (table: string) => statements.filter((text) => new RegExp(`\\bfrom "${table}"`).test(text)).length;
}

/** The same filter on a transaction, which never shares a memo: what every call used to read. */
const unmemoised = (db: Database, filter: PlaceFilter) => db.transaction((tx) => resolvePlaceFilter(tx, filter));

describe('place lists and other reference data, read once per data version', () => {
  it('are read once across many resolvePlaceFilter calls, with the same answers as a fresh read', async () => {
    const { db } = await getDatabaseHandle();
    await changePublicData(db, async () => undefined);
    const reads = countReads(db);
    for (let round = 0; round < 3; round++) {
      for (const filter of FILTERS) expect(await resolvePlaceFilter(db, filter), JSON.stringify(filter)).toEqual(await unmemoised(db, filter));
    }
    // Unknown places are still 404s, and ambiguous ones 400s, from the kept lists.
    await expect(resolvePlaceFilter(db, { province: 'Atlantis' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(resolvePlaceFilter(db, { municipality: 'Tulo' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    vi.restoreAllMocks();
    const after = countReads(db);
    for (const filter of FILTERS) await resolvePlaceFilter(db, filter);
    expect(after('province') + after('municipality')).toBe(0);
    // The transactions read afresh every time; outside them the lists were read once in all.
    expect([reads('province'), reads('municipality')]).toEqual([1, 1]);
  });

  it('cost an outlook request no place reads once warm (it read both lists before)', async () => {
    const { db } = await getDatabaseHandle();
    await changePublicData(db, async () => undefined);
    const reads = countReads(db);
    const get = () => readTenDay(new Request('http://localhost:3000/api/weather/tenday?province=Laguna&municipality=Bay'));
    const cold = await get();
    expect(cold.status).toBe(200);
    const [coldProvince, coldMunicipality] = [reads('province'), reads('municipality')];
    expect([coldProvince, coldMunicipality]).toEqual([1, 1]);
    const warm = await get();
    expect(await warm.json()).toEqual(await cold.json());
    expect([reads('province'), reads('municipality')]).toEqual([coldProvince, coldMunicipality]);
  });

  it('are read again after a bump, and after a restore brings back other places', async () => {
    const handle = await getDatabaseHandle();
    const { db } = handle;
    const file = path.join(folder, 'places.acap.gz');
    await writeBackup(handle, { file });
    await changePublicData(db, async () => undefined);
    const reads = countReads(db);
    const bayName = async () => (await resolvePlaceFilter(db, { municipality: BAY })).municipalities[0]!.name;
    expect(await bayName()).toBe('Bay');
    expect(reads('province')).toBe(1);

    // A change that bypasses the services is not seen until the version moves.
    await db.execute(sql`update municipality set name = 'Bay (renamed)' where psgc = ${BAY}`);
    expect(await bayName()).toBe('Bay');
    expect(reads('province')).toBe(1);
    await changePublicData(db, async () => undefined);
    expect(await bayName()).toBe('Bay (renamed)');
    expect(reads('province')).toBe(2);

    await restoreBackup(handle, { file });
    expect(await bayName()).toBe('Bay');
    expect(await bayName()).toBe('Bay');
    expect(reads('province')).toBe(3);
  });

  it('hold the other reference reads too: constants, the matcher, the suggestion index', async () => {
    const { db } = await getDatabaseHandle();
    await changePublicData(db, async () => undefined);
    const reads = countReads(db);
    for (let round = 0; round < 3; round++) {
      await getProvinceConstants(db);
      await getRegionConstants(db);
      await getPlaceMatcher(db);
      expect((await readVillages(new Request('http://localhost:3000/api/constants/villages'))).status).toBe(200);
      expect((await readSuggestIndex(new Request('http://localhost:3000/en/search/places.json'))).status).toBe(200);
    }
    // One ordered read for the provinces document, one for the shared lists; one each of the rest.
    expect(reads('province')).toBe(2);
    expect(reads('municipality')).toBe(2);
    expect(reads('region')).toBe(1);
    expect(reads('place_alias')).toBe(1);
    expect((await getPlaceMatcher(db)).match('Bay', { province: 'Laguna' })).toMatchObject({ status: 'matched', place: { psgc: BAY } });
  });

  it('are kept per database, and a seed drops a read of the empty lists', async () => {
    const { db: seeded } = await getDatabaseHandle();
    const before = await resolvePlaceFilter(seeded, {});
    const empty = await createTestDatabase({ seed: false });
    try {
      const { db } = empty.handle;
      expect(await resolvePlaceFilter(db, {})).toEqual({ provinces: [], municipalities: [] });
      await expect(getRegionConstants(db)).rejects.toMatchObject({ code: 'NOT_FOUND' });
      await seedRegion(db);
      expect((await resolvePlaceFilter(db, {})).municipalities).toHaveLength(142);
      expect(await getRegionConstants(db)).toMatchObject({ abbreviation: expect.any(String) });
      expect(await resolvePlaceFilter(seeded, {})).toEqual(before);
    } finally {
      await empty.dispose();
    }
  });
});
