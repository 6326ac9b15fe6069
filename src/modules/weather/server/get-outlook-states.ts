import 'server-only';
import type { Queryable } from '@/platform/db/database';
import { findIssuance, type IssuanceSummary, type IssuanceType } from './find-issuance';
import { getCycloneStatus, type CycloneStatus } from './get-cyclone-status';

export interface OutlookStates {
  /** The issuance of each type the public sees now (null when none is loaded), with its validity. */
  latest: Record<IssuanceType, IssuanceSummary | null>;
  cyclone: CycloneStatus | null;
}

/** For the staff weather screens: what each outlook type shows the public now, how old it is and whether it has ended. */
export async function getOutlookStates(db: Queryable): Promise<OutlookStates> {
  const [seasonal, tenDay, special, cyclone] = await Promise.all([
    findIssuance(db, 'seasonal'),
    findIssuance(db, 'ten_day'),
    findIssuance(db, 'special_weather'),
    getCycloneStatus(db),
  ]);
  return { latest: { seasonal, ten_day: tenDay, special_weather: special }, cyclone };
}
