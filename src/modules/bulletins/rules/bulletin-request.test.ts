import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  bulletinPlanRequestSchema,
  deleteReportSchema,
  seasonalBulletinRequestSchema,
  specialBulletinRequestSchema,
  tenDayBulletinRequestSchema,
} from './bulletin-request';

/** What the original dashboard sends with every report (domain notes §7, issue 15). */
const dashboard = { region: 'calabarzon', province: 'Laguna', municipality: 'Bay', crop: 'rice', month: 3, language: 'en', operation: 'create', isFull: false };

const messageOf = (schema: z.ZodType, body: unknown) => {
  const result = schema.safeParse(body);
  expect(result.success).toBe(false);
  return result.error!.issues.map((issue) => issue.message).join('; ');
};

describe('report requests', () => {
  it('take the dashboard’s fields for a seasonal report, month as code, number or YYYY-MM', () => {
    expect(seasonalBulletinRequestSchema.parse(dashboard)).toMatchObject({ month: 'apr', isFull: false });
    expect(seasonalBulletinRequestSchema.parse({ ...dashboard, month: '2025-10' }).month).toBe('2025-10');
    expect(seasonalBulletinRequestSchema.parse({ ...dashboard, month: 'DEC' }).month).toBe('dec');
    expect(seasonalBulletinRequestSchema.parse({ ...dashboard, month: null, isFull: true })).toMatchObject({ isFull: true });
    expect(messageOf(seasonalBulletinRequestSchema, { ...dashboard, month: undefined })).toBe('month is required unless isFull is true');
    expect(messageOf(seasonalBulletinRequestSchema, { ...dashboard, month: 'spring' })).toMatch(/month must be YYYY-MM/);
  });

  it('accept the same fields for 10-day and special reports and drop the seasonal ones', () => {
    const tenday = tenDayBulletinRequestSchema.parse(dashboard);
    expect(tenday).toEqual({ region: 'calabarzon', province: 'Laguna', municipality: 'Bay', crop: 'rice', language: 'en', operation: 'create' });
    const special = specialBulletinRequestSchema.parse({ ...dashboard, isFull: true, signal: 'signal_number_2' });
    expect(special).toEqual({
      region: 'calabarzon',
      province: 'Laguna',
      municipality: 'Bay',
      crop: 'rice',
      language: 'en',
      operation: 'create',
      signal: 'signal_number_2',
    });
    const { month: _month, isFull: _isFull, ...without } = dashboard;
    expect(tenDayBulletinRequestSchema.parse(without)).toEqual(tenday);
    expect(messageOf(tenDayBulletinRequestSchema, { ...dashboard, isFull: 'yes' })).toBe('isFull must be true or false');
  });

  it('refuse unknown fields by name, saying which fields a report takes', () => {
    expect(messageOf(tenDayBulletinRequestSchema, { ...dashboard, signal: 'signal_number_1' })).toMatch(
      /^Unrecognized key "signal": a 10-day report takes region, province, .*isFull, allowExpired$/,
    );
    expect(messageOf(seasonalBulletinRequestSchema, { ...dashboard, colour: 'red', size: 3 })).toMatch(
      /^Unrecognized keys "colour", "size": a seasonal report takes /,
    );
    expect(messageOf(specialBulletinRequestSchema, { ...dashboard, uid: 'x' })).toMatch(/^Unrecognized key "uid": a special report takes .*signal$/);
  });

  it('name a report to delete by its docId', () => {
    expect(deleteReportSchema.parse({ docId: ' abc ' })).toEqual({ docId: 'abc' });
    expect(messageOf(deleteReportSchema, { docId: '' })).toBe('docId is required');
  });
});

describe('plan requests', () => {
  const { operation: _operation, ...fields } = dashboard;

  it('take the type and the fields its report takes, less operation, checked as that report checks them', () => {
    expect(bulletinPlanRequestSchema.parse({ type: 'seasonal', ...fields })).toMatchObject({ type: 'seasonal', month: 'apr', isFull: false });
    expect(bulletinPlanRequestSchema.parse({ type: 'ten_day', ...fields })).toEqual({
      type: 'ten_day',
      region: 'calabarzon',
      province: 'Laguna',
      municipality: 'Bay',
      crop: 'rice',
      language: 'en',
    });
    expect(bulletinPlanRequestSchema.parse({ type: 'special_weather', ...fields, signal: 'signal_number_2', allowExpired: true })).toMatchObject({
      type: 'special_weather',
      signal: 'signal_number_2',
      allowExpired: true,
    });
    expect(messageOf(bulletinPlanRequestSchema, { type: 'seasonal', ...fields, month: undefined })).toBe('month is required unless isFull is true');
    expect(messageOf(bulletinPlanRequestSchema, { type: 'ten_day', ...fields, signal: 'signal_number_1' })).toMatch(
      /^Unrecognized key "signal": a 10-day report takes type, region/,
    );
  });

  it('refuse operation (a plan stores nothing) and a type that is none', () => {
    expect(messageOf(bulletinPlanRequestSchema, { type: 'ten_day', ...dashboard })).toMatch(/^Unrecognized key "operation"/);
    expect(messageOf(bulletinPlanRequestSchema, { type: 'weekly', ...fields })).toBe('type must be seasonal, ten_day or special_weather');
    expect(messageOf(bulletinPlanRequestSchema, fields)).toBe('type must be seasonal, ten_day or special_weather');
  });
});
