import { describe, expect, it } from 'vitest';
import { documentKey, exchangeExport, exchangeUpdatedBy, firestoreTimestamp, newestDate } from './exchange-document';

describe('exchange documents', () => {
  it('writes timestamps as Firestore does, seconds and nanoseconds', () => {
    expect(firestoreTimestamp(new Date('2025-08-18T00:00:01.250Z'))).toEqual({ _seconds: 1755475201, _nanoseconds: 250_000_000 });
    expect(firestoreTimestamp('1970-01-01T00:00:00.000Z')).toEqual({ _seconds: 0, _nanoseconds: 0 });
    expect(() => firestoreTimestamp('not a date')).toThrow(/not a date/);
  });

  it('makes document ids from names', () => {
    expect(documentKey('Batangas')).toBe('batangas');
    expect(documentKey('City of Biñan')).toBe('city_of_binan');
    expect(documentKey('  Sto. Tomas ')).toBe('sto_tomas');
  });

  it('says system for machine loads and admin for people, never an email', () => {
    expect(exchangeUpdatedBy({ updatedBy: 'system' })).toBe('system');
    expect(exchangeUpdatedBy({ updatedBy: 'ana@da.gov.ph' })).toBe('admin');
    expect(exchangeUpdatedBy({ updatedBy: 'admin', source: 'excel' })).toBe('system');
    expect(exchangeUpdatedBy({ updatedBy: 'admin', source: 'api' })).toBe('system');
    expect(exchangeUpdatedBy({ updatedBy: 'admin', source: 'encode' })).toBe('admin');
    expect(exchangeUpdatedBy({ updatedBy: 'system', source: 'encode' })).toBe('system');
  });

  it('wraps collections with what they are, keeping only the filters given', () => {
    const answer = exchangeExport({
      export: 'calendars',
      generatedAt: new Date('2025-09-01T00:00:00Z'),
      dataAsOf: null,
      mapping: ['a note'],
      collections: [],
      filters: { mode: 'ten_day', crop: undefined },
    });
    expect(answer.meta).toMatchObject({
      format: 'acap-exchange',
      version: 1,
      export: 'calendars',
      region: { key: 'calabarzon', code: '4a', abbreviation: 'CALABARZON' },
      generated_at: { _seconds: 1756684800, _nanoseconds: 0 },
      data_as_of: null,
      filters: { mode: 'ten_day' },
      mapping: ['a note'],
    });
    expect(answer.meta.source).toContain('CALABARZON');
    const unfiltered = exchangeExport({
      export: 'provinces',
      generatedAt: new Date(),
      dataAsOf: null,
      mapping: [],
      collections: [],
      filters: { crop: undefined },
    });
    expect(unfiltered.meta).not.toHaveProperty('filters');
    expect(unfiltered.meta).not.toHaveProperty('issuance');
  });

  it('finds the newest date', () => {
    expect(newestDate([])).toBeNull();
    expect(newestDate([null, '2025-01-02T00:00:00Z', new Date('2025-03-01T00:00:00Z'), undefined])).toEqual(new Date('2025-03-01T00:00:00Z'));
  });
});
