import 'server-only';
import type { OutlooksAnswer } from '@/modules/exchange/rules/openapi/outlooks-answer';
import { prevailingRainfall } from '@/modules/recommendations/rules/advice-needs';
import { triggerLabel } from '@/modules/recommendations/rules/trigger-label';
import { RAINFALL_LABELS, SEASONAL_LABELS, type RainfallClass } from '@/modules/weather/rules/conditions';
import type { Queryable } from '@/platform/db/database';
import { getSeasonalOutlook } from '@/modules/weather/server/get-seasonal-outlook';
import { getSpecialOutlook } from '@/modules/weather/server/get-special-outlook';
import { getTenDayOutlook } from '@/modules/weather/server/get-ten-day-outlook';
import { toPlaceSignalAnswer } from '@/modules/exchange/rules/openapi/signal-answer';
import { findPlaceSignal } from '@/modules/weather/server/find-place-signal';
import { findOpenPlace } from './find-open-place';
import { toIssuanceAnswer } from './to-issuance-answer';
import { unlessNotFound } from '@/platform/errors/unless-not-found';

const rainfall = (code: RainfallClass) => ({ code, label: RAINFALL_LABELS[code] });

/** `GET /api/v1/places/{psgc}/outlooks`: the latest outlook of each type for one city or municipality, read in parallel. */
export async function getPlaceOutlooks(db: Queryable, psgc: string): Promise<OutlooksAnswer> {
  const place = await findOpenPlace(db, psgc, 'outlooks');
  const filter = { municipality: psgc };
  const [tenday, seasonal, special, raised] = await Promise.all([
    unlessNotFound(() => getTenDayOutlook(db, filter)),
    unlessNotFound(() => getSeasonalOutlook(db, filter)),
    unlessNotFound(() => getSpecialOutlook(db, filter)),
    findPlaceSignal(db, { psgc, provincePsgc: place.provincePsgc }),
  ]);
  const days = tenday?.municipalities.find((m) => m.id === psgc)?.days ?? [];
  const months = seasonal?.municipalities.find((m) => m.id === psgc);
  const signal = special?.advisory.activeCyclone ? special.places.find((p) => p.id === psgc)?.signal : undefined;
  const prevailing = prevailingRainfall(days.map((day) => day.rainfall?.code));
  return {
    place: { psgc, name: place.name, province: place.province },
    signal: toPlaceSignalAnswer(raised, place.name),
    tenday: tenday && {
      issuance: toIssuanceAnswer(tenday.issuance),
      prevailingRainfall: prevailing && rainfall(prevailing),
      days: days.map((day) => ({ ...day, rainfall: day.rainfall && { ...rainfall(day.rainfall.code), amount: day.rainfall.amount } })),
    },
    seasonal:
      seasonal && months
        ? {
            issuance: toIssuanceAnswer(seasonal.issuance),
            fromProvince: months.fromProvince,
            months: months.months.map((m) => ({ ...m, category: { code: m.category, label: SEASONAL_LABELS[m.category] } })),
          }
        : null,
    special: special && {
      issuance: toIssuanceAnswer(special.issuance),
      ...special.advisory,
      signal: signal ? { code: signal, label: triggerLabel('special', signal) } : null,
    },
  };
}
