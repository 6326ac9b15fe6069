import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fullAnswerSchema,
  issuanceAnswerSchema,
  locationAnswerSchema,
  pagasaDate,
  pagasaErrorWords,
  pagasaMonth,
  pagesOf,
  seasonalAnswerSchema,
} from './tenday-api-answers';

const SAMPLES = path.resolve(process.cwd(), '../shared/docs/pagasa-tenday-api-samples');
const sample = (name: string) => JSON.parse(fs.readFileSync(path.join(SAMPLES, name), 'utf8')) as unknown;

describe("PAGASA's TenDay API answers", () => {
  it('reads the sample answers', () => {
    expect(issuanceAnswerSchema.parse(sample('tenday-issuance.json')).latest_date).toBe('2025-11-18');
    const full = fullAnswerSchema.parse(sample('full-province-batangas-page1.json'));
    expect(full.data[0]).toMatchObject({ municity: 'Agoncillo', date: '11/18/2025', tmin: 24.36, humidity: 79 });
    expect(pagesOf(full)).toBe(34);
    expect(locationAnswerSchema.parse(sample('location-province-laguna.json')).data).toContain('City of Calamba');
    const seasonal = seasonalAnswerSchema.parse(sample('seasonal-region-4a.json'));
    expect(seasonal.data[0]).toMatchObject({ month: 'November 2025', province: 'Batangas' });
    expect(pagasaErrorWords(sample('error-498-missing-token.json'))).toBe('Missing Token: Token is required but was not provided.');
  });

  it('takes numbers written as text, one object for a list, and either spelling of the page count', () => {
    const one = fullAnswerSchema.parse({
      metadata: {},
      data: { date: '11/8/2025', tmin: '24.5', tmax: 31, tmean: null, humidity: '84', wind_speed: '3', rainfall_total: '0' },
      misc: { total_pages: '2' },
    });
    expect(one.data).toEqual([expect.objectContaining({ date: '11/8/2025', tmin: 24.5, humidity: 84, tmean: null, rainfall_total: 0 })]);
    expect(pagesOf(one)).toBe(2);
    expect(pagesOf({ misc: { total_page: 3 } })).toBe(3);
    expect(pagesOf({})).toBe(1);
    expect(fullAnswerSchema.safeParse({ metadata: {}, data: [{ date: '13/45/2025' }] }).success).toBe(false);
    expect(fullAnswerSchema.safeParse({ metadata: {}, data: [{ date: '11/8/2025', tmin: 'warm' }] }).success).toBe(false);
  });

  it('reads dates month first, padded or not, and ISO, and refuses what is no date', () => {
    expect(pagasaDate('11/8/2025')).toBe('2025-11-08');
    expect(pagasaDate('01/02/2026')).toBe('2026-01-02');
    expect(pagasaDate('2025-11-18')).toBe('2025-11-18');
    expect(pagasaDate('2/30/2025')).toBeNull();
    expect(pagasaDate('8 Nov 2025')).toBeNull();
    expect(pagasaMonth('November 2025')).toBe('2025-11');
    expect(pagasaMonth('Nov 2025')).toBeNull();
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }), (date) => {
        const iso = date.toISOString().slice(0, 10);
        const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
        return pagasaDate(`${m}/${d}/${y}`) === iso;
      }),
    );
    fc.assert(
      fc.property(fc.string(), (text) => {
        const read = pagasaDate(text);
        return read === null || /^\d{4}-\d{2}-\d{2}$/.test(read);
      }),
    );
  });

  it('finds the words of every error shape', () => {
    expect(pagasaErrorWords({ error: 'Internal Server Error' })).toBe('Internal Server Error');
    expect(pagasaErrorWords({ message: 'No valid date found' })).toBe('No valid date found');
    expect(pagasaErrorWords({ footer: { description: 'Bad Request: Invalid region code' } })).toBe('Bad Request: Invalid region code');
    expect(pagasaErrorWords('Not found')).toBe('Not found');
    expect(pagasaErrorWords(null)).toBeNull();
  });
});
