import 'server-only';
import { changePublicData } from '@/platform/cache/change-public-data';
import type { Feature } from 'geojson';
import { sql } from 'drizzle-orm';
import { boundary, province } from '@/db/schema';
import { readFeatureIdentity } from '@/modules/places/rules/read-feature-identity';
import { writeAudit, type AuditEntry } from '@/modules/staff/server/audit/write-audit';
import type { Database } from '@/platform/db/database';
import { AppError } from '@/platform/errors/app-error';
import { getPlaceMatcher } from '@/modules/places/server/get-place-matcher';
import type { UploadedFile } from '@/platform/spreadsheets/load-workbook';
import { readBoundaryFeatures } from './read-boundary-features';
import { simplifyBoundaries, type Shape } from './simplify-boundaries';

// Parsed GeoJSON takes several times its size in memory; larger sets go through the CLI.
export const MAX_BOUNDARY_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_BOUNDARY_UPLOAD_BYTES = 20 * 1024 * 1024;

export interface BoundaryImportReport {
  featuresRead: number;
  municipalitiesWithShape: number;
  provincesWithShape: number;
  unmatchedFeatures: { file: string; feature: number; name: string | null; reason: string }[];
  placesWithoutShape: string[];
  provincesWithoutShape: string[];
}

/**
 * Imports municipal and provincial boundaries (GeoJSON or TopoJSON): features are matched by PSGC
 * code, then by name; shapes are simplified for the web and stored, replacing earlier ones.
 */
export async function importBoundaries(db: Database, files: UploadedFile[], actor: AuditEntry['actor']): Promise<BoundaryImportReport> {
  if (files.length === 0) throw new AppError('BAD_REQUEST', 'Choose one or more GeoJSON or TopoJSON files.');
  for (const file of files) {
    if (file.bytes.length > MAX_BOUNDARY_FILE_BYTES) {
      throw new AppError('PAYLOAD_TOO_LARGE', `${file.name}: the file is larger than 10 MB; import large files with npm run acap -- boundaries:import.`);
    }
  }
  const read = readBoundaryFeatures(files);
  const matcher = await getPlaceMatcher(db);
  const provinces = await db.select({ psgc: province.psgc, name: province.name }).from(province);
  const groups = new Map<string, Feature<Shape>[]>();
  const levels = new Map<string, 'province' | 'municipality'>();
  const unmatched: BoundaryImportReport['unmatchedFeatures'] = [];

  for (const { file, index, feature } of read) {
    const identity = readFeatureIdentity(feature.properties);
    const geometry = feature.geometry;
    if (!geometry || (geometry.type !== 'Polygon' && geometry.type !== 'MultiPolygon')) {
      unmatched.push({ file, feature: index, name: identity.name ?? null, reason: `a ${geometry?.type ?? 'missing'} geometry is not an area` });
      continue;
    }
    let target: { psgc: string; level: 'province' | 'municipality' } | undefined;
    const byCode = identity.psgc;
    if (byCode && identity.level !== 'province' && matcher.places.some((p) => p.psgc === byCode)) target = { psgc: byCode, level: 'municipality' };
    else if (byCode && identity.level !== 'municipality' && provinces.some((p) => p.psgc === byCode)) target = { psgc: byCode, level: 'province' };
    else if (identity.name) {
      const asProvince = identity.level !== 'municipality' ? matcher.matchProvince(identity.name) : null;
      const asPlace = identity.level !== 'province' ? matcher.match(identity.name) : null;
      if (asPlace?.status === 'matched') target = { psgc: asPlace.place.psgc, level: 'municipality' };
      else if (asProvince) target = { psgc: asProvince.psgc, level: 'province' };
    }
    if (!target) {
      unmatched.push({ file, feature: index, name: identity.name ?? identity.psgc ?? null, reason: 'no place of the region has this code or name' });
      continue;
    }
    const list = groups.get(target.psgc) ?? [];
    list.push({ type: 'Feature', properties: {}, geometry });
    groups.set(target.psgc, list);
    levels.set(target.psgc, target.level);
  }
  if (groups.size === 0) {
    throw new AppError('BAD_REQUEST', 'No feature in the files matches a province or municipality of the region; nothing was stored.', {
      details: { unmatchedFeatures: unmatched.slice(0, 50) },
    });
  }

  const shapes = simplifyBoundaries(groups);
  // Slivers and shapes of repeated points vanish when simplified; with nothing left there is nothing to store.
  if (shapes.size === 0) throw new AppError('BAD_REQUEST', 'No matched feature has an area left once simplified for the map; nothing was stored.');
  const source = files
    .map((f) => f.name)
    .join(', ')
    .slice(0, 500);
  await changePublicData(db, async (tx) => {
    const rows = [...shapes].map(([psgc, geometry]) => ({ psgc, level: levels.get(psgc)!, geometry, source }));
    await tx
      .insert(boundary)
      .values(rows)
      .onConflictDoUpdate({
        target: boundary.psgc,
        set: { geometry: sql`excluded.geometry`, level: sql`excluded.level`, source: sql`excluded.source`, updatedAt: sql`now()` },
      });
    await writeAudit(tx, { actor, action: 'boundaries.import', target: source, summary: { shapes: rows.length, unmatched: unmatched.length } });
  });

  const stored = new Set((await db.select({ psgc: boundary.psgc }).from(boundary)).map((row) => row.psgc));
  return {
    featuresRead: read.length,
    municipalitiesWithShape: [...levels.entries()].filter(([psgc, level]) => level === 'municipality' && shapes.has(psgc)).length,
    provincesWithShape: [...levels.entries()].filter(([psgc, level]) => level === 'province' && shapes.has(psgc)).length,
    unmatchedFeatures: unmatched,
    placesWithoutShape: matcher.places.filter((p) => !stored.has(p.psgc)).map((p) => p.name),
    provincesWithoutShape: provinces.filter((p) => !stored.has(p.psgc)).map((p) => p.name),
  };
}
