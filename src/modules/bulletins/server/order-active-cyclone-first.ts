import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { bulletin } from '@/db/schema';
import type { Queryable } from '@/platform/db/database';
import { getCycloneStatus } from '@/modules/weather/server/get-cyclone-status';

/**
 * The first sort key of every public list of bulletins: while a cyclone advisory is current, the
 * cyclone bulletins made from it come first, whatever else is published after them (a province batch
 * of 10-day bulletins must not push the storm's bulletins off the first page). Validity is read now.
 */
export async function orderActiveCycloneFirst(db: Queryable, now = Date.now()): Promise<SQL> {
  const status = await getCycloneStatus(db);
  // Without a current advisory no issuance id matches (ids are never empty): every row sorts the same.
  const current = status?.active && now <= Date.parse(status.validUntil) ? status.issuanceId : '';
  return sql`case when ${bulletin.type} = 'special_weather' and ${bulletin.document}->'sources'->>'issuanceId' = ${current} then 0 else 1 end`;
}
