import 'server-only';
import type { DashboardOptions } from '@/modules/bulletins/rules/dashboard-options';
import { CROP_CATALOGUE } from '@/modules/calendar/rules/crops/crop-catalogue';
import { WIND_SIGNALS } from '@/modules/weather/rules/conditions';
import type { Queryable } from '@/platform/db/database';
import { resolvePlaceFilter } from '@/modules/places/server/resolve-place-filter';
import { getSeasonalOutlook } from '@/modules/weather/server/get-seasonal-outlook';
import { getSpecialOutlook } from '@/modules/weather/server/get-special-outlook';
import { unlessNotFound } from '@/platform/errors/unless-not-found';

const monthLabel = new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The dashboard's choices: places, crops, the months of the latest seasonal outlook and the wind signals. */
export async function getDashboardOptions(db: Queryable): Promise<DashboardOptions> {
  const [places, seasonal, special] = await Promise.all([
    resolvePlaceFilter(db, {}),
    unlessNotFound(() => getSeasonalOutlook(db, {})),
    unlessNotFound(() => getSpecialOutlook(db, {})),
  ]);
  return {
    provinces: places.provinces,
    municipalities: places.municipalities.map((m) => ({ psgc: m.psgc, name: m.name, provincePsgc: m.provincePsgc })),
    crops: CROP_CATALOGUE.map((crop) => ({ key: crop.key, name: crop.name.en })),
    seasonalMonths: (seasonal?.months ?? []).map((month) => ({ value: month, label: monthLabel.format(new Date(`${month}-01T00:00:00Z`)) })),
    signals: WIND_SIGNALS.map((signal) => ({
      value: signal,
      label: signal === 'general_no_signal' ? 'No signal (cyclone nearby)' : `Signal No. ${signal.slice(-1)}`,
    })),
    activeCyclone: special?.advisory.activeCyclone ?? false,
  };
}
