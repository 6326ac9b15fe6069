import { PROVINCES, REGION } from '@/modules/places/rules/region';
import { RAINFALL_AMOUNTS, RAINFALL_LABELS } from '@/modules/weather/rules/conditions';
import type { TenDayDay } from '@/modules/weather/rules/ten-day-value';
import { documentKey, type ExchangeCollection } from './exchange-document';
import { forecastDocumentHead, type IssuanceInput } from './issuance-input';
import { exchangeDateRange } from './national/national-dates';

export type TenDayDayInput = TenDayDay;

export interface TenDayOutlookInput {
  issuance: IssuanceInput;
  municipalities: { id: string; label: string; province: string; days: TenDayDayInput[] }[];
}

export const TEN_DAY_MAPPING = [
  `weather_forecasts/${REGION.key}/ten_day: one document per province (id: lower-case name) with name, date_created, updated_by and the municipalities map keyed by municipality label.`,
  'Each municipality carries psgc, date_forecast as PAGASA writes it, date_range as the national documents write it (August 18-27, 2025), and days[] in date order.',
  'days[].rainfall is the condition code (wb_normal = NO RAIN 0 mm, b_normal = LIGHT RAINS <60 mm, near_normal = MODERATE RAINS 60-180 mm, above_normal = HEAVY RAINS >180 mm); rainfall_desc and rainfall_amount are PAGASA’s words; null when the cell was blank.',
  'Temperatures in °C (min, max, mean), humidity in % (mean), wind_speed in m/s (mean), wind_direction a 16-point compass point, cloud_cover PAGASA’s description.',
  'updated_by is "system" for issuances read from PAGASA’s workbooks and "admin" for ones entered by hand.',
] as const;

/** The 10-day sub-collection of the weather_forecasts region document: one document per province. */
export function shapeTenDayForecasts(outlook: TenDayOutlookInput): ExchangeCollection {
  const head = forecastDocumentHead(outlook.issuance);
  const documents = PROVINCES.map((province) => {
    const places = outlook.municipalities.filter((place) => place.province === province.psgc);
    return {
      id: documentKey(province.name),
      data: {
        name: province.name,
        psgc: province.psgc,
        ...head,
        municipalities: Object.fromEntries(
          places.map((place) => [
            place.label,
            {
              psgc: place.id,
              date_forecast: outlook.issuance.dateForecast,
              date_range: exchangeDateRange(outlook.issuance),
              days: place.days.map((day) => ({
                date: day.date,
                rainfall: day.rainfall?.code ?? null,
                rainfall_desc: day.rainfall ? day.rainfall.label || RAINFALL_LABELS[day.rainfall.code] : null,
                rainfall_amount: day.rainfall ? (day.rainfall.amount ?? RAINFALL_AMOUNTS[day.rainfall.code]) : null,
                temp_min: day.tempMin,
                temp_max: day.tempMax,
                temp_mean: day.tempMean,
                humidity: day.humidity,
                wind_speed: day.windSpeed,
                wind_direction: day.windDirection,
                cloud_cover: day.cloudCover,
              })),
            },
          ]),
        ),
      },
      places: places.length,
    };
  });
  return {
    path: `weather_forecasts/${REGION.key}/ten_day`,
    documents: documents.filter((document) => document.places > 0).map(({ id, data }) => ({ id, data })),
  };
}
