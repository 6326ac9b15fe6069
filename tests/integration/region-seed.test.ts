import fs from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, boundary, municipality, placeAlias, province, region } from '@/db/schema';
import { SHIPPED_BOUNDARY_SOURCE } from '@/modules/places/rules/boundary-credit';
import { PLACES } from '@/modules/places/rules/places';
import { PROVINCES } from '@/modules/places/rules/region';
import { createPlaceMatcher } from '@/modules/places/rules/match-place';
import { prepareDatabase } from '@/platform/startup/prepare-database';
import { seedBoundaries, SHIPPED_BOUNDARIES_FILE } from '@/modules/places/server/seed/seed-boundaries';
import { seedRegion } from '@/modules/places/server/seed/seed-region';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

let database: TestDatabase;
beforeAll(async () => {
  // An empty database through the start-up path of the portal: migrations, then every seed.
  database = await createTestDatabase({ seed: false });
  await prepareDatabase(database.handle);
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
    expect(audits[0]).toMatchObject({ actorId: 'system', target: 'calabarzon' });
  });
});

describe('the shipped boundaries', () => {
  it('are in the project with their licence and attribution, well under 300 KB', () => {
    const folder = path.dirname(SHIPPED_BOUNDARIES_FILE);
    expect(path.relative(process.cwd(), SHIPPED_BOUNDARIES_FILE)).toBe(
      path.join('src', 'modules', 'places', 'server', 'seed', 'boundaries', 'calabarzon-boundaries.topo.json'),
    );
    expect(fs.statSync(SHIPPED_BOUNDARIES_FILE).size).toBeLessThan(200 * 1024);
    expect(fs.readFileSync(path.join(folder, 'LICENSE-faeldon-philippines-json-maps.txt'), 'utf8')).toMatch(/MIT License[\s\S]*James Faeldon/);
    const readme = fs.readFileSync(path.join(folder, 'README.md'), 'utf8');
    for (const fact of ['faeldon/philippines-json-maps', 'MIT', 'PSGC 2023', 'npm run boundaries:make']) expect(readme).toContain(fact);
  });

  it('give all 5 provinces and all 142 places a shape at first start, through the importer, with an audit row', async () => {
    const { db } = database.handle;
    const rows = await db.select({ psgc: boundary.psgc, level: boundary.level, geometry: boundary.geometry, source: boundary.source }).from(boundary);
    const stored = new Map(rows.map((row) => [row.psgc, row]));
    expect(PLACES.filter((place) => stored.get(place.psgc)?.level !== 'municipality').map((place) => place.name)).toEqual([]);
    expect(PROVINCES.filter((p) => stored.get(p.psgc)?.level !== 'province').map((p) => p.name)).toEqual([]);
    expect(rows).toHaveLength(142 + 5);
    expect(rows.every((row) => row.source === SHIPPED_BOUNDARY_SOURCE && ['Polygon', 'MultiPolygon'].includes(row.geometry.type))).toBe(true);
    const audits = await db.select().from(auditLog).where(eq(auditLog.actorId, 'system'));
    expect(audits.filter((a) => a.action === 'boundaries.seed')).toMatchObject([
      { target: SHIPPED_BOUNDARY_SOURCE, summary: { municipalities: 142, provinces: 5, placesWithoutShape: [] } },
    ]);
    expect(audits.filter((a) => a.action === 'boundaries.import')).toMatchObject([{ target: SHIPPED_BOUNDARY_SOURCE, summary: { shapes: 147, unmatched: 0 } }]);
  });

  it('are seeded once: not again at the next start, nor once the portal has had boundaries', async () => {
    const { db } = database.handle;
    const before = await db.select({ psgc: boundary.psgc, updatedAt: boundary.updatedAt }).from(boundary);
    await prepareDatabase(database.handle);
    expect(await seedBoundaries(db)).toEqual({ seeded: false, reason: 'has boundaries' });
    expect(await db.select({ psgc: boundary.psgc, updatedAt: boundary.updatedAt }).from(boundary)).toEqual(before);
    await db.delete(boundary);
    expect(await seedBoundaries(db)).toEqual({ seeded: false, reason: 'seeded before' });
    expect(await db.select({ n: count() }).from(boundary)).toEqual([{ n: 0 }]);
    expect(await db.select().from(auditLog).where(eq(auditLog.action, 'boundaries.seed'))).toHaveLength(1);
  });
});
