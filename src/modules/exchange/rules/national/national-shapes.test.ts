import { describe, expect, it } from 'vitest';
import type { BulletinDocument } from '@/modules/bulletins/rules/bulletin-document';
import { shapeNationalCyclone } from './national-cyclone';
import { shapeNationalReports } from './national-report';
import { shapeNationalSeasonal } from './national-seasonal';
import { shapeNationalTenDay } from './national-ten-day';
import { shapeNationalProvinces } from './national-provinces';

const issuance = {
  id: 'i1',
  type: 'ten_day',
  forecastDate: '2025-08-18',
  dateForecast: '08/18/2025 @8AM',
  dateRange: 'Aug 18 - 27, 2025',
  updatedBy: 'system',
  source: 'excel',
  dateCreated: { _seconds: Date.parse('2025-08-17T23:30:00Z') / 1000 },
  validFrom: '2025-08-18',
  validTo: '2025-08-27',
  expired: false,
};
const day = (date: string, code: 'wb_normal' | 'above_normal' | null) => ({
  date,
  tempMin: 24,
  tempMax: 31,
  tempMean: 27,
  rainfall: code ? { code, label: '', amount: null } : null,
  cloudCover: 'CLOUDY',
  humidity: 85,
  windSpeed: 3,
  windDirection: 'SW',
});

describe('the national 10-day document', () => {
  it('keys towns by name, and by name and province where two share one', () => {
    const [document] = shapeNationalTenDay({
      issuance,
      municipalities: [
        { id: '0401021000', label: 'Rosario', province: '0401000000', days: [day('2025-08-18', 'above_normal'), day('2025-08-19', null)] },
        { id: '0402117000', label: 'Rosario', province: '0402100000', days: [day('2025-08-18', 'wb_normal')] },
        { id: '0403402000', label: 'Bay', province: '0403400000', days: [day('2025-08-18', 'wb_normal')] },
      ],
    }).documents;
    expect(Object.keys(document!.data.municipalities)).toEqual(['Rosario, Batangas', 'Rosario, Cavite', 'Bay']);
    expect(document!.data).toMatchObject({
      // The source wrote `Aug 18 - 27, 2025`: the national spelling is given.
      date_range: 'August 18-27, 2025',
      date_forecast: '08/18/2025 @8AM',
      date_created: Date.parse('2025-08-17T23:30:00Z'),
      date_created_str: '2025/08/18',
      date_end_str: '2025/08/19',
      date_end: '2025-08-18T16:00:00.000Z',
    });
    const [first, second] = document!.data.municipalities['Rosario, Batangas']!;
    expect(first).toMatchObject({
      day: 1,
      day_format: 'Mon Aug 18',
      rainfall: 'HEAVY RAINS',
      rainfall_amt_text: 'more than 180mm of rain within 24 hours',
      wspeed: 3,
    });
    expect(second).toMatchObject({ day: 2, rainfall: null, rainfall_amt_text: null });
  });
});

describe('the national seasonal documents', () => {
  it('give {name, mos, months: [{mo, val, con}]} per province, with the years beside the months', () => {
    const months = [
      { month: '2025-12', percent: 35, category: 'wb_normal' as const, forecastMm: null, normalMm: null },
      { month: '2026-01', percent: null, category: 'nda' as const, forecastMm: null, normalMm: null },
    ];
    const { documents } = shapeNationalSeasonal({
      issuance,
      provinces: [{ id: '0403400000', label: 'Laguna', months }],
      municipalities: [{ id: '0403402000', label: 'Bay', province: '0403400000', fromProvince: true, months }],
    });
    expect(documents.map((document) => document.id)).toEqual(['laguna']);
    expect(documents[0]!.data).toMatchObject({
      name: 'Laguna',
      mos: ['dec', 'jan'],
      year_months: ['2025-12', '2026-01'],
      months: [
        { mo: 'dec', val: 35, con: 'wb_normal' },
        { mo: 'jan', val: null, con: 'nda' },
      ],
      municipalities: { Bay: { psgc: '0403402000', from_province: true, mos: ['dec', 'jan'] } },
    });
  });
});

