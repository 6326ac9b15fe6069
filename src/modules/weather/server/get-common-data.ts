import 'server-only';
import type { Queryable } from '@/platform/db/database';
import { and, desc, eq } from 'drizzle-orm';
import { weatherCommonData } from '@/db/schema';
import { REGION } from '@/modules/places/rules/region';
import { COMMON_GROUP_SCHEMAS, type CommonGroup } from '@/modules/weather/rules/common-data';
import type { UpdatedBy } from '@/modules/weather/rules/updated-by';
import type { z } from 'zod';

export interface CommonDocument<G extends CommonGroup> {
  data: z.infer<(typeof COMMON_GROUP_SCHEMAS)[G]>;
  /** As stored and as the POST answered: `admin` for the staff forms, `system` for a connector. */
  updated_by: UpdatedBy;
  date_created: { _seconds: number };
}

/** The current document of a common-data group, or null when none was saved. */
export async function getCommonData<G extends CommonGroup>(db: Queryable, group: G): Promise<CommonDocument<G> | null> {
  const [row] = await db
    // Not the author's email: this is the public answer.
    .select({ data: weatherCommonData.data, updatedBy: weatherCommonData.updatedBy, dateCreated: weatherCommonData.dateCreated })
    .from(weatherCommonData)
    .where(and(eq(weatherCommonData.regionKey, REGION.key), eq(weatherCommonData.group, group)))
    .orderBy(desc(weatherCommonData.dateCreated), desc(weatherCommonData.id))
    .limit(1);
  if (!row) return null;
  return {
    data: row.data as CommonDocument<G>['data'],
    updated_by: row.updatedBy,
    date_created: { _seconds: Math.floor(row.dateCreated.getTime() / 1000) },
  };
}
