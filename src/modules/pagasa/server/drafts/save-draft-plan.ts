import 'server-only';
import { appSetting } from '@/db/schema';
import { DRAFT_PLAN_KEY, type DraftPlan } from '@/modules/pagasa/rules/draft-plan';
import { CROP_CATALOGUE } from '@/modules/calendar/rules/crops/crop-catalogue';
import { PROVINCES } from '@/modules/places/rules/region';
import type { StaffUser } from '@/modules/staff/rules/account-levels';
import { auditActor } from '@/modules/staff/server/audit/author';
import { writeAudit } from '@/modules/staff/server/audit/write-audit';
import type { Database } from '@/platform/db/database';
import { AppError } from '@/platform/errors/app-error';
import { crop } from '@/db/schema';

/** Stores the office's choice of drafts with its audit row; an unknown crop or province is named and nothing is stored. */
export async function saveDraftPlan(db: Database, user: StaffUser, plan: DraftPlan): Promise<void> {
  const crops = new Set([...CROP_CATALOGUE.map((entry) => entry.key), ...(await db.select({ key: crop.key }).from(crop)).map((row) => row.key)]);
  const problems = [
    ...plan.crops.filter((key) => !crops.has(key)).map((key) => `crops: unknown crop "${key}"`),
    ...plan.provinces
      .filter((psgc) => !PROVINCES.some((province) => province.psgc === psgc))
      .map((psgc) => `provinces: ${psgc} is not a province of the region`),
  ];
  if (problems.length > 0) throw new AppError('BAD_REQUEST', `${problems.join('; ')}. Nothing was stored.`, { details: { problems } });
  const value = JSON.stringify({ ...plan, crops: [...new Set(plan.crops)], languages: [...new Set(plan.languages)], provinces: [...new Set(plan.provinces)] });
  await db.transaction(async (tx) => {
    await tx
      .insert(appSetting)
      .values({ key: DRAFT_PLAN_KEY, value })
      .onConflictDoUpdate({ target: appSetting.key, set: { value, updatedAt: new Date() } });
    await writeAudit(tx, { actor: auditActor(user), action: 'drafts.plan', summary: JSON.parse(value) as Record<string, unknown> });
  });
}
