import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { specialAdvisory, weatherIssuance } from '@/db/schema';
import { REGION } from '@/modules/places/rules/region';
import type { OutlookType } from '@/modules/weather/rules/issuance-coverage';
import type { Transaction } from '@/platform/db/database';
import { LIVE_ISSUANCE_ORDER } from './live-issuance-order';

export interface LiveIssuance {
  id: string;
  validFrom: string;
  validTo: string;
  dateCreated: Date;
}

/**
 * The live (newest) issuance of a type, read inside the write's transaction after taking a lock held
 * until it ends: two writes of the same type one after the other each carry forward what the other
 * stored, never both from the same older issuance. The new issuance takes its `date_created` from the
 * clock after this (`clock_timestamp()`, not the transaction's start), so it is always the newer one.
 */
export async function lockLiveIssuance(tx: Transaction, type: OutlookType): Promise<LiveIssuance | null> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`acap.weather_issuance.${REGION.key}.${type}`}))`);
  const [live] = await tx
    .select({ id: weatherIssuance.id, validFrom: weatherIssuance.validFrom, validTo: weatherIssuance.validTo, dateCreated: weatherIssuance.dateCreated })
    .from(weatherIssuance)
    .leftJoin(specialAdvisory, eq(specialAdvisory.issuanceId, weatherIssuance.id))
    .where(and(eq(weatherIssuance.type, type), eq(weatherIssuance.regionKey, REGION.key)))
    .orderBy(...LIVE_ISSUANCE_ORDER)
    .limit(1);
  return live ?? null;
}
