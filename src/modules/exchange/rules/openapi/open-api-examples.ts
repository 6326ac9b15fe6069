import type { z } from 'zod';
import { slotParts } from '@/modules/calendar/rules/month-halves';
import { cropRefOf, stageOf } from './crop-terms';
import { placeHref, toPlaceSummary } from './open-api-links';
import type { OPEN_OPERATIONS, OpenOperationName } from './open-api-operations';

// Examples for the document, typed by the answers' schemas (and parsed by them in the unit test).

const LAGUNA = { psgc: '0403400000', name: 'Laguna' };
const BAY = { psgc: '0403402000', name: 'Bay' };
const bay = toPlaceSummary({ ...BAY, kind: 'municipality', lat: 14.15, lon: 121.28 }, LAGUNA);
const issuance = (type: 'ten_day' | 'seasonal' | 'special_weather', from: string, to: string, range: string) => ({
  id: '3f0c1c9e-5a43-4d7e-9a8e-2b1f0d6c4e21',
  type,
  forecastDate: from,
  validFrom: from,
  validTo: to,
  validUntil: `${to}T15:59:59.999Z`,
  expired: false,
  dateRange: range,
  source: 'excel' as const,
  updatedBy: 'system' as const,
  origin: 'pagasa_workbook' as const,
  createdAt: '2025-08-18T02:14:09.000Z',
});
const tenday = issuance('ten_day', '2025-08-18', '2025-08-27', 'Aug 18 - 27, 2025');
const today = { date: '2025-08-20', slot: 15 };
const veg = stageOf('rice', 'veg');
const slots = Array.from({ length: 24 }, (_, slot) => ({ ...slotParts(slot), slot }));

type Examples = { [K in OpenOperationName]: z.output<(typeof OPEN_OPERATIONS)[K]['answer']> };

export const OPEN_EXAMPLES: Examples = {
  listPlaces: {
    region: { key: 'calabarzon', name: 'Region 4a', abbreviation: 'CALABARZON' },
    provinces: [{ ...LAGUNA, kind: 'province', href: placeHref(LAGUNA.psgc) }],
    places: [bay],
  },
  getPlace: {
    ...BAY,
    kind: 'municipality',
    province: LAGUNA,
    centroid: bay.centroid,
    places: [],
    links: {
      self: placeHref(BAY.psgc),
      province: placeHref(LAGUNA.psgc),
      outlooks: `${placeHref(BAY.psgc)}/outlooks`,
      calendars: `${placeHref(BAY.psgc)}/calendars`,
      recommendations: `${placeHref(BAY.psgc)}/recommendations`,
      bulletins: `${placeHref(BAY.psgc)}/bulletins`,
    },
  },
  getPlaceOutlooks: {
    place: { ...BAY, province: LAGUNA },
    signal: null,
    tenday: {
      issuance: tenday,
      prevailingRainfall: { code: 'above_normal', label: 'HEAVY RAINS' },
      days: [
        {
          date: '2025-08-18',
          tempMin: 24,
          tempMax: 31,
          tempMean: 27,
          rainfall: { code: 'above_normal', label: 'HEAVY RAINS', amount: '>180' },
          cloudCover: 'CLOUDY',
          humidity: 85,
          windSpeed: 3,
          windDirection: 'SW',
        },
      ],
    },
    seasonal: {
      issuance: issuance('seasonal', '2025-09-01', '2026-02-28', 'September 2025 - February 2026'),
      fromProvince: true,
      months: [{ month: '2025-09', percent: 35, category: { code: 'wb_normal', label: 'Way Below Normal' }, forecastMm: null, normalMm: null }],
    },
    special: null,
  },
  getPlaceCalendars: {
    place: BAY,
    today,
    calendars: [
      {
        place: BAY,
        crop: cropRefOf('rice'),
        mode: 'ten_day',
        stageNow: veg,
        slots: slots.map((slot) => ({ slot: slot.slot, month: slot.monthKey, half: slot.half, stage: slot.slot >= 14 && slot.slot <= 16 ? veg : null })),
        isDemo: false,
        updatedBy: 'admin',
        updatedAt: '2025-06-02T01:00:00.000Z',
      },
    ],
  },
  getPlaceRecommendations: {
    place: BAY,
    today,
    signal: null,
    advice: [
      {
        crop: cropRefOf('rice'),
        mode: 'ten_day',
        stageNow: veg,
        sections: [
          {
            type: 'tenday',
            current: true,
            issuance: tenday,
            trigger: { code: 'above_normal', label: 'Heavy rains' },
            month: null,
            cycloneName: null,
            stages: [{ ...veg, slots: [15] }],
            recommendations: [
              {
                id: 12,
                type: 'tenday',
                crop: 'rice',
                stage: veg,
                farmOperation: 'Water management',
                farmOperationLabel: { en: 'Water management', tl: 'Pamamahala ng tubig' },
                trigger: { code: 'above_normal', label: 'Heavy rains' },
                risk: 'flood_submergence',
                impact: { en: '<p>Standing water may drown young tillers.</p>', tl: '<p>Maaaring malunod ang mga batang suwi.</p>' },
                practice: { en: '<ul><li>Clear and open the drainage canals.</li></ul>', tl: '<ul><li>Linisin at buksan ang mga kanal.</li></ul>' },
                sms: null,
                isDemo: false,
                updatedAt: '2025-06-02T01:00:00.000Z',
              },
            ],
            afterStorm: [],
          },
        ],
      },
    ],
  },
  listPlaceBulletins: {
    place: BAY,
    total: 1,
    page: 1,
    pageSize: 20,
    bulletins: [
      {
        id: '9d2b7c1a-0e5f-4b8a-8c3d-6f1e2a4b5c6d',
        type: 'ten_day',
        reference: 'ACAP-4A-TD-2025-0001',
        title: '10-Day Agro-Climatic Advisory',
        language: 'en',
        province: LAGUNA.name,
        municipality: BAY.name,
        crop: 'Rice',
        period: 'Aug 18 - 27, 2025',
        createdAt: '2025-08-18T03:00:00.000Z',
        size: 48213,
        isDemo: false,
        links: { html: '/bulletins/9d2b7c1a-0e5f-4b8a-8c3d-6f1e2a4b5c6d', pdf: '/bulletins/9d2b7c1a-0e5f-4b8a-8c3d-6f1e2a4b5c6d.pdf' },
      },
    ],
    links: { next: null, previous: null },
  },
  listPlaceSmsTexts: {
    place: BAY,
    total: 1,
    page: 1,
    pageSize: 20,
    texts: [
      {
        id: '9d2b7c1a-0e5f-4b8a-8c3d-6f1e2a4b5c6d',
        type: 'ten_day',
        reference: 'ACAP-4A-TD-2025-0001',
        language: 'en',
        province: LAGUNA.name,
        municipality: BAY.name,
        crop: 'Rice',
        period: 'August 18 - 27, 2025',
        publishedAt: '2025-08-18T05:30:00.000Z',
        text: 'Bay, Laguna (Rice), Aug 18-27, 2025. 10-day outlook: Heavy rains Aug 18-24, moderate rains Aug 25-27. Do: Clear and open the drainage canals.',
        encoding: 'GSM-7',
        characters: 141,
        parts: 1,
        links: { html: '/bulletins/9d2b7c1a-0e5f-4b8a-8c3d-6f1e2a4b5c6d', pdf: '/bulletins/9d2b7c1a-0e5f-4b8a-8c3d-6f1e2a4b5c6d.pdf' },
      },
    ],
    links: { next: null, previous: null },
  },
};
