import { describe, expect, it } from 'vitest';
import { bulletinAdvisoryKey } from './bulletin-advisory-key';

const calamba = { municipality: { psgc: '0403405000', name: 'City of Calamba' }, crop: { key: 'rice', name: 'Rice' } };
const sources = (issuanceId: string) => ({
  issuanceId,
  calendar: { municipalityPsgc: '0403405000', crop: 'rice', mode: 'ten_day' as const, updatedAt: '' },
  recommendationIds: [],
  commonData: [],
});
const storm = (issuanceId: string) => ({
  signal: { code: 'signal_number_3' as const, label: 'Signal No. 3' },
  issuanceId,
  cycloneName: 'RAMON',
  bulletinNumber: '8',
  issuedAt: '',
  headline: '',
});

describe('bulletinAdvisoryKey', () => {
  it('is the same for two bulletins of one outlook issue, place and crop, whoever made them', () => {
    expect(bulletinAdvisoryKey({ ...calamba, sources: sources('td-1') })).toBe(bulletinAdvisoryKey({ ...calamba, sources: sources('td-1'), storm: null }));
    expect(bulletinAdvisoryKey({ ...calamba, sources: sources('td-1') })).toBe('0403405000 rice td-1');
  });

  it('differs for another issue, another crop or place, and for a bulletin remade under a raised signal', () => {
    const first = bulletinAdvisoryKey({ ...calamba, sources: sources('td-1') });
    expect(bulletinAdvisoryKey({ ...calamba, sources: sources('td-2') })).not.toBe(first);
    expect(bulletinAdvisoryKey({ ...calamba, crop: { key: 'corn', name: 'Corn' }, sources: sources('td-1') })).not.toBe(first);
    expect(bulletinAdvisoryKey({ ...calamba, municipality: { psgc: '0403402000', name: 'Bay' }, sources: sources('td-1') })).not.toBe(first);
    const underSignal = bulletinAdvisoryKey({ ...calamba, sources: sources('td-1'), storm: storm('sw-8') });
    expect(underSignal).toBe('0403405000 rice td-1 sw-8');
    expect(bulletinAdvisoryKey({ ...calamba, sources: sources('td-1'), storm: storm('sw-9') })).not.toBe(underSignal);
  });
});
