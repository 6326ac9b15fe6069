import { describe, expect, it } from 'vitest';
import { shapeExportIndex } from './shape-export-index';

describe('the export index', () => {
  it('lists each export with its address, what it holds and since when', () => {
    const index = shapeExportIndex(
      [
        {
          id: 'provinces',
          title: 'Provinces constants',
          path: '/api/export/v1/provinces',
          collections: ['constants/provinces'],
          description: 'd',
          latestAt: null,
          holds: '5 provinces',
          downloads: [{ label: 'json', href: '/api/export/v1/provinces?download=1', available: true }],
        },
        {
          id: 'weather-ten-day',
          title: '10-day forecast',
          path: '/api/export/v1/weather/ten-day',
          collections: [],
          description: 'd',
          latestAt: new Date('2025-08-18T01:00:00Z'),
          holds: 'Aug 18 - 27, 2025',
          downloads: [],
        },
      ],
      new Date('2025-08-20T00:00:00Z'),
    );
    expect(index.meta).toMatchObject({ export: 'index', generated_at: { _seconds: 1755648000 }, data_as_of: { _seconds: 1755478800, _nanoseconds: 0 } });
    expect(index.meta.mapping[0]).toContain('db.collection(path).doc(id).set(data)');
    expect(index.exports[0]).toEqual({
      id: 'provinces',
      title: 'Provinces constants',
      description: 'd',
      href: '/api/export/v1/provinces',
      collections: ['constants/provinces'],
      data_as_of: null,
      holds: '5 provinces',
      downloads: [{ label: 'json', href: '/api/export/v1/provinces?download=1', available: true }],
    });
    expect(index.exports[1]!.data_as_of).toEqual({ _seconds: 1755478800, _nanoseconds: 0 });
  });

  it('has no data date when nothing holds data', () => {
    expect(shapeExportIndex([], new Date()).meta.data_as_of).toBeNull();
  });
});
