import { describe, expect, it } from 'vitest';
import { bulletinPdfName } from './bulletin-pdf-name';

const bay = {
  province: { psgc: '0403400000', name: 'Laguna' },
  municipality: { psgc: '0403402000', name: 'Bay' },
  crop: { key: 'rice', name: 'Palay' },
  period: { from: '2026-11-21', to: '2026-11-30', label: 'Nob 21 – 30, 2026' },
};

describe('the name of a bulletin file', () => {
  it('is the national portal’s: province, place, crop, month and year, safe for any file system', () => {
    expect(bulletinPdfName(bay)).toBe('Laguna_Bay_Palay_nov_2026.pdf');
    expect(bulletinPdfName({ ...bay, municipality: { psgc: 'x', name: 'City of Biñan' } })).toBe('Laguna_City_of_Binan_Palay_nov_2026.pdf');
    expect(bulletinPdfName({ ...bay, crop: { key: 'rice', name: 'Rice' }, period: { ...bay.period, from: '2027-01-01' } })).toBe(
      'Laguna_Bay_Rice_jan_2027.pdf',
    );
    expect(bulletinPdfName({ ...bay, municipality: { psgc: 'x', name: '"../x";\r\nSet-Cookie' } })).toBe('Laguna_x_Set_Cookie_Palay_nov_2026.pdf');
  });
});
