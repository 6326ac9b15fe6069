import 'server-only';
import type { Queryable } from '@/platform/db/database';
import type { ConditionCode } from '@/modules/weather/rules/conditions';
import { manilaToday } from '@/platform/format/manila-time';
import { slugify } from '@/modules/places/rules/slugify';
import { summariseSeasonalByProvince, summariseTenDayByProvince, type ProvinceRainSummary } from '@/modules/weather/rules/region-summary';
import { resolvePlaceFilter } from '@/modules/places/server/resolve-place-filter';
import type { IssuanceSummary } from './find-issuance';
import { getSeasonalOutlook } from './get-seasonal-outlook';
import { getTenDayOutlook } from './get-ten-day-outlook';
import { unlessNotFound } from '@/platform/errors/unless-not-found';

type Named = { name: string; slug: string };

export interface RegionOutlookSummary {
  /** Null when no 10-day outlook was ever loaded; an ended one has no days and no provinces. */
  tenDay: { issuance: IssuanceSummary; days: string[]; provinces: (ProvinceRainSummary & Named)[] } | null;
  /** Null when no seasonal outlook was ever loaded; an ended one has no months and no provinces. */
  seasonal: {
    issuance: IssuanceSummary;
    months: string[];
    provinces: (Named & { psgc: string; months: { month: string; category: ConditionCode; percent: number | null }[] })[];
  } | null;
}

/**
 * The region at a glance for the home page: per province, the rain of the 10-day outlook's coming
 * days and the seasonal outlook's next months. Only what is still ahead counts, so an ended outlook
 * is summarised as nothing and never passes as current.
 */
export async function getRegionOutlookSummary(db: Queryable, now: Date = new Date()): Promise<RegionOutlookSummary> {
  const [tenday, seasonal, places] = await Promise.all([
    unlessNotFound(() => getTenDayOutlook(db, {})),
    unlessNotFound(() => getSeasonalOutlook(db, {})),
    resolvePlaceFilter(db, {}),
  ]);
  const provinces = [...places.provinces].sort((a, b) => a.name.localeCompare(b.name));
  const named = <T extends { psgc: string }>(item: T) => {
    const name = provinces.find((p) => p.psgc === item.psgc)!.name;
    return { ...item, name, slug: slugify(name) };
  };
  const today = manilaToday(now);

  let tenDay: RegionOutlookSummary['tenDay'] = null;
  if (tenday) {
    const summary = tenday.issuance.expired ? { days: [], provinces: [] } : summariseTenDayByProvince(tenday.municipalities, provinces, today);
    tenDay = { issuance: tenday.issuance, days: summary.days, provinces: summary.provinces.map(named) };
  }

  let seasonalSummary: RegionOutlookSummary['seasonal'] = null;
  if (seasonal) {
    const summary = seasonal.issuance.expired
      ? { months: [], provinces: [] }
      : summariseSeasonalByProvince(seasonal.municipalities, provinces, seasonal.months, today.slice(0, 7));
    seasonalSummary = {
      issuance: seasonal.issuance,
      months: summary.months,
      provinces: summary.provinces.map((province) => {
        const own = seasonal.provinces.find((p) => p.id === province.psgc);
        // The province's own percent of normal only where its places agree with its category.
        const months = province.months.map((value) => {
          const given = own?.months.find((m) => m.month === value.month);
          return { ...value, percent: given?.category === value.category ? given.percent : null };
        });
        return named({ psgc: province.psgc, months });
      }),
    };
  }
  return { tenDay, seasonal: seasonalSummary };
}
