import 'server-only';
import { auditLog } from '@/db/schema';
import type { Queryable } from '@/platform/db/database';

/** Every action name in the trail, for the filter's choices. */
export async function listAuditActions(db: Queryable): Promise<string[]> {
  const rows = await db.selectDistinct({ action: auditLog.action }).from(auditLog).orderBy(auditLog.action);
  return rows.map((row) => row.action);
}
