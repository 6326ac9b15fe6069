import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { weatherCommonData } from '@/db/schema';
import { REGION } from '@/domain/region/region';
import { COMMON_GROUP_SCHEMAS, type CommonGroup } from '@/domain/weather/common-data';
import type { z } from 'zod';
import { getDb } from '@/server/db/get-db';

export interface CommonDocument<G extends CommonGroup> {
  data: z.infer<(typeof COMMON_GROUP_SCHEMAS)[G]>;
  /** "system" or "admin", as the public sees it. */
  updated_by: 'system' | 'admin';
  date_created: { _seconds: number };
}

/** The current document of a common-data group, or null when none was saved. */
export async function getCommonData<G extends CommonGroup>(group: G): Promise<CommonDocument<G> | null> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(weatherCommonData)
    .where(and(eq(weatherCommonData.regionKey, REGION.key), eq(weatherCommonData.group, group)))
    .orderBy(desc(weatherCommonData.dateCreated), desc(weatherCommonData.id))
    .limit(1);
  if (!row) return null;
  return {
    data: row.data as CommonDocument<G>['data'],
    updated_by: row.updatedBy === 'system' ? 'system' : 'admin',
    date_created: { _seconds: Math.floor(row.dateCreated.getTime() / 1000) },
  };
}
