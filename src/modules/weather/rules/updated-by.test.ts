import { describe, expect, it } from 'vitest';
import { DATA_SOURCES, isDataSource, updatedByOf } from './updated-by';

describe('updatedByOf', () => {
  it('says system for PAGASA files and connectors, admin for values typed by staff', () => {
    expect(updatedByOf('excel')).toBe('system');
    expect(updatedByOf('api')).toBe('system');
    expect(updatedByOf('encode')).toBe('admin');
  });

  it('only ever answers system or admin, never a person', () => {
    expect(new Set(DATA_SOURCES.map(updatedByOf))).toEqual(new Set(['system', 'admin']));
  });

  it('recognises the stored source modes and nothing else', () => {
    expect(DATA_SOURCES.every(isDataSource)).toBe(true);
    expect(isDataSource('ana@da.gov.ph')).toBe(false);
    expect(isDataSource(undefined)).toBe(false);
  });
});
