import 'server-only';
import { eq } from 'drizzle-orm';
import { appSetting } from '@/db/schema';
import type { Queryable } from '@/platform/db/database';
import { PAGASA_STATUS_KEY, pagasaStatusSchema, type PagasaStatus } from '@/modules/pagasa/rules/pagasa-status';

/** The last check of PAGASA, or null before the first. */
export async function readPagasaStatus(db: Queryable): Promise<PagasaStatus | null> {
  const [row] = await db.select({ value: appSetting.value }).from(appSetting).where(eq(appSetting.key, PAGASA_STATUS_KEY));
  if (!row) return null;
  const parsed = pagasaStatusSchema.safeParse(JSON.parse(row.value));
  return parsed.success ? parsed.data : null;
}
