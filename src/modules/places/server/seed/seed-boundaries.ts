import 'server-only';
import { changePublicData } from '@/platform/cache/change-public-data';
import fs from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { appSetting, boundary } from '@/db/schema';
import { SHIPPED_BOUNDARY_SOURCE } from '@/modules/places/rules/boundary-credit';
import { writeAudit } from '@/modules/staff/server/audit/write-audit';
import { importBoundaries, type BoundaryImportReport } from '@/modules/places/server/import-boundaries';
import type { Database } from '@/platform/db/database';

/**
 * The region's boundaries shipped with the portal (written by scripts/make-region-boundaries.mjs,
 * licence and attribution beside it), read from the project folder at run time as the migrations are.
 */
export const SHIPPED_BOUNDARIES_FILE = path.join(process.cwd(), 'src', 'modules', 'places', 'server', 'seed', 'boundaries', 'calabarzon-boundaries.topo.json');

const MARKER = 'boundaries_seeded_at';

export type BoundarySeedResult =
  { seeded: true; report: BoundaryImportReport } | { seeded: false; reason: 'has boundaries' | 'seeded before' | 'no shipped file' };

/**
 * Loads the shipped boundaries into a portal that has none, once: through the importer an upload uses
 * (so an upload later replaces them place by place, as before), with a marker so they do not come back
 * once the portal has had boundaries. Their `boundary.source` names the shipped set, which the maps credit.
 */
export async function seedBoundaries(db: Database, file = SHIPPED_BOUNDARIES_FILE): Promise<BoundarySeedResult> {
  const [stored] = await db.select({ n: count() }).from(boundary);
  if ((stored?.n ?? 0) > 0) return { seeded: false, reason: 'has boundaries' };
  const [marker] = await db.select({ key: appSetting.key }).from(appSetting).where(eq(appSetting.key, MARKER));
  if (marker) return { seeded: false, reason: 'seeded before' };
  if (!fs.existsSync(file)) return { seeded: false, reason: 'no shipped file' };
  const bytes = fs.readFileSync(file);

  return changePublicData(db, async (tx) => {
    // Instances starting together on one PostgreSQL: the first marker wins, the others wait for it and stop here.
    const marked = await tx.insert(appSetting).values({ key: MARKER, value: new Date().toISOString() }).onConflictDoNothing().returning();
    if (marked.length === 0) return { seeded: false, reason: 'seeded before' } as const;
    // The importer's own transaction becomes a savepoint of this one: marker, shapes and audit rows land together.
    const report = await importBoundaries(tx, [{ name: SHIPPED_BOUNDARY_SOURCE, bytes }], 'system');
    await writeAudit(tx, {
      actor: 'system',
      action: 'boundaries.seed',
      target: SHIPPED_BOUNDARY_SOURCE,
      summary: { municipalities: report.municipalitiesWithShape, provinces: report.provincesWithShape, placesWithoutShape: report.placesWithoutShape },
    });
    return { seeded: true, report } as const;
  });
}
