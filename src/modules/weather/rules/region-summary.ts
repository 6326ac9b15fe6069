import type { ConditionCode } from './conditions';

/** Driest to wettest; "no data" below all, so any real class wins over it. */
const WETNESS: readonly ConditionCode[] = ['nda', 'wb_normal', 'b_normal', 'near_normal', 'above_normal'];

/** The code given most often, ties going to the wetter one (the safer one to plan for); "no data" only when nothing else is. */
export function mostCommonCondition(codes: readonly ConditionCode[]): ConditionCode {
  const counts = new Map<ConditionCode, number>();
  for (const code of codes) if (code !== 'nda') counts.set(code, (counts.get(code) ?? 0) + 1);
  let best: ConditionCode = 'nda';
  let bestCount = 0;
  for (const [code, count] of counts) {
    if (count > bestCount || (count === bestCount && WETNESS.indexOf(code) > WETNESS.indexOf(best))) {
      best = code;
      bestCount = count;
    }
  }
  return best;
}

export interface TenDayPlaceDays {
  province: string;
  days: { date: string; rainfall: { code: ConditionCode } | null }[];
}

export interface ProvinceRainSummary {
  psgc: string;
  /** The class of most coming days, each day's class being that of most of the province's places. */
  overall: ConditionCode;
  /** A wetter class than `overall` that some days reach (the wettest one), with those days. */
  wettest: { code: ConditionCode; dates: string[] } | null;
}

/**
 * What a farmer reads first of a 10-day outlook: per province, the rain of most of the days still to
 * come (from `today`, Manila), and the wetter days to watch. Days already past are left out; an
 * outlook with no day left gives no days (the page then says it has ended).
 */
export function summariseTenDayByProvince(
  places: readonly TenDayPlaceDays[],
  provinces: readonly { psgc: string }[],
  today: string,
): { days: string[]; provinces: ProvinceRainSummary[] } {
  const days = [...new Set(places.flatMap((place) => place.days.map((day) => day.date)))].filter((date) => date >= today).sort();
  const summaries = provinces.flatMap((province) => {
    const inProvince = places.filter((place) => place.province === province.psgc);
    const daily = days.map((date) => ({
      date,
      code: mostCommonCondition(inProvince.map((place) => place.days.find((day) => day.date === date)?.rainfall?.code ?? 'nda')),
    }));
    const known = daily.filter((day) => day.code !== 'nda');
    if (known.length === 0) return [];
    const overall = mostCommonCondition(known.map((day) => day.code));
    const wettestCode = known.map((day) => day.code).reduce((a, b) => (WETNESS.indexOf(b) > WETNESS.indexOf(a) ? b : a));
    const wettest = wettestCode === overall ? null : { code: wettestCode, dates: known.filter((day) => day.code === wettestCode).map((day) => day.date) };
    return [{ psgc: province.psgc, overall, wettest }];
  });
  return { days, provinces: summaries };
}

export interface SeasonalPlaceMonths {
  province: string;
  months: { month: string; category: ConditionCode }[];
}

/**
 * The seasonal outlook's months from the current one (`YYYY-MM`, Manila) on, at most `count`, and per
 * province the category of most of its places in each (places without values follow their province).
 */
export function summariseSeasonalByProvince(
  places: readonly SeasonalPlaceMonths[],
  provinces: readonly { psgc: string }[],
  months: readonly string[],
  currentMonth: string,
  count = 3,
): { months: string[]; provinces: { psgc: string; months: { month: string; category: ConditionCode }[] }[] } {
  const coming = months.filter((month) => month >= currentMonth).slice(0, count);
  const summaries = provinces.flatMap((province) => {
    const inProvince = places.filter((place) => place.province === province.psgc);
    const byMonth = coming.map((month) => ({
      month,
      category: mostCommonCondition(inProvince.map((place) => place.months.find((value) => value.month === month)?.category ?? 'nda')),
    }));
    return byMonth.some((value) => value.category !== 'nda') ? [{ psgc: province.psgc, months: byMonth }] : [];
  });
  return { months: coming, provinces: summaries };
}
