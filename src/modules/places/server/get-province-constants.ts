import 'server-only';
import type { Queryable } from '@/platform/db/database';
import { asc } from 'drizzle-orm';
import { municipality, province } from '@/db/schema';
import { memoPerGeneration } from '@/platform/cache/memo-per-generation';
import { AppError } from '@/platform/errors/app-error';

export interface ProvinceConstant {
  id: string;
  label: string;
  municipalities: { id: string; label: string; kind: 'city' | 'municipality' }[];
}

/**
 * The provinces constants document: every province with its cities and municipalities, by name. Read
 * once per data version (the home page shows it); shared, so callers must not change it.
 */
export function getProvinceConstants(db: Queryable): Promise<ProvinceConstant[]> {
  // Its own read rather than the memoised place lists: the database's collation orders the names.
  return memoPerGeneration(db, 'province-constants', async () => {
    const [provinces, places] = await Promise.all([
      db.select({ psgc: province.psgc, name: province.name }).from(province).orderBy(asc(province.name)),
      db
        .select({ psgc: municipality.psgc, province: municipality.provincePsgc, name: municipality.name, kind: municipality.kind })
        .from(municipality)
        .orderBy(asc(municipality.name)),
    ]);
    if (provinces.length === 0) throw new AppError('NOT_FOUND', 'Received empty data');
    return provinces.map((p) => ({
      id: p.psgc,
      label: p.name,
      municipalities: places.filter((m) => m.province === p.psgc).map((m) => ({ id: m.psgc, label: m.name, kind: m.kind })),
    }));
  });
}
