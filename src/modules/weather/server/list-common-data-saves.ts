import 'server-only';
import type { Queryable } from '@/platform/db/database';
import { asc, desc, eq } from 'drizzle-orm';
import { weatherCommonData } from '@/db/schema';
import { REGION } from '@/modules/places/rules/region';
import type { CommonGroup } from '@/modules/weather/rules/common-data';
import type { UpdatedBy } from '@/modules/weather/rules/updated-by';

export interface CommonDataSave {
  group: CommonGroup;
  /** Null when a connector saved it. */
  authorEmail: string | null;
  updatedBy: UpdatedBy;
  dateCreated: Date;
}

/** Who saved the current document of each common-data group, and when: for the staff screen only. */
export async function listCommonDataSaves(db: Queryable): Promise<CommonDataSave[]> {
  return (
    db
      .selectDistinctOn([weatherCommonData.group], {
        group: weatherCommonData.group,
        authorEmail: weatherCommonData.authorEmail,
        updatedBy: weatherCommonData.updatedBy,
        dateCreated: weatherCommonData.dateCreated,
      })
      .from(weatherCommonData)
      .where(eq(weatherCommonData.regionKey, REGION.key))
      // The same "current" as getCommonData: newest first, the later insert on a tie.
      .orderBy(asc(weatherCommonData.group), desc(weatherCommonData.dateCreated), desc(weatherCommonData.id))
  );
}
