import { PROVINCES } from '@/modules/places/rules/region';
import { RAINFALL_LABELS, type RainfallClass } from '@/modules/weather/rules/conditions';
import type { ExchangeCollection } from '../exchange-document';
import type { TenDayOutlookInput } from '../shape-ten-day-forecasts';
import type { NationalTenDayDay, NationalTenDayDocument } from './national-schemas';
import { exchangeDateRange, manilaDayStart, nationalDay, nationalDayFormat, nationalForecastDate, nationalManilaDay } from './national-dates';

/**
 * The rain in words, per class. The national portal's own example gives the light-rain text; the others
 * follow its pattern with PAGASA's class limits (0 mm, under 60 mm, 60-180 mm, over 180 mm in 24 hours).
 */
export const NATIONAL_RAINFALL_TEXT: Record<RainfallClass, string> = {
  wb_normal: 'no rain within 24 hours',
  b_normal: 'less than 60mm of rain within 24 hours',
  near_normal: '60mm to 180mm of rain within 24 hours',
  above_normal: 'more than 180mm of rain within 24 hours',
};

export const NATIONAL_TEN_DAY_MAPPING = [
  'national/ten_day: one document per issue (id: the issuance id), in the national portal’s 10-day shape.',
  'date_range as the national documents write it (August 2-11, 2023), whatever the source wrote; date_forecast "MM/DD/YYYY @8AM" of the issue date; date_created in milliseconds and date_created_str the Manila day it was stored; date_end the start of the last day (ISO) and date_end_str that day; error null.',
  'municipalities is keyed by the municipality’s name; where two places of the region share a name (Rosario in Batangas and in Cavite) each is keyed "Name, Province". Every day also names its municipality and province, and carries the PSGC code as psgc (this profile’s addition).',
  'Each day: day 1-10, day_str "YYYY/MM/DD", day_format "Wed Aug 02", tmin, tmax, tmean (°C), humidity (%), wspeed (m/s), wdirection (16-point compass), cover (PAGASA’s sky words), rainfall (NO RAIN, LIGHT RAINS, MODERATE RAINS, HEAVY RAINS) and rainfall_amt_text; null where PAGASA gave no value.',
  'rainfall_amt_text: the light-rain text is the national portal’s own ("less than 60mm of rain within 24 hours"); the others follow its pattern with PAGASA’s class limits.',
] as const;

/** Keys by name, and by "name, province" where two places of the region share one. */
function placeKeys(places: TenDayOutlookInput['municipalities'], provinceName: (psgc: string) => string): Map<string, string> {
  const count = new Map<string, number>();
  for (const place of places) count.set(place.label, (count.get(place.label) ?? 0) + 1);
  return new Map(places.map((place) => [place.id, count.get(place.label)! > 1 ? `${place.label}, ${provinceName(place.province)}` : place.label]));
}

/** A 10-day issue as the national portal's one document per issue. */
export function shapeNationalTenDay(outlook: TenDayOutlookInput & { issuance: { forecastDate: string } }): ExchangeCollection<NationalTenDayDocument> {
  const provinceName = (psgc: string) => PROVINCES.find((province) => province.psgc === psgc)?.name ?? psgc;
  const keys = placeKeys(outlook.municipalities, provinceName);
  const days = [...new Set(outlook.municipalities.flatMap((place) => place.days.map((day) => day.date)))].sort();
  const last = days.at(-1) ?? outlook.issuance.forecastDate;
  const created = new Date(outlook.issuance.dateCreated._seconds * 1000);
  const municipalities = Object.fromEntries(
    outlook.municipalities.map((place) => [
      keys.get(place.id)!,
      place.days.map((day, index): NationalTenDayDay => ({
        day: index + 1,
        day_str: nationalDay(day.date),
        day_format: nationalDayFormat(day.date),
        municipality: place.label,
        province: provinceName(place.province),
        psgc: place.id,
        tmin: day.tempMin,
        tmax: day.tempMax,
        tmean: day.tempMean,
        humidity: day.humidity,
        wspeed: day.windSpeed,
        wdirection: day.windDirection,
        cover: day.cloudCover,
        rainfall: day.rainfall ? (RAINFALL_LABELS[day.rainfall.code] as NationalTenDayDay['rainfall']) : null,
        rainfall_amt_text: day.rainfall ? NATIONAL_RAINFALL_TEXT[day.rainfall.code] : null,
      })),
    ]),
  );
  return {
    path: 'national/ten_day',
    documents: [
      {
        id: outlook.issuance.id,
        data: {
          date_range: exchangeDateRange(outlook.issuance),
          date_forecast: nationalForecastDate(outlook.issuance.forecastDate),
          date_created: created.getTime(),
          date_created_str: nationalManilaDay(created),
          date_end: manilaDayStart(last),
          date_end_str: nationalDay(last),
          error: null,
          municipalities,
        },
      },
    ],
  };
}
