import { PROVINCES } from '@/modules/places/rules/region';
import { MONTH_CODES } from '@/modules/weather/rules/seasonal-months';
import { documentKey, type ExchangeCollection } from '../exchange-document';
import type { NationalSeasonalDocument } from './national-schemas';
import type { SeasonalMonthInput, SeasonalOutlookInput } from '../shape-seasonal-forecasts';

export const NATIONAL_SEASONAL_MAPPING = [
  'national/seasonal: one document per province (id: its lower-case name) in the national portal’s shape {name, mos, months: [{mo, val, con}]}, 6 months in order.',
  'mo is the three-letter month, val the rainfall in percent of normal (null when PAGASA gave none), con the class: wb_normal (<=40%), b_normal (41-80%), near_normal (81-120%), above_normal (>120%) or nda (no data). The portal computes con from val; a client’s own con is never taken.',
  'This profile adds psgc, year_months ("YYYY-MM" beside mos, since a 6-month outlook can cross a year) and municipalities: each city or municipality by name with its psgc, from_province (true when it carries its province’s values) and its own mos and months.',
] as const;

function months(list: readonly SeasonalMonthInput[]) {
  return {
    mos: list.map((month) => MONTH_CODES[Number(month.month.slice(5, 7)) - 1]!),
    year_months: list.map((month) => month.month),
    months: list.map((month) => ({ mo: MONTH_CODES[Number(month.month.slice(5, 7)) - 1]!, val: month.percent, con: month.category })),
  };
}

/** A seasonal outlook as the national portal's per-province documents. */
export function shapeNationalSeasonal(outlook: SeasonalOutlookInput): ExchangeCollection<NationalSeasonalDocument> {
  const documents = PROVINCES.flatMap((province) => {
    const own = outlook.provinces.find((entry) => entry.id === province.psgc)?.months ?? [];
    const places = outlook.municipalities.filter((place) => place.province === province.psgc);
    if (own.length === 0 && places.length === 0) return [];
    return [
      {
        id: documentKey(province.name),
        data: {
          name: province.name,
          psgc: province.psgc,
          ...months(own),
          municipalities: Object.fromEntries(
            places.map((place) => [place.label, { psgc: place.id, from_province: place.fromProvince, ...months(place.months) }]),
          ),
        },
      },
    ];
  });
  return { path: 'national/seasonal', documents };
}
