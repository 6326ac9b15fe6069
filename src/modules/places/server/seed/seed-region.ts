import 'server-only';
import { changePublicData } from '@/platform/cache/change-public-data';
import { count } from 'drizzle-orm';
import { municipality, placeAlias, province, region } from '@/db/schema';
import { PLACES } from '@/modules/places/rules/places';
import { PROVINCES, REGION } from '@/modules/places/rules/region';
import { writeAudit } from '@/modules/staff/server/audit/write-audit';
import type { Database } from '@/platform/db/database';

/** Loads the region, its provinces, cities, municipalities and their aliases when the region is missing. */
export async function seedRegion(db: Database): Promise<{ seeded: boolean }> {
  const [existing] = await db.select({ n: count() }).from(region);
  if ((existing?.n ?? 0) > 0) return { seeded: false };

  await changePublicData(db, async (tx) => {
    await tx
      .insert(region)
      .values({
        key: REGION.key,
        label: REGION.label,
        code: REGION.code,
        abbreviation: REGION.abbreviation,
        centerLat: REGION.center.lat,
        centerLon: REGION.center.lon,
      })
      .onConflictDoNothing();
    await tx
      .insert(province)
      .values(PROVINCES.map((p) => ({ psgc: p.psgc, regionKey: REGION.key, name: p.name })))
      .onConflictDoNothing();
    await tx
      .insert(municipality)
      .values(PLACES.map((p) => ({ psgc: p.psgc, provincePsgc: p.province, name: p.name, kind: p.kind, lat: p.lat, lon: p.lon })))
      .onConflictDoNothing();
    await tx
      .insert(placeAlias)
      .values(
        PLACES.flatMap((p) => [
          { municipalityPsgc: p.psgc, alias: p.pagasa2025, source: 'pagasa_2025' },
          { municipalityPsgc: p.psgc, alias: p.pagasa2022, source: 'pagasa_2022' },
        ]),
      )
      .onConflictDoNothing();
    await writeAudit(tx, {
      actor: 'system',
      action: 'region.seed',
      target: REGION.key,
      summary: { provinces: PROVINCES.length, municipalities: PLACES.length },
    });
  });
  return { seeded: true };
}
