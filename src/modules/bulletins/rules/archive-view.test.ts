import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { archivePath, parseBulletinsView, type ArchiveFilters } from './archive-view';

describe('bulletin addresses', () => {
  it('reads one bulletin by its id', () => {
    expect(parseBulletinsView(['0b6f2c0e-8f7e-4c1b-9a53-2f1d6d1c2a10'])).toEqual({ kind: 'bulletin', id: '0b6f2c0e-8f7e-4c1b-9a53-2f1d6d1c2a10' });
  });

  it('reads the archive and its filters in order', () => {
    expect(parseBulletinsView([])).toEqual({ kind: 'archive', filters: {} });
    expect(parseBulletinsView(['type', 'ten-day', 'province', 'laguna', 'municipality', 'bay', 'crop', 'rice', 'date', '2025-08-20', 'page', '2'])).toEqual({
      kind: 'archive',
      filters: { type: 'ten_day', province: 'laguna', municipality: 'bay', crop: 'rice', date: '2025-08-20', page: 2 },
    });
  });

  it('refuses filters out of order, repeated, unknown or malformed', () => {
    for (const parts of [
      ['province', 'laguna', 'type', 'seasonal'],
      ['type', 'weekly'],
      ['colour', 'red'],
      ['date', '2025-13-45'],
      ['page', '0'],
      ['municipality', 'bay'],
      ['type'],
    ]) {
      expect(parseBulletinsView(parts), parts.join('/')).toBeNull();
    }
  });

  it('writes back every filter set it reads', () => {
    const slug = fc.stringMatching(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const filters = fc
      .record(
        {
          type: fc.constantFrom('seasonal' as const, 'ten_day' as const, 'special_weather' as const),
          province: slug,
          municipality: slug,
          crop: slug,
          date: fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
          page: fc.integer({ min: 2, max: 9999 }),
        },
        { requiredKeys: [] },
      )
      .filter((f: ArchiveFilters) => !f.municipality || Boolean(f.province));
    fc.assert(
      fc.property(filters, (f) => {
        expect(parseBulletinsView(archivePath(f).split('/').slice(2).filter(Boolean))).toEqual({ kind: 'archive', filters: f });
      }),
    );
  });
});
