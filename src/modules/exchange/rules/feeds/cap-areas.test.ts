import { describe, expect, it } from 'vitest';
import type { SignalRow } from '@/modules/weather/rules/cyclone-signals';
import { placesBySignal } from './cap-areas';

const QUEZON = { psgc: '0405600000', name: 'Quezon' };
const LAGUNA = { psgc: '0403400000', name: 'Laguna' };
const places = [
  { psgc: '0405619000', name: 'Infanta', provincePsgc: QUEZON.psgc },
  { psgc: '0405639000', name: 'Real', provincePsgc: QUEZON.psgc },
  { psgc: '0405601000', name: 'Agdangan', provincePsgc: QUEZON.psgc },
  { psgc: '0403402000', name: 'Bay', provincePsgc: LAGUNA.psgc },
  { psgc: '0403403000', name: 'City of Biñan', provincePsgc: LAGUNA.psgc },
];

describe('placesBySignal', () => {
  it('names a whole province when all its places share the signal, and each town otherwise, strongest signal first', () => {
    const rows: SignalRow[] = [
      { provincePsgc: QUEZON.psgc, municipalityPsgc: null, signal: 'signal_number_1' },
      { provincePsgc: QUEZON.psgc, municipalityPsgc: '0405619000', signal: 'signal_number_2' },
      { provincePsgc: LAGUNA.psgc, municipalityPsgc: null, signal: 'signal_number_1' },
    ];
    const groups = placesBySignal(rows, [QUEZON, LAGUNA], places);
    expect(groups.map((group) => [group.signal, group.places.map((place) => `${place.name}${place.wholeProvince ? ' (province)' : ''}`)])).toEqual([
      ['signal_number_2', ['Infanta']],
      ['signal_number_1', ['Laguna (province)', 'Agdangan', 'Real']],
    ]);
    expect(groups[1]!.places.find((place) => place.name === 'Real')).toMatchObject({ psgc: '0405639000', province: QUEZON, wholeProvince: false });
  });

  it('leaves out places the advisory gives no signal, and is empty when it gives none', () => {
    const rows: SignalRow[] = [{ provincePsgc: LAGUNA.psgc, municipalityPsgc: '0403402000', signal: 'general_no_signal' }];
    expect(placesBySignal(rows, [QUEZON, LAGUNA], places)).toEqual([
      { signal: 'general_no_signal', places: [{ psgc: '0403402000', name: 'Bay', province: LAGUNA, wholeProvince: false }] },
    ]);
    expect(placesBySignal([], [QUEZON, LAGUNA], places)).toEqual([]);
  });
});
