import 'server-only';
import type { Queryable } from '@/platform/db/database';
import type { ConditionCode, RainfallClass, WindSignal } from '@/modules/weather/rules/conditions';
import { prevailingRainfall } from '@/modules/recommendations/rules/advice-needs';
import type { PlaceFilter } from '@/modules/places/server/resolve-place-filter';
import type { IssuanceSummary } from '@/modules/weather/server/find-issuance';
import { getSeasonalOutlook } from '@/modules/weather/server/get-seasonal-outlook';
import { getSpecialOutlook } from '@/modules/weather/server/get-special-outlook';
import { getTenDayOutlook } from '@/modules/weather/server/get-ten-day-outlook';
import { unlessNotFound } from '@/platform/errors/unless-not-found';

/** What the latest outlooks say per municipality, in the terms recommendations are triggered by. */
export interface LatestOutlooks {
  tenday: { issuance: IssuanceSummary; rainfall: Map<string, RainfallClass | null> } | null;
  seasonal: { issuance: IssuanceSummary; months: Map<string, { month: string; category: ConditionCode }[]> } | null;
  /** Null when no advisory is loaded; an advisory without an active cyclone has no signals. */
  special: { issuance: IssuanceSummary; activeCyclone: boolean; name: string | null; bulletinNumber: string | null; signals: Map<string, WindSignal> } | null;
}

export async function loadLatestOutlooks(db: Queryable, filter: PlaceFilter = {}): Promise<LatestOutlooks> {
  const [tenday, seasonal, special] = await Promise.all([
    unlessNotFound(() => getTenDayOutlook(db, filter)),
    unlessNotFound(() => getSeasonalOutlook(db, filter)),
    unlessNotFound(() => getSpecialOutlook(db, filter)),
  ]);
  return {
    tenday: tenday && {
      issuance: tenday.issuance,
      rainfall: new Map(tenday.municipalities.map((m) => [m.id, prevailingRainfall(m.days.map((d) => d.rainfall?.code))])),
    },
    seasonal: seasonal && {
      issuance: seasonal.issuance,
      months: new Map(seasonal.municipalities.map((m) => [m.id, m.months.map(({ month, category }) => ({ month, category }))])),
    },
    special: special && {
      issuance: special.issuance,
      activeCyclone: special.advisory.activeCyclone,
      name: special.advisory.name,
      bulletinNumber: special.advisory.bulletinNumber,
      signals: new Map(special.advisory.activeCyclone ? special.places.map((p) => [p.id, p.signal]) : []),
    },
  };
}
