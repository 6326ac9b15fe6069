import { describe, expect, it } from 'vitest';
import { issuanceOrigin, sourceFiles, TENDAY_API_SERVICE } from './issuance-origin';
import { updatedByOf } from './updated-by';

describe('issuanceOrigin', () => {
  it('names each way in by its real source, never PAGASA’s for a file the office filled in', () => {
    expect(issuanceOrigin({ mode: 'encode' })).toBe('hand_entered');
    expect(issuanceOrigin({ mode: 'encode', via: 'long-layout', files: ['outlook.csv'] })).toBe('long_layout');
    expect(issuanceOrigin({ mode: 'encode', via: 'seasonal-template', files: ['template.xlsx'] })).toBe('seasonal_template');
    expect(issuanceOrigin({ mode: 'excel', files: ['day1.xlsx'] })).toBe('pagasa_workbook');
    expect(issuanceOrigin({ mode: 'api', service: TENDAY_API_SERVICE, pagasaLoadedAt: null })).toBe('tenday_api');
    expect(issuanceOrigin({ mode: 'api' })).toBe('connector');
  });

  it('keeps updated_by to the mode: a file the office filled in is admin, PAGASA’s own is system', () => {
    expect(updatedByOf('encode')).toBe('admin');
    expect(updatedByOf('excel')).toBe('system');
  });

  it('lists the files a source was read from', () => {
    expect(sourceFiles({ mode: 'encode', via: 'long-layout', files: ['a.csv'] })).toEqual(['a.csv']);
    expect(sourceFiles({ mode: 'encode' })).toEqual([]);
    expect(sourceFiles({ mode: 'api', service: TENDAY_API_SERVICE })).toEqual([]);
  });
});
