import { describe, expect, it } from 'vitest';
import { maskPhone, maskPhoneNumbersIn } from './mask-phone';

describe('maskPhone', () => {
  it('keeps the network prefix and the last two digits', () => {
    expect(maskPhone('+639171234567')).toBe('+63 917 ••• ••67');
  });
});

describe('maskPhoneNumbersIn', () => {
  it('masks a number however it is written, and leaves dates and amounts', () => {
    for (const written of ['09171234567', '0917 123 4567', '+63-917-123-4567', '(0917) 123.4567', '639171234567', '9171234567'])
      expect(maskPhoneNumbersIn(`Tawagan ako ${written} salamat`), written).toBe('Tawagan ako +63 917 ••• ••67 salamat');
    expect(maskPhoneNumbersIn('Ani noong 2026-11-30, 1,200 kg, 12 500 piso')).toBe('Ani noong 2026-11-30, 1,200 kg, 12 500 piso');
    expect(maskPhoneNumbersIn('dalawa: 09171234567 at 0998 765 4321')).toBe('dalawa: +63 917 ••• ••67 at +63 998 ••• ••21');
  });
});
