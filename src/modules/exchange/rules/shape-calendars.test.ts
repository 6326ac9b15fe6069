import { describe, expect, it } from 'vitest';
import { CALENDAR_COLUMNS } from '@/modules/calendar/rules/calendar-layout';
import { shapeCalendars, type CalendarEntryInput } from './shape-calendars';

const slots = (stages: Record<number, string>) => Array.from({ length: 24 }, (_, slot) => stages[slot] ?? null);
const entry = (overrides: Partial<CalendarEntryInput>): CalendarEntryInput => ({
  province: { psgc: '0403400000', name: 'Laguna' },
  municipality: { psgc: '0403405000', name: 'City of Calamba' },
  crop: 'rice',
  mode: 'ten_day',
  slots: slots({ 0: 'prep', 1: 'plant', 23: 'mat' }),
  isDemo: false,
  updatedBy: 'ana@da.gov.ph',
  updatedAt: '2025-06-01T02:03:04.005Z',
  ...overrides,
});

describe('the cropping calendar documents', () => {
  it('puts each mode in its own sub-collection and leaves out modes without rows', () => {
    const collections = shapeCalendars([entry({}), entry({ crop: 'corn', slots: slots({ 4: 'plant' }) })]);
    expect(collections.map((collection) => collection.path)).toEqual(['cropping_calendars/calabarzon/ten_day']);
    expect(collections[0]!.documents.map((document) => document.id)).toEqual(['0403405000_rice', '0403405000_corn']);
    const both = shapeCalendars([entry({ mode: 'seasonal', isDemo: true, updatedBy: 'system' }), entry({})]);
    expect(both.map((collection) => [collection.path, collection.documents.length])).toEqual([
      ['cropping_calendars/calabarzon/ten_day', 1],
      ['cropping_calendars/calabarzon/seasonal', 1],
    ]);
    expect(both[1]!.documents[0]!.data).toMatchObject({ is_demo: true, updated_by: 'system' });
  });

  it('uses the interchange CSV’s fields, blanks as empty text', () => {
    const [collection] = shapeCalendars([entry({})]);
    const data = collection!.documents[0]!.data;
    for (const column of CALENDAR_COLUMNS) expect(data).toHaveProperty(column);
    expect(data).toMatchObject({
      prov: 'Laguna',
      muni: 'City of Calamba',
      crop: 'rice',
      '01_15_CAL': 'prep',
      '01_30_CAL': 'plant',
      '02_15_CAL': '',
      '12_30_CAL': 'mat',
    });
    expect(data).toMatchObject({
      province_psgc: '0403400000',
      municipality_psgc: '0403405000',
      updated_by: 'admin',
      date_updated: { _seconds: 1748743384, _nanoseconds: 5_000_000 },
    });
  });
});
