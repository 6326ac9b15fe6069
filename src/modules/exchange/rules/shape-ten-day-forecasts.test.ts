import { describe, expect, it } from 'vitest';
import { shapeTenDayForecasts, type TenDayDayInput } from './shape-ten-day-forecasts';

const issuance = {
  id: 'a1',
  type: 'ten_day',
  dateForecast: '08/18/2025 @8AM',
  dateRange: 'Aug 18 - 27, 2025',
  updatedBy: 'admin',
  source: 'excel',
  dateCreated: { _seconds: 1755500000 },
  validFrom: '2025-08-18',
  validTo: '2025-08-27',
  expired: true,
};

const day = (date: string, overrides: Partial<TenDayDayInput> = {}): TenDayDayInput => ({
  date,
  tempMin: 24,
  tempMax: 31.5,
  tempMean: 27.75,
  rainfall: { code: 'near_normal', label: 'MODERATE RAINS', amount: '60-180' },
  cloudCover: 'MOSTLY CLOUDY',
  humidity: 88,
  windSpeed: 2.5,
  windDirection: 'SW',
  ...overrides,
});

describe('the 10-day forecast documents', () => {
  const collection = shapeTenDayForecasts({
    issuance,
    municipalities: [
      {
        id: '0403405000',
        label: 'City of Calamba',
        province: '0403400000',
        days: [day('2025-08-18'), day('2025-08-19', { rainfall: null, windDirection: null })],
      },
      { id: '0403403000', label: 'Bay', province: '0403400000', days: [day('2025-08-18', { rainfall: { code: 'wb_normal', label: '', amount: null } })] },
      { id: '0401005000', label: 'Balayan', province: '0401000000', days: [day('2025-08-18')] },
    ],
  });

  it('is one document per province with data, in the region’s order, under the region’s ten_day sub-collection', () => {
    expect(collection.path).toBe('weather_forecasts/calabarzon/ten_day');
    expect(collection.documents.map((document) => document.id)).toEqual(['batangas', 'laguna']);
    expect(collection.documents[1]!.data).toMatchObject({
      name: 'Laguna',
      psgc: '0403400000',
      date_created: { _seconds: 1755500000, _nanoseconds: 0 },
      updated_by: 'system',
    });
  });

  it('keys municipalities by label, each with PAGASA’s dates and the days in order', () => {
    const laguna = collection.documents[1]!.data as {
      municipalities: Record<string, { psgc: string; date_forecast: string; date_range: string; days: Record<string, unknown>[] }>;
    };
    expect(Object.keys(laguna.municipalities)).toEqual(['City of Calamba', 'Bay']);
    const calamba = laguna.municipalities['City of Calamba']!;
    expect(calamba).toMatchObject({ psgc: '0403405000', date_forecast: '08/18/2025 @8AM', date_range: 'August 18-27, 2025' });
    expect(calamba.days[0]).toEqual({
      date: '2025-08-18',
      rainfall: 'near_normal',
      rainfall_desc: 'MODERATE RAINS',
      rainfall_amount: '60-180',
      temp_min: 24,
      temp_max: 31.5,
      temp_mean: 27.75,
      humidity: 88,
      wind_speed: 2.5,
      wind_direction: 'SW',
      cloud_cover: 'MOSTLY CLOUDY',
    });
    expect(calamba.days[1]).toMatchObject({ rainfall: null, rainfall_desc: null, rainfall_amount: null, wind_direction: null });
    // A hand-entered day without PAGASA's words gets the standard ones for its class.
    expect(laguna.municipalities.Bay!.days[0]).toMatchObject({ rainfall: 'wb_normal', rainfall_desc: 'NO RAIN', rainfall_amount: '0' });
  });

  it('says admin for an issuance entered by hand', () => {
    const encoded = shapeTenDayForecasts({
      issuance: { ...issuance, source: 'encode' },
      municipalities: [{ id: '0403405000', label: 'City of Calamba', province: '0403400000', days: [day('2025-08-18')] }],
    });
    expect(encoded.documents[0]!.data.updated_by).toBe('admin');
  });
});
