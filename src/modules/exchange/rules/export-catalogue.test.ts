import { describe, expect, it } from 'vitest';
import { EXPORT_IDS, EXPORTS, exportDefinition, exportFileName, exportHref } from './export-catalogue';

describe('the export catalogue', () => {
  it('lists every export once, under /api/export, with something to download', () => {
    expect(EXPORTS.map((entry) => entry.id)).toEqual([...EXPORT_IDS]);
    expect(new Set(EXPORTS.map((entry) => entry.path)).size).toBe(EXPORTS.length);
    for (const entry of EXPORTS) {
      expect(entry.path).toMatch(/^\/api\/export\/v1\/[a-z/-]+$/);
      expect(entry.downloads.length).toBeGreaterThan(0);
      expect(entry.description.length).toBeGreaterThan(20);
    }
    expect(exportDefinition('recommendations').collections).toContain('n_list_crop_recommendations_tenday');
  });

  it('builds addresses with their query', () => {
    const calendars = exportDefinition('calendars');
    expect(exportHref(calendars, {})).toBe('/api/export/v1/calendars');
    expect(exportHref(calendars, { mode: 'ten_day', format: 'csv', download: '1' })).toBe('/api/export/v1/calendars?mode=ten_day&format=csv&download=1');
  });

  it('names files after the region and what they hold, safe for any file system', () => {
    expect(exportFileName(['weather', 'ten-day', '2025-08-18'], 'json')).toBe('acap-calabarzon-weather-ten-day-2025-08-18.json');
    expect(exportFileName(['calendars', 'ten_day', undefined, 'City of Calamba', '../../etc'], 'csv')).toBe(
      'acap-calabarzon-calendars-ten_day-city_of_calamba-etc.csv',
    );
  });
});
