import { PROVINCES, REGION } from '@/modules/places/rules/region';
import type { ConditionCode } from '@/modules/weather/rules/conditions';
import { MONTH_CODES } from '@/modules/weather/rules/seasonal-months';
import { documentKey, type ExchangeCollection } from './exchange-document';
import { forecastDocumentHead, type IssuanceInput } from './issuance-input';
import { exchangeDateRange } from './national/national-dates';

export interface SeasonalMonthInput {
  /** `YYYY-MM` */
  month: string;
  percent: number | null;
  category: ConditionCode;
  forecastMm: number | null;
  normalMm: number | null;
}

export interface SeasonalOutlookInput {
  issuance: IssuanceInput;
  provinces: { id: string; label: string; months: SeasonalMonthInput[] }[];
  municipalities: { id: string; label: string; province: string; fromProvince: boolean; months: SeasonalMonthInput[] }[];
}

export const SEASONAL_MAPPING = [
  `weather_forecasts/${REGION.key}/seasonal: one document per province (id: lower-case name) with name, date_created, updated_by, date_range, the province’s own months and the municipalities map keyed by municipality label.`,
  'date_range names the six months in the national documents’ manner (September 2025-February 2026).',
  'months[] holds the 6 outlook months in order: mo (jan … dec), month (YYYY-MM), val = rainfall in percent of normal (null when no data), condition, forecast_mm and normal_mm when known.',
  'condition is wb_normal (<=40%), b_normal (41-80%), near_normal (81-120%), above_normal (>120%) or nda (no data).',
  'A municipality the outlook gives no values for carries its province’s months with from_province: true.',
  'updated_by is "system" for outlooks read from a workbook and "admin" for ones entered by hand.',
] as const;

function shapeMonths(months: readonly SeasonalMonthInput[]) {
  return months.map((month) => ({
    mo: MONTH_CODES[Number(month.month.slice(5, 7)) - 1]!,
    month: month.month,
    val: month.percent,
    condition: month.category,
    forecast_mm: month.forecastMm,
    normal_mm: month.normalMm,
  }));
}

/** The seasonal sub-collection of the weather_forecasts region document: one document per province. */
export function shapeSeasonalForecasts(outlook: SeasonalOutlookInput): ExchangeCollection {
  const head = forecastDocumentHead(outlook.issuance);
  const documents = PROVINCES.map((province) => {
    const own = outlook.provinces.find((entry) => entry.id === province.psgc)?.months ?? [];
    const places = outlook.municipalities.filter((place) => place.province === province.psgc);
    return {
      id: documentKey(province.name),
      data: {
        name: province.name,
        psgc: province.psgc,
        ...head,
        date_range: exchangeDateRange(outlook.issuance),
        months: shapeMonths(own),
        municipalities: Object.fromEntries(
          places.map((place) => [place.label, { psgc: place.id, from_province: place.fromProvince, months: shapeMonths(place.months) }]),
        ),
      },
      present: own.length > 0 || places.length > 0,
    };
  });
  return {
    path: `weather_forecasts/${REGION.key}/seasonal`,
    documents: documents.filter((document) => document.present).map(({ id, data }) => ({ id, data })),
  };
}
