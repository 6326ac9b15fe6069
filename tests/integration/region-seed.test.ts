import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, municipality, placeAlias, province, region } from '@/db/schema';
import { PROVINCES } from '@/domain/region/region';
import { createPlaceMatcher } from '@/domain/places/match-place';
import { seedRegion } from '@/server/seed/seed-region';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

describe('the region seed in the database', () => {
  it('stores the region, 5 provinces and 142 places with the right count per province', async () => {
    const { db } = database.handle;
    expect(await db.select().from(region)).toEqual([
      { key: 'calabarzon', label: 'Region 4a', code: '4a', abbreviation: 'CALABARZON', centerLat: 13.8357, centerLon: 122.4883 },
    ]);
    const perProvince = await db
      .select({ name: province.name, n: count(municipality.psgc) })
      .from(province)
      .leftJoin(municipality, eq(municipality.provincePsgc, province.psgc))
      .groupBy(province.name)
      .orderBy(province.name);
    expect(perProvince).toEqual([
      { name: 'Batangas', n: 34 },
      { name: 'Cavite', n: 23 },
      { name: 'Laguna', n: 30 },
      { name: 'Quezon', n: 41 },
      { name: 'Rizal', n: 14 },
    ]);
  });

  it('keeps the PAGASA 2025 and 2022 spellings, and each resolves to exactly one place', async () => {
    const { db } = database.handle;
    const places = await db.select().from(municipality);
    const aliases = await db.select().from(placeAlias);
    expect(aliases).toHaveLength(142 * 2);
    const matcher = createPlaceMatcher(
      places.map((p) => ({
        psgc: p.psgc,
        province: p.provincePsgc,
        name: p.name,
        aliases: aliases.filter((a) => a.municipalityPsgc === p.psgc).map((a) => a.alias),
      })),
      PROVINCES,
    );
    for (const alias of aliases) {
      const place = places.find((p) => p.psgc === alias.municipalityPsgc)!;
      const provinceName = PROVINCES.find((p) => p.psgc === place.provincePsgc)!.name;
      const result = matcher.match(alias.alias, { province: provinceName });
      expect(result.status === 'matched' && result.place.psgc, `${alias.alias} (${provinceName})`).toBe(place.psgc);
    }
  });

  it('runs once: a second seed changes nothing and the first left one audit row', async () => {
    const { db } = database.handle;
    expect(await seedRegion(db)).toEqual({ seeded: false });
    const [places] = await db.select({ n: count() }).from(municipality);
    expect(places?.n).toBe(142);
    const audits = await db.select().from(auditLog).where(eq(auditLog.action, 'region.seed'));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorEmail: 'system', target: 'calabarzon' });
  });
});
