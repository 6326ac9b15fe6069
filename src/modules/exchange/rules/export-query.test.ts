import { describe, expect, it } from 'vitest';
import {
  calendarsExportQuerySchema,
  exportIndexQuerySchema,
  provincesExportQuerySchema,
  recommendationsExportQuerySchema,
  weatherExportQuerySchema,
} from './export-query';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues.map((issue) => issue.message).join('; ');

describe('export queries', () => {
  it('reads download as a flag', () => {
    expect(provincesExportQuerySchema.parse({})).toEqual({ download: false });
    expect(provincesExportQuerySchema.parse({ download: '1' })).toEqual({ download: true });
    expect(provincesExportQuerySchema.parse({ download: 'false' })).toEqual({ download: false });
    expect(messageOf(provincesExportQuerySchema.safeParse({ download: 'yes please' }))).toBe('download must be 1 or 0');
  });

  it('refuses unknown parameters everywhere', () => {
    for (const schema of [
      exportIndexQuerySchema,
      provincesExportQuerySchema,
      weatherExportQuerySchema,
      calendarsExportQuerySchema,
      recommendationsExportQuerySchema,
    ]) {
      expect(schema.safeParse({ unexpected: '1' }).success).toBe(false);
    }
  });

  it('takes an issuance only as an id', () => {
    expect(weatherExportQuerySchema.parse({ issuance: '0b8e3f4c-5d55-4a7e-9a77-1c2a6f0e9d10' }).issuance).toBe('0b8e3f4c-5d55-4a7e-9a77-1c2a6f0e9d10');
    expect(messageOf(weatherExportQuerySchema.safeParse({ issuance: "' OR '1'='1" }))).toBe('issuance must be an issuance id');
  });

  it('answers calendars as JSON by default and needs a mode for the CSV', () => {
    expect(calendarsExportQuerySchema.parse({})).toEqual({ format: 'json', download: false });
    expect(calendarsExportQuerySchema.parse({ mode: '10-day', format: 'csv', crop: 'rice' })).toMatchObject({ mode: 'ten_day', format: 'csv', crop: 'rice' });
    expect(messageOf(calendarsExportQuerySchema.safeParse({ format: 'csv' }))).toMatch(/^mode is required for format=csv/);
    expect(messageOf(calendarsExportQuerySchema.safeParse({ mode: 'weekly' }))).toBe('mode must be ten_day or seasonal, not "weekly"');
    expect(messageOf(calendarsExportQuerySchema.safeParse({ format: 'xlsx', mode: 'seasonal' }))).toBe('format must be json or csv');
  });

  it('takes the recommendation types by their national names', () => {
    expect(recommendationsExportQuerySchema.parse({ type: 'tenday' }).type).toBe('tenday');
    expect(recommendationsExportQuerySchema.parse({}).type).toBeUndefined();
    expect(messageOf(recommendationsExportQuerySchema.safeParse({ type: 'ten_day' }))).toBe('type must be seasonal, tenday or special');
  });
});
