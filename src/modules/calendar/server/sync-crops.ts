import 'server-only';
import { sql } from 'drizzle-orm';
import { crop } from '@/db/schema';
import { CROP_CATALOGUE } from '@/modules/calendar/rules/crops/crop-catalogue';
import type { Queryable } from '@/platform/db/database';

/** Brings the crop table in line with the catalogue in code, which is where crops and their stage labels are kept. */
export async function syncCrops(db: Queryable): Promise<void> {
  await db
    .insert(crop)
    .values(CROP_CATALOGUE.map((c, i) => ({ key: c.key, nameEn: c.name.en, nameTl: c.name.tl, sortOrder: i, stages: [...c.stages] })))
    .onConflictDoUpdate({
      target: crop.key,
      set: { nameEn: sql`excluded.name_en`, nameTl: sql`excluded.name_tl`, sortOrder: sql`excluded.sort_order`, stages: sql`excluded.stages` },
    });
}
