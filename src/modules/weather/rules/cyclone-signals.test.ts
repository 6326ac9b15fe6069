import { describe, expect, it } from 'vitest';
import { highestSignal, provinceSignals, signalOfMunicipality, type SignalRow } from './cyclone-signals';

const QUEZON = '0405600000';
const BATANGAS = '0401000000';
const LAGUNA = '0403400000';
const places = [
  { psgc: 'infanta', provincePsgc: QUEZON },
  { psgc: 'real', provincePsgc: QUEZON },
  { psgc: 'lipa', provincePsgc: BATANGAS },
  { psgc: 'nasugbu', provincePsgc: BATANGAS },
  { psgc: 'bay', provincePsgc: LAGUNA },
];
const rows: SignalRow[] = [
  { provincePsgc: QUEZON, municipalityPsgc: null, signal: 'signal_number_3' },
  { provincePsgc: BATANGAS, municipalityPsgc: 'nasugbu', signal: 'signal_number_2' },
  { provincePsgc: BATANGAS, municipalityPsgc: 'lipa', signal: 'signal_number_1' },
];

describe('highestSignal', () => {
  it('orders the signals by strength, with "no signal" lowest, and gives null for none', () => {
    expect(highestSignal(['signal_number_1', 'signal_number_3', 'general_no_signal'])).toBe('signal_number_3');
    expect(highestSignal(['general_no_signal', null])).toBe('general_no_signal');
    expect(highestSignal(['signal_number_5', 'signal_number_4'])).toBe('signal_number_5');
    expect(highestSignal([])).toBeNull();
    expect(highestSignal([null, undefined])).toBeNull();
  });
});

describe('signalOfMunicipality', () => {
  it("takes a place's own signal before its province's, and null when neither is raised", () => {
    const withOwn: SignalRow[] = [...rows, { provincePsgc: QUEZON, municipalityPsgc: 'real', signal: 'signal_number_4' }];
    expect(signalOfMunicipality(withOwn, places[1]!)).toBe('signal_number_4');
    expect(signalOfMunicipality(withOwn, places[0]!)).toBe('signal_number_3');
    expect(signalOfMunicipality(rows, places[4]!)).toBeNull();
  });
});

describe('provinceSignals', () => {
  it('gives each province its highest signal and says whether every place shares it', () => {
    const summary = provinceSignals(rows, [{ psgc: QUEZON }, { psgc: BATANGAS }, { psgc: LAGUNA }], places);
    expect(summary).toEqual([
      { psgc: QUEZON, highest: 'signal_number_3', uniform: true },
      { psgc: BATANGAS, highest: 'signal_number_2', uniform: false },
      { psgc: LAGUNA, highest: null, uniform: false },
    ]);
  });
});
