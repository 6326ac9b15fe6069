import 'server-only';
import { toBulletinPlan, type BulletinPlan } from '@/modules/bulletins/rules/bulletin-plan-answer';
import type { BulletinPlanRequest } from '@/modules/bulletins/rules/bulletin-request';
import type { Queryable } from '@/platform/db/database';
import type { BulletinRequest } from './compose-bulletin';
import { composeBulletinDocument } from './compose-bulletin-document';

/** The report request the plan stands for: the same fields, as a preview (which stores nothing). */
function previewOf(plan: BulletinPlanRequest): BulletinRequest {
  switch (plan.type) {
    case 'seasonal': {
      const { type, ...fields } = plan;
      return { type, fields: { ...fields, operation: 'preview' } };
    }
    case 'ten_day': {
      const { type, ...fields } = plan;
      return { type, fields: { ...fields, operation: 'preview' } };
    }
    case 'special_weather': {
      const { type, ...fields } = plan;
      return { type, fields: { ...fields, operation: 'preview' } };
    }
  }
}

/**
 * What the bulletin of a request would hold, composed by the composer that makes it (the same rules,
 * the storm first included) and stored nowhere. Its refusals are the bulletin's: 409 for an ended
 * outlook unless `allowExpired`, 404 without an outlook or calendar, 422 without any advice.
 */
export async function getBulletinPlan(db: Queryable, request: BulletinPlanRequest): Promise<BulletinPlan> {
  return toBulletinPlan(await composeBulletinDocument(db, previewOf(request)));
}