describe('the national cyclone document', () => {
  const advisory = {
    activeCyclone: true,
    name: 'RAMON',
    bulletinNumber: '8',
    issuedAt: '2026-11-20T03:00:00.000Z',
    centre: '120 km east of Infanta',
    movement: 'West at 20 km/h',
    strength: '85 km/h',
    forecastPositions: [{ at: '24 h', location: 'Over Batangas' }],
    trackImageUrl: null,
  };
  it('lists each raised signal, a province in part with its places, and what each place is under', () => {
    const [document] = shapeNationalCyclone({
      issuance: { ...issuance, type: 'special_weather' },
      advisory,
      signals: [
        { province: { id: 'L', label: 'Laguna' }, municipality: null, signal: 'signal_number_2' },
        { province: { id: 'L', label: 'Laguna' }, municipality: { id: 'C', label: 'City of Calamba' }, signal: 'signal_number_3' },
      ],
      places: [
        { id: 'B', label: 'Bay', province: 'L', signal: 'signal_number_2' },
        { id: 'C', label: 'City of Calamba', province: 'L', signal: 'signal_number_3' },
        { id: 'Q', label: 'Lucena', province: 'Q', signal: 'general_no_signal' },
      ],
    }).documents;
    expect(document!.data.summary).toBe('RAMON, bulletin no. 8: up to Signal No. 3 in CALABARZON.');
    expect(document!.data.data.signal).toEqual([
      { title: 'SIGNAL NO. 2', content: [{ provinces: 'Laguna', island: 'Luzon' }] },
      { title: 'SIGNAL NO. 3', content: [{ provinces: 'Laguna (City of Calamba)', island: 'Luzon' }] },
    ]);
    expect(document!.data.data.affected).toEqual([
      { id: 'L', province: 'Laguna', signal: 2, value: 'signal_number_2', municipalities: ['Bay'] },
      { id: 'L', province: 'Laguna', signal: 3, value: 'signal_number_3', municipalities: ['City of Calamba'] },
    ]);
    expect(document!.data.data.details.at(-1)).toEqual({ title: 'Forecast Position', value: ['24 h: Over Batangas'] });
  });

  it('says when no cyclone affects the region', () => {
    const [document] = shapeNationalCyclone({ issuance, advisory: { ...advisory, activeCyclone: false, name: null }, signals: [], places: [] }).documents;
    expect(document!.data).toMatchObject({ has_cyclone: false, summary: 'No tropical cyclone affects CALABARZON.', data: { signal: [], affected: [] } });
  });
});

describe('the national report records', () => {
  const document = {
    type: 'ten_day',
    language: 'tag',
    province: { psgc: '0403400000', name: 'Laguna' },
    municipality: { psgc: '0403402000', name: 'Bay' },
    crop: { key: 'rice', name: 'Palay' },
    period: { from: '2026-11-21', to: '2026-11-30', label: 'Nob 21 - 30, 2026' },
    weather: {
      kind: 'ten_day',
      days: [{ rainfall: { code: 'b_normal', label: '' } }, { rainfall: { code: 'above_normal', label: '' } }],
      moonPhases: [],
    },
    stages: [{ code: 'veg', label: 'Vegetative', slots: [] }],
    advice: [
      { stageLabel: 'Vegetative <stage>', impact: '<p>Floods.</p>', practice: '<p>Drain.</p>', farmOperation: 'Drainage' },
      { stageLabel: 'All', impact: '', practice: '<p>Watch.</p>', farmOperation: 'Drainage' },
    ],
  } as unknown as BulletinDocument;

  it('gives the heaviest rain as the condition, the advice as HTML with escaped headings, and no author email', () => {
    const { documents } = shapeNationalReports(
      [{ id: 'b1', ownerId: 'u1', reference: 'ACAP-1', document, smsText: 'ACAP: Bay palay', publishedAt: new Date('2026-11-21T01:00:00Z') }],
      (id, language) => `/${language}/${id}`,
    );
    expect(documents[0]!.data).toMatchObject({
      uid: 'u1',
      condition: 'above_normal',
      rainfall: 'HEAVY RAINS',
      // The national spelling in a Tagalog record too, and the English crop key beside the Tagalog name.
      date_range: 'November 21-30, 2026',
      crop: 'Palay',
      crop_key: 'rice',
      pdf_name: 'Laguna_Bay_Palay_nov_2026.pdf',
      month: 'nov',
      activities: ['Drainage'],
      updated_by: 'admin',
      smsRecommendations: 'ACAP: Bay palay',
      page_url: '/tag/b1',
      date_created: Date.parse('2026-11-21T01:00:00Z'),
    });
    expect(documents[0]!.data.recommendations).toBe('<h4>Vegetative &lt;stage&gt;</h4><p>Floods.</p><p>Drain.</p><h4>All</h4><p>Watch.</p>');
  });
});

describe('the national provinces constants', () => {
  it('is constant_data/provinces holding {data: [{id, label, municipalities: [{id, label}]}]}', () => {
    const collection = shapeNationalProvinces([
      { id: '0403400000', label: 'Laguna', municipalities: [{ id: '0403405000', label: 'City of Calamba', kind: 'city' }] },
    ]);
    expect(collection).toEqual({
      path: 'constant_data',
      documents: [
        { id: 'provinces', data: { data: [{ id: '0403400000', label: 'Laguna', municipalities: [{ id: '0403405000', label: 'City of Calamba' }] }] } },
      ],
    });
  });
});
