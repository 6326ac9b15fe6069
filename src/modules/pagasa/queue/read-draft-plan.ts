import 'server-only';
import { eq } from 'drizzle-orm';
import { appSetting } from '@/db/schema';
import { DRAFT_PLAN_KEY, readDraftPlan as parsePlan, type DraftPlan } from '@/modules/pagasa/rules/draft-plan';
import type { Queryable } from '@/platform/db/database';

/** The office's choice of drafts (the default until staff save one). */
export async function readDraftPlan(db: Queryable): Promise<DraftPlan> {
  const [row] = await db.select({ value: appSetting.value }).from(appSetting).where(eq(appSetting.key, DRAFT_PLAN_KEY));
  return parsePlan(row?.value);
}
