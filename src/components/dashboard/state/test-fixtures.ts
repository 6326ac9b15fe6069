import type { RecommendationView } from '@/domain/recommendations/recommendation-view';
import type { CalendarEntry } from '@/server/calendar/get-calendar';
import type { ProvinceConstant } from '@/server/places/get-province-constants';
import type { IssuanceSummary } from '@/server/weather/find-issuance';
import type { SeasonalOutlook } from '@/server/weather/get-seasonal-outlook';
import type { SpecialOutlook } from '@/server/weather/get-special-outlook';
import type { TenDayOutlook } from '@/server/weather/get-ten-day-outlook';
import type { StageCode } from '@/domain/crops/stage-codes';
import type { DashboardOptions } from '../dashboard-options';
import { initialLoadMeta, type LoadState } from './load-cycle';

/* Answers of the portal's read APIs, shaped as the servers give them, for the dashboard's unit tests. */

export const LAGUNA = '0403400000';
export const BAY = '0403402000';
export const CALAMBA = '0403405000';

export const provincesDocument: ProvinceConstant[] = [
  { id: '0401000000', label: 'Batangas', municipalities: [{ id: '0401001000', label: 'Agoncillo', kind: 'municipality' }] },
  {
    id: LAGUNA,
    label: 'Laguna',
    municipalities: [
      { id: BAY, label: 'Bay', kind: 'municipality' },
      { id: CALAMBA, label: 'City of Calamba', kind: 'city' },
    ],
  },
];

export const options: DashboardOptions = {
  provinces: [
    { psgc: '0401000000', name: 'Batangas' },
    { psgc: LAGUNA, name: 'Laguna' },
  ],
  municipalities: [
    { psgc: '0401001000', name: 'Agoncillo', provincePsgc: '0401000000' },
    { psgc: BAY, name: 'Bay', provincePsgc: LAGUNA },
  ],
  crops: [{ key: 'rice', name: 'Rice' }],
  seasonalMonths: [{ value: '2025-08', label: 'August 2025' }],
  signals: [],
  activeCyclone: true,
};

export function issuance(type: IssuanceSummary['type'], fields: Partial<IssuanceSummary> = {}): IssuanceSummary {
  return {
    id: `${type}-1`,
    type,
    forecastDate: '2025-08-25',
    validFrom: '2025-08-25',
    validTo: '2025-09-03',
    validUntil: '2025-09-03T15:59:59.999Z',
    expired: false,
    issuedAt: null,
    dateForecast: 'August 25, 2025',
    dateRange: 'August 25 – September 3, 2025',
    updatedBy: 'system',
    dateCreated: { _seconds: 1_756_000_000 },
    source: 'excel',
    ...fields,
  };
}

const day = (date: string, code: 'b_normal' | 'near_normal' | 'above_normal' | null) => ({
  date,
  tempMin: 23.4,
  tempMax: 31.2,
  tempMean: 27,
  rainfall: code ? { code, label: code, amount: null } : null,
  cloudCover: 'PARTLY CLOUDY',
  humidity: 82,
  windSpeed: 2,
  windDirection: 'SW',
});

export const tenDayOutlook: TenDayOutlook = {
  issuance: issuance('ten_day'),
  municipalities: [
    {
      id: BAY,
      label: 'Bay',
      province: LAGUNA,
      days: [day('2025-08-25', 'above_normal'), day('2025-08-26', 'above_normal'), day('2025-08-27', 'near_normal'), day('2025-08-28', null)],
    },
  ],
};

export const seasonalOutlook: SeasonalOutlook = {
  issuance: issuance('seasonal', { validFrom: '2025-08-01', validTo: '2026-01-31' }),
  months: ['2025-08', '2025-09'],
  provinces: [{ id: LAGUNA, label: 'Laguna', months: [] }],
  municipalities: [
    {
      id: BAY,
      label: 'Bay',
      province: LAGUNA,
      fromProvince: true,
      months: [
        { month: '2025-08', percent: 134, category: 'above_normal', forecastMm: 400, normalMm: 298 },
        { month: '2025-09', percent: 70, category: 'b_normal', forecastMm: 200, normalMm: 285 },
      ],
    },
  ],
};

export const specialOutlook: SpecialOutlook = {
  issuance: issuance('special_weather', { forecastDate: '2025-08-15', validFrom: '2025-08-15', validTo: '2025-08-17' }),
  advisory: {
    activeCyclone: true,
    name: 'Isang',
    category: 'tropical_storm',
    bulletinNumber: '5',
    issuedAt: '2025-08-15T03:00:00.000Z',
    centre: null,
    movement: null,
    strength: null,
    centreTl: null,
    movementTl: null,
    strengthTl: null,
    hazards: {},
    motion: {},
    forecastPositions: [],
    trackImageUrl: null,
  },
  signals: [],
  places: [{ id: BAY, label: 'Bay', province: LAGUNA, signal: 'signal_number_2' }],
};

/** A calendar row with stages at the given half-months (slot = month × 2 + half). */
export function calendarRow(municipality: string, mode: CalendarEntry['mode'], stages: Record<number, StageCode>, crop = 'rice'): CalendarEntry {
  return {
    province: { psgc: LAGUNA, name: 'Laguna' },
    municipality: { psgc: municipality, name: municipality === BAY ? 'Bay' : 'City of Calamba' },
    crop,
    mode,
    slots: Array.from({ length: 24 }, (_, slot) => stages[slot] ?? null),
    isDemo: false,
    updatedBy: 'admin',
    updatedAt: '2025-08-01T00:00:00.000Z',
  };
}

export function recommendation(id: number, fields: Partial<RecommendationView>): RecommendationView {
  return {
    id,
    type: 'tenday',
    crop: 'rice',
    stage: 'veg',
    stageLabel: { en: 'Active tillering', tl: 'Aktibong pagsusuwi' },
    farmOperation: 'Water management',
    farmOperationLabel: { en: 'Water management', tl: 'Pamamahala ng tubig' },
    trigger: 'above_normal',
    risk: null,
    impact: { en: '<p>Impact</p>', tl: '<p>Epekto</p>' },
    practice: { en: '<p>Practice</p>', tl: '<p>Gawain</p>' },
    sms: null,
    isDemo: false,
    updatedBy: 'admin',
    updatedAt: '2025-08-01T00:00:00.000Z',
    ...fields,
  };
}

export const loaded = <T>(key: string, data: T): LoadState<T> => ({ ...initialLoadMeta, status: 'fullfilled', key, data });
export const idle = <T>(): LoadState<T> => ({ ...initialLoadMeta, data: null });

/** A fetch answering each URL with a JSON body and status; anything else is a 500. */
export function answers(byUrl: Record<string, [number, unknown]>) {
  return async (url: string) => {
    const [status, body] = byUrl[url] ?? [500, { error: { code: 'INTERNAL', message: `no answer for ${url}` } }];
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
}
