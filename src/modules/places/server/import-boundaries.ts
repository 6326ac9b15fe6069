import 'server-only';
import { changePublicData } from '@/platform/cache/change-public-data';
import { sql } from 'drizzle-orm';
import { boundary, province } from '@/db/schema';
import { writeAudit, type AuditEntry } from '@/modules/staff/server/audit/write-audit';
import type { Database } from '@/platform/db/database';
import { AppError } from '@/platform/errors/app-error';
import { getPlaceMatcher } from '@/modules/places/server/get-place-matcher';
import type { UploadedFile } from '@/platform/spreadsheets/load-workbook';
import { shapeBoundaries, type ShapeBoundaries, type UnmatchedFeature } from './shape-boundaries';

// Parsed GeoJSON takes several times its size in memory; larger sets go through the CLI.
export const MAX_BOUNDARY_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_BOUNDARY_UPLOAD_BYTES = 20 * 1024 * 1024;

export interface BoundaryImportReport {
  featuresRead: number;
  municipalitiesWithShape: number;
  provincesWithShape: number;
  unmatchedFeatures: UnmatchedFeature[];
  placesWithoutShape: string[];
  provincesWithoutShape: string[];
}

/**
 * Imports municipal and provincial boundaries (GeoJSON or TopoJSON): features are matched by PSGC
 * code, then by name; shapes are simplified for the web and stored, replacing earlier ones. The reading
 * is `shape`'s: uploads read in a process of their own with a bounded heap (`shapeBoundariesApart`),
 * the shipped set and the CLI's files here.
 */
export async function importBoundaries(
  db: Database,
  files: UploadedFile[],
  actor: AuditEntry['actor'],
  shape: ShapeBoundaries = (uploaded, region) => Promise.resolve().then(() => shapeBoundaries(uploaded, region)),
): Promise<BoundaryImportReport> {
  if (files.length === 0) throw new AppError('BAD_REQUEST', 'Choose one or more GeoJSON or TopoJSON files.');
  for (const file of files) {
    if (file.bytes.length > MAX_BOUNDARY_FILE_BYTES) {
      throw new AppError('PAYLOAD_TOO_LARGE', `${file.name}: the file is larger than 10 MB; import large files with npm run acap -- boundaries:import.`);
    }
  }
  const matcher = await getPlaceMatcher(db);
  const provinces = await db.select({ psgc: province.psgc, name: province.name }).from(province);
  const places = matcher.places.map(({ psgc, province, name, aliases }) => ({ psgc, province, name, aliases }));
  const shaped = await shape(files, { places, provinces });

  const source = files
    .map((f) => f.name)
    .join(', ')
    .slice(0, 500);
  await changePublicData(db, async (tx) => {
    const rows = shaped.shapes.map((row) => ({ ...row, source }));
    await tx
      .insert(boundary)
      .values(rows)
      .onConflictDoUpdate({
        target: boundary.psgc,
        set: { geometry: sql`excluded.geometry`, level: sql`excluded.level`, source: sql`excluded.source`, updatedAt: sql`now()` },
      });
    await writeAudit(tx, { actor, action: 'boundaries.import', target: source, summary: { shapes: rows.length, unmatched: shaped.unmatchedFeatures.length } });
  });

  const stored = new Set((await db.select({ psgc: boundary.psgc }).from(boundary)).map((row) => row.psgc));
  return {
    featuresRead: shaped.featuresRead,
    municipalitiesWithShape: shaped.shapes.filter((row) => row.level === 'municipality').length,
    provincesWithShape: shaped.shapes.filter((row) => row.level === 'province').length,
    unmatchedFeatures: shaped.unmatchedFeatures,
    placesWithoutShape: matcher.places.filter((p) => !stored.has(p.psgc)).map((p) => p.name),
    provincesWithoutShape: provinces.filter((p) => !stored.has(p.psgc)).map((p) => p.name),
  };
}
