import type { BulletinDocument } from '@/modules/bulletins/rules/bulletin-document';
import type { BulletinMap } from '@/modules/bulletins/rules/bulletin-map';

// A 10-day bulletin of Bay, Laguna built by hand, with its map and a logo: what the renderer's tests
// (in this thread and on the PDF worker) draw without a database.

export const HAND_BUILT_DOC: BulletinDocument = {
  version: 1,
  type: 'ten_day',
  language: 'en',
  title: '10-Day Farm Weather Outlook and Advisory',
  region: 'CALABARZON',
  province: { psgc: '0403400000', name: 'Laguna' },
  municipality: { psgc: '0403402000', name: 'Bay' },
  crop: { key: 'rice', name: 'Rice' },
  period: { from: '2026-11-21', to: '2026-11-22', label: 'November 21 – 22, 2026' },
  weather: {
    kind: 'ten_day',
    days: [
      {
        date: '2026-11-21',
        label: 'Sat, Nov 21',
        rainfall: { code: 'above_normal', label: 'Heavy rains' },
        tempMin: 22.94,
        tempMax: 31.6,
        humidity: 91,
        windSpeed: 14,
        windDirection: 'NE',
        cloudCover: 'Cloudy',
      },
      {
        date: '2026-11-22',
        label: 'Sun, Nov 22',
        rainfall: { code: 'near_normal', label: 'Moderate rains' },
        tempMin: 23,
        tempMax: 30,
        humidity: 85,
        windSpeed: null,
        windDirection: null,
        cloudCover: null,
      },
    ],
    moonPhases: [],
  },
  stages: [{ code: 'veg', label: 'Active tillering', slots: [22] }],
  advice: [
    {
      recommendationId: 1,
      stage: 'veg',
      stageLabel: 'Active tillering',
      farmOperation: 'Water management',
      trigger: 'above_normal',
      forecast: 'Heavy rains',
      risk: null,
      impact: '<p>Standing water may drown young tillers.</p>',
      practice: '<p>Open the field drains before the rain arrives.</p>',
      englishOnly: false,
    },
  ],
  stagesWithoutAdvice: [],
  nextStage: null,
  basedOnExpired: null,
  outlookMap: {
    legend: [
      { code: 'near_normal', label: 'Moderate rains' },
      { code: 'above_normal', label: 'Heavy rains' },
    ],
    places: [
      { psgc: '0403401000', code: 'near_normal' },
      { psgc: '0403402000', code: 'above_normal' },
    ],
  },
  sources: {
    issuanceId: 'hand-built',
    calendar: { municipalityPsgc: '0403402000', crop: 'rice', mode: 'ten_day', updatedAt: '2026-11-01T00:00:00.000Z' },
    recommendationIds: [1],
    commonData: [],
  },
  isDemo: false,
};

// Two places: a neighbour drawn as a dot (no boundary), and the bulletin's own place as a boundary, last.
// Fills and legend words no other part of the page uses, so the PDF shows the map it was handed.
export const HAND_BUILT_MAP: BulletinMap = {
  width: 240,
  height: 200,
  shapes: [
    { psgc: '0403401000', name: 'Alaminos', x: 60, y: 150, code: 'near_normal', selected: false, fill: '#123456' },
    { psgc: '0403402000', name: 'Bay', path: 'M100 60L180 60L180 140L100 140Z', x: 140, y: 100, code: 'above_normal', selected: true, fill: '#abcdef' },
  ],
  legend: [
    { code: 'near_normal', label: 'Moderate rains on the map', fill: '#123456' },
    { code: 'above_normal', label: 'Heavy rains on the map', fill: '#abcdef' },
  ],
  credits: ['Boundaries uploaded by the regional office'],
};

export const HAND_BUILT_LOGOS = [
  { markup: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#2e7d32"/></svg>', width: 10, height: 10 },
];
